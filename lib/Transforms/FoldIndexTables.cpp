//===- FoldIndexTables.cpp - constant index tables read as indices --------===//
//
// Frontends that cannot compute an index in an elementwise op write it as a
// constant: MIGraphX's causal mask compares two aranges,
//
//   %cols = tosa.const dense<[[[[0, 1, ..., 63]]]]> : tensor<1x1x1x64xi32>
//   %rows = tosa.const dense<[[[[0], [1]]]]>        : tensor<1x1x2x1xi32>
//   select(cols > rows, -inf, s)
//
// An aggregate input that is a dense constant whose element at every
// coordinate is a * x_c + b for one coordinate c (or one value everywhere)
// is dropped; the body computes a * index + b from fuse.index of the dim the
// input's map reads coordinate c at. What was a table read per element is
// then an index comparison, which the mask analysis bounds per block.
//
//===----------------------------------------------------------------------===//

#include "fusec/Dialect/Fuse/IR/FuseOps.h"
#include "fusec/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Matchers.h"

namespace mlir::fuse {
#define GEN_PASS_DEF_FOLDINDEXTABLESPASS
#include "fusec/Transforms/Passes.h.inc"
} // namespace mlir::fuse

using namespace mlir;
using namespace mlir::fuse;

namespace {
/// element = scale * x_axis + offset (scale 0: one value everywhere).
struct IndexTable {
  unsigned axis = 0;
  double scale = 0, offset = 0;
};
} // namespace

/// Tables up to this many elements are examined (aranges are short).
static constexpr int64_t kMaxTableElements = 1 << 16;

/// `attr`'s elements as doubles, or nothing for other element types. Exact
/// for the integers and floats an index table holds.
static std::optional<SmallVector<double>> elementsOf(DenseElementsAttr attr) {
  SmallVector<double> values;
  Type elt = attr.getElementType();
  if (auto it = dyn_cast<IntegerType>(elt)) {
    if (it.getWidth() == 1 || it.getWidth() > 64)
      return std::nullopt;
    // Exact in a double: larger integers are no index table anyway.
    for (const APInt &v : attr.getValues<APInt>()) {
      int64_t x = v.getSExtValue();
      if (x > (int64_t(1) << 52) || x < -(int64_t(1) << 52))
        return std::nullopt;
      values.push_back(static_cast<double>(x));
    }
  } else if (isa<FloatType>(elt)) {
    for (const APFloat &v : attr.getValues<APFloat>())
      values.push_back(v.convertToDouble());
  } else {
    return std::nullopt;
  }
  return values;
}

/// The affine form of the table, if it has one.
static std::optional<IndexTable> indexTableOf(DenseElementsAttr attr) {
  auto ty = dyn_cast<RankedTensorType>(attr.getType());
  if (!ty || !ty.hasStaticShape() || ty.getNumElements() > kMaxTableElements)
    return std::nullopt;
  std::optional<SmallVector<double>> values = elementsOf(attr);
  if (!values || values->empty())
    return std::nullopt;
  if (attr.isSplat() || llvm::all_equal(*values))
    return IndexTable{0, 0, values->front()};
  ArrayRef<int64_t> shape = ty.getShape();
  int64_t stride = 1;
  for (int64_t a = ty.getRank() - 1; a >= 0; stride *= shape[a], --a) {
    if (shape[a] < 2)
      continue;
    double offset = (*values)[0], scale = (*values)[stride] - offset;
    bool fits = true;
    for (int64_t i = 0, e = values->size(); fits && i < e; ++i)
      fits = (*values)[i] ==
             scale * static_cast<double>((i / stride) % shape[a]) + offset;
    if (fits)
      return IndexTable{static_cast<unsigned>(a), scale, offset};
  }
  return std::nullopt;
}

/// The element of `table` at the body's current point, where the input's
/// map reads the table's axis at `at` (a dim or a constant), typed `elt`.
static Value buildElement(OpBuilder &b, Location loc, const IndexTable &table,
                          AffineExpr at, Type elt) {
  auto constant = [&](double v) -> Value {
    if (auto it = dyn_cast<IntegerType>(elt))
      return arith::ConstantIntOp::create(b, loc, it,
                                          static_cast<int64_t>(v));
    return arith::ConstantFloatOp::create(b, loc, cast<FloatType>(elt),
                                          APFloat(v));
  };
  if (table.scale == 0)
    return constant(table.offset);
  Value index;
  if (auto dim = dyn_cast<AffineDimExpr>(at))
    index = IndexOp::create(b, loc, b.getIndexType(), dim.getPosition());
  else
    index = arith::ConstantIndexOp::create(
        b, loc, cast<AffineConstantExpr>(at).getValue());
  Value x;
  if (isa<IntegerType>(elt)) {
    x = arith::IndexCastOp::create(b, loc, elt, index);
    if (table.scale != 1)
      x = arith::MulIOp::create(b, loc, x, constant(table.scale));
    if (table.offset != 0)
      x = arith::AddIOp::create(b, loc, x, constant(table.offset));
    return x;
  }
  x = arith::IndexCastOp::create(b, loc, b.getI64Type(), index);
  x = arith::SIToFPOp::create(b, loc, elt, x);
  if (table.scale != 1)
    x = arith::MulFOp::create(b, loc, x, constant(table.scale));
  if (table.offset != 0)
    x = arith::AddFOp::create(b, loc, x, constant(table.offset));
  return x;
}

namespace {
struct FoldIndexTablesPass
    : fuse::impl::FoldIndexTablesPassBase<FoldIndexTablesPass> {
  void runOnOperation() override {
    getOperation()->walk([&](AggregateOp op) {
      Block &body = op.getBody().front();
      SmallVector<Attribute> maps(op.getIndexingMaps().begin(),
                                  op.getIndexingMaps().end());
      for (int64_t t = op.getInputs().size() - 1; t >= 0; --t) {
        DenseElementsAttr attr;
        if (!matchPattern(op.getInputs()[t], m_Constant(&attr)))
          continue;
        std::optional<IndexTable> table = indexTableOf(attr);
        if (!table)
          continue;
        AffineMap map = cast<AffineMapAttr>(maps[t]).getValue();
        AffineExpr at = map.getResult(table->axis);
        if (table->scale != 0 && !isa<AffineDimExpr, AffineConstantExpr>(at))
          continue;
        BlockArgument arg = body.getArgument(t);
        OpBuilder b = OpBuilder::atBlockBegin(&body);
        arg.replaceAllUsesWith(
            buildElement(b, op.getLoc(), *table, at, arg.getType()));
        body.eraseArgument(t);
        op.getInputsMutable().erase(t);
        maps.erase(maps.begin() + t);
      }
      op.setIndexingMapsAttr(ArrayAttr::get(op.getContext(), maps));
    });
  }
};
} // namespace
