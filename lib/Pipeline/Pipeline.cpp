//===- Pipeline.cpp - the fusec pass pipeline -----------------------------===//
//
// fuse rewrites -> kernel generation -> NVVM -> PTX, stopping where asked.
//
//===----------------------------------------------------------------------===//

#include "fusec/Pipeline/Pipeline.h"
#include "fusec/Analysis/GpuSpecs.h"
#include "fusec/Conversion/Passes.h"
#include "fusec/Dialect/Fuse/IR/FuseAttrs.h"
#include "fusec/Import/Passes.h"
#include "fusec/Target/Passes.h"
#include "fusec/Transforms/Passes.h"

#include "mlir/Conversion/AffineToStandard/AffineToStandard.h"
#include "mlir/Conversion/GPUToNVVM/GPUToNVVMPass.h"
#include "mlir/Conversion/NVGPUToNVVM/NVGPUToNVVM.h"
#include "mlir/Conversion/NVVMToLLVM/NVVMToLLVM.h"
#include "mlir/Conversion/ReconcileUnrealizedCasts/ReconcileUnrealizedCasts.h"
#include "mlir/Conversion/SCFToControlFlow/SCFToControlFlow.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
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

ArrayRef<StringRef> mlir::fuse::supportedArchs() { return knownArchs(); }

//===----------------------------------------------------------------------===//
// FusecPipelineOptions on a tool's command line
//===----------------------------------------------------------------------===//

void FusecPipelineOptions::addToCommandLine(llvm::cl::OptionCategory &category,
                                            ArrayRef<Rename> renames) {
  assert(onCommandLine.empty() && "options already on the command line");
  // The options live in this struct's own cl::SubCommand (how PassOptions
  // parses "key=value" strings); registering each also in the top-level
  // subcommand makes the tool's parser set the very same option objects.
  for (auto &entry : OptionsMap)
    onCommandLine.push_back(entry.second);
  llvm::sort(onCommandLine, [](llvm::cl::Option *a, llvm::cl::Option *b) {
    return a->ArgStr < b->ArgStr;
  });
  for (llvm::cl::Option *opt : onCommandLine) {
    // Renamed while registered: setArgStr re-keys the struct's subcommand.
    for (const Rename &rename : renames) {
      if (opt->ArgStr != rename.option)
        continue;
      opt->setArgStr(rename.flag);
      opt->setDescription(rename.description);
      break;
    }
    opt->removeArgument();
    opt->addSubCommand(llvm::cl::SubCommand::getTopLevel());
    opt->addCategory(category);
    opt->addArgument();
  }
}

FusecPipelineOptions::~FusecPipelineOptions() {
  // The top-level subcommand outlives this struct: take the options out.
  for (llvm::cl::Option *opt : onCommandLine)
    opt->removeArgument();
}

StringRef FusecPipelineOptions::givenGpu() const {
  return gpu.hasValue() ? StringRef(gpu) : StringRef();
}

StringRef FusecPipelineOptions::givenArch() const {
  return arch.hasValue() ? StringRef(arch) : StringRef();
}

std::optional<std::string>
mlir::fuse::checkPipelineOptions(const FusecPipelineOptions &options) {
  auto join = [](auto range) {
    return llvm::join(llvm::map_range(range,
                                      [](auto s) { return std::string(s); }),
                      ", ");
  };
  if (!options.arch.empty() &&
      !llvm::is_contained(supportedArchs(), StringRef(options.arch)))
    return "unsupported --arch '" + options.arch +
           "'; expected one of: " + join(supportedArchs());
  const fusec::cost::GpuSpec *gpu = fusec::cost::lookupGpu(options.gpu);
  if (!gpu)
    return "unknown GPU '" + options.gpu +
           "' for the cost model; expected one of: " +
           join(fusec::cost::knownGpuNames());
  // The kernels must run on the GPU the cost model plans for: code for a
  // newer architecture does not (sm_90a on an A100); older code runs on a
  // newer GPU (sm_80 on an H100), at that architecture's speed. (A module
  // that has a fuse.target is checked against it by fuse-set-target.)
  StringRef arch =
      options.arch.empty() ? defaultArchFor(*gpu) : StringRef(options.arch);
  if (*archComputeCapability(arch) > gpu->computeCapability)
    return "--arch=" + arch.str() + " does not run on --gpu=" +
           options.gpu + " (compute capability " +
           std::to_string(gpu->computeCapability / 10) + "." +
           std::to_string(gpu->computeCapability % 10) +
           "); use --arch=sm_80 for it, or a Hopper GPU";
  StringRef policy = options.fusePolicy;
  if (policy != "auto" && policy != "always" && policy != "never")
    return "unknown --fuse-policy '" + options.fusePolicy +
           "'; expected auto, always or never";
  if (!llvm::is_contained({"ieee", "tf32", "3xtf32", "bf16"},
                          StringRef(options.f32Precision)))
    return "unknown --f32-precision '" + options.f32Precision +
           "'; expected ieee, tf32, 3xtf32 or bf16";
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

/// The module's location, or the input's first line where the parser gave
/// the implicit top-level module line 0 (file:0:0 names no place).
static Location moduleLocation(ModuleOp module) {
  Location loc = module.getLoc();
  if (auto file = dyn_cast<FileLineColLoc>(loc); file && file.getLine() == 0)
    return FileLineColLoc::get(file.getFilename(), 1, 1);
  return loc;
}

LogicalResult mlir::fuse::verifyCompilableModule(ModuleOp module) {
  // A function in a nested module would be skipped without a word, beside
  // a top-level one or alone.
  for (Operation &op : module.getBody()->getOperations()) {
    auto nested = dyn_cast<ModuleOp>(op);
    if (!nested)
      continue;
    func::FuncOp inner;
    nested.walk([&](func::FuncOp f) {
      if (f.isExternal())
        return WalkResult::advance();
      inner = f;
      return WalkResult::interrupt();
    });
    if (!inner)
      continue;
    InFlightDiagnostic diag = nested.emitError("nested module");
    if (std::optional<StringRef> name = nested.getSymName())
      diag << " @" << *name;
    diag << " holds function @" << inner.getSymName()
         << ", which fusec would not compile: it compiles the public "
            "functions of the top-level module; move them there";
    diag.attachNote(inner.getLoc()) << "function @" << inner.getSymName();
    return failure();
  }
  func::FuncOp firstDefined;
  for (auto func : module.getOps<func::FuncOp>()) {
    if (func.isExternal())
      continue;
    if (func.isPublic())
      return success();
    if (!firstDefined)
      firstDefined = func;
  }
  if (firstDefined)
    return firstDefined.emitError("function @")
           << firstDefined.getSymName()
           << " is private, and the input has no public function: fusec "
              "compiles the public functions only; remove 'private' from "
              "the one to compile";
  return emitError(moduleLocation(module),
                   module.getBody()->empty()
                       ? "the input is empty: nothing to compile (fusec "
                         "compiles each public func.func of the module)"
                       : "the input holds no function with a body: nothing "
                         "to compile (fusec compiles each public func.func "
                         "of the module)");
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

namespace {
/// Attaches the NVVM target of the module's fuse.target (its arch as the
/// chip) to the kernel modules: upstream gpu-nvvm-attach-target, with the
/// chip read from the IR rather than fixed when the pipeline is built.
struct AttachNVVMTargetPass
    : public PassWrapper<AttachNVVMTargetPass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(AttachNVVMTargetPass)

  StringRef getArgument() const override { return "fuse-attach-nvvm-target"; }
  StringRef getDescription() const override {
    return "Attach #nvvm.target with the chip of the module's fuse.target";
  }
  void getDependentDialects(DialectRegistry &registry) const override {
    // NVVM's target attribute, and the #fuse.target it may build.
    registry.insert<NVVM::NVVMDialect, FuseDialect>();
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    TargetAttr target =
        resolveTarget(module, "fuse-attach-nvvm-target: ", "", "");
    if (!target)
      return signalPassFailure();
    GpuNVVMAttachTargetOptions options;
    options.chip = target.getArch().str();
    options.features = ptxFeatures(target.getArch());
    options.optLevel = 3;
    OpPassManager attach(ModuleOp::getOperationName());
    attach.addPass(createGpuNVVMAttachTarget(options));
    if (failed(runPipeline(attach, module)))
      signalPassFailure();
  }
};
} // namespace

void mlir::fuse::buildFusecPipeline(OpPassManager &pm,
                                    const FusecPipelineOptions &options) {
  Stage stop = parseStage(options.stopAfter).value_or(Stage::PTX);

  // The GPU, once, in the IR: every later pass reads the module's
  // fuse.target (a module that has one keeps it).
  SetTargetPassOptions setTarget;
  setTarget.gpu = options.givenGpu().str();
  setTarget.arch = options.givenArch().str();
  pm.addPass(createSetTargetPass(setTarget));

  // Stage 0: what frontends emit (linalg on tensors, TOSA) raised to fuse.
  buildImportPipeline(pm, /*wideAccumulation=*/!options.strictAccumulation);

  // Stage 1: rewrites on the fuse dialect.
  pm.addPass(createRecordReferencePass());
  pm.addPass(createCanonicalizerPass());
  // Derived from the program as written, before any rewrite for the GPU.
  if (options.grad)
    pm.addPass(createDeriveBackwardPass());
  if (options.reassociate) {
    ReassociateMatmulsPassOptions order;
    order.emitRemarks = options.remarks;
    pm.addPass(createReassociateMatmulsPass(order));
  }
  F32PrecisionPassOptions precision;
  precision.precision = options.f32Precision;
  pm.addPass(createF32PrecisionPass(precision));
  pm.addPass(createSoftmaxToMonoidPass());
  pm.addPass(createGeneralizePass());
  // Flattened 1-D arguments (MIGraphX) read as the N-D views they were.
  pm.addPass(createUnflattenOperandsPass());
  // Constant aranges (MIGraphX's masks) read as the indices they hold.
  pm.addPass(createFoldIndexTablesPass());
  pm.addPass(createFactorAggregatesPass());
  PlanChainsPassOptions plan;
  plan.policy = options.fusePolicy;
  plan.emitRemarks = options.remarks;
  plan.assumeDynamicExtent = options.assumeDynamicExtent;
  pm.addPass(createPlanChainsPass(plan));
  pm.addPass(createFormChainsPass());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
  pm.addPass(createAnalyzeMasksPass());
  SplitKPassOptions split;
  split.emitRemarks = options.remarks;
  pm.addPass(createSplitKPass(split));
  // The configs first, so that fuse-split-kv counts the CTAs of the kernel
  // each aggregate would be; again after it, for the aggregates it made
  // (and the records of the kernels left).
  SelectKernelConfigPassOptions select;
  select.segmentFold = options.splitKVFold;
  pm.addPass(createSelectKernelConfigPass(select));
  SplitKVPassOptions splitKV;
  splitKV.emitRemarks = options.remarks;
  splitKV.minKeys = options.splitKVMinKeys;
  pm.addPass(createSplitKVPass(splitKV));
  pm.addPass(createSelectKernelConfigPass(select));
  if (stop == Stage::Fuse)
    return;

  // Stage 2: one kernel per chain or op.
  ConvertFuseToGPUPassOptions generate;
  generate.segmentFold = options.splitKVFold;
  pm.addPass(createConvertFuseToGPUPass(generate));
  // On to PTX, the kernels lower and code-generate in parallel pieces (the
  // IR of the earlier stages keeps its one kernel module).
  if (stop == Stage::PTX)
    pm.addPass(createPartitionKernelsPass());
  pm.addNestedPass<gpu::GPUModuleOp>(createCanonicalizerPass());
  if (stop == Stage::GPU)
    return;

  // Stage 3: kernels to NVVM / LLVM dialect.
  pm.addPass(std::make_unique<AttachNVVMTargetPass>());
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

  // Stage 4: PTX text, the pieces in parallel, linked into one module.
  // Kernels whose bodies call math functions link libdevice from here; the
  // PTX writer rejects calls left unresolved.
  pm.addPass(createSerializeKernelsPass(findCudaToolkit(options.cudaPath)));
}

void mlir::fuse::registerFusecPipeline() {
  PassRegistration<AttachNVVMTargetPass>();
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
      [](function_ref<void(const mlir::detail::PassOptions &)> handler) {
        handler(FusecPipelineOptions());
      });
}
