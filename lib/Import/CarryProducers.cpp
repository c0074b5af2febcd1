//===- CarryProducers.cpp - step 4: producers into consumers --------------===//
//
// Step 4 of fuse-raise-linalg: elementwise producers are computed in the
// bodies of the aggregates that read them, softmax normalized in log space
// becomes a division, and key-first scores are computed in their readers'
// order.
//
//===----------------------------------------------------------------------===//

#include "Normalize.h"
#include "Raiser.h"

#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/AffineExpr.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/STLExtras.h"

using namespace mlir;
using namespace mlir::fuse;
using namespace mlir::fuse::import;

//===----------------------------------------------------------------------===//
// Step 4: elementwise producers carried into their consumers
//===----------------------------------------------------------------------===//

/// The dimension names of `op`.
static SmallVector<StringRef> namesOf(AggregateOp op) {
  return llvm::to_vector(llvm::map_range(op.getDimNames(), [](Attribute a) {
    return cast<StringAttr>(a).getValue();
  }));
}

/// Whether the body of `op` holds a fuse.index.
static bool usesIndex(Operation *op) {
  bool found = false;
  op->walk([&](IndexOp) { found = true; });
  return found;
}

/// Whether `v` is a reduction's result, or elementwise of one (rounded to
/// a narrower type, say): a statistic such as a softmax's running max.
bool Raiser::isStatistic(Value v) const {
  for (int depth = 0; depth < 8; ++depth) {
    auto agg = v.getDefiningOp<AggregateOp>();
    if (!agg)
      return false;
    if (!agg.getReduceDims().empty())
      return true;
    if (!isRaisedElementwise(agg) || agg.getInputs().size() != 1)
      return false;
    v = agg.getInputs()[0];
  }
  return false;
}

/// Whether input `operand` of `consumer`, produced by a raised elementwise
/// aggregate, should be computed in the consumer's body instead: when the
/// consumer is its only user, when the producer only rounds its one input
/// to another float type, or when the consumer reduces and the producer
/// mixes in a statistic broadcast along the reduced dimensions (`x - m` for
/// `sum_j exp(x - m)`, m a reduction). A broadcast value that is no
/// reduction (a KV-cache length per batch in a mask) keeps the producer
/// whole: the softmax's reductions then read one masked logit. Never into
/// contractions (chain formation pulls those together later, with the
/// planner's consent).
bool Raiser::shouldCarry(AggregateOp consumer, unsigned operand) const {
  Value in = consumer.getInputs()[operand];
  auto producer = in.getDefiningOp<AggregateOp>();
  if (!isRaised(consumer) || !isRaisedElementwise(producer) ||
      isContraction(consumer) || isGatheredInput(consumer, operand))
    return false;
  AffineMap via = indexingMap(consumer, operand);
  if (usesIndex(producer) && !llvm::all_of(via.getResults(), [](AffineExpr e) {
        return isa<AffineDimExpr, AffineConstantExpr>(e);
      }))
    return false;
  if (in.hasOneUse())
    return true;
  // A rounding (one input, converted) costs nothing to recompute; carried
  // into every reader, the reader's widening of it folds away with it.
  Block &body = producer.getBody().front();
  if (producer.getInputs().size() == 1 && body.getOperations().size() == 2 &&
      isa<arith::TruncFOp, arith::ExtFOp>(body.front()) &&
      body.front().getOperand(0) == body.getArgument(0))
    return true;
  ArrayRef<int64_t> reducedDims = consumer.getReduceDims();
  if (reducedDims.empty())
    return false;
  bool broadcast = false, varying = false;
  for (unsigned u = 0, e = producer.getInputs().size(); u < e; ++u) {
    AffineMap m = indexingMap(producer, u).compose(via);
    bool dependsOnReduced = llvm::any_of(
        reducedDims, [&](int64_t d) { return m.isFunctionOfDim(d); });
    if (dependsOnReduced) {
      varying = true;
      continue;
    }
    if (isStatistic(producer.getInputs()[u]))
      broadcast = true;
  }
  return broadcast && varying;
}

/// Computes input `operand` of `consumer` (a raised elementwise aggregate)
/// inside the consumer's body; its inputs take the operand's place.
AggregateOp Raiser::carry(AggregateOp consumer, unsigned operand) {
  auto producer = consumer.getInputs()[operand].getDefiningOp<AggregateOp>();
  AffineMap via = indexingMap(consumer, operand);
  SmallVector<Value> inputs;
  SmallVector<AffineMap> maps;
  auto addInput = [&](Value v, AffineMap m) -> unsigned {
    for (auto [i, pair] : llvm::enumerate(llvm::zip(inputs, maps)))
      if (std::get<0>(pair) == v && std::get<1>(pair) == m)
        return i;
    inputs.push_back(v);
    maps.push_back(m);
    return inputs.size() - 1;
  };
  SmallVector<unsigned> consumerArg(consumer.getInputs().size());
  SmallVector<unsigned> producerArg(producer.getInputs().size());
  for (unsigned t = 0, e = consumer.getInputs().size(); t < e; ++t) {
    if (t != operand) {
      consumerArg[t] = addInput(consumer.getInputs()[t], indexingMap(consumer, t));
      continue;
    }
    for (unsigned u = 0, f = producer.getInputs().size(); u < f; ++u)
      producerArg[u] =
          addInput(producer.getInputs()[u],
                   simplifyAffineMap(indexingMap(producer, u).compose(via)));
  }

  rewriter.setInsertionPoint(consumer);
  auto fused = AggregateOp::create(
      rewriter, consumer.getLoc(), consumer.getResultTypes(),
      consumer.getMonoid(), namesOf(consumer), consumer.getDimSizes(),
      consumer.getReduceDims(), inputs, maps);
  for (NamedAttribute attr : consumer->getDiscardableAttrs())
    fused->setAttr(attr.getName(), attr.getValue());
  Block &dest = fused.getBody().front();
  OpBuilder b = OpBuilder::atBlockBegin(&dest);

  // The producer's body, its indices read through `via`.
  Block &pBody = producer.getBody().front();
  IRMapping pm;
  for (auto [u, arg] : llvm::enumerate(pBody.getArguments()))
    pm.map(arg, dest.getArgument(producerArg[u]));
  for (Operation &inner : pBody.without_terminator()) {
    auto index = dyn_cast<IndexOp>(inner);
    if (!index) {
      b.clone(inner, pm);
      continue;
    }
    AffineExpr e = via.getResult(index.getDim());
    Value v;
    if (auto d = dyn_cast<AffineDimExpr>(e))
      v = IndexOp::create(b, index.getLoc(), b.getIndexType(), d.getPosition());
    else
      v = arith::ConstantIndexOp::create(
          b, index.getLoc(), cast<AffineConstantExpr>(e).getValue());
    pm.map(index.getResult(), v);
  }
  Type elt = getElementTypeOrSelf(producer.getResult(0).getType());
  Value value = producer.getMonoidAttr().buildEmbed(
      b, producer.getLoc(),
      ValueRange{pm.lookupOrDefault(pBody.getTerminator()->getOperand(0))},
      TypeRange{elt})[0];

  // The consumer's body reading that value.
  Block &cBody = consumer.getBody().front();
  IRMapping cm;
  for (auto [t, arg] : llvm::enumerate(cBody.getArguments()))
    cm.map(arg, t == operand ? value : dest.getArgument(consumerArg[t]));
  for (Operation &inner : cBody)
    b.clone(inner, cm);

  replaceTracked(consumer, fused);
  rewriter.replaceOp(consumer, fused.getResults());
  if (producer->use_empty()) {
    replaceTracked(producer, nullptr);
    rewriter.eraseOp(producer);
  }
  return fused;
}

/// Carries elementwise producers into their consumers until none qualifies.
void Raiser::carryElementwise() {
  bool changed = true;
  while (changed) {
    changed = false;
    for (size_t i = 0; i < raised.size(); ++i) {
      for (unsigned t = 0; raised[i] && t < raised[i].getInputs().size();) {
        if (!shouldCarry(raised[i], t)) {
          ++t;
          continue;
        }
        carry(raised[i], t);
        changed = true;
        t = 0;
      }
    }
  }
}

/// Softmax normalized in log space becomes the division the factorization
/// reads, in the bodies of the raised aggregates.
void Raiser::normalizeLogSumExp() {
  RewritePatternSet patterns(func.getContext());
  populateLogSumExpToDivisionPatterns(patterns);
  SmallVector<Operation *> exps;
  for (AggregateOp op : raised)
    if (op)
      op.getBody().walk([&](math::ExpOp exp) { exps.push_back(exp); });
  if (exps.empty())
    return;
  GreedyRewriteConfig config;
  config.setStrictness(GreedyRewriteStrictness::ExistingOps)
      .enableFolding(false)
      .enableConstantCSE(false);
  bool changed = false;
  (void)applyOpPatternsGreedily(exps, std::move(patterns), config, &changed);
  if (!changed)
    return;
  // The log and the sum it normalized are dead now.
  for (AggregateOp op : raised) {
    if (!op)
      continue;
    Block &body = op.getBody().front();
    for (Operation &inner : llvm::make_early_inc_range(llvm::reverse(body)))
      if (isOpTriviallyDead(&inner))
        rewriter.eraseOp(&inner);
  }
}

/// Key-first scores: a contraction computed as K.Q^T and read transposed by
/// every reader (the softmax ops reduce over its first kept dimension) is
/// computed in the readers' order instead, Q.K^T, so that they read it
/// through projections in order and the reduced axis is its last one, as
/// chains need. Only when every reader is a raised non-contraction aggregate
/// reading it through the same permutation and one of them reduces.
void Raiser::orientContractions() {
  MLIRContext *ctx = func.getContext();
  // Only live readers count (a transposing copy folded into them is dead).
  eraseDeadOps();
  for (AggregateOp &op : raised) {
    if (!op || !isContraction(op) || op.getNumResults() != 1 ||
        usesIndex(op) || op.getResult(0).use_empty())
      continue;
    auto ty = cast<RankedTensorType>(op.getResult(0).getType());
    unsigned rank = ty.getRank(), numDims = op.getDimSizes().size();
    if (rank < 2 ||
        llvm::any_of(op.getReduceDims(), [&](int64_t d) { return d < rank; }))
      continue;
    // The permutation of the result's dimensions every reader agrees on:
    // perm[p] = the result dimension a reader wants at position p.
    std::optional<SmallVector<int64_t>> perm;
    bool ok = true, reduces = false;
    for (OpOperand &use : op.getResult(0).getUses()) {
      auto reader = dyn_cast<AggregateOp>(use.getOwner());
      if (!reader || !isRaised(reader) || isContraction(reader)) {
        ok = false;
        break;
      }
      AffineMap m = indexingMap(reader, use.getOperandNumber());
      if (!m.isProjectedPermutation() || m.getNumResults() != rank) {
        ok = false;
        break;
      }
      SmallVector<int64_t> order = llvm::to_vector(llvm::seq<int64_t>(0, rank));
      llvm::sort(order, [&](int64_t a, int64_t b) {
        return cast<AffineDimExpr>(m.getResult(a)).getPosition() <
               cast<AffineDimExpr>(m.getResult(b)).getPosition();
      });
      if (perm && *perm != order) {
        ok = false;
        break;
      }
      perm = order;
      reduces |= !reader.getReduceDims().empty();
    }
    if (!ok || !perm || !reduces ||
        llvm::equal(*perm, llvm::seq<int64_t>(0, rank)))
      continue;

    // The contraction over its dimensions reordered: kept dimension p is
    // the old kept dimension perm[p]; reduced ones stay last.
    SmallVector<AffineExpr> repl(numDims);
    SmallVector<int64_t> sizes(numDims), shape(rank);
    for (unsigned d = 0; d < numDims; ++d) {
      unsigned to = d;
      if (d < rank)
        to = llvm::find(*perm, d) - perm->begin();
      repl[d] = getAffineDimExpr(to, ctx);
      sizes[to] = op.getDimSizes()[d];
      if (d < rank)
        shape[to] = ty.getDimSize(d);
    }
    SmallVector<AffineMap> maps;
    for (AffineMap m : mapsOf(op))
      maps.push_back(m.replaceDimsAndSymbols(repl, {}, numDims, 0));
    rewriter.setInsertionPoint(op);
    auto agg = AggregateOp::create(
        rewriter, op.getLoc(),
        TypeRange{RankedTensorType::get(shape, ty.getElementType())},
        op.getMonoid(),
        refs(dimNames(rank, numDims - rank, /*contraction=*/true)), sizes,
        op.getReduceDims(), op.getInputs(), maps);
    for (NamedAttribute attr : op->getDiscardableAttrs())
      agg->setAttr(attr.getName(), attr.getValue());
    Block &src = op.getBody().front();
    Block &dest = agg.getBody().front();
    OpBuilder b = OpBuilder::atBlockBegin(&dest);
    IRMapping mapping;
    for (auto [from, to] : llvm::zip(src.getArguments(), dest.getArguments()))
      mapping.map(from, to);
    for (Operation &inner : src)
      b.clone(inner, mapping);
    // Readers: result position p now holds what they read at perm[p].
    for (OpOperand &use : llvm::make_early_inc_range(op.getResult(0).getUses())) {
      auto reader = cast<AggregateOp>(use.getOwner());
      SmallVector<AffineMap> readerMaps = mapsOf(reader);
      AffineMap &m = readerMaps[use.getOperandNumber()];
      SmallVector<AffineExpr> results;
      for (int64_t p : *perm)
        results.push_back(m.getResult(p));
      m = AffineMap::get(m.getNumDims(), 0, results, ctx);
      reader.setIndexingMapsAttr(rewriter.getAffineMapArrayAttr(readerMaps));
      use.set(agg.getResult(0));
    }
    AggregateOp old = op;
    replaceTracked(old, agg);
    rewriter.eraseOp(old);
  }
}
