//===- SoftmaxToMonoid.cpp - softmax as aggregates in the softmax monoid --===//
//
// fuse.softmax(x, axis) becomes
//   (m, s) = aggregate #fuse.softmax over axis of x       -- one pass
//   y      = aggregate (no reduced dims) e^(x - m) / s     -- normalize
// The normalization is guarded: a slice whose state is the identity
// (m = -inf, s = 0; fully masked) yields 0 rather than NaN.
//
//===----------------------------------------------------------------------===//

#include "fusec/Transforms/Passes.h"
#include "fusec/Dialect/Fuse/IR/ScalarBuilders.h"
#include "fusec/Dialect/Fuse/IR/FuseOps.h"

#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::fuse {
#define GEN_PASS_DEF_SOFTMAXTOMONOIDPASS
#include "fusec/Transforms/Passes.h.inc"
} // namespace mlir::fuse

using namespace mlir;
using namespace mlir::fuse;

namespace {
struct SoftmaxToMonoid : OpRewritePattern<SoftmaxOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(SoftmaxOp op,
                                PatternRewriter &rewriter) const override {
    auto ty = op.getInput().getType();
    Location loc = op.getLoc();
    MLIRContext *ctx = op.getContext();
    int64_t rank = ty.getRank(), axis = op.getAxis();
    Type elt = ty.getElementType();
    Type stateElt = statisticsType(elt);

    SmallVector<std::string> nameStore = genericDimNames(rank);
    SmallVector<StringRef> names(nameStore.begin(), nameStore.end());
    AffineMap all = AffineMap::getMultiDimIdentityMap(rank, ctx);
    AffineMap kept = all.dropResult(axis);
    SmallVector<int64_t> keptShape(ty.getShape());
    keptShape.erase(keptShape.begin() + axis);
    auto statTy = RankedTensorType::get(keptShape, stateElt);

    // (m, s) in one pass over the axis.
    auto stats = AggregateOp::create(
        rewriter, loc, TypeRange{statTy, statTy}, SoftmaxMonoidAttr::get(ctx),
        names, ty.getShape(), {axis}, ValueRange{op.getInput()}, {all});
    {
      OpBuilder::InsertionGuard g(rewriter);
      rewriter.setInsertionPointToStart(&stats.getBody().front());
      YieldOp::create(rewriter, loc, stats.getBody().getArgument(0));
    }

    // y = e^(x - m) / s, broadcasting m and s along the axis.
    auto norm = AggregateOp::create(
        rewriter, loc, TypeRange{ty}, AddMonoidAttr::get(ctx), names,
        ty.getShape(), {}, ValueRange{op.getInput(), stats.getResult(0),
                                      stats.getResult(1)},
        {all, kept, kept});
    {
      OpBuilder::InsertionGuard g(rewriter);
      Block &body = norm.getBody().front();
      rewriter.setInsertionPointToStart(&body);
      Value x = castFloat(rewriter, loc, body.getArgument(0), stateElt);
      Value p = buildNormalizedExp(rewriter, loc, x, body.getArgument(1),
                                   body.getArgument(2));
      YieldOp::create(rewriter, loc, castFloat(rewriter, loc, p, elt));
    }
    rewriter.replaceOp(op, norm.getResult(0));
    return success();
  }
};

struct SoftmaxToMonoidPass
    : public mlir::fuse::impl::SoftmaxToMonoidPassBase<SoftmaxToMonoidPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    populateSoftmaxToMonoidPatterns(patterns);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
  }
};
} // namespace

void mlir::fuse::populateSoftmaxToMonoidPatterns(RewritePatternSet &patterns) {
  patterns.add<SoftmaxToMonoid>(patterns.getContext());
}
