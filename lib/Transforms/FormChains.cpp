//===- FormChains.cpp - pull planned producers into their consumer --------===//
//
// For an aggregate the planner decided to fuse, inputs computed by
// elementwise aggregates or by contractions (single-state reductions such as
// a matmul's #fuse.add) are recomputed inside its body: elementwise bodies
// are inlined, contractions become nested fuse.reduce ops. For attention the
// online-softmax aggregate then computes q . k_j per element and the N x N
// logits tensor disappears.
//
//===----------------------------------------------------------------------===//

#include "fusec/Transforms/AggregateUtils.h"
#include "fusec/Transforms/Passes.h"

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
    return inlineFirstInput(rewriter, op, [](AggregateOp producer) {
      return isElementwise(producer) || isInlinableReduction(producer);
    });
  }
};

struct FormChainsPass
    : public mlir::fuse::impl::FormChainsPassBase<FormChainsPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<PullProducerIntoPlannedChain>(&getContext());
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
  }
};
} // namespace
