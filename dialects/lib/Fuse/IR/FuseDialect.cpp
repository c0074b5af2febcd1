//===- FuseDialect.cpp - fuse dialect registration ------------------------===//
//
// Registers the fuse operations and attributes.
//
//===----------------------------------------------------------------------===//

#include "fusec/Dialect/Fuse/IR/FuseDialect.h"
#include "fusec/Dialect/Fuse/IR/FuseOps.h"

#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::fuse;

#include "fusec/Dialect/Fuse/IR/FuseOpsDialect.cpp.inc"

void FuseDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "fusec/Dialect/Fuse/IR/FuseOps.cpp.inc"
      >();
  registerAttributes();
}
