//===- NormalizeArgMax.cpp - arg-max reductions as two reductions --------===//
//
// An arg-max reduction (tosa.argmax, torch's max.dim / argmax as their
// lowerings write it: one reduction with two results, the maximum and the
// index where a strictly greater element replaced it) is the pair monoid
// (v, i) -> first index of the maximum. fusec computes it as two
// reductions over the same axis, in monoids it has:
//   m   = max_j x[j]                                   (#fuse.max)
//   r   = max_j (x[j] == m and x[j] > init ? N-1-j : min)  (#fuse.max, signed)
//   idx = r < 0 ? init_index : N-1-r                    (elementwise)
// The first index of the maximum is the largest N-1-j; an element that is
// not greater than the start value never replaced it, so if only such
// elements reach the maximum the start index stays, as in the original.
//
//===----------------------------------------------------------------------===//

#include "Normalize.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::fuse;

namespace {
/// How the original compares an element `x` with the running maximum.
struct ArgMaxCompare {
  bool isFloat = false;
  /// A NaN element replaces the maximum (`ugt` guarded by `ord` of the
  /// maximum: tosa's first-NaN rule), so the index is the first NaN's.
  bool takesNaN = false;
};

/// Matches `c` as "x strictly greater than acc" (possibly and-ed with
/// `ord(acc, acc)`), x and acc block arguments.
static std::optional<ArgMaxCompare> matchGreater(Value c, Value x, Value acc) {
  bool guarded = false;
  if (auto andOp = c.getDefiningOp<arith::AndIOp>()) {
    auto isOrdGuard = [&](Value v) {
      auto ord = v.getDefiningOp<arith::CmpFOp>();
      return ord && ord.getPredicate() == arith::CmpFPredicate::ORD &&
             ord.getLhs() == acc && ord.getRhs() == acc;
    };
    if (isOrdGuard(andOp.getRhs()))
      c = andOp.getLhs();
    else if (isOrdGuard(andOp.getLhs()))
      c = andOp.getRhs();
    else
      return std::nullopt;
    guarded = true;
  }
  if (auto cmp = c.getDefiningOp<arith::CmpIOp>()) {
    bool fwd = cmp.getLhs() == x && cmp.getRhs() == acc;
    bool rev = cmp.getLhs() == acc && cmp.getRhs() == x;
    if ((fwd && cmp.getPredicate() == arith::CmpIPredicate::sgt) ||
        (rev && cmp.getPredicate() == arith::CmpIPredicate::slt))
      return ArgMaxCompare{};
    return std::nullopt;
  }
  auto cmp = c.getDefiningOp<arith::CmpFOp>();
  if (!cmp)
    return std::nullopt;
  arith::CmpFPredicate p = cmp.getPredicate();
  bool fwd = cmp.getLhs() == x && cmp.getRhs() == acc;
  bool rev = cmp.getLhs() == acc && cmp.getRhs() == x;
  bool ordered = (fwd && p == arith::CmpFPredicate::OGT) ||
                 (rev && p == arith::CmpFPredicate::OLT);
  bool unordered = (fwd && p == arith::CmpFPredicate::UGT) ||
                   (rev && p == arith::CmpFPredicate::ULT);
  // An unordered compare without the guard lets every element after a NaN
  // replace it: no monoid; left alone.
  if (ordered || (unordered && guarded))
    return ArgMaxCompare{/*isFloat=*/true, /*takesNaN=*/unordered};
  return std::nullopt;
}

struct ArgMaxAsTwoReductions : OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::GenericOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.hasPureTensorSemantics() || op.getNumDpsInputs() != 1 ||
        op.getNumDpsInits() != 2 || op.getNumReductionLoops() != 1)
      return failure();
    SmallVector<utils::IteratorType> iters = op.getIteratorTypesArray();
    int64_t r = llvm::find(iters, utils::IteratorType::reduction) -
                iters.begin();
    SmallVector<int64_t> loopSizes = op.getStaticLoopRanges();
    int64_t n = loopSizes[r];
    SmallVector<AffineMap> maps = op.getIndexingMapsArray();
    if (ShapedType::isDynamic(n) || maps[1] != maps[2] ||
        maps[1].isFunctionOfDim(r))
      return failure();

    Block &body = *op.getBody();
    auto yield = cast<linalg::YieldOp>(body.getTerminator());
    Value x = body.getArgument(0);
    // Which result is the index: `select(c, index_cast(linalg.index r),
    // acc_index)`.
    int vk = -1, ik = -1;
    Value cond;
    for (int k = 0; k < 2; ++k) {
      auto sel = yield.getValues()[k].getDefiningOp<arith::SelectOp>();
      if (!sel || sel.getFalseValue() != body.getArgument(1 + k))
        continue;
      auto cast = sel.getTrueValue().getDefiningOp<arith::IndexCastOp>();
      auto index = cast ? cast.getIn().getDefiningOp<linalg::IndexOp>()
                        : linalg::IndexOp();
      if (!index || static_cast<int64_t>(index.getDim()) != r)
        continue;
      ik = k;
      vk = 1 - k;
      cond = sel.getCondition();
    }
    // An unread index is dropped with its result (DropDeadGenericResults).
    if (ik < 0 || op->getResult(ik).use_empty())
      return failure();
    Value acc = body.getArgument(1 + vk);
    Type valTy = acc.getType();
    auto idxTy = dyn_cast<IntegerType>(body.getArgument(1 + ik).getType());
    if (valTy != x.getType() || !idxTy || idxTy.getWidth() < 8 ||
        (idxTy.getWidth() < 64 &&
         n >= (int64_t(1) << (idxTy.getWidth() - 1))))
      return failure();
    std::optional<ArgMaxCompare> compare = matchGreater(cond, x, acc);
    if (!compare || compare->isFloat != isa<FloatType>(valTy))
      return failure();
    // The maximum: the same select, or a max op of the element and acc.
    Value v = yield.getValues()[vk];
    Operation *vdef = v.getDefiningOp();
    auto vsel = dyn_cast_or_null<arith::SelectOp>(vdef);
    bool isMaxOp =
        isa_and_nonnull<arith::MaximumFOp, arith::MaxNumFOp, arith::MaxSIOp>(
            vdef) &&
        llvm::is_contained(vdef->getOperands(), x) &&
        llvm::is_contained(vdef->getOperands(), acc);
    if (!isMaxOp && !(vsel && vsel.getCondition() == cond &&
                      vsel.getTrueValue() == x && vsel.getFalseValue() == acc))
      return failure();

    Location loc = op.getLoc();
    Value initV = op.getDpsInits()[vk], initI = op.getDpsInits()[ik];
    auto outTy = cast<RankedTensorType>(initI.getType());
    AffineMap inMap = maps[0], outMap = maps[1];
    MLIRContext *ctx = op.getContext();

    // m = max_j x[j], from the original start value.
    auto maxOf = [&](OpBuilder &b, Location l, Value a, Value c) -> Value {
      if (!compare->isFloat)
        return arith::MaxSIOp::create(b, l, a, c);
      if (compare->takesNaN || isa_and_nonnull<arith::MaximumFOp>(vdef))
        return arith::MaximumFOp::create(b, l, a, c);
      return arith::MaxNumFOp::create(b, l, a, c);
    };
    auto maxGeneric = linalg::GenericOp::create(
        rewriter, loc, TypeRange{initV.getType()}, ValueRange{op.getDpsInputs()[0]},
        ValueRange{initV}, SmallVector<AffineMap>{inMap, outMap}, iters,
        [&](OpBuilder &b, Location l, ValueRange args) {
          linalg::YieldOp::create(b, l, maxOf(b, l, args[0], args[1]));
        });
    Value m = maxGeneric.getResult(0);

    // r = max_j (x[j] reaches m and replaced the start ? N-1-j : min).
    auto intConst = [&](OpBuilder &b, Location l, const APInt &value) {
      return arith::ConstantOp::create(b, l, idxTy,
                                       b.getIntegerAttr(idxTy, value))
          .getResult();
    };
    APInt minValue = APInt::getSignedMinValue(idxTy.getWidth());
    Value empty = tensor::EmptyOp::create(rewriter, loc, outTy.getShape(),
                                          outTy.getElementType());
    Value lowest =
        linalg::FillOp::create(rewriter, loc,
                               ValueRange{intConst(rewriter, loc, minValue)},
                               ValueRange{empty})
            .getResult(0);
    auto firstGeneric = linalg::GenericOp::create(
        rewriter, loc, TypeRange{outTy},
        ValueRange{op.getDpsInputs()[0], m, initV}, ValueRange{lowest},
        SmallVector<AffineMap>{inMap, outMap, outMap, outMap}, iters,
        [&](OpBuilder &b, Location l, ValueRange args) {
          Value a = args[0], mv = args[1], start = args[2];
          Value above, reaches;
          if (compare->isFloat) {
            above = arith::CmpFOp::create(b, l,
                                          compare->takesNaN
                                              ? arith::CmpFPredicate::UGT
                                              : arith::CmpFPredicate::OGT,
                                          a, start);
            reaches =
                arith::CmpFOp::create(b, l, arith::CmpFPredicate::OEQ, a, mv);
            if (compare->takesNaN)
              reaches = arith::OrIOp::create(
                  b, l, reaches,
                  arith::CmpFOp::create(b, l, arith::CmpFPredicate::UNO, a,
                                        a));
          } else {
            above = arith::CmpIOp::create(b, l, arith::CmpIPredicate::sgt, a,
                                          start);
            reaches =
                arith::CmpIOp::create(b, l, arith::CmpIPredicate::eq, a, mv);
          }
          Value j = arith::IndexCastOp::create(
              b, l, idxTy, linalg::IndexOp::create(b, l, r));
          Value rev = arith::SubIOp::create(
              b, l, intConst(b, l, APInt(idxTy.getWidth(), n - 1)), j);
          Value keep = arith::AndIOp::create(b, l, above, reaches);
          Value cand = arith::SelectOp::create(b, l, keep, rev,
                                               intConst(b, l, minValue));
          linalg::YieldOp::create(b, l,
                                  arith::MaxSIOp::create(b, l, cand, args[3])
                                      .getResult());
        });

    // idx = r < 0 ? start index : N-1-r, over the output's shape.
    int64_t rank = outTy.getRank();
    AffineMap id = AffineMap::getMultiDimIdentityMap(rank, ctx);
    Value empty2 = tensor::EmptyOp::create(rewriter, loc, outTy.getShape(),
                                           outTy.getElementType());
    auto indexGeneric = linalg::GenericOp::create(
        rewriter, loc, TypeRange{outTy},
        ValueRange{firstGeneric.getResult(0), initI}, ValueRange{empty2},
        SmallVector<AffineMap>(3, id),
        SmallVector<utils::IteratorType>(rank, utils::IteratorType::parallel),
        [&](OpBuilder &b, Location l, ValueRange args) {
          Value none = arith::CmpIOp::create(
              b, l, arith::CmpIPredicate::slt, args[0],
              intConst(b, l, APInt(idxTy.getWidth(), 0)));
          Value first = arith::SubIOp::create(
              b, l, intConst(b, l, APInt(idxTy.getWidth(), n - 1)), args[0]);
          linalg::YieldOp::create(
              b, l,
              arith::SelectOp::create(b, l, none, args[1], first).getResult());
        });

    SmallVector<Value> results(2);
    results[vk] = m;
    results[ik] = indexGeneric.getResult(0);
    rewriter.replaceOp(op, results);
    return success();
  }
};
} // namespace

void mlir::fuse::populateArgMaxPatterns(RewritePatternSet &patterns) {
  patterns.add<ArgMaxAsTwoReductions>(patterns.getContext());
}
