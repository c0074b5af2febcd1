//===- SplitDims.cpp - grouped dims split where a chain reads them --------===//
//
// A step of fuse-raise-linalg, after the views are folded: frontends that
// regroup heads between two matmuls (rocMLIR / MIGraphX grouped-query
// attention: Q K^T over [KV heads, group], the softmax and P V over the
// merged [heads]) leave the softmax reading the scores at `(h floordiv g,
// h mod g)`. Such a map breaks the chain Q K^T -> softmax -> P V. The dim h
// of the reader is split into (h / g, h mod g), and so is every dim that
// carries it on to the readers downstream -- the softmax's statistics, P
// V's batch dim -- until readers that take it through other maps (a copy
// to a flat output). Then the chain has one iteration space again.
//
// Only where the whole cascade can split: each dim split is kept (not
// reduced), a contraction's split dim is a batch dim (read by all its
// inputs; never a row or column, whose GEMM would become batched), and a
// reader that does not split is elementwise (a contraction or reduction
// reading through floordiv / mod could lose its tiled kernel).
//
//===----------------------------------------------------------------------===//

#include "Raiser.h"

#include "llvm/ADT/MapVector.h"

using namespace mlir;
using namespace mlir::fuse;
using namespace mlir::fuse::import;

namespace {
/// The position among `op`'s kept dims of its dim `d`.
unsigned keptPosition(AggregateOp op, unsigned d) {
  unsigned p = 0;
  for (unsigned e = 0; e < d; ++e)
    if (!op.isReduced(e))
      ++p;
  return p;
}

/// `m` with its result `p` replaced by `(r floordiv g, r mod g)`, simplified
/// with the reader's extents.
AffineMap splitResult(AffineMap m, unsigned p, int64_t g,
                      ArrayRef<int64_t> sizes) {
  SmallVector<AffineExpr> results(m.getResults());
  AffineExpr r = results[p];
  results[p] = r.floorDiv(g);
  results.insert(results.begin() + p + 1, r % g);
  AffineMap split = AffineMap::get(m.getNumDims(), 0, results, m.getContext());
  // Twice: (x * g + y) floordiv g first becomes x + y floordiv g.
  return simplifyWithSizes(simplifyWithSizes(split, sizes), sizes);
}

/// The (floordiv, mod) pair of a map: adjacent results `d floordiv g`,
/// `d mod g` of the same dim; returns (d, result position, g).
std::optional<std::tuple<unsigned, unsigned, int64_t>>
groupedRead(AffineMap m) {
  for (unsigned r = 0; r + 1 < m.getNumResults(); ++r) {
    auto div = dyn_cast<AffineBinaryOpExpr>(m.getResult(r));
    auto mod = dyn_cast<AffineBinaryOpExpr>(m.getResult(r + 1));
    if (!div || !mod || div.getKind() != AffineExprKind::FloorDiv ||
        mod.getKind() != AffineExprKind::Mod)
      continue;
    auto d = dyn_cast<AffineDimExpr>(div.getLHS());
    auto g = dyn_cast<AffineConstantExpr>(div.getRHS());
    if (!d || !g || mod.getLHS() != div.getLHS() || mod.getRHS() != g ||
        g.getValue() <= 1)
      continue;
    return std::make_tuple(d.getPosition(), r, g.getValue());
  }
  return std::nullopt;
}
} // namespace

/// Whether every reader of view `op` (through further views) is
/// elementwise or the function's result: none reads it through floordiv /
/// mod in a reduction once the views fold.
bool Raiser::readsElementwise(Operation *op) const {
  return llvm::all_of(op->getUsers(), [&](Operation *u) {
    if (isa<tensor::ExpandShapeOp, tensor::CollapseShapeOp>(u))
      return readsElementwise(u);
    auto agg = dyn_cast<AggregateOp>(u);
    return isa<func::ReturnOp>(u) ||
           (agg && isRaised(agg) && agg.getReduceDims().empty());
  });
}

void Raiser::splitGroupedDims() {
  // Views whose readers have folded them (a max's keepdim expansion) read
  // nothing any more.
  // Readers first, so a view read only by a dead one goes too.
  for (Operation &op :
       llvm::make_early_inc_range(llvm::reverse(func.getBody().front())))
    if (isa<tensor::ExpandShapeOp, tensor::CollapseShapeOp>(op) &&
        op.use_empty())
      rewriter.eraseOp(&op);
  // One split at a time: each changes the ops the next one reads (a split
  // turns its grouped read into plain dims, so this ends; the bound is a
  // guard).
  for (int round = 0; round < 64; ++round) {
    // The plan: the aggregates to split and their dim, in program order.
    llvm::MapVector<Operation *, unsigned> plan;
    int64_t group = 0;
    for (AggregateOp start : raised) {
      if (!start || start->use_empty() || !plan.empty())
        continue;
      for (auto [t, in] : llvm::enumerate(start.getInputs())) {
        auto producer = in.getDefiningOp<AggregateOp>();
        auto read = groupedRead(indexingMap(start, t));
        // The scores: a contraction, or a cast of one (rounded to f16).
        auto scores = [&](AggregateOp agg) {
          if (!agg || !isRaised(agg))
            return false;
          if (isContraction(agg))
            return true;
          return agg.getReduceDims().empty() &&
                 llvm::any_of(agg.getInputs(), [&](Value v) {
                   auto def = v.getDefiningOp<AggregateOp>();
                   return def && isRaised(def) && isContraction(def);
                 });
        };
        if (!scores(producer) || !read)
          continue;
        auto [d, r, g] = *read;
        auto inTy = cast<RankedTensorType>(in.getType());
        if (start.isReduced(d) ||
            inTy.getDimSize(r) * g != start.getDimSizes()[d] ||
            inTy.getDimSize(r + 1) != g)
          continue;
        // The cascade, checked before anything changes.
        bool ok = true;
        SmallVector<std::pair<AggregateOp, unsigned>> worklist{{start, d}};
        llvm::MapVector<Operation *, unsigned> cascade;
        while (ok && !worklist.empty()) {
          auto [op, dim] = worklist.pop_back_val();
          auto found = cascade.find(op);
          if (found != cascade.end()) {
            ok = found->second == dim;
            continue;
          }
          cascade.insert({op, dim});
          if (!isRaised(op) || op.getNumResults() != 1 || op.isReduced(dim) ||
              !isFloatTensor(op.getResult(0).getType()) ||
              (!op.getReduceDims().empty() && op.getInputs().size() > 1 &&
               llvm::any_of(op.getIndexingMaps(), [&](Attribute m) {
                 AffineMap map = cast<AffineMapAttr>(m).getValue();
                 return map.getNumResults() > 0 &&
                        !map.isFunctionOfDim(dim);
               }))) {
            ok = false;
            break;
          }
          unsigned p = keptPosition(op, dim);
          for (OpOperand &use : op.getResult(0).getUses()) {
            // A collapse (a flat output) takes the split dim into its group;
            // an expansion (a unit dim added) reads the split result
            // collapsed back, which its readers fold into their maps.
            if (isa<tensor::CollapseShapeOp, tensor::ExpandShapeOp>(
                    use.getOwner())) {
              ok &= readsElementwise(use.getOwner());
              continue;
            }
            auto reader = dyn_cast<AggregateOp>(use.getOwner());
            if (!reader || !isRaised(reader)) {
              ok = false;
              break;
            }
            AffineExpr e =
                indexingMap(reader, use.getOperandNumber()).getResult(p);
            auto de = dyn_cast<AffineDimExpr>(e);
            if (de && !reader.isReduced(de.getPosition()) &&
                reader.getDimSizes()[de.getPosition()] ==
                    op.getDimSizes()[dim])
              worklist.push_back({reader, de.getPosition()});
            else if (!reader.getReduceDims().empty())
              ok = false;
          }
        }
        if (!ok)
          continue;
        plan = std::move(cascade);
        group = g;
        break;
      }
    }
    if (plan.empty())
      return;

    // Split in program order: producers before their readers.
    SmallVector<std::pair<AggregateOp, unsigned>> ordered;
    for (auto [op, dim] : plan)
      ordered.push_back({cast<AggregateOp>(op), dim});
    llvm::sort(ordered, [](auto &a, auto &b) {
      return a.first->isBeforeInBlock(b.first);
    });
    MLIRContext *ctx = func.getContext();
    bool views = false;
    for (auto [op, dim] : ordered) {
      auto ty = cast<RankedTensorType>(op.getResult(0).getType());
      unsigned p = keptPosition(op, dim), rank = ty.getRank();
      SmallVector<int64_t> shape(ty.getShape());
      shape[p] /= group;
      shape.insert(shape.begin() + p + 1, group);
      // Old kept coordinates from the new ones.
      SmallVector<AffineExpr> old;
      for (unsigned r = 0; r < rank; ++r) {
        unsigned n = r < p ? r : r + 1;
        old.push_back(r == p ? getAffineDimExpr(p, ctx) * group +
                                   getAffineDimExpr(p + 1, ctx)
                             : getAffineDimExpr(n, ctx));
      }
      AffineMap view = AffineMap::get(rank + 1, 0, old, ctx);
      AggregateOp split = relayout(op, view, shape);
      for (OpOperand &use :
           llvm::make_early_inc_range(op.getResult(0).getUses())) {
        if (auto collapse = dyn_cast<tensor::CollapseShapeOp>(use.getOwner())) {
          SmallVector<ReassociationIndices> groups;
          for (ReassociationIndices g : collapse.getReassociationIndices()) {
            ReassociationIndices shifted;
            for (int64_t r : g) {
              shifted.push_back(r <= p ? r : r + 1);
              if (r == static_cast<int64_t>(p))
                shifted.push_back(p + 1);
            }
            groups.push_back(shifted);
          }
          rewriter.setInsertionPoint(collapse);
          rewriter.replaceOpWithNewOp<tensor::CollapseShapeOp>(
              collapse, collapse.getResultType(), split.getResult(0), groups);
          continue;
        }
        if (isa<tensor::ExpandShapeOp>(use.getOwner())) {
          SmallVector<ReassociationIndices> groups;
          for (unsigned r = 0; r < rank; ++r)
            groups.push_back(r == p ? ReassociationIndices{r, r + 1}
                                    : ReassociationIndices{r < p ? r : r + 1});
          rewriter.setInsertionPointAfter(split);
          use.set(tensor::CollapseShapeOp::create(rewriter, split.getLoc(), ty,
                                                  split.getResult(0), groups));
          views = true;
          continue;
        }
        auto reader = cast<AggregateOp>(use.getOwner());
        unsigned t = use.getOperandNumber();
        SmallVector<AffineMap> maps = mapsOf(reader);
        maps[t] = splitResult(maps[t], p, group, reader.getDimSizes());
        reader.setIndexingMapsAttr(rewriter.getAffineMapArrayAttr(maps));
        use.set(split.getResult(0));
      }
      for (Operation *dead : llvm::reverse(relayoutDead))
        rewriter.eraseOp(dead);
      relayoutDead.clear();
    }
    if (views)
      foldViews();
  }
}
