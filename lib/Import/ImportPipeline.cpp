//===- ImportPipeline.cpp - from TOSA / linalg to fuse --------------------===//
//
// TOSA goes through upstream tosa-to-linalg to linalg on tensors; linalg on
// tensors is raised to fuse by fuse-raise-linalg.
//
//===----------------------------------------------------------------------===//

#include "fusec/Import/Passes.h"

#include "mlir/Conversion/TosaToArith/TosaToArith.h"
#include "mlir/Conversion/TosaToLinalg/TosaToLinalg.h"
#include "mlir/Conversion/TosaToTensor/TosaToTensor.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;

namespace mlir::fuse::detail {
#define GEN_PASS_REGISTRATION
#include "fusec/Import/Passes.h.inc"
} // namespace mlir::fuse::detail

void mlir::fuse::buildImportPipeline(OpPassManager &pm,
                                     bool wideAccumulation) {
  OpPassManager &funcs = pm.nest<func::FuncOp>();
  funcs.addPass(tosa::createTosaToLinalgNamed());
  funcs.addPass(tosa::createTosaToLinalg());
  funcs.addPass(createTosaToArithPass());
  funcs.addPass(createTosaToTensorPass());
  funcs.addPass(createCanonicalizerPass());
  RaiseLinalgPassOptions raise;
  raise.wideAccumulation = wideAccumulation;
  funcs.addPass(createRaiseLinalgPass(raise));
}

void mlir::fuse::registerFusecImportPasses() {
  detail::registerFusecImportPasses();
  PassPipelineRegistration<>(
      "fusec-import",
      "Import TOSA and linalg on tensors into fuse: upstream tosa-to-linalg "
      "(named and generic), tosa-to-arith, tosa-to-tensor, canonicalize, then "
      "fuse-raise-linalg",
      [](OpPassManager &pm) { buildImportPipeline(pm); });
}
