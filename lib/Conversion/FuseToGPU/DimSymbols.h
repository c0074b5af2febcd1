//===- DimSymbols.h - which extents of a function are equal -----*- C++ -*-===//
//
// Private to convert-fuse-to-gpu's launch sequence (LaunchSequence.cpp): the
// dimension-symbol analysis. It relates the extents of a host function's
// tensors and the iteration dims of its aggregates through the ops'
// indexing maps, gives each class of `?` extents a size symbol (s0, s1, ...)
// the manifest names and the runtime binds at launch, and refines a `?`
// related to a static extent to that extent.
//
//===----------------------------------------------------------------------===//

#ifndef FUSEC_LIB_CONVERSION_FUSETOGPU_DIMSYMBOLS_H
#define FUSEC_LIB_CONVERSION_FUSETOGPU_DIMSYMBOLS_H

#include "fusec/Dialect/Fuse/IR/FuseAttrs.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/EquivalenceClasses.h"

#include <string>

namespace mlir::fuse {

/// Which extents of a host function are equal. Tensor extents (value,
/// axis) and aggregate iteration dims (op, dim) related by the ops'
/// indexing maps form classes; a class with a static member has that
/// extent, every other class becomes a size symbol s<k> bound at launch.
class DimSymbols {
public:
  explicit DimSymbols(func::FuncOp func);

  /// The static extent of axis `axis` of `v`, or kDynamic.
  int64_t staticExtent(Value v, int64_t axis) {
    auto it = staticOf.find(leader(valueKey(v, axis)));
    return it != staticOf.end()
               ? it->second
               : cast<ShapedType>(v.getType()).getDimSize(axis);
  }
  /// Its symbol's number, naming the class (with `buffer`) when new.
  int64_t symbol(Value v, int64_t axis, StringRef buffer);
  /// The symbol of dim `dim` of `op`, or -1 when its class is unnamed.
  int64_t symbolOfDim(Operation *op, int64_t dim) {
    auto it = symbolOf.find(leader(dimKey(op, dim)));
    return it == symbolOf.end() ? -1 : it->second;
  }
  static std::string name(int64_t symbol) {
    return "s" + std::to_string(symbol);
  }
  /// Fails with a located error when a class has two different static
  /// members: the `?` extents relating them cannot take both values.
  LogicalResult checkConsistent();
  /// Rewrites every `?` whose class is static to that extent: tensor types
  /// (the function's signature included) and aggregate and reduce dims, so
  /// that the kernel generators see what the buffers are declared with.
  void refine(func::FuncOp func);
  /// The manifest's "dims" entries.
  SmallVector<DimSymbolAttr> dimAttrs;

private:
  using Key = std::pair<const void *, int64_t>;
  static Key valueKey(Value v, int64_t axis) {
    return {v.getAsOpaquePointer(), axis};
  }
  static Key dimKey(Operation *op, int64_t dim) { return {op, -1 - dim}; }
  Key leader(Key k) {
    classes.insert(k);
    return classes.getLeaderValue(k);
  }
  void note(Key k, int64_t extent) {
    classes.insert(k);
    if (!ShapedType::isDynamic(extent))
      statics.push_back({k, extent});
  }
  void relate(Value v, int64_t axis, Operation *op, int64_t dim, int64_t size) {
    int64_t extent = cast<ShapedType>(v.getType()).getDimSize(axis);
    note(valueKey(v, axis), extent);
    note(dimKey(op, dim), size);
    // A dim read as a window of a longer (static) axis (a folded
    // tensor.extract_slice) does not make the two extents equal.
    if (!ShapedType::isDynamic(extent) && !ShapedType::isDynamic(size) &&
        size < extent)
      return;
    classes.unionSets(valueKey(v, axis), dimKey(op, dim));
  }
  void relateMaps(Operation *op, ValueRange inputs, ArrayAttr maps,
                  ArrayRef<int64_t> sizes, Operation *outer,
                  ArrayRef<int64_t> outerSizes);

  /// The static extent of the class of `k`, or kDynamic (adds no key).
  int64_t staticOfClass(Key k) const {
    if (!classes.contains(k))
      return ShapedType::kDynamic;
    auto it = staticOf.find(classes.getLeaderValue(k));
    return it == staticOf.end() ? ShapedType::kDynamic : it->second;
  }
  static Location locOf(Key k);
  static std::string describe(Key k);

  MLIRContext *ctx;
  llvm::EquivalenceClasses<Key> classes;
  SmallVector<std::pair<Key, int64_t>> statics;
  llvm::DenseMap<Key, int64_t> staticOf;
  /// Per class: the member its static extent was taken from.
  llvm::DenseMap<Key, Key> staticFrom;
  llvm::DenseMap<Key, int64_t> symbolOf;
};

} // namespace mlir::fuse

#endif // FUSEC_LIB_CONVERSION_FUSETOGPU_DIMSYMBOLS_H
