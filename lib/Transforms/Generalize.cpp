//===- Generalize.cpp - surface fuse ops as monoid aggregates -------------===//
//
// The generic form everything reduces to:
//   fuse.matmul  -> aggregate #fuse.add over (b0.., i, j, k) reduce [k]
//                   (maps encode the transposes and the batch broadcast; the
//                   body extends both elements to the accumulator type,
//                   multiplies, and applies the scale), followed by a cast
//                   aggregate when the result is narrower than f32;
//   fuse.map     -> aggregate #fuse.add with no reduced dimension, the body
//                   moved over unchanged (fuse.index keeps its meaning).
//
//===----------------------------------------------------------------------===//

#include "fusec/Dialect/Fuse/IR/FuseOps.h"
#include "fusec/Dialect/Fuse/IR/ScalarBuilders.h"
#include "fusec/Transforms/Passes.h"

#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::fuse {
#define GEN_PASS_DEF_GENERALIZEPASS
#include "fusec/Transforms/Passes.h.inc"
} // namespace mlir::fuse

using namespace mlir;
using namespace mlir::fuse;

/// Element type a matmul accumulates in: the result's when it is at least
/// 32 bits wide, f32 otherwise.
static Type accumulatorType(Type resultElt) {
  if (resultElt.getIntOrFloatBitWidth() >= 32)
    return resultElt;
  return Float32Type::get(resultElt.getContext());
}

/// The map reading a matmul operand of type `ty` from the iteration space
/// (b0.., i, j, k) whose batch sizes are `batch`. The operand's batch
/// dimensions align right with the iteration's; a size-1 dimension that
/// broadcasts reads index 0, a missing one is dropped. `row`/`col` are the
/// iteration dimensions of the operand's two trailing dimensions.
static AffineMap operandMap(RankedTensorType ty, ArrayRef<int64_t> batch,
                            unsigned row, unsigned col, MLIRContext *ctx) {
  unsigned numDims = batch.size() + 3;
  ArrayRef<int64_t> opBatch = ty.getShape().drop_back(2);
  unsigned offset = batch.size() - opBatch.size();
  SmallVector<AffineExpr> exprs;
  for (auto [p, extent] : llvm::enumerate(opBatch)) {
    unsigned d = p + offset;
    exprs.push_back(extent == 1 && batch[d] != 1
                        ? getAffineConstantExpr(0, ctx)
                        : getAffineDimExpr(d, ctx));
  }
  exprs.push_back(getAffineDimExpr(row, ctx));
  exprs.push_back(getAffineDimExpr(col, ctx));
  return AffineMap::get(numDims, /*symbolCount=*/0, exprs, ctx);
}

/// Builds `aggregate #fuse.add dims [names = sizes] reduce [reduced]` of
/// `resultType` over `inputs` read through `maps`. Its body block takes one
/// scalar per input and is still empty.
static AggregateOp createAddAggregate(PatternRewriter &rewriter, Location loc,
                                      RankedTensorType resultType,
                                      ArrayRef<std::string> names,
                                      ArrayRef<int64_t> sizes,
                                      ArrayRef<int64_t> reduced,
                                      ValueRange inputs,
                                      ArrayRef<AffineMap> maps) {
  SmallVector<StringRef> nameRefs(names.begin(), names.end());
  return AggregateOp::create(rewriter, loc, TypeRange{resultType},
                             AddMonoidAttr::get(rewriter.getContext()),
                             nameRefs, sizes, reduced, inputs, maps);
}

namespace {
/// fuse.matmul -> a #fuse.add aggregate reducing k.
struct GeneralizeMatmul : OpRewritePattern<MatmulOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(MatmulOp op,
                                PatternRewriter &rewriter) const override {
    auto lhsTy = op.getLhs().getType(), rhsTy = op.getRhs().getType();
    auto resTy = op.getResult().getType();
    Location loc = op.getLoc();
    MLIRContext *ctx = op.getContext();

    // Iteration space (b0.., i, j, k): the result's dims, then K.
    int64_t rank = resTy.getRank();
    ArrayRef<int64_t> batch = resTy.getShape().drop_back(2);
    // Dynamic extents (`?`) stay dynamic; K is static when either side is.
    int64_t k = op.getTransposeLhs() ? lhsTy.getShape()[lhsTy.getRank() - 2]
                                     : lhsTy.getShape().back();
    if (ShapedType::isDynamic(k))
      k = op.getTransposeRhs() ? rhsTy.getShape().back()
                               : rhsTy.getShape()[rhsTy.getRank() - 2];
    SmallVector<int64_t> sizes(resTy.getShape());
    sizes.push_back(k);
    SmallVector<std::string> names;
    for (size_t b = 0; b < batch.size(); ++b)
      names.push_back("b" + std::to_string(b));
    names.append({"i", "j", "k"});
    unsigned i = rank - 2, j = rank - 1, kd = rank;

    AffineMap lhsMap = op.getTransposeLhs()
                           ? operandMap(lhsTy, batch, kd, i, ctx)
                           : operandMap(lhsTy, batch, i, kd, ctx);
    AffineMap rhsMap = op.getTransposeRhs()
                           ? operandMap(rhsTy, batch, j, kd, ctx)
                           : operandMap(rhsTy, batch, kd, j, ctx);

    Type resElt = resTy.getElementType();
    Type accElt = accumulatorType(resElt);
    auto accTy = RankedTensorType::get(resTy.getShape(), accElt);
    AggregateOp contraction = createAddAggregate(
        rewriter, loc, accTy, names, sizes, {kd},
        ValueRange{op.getLhs(), op.getRhs()}, {lhsMap, rhsMap});
    {
      OpBuilder::InsertionGuard g(rewriter);
      Block &body = contraction.getBody().front();
      rewriter.setInsertionPointToStart(&body);
      Value a = castFloat(rewriter, loc, body.getArgument(0), accElt);
      Value b = castFloat(rewriter, loc, body.getArgument(1), accElt);
      Value p = arith::MulFOp::create(rewriter, loc, a, b);
      if (double scale = op.getScaleValue(); scale != 1.0)
        p = arith::MulFOp::create(rewriter, loc, p,
                                  floatConstant(rewriter, loc, accElt, scale));
      YieldOp::create(rewriter, loc, p);
    }
    if (accElt == resElt) {
      rewriter.replaceOp(op, contraction.getResult(0));
      return success();
    }

    // Narrow result: round the accumulator once, elementwise.
    names.pop_back();
    sizes.pop_back();
    AggregateOp cast = createAddAggregate(
        rewriter, loc, resTy, names, sizes, {}, contraction.getResults(),
        {AffineMap::getMultiDimIdentityMap(rank, ctx)});
    {
      OpBuilder::InsertionGuard g(rewriter);
      Block &body = cast.getBody().front();
      rewriter.setInsertionPointToStart(&body);
      YieldOp::create(rewriter, loc,
                      castFloat(rewriter, loc, body.getArgument(0), resElt));
    }
    rewriter.replaceOp(op, cast.getResult(0));
    return success();
  }
};

/// fuse.map -> a #fuse.add aggregate with no reduced dimension.
struct GeneralizeMap : OpRewritePattern<MapOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(MapOp op,
                                PatternRewriter &rewriter) const override {
    auto resTy = op.getResult().getType();
    int64_t rank = resTy.getRank();
    SmallVector<AffineMap> maps(
        op.getInputs().size(),
        AffineMap::getMultiDimIdentityMap(rank, op.getContext()));
    AggregateOp agg =
        createAddAggregate(rewriter, op.getLoc(), resTy, genericDimNames(rank),
                           resTy.getShape(), {}, op.getInputs(), maps);
    Block &dest = agg.getBody().front();
    rewriter.mergeBlocks(&op.getBody().front(), &dest, dest.getArguments());
    rewriter.replaceOp(op, agg.getResults());
    return success();
  }
};

struct GeneralizePass
    : public mlir::fuse::impl::GeneralizePassBase<GeneralizePass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    populateGeneralizePatterns(patterns);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
  }
};
} // namespace

void mlir::fuse::populateGeneralizePatterns(RewritePatternSet &patterns) {
  patterns.add<GeneralizeMatmul, GeneralizeMap>(patterns.getContext());
}
