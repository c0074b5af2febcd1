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

/// `x` when `v` is `extf(truncf(x))` back to x's own type (a value rounded
/// to fewer bits and widened again), else null. fusec reads such a value
/// unrounded where it never reaches memory (docs/Design.md, Import).
Value unroundedSource(Value v);

/// `v` with any arith.extf on it looked through.
Value stripExt(Value v);

/// e^(x - m) / s, or 0 when m = -inf (a fully masked slice): never NaN.
Value buildNormalizedExp(OpBuilder &b, Location loc, Value x, Value m,
                         Value s);

/// v / s, or 0 when m = -inf: the weighted monoid's finalization.
Value buildWeightedFinalize(OpBuilder &b, Location loc, Value v, Value s,
                            Value m);

} // namespace mlir::fuse

#endif // FUSEC_DIALECT_FUSE_IR_SCALARBUILDERS_H
