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

/// Whether an aggregate input of type `type` read through `map` is gathered:
/// a tensor of rank > 0 whose map has no results. Its body argument is the
/// whole tensor, which the body reads with `tensor.extract` at indices it
/// computes (an embedding lookup); indices are clamped into the tensor.
inline bool isGatheredInput(AffineMap map, Type type) {
  auto ranked = dyn_cast<RankedTensorType>(type);
  return map.getNumResults() == 0 && ranked && ranked.getRank() > 0;
}
inline bool isGatheredInput(AggregateOp op, unsigned i) {
  return isGatheredInput(indexingMap(op, i), op.getInputs()[i].getType());
}

} // namespace mlir::fuse

#endif // FUSEC_DIALECT_FUSE_IR_FUSEOPS_H
