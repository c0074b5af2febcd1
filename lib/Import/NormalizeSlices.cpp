//===- NormalizeSlices.cpp - concat and insert_slice as index maps -------===//
//
// Part of the import's normalization (Normalize.h): tensors assembled from
// pieces become elementwise generics that read each piece through its map
// or as a gather, so producers and consumers fuse across them (RoPE's
// rotate_half, written with tensor.concat or insert_slice).
//
//===----------------------------------------------------------------------===//

#include "Normalize.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tensor/Transforms/Transforms.h"
#include "llvm/ADT/SmallBitVector.h"

using namespace mlir;
using namespace mlir::fuse;

namespace {
/// `tensor.insert_slice %src into %dest[offsets][sizes][1, ..]` as an
/// elementwise generic over the destination: inside the slice it reads
/// `src` (a gather, tensor.extract at the point minus the offsets, clamped
/// into `src`), outside it `dest`; a destination that is tensor.empty is
/// never read (0 there). Chains of them (RoPE's rotate_half, a concat that
/// upstream decomposed into insert_slices) become one piecewise aggregate
/// once raised. Static offsets, sizes and unit strides only.
struct InsertSliceAsGather : OpRewritePattern<tensor::InsertSliceOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(tensor::InsertSliceOp op,
                                PatternRewriter &rewriter) const override {
    RankedTensorType destTy = op.getDestType();
    RankedTensorType srcTy = op.getSourceType();
    if (!destTy.hasStaticShape() || !srcTy.hasStaticShape() ||
        srcTy.getNumElements() == 0 ||
        ShapedType::isDynamicShape(op.getStaticOffsets()) ||
        ShapedType::isDynamicShape(op.getStaticSizes()) ||
        llvm::any_of(op.getStaticStrides(), [](int64_t s) { return s != 1; }))
      return failure();
    Location loc = op.getLoc();
    int64_t rank = destTy.getRank();
    llvm::SmallBitVector dropped = op.getDroppedDims();
    bool destEmpty = op.getDest().getDefiningOp<tensor::EmptyOp>() != nullptr;
    SmallVector<Value> inputs;
    if (!destEmpty)
      inputs.push_back(op.getDest());
    AffineMap id = rewriter.getMultiDimIdentityMap(rank);
    SmallVector<AffineMap> maps(inputs.size() + 1, id);
    Value init = tensor::EmptyOp::create(rewriter, loc, destTy.getShape(),
                                         destTy.getElementType());
    Value src = op.getSource();
    ArrayRef<int64_t> offsets = op.getStaticOffsets();
    ArrayRef<int64_t> sizes = op.getStaticSizes();
    auto generic = linalg::GenericOp::create(
        rewriter, loc, TypeRange{destTy}, inputs, ValueRange{init}, maps,
        SmallVector<utils::IteratorType>(rank, utils::IteratorType::parallel),
        [&](OpBuilder &b, Location l, ValueRange args) {
          auto index = [&](int64_t v) -> Value {
            return arith::ConstantIndexOp::create(b, l, v);
          };
          Value inside;
          SmallVector<Value> srcIndices;
          for (int64_t r = 0; r < rank; ++r) {
            Value i = linalg::IndexOp::create(b, l, r);
            Value rel = arith::SubIOp::create(b, l, i, index(offsets[r]));
            // (i - offset) <u size: below the offset it wraps around.
            Value in = arith::CmpIOp::create(
                b, l, arith::CmpIPredicate::ult, rel, index(sizes[r]));
            inside = inside ? arith::AndIOp::create(b, l, inside, in) : in;
            if (dropped.test(r))
              continue;
            Value clamped = arith::MinSIOp::create(
                b, l, arith::MaxSIOp::create(b, l, rel, index(0)),
                index(sizes[r] - 1));
            srcIndices.push_back(clamped);
          }
          Value x = tensor::ExtractOp::create(b, l, src, srcIndices);
          Value other =
              destEmpty ? arith::ConstantOp::create(
                              b, l, destTy.getElementType(),
                              b.getZeroAttr(destTy.getElementType()))
                              .getResult()
                        : args[0];
          linalg::YieldOp::create(
              b, l, arith::SelectOp::create(b, l, inside, x, other).getResult());
        });
    rewriter.replaceOp(op, generic.getResult(0));
    return success();
  }
};
} // namespace

namespace {
/// `tensor.concat` along dim `d` of static pieces as one elementwise generic
/// that reads every piece p (offset o, size s) at `d mod s` -- in bounds at
/// every point, and `d - o` inside the piece where o is a multiple of s --
/// and yields the piece whose range holds the point's index. Its producers
/// and consumers then fuse by their maps (RoPE's rotate_half,
/// `concat(-x2, x1)`, becomes part of the one kernel that applies it). Only
/// where each piece's offset is a multiple of its size (pieces of equal
/// size, as rotate_half's): the raiser takes no sums inside a mod. Other
/// concats, and dynamic shapes, are left to upstream's decomposition into
/// insert_slices.
struct ConcatAsPiecewiseMaps : OpRewritePattern<tensor::ConcatOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(tensor::ConcatOp op,
                                PatternRewriter &rewriter) const override {
    RankedTensorType resultTy = op.getResultType();
    if (!resultTy.hasStaticShape() || op.getInputs().size() < 2 ||
        llvm::any_of(op.getInputs(), [](Value v) {
          return !cast<RankedTensorType>(v.getType()).hasStaticShape();
        }))
      return failure();
    int64_t rank = resultTy.getRank();
    int64_t dim = op.getDim();
    MLIRContext *ctx = op.getContext();
    SmallVector<AffineMap> maps;
    SmallVector<int64_t> starts;
    int64_t offset = 0;
    for (Value piece : op.getInputs()) {
      int64_t size = cast<RankedTensorType>(piece.getType()).getDimSize(dim);
      if (size == 0 || offset % size != 0)
        return failure();
      SmallVector<AffineExpr> exprs;
      for (int64_t r = 0; r < rank; ++r)
        exprs.push_back(r == dim ? getAffineDimExpr(r, ctx) % size
                                 : getAffineDimExpr(r, ctx));
      maps.push_back(AffineMap::get(rank, 0, exprs, ctx));
      starts.push_back(offset);
      offset += size;
    }
    maps.push_back(rewriter.getMultiDimIdentityMap(rank));
    Location loc = op.getLoc();
    Value init = tensor::EmptyOp::create(rewriter, loc, resultTy.getShape(),
                                         resultTy.getElementType());
    auto generic = linalg::GenericOp::create(
        rewriter, loc, TypeRange{resultTy}, op.getInputs(), ValueRange{init},
        maps,
        SmallVector<utils::IteratorType>(rank, utils::IteratorType::parallel),
        [&](OpBuilder &b, Location l, ValueRange args) {
          Value i = linalg::IndexOp::create(b, l, dim);
          Value value = args[starts.size() - 1];
          for (int64_t p = int64_t(starts.size()) - 2; p >= 0; --p) {
            Value before = arith::CmpIOp::create(
                b, l, arith::CmpIPredicate::ult, i,
                arith::ConstantIndexOp::create(b, l, starts[p + 1]));
            value = arith::SelectOp::create(b, l, before, args[p], value);
          }
          linalg::YieldOp::create(b, l, value);
        });
    rewriter.replaceOp(op, generic.getResult(0));
    return success();
  }
};
} // namespace

void mlir::fuse::populateSlicesAsMapsPatterns(RewritePatternSet &patterns) {
  MLIRContext *ctx = patterns.getContext();
  patterns.add<InsertSliceAsGather>(ctx);
  // Before upstream's decomposition into insert_slices (gathers).
  patterns.add<ConcatAsPiecewiseMaps>(ctx, /*benefit=*/2);
  tensor::populateDecomposeTensorConcatPatterns(patterns);
}
