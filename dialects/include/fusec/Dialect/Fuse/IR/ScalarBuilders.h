//===- ScalarBuilders.h - scalar IR for monoids and bodies ----*- C++ -*-===//
//
// Small builders for the scalar IR that monoid attributes and the fuse
// rewrites emit inside aggregate bodies.
//
//===----------------------------------------------------------------------===//

#ifndef FUSEC_DIALECT_FUSE_IR_SCALARBUILDERS_H
#define FUSEC_DIALECT_FUSE_IR_SCALARBUILDERS_H

#include "mlir/IR/Builders.h"

#include <string>

namespace mlir::fuse {

/// The element type softmax statistics are kept in: f64 stays f64,
/// everything else is f32.
Type statisticsType(Type elementType);

/// Names d0, d1, ... for the iteration dimensions of a generic aggregate.
SmallVector<std::string> genericDimNames(int64_t rank);

/// A float constant of `type`.
Value floatConstant(OpBuilder &b, Location loc, Type type, double value);

/// The constant -inf of float type `type`.
Value negInfinity(OpBuilder &b, Location loc, Type type);

/// extf / truncf `v` to `type` when they differ.
Value castFloat(OpBuilder &b, Location loc, Value v, Type type);

/// e^(x - m) / s, guarded: m = -inf uses 0 as the shift and s = 0 gives 0,
/// so a fully masked slice yields 0, never NaN.
Value buildNormalizedExp(OpBuilder &b, Location loc, Value x, Value m,
                         Value s);

/// v / s, or 0 when s = 0 (the weighted monoid's finalization).
Value buildGuardedDivide(OpBuilder &b, Location loc, Value v, Value s);

} // namespace mlir::fuse

#endif // FUSEC_DIALECT_FUSE_IR_SCALARBUILDERS_H
