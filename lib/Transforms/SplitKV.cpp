//===- SplitKV.cpp - split an online softmax's keys over idle SMs --------===//
//
// Decoding (one to a few query tokens against a long cache) gives the
// online-softmax kernel batch x heads x query tiles CTAs: 32 for one
// sequence of 32 heads, a quarter of an H100's SMs. The weighted-softmax
// monoid is associative, so the reduction over the keys j can be cut into
// S contiguous segments reduced independently and their partial states
// (m, s, v) combined afterwards:
//
//   P[.., seg] = fold_{j in segment seg} embed(x_j, v_j)   (segment_dim)
//   R[..]      = fold_{seg} P[.., seg]                     (yields_state)
//
// The first is the original aggregate with one more kept dimension that
// partitions j (a grid dimension of the same tensor-core kernel, each CTA
// looping over its segment's key blocks); the second folds the partial
// states with the monoid's own combine -- the algebra the factorization
// rewrites use, no second formula -- and takes over the original's
// consumers (the final v / s division rides on it as its epilogue).
//
//===----------------------------------------------------------------------===//

#include "fusec/Analysis/CostModel.h"
#include "fusec/Analysis/GpuSpecs.h"
#include "fusec/Dialect/Fuse/IR/FuseOps.h"
#include "fusec/Transforms/AggregateUtils.h"
#include "fusec/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/IRMapping.h"
#include "llvm/Support/FormatVariadic.h"

namespace mlir::fuse {
#define GEN_PASS_DEF_SPLITKVPASS
#include "fusec/Transforms/Passes.h.inc"
} // namespace mlir::fuse

using namespace mlir;
using namespace mlir::fuse;
namespace cost = fusec::cost;

/// Segment borders fall on multiples of this many keys: every key-block
/// size of a segmented online-softmax kernel (16 to 128; the 48-key blocks
/// come only with the overlapped schedule, which is never segmented)
/// divides it.
static constexpr int64_t kSegmentAlign = cost::kSplitKvSegmentAlign;

namespace {
/// An online-softmax aggregate the pass may split, and its CTA count.
struct Candidate {
  AggregateOp op;
  int64_t keyDim = -1;
  /// The key count (ShapedType::kDynamic when dynamic).
  int64_t keys = 0;
  /// CTAs (query tiles) of the unsplit kernel, batch points x query-row
  /// tiles of `rowsPerCta`: the op's own `fuse.kernel_config` when set
  /// (the pipeline runs fuse-select-kernel-config before this pass: the
  /// generator builds that config), else the head dims' default.
  int64_t ctas = 1, rowsPerCta = 0;
  /// The same for a segment of the split kernel: a segmented online
  /// softmax is never warp-specialized, and its rows per CTA follow from
  /// the head dims alone (cost::onlineSoftmaxRowsPerCta).
  int64_t segmentCtas = 1, segmentRowsPerCta = 0;
  int64_t d = 0, e = 0;
  /// Query rows a segment's CTA holds: segmentRowsPerCta, or fewer queries.
  int64_t rows = 0;
};
} // namespace

/// A top-level #fuse.weighted_softmax aggregate over one reduced dimension
/// whose logit holds one nested dot of two 16-bit tensors, or two f32 ones
/// the online softmax takes (attention as the factorization leaves it), with static kept dimensions (the combine is
/// sized by them) and head dims the tensor-core kernel takes.
static std::optional<Candidate> match(AggregateOp op, bool wgmma) {
  if (!isa<WeightedSoftmaxMonoidAttr>(op.getMonoid()) ||
      op.getReduceDims().size() != 1 || op.getSegmentDim() ||
      op.getYieldsState() || op->getParentOfType<AggregateOp>())
    return std::nullopt;
  ReduceOp dot;
  for (Operation &inner : op.getBody().front())
    if (auto r = dyn_cast<ReduceOp>(inner)) {
      if (dot)
        return std::nullopt;
      dot = r;
    }
  if (!dot || !isa<AddMonoidAttr>(dot.getMonoid()) ||
      dot.getInputs().size() != 2 || dot.getDimSizes().size() != 1)
    return std::nullopt;
  // f32 operands: the online softmax reads them as tf32 or exactly (on the
  // CUDA cores), on mma.sync's tiles either way; 3xtf32 has no kernel.
  bool f32 = llvm::all_of(dot.getInputs(), [](Value v) {
    return cast<ShapedType>(v.getType()).getElementType().isF32();
  });
  StringRef precision = f32PrecisionOf(op);
  if (f32 ? precision == "3xtf32"
          : !llvm::all_of(dot.getInputs(), hasTensorCoreElements))
    return std::nullopt;
  wgmma = wgmma && !f32;
  Candidate c{op};
  c.keyDim = op.getReduceDims()[0];
  ArrayRef<int64_t> sizes = op.getDimSizes();
  c.keys = sizes[c.keyDim];
  c.d = dot.getDimSizes()[0];
  for (auto [dim, size] : llvm::enumerate(sizes))
    if (!op.isReduced(dim) && ShapedType::isDynamic(size))
      return std::nullopt;
  // Roles, as the kernel reads them: Q (the dot operand not indexed by the
  // keys) has the query row second to last, V the output column last.
  AffineMap qMap = indexingMap(dot, 0), kMap = indexingMap(dot, 1);
  if (qMap.isFunctionOfDim(c.keyDim))
    std::swap(qMap, kMap);
  auto yielded = op.getBody().front().getTerminator()->getOperand(1);
  while (Operation *def = yielded.getDefiningOp())
    if (isa<arith::ExtFOp>(def))
      yielded = def->getOperand(0);
    else
      return std::nullopt;
  auto vArg = dyn_cast<BlockArgument>(yielded);
  if (!vArg || qMap.getNumResults() < 2)
    return std::nullopt;
  AffineMap vMap = indexingMap(op, vArg.getArgNumber());
  auto rowExpr = dyn_cast<AffineDimExpr>(
      qMap.getResult(qMap.getNumResults() - 2));
  std::optional<unsigned> colDim = unitStrideDim(vMap);
  if (!rowExpr || !colDim)
    return std::nullopt;
  int64_t rowDim = rowExpr.getPosition(), eDim = *colDim;
  if (rowDim == eDim || rowDim == c.keyDim || eDim == c.keyDim)
    return std::nullopt;
  rowDim = packedQueryRowDim(sizes, rowDim, eDim, c.keyDim, qMap, kMap, vMap);
  c.e = sizes[eDim];
  if (!cost::isTensorCoreHeadDim(c.d) || !cost::isTensorCoreHeadDim(c.e))
    return std::nullopt;
  c.segmentRowsPerCta = cost::onlineSoftmaxRowsPerCta(wgmma, c.d, c.e);
  c.rowsPerCta = c.segmentRowsPerCta;
  if (auto config = op->getAttrOfType<KernelConfigAttr>(kKernelConfigAttrName))
    c.rowsPerCta = 16 * config.getWarps() * config.getMTiles();
  // Batch points x row tiles.
  int64_t batch = 1;
  for (auto [dim, size] : llvm::enumerate(sizes))
    if (!op.isReduced(dim) && static_cast<int64_t>(dim) != rowDim &&
        static_cast<int64_t>(dim) != eDim)
      batch *= size;
  c.ctas = batch * llvm::divideCeil(sizes[rowDim], c.rowsPerCta);
  c.segmentCtas = batch * llvm::divideCeil(sizes[rowDim], c.segmentRowsPerCta);
  c.rows = std::min(sizes[rowDim], c.segmentRowsPerCta);
  return c;
}

/// Inserts a dimension at position `at` of every nested fuse.reduce's map
/// domain and shifts fuse.index ops past it, inside `body`.
static void insertOuterDim(Block &body, unsigned at) {
  MLIRContext *ctx = body.getParentOp()->getContext();
  body.walk([&](Operation *inner) {
    if (auto index = dyn_cast<IndexOp>(inner)) {
      // The top-level op's dims and a nested reduce's (the outer ones,
      // then its own) move alike.
      if (index.getDim() >= at)
        index.setDim(index.getDim() + 1);
      return;
    }
    auto reduce = dyn_cast<ReduceOp>(inner);
    if (!reduce)
      return;
    SmallVector<Attribute> maps;
    for (Attribute m : reduce.getIndexingMaps()) {
      AffineMap map = cast<AffineMapAttr>(m).getValue();
      SmallVector<AffineExpr> shift;
      for (unsigned d = 0; d < map.getNumDims(); ++d)
        shift.push_back(getAffineDimExpr(d < at ? d : d + 1, ctx));
      maps.push_back(AffineMapAttr::get(
          map.replaceDimsAndSymbols(shift, {}, map.getNumDims() + 1, 0)));
    }
    reduce.setIndexingMapsAttr(ArrayAttr::get(ctx, maps));
  });
}

/// Rewrites `c.op` into the segmented partial and the combine of states.
static void split(Candidate &c, int64_t segments) {
  AggregateOp op = c.op;
  MLIRContext *ctx = op.getContext();
  OpBuilder b(op);
  Location loc = op.getLoc();
  unsigned numDims = op.getDimSizes().size();

  // Partial: the original dims plus the segment dim, inserted before the
  // last kept dim (the output column): each segment's partial states are
  // then contiguous rows, written with coalesced stores and read so by the
  // combine (appended last, each CTA's stores were 4 bytes S x 4 bytes
  // apart, and slower: bench/results/2026-11-24-h100-run36-44.md).
  unsigned at = numDims;
  for (unsigned d = 0; d < numDims; ++d)
    if (!op.isReduced(d))
      at = d;
  SmallVector<StringRef> names;
  for (Attribute n : op.getDimNames())
    names.push_back(cast<StringAttr>(n).getValue());
  std::string segName = "segment";
  while (llvm::is_contained(names, segName))
    segName += "_";
  names.insert(names.begin() + at, segName);
  SmallVector<int64_t> sizes(op.getDimSizes());
  sizes.insert(sizes.begin() + at, segments);
  SmallVector<AffineExpr> shift;
  for (unsigned d = 0; d < numDims; ++d)
    shift.push_back(getAffineDimExpr(d < at ? d : d + 1, ctx));
  SmallVector<AffineMap> maps;
  for (Attribute m : op.getIndexingMaps())
    maps.push_back(cast<AffineMapAttr>(m).getValue().replaceDimsAndSymbols(
        shift, {}, numDims + 1, 0));
  SmallVector<int64_t> reduceDims;
  for (int64_t d : op.getReduceDims())
    reduceDims.push_back(d < at ? d : d + 1);
  // The segment's place among the kept dims (= in the results' shapes).
  unsigned keptBefore = 0;
  for (unsigned d = 0; d < at; ++d)
    keptBefore += !op.isReduced(d);
  SmallVector<Type> partialTypes;
  for (Type t : op.getResultTypes()) {
    auto rt = cast<RankedTensorType>(t);
    SmallVector<int64_t> shape(rt.getShape());
    shape.insert(shape.begin() + keptBefore, segments);
    partialTypes.push_back(RankedTensorType::get(shape, rt.getElementType()));
  }
  auto partial = AggregateOp::create(b, loc, partialTypes, op.getMonoid(),
                                     names, sizes, reduceDims,
                                     op.getInputs(), maps);
  partial.setSegmentDim(at);
  partial.setSegmentAlign(kSegmentAlign);
  partial.getBody().front().erase();
  IRMapping mapping;
  op.getBody().cloneInto(&partial.getBody(), mapping);
  insertOuterDim(partial.getBody().front(), at);

  // Combine: fold the segments' states over the partial's kept dims, the
  // segment's reduced.
  SmallVector<StringRef> combineNames;
  SmallVector<int64_t> combineSizes;
  for (unsigned d = 0; d <= numDims; ++d)
    if (d == at || !llvm::is_contained(reduceDims, static_cast<int64_t>(d))) {
      combineNames.push_back(names[d]);
      combineSizes.push_back(sizes[d]);
    }
  int64_t segDim = keptBefore;
  AffineMap identity =
      AffineMap::getMultiDimIdentityMap(combineSizes.size(), ctx);
  SmallVector<AffineMap> combineMaps(partial.getNumResults(), identity);
  auto combine = AggregateOp::create(
      b, loc, op.getResultTypes(), op.getMonoid(), combineNames,
      combineSizes, {segDim}, partial.getResults(), combineMaps);
  combine.setYieldsState(true);
  Block &body = combine.getBody().front();
  b.setInsertionPointToStart(&body);
  YieldOp::create(b, loc, body.getArguments());
  op->replaceAllUsesWith(combine.getResults());
  op.erase();
}

namespace {
struct SplitKVPass : public mlir::fuse::impl::SplitKVPassBase<SplitKVPass> {
  using SplitKVPassBase::SplitKVPassBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    TargetAttr target = resolveTarget(module, "fuse-split-kv: ", gpu, arch);
    if (!target)
      return signalPassFailure();
    std::optional<cost::GpuSpec> spec = target.toGpuSpec();
    if (minKeys < kSegmentAlign) {
      emitError(module.getLoc(), "fuse-split-kv: min-keys must be at least ")
          << kSegmentAlign << ", got " << minKeys.getValue();
      return signalPassFailure();
    }
    bool wgmma = target.hasWgmma();
    SmallVector<Candidate> candidates;
    module.walk([&](AggregateOp op) {
      if (std::optional<Candidate> c = match(op, wgmma))
        candidates.push_back(*c);
    });
    for (Candidate &c : candidates) {
      // The segments are counted in the segmented kernel's CTAs (as the
      // planner prices the split, PlanChains.cpp); the unsplit kernel's
      // wave is the kernel it would be.
      cost::SplitChoice choice = cost::chooseKeySplits(
          c.segmentCtas, ShapedType::isDynamic(c.keys) ? -1 : c.keys, *spec,
          minKeys, maxSegments, kSegmentAlign,
          /*keyBytes=*/2.0 * (c.d + c.e),
          /*partialBytes=*/3.0 * 4 * c.rows * c.e);
      double unsplitEfficiency = cost::waveEfficiency(c.ctas, choice.slots);
      std::string keys = ShapedType::isDynamic(c.keys)
                             ? std::string("? (dynamic)")
                             : std::to_string(c.keys);
      // What the pass saw and did, for fusec.rewrites and the report.
      std::string seen = llvm::formatv(
          "online softmax over {0} = {1} keys runs {2} CTA(s) of {3} query "
          "rows on {4} SMs of {5} ({6:P0} of a wave of one CTA per SM)",
          cast<StringAttr>(c.op.getDimNames()[c.keyDim]).getValue(), keys,
          c.ctas, c.rowsPerCta, spec->numSMs, spec->name, unsplitEfficiency);
      auto record = [&](bool applied, const std::string &reason) {
        appendRewriteRecord(
            module, SplitKVRecordAttr::get(
                        &getContext(), locationString(c.op.getLoc()),
                        functionNameOf(c.op), c.keys, c.ctas, choice.segments,
                        applied, reason));
      };
      if (choice.segments < 2) {
        // Under a CTA per SM and still not split: too few keys, or a
        // segment's kernel of smaller tiles would fill the wave alone. Said
        // in the report, so that a kernel leaving SMs idle is never silent.
        if (c.ctas <= choice.slots && c.segmentCtas > choice.slots)
          record(false,
                 seen + llvm::formatv(
                            ": not split, a segment's kernel (CTAs of {0} "
                            "query rows) would already run {1} CTAs",
                            c.segmentRowsPerCta, c.segmentCtas)
                            .str());
        else if (c.segmentCtas <= choice.slots)
          record(false,
                 seen + llvm::formatv(
                            ": not split, the keys make fewer than 2 segments "
                            "of at least min-keys = {0} keys whose partial "
                            "states stay within an eighth of their K and V "
                            "(shorter segments measured slower: their partial "
                            "states cost more than their keys)",
                            minKeys.getValue())
                            .str());
        continue;
      }
      std::string reason =
          seen + llvm::formatv(": split the keys into {0} segments ({1} CTAs"
                               "{3}, {2:P0} of such a wave) and a combine of "
                               "the segments' (m, s, v) states in the "
                               "weighted-softmax monoid",
                               choice.segments, c.segmentCtas * choice.segments,
                               choice.efficiency,
                               c.segmentRowsPerCta == c.rowsPerCta
                                   ? std::string()
                                   : llvm::formatv(" of {0} query rows",
                                                   c.segmentRowsPerCta)
                                         .str())
                     .str();
      if (emitRemarks)
        emitRemark(c.op.getLoc()) << "fusec split-kv: " << reason;
      record(true, reason);
      split(c, choice.segments);
    }
  }
};
} // namespace
