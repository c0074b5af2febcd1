//===- embed-fusec.cpp - an MLIR tool embedding the fusec pipeline --------===//
//
// What an embedding compiler does: register fusec into its own registry, put
// a pass of its own in front of fusec's pipeline in its own pass manager, and
// take the PTX out. Usage: embed-fusec INPUT.mlir
//
//===----------------------------------------------------------------------===//

#include "fusec/InitAll.h"
#include "fusec/Pipeline/Pipeline.h"
#include "fusec/Target/PTX.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

int main(int argc, char **argv) {
  if (argc != 2) {
    llvm::errs() << "usage: embed-fusec INPUT.mlir\n";
    return 2;
  }
  mlir::DialectRegistry registry;
  mlir::fuse::registerAllDialects(registry);
  mlir::MLIRContext context(registry);
  mlir::fuse::initializeNVPTXBackend();

  llvm::SourceMgr sourceMgr;
  mlir::SourceMgrDiagnosticHandler handler(sourceMgr, &context);
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceFile<mlir::ModuleOp>(argv[1], sourceMgr, &context);
  if (!module)
    return 1;

  mlir::PassManager pm(&context);
  pm.addPass(mlir::createCSEPass()); // the embedder's own pass
  mlir::fuse::FusecPipelineOptions options;
  options.arch = "sm_90a";
  if (mlir::failed(mlir::fuse::verifyPipelineOptions(options, module->getLoc())))
    return 1;
  mlir::fuse::buildFusecPipeline(pm, options);
  if (mlir::failed(pm.run(*module)))
    return 1;
  mlir::FailureOr<std::string> ptx = mlir::fuse::extractPTX(*module);
  if (mlir::failed(ptx))
    return 1;
  size_t kernels = 0;
  for (size_t pos = 0; (pos = ptx->find(".entry", pos)) != std::string::npos;
       ++pos)
    ++kernels;
  llvm::outs() << "embed-fusec: " << kernels << " kernel(s), " << ptx->size()
               << " bytes of PTX\n"
               << *ptx;
  return 0;
}
