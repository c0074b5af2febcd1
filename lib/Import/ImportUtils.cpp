//===- ImportUtils.cpp - helpers the raising steps share ------------------===//
//
// The small helpers several steps of fuse-raise-linalg use (declared in
// Raiser.h), and the Raiser's tracking of the aggregates it creates and its
// queries on them.
//
//===----------------------------------------------------------------------===//

#include "Raiser.h"

#include "fusec/Dialect/Fuse/IR/ScalarBuilders.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/AffineExpr.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallBitVector.h"

using namespace mlir;
using namespace mlir::fuse;
using namespace mlir::fuse::import;

//===----------------------------------------------------------------------===//
// Small helpers
//===----------------------------------------------------------------------===//

InFlightDiagnostic import::cannotRaise(Location loc, StringRef name) {
  return emitError(loc) << "'" << name << "' op cannot be raised to fuse: ";
}

InFlightDiagnostic import::cannotRaise(Operation *op) {
  return cannotRaise(op->getLoc(), op->getName().getStringRef());
}

SmallVector<AffineMap> import::mapsOf(AggregateOp op) {
  return llvm::to_vector(llvm::map_range(op.getIndexingMaps(), [](Attribute a) {
    return cast<AffineMapAttr>(a).getValue();
  }));
}

SmallVector<StringRef> import::refs(ArrayRef<std::string> names) {
  return SmallVector<StringRef>(names.begin(), names.end());
}

bool import::isFloatTensor(Type type) {
  auto ranked = dyn_cast<RankedTensorType>(type);
  return ranked && isa<FloatType>(ranked.getElementType());
}

TypedAttr import::getSplatScalar(Value tensor, Type elementType) {
  while (isa_and_nonnull<tensor::ExpandShapeOp, tensor::CollapseShapeOp>(
      tensor.getDefiningOp()))
    tensor = tensor.getDefiningOp()->getOperand(0);
  Attribute value;
  if (!isa<ShapedType>(tensor.getType())) {
    // A scalar operand (mhlo-style lowerings pass `f32` to linalg.generic).
    if (!matchPattern(tensor, m_Constant(&value)))
      return {};
  } else if (auto fill = tensor.getDefiningOp<linalg::FillOp>()) {
    if (!matchPattern(fill.getInputs()[0], m_Constant(&value)))
      return {};
  } else if (auto gen = tensor.getDefiningOp<linalg::GenericOp>();
             gen && gen.getNumDpsInputs() == 0 && gen->getNumResults() == 1 &&
             gen.getNumLoops() == gen.getNumParallelLoops()) {
    // A fill written as a generic that yields a constant (buddy-mlir's
    // reduction inits).
    Value yielded = gen.getBody()->getTerminator()->getOperand(0);
    if (!matchPattern(yielded, m_Constant(&value)))
      return {};
  } else if (auto agg = tensor.getDefiningOp<AggregateOp>();
             agg && agg.getInputs().empty() && agg.getReduceDims().empty() &&
             agg->getNumResults() == 1) {
    // The same fill, raised already.
    Value yielded = agg.getBody().front().getTerminator()->getOperand(0);
    if (!matchPattern(yielded, m_Constant(&value)))
      return {};
  } else {
    DenseElementsAttr dense;
    if (!matchPattern(tensor, m_Constant(&dense)) || !dense.isSplat())
      return {};
    value = dense.getSplatValue<Attribute>();
  }
  if (auto f = dyn_cast<FloatAttr>(value)) {
    auto ft = dyn_cast<FloatType>(elementType);
    if (!ft)
      return {};
    APFloat v = f.getValue();
    bool losesInfo = false;
    v.convert(ft.getFloatSemantics(), APFloat::rmNearestTiesToEven, &losesInfo);
    return FloatAttr::get(ft, v);
  }
  if (auto i = dyn_cast<IntegerAttr>(value); i && i.getType() == elementType)
    return i;
  return {};
}

std::optional<Product> import::matchProduct(Value v, Block *block) {
  auto mul = v.getDefiningOp<arith::MulFOp>();
  if (!mul)
    return std::nullopt;
  Product p;
  FloatAttr c;
  auto inner = [](Value x) { return x.getDefiningOp<arith::MulFOp>(); };
  if (matchPattern(mul.getRhs(), m_Constant(&c)) && inner(mul.getLhs())) {
    p.scale = c.getValueAsDouble();
    mul = inner(mul.getLhs());
  } else if (matchPattern(mul.getLhs(), m_Constant(&c)) &&
             inner(mul.getRhs())) {
    p.scale = c.getValueAsDouble();
    mul = inner(mul.getRhs());
  }
  auto a = dyn_cast<BlockArgument>(stripExt(mul.getLhs()));
  auto b = dyn_cast<BlockArgument>(stripExt(mul.getRhs()));
  if (!a || !b || a == b || a.getOwner() != block || b.getOwner() != block)
    return std::nullopt;
  p.lhs = a;
  p.rhs = b;
  return p;
}

bool import::isContraction(AggregateOp op) {
  Block &body = op.getBody().front();
  return !op.getReduceDims().empty() &&
         matchProduct(body.getTerminator()->getOperand(0), &body).has_value();
}

SmallVector<std::string> import::dimNames(unsigned numKept,
                                          unsigned numReduced,
                                          bool contraction) {
  if (!contraction)
    return genericDimNames(numKept + numReduced);
  SmallVector<std::string> names;
  for (unsigned b = 0; b + 2 < numKept; ++b)
    names.push_back("b" + std::to_string(b));
  if (numKept >= 2)
    names.append({"i", "j"});
  else if (numKept == 1)
    names.push_back("i");
  for (unsigned r = 0; r < numReduced; ++r)
    names.push_back(numReduced == 1 ? "k" : "k" + std::to_string(r));
  return names;
}

SmallVector<ReassociationIndices> import::unitGroups(ArrayRef<bool> unit) {
  SmallVector<ReassociationIndices> groups;
  for (auto [r, isUnit] : llvm::enumerate(unit)) {
    if (!isUnit || groups.empty())
      groups.emplace_back();
    groups.back().push_back(r);
  }
  if (llvm::all_of(unit, [](bool u) { return u; }))
    return {};
  if (unit.front()) {
    ReassociationIndices lead = groups.front();
    groups.erase(groups.begin());
    groups.front().insert(groups.front().begin(), lead.begin(), lead.end());
  }
  return groups;
}

LogicalResult import::checkStaticTensors(Operation *op, StringRef name) {
  auto check = [&](Type type, StringRef what, unsigned i) -> LogicalResult {
    if (isa<BaseMemRefType>(type))
      return cannotRaise(op->getLoc(), name)
             << what << " #" << i << " is a memref (" << type
             << "); fusec raises linalg on tensors only";
    if (isa<UnrankedTensorType>(type))
      return cannotRaise(op->getLoc(), name)
             << what << " #" << i << " has dynamic rank (" << type
             << "); fusec needs static shapes";
    if (auto ranked = dyn_cast<RankedTensorType>(type);
        ranked && llvm::is_contained(ranked.getShape(), 0))
      return cannotRaise(op->getLoc(), name)
             << what << " #" << i << " is empty (" << type
             << "); fusec needs tensors without zero-sized dimensions";
    return success();
  };
  for (auto [i, v] : llvm::enumerate(op->getOperands()))
    if (failed(check(v.getType(), "operand", i)))
      return failure();
  for (auto [i, v] : llvm::enumerate(op->getResults()))
    if (failed(check(v.getType(), "result", i)))
      return failure();
  return success();
}

bool import::movesOnly(Operation *op) {
  if (isa<linalg::FillOp, linalg::CopyOp, linalg::TransposeOp,
          linalg::BroadcastOp>(op))
    return true;
  auto g = dyn_cast<linalg::GenericOp>(op);
  if (!g)
    return false;
  Block &body = g.getRegion().front();
  return llvm::hasSingleElement(body) &&
         llvm::all_of(body.getTerminator()->getOperands(), [&](Value v) {
           auto arg = dyn_cast<BlockArgument>(v);
           return arg && arg.getOwner() == &body &&
                  arg.getArgNumber() < g.getNumDpsInputs();
         });
}

bool import::isFoldableReshape(Operation *op) {
  RankedTensorType expanded;
  SmallVector<ReassociationIndices> groups;
  if (auto expand = dyn_cast<tensor::ExpandShapeOp>(op)) {
    expanded = expand.getResultType();
    groups = expand.getReassociationIndices();
  } else if (auto collapse = dyn_cast<tensor::CollapseShapeOp>(op)) {
    expanded = collapse.getSrcType();
    groups = collapse.getReassociationIndices();
  } else {
    return false;
  }
  // A dim's stride is the product of the later dims of its group: static
  // unless a later dim is dynamic, where only a unit dim (always index 0)
  // may come before it.
  for (const ReassociationIndices &group : groups)
    for (auto [g, r] : llvm::enumerate(group))
      if (expanded.isDynamicDim(r))
        for (int64_t before : ArrayRef<int64_t>(group).take_front(g))
          if (expanded.getDimSize(before) != 1)
            return false;
  return true;
}

AffineMap import::reshapeMap(Operation *op) {
  MLIRContext *ctx = op->getContext();
  SmallVector<AffineExpr> exprs;
  if (auto expand = dyn_cast<tensor::ExpandShapeOp>(op)) {
    ArrayRef<int64_t> out = expand.getResultType().getShape();
    for (ReassociationIndices group : expand.getReassociationIndices()) {
      AffineExpr e = getAffineConstantExpr(0, ctx);
      int64_t stride = 1;
      for (int64_t r : llvm::reverse(group)) {
        if (out[r] != 1)
          e = e + getAffineDimExpr(r, ctx) * stride;
        stride *= out[r];
      }
      // All unit: the source dimension has size 1 too.
      if (stride == 1)
        e = getAffineDimExpr(group.front(), ctx);
      exprs.push_back(e);
    }
    return simplifyAffineMap(AffineMap::get(out.size(), 0, exprs, ctx));
  }
  auto collapse = cast<tensor::CollapseShapeOp>(op);
  ArrayRef<int64_t> in = collapse.getSrcType().getShape();
  ArrayRef<int64_t> out = collapse.getResultType().getShape();
  for (auto [r, group] : llvm::enumerate(collapse.getReassociationIndices())) {
    AffineExpr d = getAffineDimExpr(r, ctx);
    bool leading = true;
    for (auto [g, s] : llvm::enumerate(group)) {
      if (in[s] == 1) {
        exprs.push_back(out[r] == 1 ? d : getAffineConstantExpr(0, ctx));
        continue;
      }
      int64_t stride = 1;
      for (int64_t t : ArrayRef<int64_t>(group).drop_front(g + 1))
        stride *= in[t];
      AffineExpr e = stride == 1 ? d : d.floorDiv(stride);
      exprs.push_back(leading ? e : e % in[s]);
      leading = false;
    }
  }
  return simplifyAffineMap(AffineMap::get(out.size(), 0, exprs, ctx));
}

std::string import::sliceRefusal(tensor::ExtractSliceOp op) {
  if (!op.getSourceType().hasStaticShape() ||
      !op.getResultType().hasStaticShape() ||
      ShapedType::isDynamicShape(op.getStaticSizes()))
    return "its sizes or its source's shape are dynamic; fusec folds slices "
           "of static tensors with static sizes into maps";
  if (ShapedType::isDynamicShape(op.getStaticOffsets()))
    return "its offsets are dynamic; fusec folds slices with constant "
           "offsets into maps (an offset is a constant added to an index)";
  if (llvm::any_of(op.getStaticStrides(), [](int64_t s) { return s != 1; }))
    return "its strides are not all 1; fusec folds unit-stride slices into "
           "maps";
  return "";
}

/// The map from the indices of a foldable tensor.extract_slice result to the
/// indices of its source: `d + offset` per kept source dimension, the
/// constant offset for a dimension the slice drops (rank-reducing).
static AffineMap sliceMap(tensor::ExtractSliceOp op) {
  MLIRContext *ctx = op.getContext();
  llvm::SmallBitVector dropped = op.getDroppedDims();
  SmallVector<AffineExpr> exprs;
  unsigned r = 0;
  for (auto [s, offset] : llvm::enumerate(op.getStaticOffsets())) {
    if (dropped.test(s)) {
      exprs.push_back(getAffineConstantExpr(offset, ctx));
      continue;
    }
    exprs.push_back(getAffineDimExpr(r++, ctx) + offset);
  }
  return AffineMap::get(op.getResultType().getRank(), 0, exprs, ctx);
}

//===----------------------------------------------------------------------===//
// The Raiser's tracking
//===----------------------------------------------------------------------===//

/// Replaces `oldOp` by `newOp` (an aggregate, or nothing) in the tracking.
void Raiser::replaceTracked(AggregateOp oldOp, Operation *newOp) {
  raisedSet.erase(oldOp);
  for (AggregateOp &op : raised) {
    if (op != oldOp)
      continue;
    op = dyn_cast_or_null<AggregateOp>(newOp);
    if (op)
      raisedSet.insert(op);
  }
}

/// A raised aggregate with no reduced dimension, one result, a single-input
/// monoid and no nested fuse.reduce.
bool Raiser::isRaisedElementwise(Operation *op) const {
  auto agg = dyn_cast_or_null<AggregateOp>(op);
  if (!agg || !isRaised(agg) || !agg.getReduceDims().empty() ||
      agg.getNumResults() != 1 || agg.getMonoidAttr().getNumInputs() != 1)
    return false;
  bool nested = false;
  agg.getBody().walk([&](ReduceOp) { nested = true; });
  return !nested;
}

/// A raised elementwise aggregate that only re-indexes its one input.
bool Raiser::isCopy(AggregateOp op) const {
  if (!isRaisedElementwise(op) || op.getInputs().size() != 1)
    return false;
  Block &body = op.getBody().front();
  return body.getOperations().size() == 1 &&
         body.getTerminator()->getOperand(0) == body.getArgument(0) &&
         getElementTypeOrSelf(op.getInputs()[0].getType()) ==
             getElementTypeOrSelf(op.getResult(0).getType());
}

/// For a value that only re-indexes another one -- a raised copy, a static
/// expand_shape or collapse_shape -- its source and the map from the value's
/// indices to the source's.
std::optional<std::pair<Value, AffineMap>> Raiser::viewOf(Value v) const {
  Operation *def = v.getDefiningOp();
  if (auto agg = dyn_cast_or_null<AggregateOp>(def); agg && isCopy(agg))
    return std::make_pair(agg.getInputs()[0], indexingMap(agg, 0));
  if (isa_and_nonnull<tensor::ExpandShapeOp, tensor::CollapseShapeOp>(def) &&
      isFoldableReshape(def))
    return std::make_pair(def->getOperand(0), reshapeMap(def));
  if (auto slice = dyn_cast_or_null<tensor::ExtractSliceOp>(def);
      slice && sliceRefusal(slice).empty())
    return std::make_pair(slice.getSource(), sliceMap(slice));
  return std::nullopt;
}
