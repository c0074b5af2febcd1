//===- fuse-opt.cpp - mlir-opt with the fusec dialects and passes ---------===//
//
// The optimizer driver used by the lit tests: every upstream dialect and pass
// plus fuse's, registered through fusec's one registration point.
//
//===----------------------------------------------------------------------===//

#include "fusec/InitAll.h"
#include "fusec/Target/PTX.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  mlir::fuse::registerAllDialects(registry);
  mlir::fuse::registerAllPasses();
  mlir::fuse::initializeNVPTXBackend();
  return mlir::asMainReturnCode(mlir::MlirOptMain(
      argc, argv, "fuse-opt: the fusec optimizer driver\n", registry));
}
