//===- FuseOps.h - fuse dialect operations ----------------------*- C++ -*-===//
//
// Declares the fuse operations.
//
//===----------------------------------------------------------------------===//

#ifndef FUSEC_DIALECT_FUSE_IR_FUSEOPS_H
#define FUSEC_DIALECT_FUSE_IR_FUSEOPS_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "fusec/Dialect/Fuse/IR/FuseAttrs.h"
#include "fusec/Dialect/Fuse/IR/FuseDialect.h"

#define GET_OP_CLASSES
#include "fusec/Dialect/Fuse/IR/FuseOps.h.inc"

namespace mlir::fuse {

/// The indexing map of input `i` of `op`.
inline AffineMap indexingMap(AggregateOp op, unsigned i) {
  return cast<AffineMapAttr>(op.getIndexingMaps()[i]).getValue();
}
inline AffineMap indexingMap(ReduceOp op, unsigned i) {
  return cast<AffineMapAttr>(op.getIndexingMaps()[i]).getValue();
}

} // namespace mlir::fuse

#endif // FUSEC_DIALECT_FUSE_IR_FUSEOPS_H
