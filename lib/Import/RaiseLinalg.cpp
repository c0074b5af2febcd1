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
// brought to one form at the linalg level, is in Normalize.cpp):
//   1. non-float elementwise producers (masks) are fused into their users at
//      the linalg level (fuse computes floats only); a collapse_shape read by
//      an op whose results are expanded back is pushed through that op;
//   2. every linalg op becomes an aggregate (named ops are generalized
//      first); anything else is a located error;
//   3. views are folded into their readers' maps;
//   4. elementwise producers are carried into consumer bodies: into the only
//      user, and into a (non-contraction) reduction when they mix in a value
//      broadcast along the reduced dimensions (`sum_j exp(x - m)`);
//   5. aggregates of matmul form become fuse.matmul, identity-map elementwise
//      aggregates fuse.map; dead fills, empties and views are erased.
//
//===----------------------------------------------------------------------===//

#include "Normalize.h"

#include "fusec/Dialect/Fuse/IR/FuseOps.h"
#include "fusec/Dialect/Fuse/IR/ScalarBuilders.h"
#include "fusec/Import/Passes.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Affine/Utils.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Utils/StructuredOpsUtils.h"
#include "mlir/IR/AffineExpr.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/SaveAndRestore.h"

namespace mlir::fuse {
#define GEN_PASS_DEF_RAISELINALGPASS
#include "fusec/Import/Passes.h.inc"
} // namespace mlir::fuse

using namespace mlir;
using namespace mlir::fuse;

//===----------------------------------------------------------------------===//
// Small helpers
//===----------------------------------------------------------------------===//

/// Starts the error for an op that cannot be raised; the caller streams the
/// reason. `name` is the op's name before generalization.
static InFlightDiagnostic cannotRaise(Location loc, StringRef name) {
  return emitError(loc) << "'" << name << "' op cannot be raised to fuse: ";
}

/// The same for `op` under its own name.
static InFlightDiagnostic cannotRaise(Operation *op) {
  return cannotRaise(op->getLoc(), op->getName().getStringRef());
}

/// The indexing map of input `i` of `op`.
static AffineMap mapOf(AggregateOp op, unsigned i) {
  return cast<AffineMapAttr>(op.getIndexingMaps()[i]).getValue();
}

/// All indexing maps of `op`.
static SmallVector<AffineMap> mapsOf(AggregateOp op) {
  return llvm::to_vector(llvm::map_range(op.getIndexingMaps(), [](Attribute a) {
    return cast<AffineMapAttr>(a).getValue();
  }));
}

/// The dimension names of `op`.
static SmallVector<StringRef> namesOf(AggregateOp op) {
  return llvm::to_vector(llvm::map_range(op.getDimNames(), [](Attribute a) {
    return cast<StringAttr>(a).getValue();
  }));
}

/// `names` as StringRefs (for the aggregate builder).
static SmallVector<StringRef> refs(ArrayRef<std::string> names) {
  return SmallVector<StringRef>(names.begin(), names.end());
}

/// Looks through arith.extf.
static Value stripExt(Value v) {
  while (auto ext = v.getDefiningOp<arith::ExtFOp>())
    v = ext.getIn();
  return v;
}

/// Whether `type` is a ranked tensor of floats.
static bool isFloatTensor(Type type) {
  auto ranked = dyn_cast<RankedTensorType>(type);
  return ranked && isa<FloatType>(ranked.getElementType());
}

/// The scalar every element of `tensor` holds, as an attribute of
/// `elementType`: a splat constant or a linalg.fill of a constant, possibly
/// reshaped, or `tensor` itself when it is a constant scalar. Null
/// otherwise.
static TypedAttr getSplatScalar(Value tensor, Type elementType) {
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

/// Whether `value` is the identity of `monoid` (0 for add, -inf for max).
/// The lowest finite value counts as max's identity too: TOSA's reduce_max
/// starts there. The two differ only on a slice that is entirely -inf, where
/// fusec defines softmax as 0 instead of TOSA's NaN.
static bool isIdentityOf(Attribute monoid, TypedAttr value) {
  auto f = dyn_cast_or_null<FloatAttr>(value);
  if (!f)
    return false;
  if (isa<AddMonoidAttr>(monoid))
    return f.getValue().isZero();
  if (isa<MaxMonoidAttr>(monoid)) {
    const APFloat &v = f.getValue();
    APFloat lowest = APFloat::getLargest(v.getSemantics(), /*Negative=*/true);
    return (v.isInfinity() && v.isNegative()) || v.compare(lowest) ==
                                                     APFloat::cmpEqual;
  }
  return false;
}

namespace {
/// An element `scale * a * b` of two body arguments, possibly extended.
struct Product {
  BlockArgument lhs, rhs;
  double scale = 1.0;
};
} // namespace

/// Matches `v` as a product of two distinct block arguments of `block`
/// (through arith.extf), optionally times a constant.
static std::optional<Product> matchProduct(Value v, Block *block) {
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

/// Whether `op` reduces and its element is a product of two inputs.
static bool isContraction(AggregateOp op) {
  Block &body = op.getBody().front();
  return !op.getReduceDims().empty() &&
         matchProduct(body.getTerminator()->getOperand(0), &body).has_value();
}

/// Whether the body of `op` holds a fuse.index.
static bool usesIndex(Operation *op) {
  bool found = false;
  op->walk([&](IndexOp) { found = true; });
  return found;
}

/// Dimension names: for a contraction the roles (b0.., i, j for the kept
/// dimensions, k or k0.. for the reduced ones), otherwise d0, d1, ....
static SmallVector<std::string> dimNames(unsigned numKept, unsigned numReduced,
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

/// Whether `e` is an access fusec raises from a linalg map: a dimension, a
/// constant, or `d floordiv c` / `d mod c` (grouped heads, reshapes).
static bool isRaisableExpr(AffineExpr e) {
  if (isa<AffineDimExpr, AffineConstantExpr>(e))
    return true;
  auto bin = dyn_cast<AffineBinaryOpExpr>(e);
  if (!bin || (e.getKind() != AffineExprKind::FloorDiv &&
               e.getKind() != AffineExprKind::Mod))
    return false;
  auto c = dyn_cast<AffineConstantExpr>(bin.getRHS());
  return isa<AffineDimExpr>(bin.getLHS()) && c && c.getValue() > 0;
}

/// The reassociation that expands a tensor to one with unit dimensions
/// where `unit` is set: each unit dimension joins the group of a
/// neighbouring kept one (leading ones the first kept one's).
static SmallVector<ReassociationIndices> unitGroups(ArrayRef<bool> unit) {
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

/// Checks that every tensor operand and result of `op` is ranked and not
/// empty. Dynamic extents (`?`) are size symbols, as in the fuse dialect.
static LogicalResult checkStaticTensors(Operation *op, StringRef name) {
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

/// Whether a tensor.expand_shape / tensor.collapse_shape is a view fusec
/// folds into maps: in every group of the expanded side only the first
/// non-unit (outermost) dim may be dynamic, so that the strides are
/// constants ([?, 16] <-> ? is `d0 * 16 + d1` / `d floordiv 16, d mod 16`;
/// [1, ?] <-> ? reads the unit dim as 0).
static bool isFoldableReshape(Operation *op) {
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

/// The map from the indices of a static tensor.expand_shape /
/// tensor.collapse_shape result to the indices of its source. Unit
/// dimensions always index 0: they drop out of linearized expressions, and a
/// unit dimension that corresponds to a unit dimension reads it as itself.
static AffineMap reshapeMap(Operation *op) {
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

/// Why a tensor.extract_slice cannot fold into its readers' maps, or an
/// empty string when it can: static offsets and sizes, unit strides, a
/// static source (the offsets add to the readers' indices, so the window
/// must be known to lie inside the source).
static std::string sliceRefusal(tensor::ExtractSliceOp op) {
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
// The raising of one function
//===----------------------------------------------------------------------===//

namespace {
class Raiser {
public:
  Raiser(func::FuncOp func, bool wideAccumulation)
      : func(func), rewriter(func.getContext()),
        wideAccumulation(wideAccumulation) {}

  /// Raises the function; on failure an error has been emitted.
  LogicalResult run();

private:
  LogicalResult fuseNonFloatProducers();
  void propagateReshapes();
  LogicalResult raiseOp(Operation *op);
  LogicalResult raiseGeneric(linalg::GenericOp op, StringRef name);
  LogicalResult raiseSoftmax(linalg::SoftmaxOp op);
  LogicalResult foldResultCast(tensor::CastOp op);
  void relayoutThroughViews();
  bool canRelayout(AggregateOp op) const;
  AggregateOp relayout(AggregateOp op, AffineMap view,
                       ArrayRef<int64_t> shape);
  void foldViews();
  void dropUnreadUnitDims(AggregateOp &op);
  void carryElementwise();
  void normalizeLogSumExp();
  void orientContractions();
  void formSurfaceOps();
  void materializeLeftovers();
  void eraseDeadOps();

  bool isRaised(Operation *op) const { return op && raisedSet.contains(op); }
  bool isRaisedElementwise(Operation *op) const;
  bool isCopy(AggregateOp op) const;
  std::optional<std::pair<Value, AffineMap>> viewOf(Value v) const;
  bool shouldCarry(AggregateOp consumer, unsigned operand) const;
  AggregateOp carry(AggregateOp consumer, unsigned operand);
  std::optional<MatmulOp> tryMatmul(AggregateOp op);
  void track(AggregateOp op) {
    raised.push_back(op);
    raisedSet.insert(op);
  }
  void replaceTracked(AggregateOp oldOp, Operation *newOp);

  func::FuncOp func;
  IRRewriter rewriter;
  /// Whether a sum into a 16-bit float output accumulates in f32 and rounds
  /// once (see normalizeFrontendIdioms).
  bool wideAccumulation;
  /// Aggregates created by the raising, in program order (null once erased
  /// or replaced by a surface op). Only these are rewritten.
  SmallVector<AggregateOp> raised;
  llvm::DenseSet<Operation *> raisedSet;
  /// Set while relayout computes a value the function returns through a
  /// view: chain candidates may change layout then (else the view is a copy
  /// kernel of its own).
  bool relayoutForResult = false;
  /// Aggregates `relayout` replaced, producers first: erased in reverse
  /// (readers first) once the view is gone.
  SmallVector<Operation *> relayoutDead;
  /// The expand_shape ops restoring dropped unit dimensions.
  SmallVector<tensor::ExpandShapeOp> unitExpansions;
};
} // namespace

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
    return std::make_pair(agg.getInputs()[0], mapOf(agg, 0));
  if (isa_and_nonnull<tensor::ExpandShapeOp, tensor::CollapseShapeOp>(def) &&
      isFoldableReshape(def))
    return std::make_pair(def->getOperand(0), reshapeMap(def));
  if (auto slice = dyn_cast_or_null<tensor::ExtractSliceOp>(def);
      slice && sliceRefusal(slice).empty())
    return std::make_pair(slice.getSource(), sliceMap(slice));
  return std::nullopt;
}

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
  while (true) {
    Operation *producer = nullptr;
    func.walk([&](Operation *op) {
      if (!isNonFloat(op))
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
                "read it; fusec computes floats only";
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
    if (generic.getNumLoops() != generic.getNumParallelLoops() ||
        generic->getNumResults() != 1 || generic->use_empty())
      return fail();
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
  auto collapsedAndExpanded = [&](Operation *op) {
    if (op->use_empty())
      return false;
    auto collapsed = [](Value v) {
      return static_cast<bool>(v.getDefiningOp<tensor::CollapseShapeOp>());
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
    auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
    return linalgOp && linalgOp.getNumDpsInputs() > 0 &&
           llvm::all_of(linalgOp.getDpsInputs(), collapsed) &&
           llvm::all_of(op->getUsers(), [&](Operation *user) {
             return isa<tensor::ExpandShapeOp>(user) ||
                    castThenExpanded(user);
           });
  };
  // Such named ops take part in their generic form.
  SmallVector<linalg::LinalgOp> named;
  bool any = false;
  func.walk([&](linalg::LinalgOp op) {
    if (!op.hasPureTensorSemantics() || !collapsedAndExpanded(op))
      return;
    any = true;
    if (!isa<linalg::GenericOp, linalg::FillOp>(op) &&
        !linalg::isaConvolutionOpInterface(op))
      named.push_back(op);
  });
  if (!any)
    return;
  for (linalg::LinalgOp op : named) {
    rewriter.setInsertionPoint(op);
    (void)linalg::generalizeNamedOp(rewriter, op);
  }
  MLIRContext *ctx = func.getContext();
  RewritePatternSet patterns(ctx);
  // Other reshapes fold into maps later: expanding a generic for a
  // collapsed broadcast (repeat_interleave of grouped heads) would only
  // split its dimensions, where `h floordiv g` reads the source directly.
  linalg::populateFoldReshapeOpsByExpansionPatterns(
      patterns, [&](OpOperand *operand) {
        Operation *owner = operand->getOwner();
        return isa<linalg::GenericOp>(owner) &&
               operand->get().getDefiningOp<tensor::CollapseShapeOp>() &&
               collapsedAndExpanded(owner);
      });
  tensor::ExpandShapeOp::getCanonicalizationPatterns(patterns, ctx);
  tensor::CollapseShapeOp::getCanonicalizationPatterns(patterns, ctx);
  (void)applyPatternsGreedily(func, std::move(patterns));
}

//===----------------------------------------------------------------------===//
// Step 2: linalg ops to aggregates
//===----------------------------------------------------------------------===//

/// Raises one op of the function body (linalg, tensor, leftover tosa);
/// ops of other dialects are left alone.
LogicalResult Raiser::raiseOp(Operation *op) {
  StringRef dialect = op->getDialect() ? op->getDialect()->getNamespace() : "";
  if (auto softmax = dyn_cast<linalg::SoftmaxOp>(op))
    return raiseSoftmax(softmax);
  if (isa<linalg::FillOp>(op))
    return checkStaticTensors(op, op->getName().getStringRef());
  if (auto lop = dyn_cast<linalg::LinalgOp>(op)) {
    std::string name = op->getName().getStringRef().str();
    if (isa<linalg::ConvolutionOpInterface>(op) ||
        linalg::isaConvolutionOpInterface(lop))
      return cannotRaise(op) << (StringRef(name).contains("pooling")
                                     ? "pooling is not supported"
                                     : "convolutions are not supported");
    if (failed(checkStaticTensors(op, name)))
      return failure();
    auto generic = dyn_cast<linalg::GenericOp>(op);
    if (!generic) {
      rewriter.setInsertionPoint(op);
      FailureOr<linalg::GenericOp> g = linalg::generalizeNamedOp(rewriter, lop);
      if (failed(g))
        return cannotRaise(op) << "it has no linalg.generic form";
      generic = *g;
    }
    return raiseGeneric(generic, name);
  }
  if (dialect == "linalg")
    return cannotRaise(op) << "it has no fuse equivalent";
  if (isa<tensor::EmptyOp>(op))
    return success();
  if (auto cast = dyn_cast<tensor::CastOp>(op)) {
    if (succeeded(foldResultCast(cast)))
      return success();
    if (failed(checkStaticTensors(op, op->getName().getStringRef())))
      return failure();
    return cannotRaise(op)
           << "a cast to or from `?` dims folds only where the function "
              "returns its result; give the tensors one type (static, or `?` "
              "throughout)";
  }
  if (dialect == "tensor") {
    if (failed(checkStaticTensors(op, op->getName().getStringRef())))
      return failure();
    if (isa<tensor::ExpandShapeOp, tensor::CollapseShapeOp>(op)) {
      if (isFoldableReshape(op))
        return success();
      return cannotRaise(op)
             << "a group of its expanded shape has a dynamic dimension "
                "after the first; fusec folds reshapes whose inner "
                "dimensions are static ([?, 16, 64] <-> [?, 1024])";
    }
    // Sizes of dynamic tensors: read by tensor.empty and index arithmetic
    // that the raising leaves dead (the sizes are the aggregates' `?`).
    if (isa<tensor::DimOp>(op))
      return success();
    if (auto slice = dyn_cast<tensor::ExtractSliceOp>(op)) {
      std::string why = sliceRefusal(slice);
      if (why.empty())
        return success();
      return cannotRaise(op) << why;
    }
    return cannotRaise(op) << "it has no fuse equivalent";
  }
  if (dialect == "tosa")
    return cannotRaise(op)
           << "TOSA is imported through upstream "
              "tosa-to-linalg first (the fusec-import pipeline)";
  return success();
}

/// A tensor.cast of a static tensor to `?` dimensions that only the function
/// returns (frontends erase static sizes on results) is its source: the
/// function returns the static type. Fails, changing nothing, otherwise.
LogicalResult Raiser::foldResultCast(tensor::CastOp op) {
  auto srcTy = dyn_cast<RankedTensorType>(op.getSource().getType());
  if (!srcTy || !srcTy.hasStaticShape() || op->use_empty() ||
      !llvm::all_of(op->getUsers(), [&](Operation *user) {
        return isa<func::ReturnOp>(user) && user->getParentOp() == func;
      }))
    return failure();
  rewriter.replaceAllUsesWith(op.getResult(), op.getSource());
  rewriter.eraseOp(op);
  SmallVector<Type> results;
  func.walk([&](func::ReturnOp ret) {
    if (ret->getParentOp() == func)
      results = llvm::to_vector(ret.getOperandTypes());
  });
  func.setFunctionType(FunctionType::get(
      func.getContext(), func.getFunctionType().getInputs(), results));
  return success();
}

/// linalg.softmax -> fuse.softmax over the same dimension.
LogicalResult Raiser::raiseSoftmax(linalg::SoftmaxOp op) {
  if (failed(checkStaticTensors(op, op->getName().getStringRef())))
    return failure();
  auto inTy = cast<RankedTensorType>(op.getInput().getType());
  if (!isa<FloatType>(inTy.getElementType()))
    return cannotRaise(op) << "its input is not a float tensor";
  if (op->getResult(0).getType() != inTy)
    return cannotRaise(op) << "its result type " << op->getResult(0).getType()
                           << " differs from its input type " << inTy;
  rewriter.setInsertionPoint(op);
  auto softmax =
      SoftmaxOp::create(rewriter, op.getLoc(), inTy, op.getInput(),
                        rewriter.getI64IntegerAttr(op.getDimension()));
  rewriter.replaceOp(op, softmax.getResult());
  return success();
}

/// A linalg.generic (possibly generalized from the named op `name`) -> an
/// aggregate over the same loops, in the monoid of its reduction (or
/// #fuse.add with no reduced dimension), whose body computes the element.
LogicalResult Raiser::raiseGeneric(linalg::GenericOp op, StringRef name) {
  Location loc = op.getLoc();
  MLIRContext *ctx = op.getContext();
  if (op.getNumDpsInits() != 1)
    return cannotRaise(loc, name)
           << "it has " << op.getNumDpsInits()
           << " outputs; fusec raises ops with one result";
  OpOperand *init = op.getDpsInitOperand(0);
  auto outTy = cast<RankedTensorType>(init->get().getType());
  Type outElt = outTy.getElementType();
  if (!isa<FloatType>(outElt))
    return cannotRaise(loc, name) << "its result has a non-float element type ("
                                  << outTy << "); fusec computes floats only";

  // The iteration space in canonical order: the output's dimensions as the
  // output map lists them, then the reduction loops. A constant 0 in the
  // output map (a kept unit dimension, `keepdim`) is left out of the
  // aggregate and restored by an expand_shape that readers fold away.
  SmallVector<utils::IteratorType> iters = op.getIteratorTypesArray();
  SmallVector<int64_t> loopSizes = op.getStaticLoopRanges();
  unsigned numLoops = op.getNumLoops();
  AffineMap outMap = op.getMatchingIndexingMap(init);
  SmallVector<int64_t> newPos(numLoops, -1), sizes, reduced;
  SmallVector<bool> unitOut;
  for (auto [r, e] : llvm::enumerate(outMap.getResults())) {
    auto d = dyn_cast<AffineDimExpr>(e);
    auto c = dyn_cast<AffineConstantExpr>(e);
    unitOut.push_back(!d);
    if (d && iters[d.getPosition()] == utils::IteratorType::parallel &&
        newPos[d.getPosition()] < 0) {
      newPos[d.getPosition()] = sizes.size();
      sizes.push_back(loopSizes[d.getPosition()]);
    } else if (c && c.getValue() == 0 && outTy.getDimSize(r) == 1) {
      continue;
    } else {
      return cannotRaise(loc, name)
             << "its output indexing map " << AffineMapAttr::get(outMap)
             << " is not a projection of the parallel loops";
    }
  }
  for (unsigned l = 0; l < numLoops; ++l) {
    if (iters[l] == utils::IteratorType::reduction) {
      newPos[l] = sizes.size();
      reduced.push_back(sizes.size());
      sizes.push_back(loopSizes[l]);
    } else if (newPos[l] < 0) {
      return cannotRaise(loc, name)
             << "parallel loop " << l << " does not index the output";
    }
  }
  unsigned numDims = sizes.size();
  SmallVector<AffineExpr> dimRepl;
  for (int64_t p : newPos)
    dimRepl.push_back(getAffineDimExpr(p, ctx));
  auto remap = [&](AffineMap m) {
    return m.replaceDimsAndSymbols(dimRepl, {}, numDims, 0);
  };

  // The body: scalar arith / math and linalg.index only.
  Block &body = *op.getBody();
  for (Operation &inner : body.without_terminator()) {
    StringRef d = inner.getDialect() ? inner.getDialect()->getNamespace() : "";
    if ((d != "arith" && d != "math" &&
         !isa<linalg::IndexOp, affine::AffineApplyOp>(inner)) ||
        inner.getNumRegions() != 0)
      return cannotRaise(loc, name)
             << "its body holds '" << inner.getName()
             << "'; fusec raises bodies of scalar arith and math ops";
    for (Value v : inner.getOperands()) {
      if (v.getParentBlock() == &body)
        continue;
      if (!matchPattern(v, m_Constant()))
        return cannotRaise(loc, name)
               << "its body reads a value defined outside it that is not a "
                  "constant";
    }
  }
  Value yielded = body.getTerminator()->getOperand(0);
  BlockArgument outArg = op.getMatchingBlockArgument(init);

  // A reduction: the body must end in `out = combine(out, element)`.
  Attribute monoid = AddMonoidAttr::get(ctx);
  Operation *combine = nullptr;
  Value element = yielded;
  if (!reduced.empty()) {
    combine = yielded.getDefiningOp();
    if (!combine || combine->getBlock() != &body ||
        combine->getNumOperands() != 2)
      return cannotRaise(loc, name)
             << "its reduction body does not end in a combine of the output "
                "with an element";
    if (isa<arith::AddFOp>(combine))
      monoid = AddMonoidAttr::get(ctx);
    else if (isa<arith::MaximumFOp, arith::MaxNumFOp>(combine))
      monoid = MaxMonoidAttr::get(ctx);
    else
      return cannotRaise(loc, name)
             << "its reduction combines with '" << combine->getName()
             << "'; fusec has monoids for arith.addf (#fuse.add) and "
                "arith.maximumf / arith.maxnumf (#fuse.max)";
    if (combine->getOperand(0) == outArg)
      element = combine->getOperand(1);
    else if (combine->getOperand(1) == outArg)
      element = combine->getOperand(0);
    else
      return cannotRaise(loc, name)
             << "its reduction body does not combine the element with the "
                "output argument";
    if (!outArg.hasOneUse())
      return cannotRaise(loc, name)
             << "its reduction body reads the output argument outside the "
                "final combine";
  }

  // An output that is read must hold data (a reduction starts from it).
  if ((!reduced.empty() || !outArg.use_empty()) &&
      init->get().getDefiningOp<tensor::EmptyOp>())
    return cannotRaise(loc, name)
           << "it reads its uninitialized output (tensor.empty)";

  // Inputs: splat constants become scalars in the body; unused inputs are
  // dropped; a (value, map) pair read twice is read once.
  SmallVector<Value> inputs;
  SmallVector<AffineMap> maps;
  SmallVector<int64_t> argInput(body.getNumArguments(), -1);
  SmallVector<TypedAttr> argScalar(body.getNumArguments());
  auto addInput = [&](Value v, AffineMap m, BlockArgument arg) {
    if (arg.use_empty())
      return;
    if (TypedAttr s = getSplatScalar(v, arg.getType())) {
      argScalar[arg.getArgNumber()] = s;
      return;
    }
    for (auto [i, pair] : llvm::enumerate(llvm::zip(inputs, maps))) {
      if (std::get<0>(pair) == v && std::get<1>(pair) == m) {
        argInput[arg.getArgNumber()] = i;
        return;
      }
    }
    argInput[arg.getArgNumber()] = inputs.size();
    inputs.push_back(v);
    maps.push_back(m);
  };
  for (OpOperand *in : op.getDpsInputOperands()) {
    AffineMap m = op.getMatchingIndexingMap(in);
    BlockArgument arg = op.getMatchingBlockArgument(in);
    auto ty = dyn_cast<RankedTensorType>(in->get().getType());
    if (!ty) {
      // A scalar operand is a rank-0 value: a constant becomes a constant in
      // the body; anything else would be a buffer of its own.
      if (arg.use_empty() || getSplatScalar(in->get(), arg.getType()))
        addInput(in->get(), remap(m), arg);
      else
        return cannotRaise(loc, name)
               << "input #" << in->getOperandNumber() << " is a scalar ("
               << in->get().getType()
               << ") that is not a constant; fusec reads scalars only as "
                  "constants (pass it as a tensor)";
      continue;
    }
    // Boolean masks (i1, one byte per element in memory) and i32 / i64
    // tensors (lengths, positions, ids) are read like floats: the body
    // compares and selects with them (`select %keep, %s, -inf`).
    Type inElt = ty.getElementType();
    if (!isa<FloatType>(inElt) && !inElt.isInteger(1) &&
        !inElt.isSignlessInteger(32) && !inElt.isSignlessInteger(64) &&
        !arg.use_empty() && !getSplatScalar(in->get(), arg.getType()))
      return cannotRaise(loc, name)
             << "input #" << in->getOperandNumber() << " has element type "
             << inElt
             << " and is not computed by ops fusec can merge into this one; "
                "fusec reads float, i1, i32 and i64 tensors";
    for (auto [r, e] : llvm::enumerate(m.getResults())) {
      auto c = dyn_cast<AffineConstantExpr>(e);
      if (!isRaisableExpr(e) ||
          (c && (c.getValue() < 0 ||
                 (!ty.isDynamicDim(r) && c.getValue() >= ty.getDimSize(r)))))
        return cannotRaise(loc, name)
               << "indexing map #" << in->getOperandNumber() << " "
               << AffineMapAttr::get(m)
               << " is not supported: fusec raises accesses by dimensions, "
                  "constants, floordiv and mod (no convolution-like sums)";
    }
    addInput(in->get(), remap(m), arg);
  }
  if (reduced.empty())
    addInput(init->get(), remap(outMap), outArg);

  if (element.getType() != outElt)
    return cannotRaise(loc, name)
           << "its element has type " << element.getType() << " but the result "
           << outElt;

  bool contraction = false;
  if (!reduced.empty() && isa<AddMonoidAttr>(monoid))
    if (std::optional<Product> p = matchProduct(element, &body))
      contraction = p->lhs != outArg && p->rhs != outArg &&
                    argInput[p->lhs.getArgNumber()] >= 0 &&
                    argInput[p->rhs.getArgNumber()] >= 0;
  SmallVector<std::string> names =
      dimNames(numDims - reduced.size(), reduced.size(), contraction);

  SmallVector<int64_t> keptShape;
  for (auto [r, unit] : llvm::enumerate(unitOut))
    if (!unit)
      keptShape.push_back(outTy.getDimSize(r));
  auto aggTy = RankedTensorType::get(keptShape, outElt);
  rewriter.setInsertionPoint(op);
  auto agg = AggregateOp::create(rewriter, loc, TypeRange{aggTy}, monoid,
                                 refs(names), sizes, reduced, inputs, maps);
  Block &dest = agg.getBody().front();
  OpBuilder b = OpBuilder::atBlockBegin(&dest);
  IRMapping mapping;
  for (BlockArgument arg : body.getArguments()) {
    unsigned n = arg.getArgNumber();
    if (argInput[n] >= 0)
      mapping.map(arg, dest.getArgument(argInput[n]));
    else if (argScalar[n])
      mapping.map(arg, arith::ConstantOp::create(b, loc, argScalar[n]));
  }
  for (Operation &inner : body.without_terminator()) {
    if (&inner == combine)
      continue;
    if (auto index = dyn_cast<linalg::IndexOp>(inner)) {
      mapping.map(index.getResult(),
                  IndexOp::create(b, index.getLoc(), b.getIndexType(),
                                  newPos[index.getDim()]));
      continue;
    }
    // Index arithmetic (from fused producers) as arith ops.
    if (auto apply = dyn_cast<affine::AffineApplyOp>(inner)) {
      AffineMap m = apply.getAffineMap();
      SmallVector<Value> operands =
          llvm::to_vector(llvm::map_range(apply.getMapOperands(), [&](Value v) {
            return mapping.lookupOrDefault(v);
          }));
      ValueRange all(operands);
      mapping.map(apply.getResult(),
                  affine::expandAffineExpr(b, apply.getLoc(), m.getResult(0),
                                           all.take_front(m.getNumDims()),
                                           all.drop_front(m.getNumDims())));
      continue;
    }
    b.clone(inner, mapping);
  }
  YieldOp::create(b, loc, mapping.lookupOrDefault(element));
  track(agg);

  // A reduction whose init is not the monoid's identity: combine the init
  // in, elementwise, with the body's own combine op.
  Value result = agg.getResult(0);
  if (aggTy != outTy)
    result = tensor::ExpandShapeOp::create(rewriter, loc, outTy, result,
                                           unitGroups(unitOut));
  if (!reduced.empty() &&
      !isIdentityOf(monoid, getSplatScalar(init->get(), outElt))) {
    int64_t rank = outTy.getRank();
    TypedAttr initScalar = getSplatScalar(init->get(), outElt);
    SmallVector<Value> combineInputs{result};
    if (!initScalar)
      combineInputs.push_back(init->get());
    AffineMap id = AffineMap::getMultiDimIdentityMap(rank, ctx);
    auto withInit = AggregateOp::create(
        rewriter, loc, TypeRange{outTy}, AddMonoidAttr::get(ctx),
        refs(genericDimNames(rank)), outTy.getShape(), {}, combineInputs,
        SmallVector<AffineMap>(combineInputs.size(), id));
    Block &cb = withInit.getBody().front();
    b.setInsertionPointToStart(&cb);
    Value initValue =
        initScalar ? arith::ConstantOp::create(b, loc, initScalar).getResult()
                   : Value(cb.getArgument(1));
    IRMapping cm;
    cm.map(outArg, initValue);
    cm.map(element, cb.getArgument(0));
    YieldOp::create(b, loc, b.clone(*combine, cm)->getResult(0));
    track(withInit);
    result = withInit.getResult(0);
  }
  rewriter.replaceOp(op, result);
  return success();
}

//===----------------------------------------------------------------------===//
// Step 3: views folded into maps
//===----------------------------------------------------------------------===//

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
/// `x mod c` is x where 0 <= x < c (a reshape composed with its inverse).
static AffineExpr simplifyWithSizes(AffineExpr e, ArrayRef<int64_t> sizes) {
  auto bin = dyn_cast<AffineBinaryOpExpr>(e);
  if (!bin)
    return e;
  AffineExpr l = simplifyWithSizes(bin.getLHS(), sizes);
  AffineExpr r = simplifyWithSizes(bin.getRHS(), sizes);
  if (e.getKind() == AffineExprKind::FloorDiv ||
      e.getKind() == AffineExprKind::Mod) {
    auto c = dyn_cast<AffineConstantExpr>(r);
    auto lb = boundsOf(l, sizes);
    if (c && c.getValue() > 0 && lb && lb->first >= 0 &&
        lb->second < c.getValue())
      return e.getKind() == AffineExprKind::FloorDiv
                 ? getAffineConstantExpr(0, e.getContext())
                 : l;
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

/// `m` simplified, with the extents `sizes` of its dims.
static AffineMap simplifyWithSizes(AffineMap m, ArrayRef<int64_t> sizes) {
  m = simplifyAffineMap(m);
  SmallVector<AffineExpr> results;
  for (AffineExpr e : m.getResults())
    results.push_back(simplifyAffineExpr(simplifyWithSizes(e, sizes),
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
      if (!mapOf(op, t).isIdentity() || !in.hasOneUse() ||
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
    AffineMap m = mapOf(op, t);
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
      AffineMap m = mapOf(copy, 0);
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
    if (!op || !isCopy(op) || !mapOf(op, 0).isIdentity() ||
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

//===----------------------------------------------------------------------===//
// Step 4: elementwise producers carried into their consumers
//===----------------------------------------------------------------------===//

/// Whether input `operand` of `consumer`, produced by a raised elementwise
/// aggregate, should be computed in the consumer's body instead: when the
/// consumer is its only user, or when the consumer reduces and the producer
/// mixes in a value broadcast along the reduced dimensions (`x - m` for
/// `sum_j exp(x - m)`). Never into contractions (chain formation pulls
/// those together later, with the planner's consent).
bool Raiser::shouldCarry(AggregateOp consumer, unsigned operand) const {
  Value in = consumer.getInputs()[operand];
  auto producer = in.getDefiningOp<AggregateOp>();
  if (!isRaised(consumer) || !isRaisedElementwise(producer) ||
      isContraction(consumer))
    return false;
  AffineMap via = mapOf(consumer, operand);
  if (usesIndex(producer) && !llvm::all_of(via.getResults(), [](AffineExpr e) {
        return isa<AffineDimExpr, AffineConstantExpr>(e);
      }))
    return false;
  if (in.hasOneUse())
    return true;
  ArrayRef<int64_t> reducedDims = consumer.getReduceDims();
  if (reducedDims.empty())
    return false;
  bool broadcast = false, varying = false;
  for (unsigned u = 0, e = producer.getInputs().size(); u < e; ++u) {
    AffineMap m = mapOf(producer, u).compose(via);
    bool dependsOnReduced = llvm::any_of(
        reducedDims, [&](int64_t d) { return m.isFunctionOfDim(d); });
    (dependsOnReduced ? varying : broadcast) = true;
  }
  return broadcast && varying;
}

/// Computes input `operand` of `consumer` (a raised elementwise aggregate)
/// inside the consumer's body; its inputs take the operand's place.
AggregateOp Raiser::carry(AggregateOp consumer, unsigned operand) {
  auto producer = consumer.getInputs()[operand].getDefiningOp<AggregateOp>();
  AffineMap via = mapOf(consumer, operand);
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
      consumerArg[t] = addInput(consumer.getInputs()[t], mapOf(consumer, t));
      continue;
    }
    for (unsigned u = 0, f = producer.getInputs().size(); u < f; ++u)
      producerArg[u] =
          addInput(producer.getInputs()[u],
                   simplifyAffineMap(mapOf(producer, u).compose(via)));
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
      AffineMap m = mapOf(reader, use.getOperandNumber());
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
    AffineMap m = mapOf(op, t);
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
      return llvm::is_contained(mapOf(op, t).getResults(),
                                getAffineDimExpr(d, op.getContext()));
    });
    if (!read && op.getDimSizes()[d] != 1)
      return std::nullopt;
  }
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
    auto copy = AggregateOp::create(
        rewriter, loc, TypeRange{ty}, AddMonoidAttr::get(op->getContext()),
        refs(genericDimNames(ty.getRank())), ty.getShape(), {},
        ValueRange{view->first}, {view->second});
    Block &body = copy.getBody().front();
    OpBuilder b = OpBuilder::atBlockBegin(&body);
    YieldOp::create(b, loc, body.getArgument(0));
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
