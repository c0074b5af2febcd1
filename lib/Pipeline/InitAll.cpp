//===- InitAll.cpp - the one registration point of fusec ------------------===//

#include "fusec/InitAll.h"
#include "fusec/Conversion/Passes.h"
#include "fusec/Dialect/Fuse/IR/FuseDialect.h"
#include "fusec/Import/Passes.h"
#include "fusec/Pipeline/CPUPipeline.h"
#include "fusec/Pipeline/Pipeline.h"
#include "fusec/Target/Passes.h"
#include "fusec/Transforms/Passes.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"

void mlir::fuse::registerAllDialects(DialectRegistry &registry) {
  registry.insert<FuseDialect>();
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  mlir::registerAllToLLVMIRTranslations(registry);
}

void mlir::fuse::registerAllPasses() {
  mlir::registerAllPasses();
  registerFusecConversionPasses();
  registerFusecTransformsPasses();
  registerFusecImportPasses();
  registerTargetPasses();
  registerFusecPipeline();
  registerFuseCPUPipeline();
}
