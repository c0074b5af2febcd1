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

/// Adds the terms of `e` (a sum of positive multiples of distinct dims, no
/// constant) to `terms`; false for any other expression.
static bool collectTerms(AffineExpr e, SmallVectorImpl<Term> &terms) {
  if (auto dim = dyn_cast<AffineDimExpr>(e)) {
    terms.push_back({1, dim.getPosition()});
    return true;
  }
  auto bin = dyn_cast<AffineBinaryOpExpr>(e);
  if (!bin)
    return false;
  if (bin.getKind() == AffineExprKind::Add)
    return collectTerms(bin.getLHS(), terms) &&
           collectTerms(bin.getRHS(), terms);
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
};
} // namespace

/// The view of a `size`-element 1-D tensor read at `map` by an op of dims
/// `sizes`, or nullopt where the index is not such a row-major walk.
static std::optional<View> viewOf(AffineMap map, int64_t size,
                                  ArrayRef<int64_t> sizes) {
  if (map.getNumResults() != 1 || map.getNumSymbols() != 0)
    return std::nullopt;
  SmallVector<Term> terms;
  if (!collectTerms(map.getResult(0), terms) || terms.size() < 2)
    return std::nullopt;
  llvm::sort(terms, [](const Term &a, const Term &b) {
    return a.stride < b.stride;
  });
  if (terms.front().stride != 1)
    return std::nullopt;
  View view;
  SmallVector<AffineExpr> results;
  for (auto [i, term] : llvm::enumerate(terms)) {
    int64_t next = i + 1 < terms.size() ? terms[i + 1].stride : size;
    int64_t extent = next / term.stride;
    int64_t range = sizes[term.dim];
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
  return view;
}

namespace {
struct UnflattenOperandsPass
    : fuse::impl::UnflattenOperandsPassBase<UnflattenOperandsPass> {
  void runOnOperation() override {
    // One view per (argument, shape), made at the function's entry.
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
        std::optional<View> view =
            viewOf(indexingMap(op, t), ty.getDimSize(0), op.getDimSizes());
        if (!view)
          continue;
        OpBuilder b = OpBuilder::atBlockBegin(arg.getOwner());
        Value &expanded = views[{in, b.getDenseI64ArrayAttr(view->shape)}];
        if (!expanded) {
          SmallVector<ReassociationIndices> all(1);
          for (int64_t a = 0, e = view->shape.size(); a < e; ++a)
            all[0].push_back(a);
          expanded = tensor::ExpandShapeOp::create(
              b, arg.getLoc(), ty.clone(view->shape), in, all);
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
