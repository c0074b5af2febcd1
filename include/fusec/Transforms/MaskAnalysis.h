//===- MaskAnalysis.h - the keys a softmax's mask leaves --------*- C++ -*-===//
//
// Which keys a `#fuse.weighted_softmax` aggregate's body can leave unmasked,
// derived from the conditions of its -inf selects by affine reasoning over
// the iteration indices (docs/Design.md, "Mask analysis").
//
//===----------------------------------------------------------------------===//

#ifndef FUSEC_TRANSFORMS_MASKANALYSIS_H
#define FUSEC_TRANSFORMS_MASKANALYSIS_H

#include "fusec/Dialect/Fuse/IR/FuseOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/AffineMap.h"

#include <string>

namespace mlir::fuse {

/// The band of keys j a point of an aggregate can leave unmasked:
/// j >= the greatest of the `lower` groups' bounds and j <= the least of the
/// `upper` groups' bounds. Each group is a map over the aggregate's
/// iteration dims (the key dim itself unused); a lower group's bound is the
/// least of its results, an upper group's the greatest (a union of half
/// lines: `j < P or j <= i` keeps j <= max(P - 1, i)). A key outside the
/// band gets -inf from some select; inside it, every condition in
/// `conditions` has its kept value, so a block of points and keys wholly
/// inside the band evaluates none of them.
struct KeyBand {
  SmallVector<AffineMap> lower, upper;
  /// The maps' symbols: symbol k is the integer input `symbolInputs[k]` of
  /// the aggregate, read at its indexing map, which does not use the key
  /// dim (a KV-cache length per batch point).
  SmallVector<unsigned> symbolInputs;
  /// The -inf selects' conditions the band accounts for, each with the
  /// value it has for a key inside the band (false for `select(c, -inf,
  /// x)`, true for `select(c, x, -inf)`).
  SmallVector<std::pair<Value, bool>> conditions;
  /// -inf selects whose condition the band does not account for (a mask
  /// read per key, two disjoint intervals, `j mod s`): evaluated everywhere.
  unsigned unexplained = 0;

  bool bounded() const { return !lower.empty() || !upper.empty(); }
  /// Every expression of the bounds.
  SmallVector<AffineExpr> exprs() const;
  /// The upper bound is exactly dim `i` and there is no lower one: the
  /// causal triangle.
  bool isCausal(unsigned i) const;
  /// "[max(i - 511, 0), i]", "[0, max(511, i)]" for dim names `names`;
  /// symbol k is printed as `symbolNames[k]` (default: "in<input>").
  std::string describe(ArrayRef<std::string> names,
                       ArrayRef<std::string> symbolNames = {}) const;
};

/// The key band of `op` (a `#fuse.weighted_softmax` aggregate over one
/// reduced dim); unbounded, with no conditions, for any other aggregate.
KeyBand analyzeKeyBand(AggregateOp op);

/// The key band of the logit `op` yields first, `j` the key dim: for the
/// weighted softmax's body, or an elementwise aggregate that masks scores
/// before they reach one (the planner's view, before chain formation).
KeyBand analyzeKeyBandOver(AggregateOp op, unsigned j);

/// A mask read from tensors (document ids `doc[b, i] == doc[b, j]`, key
/// padding `pad[b, j]`): the -inf selects the band leaves unexplained whose
/// conditions read integer inputs and are built from what a block's ranges
/// can bound -- the indices, constants, integer (and i1) reads at points
/// moving with the query row, the key or both (a boolean matrix), casts,
/// + - and * / division by constants, compares of any direction and
/// signedness, and / or / not. The online-softmax generator evaluates them over each
/// (row block, key block)'s ranges of indices and of the values read, in a
/// pre-kernel that writes per row block the key blocks that can keep a key
/// (docs/Design.md, "Block tables"); inside that range the conditions are
/// still evaluated per element.
struct BlockMask {
  /// The conditions, each with the value that keeps the key.
  SmallVector<std::pair<Value, bool>> conditions;
  /// The aggregate inputs they read, ascending.
  SmallVector<unsigned> inputs;
  /// The dims other than the query row and the key they depend on (the
  /// table's batch dims), ascending.
  SmallVector<unsigned> dims;

  bool empty() const { return conditions.empty(); }
};

/// The greatest addend of a logit that maskLowestAddends counts as masking
/// its key: the lowest f16, -65504 (what frameworks add for a masked key
/// is at most that: finfo(float16).min, or finfo.min of bf16 / f32,
/// -3.4e38). exp of a logit lowered by it is 0 in f32 wherever the row
/// keeps some key; only a row that keeps none can tell (docs/Limitations.md).
inline constexpr double kLowestKeptAddend = -65504.0;

/// An additive mask read from a function argument: each `x + t` on the way
/// to `op`'s logit (a #fuse.weighted_softmax) with x computed from the dot
/// and `t` a float read (f32 or narrower, directly or extended) of an
/// argument that moves with the key by a projection map and is broadcast
/// over some dim the dot reads (a mask matrix m[b, 0, i, j], key padding
/// m[b, 0, 0, j]; not a bias per logit, T5's [B, H, S, S])
/// becomes `select(t >u -65504, x + t, -inf)` where the keys are more than
/// one key block (128) or dynamic, so that the block mask
/// bounds it: a pre-kernel finds the key blocks whose addends are all at
/// most -65504 and the kernel skips them. A NaN addend keeps its key (the
/// sum is NaN, as written).
void maskLowestAddends(AggregateOp op);

/// The integer predicate a float compare is on values that order as the
/// floats do (converted integers, or orderedKey's keys), NaN aside; none
/// for true / false / ord / uno.
std::optional<arith::CmpIPredicate> integerPredicate(arith::CmpFPredicate p);

/// The block mask of `op` (query row dim `i`, key dim `j`; the conditions
/// may also depend on `batchDims`).
BlockMask analyzeBlockMask(AggregateOp op, unsigned i, unsigned j,
                           ArrayRef<int64_t> batchDims);

/// The affine expression of the iteration indices an integer or index body
/// value computes (fuse.index, constants, casts, + - *, division and
/// remainder by constants), if it is one.
std::optional<AffineExpr> indexExpr(Value v);

/// Whether `e` is monotone (either way) in dim `dim` over non-negative
/// values of the dims: its extremes over an interval of `dim` are at the
/// interval's ends.
bool isMonotoneIn(AffineExpr e, unsigned dim);

/// The key blocks of `keysPerBlock` keys the band leaves for the rows
/// [rowBegin, rowEnd) of dim `i`, the other dims 0, out of `keys` keys:
/// {computed blocks, of them partially masked}. Counted exactly, row by
/// row (for the report and the cost model, not the kernel); a band with
/// symbols counts every block (known at run time only).
std::pair<int64_t, int64_t> countBandBlocks(const KeyBand &band, unsigned i,
                                            int64_t rowBegin, int64_t rowEnd,
                                            int64_t keys,
                                            int64_t keysPerBlock);

} // namespace mlir::fuse

#endif // FUSEC_TRANSFORMS_MASKANALYSIS_H
