//===- UnflattenOperands.cpp - flattened arguments read as N-D views ------===//
//
// A frontend that passes every buffer flattened (MIGraphX) reshapes it with
// tensor.expand_shape, which the import folds into the reading aggregate's
// map: V[b, k, j] becomes arg[b * 65536 + k * 256 + j]. Such a linear index
// hides the rows and columns a tiled kernel needs. Where its coefficients are
// the row-major strides of some shape of the buffer, the aggregate reads a
// tensor.expand_shape of the argument to that shape instead (the same
// memory), through a projection of its dims:
//
//   arg : tensor<24576xf16>, read at d1 * 128 + d2 * 12288 + d4
//   ==> view = expand_shape arg to 2 x 96 x 128, read at (d2, d1, d4)
//
// The axes come from the coefficients sorted by size; each extent is the
// ratio of neighbouring strides (the outermost: the buffer's size over the
// largest), so an axis may be longer than its dim's range (a slice read
// at offset 0).
//
// A read at a constant offset (a frontend that passes all weights as one
// flat buffer, each layer's matrix a slice of it) views a
// tensor.extract_slice of the argument from that offset, the outermost
// axis as long as its dim's range: the kernel takes the buffer's address
// plus the offset, so every layer's kernel is the same kernel (generated
// once) and a tiled one. The offset must keep the allocation's 256-byte
// alignment, which the kernels' vector loads and TMA rely on.
//
//===----------------------------------------------------------------------===//

#include "fusec/Dialect/Fuse/IR/FuseOps.h"
#include "fusec/Transforms/AggregateUtils.h"
#include "fusec/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/AffineExpr.h"
#include "mlir/IR/Builders.h"

namespace mlir::fuse {
#define GEN_PASS_DEF_UNFLATTENOPERANDSPASS
#include "fusec/Transforms/Passes.h.inc"
} // namespace mlir::fuse

using namespace mlir;
using namespace mlir::fuse;

namespace {
/// One term `stride * d` of a linear index.
struct Term {
  int64_t stride;
  unsigned dim;
};
} // namespace

/// Adds the terms of `e` (a sum of positive multiples of distinct dims and
/// of non-negative constants, summed into `offset`) to `terms`; false for
/// any other expression.
static bool collectTerms(AffineExpr e, SmallVectorImpl<Term> &terms,
                         int64_t &offset) {
  if (auto dim = dyn_cast<AffineDimExpr>(e)) {
    terms.push_back({1, dim.getPosition()});
    return true;
  }
  if (auto c = dyn_cast<AffineConstantExpr>(e)) {
    offset += c.getValue();
    return c.getValue() >= 0;
  }
  auto bin = dyn_cast<AffineBinaryOpExpr>(e);
  if (!bin)
    return false;
  if (bin.getKind() == AffineExprKind::Add)
    return collectTerms(bin.getLHS(), terms, offset) &&
           collectTerms(bin.getRHS(), terms, offset);
  if (bin.getKind() != AffineExprKind::Mul)
    return false;
  auto dim = dyn_cast<AffineDimExpr>(bin.getLHS());
  auto c = dyn_cast<AffineConstantExpr>(bin.getRHS());
  if (!dim || !c || c.getValue() <= 0)
    return false;
  terms.push_back({c.getValue(), dim.getPosition()});
  return true;
}

namespace {
/// The row-major view of a flattened read: its shape and the map that reads
/// it (a projection of the aggregate's dims).
struct View {
  SmallVector<int64_t> shape;
  AffineMap map;
  /// Where the view starts in the buffer (elements).
  int64_t offset = 0;
};
} // namespace

/// The view of a `size`-element 1-D tensor of `elementBytes`-byte
/// elements read at `map` by an op of dims `sizes`, or nullopt where the
/// index is not such a row-major walk.
static std::optional<View> viewOf(AffineMap map, int64_t size,
                                  int64_t elementBytes,
                                  ArrayRef<int64_t> sizes) {
  if (map.getNumResults() != 1 || map.getNumSymbols() != 0)
    return std::nullopt;
  SmallVector<Term> terms;
  int64_t offset = 0;
  if (!collectTerms(map.getResult(0), terms, offset) || terms.size() < 2 ||
      (offset * elementBytes) % 256 != 0)
    return std::nullopt;
  llvm::sort(terms, [](const Term &a, const Term &b) {
    return a.stride < b.stride;
  });
  if (terms.front().stride != 1)
    return std::nullopt;
  View view;
  view.offset = offset;
  SmallVector<AffineExpr> results;
  for (auto [i, term] : llvm::enumerate(terms)) {
    int64_t range = sizes[term.dim];
    bool outermost = i + 1 == terms.size();
    // From an offset, the outermost axis ends with its dim's range.
    int64_t next = !outermost        ? terms[i + 1].stride
                   : offset == 0     ? size
                   : ShapedType::isDynamic(range) ? 0
                                                  : range * term.stride;
    int64_t extent = next / term.stride;
    // Distinct dims (a dim read twice is a diagonal, not a view), strides
    // that nest, and each dim's range within its axis.
    if (next % term.stride != 0 || ShapedType::isDynamic(range) ||
        range > extent ||
        llvm::count_if(terms, [&](const Term &t) {
          return t.dim == term.dim;
        }) != 1)
      return std::nullopt;
    view.shape.insert(view.shape.begin(), extent);
    results.insert(results.begin(),
                   getAffineDimExpr(term.dim, map.getContext()));
  }
  view.map = AffineMap::get(map.getNumDims(), 0, results, map.getContext());
  if (offset + view.shape.front() * terms.back().stride > size)
    return std::nullopt;
  return view;
}

namespace {
struct UnflattenOperandsPass
    : fuse::impl::UnflattenOperandsPassBase<UnflattenOperandsPass> {
  void runOnOperation() override {
    // One view per (argument, offset and shape), made at the function's
    // entry.
    DenseMap<std::pair<Value, Attribute>, Value> views;
    getOperation()->walk([&](AggregateOp op) {
      SmallVector<Attribute> maps(op.getIndexingMaps().begin(),
                                  op.getIndexingMaps().end());
      bool changed = false;
      for (auto [t, in] : llvm::enumerate(op.getInputs())) {
        auto arg = dyn_cast<BlockArgument>(in);
        auto ty = dyn_cast<RankedTensorType>(in.getType());
        if (!arg || !isa<func::FuncOp>(arg.getOwner()->getParentOp()) ||
            !ty || ty.getRank() != 1 || !ty.hasStaticShape() ||
            isGatheredInput(op, t))
          continue;
        unsigned bits = ty.getElementTypeBitWidth();
        if (bits % 8 != 0)
          continue;
        std::optional<View> view = viewOf(indexingMap(op, t), ty.getDimSize(0),
                                          bits / 8, op.getDimSizes());
        if (!view)
          continue;
        OpBuilder b = OpBuilder::atBlockBegin(arg.getOwner());
        SmallVector<int64_t> key{view->offset};
        llvm::append_range(key, view->shape);
        Value &expanded = views[{in, b.getDenseI64ArrayAttr(key)}];
        if (!expanded) {
          Value flat = in;
          if (view->offset != 0) {
            OpFoldResult offset = b.getIndexAttr(view->offset),
                         elements = b.getIndexAttr(
                             ShapedType::getNumElements(view->shape)),
                         stride = b.getIndexAttr(1);
            flat = tensor::ExtractSliceOp::create(b, arg.getLoc(), in, offset,
                                                  elements, stride);
          }
          SmallVector<ReassociationIndices> all(1);
          for (int64_t a = 0, e = view->shape.size(); a < e; ++a)
            all[0].push_back(a);
          expanded = tensor::ExpandShapeOp::create(
              b, arg.getLoc(), ty.clone(view->shape), flat, all);
        }
        op.getInputsMutable()[t].set(expanded);
        maps[t] = AffineMapAttr::get(view->map);
        changed = true;
      }
      if (changed)
        op.setIndexingMapsAttr(ArrayAttr::get(op.getContext(), maps));
    });
  }
};
} // namespace
