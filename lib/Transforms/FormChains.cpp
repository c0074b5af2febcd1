//===- FormChains.cpp - pull planned producers into their consumer --------===//
//
// For an aggregate the planner decided to fuse, inputs computed by
// elementwise aggregates or by contractions (single-state reductions such as
// a matmul's #fuse.add) are recomputed inside its body: elementwise bodies
// are inlined, contractions become nested fuse.reduce ops. For attention the
// online-softmax aggregate then computes q . k_j per element and the N x N
// logits tensor disappears.
//
// The formed chain's logit is then written in one canonical form, so that
// every spelling of the same attention gives the same kernel (issue 17
// item 5): a mask `select(c, x, -inf)` becomes `select(!c, -inf, x)`, index
// comparisons are written unsigned on the index values as `j > i` (or
// `>=`), a positive constant scale is
// moved through the -inf selects onto the dot, and a constant scale (or
// division) of the dot's sum becomes a factor of its product, where the
// online-softmax kernel folds it into the exponent's log2(e) instead of
// multiplying every logit. A 16-bit rounding between two merged ops
// (`extf(truncf(x))`) is dropped: the value no longer reaches memory.
//
//===----------------------------------------------------------------------===//

#include "fusec/Dialect/Fuse/IR/ScalarBuilders.h"
#include "fusec/Transforms/AggregateUtils.h"
#include "fusec/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::fuse {
#define GEN_PASS_DEF_FORMCHAINSPASS
#include "fusec/Transforms/Passes.h.inc"
} // namespace mlir::fuse

using namespace mlir;
using namespace mlir::fuse;

namespace {
struct PullProducerIntoPlannedChain : OpRewritePattern<AggregateOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(AggregateOp op,
                                PatternRewriter &rewriter) const override {
    if (!isPlannedForFusion(op))
      return failure();
    for (auto [i, in] : llvm::enumerate(op.getInputs())) {
      auto producer = in.getDefiningOp<AggregateOp>();
      if (!producer || !in.hasOneUse() ||
          !(isElementwise(producer) || isInlinableReduction(producer)) ||
          keepOutOfWeightedValue(op, i, producer))
        continue;
      if (succeeded(inlineProducer(rewriter, op, i)))
        return success();
    }
    return failure();
  }
};

//===----------------------------------------------------------------------===//
// The logit of a formed online softmax in its canonical form
//===----------------------------------------------------------------------===//

/// Whether `op` sits directly in the body of an aggregate in the weighted
/// softmax monoid (a formed attention chain).
static bool inSoftmaxChainBody(Operation *op) {
  auto agg = dyn_cast_or_null<AggregateOp>(op->getParentOp());
  return agg && isa<WeightedSoftmaxMonoidAttr>(agg.getMonoid());
}

/// The finite constant `v` holds, if any.
static std::optional<double> constantOf(Value v) {
  FloatAttr attr;
  if (!matchPattern(v, m_Constant(&attr)) || !attr.getValue().isFinite())
    return std::nullopt;
  return attr.getValueAsDouble();
}

/// `v * c` or `c * v` (or `v / c`) for a finite non-zero constant c: v and
/// the factor (1 / c for a division).
static std::optional<std::pair<Value, double>> matchConstantScale(Value v) {
  if (auto mul = v.getDefiningOp<arith::MulFOp>()) {
    if (auto c = constantOf(mul.getRhs()); c && *c != 0.0)
      return std::pair(mul.getLhs(), *c);
    if (auto c = constantOf(mul.getLhs()); c && *c != 0.0)
      return std::pair(mul.getRhs(), *c);
  }
  if (auto div = v.getDefiningOp<arith::DivFOp>())
    if (auto c = constantOf(div.getRhs()); c && *c != 0.0)
      return std::pair(div.getLhs(), 1.0 / *c);
  return std::nullopt;
}

/// `select(c, x, -inf)` -> `select(!c, -inf, x)`: the mask with -inf as the
/// true value, the form the kernel folds the dot's scale through, for a
/// condition that is an integer comparison (inverted, and written `j > i`
/// rather than `i < j`).
struct NegInfAsTrueValue : OpRewritePattern<arith::SelectOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(arith::SelectOp op,
                                PatternRewriter &rewriter) const override {
    if (!inSoftmaxChainBody(op) || !op.getType().isF32() ||
        !isNegInfConstant(op.getFalseValue()) || isNegInfConstant(op.getTrueValue()) ||
        !op.getCondition().getType().isInteger(1))
      return failure();
    // Only an integer comparison is inverted: a negated i1 value (a mask
    // argument) would be folded back by arith's select(!c, a, b) ->
    // select(c, b, a) canonicalization.
    auto cmp = op.getCondition().getDefiningOp<arith::CmpIOp>();
    if (!cmp)
      return failure();
    using P = arith::CmpIPredicate;
    P p = arith::invertPredicate(cmp.getPredicate());
    Value lhs = cmp.getLhs(), rhs = cmp.getRhs();
    P swapped = p == P::ult   ? P::ugt
                : p == P::ule ? P::uge
                : p == P::slt ? P::sgt
                : p == P::sle ? P::sge
                              : p;
    if (swapped != p) {
      p = swapped;
      std::swap(lhs, rhs);
    }
    Value inverted =
        arith::CmpIOp::create(rewriter, cmp.getLoc(), p, lhs, rhs);
    rewriter.replaceOpWithNewOp<arith::SelectOp>(
        op, inverted, op.getFalseValue(), op.getTrueValue());
    return success();
  }
};

/// The fuse.index a comparison operand reads, through an index_cast to a
/// 64-bit integer (torch-mlir compares indices as i64), or null.
static Value indexOperand(Value v) {
  if (auto cast = v.getDefiningOp<arith::IndexCastOp>())
    if (cast.getType().isInteger(64))
      v = cast.getIn();
  return v.getDefiningOp<IndexOp>() ? v : Value();
}

/// A comparison of two iteration indices (which are never negative) in one
/// form: on the index values themselves, unsigned, `>` or `>=` (`i < j` is
/// `j > i`, `sge` is `uge`), so that every spelling of a causal mask reads
/// `j > i`.
struct CanonicalIndexCompare : OpRewritePattern<arith::CmpIOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(arith::CmpIOp op,
                                PatternRewriter &rewriter) const override {
    if (!inSoftmaxChainBody(op))
      return failure();
    Value lhs = indexOperand(op.getLhs()), rhs = indexOperand(op.getRhs());
    if (!lhs || !rhs)
      return failure();
    using P = arith::CmpIPredicate;
    P p = op.getPredicate();
    switch (p) {
    case P::sgt: p = P::ugt; break;
    case P::sge: p = P::uge; break;
    case P::slt: p = P::ult; break;
    case P::sle: p = P::ule; break;
    default: break;
    }
    if (p == P::ult || p == P::ule) {
      p = p == P::ult ? P::ugt : P::uge;
      std::swap(lhs, rhs);
    }
    if (p == op.getPredicate() && lhs == op.getLhs() && rhs == op.getRhs())
      return failure();
    rewriter.replaceOpWithNewOp<arith::CmpIOp>(op, p, lhs, rhs);
    return success();
  }
};

/// `select(c, -inf, x) * k` -> `select(c, -inf, x * k)` for a constant
/// k > 0 (-inf * k = -inf): the scale moves towards the dot.
struct ScaleThroughMask : OpRewritePattern<arith::SelectOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(arith::SelectOp op,
                                PatternRewriter &rewriter) const override {
    if (!inSoftmaxChainBody(op) || !op.getType().isF32() ||
        !op->hasOneUse() || !isNegInfConstant(op.getTrueValue()))
      return failure();
    Operation *user = *op->getUsers().begin();
    if (user->getNumResults() != 1)
      return failure();
    auto scale = matchConstantScale(user->getResult(0));
    if (!scale || scale->first != op.getResult() || scale->second <= 0.0)
      return failure();
    rewriter.setInsertionPoint(user);
    Value k = arith::ConstantOp::create(
        rewriter, user->getLoc(), rewriter.getF32FloatAttr(scale->second));
    Value scaled = arith::MulFOp::create(rewriter, user->getLoc(),
                                         op.getFalseValue(), k);
    rewriter.replaceOpWithNewOp<arith::SelectOp>(user, op.getCondition(),
                                                 op.getTrueValue(), scaled);
    rewriter.eraseOp(op);
    return success();
  }
};

/// `reduce(a * b) * k` -> `reduce(a * b * k)` for a dot in a formed
/// softmax chain: the kernel folds the product's constant into the
/// exponent (a scale after the sum would cost a multiply per logit).
struct ScaleIntoDot : OpRewritePattern<ReduceOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ReduceOp op,
                                PatternRewriter &rewriter) const override {
    if (!inSoftmaxChainBody(op) || !isa<AddMonoidAttr>(op.getMonoid()) ||
        op->getNumResults() != 1 || !op->getResult(0).getType().isF32() ||
        !op->getResult(0).hasOneUse())
      return failure();
    Operation *user = *op->getResult(0).getUsers().begin();
    if (user->getNumResults() != 1)
      return failure();
    auto scale = matchConstantScale(user->getResult(0));
    if (!scale || scale->first != op->getResult(0))
      return failure();
    Block &body = op.getBody().front();
    Operation *yield = body.getTerminator();
    if (yield->getNumOperands() != 1 || !yield->getOperand(0).getType().isF32())
      return failure();
    rewriter.setInsertionPoint(yield);
    Value k = arith::ConstantOp::create(
        rewriter, user->getLoc(), rewriter.getF32FloatAttr(scale->second));
    Value scaled = arith::MulFOp::create(rewriter, user->getLoc(),
                                         yield->getOperand(0), k);
    rewriter.modifyOpInPlace(yield, [&] { yield->setOperand(0, scaled); });
    rewriter.replaceOp(user, op->getResults());
    return success();
  }
};

/// `extf(truncf(x))` -> `x` in a formed softmax chain: a logit rounded to
/// 16 bits between two of the ops the chain merged (a bf16 score tensor, a
/// scale computed in bf16) no longer reaches memory, and is read unrounded,
/// as the import treats such values within one body (16-bit arithmetic is
/// computed in f32, rounded where it is stored).
struct DropRoundingInChain : OpRewritePattern<arith::ExtFOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(arith::ExtFOp op,
                                PatternRewriter &rewriter) const override {
    Value source = unroundedSource(op);
    if (!inSoftmaxChainBody(op) || !source)
      return failure();
    rewriter.replaceOp(op, source);
    return success();
  }
};

struct FormChainsPass
    : public mlir::fuse::impl::FormChainsPassBase<FormChainsPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<PullProducerIntoPlannedChain>(&getContext());
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
    RewritePatternSet logits(&getContext());
    logits.add<CanonicalIndexCompare, NegInfAsTrueValue, ScaleThroughMask,
               ScaleIntoDot, DropRoundingInChain>(&getContext());
    if (failed(applyPatternsGreedily(getOperation(), std::move(logits))))
      return signalPassFailure();
  }
};
} // namespace
