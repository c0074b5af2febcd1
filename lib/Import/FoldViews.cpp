//===- FoldViews.cpp - step 3: views folded into maps ---------------------===//
//
// Step 3 of fuse-raise-linalg: a computation read through a view that splits
// or permutes its dimensions is computed in the view's layout, the other
// views (transposes, broadcasts, reshapes, slices) fold into the maps of the
// aggregates that read them, and kept unit dimensions nobody reads drop out.
//
//===----------------------------------------------------------------------===//

#include "Raiser.h"

#include "fusec/Dialect/Fuse/IR/ScalarBuilders.h"

#include "mlir/Dialect/Affine/Utils.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/AffineExpr.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Support/SaveAndRestore.h"

#include <algorithm>

using namespace mlir;
using namespace mlir::fuse;
using namespace mlir::fuse::import;

//===----------------------------------------------------------------------===//
// Step 3: views folded into maps
//===----------------------------------------------------------------------===//

/// Whether a tensor.collapse_shape only drops unit dimensions: every group
/// has at most one dimension of another size ([1, M, D] -> [M, D]).
static bool dropsOnlyUnitDims(tensor::CollapseShapeOp op) {
  RankedTensorType src = op.getSrcType();
  return llvm::all_of(op.getReassociationIndices(),
                      [&](const ReassociationIndices &group) {
                        return llvm::count_if(group, [&](int64_t r) {
                                 return src.getDimSize(r) != 1;
                               }) <= 1;
                      });
}

/// Bounds [lo, hi] of `e` over dims in [0, sizes[d]); nullopt when unknown.
static std::optional<std::pair<int64_t, int64_t>>
boundsOf(AffineExpr e, ArrayRef<int64_t> sizes) {
  if (auto c = dyn_cast<AffineConstantExpr>(e))
    return std::make_pair(c.getValue(), c.getValue());
  if (auto d = dyn_cast<AffineDimExpr>(e)) {
    if (d.getPosition() >= sizes.size() ||
        ShapedType::isDynamic(sizes[d.getPosition()]))
      return std::nullopt;
    return std::make_pair<int64_t, int64_t>(0, sizes[d.getPosition()] - 1);
  }
  auto bin = dyn_cast<AffineBinaryOpExpr>(e);
  if (!bin)
    return std::nullopt;
  auto l = boundsOf(bin.getLHS(), sizes), r = boundsOf(bin.getRHS(), sizes);
  if (!l || !r)
    return std::nullopt;
  switch (e.getKind()) {
  case AffineExprKind::Add:
    return std::make_pair(l->first + r->first, l->second + r->second);
  case AffineExprKind::Mul: {
    int64_t c[4] = {l->first * r->first, l->first * r->second,
                    l->second * r->first, l->second * r->second};
    return std::make_pair(*std::min_element(c, c + 4),
                          *std::max_element(c, c + 4));
  }
  case AffineExprKind::FloorDiv:
    if (r->first != r->second || r->first <= 0 || l->first < 0)
      return std::nullopt;
    return std::make_pair(l->first / r->first, l->second / r->first);
  case AffineExprKind::Mod:
    if (r->first != r->second || r->first <= 0 || l->first < 0)
      return std::nullopt;
    if (l->second < r->first)
      return l;
    return std::make_pair<int64_t, int64_t>(0, r->first - 1);
  default:
    return std::nullopt;
  }
}

/// `e` simplified with the extents of the dims: `x floordiv c` is 0 and
/// `x mod c` is x where 0 <= x < c (a reshape composed with its inverse);
/// a digit taken from a remainder is taken from the quotient.
static AffineExpr simplifyExprWithSizes(AffineExpr e,
                                        ArrayRef<int64_t> sizes) {
  auto bin = dyn_cast<AffineBinaryOpExpr>(e);
  if (!bin)
    return e;
  AffineExpr l = simplifyExprWithSizes(bin.getLHS(), sizes);
  AffineExpr r = simplifyExprWithSizes(bin.getRHS(), sizes);
  if (e.getKind() == AffineExprKind::FloorDiv ||
      e.getKind() == AffineExprKind::Mod) {
    auto c = dyn_cast<AffineConstantExpr>(r);
    auto lb = boundsOf(l, sizes);
    if (c && c.getValue() > 0 && lb && lb->first >= 0 &&
        lb->second < c.getValue())
      return e.getKind() == AffineExprKind::FloorDiv
                 ? getAffineConstantExpr(0, e.getContext())
                 : l;
    // (x mod (b c)) floordiv c = (x floordiv c) mod b: the digit of a
    // row-major index, in the form reshape maps have.
    auto inner = dyn_cast<AffineBinaryOpExpr>(l);
    auto m = inner ? dyn_cast<AffineConstantExpr>(inner.getRHS()) : nullptr;
    if (e.getKind() == AffineExprKind::FloorDiv && c && m &&
        inner.getKind() == AffineExprKind::Mod && c.getValue() > 0 &&
        m.getValue() % c.getValue() == 0)
      return simplifyExprWithSizes(inner.getLHS().floorDiv(c), sizes) %
             (m.getValue() / c.getValue());
    // (x floordiv a) floordiv c = x floordiv (a c).
    if (e.getKind() == AffineExprKind::FloorDiv && c && m &&
        inner.getKind() == AffineExprKind::FloorDiv && c.getValue() > 0 &&
        m.getValue() > 0)
      return inner.getLHS().floorDiv(m.getValue() * c.getValue());
  }
  switch (e.getKind()) {
  case AffineExprKind::Add:
    return l + r;
  case AffineExprKind::Mul:
    return l * r;
  case AffineExprKind::FloorDiv:
    return l.floorDiv(r);
  case AffineExprKind::Mod:
    return l % r;
  case AffineExprKind::CeilDiv:
    return l.ceilDiv(r);
  default:
    return e;
  }
}

AffineMap import::simplifyWithSizes(AffineMap m, ArrayRef<int64_t> sizes) {
  m = simplifyAffineMap(m);
  SmallVector<AffineExpr> results;
  for (AffineExpr e : m.getResults())
    results.push_back(simplifyAffineExpr(simplifyExprWithSizes(e, sizes),
                                         m.getNumDims(), m.getNumSymbols()));
  return AffineMap::get(m.getNumDims(), m.getNumSymbols(), results,
                        m.getContext());
}

/// Whether `op` can be recomputed in another layout by `relayout`: a raised
/// aggregate with one result and no nested fuse.reduce.
bool Raiser::canRelayout(AggregateOp op) const {
  if (!op || !isRaised(op) || op.getNumResults() != 1 ||
      !isFloatTensor(op.getResult(0).getType()))
    return false;
  bool nested = false;
  op.getBody().walk([&](ReduceOp) { nested = true; });
  if (nested)
    return false;
  // A chain candidate keeps its iteration space: a contraction reading
  // (through elementwise ops) a softmax, exponentials or another
  // contraction is what fuse-plan-chains may fuse with its producer. One
  // reading another contraction changes layout when the function returns
  // it through the view, where keeping it would cost a copy kernel (TOSA's
  // reshape of the output projection's [1, B*N, D] to [B, N, D]).
  // An elementwise op is recomputed in the new layout only with every
  // computed tensor it reads (else it would be a copy kernel of its own
  // instead of the epilogue of its producer).
  if (!isContraction(op)) {
    if (!op.getReduceDims().empty())
      return true;
    SmallVector<Value> computed;
    for (auto [t, in] : llvm::enumerate(op.getInputs())) {
      auto producer = in.getDefiningOp<AggregateOp>();
      if (!producer || !isRaised(producer))
        continue;
      if (!indexingMap(op, t).isIdentity() || !in.hasOneUse() ||
          !canRelayout(producer))
        return false;
    }
    return true;
  }
  SmallVector<Value> worklist(op.getInputs());
  llvm::SmallPtrSet<Operation *, 8> seen;
  while (!worklist.empty()) {
    Operation *def = worklist.pop_back_val().getDefiningOp();
    if (!def || !seen.insert(def).second)
      continue;
    if (isa<SoftmaxOp>(def))
      return false;
    // Reshapes are views here (folded into maps later): a softmax read
    // through the collapse of [B, H] (torch-mlir's 4-D matmul as a
    // batch_matmul) is still read by this contraction.
    if (isa<tensor::CollapseShapeOp, tensor::ExpandShapeOp>(def)) {
      worklist.push_back(def->getOperand(0));
      continue;
    }
    auto agg = dyn_cast<AggregateOp>(def);
    if (!agg || !isRaised(agg))
      continue;
    if (isContraction(agg)) {
      if (!relayoutForResult)
        return false;
      continue;
    }
    bool exp = false;
    agg.getBody().walk([&](math::ExpOp) { exp = true; });
    if (exp)
      return false;
    if (isRaisedElementwise(agg))
      llvm::append_range(worklist, agg.getInputs());
  }
  return true;
}

/// `op` recomputed so that its result is the view `view` of its old result:
/// element t of the new result (of `shape`) is element view(t) of the old
/// one. `view` must be a bijection between the index spaces (a reshape, a
/// permutation, or a composition of them). The new aggregate ranges over
/// the view's dimensions, then `op`'s reduced ones; its inputs are read
/// through `view`. An input that `op` reads whole, in its own layout, from
/// a raised aggregate nobody else reads (an elementwise cast between a
/// matmul and the view) is recomputed in the same layout: its maps stay
/// identities, so it still runs as the epilogue of its producer.
AggregateOp Raiser::relayout(AggregateOp op, AffineMap view,
                             ArrayRef<int64_t> shape) {
  MLIRContext *ctx = op.getContext();
  ArrayRef<int64_t> sizes = op.getDimSizes();
  unsigned numDims = sizes.size(), rank = shape.size();
  SmallVector<int64_t> keptDims, newSizes(shape), newReduced;
  for (unsigned d = 0; d < numDims; ++d)
    if (!op.isReduced(d))
      keptDims.push_back(d);
  // Old dims in terms of the new ones.
  SmallVector<AffineExpr> repl(numDims);
  for (auto [r, d] : llvm::enumerate(keptDims))
    repl[d] = view.getResult(r);
  for (unsigned d = 0; d < numDims; ++d) {
    if (!op.isReduced(d))
      continue;
    repl[d] = getAffineDimExpr(newSizes.size(), ctx);
    newReduced.push_back(newSizes.size());
    newSizes.push_back(sizes[d]);
  }
  unsigned newNumDims = newSizes.size();
  SmallVector<AffineExpr> oldKept;
  for (int64_t d : keptDims)
    oldKept.push_back(getAffineDimExpr(d, ctx));
  AffineMap keptIdentity = AffineMap::get(numDims, 0, oldKept, ctx);
  AffineMap newIdentity = AffineMap::get(
      newNumDims, 0,
      llvm::to_vector(llvm::map_range(llvm::seq<unsigned>(0, rank),
                                      [&](unsigned r) {
                                        return getAffineDimExpr(r, ctx);
                                      })),
      ctx);
  auto oldTy = cast<RankedTensorType>(op.getResult(0).getType());
  SmallVector<Value> inputs;
  SmallVector<AffineMap> maps;
  for (auto [t, in] : llvm::enumerate(op.getInputs())) {
    AffineMap m = indexingMap(op, t);
    auto producer = in.getDefiningOp<AggregateOp>();
    if (m == keptIdentity && in.hasOneUse() && canRelayout(producer) &&
        in.getType() == RankedTensorType::get(oldTy.getShape(),
                                              getElementTypeOrSelf(in))) {
      inputs.push_back(relayout(producer, view, shape)->getResult(0));
      maps.push_back(newIdentity);
      continue;
    }
    inputs.push_back(in);
    maps.push_back(simplifyWithSizes(
        m.replaceDimsAndSymbols(repl, {}, newNumDims, 0), newSizes));
  }
  bool contraction = isContraction(op);
  rewriter.setInsertionPoint(op);
  auto agg = AggregateOp::create(
      rewriter, op.getLoc(),
      TypeRange{RankedTensorType::get(shape, oldTy.getElementType())},
      op.getMonoid(),
      refs(dimNames(rank, newReduced.size(), contraction)), newSizes,
      newReduced, inputs, maps);
  for (NamedAttribute attr : op->getDiscardableAttrs())
    agg->setAttr(attr.getName(), attr.getValue());
  Block &src = op.getBody().front();
  Block &dest = agg.getBody().front();
  OpBuilder b = OpBuilder::atBlockBegin(&dest);
  IRMapping mapping;
  for (auto [from, to] : llvm::zip(src.getArguments(), dest.getArguments()))
    mapping.map(from, to);
  SmallVector<Value> newIndices;
  for (Operation &inner : src) {
    auto index = dyn_cast<IndexOp>(inner);
    if (!index) {
      b.clone(inner, mapping);
      continue;
    }
    // An old index is an expression of the new ones.
    if (newIndices.empty())
      for (unsigned d = 0; d < newNumDims; ++d)
        newIndices.push_back(
            IndexOp::create(b, index.getLoc(), b.getIndexType(), d));
    mapping.map(index.getResult(),
                affine::expandAffineExpr(b, index.getLoc(),
                                         repl[index.getDim()], newIndices,
                                         ValueRange{}));
  }
  replaceTracked(op, agg);
  // Erased by the caller once its reader is gone.
  relayoutDead.push_back(op);
  return agg;
}

/// Layout ops between a computation and its readers are computed into:
/// an aggregate whose only reader is a tensor.expand_shape that splits a
/// dimension (the head split [B*N, H*d] -> [B, N, H, d]), or a copy that
/// permutes its dimensions (the transpose to [B, H, N, d]), computes its
/// result in the view's layout directly, with elementwise producers it
/// reads whole. A matmul then writes its result in the layout its readers
/// want (the projections write Q, K and V per head), and the collapses that
/// remain fold into the readers' maps as `floordiv` / `mod` of batch
/// dimensions. Expansions that only add unit dimensions are left to the
/// unit-dimension folding.
void Raiser::relayoutThroughViews() {
  bool changed = true;
  while (changed) {
    changed = false;
    SmallVector<Operation *> views;
    func.walk([&](Operation *op) {
      if (op->getParentOp() == func.getOperation() &&
          (isa<tensor::ExpandShapeOp>(op) || isa<AggregateOp>(op)))
        views.push_back(op);
    });
    for (Operation *view : views) {
      if (auto expand = dyn_cast<tensor::ExpandShapeOp>(view)) {
        Value src = expand.getSrc();
        AffineMap viewMap = reshapeMap(expand);
        // TOSA's reshape of a 3-D matmul result [1, B*N, H*d] to [B, N, H,
        // d] reaches here as a collapse that drops the unit batch and the
        // split: one view of the producer, both maps composed.
        auto unitCollapse = src.getDefiningOp<tensor::CollapseShapeOp>();
        if (unitCollapse && src.hasOneUse() &&
            dropsOnlyUnitDims(unitCollapse) &&
            isFoldableReshape(unitCollapse)) {
          viewMap = reshapeMap(unitCollapse).compose(viewMap);
          src = unitCollapse.getSrc();
        }
        auto producer = src.getDefiningOp<AggregateOp>();
        auto ty = expand.getResultType();
        llvm::SaveAndRestore forResult(
            relayoutForResult,
            llvm::all_of(expand->getUsers(), [](Operation *user) {
              return isa<func::ReturnOp>(user);
            }));
        if (!producer || !src.hasOneUse() || !canRelayout(producer) ||
            !isFoldableReshape(expand) || !isFloatTensor(ty))
          continue;
        // Only a split of a dimension into several non-unit ones.
        bool splits = llvm::any_of(
            expand.getReassociationIndices(), [&](ReassociationIndices g) {
              return llvm::count_if(g, [&](int64_t r) {
                       return ty.getDimSize(r) != 1;
                     }) > 1;
            });
        if (!splits)
          continue;
        AggregateOp agg = relayout(producer, viewMap, ty.getShape());
        rewriter.replaceOp(expand, agg.getResult(0));
        if (src != expand.getSrc())
          rewriter.eraseOp(unitCollapse);
        for (Operation *dead : llvm::reverse(relayoutDead))
          rewriter.eraseOp(dead);
        relayoutDead.clear();
        changed = true;
        break;
      }
      auto copy = cast<AggregateOp>(view);
      if (!isRaised(copy) || !isCopy(copy))
        continue;
      AffineMap m = indexingMap(copy, 0);
      Value src = copy.getInputs()[0];
      auto producer = src.getDefiningOp<AggregateOp>();
      if (!m.isPermutation() || m.isIdentity() || !src.hasOneUse() ||
          !canRelayout(producer))
        continue;
      auto ty = cast<RankedTensorType>(copy.getResult(0).getType());
      AggregateOp agg = relayout(producer, m, ty.getShape());
      replaceTracked(copy, nullptr);
      rewriter.replaceOp(copy, agg.getResult(0));
      for (Operation *dead : llvm::reverse(relayoutDead))
        rewriter.eraseOp(dead);
      relayoutDead.clear();
      changed = true;
      break;
    }
  }
}

/// `m` (reading a tensor of `shape` in an iteration space of `dimSizes`)
/// with a unit dimension read as the constant 0 read as the unit iteration
/// dimension in its place instead: `(d0, d1, d2) -> (0, d1, d2)` becomes the
/// identity when d0 has size 1. Frontends spell batch-1 dimensions both ways
/// (and reshapes give constants); one spelling keeps the maps of a chain
/// identities. The place is the dimension before the next result's, or after
/// the previous result's, when it has size 1 and the map reads it nowhere.
static AffineMap alignUnitDims(AffineMap m, ArrayRef<int64_t> dimSizes,
                               ArrayRef<int64_t> shape) {
  SmallVector<AffineExpr> results(m.getResults());
  MLIRContext *ctx = m.getContext();
  auto free = [&](int64_t d) {
    return d >= 0 && d < static_cast<int64_t>(dimSizes.size()) &&
           dimSizes[d] == 1 && llvm::none_of(results, [&](AffineExpr e) {
             return e.isFunctionOfDim(d);
           });
  };
  bool changed = true;
  while (changed) {
    changed = false;
    for (auto [r, e] : llvm::enumerate(results)) {
      auto c = dyn_cast<AffineConstantExpr>(e);
      if (!c || c.getValue() != 0 || r >= shape.size() || shape[r] != 1)
        continue;
      int64_t d = -1;
      if (r + 1 < results.size())
        if (auto next = dyn_cast<AffineDimExpr>(results[r + 1]);
            next && free(next.getPosition() - 1))
          d = next.getPosition() - 1;
      if (d < 0 && r > 0)
        if (auto prev = dyn_cast<AffineDimExpr>(results[r - 1]);
            prev && free(prev.getPosition() + 1))
          d = prev.getPosition() + 1;
      if (d < 0)
        continue;
      e = getAffineDimExpr(d, ctx);
      changed = true;
    }
  }
  return AffineMap::get(m.getNumDims(), m.getNumSymbols(), results, ctx);
}

/// Every raised aggregate reads through views directly: a transpose,
/// broadcast or reshape of its input becomes part of its map.
void Raiser::foldViews() {
  for (AggregateOp &op : raised) {
    if (!op)
      continue;
    SmallVector<AffineMap> maps = mapsOf(op);
    bool changed = false;
    for (unsigned t = 0, e = op.getInputs().size(); t < e; ++t) {
      if (isGatheredInput(op, t))
        continue;
      Value in = op.getInputs()[t];
      while (std::optional<std::pair<Value, AffineMap>> view = viewOf(in)) {
        in = view->first;
        maps[t] = simplifyWithSizes(view->second.compose(maps[t]),
                                    op.getDimSizes());
        changed = true;
      }
      if (in != op.getInputs()[t])
        op->setOperand(t, in);
      if (auto ty = dyn_cast<RankedTensorType>(in.getType())) {
        AffineMap aligned =
            alignUnitDims(maps[t], op.getDimSizes(), ty.getShape());
        changed |= aligned != maps[t];
        maps[t] = aligned;
      }
    }
    if (changed)
      op.setIndexingMapsAttr(rewriter.getAffineMapArrayAttr(maps));
    dropUnreadUnitDims(op);
  }
  // Expansions every reader folded are gone (the producer has one use less,
  // so it may be carried).
  for (tensor::ExpandShapeOp expand : unitExpansions)
    if (expand->use_empty())
      rewriter.eraseOp(expand);
  unitExpansions.clear();
  // A copy that does not re-index at all is its source.
  for (AggregateOp &op : raised) {
    if (!op || !isCopy(op) || !indexingMap(op, 0).isIdentity() ||
        op.getInputs()[0].getType() != op.getResult(0).getType())
      continue;
    rewriter.replaceOp(op, op.getInputs()[0]);
    raisedSet.erase(op);
    op = nullptr;
  }
}

/// Leaves out of `op` (not a contraction) the kept dimensions of size 1
/// that no input reads: they only come from its result's shape (an
/// unsqueezed batch between matmuls). An expand_shape restores the result
/// type, and readers fold it into their maps, so that the ops of a chain
/// range over the same dimensions as the matmuls.
void Raiser::dropUnreadUnitDims(AggregateOp &op) {
  // Only where readers fold the expansion: a returned result would need a
  // copy.
  if (op.getNumResults() != 1 || isContraction(op) ||
      !llvm::all_of(op->getUsers(), [](Operation *user) {
        return isa<AggregateOp, tensor::CollapseShapeOp,
                   tensor::ExpandShapeOp>(user);
      }))
    return;
  ArrayRef<int64_t> sizes = op.getDimSizes();
  SmallVector<AffineMap> maps = mapsOf(op);
  unsigned numDims = sizes.size();
  SmallVector<bool> drop(numDims, false);
  bool any = false;
  for (unsigned d = 0; d < numDims; ++d) {
    drop[d] = !op.isReduced(d) && sizes[d] == 1 &&
              llvm::none_of(maps, [&](AffineMap m) {
                return m.isFunctionOfDim(d);
              });
    any |= drop[d];
  }
  // Keep one dimension: an aggregate over no dimension at all is a scalar.
  if (!any || llvm::all_of(drop, [](bool d) { return d; }))
    return;
  MLIRContext *ctx = op.getContext();
  SmallVector<AffineExpr> repl;
  SmallVector<int64_t> newSizes, newReduced, newPos(numDims, -1);
  SmallVector<bool> unitResult;
  for (unsigned d = 0; d < numDims; ++d) {
    if (!op.isReduced(d))
      unitResult.push_back(drop[d]);
    if (drop[d]) {
      repl.push_back(getAffineConstantExpr(0, ctx));
      continue;
    }
    newPos[d] = newSizes.size();
    repl.push_back(getAffineDimExpr(newSizes.size(), ctx));
    if (op.isReduced(d))
      newReduced.push_back(newSizes.size());
    newSizes.push_back(sizes[d]);
  }
  for (AffineMap &m : maps)
    m = m.replaceDimsAndSymbols(repl, {}, newSizes.size(), 0);
  auto oldTy = cast<RankedTensorType>(op.getResult(0).getType());
  SmallVector<int64_t> shape;
  for (auto [r, unit] : llvm::enumerate(unitResult))
    if (!unit)
      shape.push_back(oldTy.getDimSize(r));
  auto newTy = RankedTensorType::get(shape, oldTy.getElementType());
  SmallVector<std::string> names = genericDimNames(newSizes.size());
  Location loc = op.getLoc();
  rewriter.setInsertionPoint(op);
  auto agg = AggregateOp::create(rewriter, loc, TypeRange{newTy},
                                 op.getMonoid(), refs(names), newSizes,
                                 newReduced, op.getInputs(), maps);
  for (NamedAttribute attr : op->getDiscardableAttrs())
    agg->setAttr(attr.getName(), attr.getValue());
  Block &src = op.getBody().front();
  Block &dest = agg.getBody().front();
  OpBuilder b = OpBuilder::atBlockBegin(&dest);
  IRMapping mapping;
  for (auto [from, to] : llvm::zip(src.getArguments(), dest.getArguments()))
    mapping.map(from, to);
  for (Operation &inner : src) {
    auto index = dyn_cast<IndexOp>(inner);
    if (!index) {
      b.clone(inner, mapping);
      continue;
    }
    int64_t d = index.getDim();
    mapping.map(index.getResult(),
                newPos[d] < 0
                    ? arith::ConstantIndexOp::create(b, index.getLoc(), 0)
                          .getResult()
                    : IndexOp::create(b, index.getLoc(), b.getIndexType(),
                                      newPos[d])
                          .getResult());
  }
  auto expanded = tensor::ExpandShapeOp::create(
      rewriter, loc, oldTy, agg.getResult(0), unitGroups(unitResult));
  unitExpansions.push_back(expanded);
  AggregateOp old = op;
  replaceTracked(old, agg);
  rewriter.replaceOp(old, expanded.getResult());
}
