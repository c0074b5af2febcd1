//===- RaiseLinalg.cpp - linalg on tensors to fuse, by structure ----------===//
//
// Raises what frontends emit -- linalg on tensors from torch-mlir or IREE's
// input, and TOSA after upstream tosa-to-linalg -- to the fuse dialect. Ops
// are recognized by their structure (iterator types, indexing maps, the shape
// of the body), never by fixed op sequences:
//
//   reduction   a loop nest with reduction loops whose body ends in
//               `out = combine(out, element)`      -> aggregate in the
//               combine's monoid (+ an elementwise combine with a non-identity
//               init); the element may be any computation of the inputs
//   contraction a reduction whose element is `a * b` of two inputs -> the same
//               #fuse.add aggregate over (b0.., i, j, k), or fuse.matmul when
//               its maps are a batched matmul (transposes, broadcast batch)
//   elementwise all loops parallel                 -> fuse.map (identity
//               maps) or an aggregate with no reduced dimension
//   views       transpose / broadcast / copy / expand_shape / collapse_shape
//               -> folded into the maps of the aggregates that read them
//   softmax     linalg.softmax                     -> fuse.softmax
//
// The raising runs in steps over one function (step 0, frontend spellings
// brought to one form at the linalg level, is in Normalize.cpp; the Raiser
// is declared in Raiser.h, each step is a file of its own):
//   1. (Prepare.cpp) non-float elementwise producers (masks) are fused into
//      their users at the linalg level (integer reductions stay); a
//      collapse_shape read by an op whose results are expanded back is
//      pushed through that op, and a softmax whose batch dimensions are
//      spelled differently from the batch_matmuls around it is brought to
//      one layout with them (BatchLayouts.cpp);
//   2. (RaiseOps.cpp) every linalg op becomes an aggregate (named ops are
//      generalized first); anything else is a located error;
//   3. (FoldViews.cpp) views are folded into their readers' maps;
//   4. (CarryProducers.cpp) elementwise producers are carried into consumer
//      bodies: into the only user, and into a (non-contraction) reduction
//      when they mix in a value broadcast along the reduced dimensions
//      (`sum_j exp(x - m)`);
//   5. (SplitDims.cpp) a dim read as `(h floordiv g, h mod g)` from a
//      contraction (heads regrouped between Q K^T and the softmax) is split
//      in its reader and in every reader downstream that carries it;
//   6. (SurfaceOps.cpp) aggregates of matmul form become fuse.matmul,
//      identity-map elementwise aggregates fuse.map; dead fills, empties and
//      views are erased.
// The helpers several steps share are in ImportUtils.cpp. This file runs
// the steps and defines the pass.
//
//===----------------------------------------------------------------------===//

#include "Normalize.h"
#include "Raiser.h"

#include "fusec/Import/Passes.h"

namespace mlir::fuse {
#define GEN_PASS_DEF_RAISELINALGPASS
#include "fusec/Import/Passes.h.inc"
} // namespace mlir::fuse

using namespace mlir;
using namespace mlir::fuse;
using namespace mlir::fuse::import;

//===----------------------------------------------------------------------===//
// The steps in order
//===----------------------------------------------------------------------===//

/// Runs the steps in order; stops at the first op that cannot be raised.
LogicalResult Raiser::run() {
  normalizeFrontendIdioms(func, wideAccumulation);
  if (failed(fuseNonFloatProducers()))
    return failure();
  propagateReshapes();
  SmallVector<Operation *> ops;
  bool nestedError = false;
  func.walk([&](Operation *op) {
    if (op == func.getOperation())
      return;
    StringRef d = op->getDialect() ? op->getDialect()->getNamespace() : "";
    bool relevant = d == "linalg" || d == "tensor" || d == "tosa";
    if (!relevant || op->getParentOp() != func.getOperation())
      return;
    ops.push_back(op);
  });
  func.walk([&](Operation *op) {
    if (nestedError || op->getParentOp() == func.getOperation() ||
        op == func.getOperation() || !isa<linalg::LinalgOp>(op))
      return;
    // linalg.yield / linalg.index in bodies are fine; structured ops nested
    // in other regions are not.
    if (!isa<linalg::LinalgOp>(op->getParentOp())) {
      (void)(cannotRaise(op) << "it is nested in a region; fusec raises "
                                "straight-line functions");
      nestedError = true;
    }
  });
  if (nestedError)
    return failure();
  for (Operation *op : ops)
    if (failed(raiseOp(op)))
      return failure();
  relayoutThroughViews();
  foldViews();
  carryElementwise();
  splitGroupedDims();
  if (wideAccumulation)
    for (AggregateOp op : raised)
      if (op)
        dropIntermediateRoundings(op.getBody().front());
  normalizeLogSumExp();
  orientContractions();
  formSurfaceOps();
  eraseDeadOps();
  materializeLeftovers();
  eraseDeadOps();
  return success();
}

//===----------------------------------------------------------------------===//
// The pass
//===----------------------------------------------------------------------===//

namespace {
struct RaiseLinalgPass
    : public mlir::fuse::impl::RaiseLinalgPassBase<RaiseLinalgPass> {
  using RaiseLinalgPassBase::RaiseLinalgPassBase;
  void runOnOperation() override {
    if (failed(Raiser(getOperation(), wideAccumulation).run()))
      signalPassFailure();
  }
};
} // namespace
