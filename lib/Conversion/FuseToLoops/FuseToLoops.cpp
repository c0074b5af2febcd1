//===- FuseToLoops.cpp - fuse aggregates as scf loops on tensors ----------===//
//
// Lowers every fuse.aggregate to a loop nest over its iteration space on
// tensors, for execution on the CPU:
//
//   %init = tensor.empty, filled with the monoid's identity (one per state)
//   %r = scf.for %d0 ... iter_args(%state = %init) {      -- every dimension
//     %x = tensor.extract %input[map(%d0, ...)]           -- one per input
//     <body, with fuse.index d -> %dd and fuse.reduce lowered to an inner
//      scf.for over its own dimensions>
//     %e = embed(yielded)
//     %old = tensor.extract %state[kept dims]
//     %new = combine(%old, %e)
//     tensor.insert %new into %state[kept dims]
//   }
//
// Without reduced dimensions every point of the state is written once with
// the embedded element (identity law): no fill, no combine. The body is
// moved, not cloned: values it captures from above stay visible. Surface ops (matmul, map, softmax) must have been rewritten first.
//
//===----------------------------------------------------------------------===//

#include "fusec/Conversion/Passes.h"
#include "fusec/Dialect/Fuse/IR/FuseOps.h"

#include "mlir/IR/PatternMatch.h"

namespace mlir::fuse {
#define GEN_PASS_DEF_CONVERTFUSETOLOOPSPASS
#include "fusec/Conversion/Passes.h.inc"
} // namespace mlir::fuse

using namespace mlir;
using namespace mlir::fuse;

//===----------------------------------------------------------------------===//
// Loop and indexing helpers
//===----------------------------------------------------------------------===//

/// Body of a loop nest: receives the induction variables and the carried
/// values at the innermost point, returns the carried values to yield.
using LoopBodyFn =
    function_ref<SmallVector<Value>(ValueRange ivs, ValueRange carried)>;

/// Builds a perfect scf.for nest over [0, size) for each of `sizes`, carrying
/// `init`, at the rewriter's insertion point; returns the outermost results.
/// With no dimensions, calls `bodyFn` once in place.
static SmallVector<Value> buildLoopNest(RewriterBase &rewriter, Location loc,
                                        ArrayRef<int64_t> sizes,
                                        ValueRange init, LoopBodyFn bodyFn) {
  SmallVector<Value> ivs;
  std::function<SmallVector<Value>(ValueRange)> build =
      [&](ValueRange carried) -> SmallVector<Value> {
    if (ivs.size() == sizes.size())
      return bodyFn(ivs, carried);
    Value lb = arith::ConstantIndexOp::create(rewriter, loc, 0);
    Value ub = arith::ConstantIndexOp::create(rewriter, loc, sizes[ivs.size()]);
    Value step = arith::ConstantIndexOp::create(rewriter, loc, 1);
    auto loop = scf::ForOp::create(rewriter, loc, lb, ub, step, carried);
    OpBuilder::InsertionGuard g(rewriter);
    Block *body = loop.getBody();
    if (!body->empty())
      rewriter.eraseOp(body->getTerminator());
    rewriter.setInsertionPointToEnd(body);
    ivs.push_back(loop.getInductionVar());
    SmallVector<Value> yielded = build(loop.getRegionIterArgs());
    ivs.pop_back();
    scf::YieldOp::create(rewriter, loc, yielded);
    return SmallVector<Value>(loop.getResults());
  };
  return build(init);
}

/// The indices `map` selects at the point `ivs`: dimensions are the
/// induction variables themselves, constants arith.constant, anything else
/// an affine.apply.
static SmallVector<Value> applyMap(RewriterBase &rewriter, Location loc,
                                   AffineMap map, ValueRange ivs) {
  SmallVector<Value> indices;
  for (auto [r, expr] : llvm::enumerate(map.getResults())) {
    if (auto dim = dyn_cast<AffineDimExpr>(expr))
      indices.push_back(ivs[dim.getPosition()]);
    else if (auto cst = dyn_cast<AffineConstantExpr>(expr))
      indices.push_back(
          arith::ConstantIndexOp::create(rewriter, loc, cst.getValue()));
    else
      indices.push_back(affine::AffineApplyOp::create(
          rewriter, loc, map.getSubMap({static_cast<unsigned>(r)}), ivs));
  }
  return indices;
}

/// Reads each input at the point `ivs` through its indexing map.
static SmallVector<Value> extractInputs(RewriterBase &rewriter, Location loc,
                                        ValueRange inputs, ArrayAttr maps,
                                        ValueRange ivs) {
  SmallVector<Value> scalars;
  for (auto [input, map] : llvm::zip_equal(inputs, maps)) {
    if (isGatheredInput(cast<AffineMapAttr>(map).getValue(), input.getType())) {
      scalars.push_back(input); // read whole by the body
      continue;
    }
    SmallVector<Value> indices =
        applyMap(rewriter, loc, cast<AffineMapAttr>(map).getValue(), ivs);
    scalars.push_back(tensor::ExtractOp::create(rewriter, loc, input, indices));
  }
  return scalars;
}

/// Element types of the tensors `types`.
static SmallVector<Type> elementTypes(TypeRange types) {
  return llvm::to_vector(llvm::map_range(types, [](Type t) {
    return cast<ShapedType>(t).getElementType();
  }));
}

//===----------------------------------------------------------------------===//
// Bodies
//===----------------------------------------------------------------------===//

/// The fuse op (map, aggregate or reduce) whose body holds `op`, or null.
static Operation *getBodyOwner(Operation *op) {
  Operation *parent = op->getParentOp();
  while (parent && !isa<MapOp, AggregateOp, ReduceOp>(parent))
    parent = parent->getParentOp();
  return parent;
}

static SmallVector<Value> inlineBody(RewriterBase &rewriter, Operation *owner,
                                     ValueRange args, ValueRange ivs);

/// Lowers `reduce`, whose enclosing body is at the point `outerIvs`, to an
/// scf.for nest over its own dimensions carrying the scalar state.
static void lowerReduce(RewriterBase &rewriter, ReduceOp reduce,
                        ValueRange outerIvs) {
  Location loc = reduce.getLoc();
  MonoidAttrInterface monoid = reduce.getMonoidAttr();
  Type stateTy = reduce.getResult().getType();
  rewriter.setInsertionPoint(reduce);
  SmallVector<Value> identity = monoid.buildIdentity(rewriter, loc, stateTy);
  SmallVector<Value> result = buildLoopNest(
      rewriter, loc, reduce.getDimSizes(), identity,
      [&](ValueRange ivs, ValueRange state) {
        SmallVector<Value> all(outerIvs);
        llvm::append_range(all, ivs);
        SmallVector<Value> args = extractInputs(
            rewriter, loc, reduce.getInputs(), reduce.getIndexingMaps(), all);
        SmallVector<Value> element = inlineBody(rewriter, reduce, args, all);
        SmallVector<Value> embedded =
            monoid.buildEmbed(rewriter, loc, element, stateTy);
        return monoid.buildCombine(rewriter, loc, state, embedded);
      });
  rewriter.replaceOp(reduce, result);
}

/// Moves the body of `owner` (an aggregate or reduce) to the rewriter's
/// insertion point, its arguments replaced by `args`, every fuse.index it
/// owns by the matching induction variable of `ivs` and every fuse.reduce it
/// owns by a loop nest. Returns the values the body yielded.
static SmallVector<Value> inlineBody(RewriterBase &rewriter, Operation *owner,
                                     ValueRange args, ValueRange ivs) {
  OpBuilder::InsertPoint ip = rewriter.saveInsertionPoint();
  Block &body = owner->getRegion(0).front();
  SmallVector<IndexOp> indices;
  SmallVector<ReduceOp> reduces;
  SmallVector<tensor::ExtractOp> gathers;
  body.walk([&](Operation *op) {
    if (getBodyOwner(op) != owner)
      return;
    if (auto index = dyn_cast<IndexOp>(op))
      indices.push_back(index);
    else if (auto reduce = dyn_cast<ReduceOp>(op))
      reduces.push_back(reduce);
    else if (auto extract = dyn_cast<tensor::ExtractOp>(op))
      gathers.push_back(extract);
  });
  // A gathered input's indices are clamped into its extents (as the GPU
  // kernels do).
  for (tensor::ExtractOp extract : gathers) {
    rewriter.setInsertionPoint(extract);
    Location loc = extract.getLoc();
    auto ty = cast<RankedTensorType>(extract.getTensor().getType());
    Value zero = arith::ConstantIndexOp::create(rewriter, loc, 0);
    SmallVector<Value> clamped;
    for (auto [r, index] : llvm::enumerate(extract.getIndices())) {
      Value extent =
          ty.isDynamicDim(r)
              ? tensor::DimOp::create(rewriter, loc, extract.getTensor(),
                                      static_cast<int64_t>(r))
                    .getResult()
              : arith::ConstantIndexOp::create(rewriter, loc,
                                               ty.getDimSize(r))
                    .getResult();
      Value last = arith::SubIOp::create(
          rewriter, loc, extent,
          arith::ConstantIndexOp::create(rewriter, loc, 1));
      clamped.push_back(arith::MinSIOp::create(
          rewriter, loc, arith::MaxSIOp::create(rewriter, loc, index, zero),
          last));
    }
    rewriter.modifyOpInPlace(
        extract, [&] { extract.getIndicesMutable().assign(clamped); });
  }
  for (IndexOp index : indices)
    rewriter.replaceOp(index, ivs[index.getDim()]);
  for (ReduceOp reduce : reduces)
    lowerReduce(rewriter, reduce, ivs);

  rewriter.restoreInsertionPoint(ip);
  rewriter.inlineBlockBefore(&body, ip.getBlock(), ip.getPoint(), args);
  // The moved terminator now sits right before the insertion point.
  auto yield = cast<YieldOp>(*std::prev(ip.getPoint()));
  SmallVector<Value> yielded(yield.getValues());
  rewriter.eraseOp(yield);
  return yielded;
}

//===----------------------------------------------------------------------===//
// Aggregates
//===----------------------------------------------------------------------===//

/// Fails with a located error unless every tensor `op` reads or produces has
/// a static shape.
static LogicalResult checkStaticShapes(Operation *op) {
  SmallVector<Type> types(op->getOperandTypes());
  llvm::append_range(types, op->getResultTypes());
  for (Type ty : types) {
    auto shaped = dyn_cast<ShapedType>(ty);
    if (shaped && !shaped.hasStaticShape())
      return op->emitOpError("has dynamic shape ")
             << ty << "; convert-fuse-to-loops needs static shapes";
  }
  return success();
}

/// tensor.empty of each of `types`.
static SmallVector<Value> buildEmptyTensors(RewriterBase &rewriter,
                                            Location loc, TypeRange types) {
  SmallVector<Value> empty;
  for (Type ty : types) {
    auto tensorTy = cast<RankedTensorType>(ty);
    empty.push_back(tensor::EmptyOp::create(rewriter, loc, tensorTy.getShape(),
                                            tensorTy.getElementType()));
  }
  return empty;
}

/// Tensors of `types` (all of one shape) filled with `values` by a loop nest.
static SmallVector<Value> buildFilledTensors(RewriterBase &rewriter,
                                             Location loc, TypeRange types,
                                             ValueRange values) {
  ArrayRef<int64_t> shape = cast<RankedTensorType>(types[0]).getShape();
  return buildLoopNest(rewriter, loc, shape,
                       buildEmptyTensors(rewriter, loc, types),
                       [&](ValueRange ivs, ValueRange carried) {
                         SmallVector<Value> filled;
                         for (auto [v, t] : llvm::zip_equal(values, carried))
                           filled.push_back(tensor::InsertOp::create(
                               rewriter, loc, v, t, ivs));
                         return filled;
                       });
}

/// Lowers `agg` to the identity fill and the loop nest over every dimension.
/// Shapes must have been checked static. Without reduced dimensions each
/// point of the state is visited once and, by the identity law, is the
/// embedded element itself: no fill and no combine.
static void lowerAggregate(RewriterBase &rewriter, AggregateOp agg) {
  Location loc = agg.getLoc();
  MonoidAttrInterface monoid = agg.getMonoidAttr();
  SmallVector<Type> stateTypes = elementTypes(agg.getResultTypes());
  bool reduces = !agg.getReduceDims().empty();
  rewriter.setInsertionPoint(agg);
  SmallVector<Value> init;
  if (reduces)
    init = buildFilledTensors(rewriter, loc, agg.getResultTypes(),
                              monoid.buildIdentity(rewriter, loc, stateTypes));
  else
    init = buildEmptyTensors(rewriter, loc, agg.getResultTypes());

  SmallVector<Value> results = buildLoopNest(
      rewriter, loc, agg.getDimSizes(), init,
      [&](ValueRange ivs, ValueRange state) {
        SmallVector<Value> args = extractInputs(
            rewriter, loc, agg.getInputs(), agg.getIndexingMaps(), ivs);
        SmallVector<Value> element = inlineBody(rewriter, agg, args, ivs);
        SmallVector<Value> updated =
            agg.getYieldsState()
                ? element
                : monoid.buildEmbed(rewriter, loc, element, stateTypes);
        SmallVector<Value> kept;
        for (auto [d, iv] : llvm::enumerate(ivs))
          if (!agg.isReduced(d))
            kept.push_back(iv);
        if (reduces) {
          SmallVector<Value> current;
          for (Value t : state)
            current.push_back(
                tensor::ExtractOp::create(rewriter, loc, t, kept));
          updated = monoid.buildCombine(rewriter, loc, current, updated);
          // A segmented aggregate: point j joins segment s only where
          // s * L <= j < s * L + L.
          if (std::optional<int64_t> seg = agg.getSegmentDim()) {
            int64_t j = agg.getReduceDims()[0];
            int64_t len = agg.getSegmentLength(agg.getDimSizes()[j]);
            Value lo = arith::MulIOp::create(
                rewriter, loc, ivs[*seg],
                arith::ConstantIndexOp::create(rewriter, loc, len));
            Value hi = arith::AddIOp::create(
                rewriter, loc, lo,
                arith::ConstantIndexOp::create(rewriter, loc, len));
            Value in = arith::AndIOp::create(
                rewriter, loc,
                arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::uge,
                                      ivs[j], lo),
                arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::ult,
                                      ivs[j], hi));
            for (auto [u, c] : llvm::zip_equal(updated, current))
              u = arith::SelectOp::create(rewriter, loc, in, u, c);
          }
        }
        SmallVector<Value> inserted;
        for (auto [v, t] : llvm::zip_equal(updated, state))
          inserted.push_back(
              tensor::InsertOp::create(rewriter, loc, v, t, kept));
        return inserted;
      });
  rewriter.replaceOp(agg, results);
}

/// Reports a surface op left over, naming the pass that removes it.
static LogicalResult reportSurfaceOp(Operation *op) {
  if (failed(checkStaticShapes(op)))
    return failure();
  StringRef pass = isa<SoftmaxOp>(op) ? "fuse-softmax-to-monoid"
                                      : "fuse-generalize";
  return op->emitOpError("must be rewritten into fuse.aggregate before "
                         "convert-fuse-to-loops; run ")
         << pass << " first";
}

namespace {
struct ConvertFuseToLoopsPass
    : public mlir::fuse::impl::ConvertFuseToLoopsPassBase<
          ConvertFuseToLoopsPass> {
  void runOnOperation() override {
    bool anyFailed = false;
    SmallVector<AggregateOp> aggregates;
    getOperation()->walk([&](Operation *op) {
      if (isa<MatmulOp, MapOp, SoftmaxOp>(op))
        anyFailed |= failed(reportSurfaceOp(op));
      else if (isa<AggregateOp, ReduceOp>(op))
        anyFailed |= failed(checkStaticShapes(op));
      if (auto agg = dyn_cast<AggregateOp>(op))
        aggregates.push_back(agg);
    });
    if (anyFailed)
      return signalPassFailure();
    // Post-order: an aggregate nested in another's body is lowered first and
    // then moved with that body.
    IRRewriter rewriter(&getContext());
    for (AggregateOp agg : aggregates)
      lowerAggregate(rewriter, agg);
  }
};
} // namespace
