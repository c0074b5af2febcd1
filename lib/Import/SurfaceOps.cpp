//===- SurfaceOps.cpp - step 5: surface ops and clean-up ------------------===//
//
// Step 5 of fuse-raise-linalg: aggregates of matmul form become fuse.matmul,
// identity-map elementwise aggregates fuse.map; fills and views still read
// are materialized, and what the raising left dead is erased.
//
//===----------------------------------------------------------------------===//

#include "Raiser.h"

#include "fusec/Dialect/Fuse/IR/ScalarBuilders.h"

#include "mlir/IR/AffineExpr.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/STLExtras.h"

#include <cmath>

using namespace mlir;
using namespace mlir::fuse;
using namespace mlir::fuse::import;

//===----------------------------------------------------------------------===//
// Step 5: surface ops, leftovers, clean-up
//===----------------------------------------------------------------------===//

/// Rewrites a contraction aggregate whose maps are a batched matmul --
/// (batch.., i, j) kept, k reduced, operands read as [.., i, k] or [.., k, i]
/// and [.., k, j] or [.., j, k], batch dimensions right-aligned and possibly
/// broadcast from size 1 -- into fuse.matmul.
std::optional<MatmulOp> Raiser::tryMatmul(AggregateOp op) {
  ArrayRef<int64_t> reduceDims = op.getReduceDims();
  unsigned numDims = op.getDimSizes().size();
  if (reduceDims.size() != 1 || op.getInputs().size() != 2 || numDims < 3 ||
      op.getNumResults() != 1)
    return std::nullopt;
  Block &body = op.getBody().front();
  Value element = body.getTerminator()->getOperand(0);
  std::optional<Product> p = matchProduct(element, &body);
  Type resElt = getElementTypeOrSelf(op.getResult(0).getType());
  // fuse.matmul accumulates a narrow result in f32: a contraction that
  // accumulates in bf16 / f16 as written (wide-accumulation=false) stays
  // an aggregate.
  if (!p || element.getType() != resElt || !std::isfinite(p->scale) ||
      resElt.getIntOrFloatBitWidth() < 32)
    return std::nullopt;
  // Every op of the body belongs to the product.
  for (Operation &inner : body.without_terminator())
    if (!isa<arith::ExtFOp, arith::MulFOp, arith::ConstantOp>(inner))
      return std::nullopt;
  for (BlockArgument arg : {p->lhs, p->rhs})
    if (!isFloatTensor(op.getInputs()[arg.getArgNumber()].getType()))
      return std::nullopt;

  SmallVector<int64_t> kept;
  for (unsigned d = 0; d < numDims; ++d)
    if (!op.isReduced(d))
      kept.push_back(d);
  int64_t k = reduceDims[0], i = kept[kept.size() - 2], j = kept.back();
  ArrayRef<int64_t> batch = ArrayRef<int64_t>(kept).drop_back(2);

  // Operand `t`'s layout: whether it reads [.., row, k] or [.., k, row]
  // (`rowFirst`) with `row` i or j, and broadcastable batch dimensions.
  auto layout = [&](unsigned t, int64_t row, bool &rowFirst) -> bool {
    AffineMap m = indexingMap(op, t);
    auto ty = cast<RankedTensorType>(op.getInputs()[t].getType());
    unsigned rank = m.getNumResults();
    if (rank < 2 || rank - 2 > batch.size())
      return false;
    auto isDim = [&](AffineExpr e, int64_t d) {
      auto de = dyn_cast<AffineDimExpr>(e);
      return de && de.getPosition() == d;
    };
    AffineExpr a = m.getResult(rank - 2), bb = m.getResult(rank - 1);
    if (isDim(a, row) && isDim(bb, k))
      rowFirst = true;
    else if (isDim(a, k) && isDim(bb, row))
      rowFirst = false;
    else
      return false;
    unsigned offset = batch.size() - (rank - 2);
    for (unsigned r = 0; r + 2 < rank; ++r) {
      AffineExpr e = m.getResult(r);
      auto c = dyn_cast<AffineConstantExpr>(e);
      if (!isDim(e, batch[offset + r]) &&
          !(c && c.getValue() == 0 && ty.getDimSize(r) == 1))
        return false;
    }
    return true;
  };
  unsigned lhs = p->lhs.getArgNumber(), rhs = p->rhs.getArgNumber();
  bool lhsRowFirst = false, rhsRowFirst = false;
  if (!layout(lhs, i, lhsRowFirst) || !layout(rhs, j, rhsRowFirst)) {
    std::swap(lhs, rhs);
    if (!layout(lhs, i, lhsRowFirst) || !layout(rhs, j, rhsRowFirst))
      return std::nullopt;
  }
  // fuse.matmul reads lhs as [.., i, k] and rhs as [.., k, j] untransposed.
  bool tl = !lhsRowFirst, tr = rhsRowFirst;
  // A batch dimension neither operand reads would not broadcast.
  for (int64_t d : batch) {
    bool read = llvm::any_of(ArrayRef<unsigned>{lhs, rhs}, [&](unsigned t) {
      return llvm::is_contained(indexingMap(op, t).getResults(),
                                getAffineDimExpr(d, op.getContext()));
    });
    if (!read && op.getDimSizes()[d] != 1)
      return std::nullopt;
  }
  // fuse.matmul's result has the rank of its wider operand: a leading unit
  // dimension neither reads (a batch of 1 the result keeps) stays an
  // aggregate.
  int64_t resultRank = cast<RankedTensorType>(op.getResult(0).getType()).getRank();
  if (std::max(indexingMap(op, lhs).getNumResults(),
               indexingMap(op, rhs).getNumResults()) != resultRank)
    return std::nullopt;
  rewriter.setInsertionPoint(op);
  auto mm = MatmulOp::create(
      rewriter, op.getLoc(), op.getResult(0).getType(), op.getInputs()[lhs],
      op.getInputs()[rhs], tl ? rewriter.getUnitAttr() : UnitAttr(),
      tr ? rewriter.getUnitAttr() : UnitAttr(),
      p->scale != 1.0 ? rewriter.getF64FloatAttr(p->scale) : FloatAttr());
  return mm;
}

/// Matmul-form contractions become fuse.matmul, elementwise aggregates with
/// identity maps over float tensors fuse.map.
/// Whether every axis of every input of `op` that a map reads as a bare
/// dimension has that dimension's extent: no input is read as a window (a
/// folded slice), which the surface ops (fuse.matmul, fuse.map) cannot say.
static bool readsWholeAxes(AggregateOp op) {
  ArrayRef<int64_t> sizes = op.getDimSizes();
  for (auto [in, m] : llvm::zip(op.getInputs(), mapsOf(op))) {
    auto ty = dyn_cast<RankedTensorType>(in.getType());
    if (!ty)
      continue;
    for (auto [r, e] : llvm::enumerate(m.getResults()))
      if (auto d = dyn_cast<AffineDimExpr>(e);
          d && ty.getDimSize(r) != sizes[d.getPosition()] &&
          !(ty.getDimSize(r) == 1 && sizes[d.getPosition()] == 1))
        return false;
  }
  return true;
}

void Raiser::formSurfaceOps() {
  for (AggregateOp &op : raised) {
    if (!op)
      continue;
    if (!readsWholeAxes(op))
      continue;
    if (std::optional<MatmulOp> mm = tryMatmul(op)) {
      rewriter.replaceOp(op, mm->getResult());
      raisedSet.erase(op);
      op = nullptr;
      continue;
    }
    if (!isRaisedElementwise(op) || !isa<AddMonoidAttr>(op.getMonoid()) ||
        !isFloatTensor(op.getResult(0).getType()) ||
        !llvm::all_of(mapsOf(op), [](AffineMap m) { return m.isIdentity(); }) ||
        !llvm::all_of(op.getInputs().getTypes(), isFloatTensor))
      continue;
    rewriter.setInsertionPoint(op);
    auto map = MapOp::create(rewriter, op.getLoc(), op.getResult(0).getType(),
                             op.getInputs());
    Block &src = op.getBody().front();
    Block *dest = rewriter.createBlock(
        &map.getBody(), {}, src.getArgumentTypes(),
        SmallVector<Location>(src.getNumArguments(), op.getLoc()));
    rewriter.mergeBlocks(&src, dest, dest->getArguments());
    rewriter.replaceOp(op, map.getResult());
    raisedSet.erase(op);
    op = nullptr;
  }
}

/// Fills still read (returned, or by ops that are not raised) become
/// elementwise maps; reshapes still read become copies.
void Raiser::materializeLeftovers() {
  SmallVector<Operation *> ops;
  func.walk([&](Operation *op) {
    if (isa<linalg::FillOp, tensor::ExpandShapeOp, tensor::CollapseShapeOp,
            tensor::ExtractSliceOp>(op) &&
        !op->use_empty() && isFloatTensor(op->getResult(0).getType()))
      ops.push_back(op);
  });
  for (Operation *op : ops) {
    auto ty = cast<RankedTensorType>(op->getResult(0).getType());
    rewriter.setInsertionPoint(op);
    Location loc = op->getLoc();
    if (auto fill = dyn_cast<linalg::FillOp>(op)) {
      auto map = MapOp::create(rewriter, loc, ty, ValueRange{});
      Block *body = rewriter.createBlock(&map.getBody());
      OpBuilder b = OpBuilder::atBlockBegin(body);
      Value v = fill.getInputs()[0];
      if (TypedAttr s = getSplatScalar(fill.getResult(0), ty.getElementType()))
        v = arith::ConstantOp::create(b, loc, s);
      else if (isa<FloatType>(v.getType()))
        v = castFloat(b, loc, v, ty.getElementType());
      YieldOp::create(b, loc, v);
      rewriter.replaceOp(op, map.getResult());
      continue;
    }
    std::optional<std::pair<Value, AffineMap>> view = viewOf(op->getResult(0));
    if (!view)
      continue;
    // Through further views and copies (a split head dim regrouped for a
    // flat output): one copy from the computed tensor.
    while (std::optional<std::pair<Value, AffineMap>> inner =
               viewOf(view->first))
      view = std::make_pair(inner->first,
                            simplifyWithSizes(inner->second.compose(view->second),
                                              ty.getShape()));
    auto copy = AggregateOp::create(
        rewriter, loc, TypeRange{ty}, AddMonoidAttr::get(op->getContext()),
        refs(genericDimNames(ty.getRank())), ty.getShape(), {},
        ValueRange{view->first}, {view->second});
    Block &body = copy.getBody().front();
    OpBuilder b = OpBuilder::atBlockBegin(&body);
    YieldOp::create(b, loc, body.getArgument(0));
    // A view of it folds through it (and it is erased once unread).
    track(copy);
    rewriter.replaceOp(op, copy.getResult(0));
  }
}

/// Erases what the raising left dead: linalg ops, tensor.empty, reshapes,
/// constants and raised aggregates nobody reads.
void Raiser::eraseDeadOps() {
  bool changed = true;
  while (changed) {
    changed = false;
    for (Block &block : func.getBody()) {
      for (Operation &op : llvm::make_early_inc_range(llvm::reverse(block))) {
        StringRef d = op.getDialect() ? op.getDialect()->getNamespace() : "";
        bool candidate =
            d == "linalg" || d == "tensor" || isRaised(&op) ||
            isa<arith::ConstantOp>(op) ||
            (d == "arith" && op.getNumResults() == 1 &&
             op.getResult(0).getType().isIndex());
        if (!candidate || !op.use_empty() || !isOpTriviallyDead(&op))
          continue;
        if (isRaised(&op))
          replaceTracked(cast<AggregateOp>(op), nullptr);
        rewriter.eraseOp(&op);
        changed = true;
      }
    }
  }
}
