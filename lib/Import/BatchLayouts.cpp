//===- BatchLayouts.cpp - one batch layout per softmax chain --------------===//
//
// Part of step 1 of fuse-raise-linalg (Prepare.cpp): frontends spell the
// batch and head dimensions of one attention differently on its two sides
// of a reshape -- the softmax on [1, 32, N, N] or [2, 16, N, N] between
// linalg.batch_matmul ops on [32, N, N], joined by tensor.expand_shape /
// tensor.collapse_shape. A chain fuses only with one iteration space, so
// the softmax side is brought to the batch_matmuls' layout here with
// upstream rewrites: operand dimensions read as the constant 0 (keepdim
// reductions) are dropped (FoldUnitExtentDims), then the reshapes are
// folded into the softmax ops by collapsing their batch loops
// (FoldReshapeOpsByCollapsing). Where the P V contraction's result is
// expanded again, the opposite direction applies (Prepare.cpp expands the
// contractions instead).
//
//===----------------------------------------------------------------------===//

#include "Raiser.h"

#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/EquivalenceClasses.h"
#include "llvm/ADT/STLExtras.h"

using namespace mlir;
using namespace mlir::fuse;
using namespace mlir::fuse::import;

/// Whether `op` computes on tensors (not a view-like copy, not a
/// convolution).
static bool computes(Operation *op) {
  auto l = dyn_cast_or_null<linalg::LinalgOp>(op);
  return l && l.hasPureTensorSemantics() && !movesOnly(op) &&
         !linalg::isaConvolutionOpInterface(l);
}

/// Whether a reshape with `groups` (one per dimension of the collapsed
/// side) of the value `op` reads or writes through `map` merges only batch
/// dimensions of `op`: parallel loops that every operand indexes as such.
static bool mergesOnlyBatchDims(linalg::LinalgOp op, AffineMap map,
                                ArrayRef<ReassociationIndices> groups) {
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  for (auto [i, group] : llvm::enumerate(groups)) {
    if (group.size() == 1)
      continue;
    auto dim = dyn_cast<AffineDimExpr>(map.getResult(i));
    if (!dim || !linalg::isParallelIterator(iterators[dim.getPosition()]) ||
        !llvm::all_of(maps, [&](AffineMap m) {
          return llvm::is_contained(m.getResults(), AffineExpr(dim));
        }))
      return false;
  }
  return true;
}

/// The op on the collapsed side of a reshape that joins two computations
/// spelling their batch dimensions differently -- the softmax on [1, 32, ..]
/// or [2, 16, ..], the batch_matmul before or after it on [32, ..] -- or
/// null when `reshape` is not such a join. The reshape must merge only
/// batch dimensions of that op, and the ops on both sides must compute (a
/// copy or transpose folds into its readers' maps anyway).
linalg::LinalgOp import::collapsedSideOfJoin(Operation *reshape,
                                             Operation *reader) {
  if (auto collapse = dyn_cast<tensor::CollapseShapeOp>(reshape)) {
    auto op = dyn_cast_or_null<linalg::LinalgOp>(reader);
    if (!op || !computes(op) || !computes(collapse.getSrc().getDefiningOp()))
      return {};
    for (OpOperand *in : op.getDpsInputOperands())
      if (in->get() == collapse.getResult() &&
          mergesOnlyBatchDims(op, op.getMatchingIndexingMap(in),
                              collapse.getReassociationIndices()))
        return op;
    return {};
  }
  auto expand = dyn_cast<tensor::ExpandShapeOp>(reshape);
  if (!expand || !llvm::any_of(expand->getUsers(), computes))
    return {};
  auto result = dyn_cast<OpResult>(expand.getSrc());
  auto op = result ? dyn_cast<linalg::LinalgOp>(result.getOwner())
                   : linalg::LinalgOp();
  if (!op || !computes(op) ||
      !mergesOnlyBatchDims(
          op,
          op.getMatchingIndexingMap(
              op.getDpsInitOperand(result.getResultNumber())),
          expand.getReassociationIndices()))
    return {};
  return op;
}

/// Marks the ops of a softmax region to collapse (removed afterwards).
static constexpr StringLiteral kCollapseMark = "fusec.collapse_batch";

/// Marks the regions -- computing ops other than contractions, connected
/// directly or through one reshape -- that read a contraction's result
/// through an expansion of batch dimensions (the scores) and whose results
/// reach a contraction through a collapse of them (P into P V), where that
/// contraction's result is not expanded back. Returns whether any was.
static bool markRegionsToCollapse(
    func::FuncOp func, llvm::function_ref<bool(Operation *)> resultExpanded) {
  auto inRegion = [](Operation *op) {
    return computes(op) &&
           !linalg::isaContractionOpInterface(cast<linalg::LinalgOp>(op));
  };
  llvm::EquivalenceClasses<Operation *> regions;
  SmallVector<Operation *> members;
  func.walk([&](Operation *op) {
    if (!inRegion(op))
      return;
    regions.insert(op);
    members.push_back(op);
  });
  for (Operation *op : members)
    for (Value v : op->getOperands()) {
      if (isa_and_nonnull<tensor::CollapseShapeOp, tensor::ExpandShapeOp>(
              v.getDefiningOp()))
        v = v.getDefiningOp()->getOperand(0);
      if (Operation *def = v.getDefiningOp(); def && regions.contains(def))
        regions.unionSets(op, def);
    }
  // Per region: 1 = read collapsed by a contraction whose result stays
  // collapsed, 2 = by one whose result is expanded.
  llvm::DenseMap<Operation *, unsigned> votes;
  func.walk([&](tensor::CollapseShapeOp collapse) {
    Operation *producer = collapse.getSrc().getDefiningOp();
    if (!producer || !regions.contains(producer))
      return;
    for (Operation *user : collapse->getUsers()) {
      linalg::LinalgOp join = collapsedSideOfJoin(collapse, user);
      if (join && linalg::isaContractionOpInterface(join))
        votes[regions.getLeaderValue(producer)] |=
            resultExpanded(join) ? 2 : 1;
    }
  });
  // 4 = computed from an expansion of a contraction's result (the scores):
  // only a region between two such joins takes the contractions' layout.
  func.walk([&](tensor::ExpandShapeOp expand) {
    linalg::LinalgOp join = collapsedSideOfJoin(expand);
    if (!join || !linalg::isaContractionOpInterface(join))
      return;
    for (Operation *user : expand->getUsers())
      if (regions.contains(user))
        votes[regions.getLeaderValue(user)] |= 4;
  });
  bool any = false;
  for (Operation *op : members) {
    if (votes.lookup(regions.getLeaderValue(op)) != (1 | 4))
      continue;
    op->setAttr(kCollapseMark, UnitAttr::get(op->getContext()));
    any = true;
  }
  return any;
}

void import::collapseSoftmaxBatchLayouts(
    func::FuncOp func, IRRewriter &rewriter,
    llvm::function_ref<bool(Operation *)> resultExpanded) {
  if (!markRegionsToCollapse(func, resultExpanded))
    return;
  MLIRContext *ctx = func.getContext();
  // Named elementwise ops of a region take part as generics.
  SmallVector<linalg::LinalgOp> named;
  func.walk([&](linalg::LinalgOp op) {
    if (op->hasAttr(kCollapseMark) && !isa<linalg::GenericOp>(op))
      named.push_back(op);
  });
  for (linalg::LinalgOp op : named) {
    rewriter.setInsertionPoint(op);
    FailureOr<linalg::GenericOp> g = linalg::generalizeNamedOp(rewriter, op);
    if (succeeded(g))
      (*g)->setAttr(kCollapseMark, UnitAttr::get(ctx));
  }
  // Keepdim reductions read and write [.., 1] as the constant 0, and a
  // frontend reads a batch of 1 as the constant 0 too, which no reshape
  // propagation folds through: such operand dimensions are dropped, and so
  // are the leading unit loops (a batch of 1; a unit query row further in,
  // as in decoding, stays).
  {
    RewritePatternSet patterns(ctx);
    linalg::ControlDropUnitDims options;
    options.controlFn = [](Operation *op) -> SmallVector<unsigned> {
      auto g = dyn_cast<linalg::GenericOp>(op);
      if (!g || !op->hasAttr(kCollapseMark))
        return {};
      // A loop that does not exist keeps the list non-empty: operand
      // dimensions read as 0 are dropped even where no loop is.
      SmallVector<unsigned> leading{g.getNumLoops()};
      SmallVector<int64_t> sizes = g.getStaticLoopRanges();
      for (unsigned d = 0; d < sizes.size() && sizes[d] == 1; ++d)
        leading.push_back(d);
      return leading;
    };
    linalg::populateFoldUnitExtentDimsPatterns(patterns, options);
    walkAndApplyPatterns(func, std::move(patterns));
  }
  // The ops that step rewrote are found again, once the reshapes it added
  // between them cancel.
  {
    RewritePatternSet patterns(ctx);
    tensor::ExpandShapeOp::getCanonicalizationPatterns(patterns, ctx);
    tensor::CollapseShapeOp::getCanonicalizationPatterns(patterns, ctx);
    (void)applyPatternsGreedily(func, std::move(patterns));
  }
  func.walk([](Operation *op) { op->removeAttr(kCollapseMark); });
  if (!markRegionsToCollapse(func, resultExpanded))
    return;
  {
    RewritePatternSet patterns(ctx);
    tensor::ExpandShapeOp::getCanonicalizationPatterns(patterns, ctx);
    tensor::CollapseShapeOp::getCanonicalizationPatterns(patterns, ctx);
    linalg::FillOp::getCanonicalizationPatterns(patterns, ctx);
    linalg::populateFoldReshapeOpsByCollapsingPatterns(
        patterns, [](OpOperand *operand) {
          Operation *owner = operand->getOwner();
          if (auto collapse = dyn_cast<tensor::CollapseShapeOp>(owner)) {
            Operation *producer = collapse.getSrc().getDefiningOp();
            return producer && producer->hasAttr(kCollapseMark) &&
                   llvm::any_of(collapse->getUsers(), [&](Operation *user) {
                     return static_cast<bool>(
                         collapsedSideOfJoin(collapse, user));
                   });
          }
          auto expand = operand->get().getDefiningOp<tensor::ExpandShapeOp>();
          return expand && owner->hasAttr(kCollapseMark) &&
                 static_cast<bool>(collapsedSideOfJoin(expand));
        });
    (void)applyPatternsGreedily(func, std::move(patterns));
  }
  func.walk([](Operation *op) { op->removeAttr(kCollapseMark); });
}
