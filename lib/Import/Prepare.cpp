//===- Prepare.cpp - step 1: preparation at the linalg level --------------===//
//
// Step 1 of fuse-raise-linalg, before anything is raised: linalg ops with
// non-float results (masks) are fused into the elementwise ops that read them,
// and a collapse_shape read by an op whose results are expanded back is
// pushed through that op.
//
//===----------------------------------------------------------------------===//

#include "Raiser.h"

#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SetVector.h"

#include <functional>

using namespace mlir;
using namespace mlir::fuse;
using namespace mlir::fuse::import;

//===----------------------------------------------------------------------===//
// Step 1: preparation at the linalg level
//===----------------------------------------------------------------------===//

/// Fuses linalg ops whose results are not floats (masks from indices,
/// comparisons) into the linalg.generic ops that read them: fuse tensors
/// hold floats, so such a value can only live inside a body.
LogicalResult Raiser::fuseNonFloatProducers() {
  auto isNonFloat = [](Operation *op) {
    auto lop = dyn_cast<linalg::LinalgOp>(op);
    return lop && !isa<linalg::FillOp>(op) && lop.hasPureTensorSemantics() &&
           llvm::any_of(op->getResultTypes(), [](Type t) {
             return isa<RankedTensorType>(t) && !isFloatTensor(t);
           });
  };
  // Producers left alone (raised as integer aggregates of their own): a
  // reduction, and an elementwise one read by something that is not a
  // linalg op (a function result, a gather).
  llvm::DenseSet<Operation *> kept;
  while (true) {
    Operation *producer = nullptr;
    func.walk([&](Operation *op) {
      if (!isNonFloat(op) || kept.contains(op))
        return WalkResult::advance();
      producer = op;
      return WalkResult::interrupt();
    });
    if (!producer)
      return success();
    std::string name = producer->getName().getStringRef().str();
    std::string types;
    llvm::raw_string_ostream os(types);
    llvm::interleaveComma(producer->getResultTypes(), os);
    Location loc = producer->getLoc();
    auto fail = [&]() -> LogicalResult {
      return cannotRaise(loc, name)
             << "its result has a non-float element type (" << types
             << ") and it cannot be merged into the elementwise ops that "
                "read it; fusec computes integers elementwise, in sums and "
                "signed maxima, and in arg-max reductions (a maximum and "
                "its first index)";
    };
    if (failed(checkStaticTensors(producer, name)))
      return failure();
    auto lop = cast<linalg::LinalgOp>(producer);
    if (linalg::isaConvolutionOpInterface(lop))
      return fail();
    auto generic = dyn_cast<linalg::GenericOp>(producer);
    if (!generic) {
      rewriter.setInsertionPoint(producer);
      FailureOr<linalg::GenericOp> g = linalg::generalizeNamedOp(rewriter, lop);
      if (failed(g))
        return fail();
      generic = *g;
    }
    if (generic->getNumResults() != 1 || generic->use_empty())
      return fail();
    // A reduction (an integer sum or maximum: a count, an argmax's index)
    // is an aggregate of its own, as is an elementwise op read by
    // something that is not a linalg op.
    if (generic.getNumLoops() != generic.getNumParallelLoops() ||
        llvm::any_of(generic->getUsers(), [](Operation *user) {
          auto lop = dyn_cast<linalg::LinalgOp>(user);
          return !lop || linalg::isaConvolutionOpInterface(lop);
        })) {
      kept.insert(generic);
      continue;
    }
    // Fuse a copy of the producer into each reader (a single-use producer
    // fuses without keeping its own result alive).
    while (!generic->use_empty()) {
      OpOperand *use = &*generic->getUses().begin();
      Operation *user = use->getOwner();
      auto named = dyn_cast<linalg::LinalgOp>(user);
      if (named && !isa<linalg::GenericOp>(user)) {
        rewriter.setInsertionPoint(user);
        if (linalg::isaConvolutionOpInterface(named) ||
            failed(linalg::generalizeNamedOp(rewriter, named)))
          return fail();
        continue;
      }
      if (!isa<linalg::GenericOp>(user))
        return fail();
      rewriter.setInsertionPoint(generic);
      Operation *copy = rewriter.clone(*generic);
      use->set(copy->getResult(0));
      if (!linalg::areElementwiseOpsFusable(use))
        return fail();
      // The fused op takes the reader's place: the reader's body may read
      // tensors defined after the producer (a gather's table).
      rewriter.setInsertionPoint(user);
      FailureOr<linalg::ElementwiseOpFusionResult> fused =
          linalg::fuseElementwiseOps(rewriter, use);
      if (failed(fused))
        return fail();
      for (auto [orig, repl] : fused->replacements)
        if (orig.getDefiningOp() == user)
          rewriter.replaceAllUsesWith(orig, repl);
      rewriter.eraseOp(user);
      if (copy->use_empty())
        rewriter.eraseOp(copy);
    }
    rewriter.eraseOp(generic);
  }
}

/// Whether `collapse` collapses a broadcast: K or V repeated over the
/// query heads of a group ([KV, G] collapsed to the heads). It folds into
/// its reader's map (`h floordiv G`); expanding the reader by its groups
/// would split the heads that the softmax keeps whole.
static bool collapsesBroadcast(tensor::CollapseShapeOp collapse) {
  auto g = collapse.getSrc().getDefiningOp<linalg::GenericOp>();
  if (!g || g.getNumDpsInputs() != 1 || g->getNumResults() != 1 ||
      g.getNumReductionLoops() != 0 || !movesOnly(g))
    return false;
  // Some loop the input does not move with (a dropped dim, or one read as
  // the constant 0 of a unit dim).
  AffineMap input = g.getIndexingMapsArray()[0];
  for (unsigned d = 0, e = g.getNumLoops(); d < e; ++d)
    if (!input.isFunctionOfDim(d))
      return true;
  return false;
}

/// Pushes a tensor.collapse_shape down into the linalg op that reads it
/// when every result of that op is expanded again, expanding the op's
/// iteration space (upstream FoldReshapeOpsByExpansion); the expand then
/// cancels the collapse. Frontends collapse batch and head dimensions around
/// linalg.batch_matmul this way; in the expanded form the maps are a batched
/// matmul again. Dynamic extents take part too: the expansion reads the
/// expand's output_shape (`[1, 4, %n, %n]` as torch-mlir writes it for the
/// 4-D scores), and the size arithmetic it adds is left dead like the
/// frontend's own.
void Raiser::propagateReshapes() {
  // An elementwise generic (identity maps, parallel loops) whose every
  // user is an expand_shape, or another such generic: the cast between
  // a batch_matmul and the expand back to [B, H, ..] as torch-mlir writes
  // the 4-D matmul's f32 accumulation.
  std::function<bool(Operation *)> castThenExpanded = [&](Operation *op) {
    auto g = dyn_cast<linalg::GenericOp>(op);
    return g && g.getNumReductionLoops() == 0 && g->getNumResults() == 1 &&
           llvm::all_of(g.getIndexingMapsArray(),
                        [](AffineMap m) { return m.isIdentity(); }) &&
           !op->use_empty() &&
           llvm::all_of(op->getUsers(), [&](Operation *user) {
             return isa<tensor::ExpandShapeOp>(user) ||
                    castThenExpanded(user);
           });
  };
  // Where P V's result stays collapsed, the softmax takes its layout.
  collapseSoftmaxBatchLayouts(func, rewriter, [&](Operation *op) {
    return !op->use_empty() &&
           llvm::all_of(op->getUsers(), [&](Operation *user) {
             return isa<tensor::ExpandShapeOp>(user) || castThenExpanded(user);
           });
  });
  // A join that splits a batch dimension into non-unit ones (a unit one
  // is left out of the ops that do not read it, when raised).
  auto splittingJoin = [&](Operation *reshape, Operation *reader) {
    if (auto collapse = dyn_cast<tensor::CollapseShapeOp>(reshape);
        collapse && collapsesBroadcast(collapse))
      return linalg::LinalgOp();
    auto ty = cast<RankedTensorType>(
        isa<tensor::ExpandShapeOp>(reshape) ? reshape->getResult(0).getType()
                                            : reshape->getOperand(0).getType());
    auto groups = isa<tensor::ExpandShapeOp>(reshape)
                      ? cast<tensor::ExpandShapeOp>(reshape)
                            .getReassociationIndices()
                      : cast<tensor::CollapseShapeOp>(reshape)
                            .getReassociationIndices();
    bool splits = llvm::any_of(groups, [&](const ReassociationIndices &g) {
      return llvm::count_if(g, [&](int64_t d) {
               return ty.getDimSize(d) != 1;
             }) > 1;
    });
    linalg::LinalgOp join = collapsedSideOfJoin(reshape, reader);
    return splits && join ? join : linalg::LinalgOp();
  };
  auto collapsedAndExpanded = [&](Operation *op) {
    if (op->use_empty())
      return false;
    // A collapse that only drops unit dims folds into the readers' maps as
    // a constant 0 (as every other reader of the tensor reads it): a
    // reduction that is no contraction keeps its iteration space, so the
    // softmax's max and sum over one row have the same dims whichever of
    // them the frontend reshaped back (a contraction takes the expanded
    // form, which its batch layout and output keep).
    auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
    bool unitOnlyExpands =
        !linalgOp || linalgOp.getNumReductionLoops() == 0 ||
        linalg::isaContractionOpInterface(linalgOp);
    auto collapsed = [&](Value v) {
      auto collapse = v.getDefiningOp<tensor::CollapseShapeOp>();
      if (!collapse || collapsesBroadcast(collapse))
        return false;
      if (unitOnlyExpands)
        return true;
      RankedTensorType src = collapse.getSrcType();
      return llvm::any_of(collapse.getReassociationIndices(),
                          [&](const ReassociationIndices &g) {
                            return llvm::count_if(g, [&](int64_t d) {
                                     return src.getDimSize(d) != 1;
                                   }) > 1;
                          });
    };
    if (llvm::any_of(op->getOperands(), collapsed) &&
        llvm::all_of(op->getUsers(), [](Operation *user) {
          return isa<tensor::ExpandShapeOp>(user);
        }))
      return true;
    // Through casts to the expand: only when every input is collapsed
    // (the softmax and V both read as [B*H, ..]), so that the expanded op
    // reads them all in their [B, H, ..] form; an input of its own
    // [B*H, ..] layout (gpt's 3-D softmax) keeps the op collapsed.
    return linalgOp && linalgOp.getNumDpsInputs() > 0 &&
           llvm::all_of(linalgOp.getDpsInputs(), collapsed) &&
           llvm::all_of(op->getUsers(), [&](Operation *user) {
             return isa<tensor::ExpandShapeOp>(user) ||
                    castThenExpanded(user);
           });
  };
  // The ops to expand; named ones take part in their generic form.
  auto candidates = [&](llvm::SetVector<Operation *> &named, bool all) {
    bool any = false;
    auto note = [&](linalg::LinalgOp op) {
      any = true;
      if (!isa<linalg::GenericOp, linalg::FillOp>(op) &&
          !linalg::isaConvolutionOpInterface(op))
        named.insert(op);
    };
    func.walk([&](Operation *op) {
      if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op)) {
        if (all && linalgOp.hasPureTensorSemantics() &&
            collapsedAndExpanded(op))
          note(linalgOp);
      } else if (isa<tensor::CollapseShapeOp>(op)) {
        for (Operation *user : op->getUsers())
          if (linalg::LinalgOp join = splittingJoin(op, user))
            note(join);
      } else if (isa<tensor::ExpandShapeOp>(op)) {
        if (linalg::LinalgOp join = splittingJoin(op, nullptr))
          note(join);
      }
    });
    return any;
  };
  llvm::SetVector<Operation *> named;
  if (!candidates(named, /*all=*/true))
    return;
  MLIRContext *ctx = func.getContext();
  // Expanding an op adds reshapes to its other operands, which may join it
  // to a named op in turn: repeat until no named op of a join is left to
  // generalize (each round generalizes at least one).
  while (true) {
    for (Operation *op : named) {
      rewriter.setInsertionPoint(op);
      (void)linalg::generalizeNamedOp(rewriter, cast<linalg::LinalgOp>(op));
    }
    RewritePatternSet patterns(ctx);
    // Other reshapes fold into maps later: expanding a generic for a
    // collapsed broadcast (repeat_interleave of grouped heads) would only
    // split its dimensions, where `h floordiv g` reads the source directly.
    // A join of two layouts expands the collapsed side (the batch_matmul
    // producing or reading the softmax), so that the chain has one
    // iteration space.
    linalg::populateFoldReshapeOpsByExpansionPatterns(
        patterns, [&](OpOperand *operand) {
          Operation *owner = operand->getOwner();
          if (isa<tensor::ExpandShapeOp>(owner))
            return isa_and_nonnull<linalg::GenericOp>(
                splittingJoin(owner, nullptr).getOperation());
          auto collapse =
              operand->get().getDefiningOp<tensor::CollapseShapeOp>();
          return isa<linalg::GenericOp>(owner) && collapse &&
                 (collapsedAndExpanded(owner) ||
                  splittingJoin(collapse, owner));
        });
    tensor::ExpandShapeOp::getCanonicalizationPatterns(patterns, ctx);
    tensor::CollapseShapeOp::getCanonicalizationPatterns(patterns, ctx);
    (void)applyPatternsGreedily(func, std::move(patterns));
    named.clear();
    candidates(named, /*all=*/false);
    if (named.empty())
      return;
  }
}
