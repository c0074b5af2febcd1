//===- Pipeline.cpp - the fusec pass pipeline -----------------------------===//
//
// fuse rewrites -> kernel generation -> NVVM -> PTX, stopping where asked.
//
//===----------------------------------------------------------------------===//

#include "fusec/Pipeline/Pipeline.h"
#include "fusec/Analysis/GpuSpecs.h"
#include "fusec/Conversion/Passes.h"
#include "fusec/Import/Passes.h"
#include "fusec/Transforms/Passes.h"

#include "mlir/Conversion/AffineToStandard/AffineToStandard.h"
#include "mlir/Conversion/GPUToNVVM/GPUToNVVMPass.h"
#include "mlir/Conversion/NVGPUToNVVM/NVGPUToNVVM.h"
#include "mlir/Conversion/NVVMToLLVM/NVVMToLLVM.h"
#include "mlir/Conversion/ReconcileUnrealizedCasts/ReconcileUnrealizedCasts.h"
#include "mlir/Conversion/SCFToControlFlow/SCFToControlFlow.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include <cstdlib>

using namespace mlir;
using namespace mlir::fuse;

std::optional<Stage> mlir::fuse::parseStage(StringRef name) {
  return llvm::StringSwitch<std::optional<Stage>>(name)
      .Case("fuse", Stage::Fuse)
      .Case("gpu", Stage::GPU)
      .Case("llvm", Stage::LLVM)
      .Case("ptx", Stage::PTX)
      .Default(std::nullopt);
}

ArrayRef<StringRef> mlir::fuse::supportedArchs() {
  static const StringRef archs[] = {"sm_90a", "sm_90", "sm_80"};
  return archs;
}

std::optional<std::string>
mlir::fuse::checkPipelineOptions(const FusecPipelineOptions &options) {
  auto join = [](auto range) {
    return llvm::join(llvm::map_range(range,
                                      [](auto s) { return std::string(s); }),
                      ", ");
  };
  if (!llvm::is_contained(supportedArchs(), StringRef(options.arch)))
    return "unsupported --arch '" + options.arch +
           "'; expected one of: " + join(supportedArchs());
  const fusec::cost::GpuSpec *gpu = fusec::cost::lookupGpu(options.gpu);
  if (!gpu)
    return "unknown GPU '" + options.gpu +
           "' for the cost model; expected one of: " +
           join(fusec::cost::knownGpuNames());
  // The kernels must run on the GPU the cost model plans for: code for a
  // newer architecture does not (sm_90a on an A100); older code runs on a
  // newer GPU (sm_80 on an H100), at that architecture's speed.
  unsigned archCapability = StringRef(options.arch).starts_with("sm_90") ? 90 : 80;
  if (archCapability > gpu->computeCapability)
    return "--arch=" + options.arch + " does not run on --gpu=" +
           options.gpu + " (compute capability " +
           std::to_string(gpu->computeCapability / 10) + "." +
           std::to_string(gpu->computeCapability % 10) +
           "); use --arch=sm_80 for it, or a Hopper GPU";
  StringRef policy = options.fusePolicy;
  if (policy != "auto" && policy != "always" && policy != "never")
    return "unknown --fuse-policy '" + options.fusePolicy +
           "'; expected auto, always or never";
  if (options.assumeDynamicExtent < 1)
    return "--assume-dynamic-extent must be positive, got " +
           std::to_string(options.assumeDynamicExtent);
  if (!options.cudaPath.empty() && findCudaToolkit(options.cudaPath).empty())
    return "--cuda-path '" + options.cudaPath +
           "' has no nvvm/libdevice/libdevice.10.bc";
  if (!parseStage(options.stopAfter))
    return "unknown stage '" + options.stopAfter +
           "'; expected fuse, gpu, llvm or ptx";
  return std::nullopt;
}

LogicalResult mlir::fuse::verifyPipelineOptions(
    const FusecPipelineOptions &options, Location loc) {
  if (std::optional<std::string> error = checkPipelineOptions(options))
    return emitError(loc, *error);
  return success();
}

std::string mlir::fuse::findCudaToolkit(StringRef explicitPath) {
  auto hasLibdevice = [](StringRef root) {
    SmallString<256> path(root);
    llvm::sys::path::append(path, "nvvm", "libdevice", "libdevice.10.bc");
    return !root.empty() && llvm::sys::fs::exists(path);
  };
  if (!explicitPath.empty())
    return hasLibdevice(explicitPath) ? explicitPath.str() : "";
  for (const char *var : {"CUDA_HOME", "CUDA_PATH", "CUDA_ROOT"})
    if (const char *value = std::getenv(var); value && hasLibdevice(value))
      return value;
  for (StringRef dir : {"/usr/local/cuda", "/usr/lib/cuda", "/opt/cuda"})
    if (hasLibdevice(dir))
      return dir.str();
  return "";
}

/// PTX ISA features for an architecture: 8.0 covers sm_80 to sm_90a.
static std::string ptxFeatures(StringRef) { return "+ptx80"; }

void mlir::fuse::buildFusecPipeline(OpPassManager &pm,
                                    const FusecPipelineOptions &options) {
  Stage stop = parseStage(options.stopAfter).value_or(Stage::PTX);

  // Stage 0: what frontends emit (linalg on tensors, TOSA) raised to fuse.
  buildImportPipeline(pm);

  // Stage 1: rewrites on the fuse dialect.
  pm.addPass(createRecordReferencePass());
  pm.addPass(createCanonicalizerPass());
  if (options.reassociate) {
    ReassociateMatmulsPassOptions order;
    order.gpu = options.gpu;
    order.emitRemarks = options.remarks;
    pm.addPass(createReassociateMatmulsPass(order));
  }
  pm.addPass(createSoftmaxToMonoidPass());
  pm.addPass(createGeneralizePass());
  pm.addPass(createFactorAggregatesPass());
  PlanChainsPassOptions plan;
  plan.gpu = options.gpu;
  plan.policy = options.fusePolicy;
  plan.arch = options.arch;
  plan.emitRemarks = options.remarks;
  plan.assumeDynamicExtent = options.assumeDynamicExtent;
  pm.addPass(createPlanChainsPass(plan));
  pm.addPass(createFormChainsPass());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
  SplitKPassOptions split;
  split.gpu = options.gpu;
  split.emitRemarks = options.remarks;
  pm.addPass(createSplitKPass(split));
  SplitKVPassOptions splitKV;
  splitKV.gpu = options.gpu;
  splitKV.arch = options.arch;
  splitKV.emitRemarks = options.remarks;
  pm.addPass(createSplitKVPass(splitKV));
  SelectKernelConfigPassOptions config;
  config.arch = options.arch;
  pm.addPass(createSelectKernelConfigPass(config));
  if (stop == Stage::Fuse)
    return;

  // Stage 2: one kernel per chain or op.
  ConvertFuseToGPUPassOptions generate;
  generate.arch = options.arch;
  generate.clusterCombine = options.splitKVCluster;
  pm.addPass(createConvertFuseToGPUPass(generate));
  pm.addNestedPass<gpu::GPUModuleOp>(createCanonicalizerPass());
  if (stop == Stage::GPU)
    return;

  // Stage 3: kernels to NVVM / LLVM dialect.
  GpuNVVMAttachTargetOptions target;
  target.chip = options.arch;
  target.features = ptxFeatures(options.arch);
  target.optLevel = 3;
  pm.addPass(createGpuNVVMAttachTarget(target));
  OpPassManager &kernels = pm.nest<gpu::GPUModuleOp>();
  kernels.addPass(createLowerAffinePass());
  kernels.addPass(createConvertNVGPUToNVVMPass());
  kernels.addPass(createSCFToControlFlowPass());
  ConvertGpuOpsToNVVMOpsOptions toNVVM;
  toNVVM.useBarePtrCallConv = true;
  toNVVM.indexBitwidth = 64;
  kernels.addPass(createConvertGpuOpsToNVVMOps(toNVVM));
  // NVVM ops that are PTX templates (wgmma.mma_async) to inline assembly.
  kernels.addPass(createConvertNVVMToLLVMPass());
  kernels.addPass(createCanonicalizerPass());
  kernels.addPass(createCSEPass());
  kernels.addPass(createReconcileUnrealizedCastsPass());
  if (stop == Stage::LLVM)
    return;

  // Stage 4: PTX text.
  GpuModuleToBinaryPassOptions toBinary;
  toBinary.compilationTarget = "isa";
  // Kernels whose bodies call math functions link libdevice from here; the
  // PTX writer rejects calls left unresolved.
  toBinary.toolkitPath = findCudaToolkit(options.cudaPath);
  pm.addPass(createGpuModuleToBinaryPass(toBinary));
}

void mlir::fuse::registerFusecPipeline() {
  registerPassPipeline(
      "fusec-pipeline",
      "The fusec pipeline: fuse rewrites, planning, kernel generation, "
      "NVVM lowering and PTX serialization (stop-after selects the stage)",
      [](OpPassManager &pm, StringRef text,
         function_ref<LogicalResult(const Twine &)> errorHandler) {
        FusecPipelineOptions options;
        if (failed(options.parseFromString(text))) {
          std::string defaults;
          llvm::raw_string_ostream os(defaults);
          FusecPipelineOptions().print(os);
          return errorHandler("invalid --fusec-pipeline options '" + text +
                              "'; valid options are (with their defaults): " +
                              defaults);
        }
        if (std::optional<std::string> error = checkPipelineOptions(options))
          return errorHandler(*error);
        buildFusecPipeline(pm, options);
        return success();
      },
      [](function_ref<void(const detail::PassOptions &)> handler) {
        handler(FusecPipelineOptions());
      });
}
