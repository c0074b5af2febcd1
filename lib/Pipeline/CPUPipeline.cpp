//===- CPUPipeline.cpp - fuse on the CPU, for numerical checks ------------===//
//
// fuse ops -> monoid aggregates -> (optional rewrites) -> scf loops on
// tensors -> buffers (results as out-parameters) -> LLVM dialect.
//
//===----------------------------------------------------------------------===//

#include "fusec/Pipeline/CPUPipeline.h"
#include "fusec/Import/Passes.h"
#include "fusec/Conversion/Passes.h"
#include "fusec/Transforms/Passes.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/Arith/Transforms/Passes.h"
#include "mlir/Dialect/Bufferization/Pipelines/Passes.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;
using namespace mlir::fuse;

namespace {
/// Marks every public function `llvm.emit_c_interface`, so that the
/// ExecutionEngine can call it through `_mlir_ciface_<name>` with memref
/// descriptors.
struct EmitCInterfacePass
    : public PassWrapper<EmitCInterfacePass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(EmitCInterfacePass)

  StringRef getArgument() const final { return "fusec-emit-c-interface"; }
  StringRef getDescription() const final {
    return "Mark public functions llvm.emit_c_interface";
  }
  void runOnOperation() override {
    auto attrName = LLVM::LLVMDialect::getEmitCWrapperAttrName();
    getOperation().walk([&](func::FuncOp func) {
      if (func.isPublic() && !func.isExternal())
        func->setAttr(attrName, UnitAttr::get(&getContext()));
    });
  }
};
} // namespace

/// Tensors to buffers: function boundaries included, identity layouts,
/// results as out-parameters written in place, temporaries freed.
static void addBufferization(OpPassManager &pm) {
  bufferization::OneShotBufferizePassOptions bufferize;
  bufferize.bufferizeFunctionBoundaries = true;
  bufferize.functionBoundaryTypeConversion =
      bufferization::LayoutMapOption::IdentityLayoutMap;
  pm.addPass(bufferization::createOneShotBufferizePass(bufferize));
  bufferization::BufferResultsToOutParamsPassOptions outParams;
  outParams.hoistStaticAllocs = true;
  outParams.modifyPublicFunctions = true;
  pm.addPass(bufferization::createBufferResultsToOutParamsPass(outParams));
  bufferization::buildBufferDeallocationPipeline(pm);
  pm.addPass(createConvertBufferizationToMemRefPass());
}

/// Buffers and loops to the LLVM dialect. bf16 conversions are expanded to
/// integer arithmetic so that no soft-float runtime is needed.
static void addLowerToLLVM(OpPassManager &pm) {
  pm.addPass(createLowerAffinePass());
  pm.addPass(createSCFToControlFlowPass());
  pm.addPass(memref::createExpandStridedMetadataPass());
  arith::ArithExpandOpsPassOptions expand;
  expand.includeBf16 = true;
  pm.addPass(arith::createArithExpandOpsPass(expand));
  pm.addPass(createConvertMathToLLVMPass());
  pm.addPass(createConvertMathToLibmPass());
  pm.addPass(createArithToLLVMConversionPass());
  pm.addPass(createFinalizeMemRefToLLVMConversionPass());
  pm.addPass(std::make_unique<EmitCInterfacePass>());
  pm.addPass(createConvertFuncToLLVMPass());
  pm.addPass(createConvertControlFlowToLLVMPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
}

LogicalResult mlir::fuse::buildFuseCPUPipeline(OpPassManager &pm,
                                               StringRef extraRewrites,
                                               raw_ostream &errorStream) {
  // linalg / TOSA inputs are raised first (a no-op on fuse input).
  buildImportPipeline(pm);
  // Each fuse op becomes its own aggregate: the unfused reference.
  pm.addPass(createGeneralizePass());
  pm.addPass(createSoftmaxToMonoidPass());
  if (!extraRewrites.empty() &&
      failed(parsePassPipeline(extraRewrites, pm, errorStream)))
    return failure();

  pm.addPass(createConvertFuseToLoopsPass());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
  addBufferization(pm);
  addLowerToLLVM(pm);
  return success();
}

void mlir::fuse::registerFuseCPUPipeline() {
  registerPassPipeline(
      "fusec-cpu-pipeline",
      "Run fuse on the CPU: generic aggregates, optional rewrites, scf loops, "
      "buffers and the LLVM dialect (for mlir::ExecutionEngine)",
      [](OpPassManager &pm, StringRef optionsStr,
         function_ref<LogicalResult(const Twine &)> errorHandler) {
        FuseCPUPipelineOptions options;
        if (failed(options.parseFromString(optionsStr)))
          return failure();
        std::string error;
        llvm::raw_string_ostream os(error);
        if (failed(buildFuseCPUPipeline(pm, options.rewrites, os)))
          return errorHandler("invalid rewrites '" + options.rewrites +
                              "': " + error);
        return success();
      },
      [](function_ref<void(const detail::PassOptions &)> optHandler) {
        optHandler(FuseCPUPipelineOptions());
      });
}
