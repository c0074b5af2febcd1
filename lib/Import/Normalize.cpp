//===- Normalize.cpp - frontend spellings in one canonical form -----------===//
//
// Rewrites at the linalg level, before anything is raised, so that the
// raising sees one form of each computation:
//   * elementwise arith / math on whole tensors -> linalg.generic (upstream);
//   * `select(x > y, x, y)` -> `maximumf(x, y)`;
//   * concat and insert_slice as piecewise maps and gathers
//     (NormalizeSlices.cpp); arg-max reductions as a maximum and its first
//     index (NormalizeArgMax.cpp);
//   * results nobody reads dropped from multi-result generics;
//   * `x + zeros` -> the broadcast of x (repeat_kv as buddy-mlir writes it:
//     K and V broadcast over a group dim by adding a zero constant);
//   * one accumulation rule: a sum into a bf16 / f16 output (a bf16 matmul
//     as torch-mlir, IREE and TOSA write it) accumulates in f32 and is
//     rounded once, so it has the same form as the f32 accumulation + cast
//     other frontends write, and chains through it fuse alike.
//
//===----------------------------------------------------------------------===//

#include "Normalize.h"

#include "fusec/Dialect/Fuse/IR/ScalarBuilders.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"
#include "llvm/ADT/BitVector.h"

#include <limits>

using namespace mlir;
using namespace mlir::fuse;

namespace {
/// `select(x > y, x, y)` (and `select(x < y, y, x)`, strict or not, ordered
/// or not) is `maximumf(x, y)`: softmax's max as mhlo-style lowerings and
/// torch-mlir's max.dim spell it. Only NaN handling differs, where the
/// softmax of a NaN is NaN either way.
struct SelectOfCompareToMax : OpRewritePattern<arith::SelectOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(arith::SelectOp op,
                                PatternRewriter &rewriter) const override {
    auto cmp = op.getCondition().getDefiningOp<arith::CmpFOp>();
    if (!cmp || !isa<FloatType>(op.getType()))
      return failure();
    Value x = op.getTrueValue(), y = op.getFalseValue();
    bool greater, less;
    switch (cmp.getPredicate()) {
    case arith::CmpFPredicate::OGT:
    case arith::CmpFPredicate::OGE:
    case arith::CmpFPredicate::UGT:
    case arith::CmpFPredicate::UGE:
      greater = true;
      less = false;
      break;
    case arith::CmpFPredicate::OLT:
    case arith::CmpFPredicate::OLE:
    case arith::CmpFPredicate::ULT:
    case arith::CmpFPredicate::ULE:
      greater = false;
      less = true;
      break;
    default:
      return failure();
    }
    bool same = cmp.getLhs() == x && cmp.getRhs() == y;
    bool swapped = cmp.getLhs() == y && cmp.getRhs() == x;
    if (!((greater && same) || (less && swapped)))
      return failure();
    rewriter.replaceOpWithNewOp<arith::MaximumFOp>(op, x, y);
    return success();
  }
};

/// Drops results of a linalg.generic that nobody reads when no kept result
/// depends on them: torch-mlir's max.dim computes the argmax as a second,
/// i64 result that softmax never reads.
struct DropDeadGenericResults : OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(linalg::GenericOp op,
                                PatternRewriter &rewriter) const override {
    if (op->getNumResults() < 2 || !op.hasPureTensorSemantics() ||
        llvm::all_of(op->getResults(), [](Value r) { return !r.use_empty(); }))
      return failure();
    Block &body = *op.getBody();
    Operation *yield = body.getTerminator();
    SmallVector<unsigned> kept;
    for (OpResult r : op->getResults())
      if (!r.use_empty())
        kept.push_back(r.getResultNumber());
    if (kept.empty())
      return failure();
    // What the kept results need, within the body.
    llvm::SmallPtrSet<Operation *, 16> liveOps;
    llvm::SmallDenseSet<Value, 16> liveValues;
    SmallVector<Value> worklist;
    for (unsigned k : kept)
      worklist.push_back(yield->getOperand(k));
    while (!worklist.empty()) {
      Value v = worklist.pop_back_val();
      if (!liveValues.insert(v).second)
        continue;
      Operation *def = v.getDefiningOp();
      if (!def || def->getBlock() != &body || !liveOps.insert(def).second)
        continue;
      llvm::append_range(worklist, def->getOperands());
    }
    unsigned numInputs = op.getNumDpsInputs();
    for (OpResult r : op->getResults())
      if (r.use_empty() &&
          liveValues.contains(body.getArgument(numInputs + r.getResultNumber())))
        return failure();
    for (Operation &inner : body.without_terminator())
      if (!liveOps.contains(&inner) && !isPure(&inner))
        return failure();

    SmallVector<Value> outs;
    SmallVector<Type> types;
    SmallVector<AffineMap> maps;
    for (OpOperand *in : op.getDpsInputOperands())
      maps.push_back(op.getMatchingIndexingMap(in));
    for (unsigned k : kept) {
      OpOperand *init = op.getDpsInitOperand(k);
      outs.push_back(init->get());
      types.push_back(op->getResult(k).getType());
      maps.push_back(op.getMatchingIndexingMap(init));
    }
    auto newOp = linalg::GenericOp::create(
        rewriter, op.getLoc(), types, op.getDpsInputs(), outs, maps,
        op.getIteratorTypesArray());
    rewriter.inlineRegionBefore(op.getRegion(), newOp.getRegion(),
                                newOp.getRegion().end());
    Block &moved = *newOp.getBody();
    Operation *oldYield = moved.getTerminator();
    rewriter.setInsertionPoint(oldYield);
    SmallVector<Value> yielded;
    for (unsigned k : kept)
      yielded.push_back(oldYield->getOperand(k));
    rewriter.replaceOpWithNewOp<linalg::YieldOp>(oldYield, yielded);
    for (Operation &inner : llvm::make_early_inc_range(llvm::reverse(moved)))
      if (!inner.hasTrait<OpTrait::IsTerminator>() && !liveOps.contains(&inner))
        rewriter.eraseOp(&inner);
    BitVector dead(moved.getNumArguments());
    for (OpResult r : op->getResults())
      if (r.use_empty())
        dead.set(numInputs + r.getResultNumber());
    moved.eraseArguments(dead);
    for (auto [i, k] : llvm::enumerate(kept))
      rewriter.replaceAllUsesWith(op->getResult(k), newOp->getResult(i));
    rewriter.eraseOp(op);
    return success();
  }
};

/// `exp(x - (m + log s))` -- a softmax normalized in log space, as
/// log_softmax followed by exp -- is `exp(x - m) / s`, the form the
/// factorization turns into the online softmax. Also `exp((x - m) - log s)`.
struct LogSumExpToDivision : OpRewritePattern<math::ExpOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(math::ExpOp op,
                                PatternRewriter &rewriter) const override {
    auto sub = op.getOperand().getDefiningOp<arith::SubFOp>();
    if (!sub)
      return failure();
    Value x, m, logS;
    if (auto add = sub.getRhs().getDefiningOp<arith::AddFOp>()) {
      // x - (m + log s) or x - (log s + m)
      x = sub.getLhs();
      if (add.getRhs().getDefiningOp<math::LogOp>()) {
        m = add.getLhs();
        logS = add.getRhs();
      } else if (add.getLhs().getDefiningOp<math::LogOp>()) {
        m = add.getRhs();
        logS = add.getLhs();
      }
    } else if (auto inner = sub.getLhs().getDefiningOp<arith::SubFOp>();
               inner && sub.getRhs().getDefiningOp<math::LogOp>()) {
      // (x - m) - log s
      x = inner.getLhs();
      m = inner.getRhs();
      logS = sub.getRhs();
    }
    if (!logS)
      return failure();
    Value s = logS.getDefiningOp<math::LogOp>().getOperand();
    Location loc = op.getLoc();
    Value shifted = arith::SubFOp::create(rewriter, loc, x, m);
    Value e = math::ExpOp::create(rewriter, loc, shifted);
    rewriter.replaceOpWithNewOp<arith::DivFOp>(op, e, s);
    return success();
  }
};

/// Erases the ops of `body` left without uses, readers first.
static void eraseDeadOps(Block &body) {
  SmallVector<Operation *> ops;
  for (Operation &op : body.without_terminator())
    ops.push_back(&op);
  for (Operation *op : llvm::reverse(ops))
    if (isOpTriviallyDead(op))
      op->erase();
}

/// `v` (a narrow float computed in a body) in the wider float type `type`.
/// A product is formed in `type` from its widened factors (so `a * b` of two
/// bf16 values is the exact f32 product, not a rounded bf16 one), an
/// extension is taken from its source, anything else is extended. The
/// narrow ops left unused are the caller's to erase.
static Value widenProduct(OpBuilder &b, Location loc, Value v, Type type) {
  if (auto ext = v.getDefiningOp<arith::ExtFOp>())
    return castFloat(b, loc, ext.getIn(), type);
  // A product read elsewhere too is extended as it is (the element itself
  // is not read yet when this is called).
  auto mul = v.getDefiningOp<arith::MulFOp>();
  if (!mul || (!mul->use_empty() && !mul->hasOneUse()))
    return castFloat(b, loc, v, type);
  Value lhs = widenProduct(b, loc, mul.getLhs(), type);
  Value rhs = widenProduct(b, loc, mul.getRhs(), type);
  return arith::MulFOp::create(b, loc, lhs, rhs, mul.getFastmathAttr());
}

/// An elementwise generic writing `src` converted to element type `elt`.
static Value castTensor(OpBuilder &b, Location loc, Value src, Type elt) {
  auto ty = cast<RankedTensorType>(src.getType());
  Value empty = tensor::EmptyOp::create(
      b, loc, tensor::getMixedSizes(b, loc, src), elt);
  AffineMap id = b.getMultiDimIdentityMap(ty.getRank());
  SmallVector<utils::IteratorType> iters(ty.getRank(),
                                         utils::IteratorType::parallel);
  auto generic = linalg::GenericOp::create(
      b, loc, TypeRange{ty.clone(elt)}, ValueRange{src}, ValueRange{empty},
      ArrayRef<AffineMap>{id, id}, iters,
      [&](OpBuilder &nb, Location nloc, ValueRange args) {
        linalg::YieldOp::create(nb, nloc, castFloat(nb, nloc, args[0], elt));
      });
  return generic.getResult(0);
}

/// A reduction into a 16-bit float output whose body is `out = addf(out,
/// element)` (or maximumf / maxnumf) -> the same reduction into an f32
/// output (a fill's value, or the init extended), its element widened, then
/// one elementwise truncf: a sum accumulates in f32 and is rounded once, and
/// softmax statistics (max, then sum) are f32 whatever the data's type (a
/// max is exact in either). Named ops (linalg.batch_matmul into bf16) are
/// generalized on the way.
struct WidenNarrowReduction : OpInterfaceRewritePattern<linalg::LinalgOp> {
  using OpInterfaceRewritePattern::OpInterfaceRewritePattern;

  LogicalResult matchAndRewrite(linalg::LinalgOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.hasPureTensorSemantics() || op.getNumDpsInits() != 1 ||
        op->getNumResults() != 1 || op.getNumReductionLoops() == 0 ||
        op->getNumRegions() != 1 || op->getRegion(0).empty() ||
        linalg::isaConvolutionOpInterface(op))
      return failure();
    auto outTy = dyn_cast<RankedTensorType>(op.getDpsInits()[0].getType());
    auto narrow = outTy ? dyn_cast<FloatType>(outTy.getElementType())
                        : FloatType();
    if (!narrow || narrow.getWidth() >= 32)
      return failure();
    Block &body = op->getRegion(0).front();
    BlockArgument outArg = body.getArgument(op.getNumDpsInputs());
    Operation *combine = body.getTerminator()->getOperand(0).getDefiningOp();
    bool isMax = isa_and_nonnull<arith::MaximumFOp, arith::MaxNumFOp>(combine);
    if (!combine || combine->getBlock() != &body ||
        !(isMax || isa<arith::AddFOp>(combine)) || !outArg.hasOneUse() ||
        (combine->getOperand(0) != outArg && combine->getOperand(1) != outArg))
      return failure();
    Value element = combine->getOperand(combine->getOperand(0) == outArg);

    Location loc = op.getLoc();
    Type f32 = rewriter.getF32Type();
    Value init = op.getDpsInits()[0];
    Value wideInit;
    if (auto fill = init.getDefiningOp<linalg::FillOp>()) {
      Value empty = tensor::EmptyOp::create(
          rewriter, loc, tensor::getMixedSizes(rewriter, loc, init), f32);
      Value v = fill.getInputs()[0];
      FloatAttr c;
      if (matchPattern(v, m_Constant(&c))) {
        // A max that starts at the narrow type's lowest value (TOSA's
        // reduce_max) starts at the identity, -inf, in f32 too.
        APFloat lowest = APFloat::getLargest(narrow.getFloatSemantics(),
                                             /*Negative=*/true);
        double start = c.getValueAsDouble();
        if (isMax && c.getValue().compare(lowest) == APFloat::cmpEqual)
          start = -std::numeric_limits<double>::infinity();
        v = floatConstant(rewriter, loc, f32, start);
      } else {
        v = castFloat(rewriter, loc, v, f32);
      }
      wideInit = linalg::FillOp::create(rewriter, loc, v, empty).getResult(0);
    } else {
      wideInit = castTensor(rewriter, loc, init, f32);
    }
    auto wide = linalg::GenericOp::create(
        rewriter, loc, TypeRange{outTy.clone(f32)}, op.getDpsInputs(),
        ValueRange{wideInit}, op.getIndexingMapsArray(),
        op.getIteratorTypesArray(),
        [&](OpBuilder &b, Location bloc, ValueRange args) {
          IRMapping mapping;
          mapping.map(body.getArguments().drop_back(), args.drop_back());
          for (Operation &inner : body.without_terminator())
            if (&inner != combine)
              b.clone(inner, mapping);
          mapping.map(outArg, args.back());
          mapping.map(element, widenProduct(
                                   b, bloc, mapping.lookupOrDefault(element),
                                   f32));
          Operation *wideCombine = b.clone(*combine, mapping);
          wideCombine->getResult(0).setType(f32);
          linalg::YieldOp::create(b, bloc, wideCombine->getResult(0));
        });
    eraseDeadOps(*wide.getBody());
    rewriter.replaceOp(op, castTensor(rewriter, loc, wide.getResult(0),
                                      narrow));
    return success();
  }
};
} // namespace

/// Whether `t` is a 16-bit float type (bf16, f16).
static bool isNarrowFloat(Type t) {
  auto f = dyn_cast<FloatType>(t);
  return f && f.getWidth() < 32;
}

/// `v`, a 16-bit float of a body, as an f32: the f32 it was rounded from
/// when it is a truncf of one (the rounding in between is dropped), a
/// constant converted exactly, else extended.
static Value asF32(OpBuilder &b, Location loc, Value v) {
  Type f32 = b.getF32Type();
  if (auto trunc = v.getDefiningOp<arith::TruncFOp>();
      trunc && trunc.getIn().getType() == f32)
    return trunc.getIn();
  FloatAttr c;
  if (matchPattern(v, m_Constant(&c)))
    return floatConstant(b, loc, f32, c.getValueAsDouble());
  return castFloat(b, loc, v, f32);
}

/// Arithmetic on 16-bit floats in a generic's body computed in f32, as
/// PyTorch computes each op on half types ("opmath"): each op reads its
/// operands as f32 and its result is rounded back; a result read by another
/// promoted op is read unrounded (the intermediate rounding of values that
/// never reach memory is dropped, as Inductor and XLA do). A reduction's
/// combine keeps its type. After this, a softmax computed in f16 (exp, sum,
/// division in f16) has the form of the f32 one between casts.
static void computeNarrowArithmeticInF32(linalg::GenericOp op) {
  Block &body = *op.getBody();
  Operation *combine = nullptr;
  if (op.getNumReductionLoops() > 0)
    combine = body.getTerminator()->getOperand(0).getDefiningOp();
  OpBuilder b(op.getContext());
  for (Operation &inner : llvm::make_early_inc_range(
           body.without_terminator())) {
    Dialect *d = inner.getDialect();
    if (&inner == combine || !isa_and_nonnull<arith::ArithDialect,
                                               math::MathDialect>(d) ||
        isa<arith::ExtFOp, arith::TruncFOp, arith::ConstantOp,
            arith::BitcastOp>(inner) ||
        !inner.hasTrait<OpTrait::Elementwise>() ||
        inner.getNumRegions() != 0 || inner.getNumResults() != 1)
      continue;
    auto isFloat = [](Type t) { return isa<FloatType>(t); };
    Type result = inner.getResult(0).getType();
    bool narrowFloats =
        llvm::all_of(inner.getOperandTypes(),
                     [&](Type t) { return !isFloat(t) || isNarrowFloat(t); }) &&
        llvm::any_of(inner.getOperandTypes(), isNarrowFloat) &&
        (!isFloat(result) || isNarrowFloat(result));
    if (!narrowFloats)
      continue;
    b.setInsertionPoint(&inner);
    Location loc = inner.getLoc();
    SmallVector<Value> operands;
    for (Value v : inner.getOperands())
      operands.push_back(isNarrowFloat(v.getType()) ? asF32(b, loc, v) : v);
    OperationState state(loc, inner.getName());
    state.addOperands(operands);
    state.addTypes(isFloat(result) ? Type(b.getF32Type()) : result);
    state.addAttributes(inner.getAttrs());
    Value wide = b.create(state)->getResult(0);
    if (isFloat(result))
      wide = arith::TruncFOp::create(b, loc, result, wide);
    inner.getResult(0).replaceAllUsesWith(wide);
    inner.erase();
  }
  eraseDeadOps(body);
}

namespace {
/// An elementwise generic that adds zeros (a constant tensor of zeros, or
/// a scalar zero once canonicalization moved the constant into the body)
/// to its input -- a broadcast written as an addition (buddy-mlir's repeat_kv: K [.., 2,
/// 1, N, d] + zeros [.., 2, 6, N, d]) -- is that broadcast: a copy through
/// the input's map, which later folds into its readers' maps like any
/// broadcast. Exact for -0.0; adding +0.0 only turns a -0.0 into +0.0,
/// which compares equal and changes no sum or product's value.
struct AddZerosAsBroadcast : OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(linalg::GenericOp op,
                                PatternRewriter &rewriter) const override {
    int64_t numInputs = op.getNumDpsInputs();
    if (numInputs < 1 || numInputs > 2 || op.getNumDpsInits() != 1 ||
        op.getNumReductionLoops() != 0)
      return failure();
    Block &body = op.getRegion().front();
    auto yield = cast<linalg::YieldOp>(body.getTerminator());
    auto add = yield.getValues()[0].getDefiningOp<arith::AddFOp>();
    if (!add || add->getBlock() != &body ||
        !llvm::hasSingleElement(add->getUsers()))
      return failure();
    // Each side: an input's element (its index), or a zero: a scalar
    // constant or the element of a constant tensor of zeros.
    auto inputOf = [&](Value v) -> int64_t {
      auto arg = dyn_cast<BlockArgument>(v);
      if (!arg || arg.getOwner() != &body ||
          arg.getArgNumber() >= numInputs)
        return -1;
      return arg.getArgNumber();
    };
    auto isZero = [&](Value v) {
      if (int64_t t = inputOf(v); t >= 0)
        v = op.getDpsInputs()[t];
      return matchPattern(v, m_AnyZeroFloat());
    };
    int64_t kept = -1;
    if (isZero(add.getRhs()))
      kept = inputOf(add.getLhs());
    else if (isZero(add.getLhs()))
      kept = inputOf(add.getRhs());
    if (kept < 0 ||
        &body.front() != add.getOperation() ||
        std::next(Block::iterator(add.getOperation())) !=
            Block::iterator(yield.getOperation()))
      return failure();
    Value input = op.getDpsInputs()[kept];
    Value init = op.getDpsInits()[0];
    if (getElementTypeOrSelf(input.getType()) !=
        getElementTypeOrSelf(init.getType()))
      return failure();
    SmallVector<AffineMap> maps{op.getIndexingMapsArray()[kept],
                                op.getIndexingMapsArray()[numInputs]};
    auto copy = linalg::GenericOp::create(
        rewriter, op.getLoc(), op.getResultTypes(), ValueRange{input},
        ValueRange{init}, maps, op.getIteratorTypesArray(),
        [](OpBuilder &b, Location l, ValueRange args) {
          linalg::YieldOp::create(b, l, args[0]);
        });
    rewriter.replaceOp(op, copy.getResults());
    return success();
  }
};
} // namespace

void mlir::fuse::normalizeFrontendIdioms(func::FuncOp func,
                                         bool wideAccumulation) {
  MLIRContext *ctx = func.getContext();
  RewritePatternSet patterns(ctx);
  linalg::populateElementwiseToLinalgConversionPatterns(patterns);
  patterns.add<SelectOfCompareToMax, DropDeadGenericResults,
               AddZerosAsBroadcast>(ctx);
  populateSlicesAsMapsPatterns(patterns);
  populateArgMaxPatterns(patterns);
  if (wideAccumulation)
    patterns.add<WidenNarrowReduction>(ctx);
  // Only these rewrites: the rest of the function keeps its form.
  GreedyRewriteConfig config;
  config.enableFolding(false).enableConstantCSE(false);
  config.setRegionSimplificationLevel(GreedySimplifyRegionLevel::Disabled);
  (void)applyPatternsGreedily(func, std::move(patterns), config);
  if (wideAccumulation)
    func.walk(computeNarrowArithmeticInF32);
  // A "reduction" loop of extent 1 whose body never reads the output is an
  // elementwise op written with a stray reduction (a causal mask compared
  // from [N] and [N, 1] positions over a unit loop): the loop is dropped
  // (upstream FoldUnitExtentDims), so the op is elementwise.
  RewritePatternSet unitLoops(ctx);
  linalg::ControlDropUnitDims options;
  options.controlFn = [](Operation *op) -> SmallVector<unsigned> {
    auto g = dyn_cast<linalg::GenericOp>(op);
    if (!g || g.getNumReductionLoops() == 0 ||
        llvm::any_of(g.getDpsInitsMutable(), [&](OpOperand &init) {
          return !g.getMatchingBlockArgument(&init).use_empty();
        }))
      return {};
    SmallVector<unsigned> loops;
    SmallVector<int64_t> sizes = g.getStaticLoopRanges();
    for (auto [d, it] : llvm::enumerate(g.getIteratorTypesArray()))
      if (it == utils::IteratorType::reduction && sizes[d] == 1)
        loops.push_back(d);
    return loops;
  };
  linalg::populateFoldUnitExtentDimsPatterns(unitLoops, options);
  walkAndApplyPatterns(func, std::move(unitLoops));
}

void mlir::fuse::dropIntermediateRoundings(Block &body) {
  body.walk([](arith::ExtFOp ext) {
    if (Value source = unroundedSource(ext))
      ext.replaceAllUsesWith(source);
  });
  eraseDeadOps(body);
}

void mlir::fuse::populateLogSumExpToDivisionPatterns(
    RewritePatternSet &patterns) {
  patterns.add<LogSumExpToDivision>(patterns.getContext());
}
