//===- SplitK.cpp - split long contractions over too few output tiles -----===//
//
// A contraction whose output is a handful of tiles but whose k is long (the
// k x k product B . C of a reassociated chain: 128 x 128 from 4096 deep)
// would run on a few SMs. Writing k = s * c + r turns it into S partial
// contractions of depth c (a batch dimension s of the GEMM, so S times the
// CTAs) and a sum over s:
//
//   P[s, ..., i, j] = sum_r body(A[.., s*c + r], B[s*c + r, ..])   (f32)
//   R[..., i, j]    = sum_s P[s, ..., i, j]
//
// Both are #fuse.add aggregates: the first is still a tensor-core
// contraction (its k index is contiguous), the second a plain reduction.
//
//===----------------------------------------------------------------------===//

#include "fusec/Analysis/GpuSpecs.h"
#include "fusec/Dialect/Fuse/IR/FuseOps.h"
#include "fusec/Transforms/AggregateUtils.h"
#include "fusec/Transforms/Passes.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/IRMapping.h"
#include "llvm/Support/FormatVariadic.h"

namespace mlir::fuse {
#define GEN_PASS_DEF_SPLITKPASS
#include "fusec/Transforms/Passes.h.inc"
} // namespace mlir::fuse

using namespace mlir;
using namespace mlir::fuse;
namespace cost = fusec::cost;

/// Output rows / columns of one tile of the GEMM generators (both the
/// mma.sync and the wgmma kernels have 128-row tiles; 128 columns is the
/// smaller of their widths).
static constexpr int64_t kTileRows = 128, kTileCols = 128;
/// A split's depth stays a multiple of the generators' k step.
static constexpr int64_t kDepthStep = 64;
/// Grid extent limit along z, where the split and batch points go.
static constexpr int64_t kMaxGridZ = 65535;

namespace {
/// A contraction the pass may split, and its GEMM view.
struct Candidate {
  AggregateOp op;
  int64_t kDim = -1, k = 0;
  /// Output tiles (batch points x row tiles x column tiles).
  int64_t tiles = 1, batch = 1;
};
} // namespace

/// A top-level #fuse.add contraction of two 16-bit tensors over one static
/// dimension that every map reads as a plain index, producing f32, with a
/// body free of indices and nested reductions (so not a formed chain, whose
/// body holds the producer as a nested fuse.reduce).
static std::optional<Candidate> match(AggregateOp op) {
  if (!isa<AddMonoidAttr>(op.getMonoid()) || op.getNumResults() != 1 ||
      op.getReduceDims().size() != 1 || op.getInputs().size() != 2 ||
      op->getParentOfType<AggregateOp>())
    return std::nullopt;
  if (!cast<ShapedType>(op.getResult(0).getType()).getElementType().isF32() ||
      !llvm::all_of(op.getInputs(), hasTensorCoreElements))
    return std::nullopt;
  if (llvm::any_of(op.getBody().front(), [](Operation &inner) {
        return isa<ReduceOp, IndexOp>(inner);
      }))
    return std::nullopt;
  if (llvm::any_of(op.getDimSizes(), ShapedType::isDynamic))
    return std::nullopt;
  Candidate c{op};
  c.kDim = op.getReduceDims()[0];
  c.k = op.getDimSizes()[c.kDim];
  SmallVector<AffineMap> maps;
  for (Attribute m : op.getIndexingMaps())
    maps.push_back(cast<AffineMapAttr>(m).getValue());
  for (AffineMap map : maps) {
    // k read as a plain index, exactly once, in each operand.
    int64_t uses = llvm::count_if(map.getResults(), [&](AffineExpr e) {
      return e.isFunctionOfDim(c.kDim);
    });
    bool plain = llvm::any_of(map.getResults(), [&](AffineExpr e) {
      auto d = dyn_cast<AffineDimExpr>(e);
      return d && d.getPosition() == static_cast<unsigned>(c.kDim);
    });
    if (uses != 1 || !plain)
      return std::nullopt;
  }
  // Rows: dims only the first operand reads; columns: only the second;
  // batch: both.
  int64_t rows = 1, cols = 1;
  for (int64_t d = 0, e = op.getDimSizes().size(); d < e; ++d) {
    if (d == c.kDim)
      continue;
    bool in0 = maps[0].isFunctionOfDim(d), in1 = maps[1].isFunctionOfDim(d);
    int64_t size = op.getDimSizes()[d];
    if (in0 && !in1)
      rows *= size;
    else if (in1 && !in0)
      cols *= size;
    else
      c.batch *= size;
  }
  c.tiles = c.batch * llvm::divideCeil(rows, kTileRows) *
            llvm::divideCeil(cols, kTileCols);
  return c;
}

/// The number of splits: the largest power of two S with k = S * c, c a
/// multiple of the k step and >= minDepth, tiles * S <= SMs; 1 when none
/// above 1 qualifies.
static int64_t chooseSplits(const Candidate &c, int64_t numSMs,
                            int64_t minDepth) {
  int64_t s = 1;
  while (true) {
    int64_t next = 2 * s;
    if (c.k % next != 0 || (c.k / next) % kDepthStep != 0 ||
        c.k / next < minDepth || c.tiles * next > numSMs ||
        c.batch * next > kMaxGridZ)
      return s;
    s = next;
  }
}

/// Rewrites `c.op` into the partial contraction and the sum of partials.
static void split(Candidate &c, int64_t splits) {
  AggregateOp op = c.op;
  MLIRContext *ctx = op.getContext();
  OpBuilder b(op);
  Location loc = op.getLoc();
  int64_t depth = c.k / splits;
  unsigned numDims = op.getDimSizes().size();

  // Iteration space (s, d0, .., r, ..): dim d moves to d + 1, k becomes r.
  SmallVector<StringRef> names = {"split"};
  for (Attribute n : op.getDimNames())
    names.push_back(cast<StringAttr>(n).getValue());
  while (llvm::count(names, names[0]) > 1)
    names[0] = b.getStringAttr(names[0] + "_").getValue();
  SmallVector<int64_t> sizes = {splits};
  llvm::append_range(sizes, op.getDimSizes());
  sizes[c.kDim + 1] = depth;
  SmallVector<AffineExpr> replacement;
  for (unsigned d = 0; d < numDims; ++d)
    replacement.push_back(getAffineDimExpr(d + 1, ctx));
  replacement[c.kDim] = getAffineDimExpr(0, ctx) * depth +
                        getAffineDimExpr(c.kDim + 1, ctx);
  SmallVector<AffineMap> maps;
  for (Attribute m : op.getIndexingMaps())
    maps.push_back(cast<AffineMapAttr>(m).getValue().replaceDimsAndSymbols(
        replacement, {}, numDims + 1, 0));

  auto resultTy = cast<RankedTensorType>(op.getResult(0).getType());
  SmallVector<int64_t> partialShape = {splits};
  llvm::append_range(partialShape, resultTy.getShape());
  auto partialTy = RankedTensorType::get(partialShape, b.getF32Type());
  auto partial = AggregateOp::create(
      b, loc, TypeRange{partialTy}, AddMonoidAttr::get(ctx), names, sizes,
      {c.kDim + 1}, op.getInputs(), maps);
  // The builder made an empty body block; the original body replaces it.
  partial.getBody().front().erase();
  IRMapping mapping;
  op.getBody().cloneInto(&partial.getBody(), mapping);

  // R = sum over s of the partials.
  SmallVector<StringRef> sumNames = {names[0]};
  SmallVector<int64_t> sumSizes = {splits};
  for (unsigned d = 0; d < numDims; ++d)
    if (!op.isReduced(d)) {
      sumNames.push_back(names[d + 1]);
      sumSizes.push_back(sizes[d + 1]);
    }
  auto total = AggregateOp::create(
      b, loc, TypeRange{resultTy}, AddMonoidAttr::get(ctx), sumNames,
      sumSizes, {0}, ValueRange{partial.getResult(0)},
      {AffineMap::getMultiDimIdentityMap(sumSizes.size(), ctx)});
  Block &body = total.getBody().front();
  b.setInsertionPointToStart(&body);
  YieldOp::create(b, loc, body.getArgument(0));
  op.getResult(0).replaceAllUsesWith(total.getResult(0));
  op.erase();
}

namespace {
struct SplitKPass : public mlir::fuse::impl::SplitKPassBase<SplitKPass> {
  using SplitKPassBase::SplitKPassBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    std::optional<cost::GpuSpec> spec =
        targetGpuOrError(module, "fuse-split-k", gpu);
    if (!spec)
      return signalPassFailure();
    if (minDepth < kDepthStep) {
      emitError(module.getLoc(), "fuse-split-k: min-depth must be at least ")
          << kDepthStep << ", got " << minDepth.getValue();
      return signalPassFailure();
    }
    SmallVector<Candidate> candidates;
    module.walk([&](AggregateOp op) {
      if (std::optional<Candidate> c = match(op))
        candidates.push_back(*c);
    });
    for (Candidate &c : candidates) {
      if (c.k < minK)
        continue;
      int64_t splits = chooseSplits(c, spec->numSMs, minDepth);
      if (splits < 2)
        continue;
      std::string reason = llvm::formatv(
          "contraction over {0} = {1} has {2} output tile(s) of 128x128 for "
          "{3} SMs on {4}: split into {5} partial contractions of depth {6} "
          "and a sum of the partials",
          cast<StringAttr>(c.op.getDimNames()[c.kDim]).getValue(), c.k,
          c.tiles, spec->numSMs, spec->name, splits, c.k / splits);
      if (emitRemarks)
        emitRemark(c.op.getLoc()) << "fusec split-k: " << reason;
      appendRewriteRecord(
          module, SplitKRecordAttr::get(&getContext(),
                                        locationString(c.op.getLoc()),
                                        functionNameOf(c.op), c.k, c.tiles,
                                        splits, c.k / splits, reason));
      split(c, splits);
    }
  }
};
} // namespace
