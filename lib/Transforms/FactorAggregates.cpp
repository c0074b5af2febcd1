//===- FactorAggregates.cpp - reduction factorization ---------------------===//
//
// Aggregates over one axis of the same data share a single pass:
//
//   (m, s) = aggregate #fuse.softmax over j of x           (online softmax)
//   p      = e^(x - m) / s                                  (elementwise)
//   o      = aggregate #fuse.add over j of p * g(v)         (a contraction)
// becomes
//   (m', s', o') = aggregate #fuse.weighted_softmax over j of (x, g(v))
//   o            = o' / s'                                  (one division)
//
// because numerator and denominator share their weights e^(x_j - m). Nothing
// here knows about attention: any exponentially weighted sum that is linear
// in the weights matches. The weighted monoid's state holds (m, s), so other
// uses of the statistics (a log-sum-exp m + log s) read them from it.
// Elementwise producers of an exponentially weighted aggregate's inputs
// (scale, bias, masks from indices, casts) are then carried into its
// per-element body, and chains of elementwise aggregates merge.
//
//===----------------------------------------------------------------------===//

#include "fusec/Dialect/Fuse/IR/FuseOps.h"
#include "fusec/Dialect/Fuse/IR/ScalarBuilders.h"
#include "fusec/Transforms/AggregateUtils.h"
#include "fusec/Transforms/Passes.h"

#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::fuse {
#define GEN_PASS_DEF_FACTORAGGREGATESPASS
#include "fusec/Transforms/Passes.h.inc"
} // namespace mlir::fuse

using namespace mlir;
using namespace mlir::fuse;

/// Looks through extf (exact widenings) only.
static Value stripWidenings(Value v) {
  while (auto ext = v.getDefiningOp<arith::ExtFOp>())
    v = ext.getIn();
  return v;
}

/// Looks through extf / truncf.
static Value stripCasts(Value v) {
  while (Operation *def = v.getDefiningOp()) {
    if (!isa<arith::ExtFOp, arith::TruncFOp>(def))
      break;
    v = def->getOperand(0);
  }
  return v;
}

namespace {
/// A normalized exponential p = e^(x - m) / s (0 where m = -inf) whose m and
/// s are the #fuse.softmax statistics of x along `axis`.
struct NormalizedExp {
  Value x;
  int64_t axis;
  /// How the statistics (and the exponential) read x: the identity, or x
  /// with unit dims the aggregate leaves out read at 0.
  AffineMap xMap;
};
} // namespace

/// Whether `map` reads a tensor at the aggregate's point: the identity, or
/// with unit dims of the tensor the aggregate leaves out read at 0 (a
/// frontend that reshaped [1, H, N, N] scores to [H, N, N] around its
/// softmax).
static bool readsWholeRows(AffineMap map) {
  unsigned next = 0;
  for (AffineExpr e : map.getResults()) {
    if (auto c = dyn_cast<AffineConstantExpr>(e); c && c.getValue() == 0)
      continue;
    auto d = dyn_cast<AffineDimExpr>(e);
    if (!d || d.getPosition() != next++)
      return false;
  }
  return next == map.getNumDims();
}

/// The map by which an aggregate over `op`'s dims reads `op`'s result: its
/// dims in order, the reduced one left out.
static AffineMap keptDims(AggregateOp op) {
  return AffineMap::getMultiDimIdentityMap(op.getDimSizes().size(),
                                           op.getContext())
      .dropResult(op.getReduceDims()[0]);
}

/// Matches `e / s` or `e * (1 / s)` (either order); returns e and s.
static std::optional<std::pair<Value, Value>> matchDivision(Value q) {
  if (auto div = q.getDefiningOp<arith::DivFOp>())
    return std::pair(div.getLhs(), div.getRhs());
  auto mul = q.getDefiningOp<arith::MulFOp>();
  if (!mul)
    return std::nullopt;
  for (auto [e, r] : {std::pair(mul.getLhs(), mul.getRhs()),
                      std::pair(mul.getRhs(), mul.getLhs())}) {
    auto recip = r.getDefiningOp<arith::DivFOp>();
    if (recip && matchPattern(recip.getLhs(), m_OneFloat()))
      return std::pair(e, recip.getRhs());
  }
  return std::nullopt;
}

/// Recognizes `op` as a normalized exponential of the softmax statistics of
/// one of its inputs: e^(x - m) / s, as fuse-softmax-to-monoid writes it
/// (guarded: 0 where m = -inf) or as frontends do (unguarded, or times the
/// reciprocal of s). The factored form is guarded, so an unguarded NaN for a
/// fully masked slice becomes 0.
static std::optional<NormalizedExp> matchNormalizedExp(AggregateOp op) {
  if (!isElementwise(op) || !isa<AddMonoidAttr>(op.getMonoid()))
    return std::nullopt;
  Block &body = op.getBody().front();
  Value q = stripCasts(body.getTerminator()->getOperand(0));
  arith::CmpFOp guard;
  if (auto select = q.getDefiningOp<arith::SelectOp>()) {
    guard = select.getCondition().getDefiningOp<arith::CmpFOp>();
    if (!guard || !matchPattern(select.getTrueValue(), m_AnyZeroFloat()) ||
        guard.getPredicate() != arith::CmpFPredicate::OEQ)
      return std::nullopt;
    q = select.getFalseValue();
  }
  std::optional<std::pair<Value, Value>> division = matchDivision(q);
  auto exp = division ? division->first.getDefiningOp<math::ExpOp>() : nullptr;
  auto sub = exp ? exp.getOperand().getDefiningOp<arith::SubFOp>() : nullptr;
  if (!sub)
    return std::nullopt;
  auto xArg = dyn_cast<BlockArgument>(stripCasts(sub.getLhs()));
  auto mArg = dyn_cast<BlockArgument>(sub.getRhs());
  auto sArg = dyn_cast<BlockArgument>(division->second);
  if (!xArg || !mArg || !sArg || (guard && guard.getLhs() != mArg))
    return std::nullopt;

  Value x = op.getInputs()[xArg.getArgNumber()];
  Value m = op.getInputs()[mArg.getArgNumber()];
  Value s = op.getInputs()[sArg.getArgNumber()];
  auto stats = m.getDefiningOp<AggregateOp>();
  if (!stats || s.getDefiningOp() != stats ||
      !isa<SoftmaxMonoidAttr>(stats.getMonoid()) ||
      cast<OpResult>(m).getResultNumber() != 0 ||
      cast<OpResult>(s).getResultNumber() != 1 ||
      stats.getInputs().size() != 1 || stats.getInputs()[0] != x ||
      stats.getReduceDims().size() != 1 ||
      !readsWholeRows(indexingMap(stats, 0)) ||
      stripCasts(stats.getBody().front().getTerminator()->getOperand(0)) !=
          stats.getBody().getArgument(0) ||
      op.getDimSizes() != stats.getDimSizes())
    return std::nullopt;
  int64_t axis = stats.getReduceDims()[0];
  AffineMap kept = keptDims(stats);
  if (indexingMap(op, xArg.getArgNumber()) != indexingMap(stats, 0) ||
      indexingMap(op, mArg.getArgNumber()) != kept ||
      indexingMap(op, sArg.getArgNumber()) != kept)
    return std::nullopt;
  return NormalizedExp{x, axis, indexingMap(stats, 0)};
}

/// Whether the body's result is `weight * g(...)` with the weight (argument
/// `arg`) used once, so that g = body(weight := 1).
static bool isLinearIn(Block &body, BlockArgument arg) {
  if (!arg.hasOneUse())
    return false;
  auto mul = stripCasts(body.getTerminator()->getOperand(0))
                 .getDefiningOp<arith::MulFOp>();
  return mul && (stripCasts(mul.getLhs()) == arg ||
                 stripCasts(mul.getRhs()) == arg);
}

namespace {
/// sum_j (e^(x_j - m) / s) * g(v_j)  ==>  weighted softmax aggregate + v / s.
struct FactorWeightedSum : OpRewritePattern<AggregateOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(AggregateOp op,
                                PatternRewriter &rewriter) const override {
    if (!isa<AddMonoidAttr>(op.getMonoid()) || op.getNumResults() != 1 ||
        op.getReduceDims().size() != 1)
      return failure();
    // The weighted softmax accumulates in f32 (statisticsType): a sum
    // written to accumulate in a narrower type (--strict-accumulation)
    // keeps its own rounding.
    if (getElementTypeOrSelf(op.getResult(0).getType())
            .getIntOrFloatBitWidth() < 32)
      return rewriter.notifyMatchFailure(op, "accumulates in a 16-bit type");
    int64_t j = op.getReduceDims()[0];
    Block &body = op.getBody().front();
    for (auto [t, in] : llvm::enumerate(op.getInputs())) {
      auto producer = in.getDefiningOp<AggregateOp>();
      std::optional<NormalizedExp> p =
          producer ? matchNormalizedExp(producer) : std::nullopt;
      AffineMap via = indexingMap(op, t);
      if (!p || isGatheredInput(op, t) || !isLinearIn(body, body.getArgument(t)) ||
          !via.isProjectedPermutation(/*allowZeroInResults=*/true) ||
          via.getResult(p->axis) != getAffineDimExpr(j, op.getContext()))
        continue;
      rewrite(op, t, *p, rewriter);
      return success();
    }
    return rewriter.notifyMatchFailure(op, "no normalized exponential input");
  }

  void rewrite(AggregateOp op, unsigned t, const NormalizedExp &p,
               PatternRewriter &rewriter) const {
    Location loc = op.getLoc();
    auto resultTy = cast<RankedTensorType>(op.getResult(0).getType());
    Type stateElt = statisticsType(resultTy.getElementType());
    auto stateTy = resultTy.clone(stateElt);
    SmallVector<Value> inputs(op.getInputs());
    inputs[t] = p.x;
    SmallVector<AffineMap> maps = llvm::to_vector(llvm::map_range(
        op.getIndexingMaps(),
        [](Attribute a) { return cast<AffineMapAttr>(a).getValue(); }));
    maps[t] = p.xMap.compose(maps[t]);
    SmallVector<StringRef> names = llvm::to_vector(llvm::map_range(
        op.getDimNames(),
        [](Attribute a) { return cast<StringAttr>(a).getValue(); }));
    auto weighted = AggregateOp::create(
        rewriter, loc, TypeRange{stateTy, stateTy, stateTy},
        WeightedSoftmaxMonoidAttr::get(op.getContext()), names,
        op.getDimSizes(), op.getReduceDims(), inputs, maps);
    for (NamedAttribute attr : op->getDiscardableAttrs())
      weighted->setAttr(attr.getName(), attr.getValue());

    // Body: yield (x, g(v)) where g is the old body with the weight := 1.
    Block &oldBody = op.getBody().front();
    Block &newBody = weighted.getBody().front();
    OpBuilder b = OpBuilder::atBlockBegin(&newBody);
    IRMapping mapping;
    mapping.map(oldBody.getArguments(), newBody.getArguments());
    Type weightTy = oldBody.getArgument(t).getType();
    mapping.map(oldBody.getArgument(t), floatConstant(b, loc, weightTy, 1.0));
    for (Operation &inner : oldBody.without_terminator())
      b.clone(inner, mapping);
    Value g = mapping.lookupOrDefault(oldBody.getTerminator()->getOperand(0));
    Value x = castFloat(b, loc, newBody.getArgument(t), stateElt);
    YieldOp::create(b, loc, ValueRange{x, g});

    // One division at the end: o = v / s (0 for fully masked rows).
    int64_t rank = resultTy.getRank();
    SmallVector<std::string> store = genericDimNames(rank);
    SmallVector<StringRef> keptNames(store.begin(), store.end());
    AffineMap id = AffineMap::getMultiDimIdentityMap(rank, op.getContext());
    auto finalize = AggregateOp::create(
        rewriter, loc, TypeRange{resultTy}, AddMonoidAttr::get(op.getContext()),
        keptNames, resultTy.getShape(), {}, weighted.getResults(),
        {id, id, id});
    Block &fb = finalize.getBody().front();
    b.setInsertionPointToStart(&fb);
    Value o = buildWeightedFinalize(b, loc, fb.getArgument(2), fb.getArgument(1),
                                    fb.getArgument(0));
    YieldOp::create(b, loc, castFloat(b, loc, o, resultTy.getElementType()));
    rewriter.replaceOp(op, finalize.getResults());
  }
};

/// max_j x followed by sum_j e^(x - max) over the same data: two passes in
/// two monoids become one pass in their product, the #fuse.softmax monoid.
struct MergeMaxAndExpSum : OpRewritePattern<AggregateOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(AggregateOp sum,
                                PatternRewriter &rewriter) const override {
    if (!isa<AddMonoidAttr>(sum.getMonoid()) || sum.getNumResults() != 1 ||
        sum.getReduceDims().size() != 1 || sum.getInputs().size() != 2)
      return failure();
    Block &body = sum.getBody().front();
    auto exp = stripCasts(body.getTerminator()->getOperand(0))
                   .getDefiningOp<math::ExpOp>();
    auto sub = exp ? exp.getOperand().getDefiningOp<arith::SubFOp>() : nullptr;
    auto xArg = sub ? dyn_cast<BlockArgument>(stripCasts(sub.getLhs()))
                    : BlockArgument();
    auto mArg = sub ? dyn_cast<BlockArgument>(sub.getRhs()) : BlockArgument();
    if (!xArg || !mArg || xArg.getOwner() != &body ||
        mArg.getOwner() != &body)
      return failure();
    Value x = sum.getInputs()[xArg.getArgNumber()];
    Value m = sum.getInputs()[mArg.getArgNumber()];
    auto max = m.getDefiningOp<AggregateOp>();
    if (!max || !isa<MaxMonoidAttr>(max.getMonoid()) ||
        max.getInputs().size() != 1 || max.getInputs()[0] != x ||
        max.getReduceDims() != sum.getReduceDims() ||
        max.getDimSizes() != sum.getDimSizes() ||
        !readsWholeRows(indexingMap(max, 0)) ||
        indexingMap(sum, xArg.getArgNumber()) != indexingMap(max, 0) ||
        indexingMap(sum, mArg.getArgNumber()) != keptDims(max) ||
        stripCasts(max.getBody().front().getTerminator()->getOperand(0)) !=
            max.getBody().getArgument(0) ||
        max.getResult(0).getType() != sum.getResult(0).getType() ||
        !cast<ShapedType>(sum.getResult(0).getType()).getElementType().isF32())
      return failure();
    SmallVector<StringRef> names = llvm::to_vector(llvm::map_range(
        sum.getDimNames(),
        [](Attribute a) { return cast<StringAttr>(a).getValue(); }));
    Type ty = sum.getResult(0).getType();
    rewriter.setInsertionPoint(max);
    auto stats = AggregateOp::create(
        rewriter, sum.getLoc(), TypeRange{ty, ty},
        SoftmaxMonoidAttr::get(sum.getContext()), names, sum.getDimSizes(),
        sum.getReduceDims(), ValueRange{x}, {indexingMap(max, 0)});
    OpBuilder b = OpBuilder::atBlockBegin(&stats.getBody().front());
    YieldOp::create(b, sum.getLoc(), stats.getBody().getArgument(0));
    rewriter.replaceOp(max, stats.getResult(0));
    rewriter.replaceOp(sum, stats.getResult(1));
    return success();
  }
};

/// The weighted softmax monoid is the softmax monoid times a sum: its first
/// two components are the #fuse.softmax state of its logits. So a
/// #fuse.softmax aggregate over the same logits and axis as a weighted one
/// (attention that also returns its log-sum-exp m + log s, a softmax's
/// statistics kept for a backward pass) is a projection of the weighted
/// aggregate's state, read at the first point of its extra kept dims (the
/// value's columns, where every point holds the same (m, s)): one pass over
/// the logits instead of two, and the logits never reach memory.
struct ShareSoftmaxState : OpRewritePattern<AggregateOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(AggregateOp stats,
                                PatternRewriter &rewriter) const override {
    if (!isa<SoftmaxMonoidAttr>(stats.getMonoid()) ||
        stats.getInputs().size() != 1 || stats.getReduceDims().size() != 1 ||
        stats.getSegmentDim() || hasNestedReduce(stats) ||
        stripWidenings(
            stats.getBody().front().getTerminator()->getOperand(0)) !=
            stats.getBody().getArgument(0))
      return failure();
    Value x = stats.getInputs()[0];
    AffineMap statsMap = indexingMap(stats, 0);
    if (!statsMap.isPermutation())
      return failure();
    for (Operation *user : x.getUsers()) {
      auto w = dyn_cast<AggregateOp>(user);
      if (!w || w == stats || !isa<WeightedSoftmaxMonoidAttr>(w.getMonoid()) ||
          w.getReduceDims().size() != 1 || w.getSegmentDim() ||
          hasNestedReduce(w) ||
          w.getResult(0).getType() !=
              withShapeOf(stats.getResult(0).getType(), w) ||
          w.getResult(1).getType() !=
              withShapeOf(stats.getResult(1).getType(), w))
        continue;
      Block &body = w.getBody().front();
      auto xArg = dyn_cast<BlockArgument>(
          stripWidenings(body.getTerminator()->getOperand(0)));
      if (!xArg || xArg.getOwner() != &body ||
          w.getInputs()[xArg.getArgNumber()] != x)
        continue;
      // Each dim of the statistics is the weighted aggregate's dim that
      // indexes the same axis of x.
      AffineMap wMap = indexingMap(w, xArg.getArgNumber());
      if (!wMap.isProjectedPermutation())
        continue;
      int64_t rank = statsMap.getNumDims();
      SmallVector<int64_t> dimOf(rank, -1);
      bool same = true;
      for (int64_t a = 0; a < rank; ++a) {
        int64_t sd = statsMap.getDimPosition(a);
        int64_t wd = cast<AffineDimExpr>(wMap.getResult(a)).getPosition();
        dimOf[sd] = wd;
        same &= stats.getDimSizes()[sd] == w.getDimSizes()[wd] &&
                stats.isReduced(sd) == w.isReduced(wd);
      }
      if (!same || failed(placeBeforeUsers(rewriter, stats, w)))
        continue;
      rewrite(rewriter, stats, w, dimOf);
      return success();
    }
    return failure();
  }

  /// `t`'s element type with the shape of `w`'s results.
  static Type withShapeOf(Type t, AggregateOp w) {
    return cast<RankedTensorType>(w.getResult(0).getType())
        .clone(getElementTypeOrSelf(t));
  }

  /// Moves `w` before the first user of `stats` when it comes later (its
  /// operands defined before that point); fails where it cannot.
  static LogicalResult placeBeforeUsers(PatternRewriter &rewriter,
                                        AggregateOp stats, AggregateOp w) {
    Operation *first = nullptr;
    for (Operation *user : stats->getUsers()) {
      if (user->getBlock() != w->getBlock())
        return failure();
      if (!first || user->isBeforeInBlock(first))
        first = user;
    }
    if (!first || w->isBeforeInBlock(first))
      return success();
    for (Value in : w->getOperands())
      if (Operation *def = in.getDefiningOp();
          def && (def->getBlock() != w->getBlock() ||
                  !def->isBeforeInBlock(first)))
        return failure();
    rewriter.moveOpBefore(w, first);
    return success();
  }

  /// Replaces (m, s) of `stats` by elementwise reads of `w`'s first two
  /// results, whose dims `dimOf` maps the statistics' dims to.
  static void rewrite(PatternRewriter &rewriter, AggregateOp stats,
                      AggregateOp w, ArrayRef<int64_t> dimOf) {
    MLIRContext *ctx = stats.getContext();
    Location loc = stats.getLoc();
    // The statistics' kept dims, in order, and where each of w's kept dims
    // reads: the statistics' dim indexing the same axis, else point 0.
    SmallVector<int64_t> keptPos(dimOf.size(), -1);
    SmallVector<StringRef> names;
    SmallVector<int64_t> sizes;
    for (int64_t d = 0, e = dimOf.size(); d < e; ++d)
      if (!stats.isReduced(d)) {
        keptPos[d] = names.size();
        names.push_back(cast<StringAttr>(stats.getDimNames()[d]).getValue());
        sizes.push_back(stats.getDimSizes()[d]);
      }
    SmallVector<AffineExpr> reads;
    for (int64_t wd = 0, e = w.getDimSizes().size(); wd < e; ++wd) {
      if (w.isReduced(wd))
        continue;
      auto it = llvm::find(dimOf, wd);
      reads.push_back(it == dimOf.end()
                          ? getAffineConstantExpr(0, ctx)
                          : getAffineDimExpr(keptPos[it - dimOf.begin()],
                                             ctx));
    }
    AffineMap map = AffineMap::get(names.size(), 0, reads, ctx);
    rewriter.setInsertionPointAfter(w);
    SmallVector<Value> projected;
    for (unsigned r = 0; r < 2; ++r) {
      auto read = AggregateOp::create(
          rewriter, loc, TypeRange{stats.getResult(r).getType()},
          AddMonoidAttr::get(ctx), names, sizes, {},
          ValueRange{w.getResult(r)}, {map});
      OpBuilder b = OpBuilder::atBlockBegin(&read.getBody().front());
      YieldOp::create(b, loc, read.getBody().getArgument(0));
      projected.push_back(read.getResult(0));
    }
    rewriter.replaceOp(stats, projected);
  }
};

/// Carries single-use elementwise producers into the body of an
/// exponentially weighted aggregate (recomputing them is free).
struct CarryElementwiseIntoWeighted : OpRewritePattern<AggregateOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(AggregateOp op,
                                PatternRewriter &rewriter) const override {
    if (!isa<SoftmaxMonoidAttr, WeightedSoftmaxMonoidAttr>(op.getMonoid()))
      return failure();
    if (!isa<WeightedSoftmaxMonoidAttr>(op.getMonoid()))
      return inlineFirstInput(rewriter, op, isElementwise);
    // The values' side keeps a producer of a contraction out (V =
    // cast(X Wv + b) stays its GEMM's epilogue; keepOutOfWeightedValue).
    for (auto [i, in] : llvm::enumerate(op.getInputs())) {
      auto producer = in.getDefiningOp<AggregateOp>();
      if (!producer || !in.hasOneUse() || !isElementwise(producer) ||
          keepOutOfWeightedValue(op, i, producer))
        continue;
      if (succeeded(inlineProducer(rewriter, op, i)))
        return success();
    }
    return failure();
  }
};

/// Merges a single-use elementwise producer into an elementwise consumer:
/// one pass over the data instead of two (e.g. the final v / s and a cast).
struct MergeElementwise : OpRewritePattern<AggregateOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(AggregateOp op,
                                PatternRewriter &rewriter) const override {
    if (!isElementwise(op))
      return failure();
    return inlineFirstInput(rewriter, op, isElementwise);
  }
};

struct FactorAggregatesPass
    : public mlir::fuse::impl::FactorAggregatesPassBase<FactorAggregatesPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    populateFactorAggregatesPatterns(patterns);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
  }
};
} // namespace

void mlir::fuse::populateFactorAggregatesPatterns(RewritePatternSet &patterns) {
  patterns.add<MergeMaxAndExpSum, FactorWeightedSum, ShareSoftmaxState,
               CarryElementwiseIntoWeighted, MergeElementwise>(
      patterns.getContext());
}
