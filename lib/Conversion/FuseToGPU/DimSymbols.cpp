//===- DimSymbols.cpp - which extents of a host function are equal --------===//
//
// The dimension-symbol analysis of convert-fuse-to-gpu (DimSymbols.h): the
// classes of equal extents, their consistency check, the refinement of `?`
// extents to static ones and the manifest's "dims" entries.
//
//===----------------------------------------------------------------------===//

#include "DimSymbols.h"
#include "fusec/Dialect/Fuse/IR/FuseOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Diagnostics.h"

using namespace mlir;
using namespace mlir::fuse;

void DimSymbols::relateMaps(Operation *op, ValueRange inputs, ArrayAttr maps,
                            ArrayRef<int64_t> sizes, Operation *outer,
                            ArrayRef<int64_t> outerSizes) {
  // A nested reduce's maps range over the enclosing aggregate's dims, then
  // its own: dims below outerSizes.size() are the aggregate's.
  for (auto [in, m] : llvm::zip(inputs, maps)) {
    if (!isa<RankedTensorType>(in.getType()))
      continue;
    for (auto [r, e] :
         llvm::enumerate(cast<AffineMapAttr>(m).getValue().getResults())) {
      auto d = dyn_cast<AffineDimExpr>(e);
      if (!d)
        continue;
      int64_t pos = d.getPosition();
      int64_t numOuter = outerSizes.size();
      if (outer && pos < numOuter)
        relate(in, r, outer, pos, outerSizes[pos]);
      else if (pos - (outer ? numOuter : 0) < static_cast<int64_t>(sizes.size()))
        relate(in, r, op, pos - (outer ? numOuter : 0),
               sizes[pos - (outer ? numOuter : 0)]);
    }
  }
}

DimSymbols::DimSymbols(func::FuncOp func) : ctx(func.getContext()) {
  func.walk([&](Operation *op) {
    for (Value v : op->getResults())
      if (auto t = dyn_cast<RankedTensorType>(v.getType()))
        for (int64_t a = 0; a < t.getRank(); ++a)
          note(valueKey(v, a), t.getDimSize(a));
  });
  for (BlockArgument arg : func.getArguments())
    if (auto t = dyn_cast<RankedTensorType>(arg.getType()))
      for (int64_t a = 0; a < t.getRank(); ++a)
        note(valueKey(arg, a), t.getDimSize(a));
  for (auto agg : func.getBody().getOps<AggregateOp>()) {
    ArrayRef<int64_t> sizes = agg.getDimSizes();
    for (auto [d, size] : llvm::enumerate(sizes))
      note(dimKey(agg, d), size);
    relateMaps(agg, agg.getInputs(), agg.getIndexingMaps(), sizes, nullptr,
               {});
    unsigned pos = 0;
    for (int64_t d = 0, e = sizes.size(); d < e; ++d)
      if (!agg.isReduced(d)) {
        for (Value r : agg.getResults())
          relate(r, pos, agg, d, sizes[d]);
        ++pos;
      }
    agg.getBody().walk([&](ReduceOp red) {
      if (red->getParentOp() == agg)
        relateMaps(red, red.getInputs(), red.getIndexingMaps(),
                   red.getDimSizes(), agg, sizes);
    });
  }
  staticOf.clear();
  for (auto &[k, extent] : statics)
    if (staticOf.try_emplace(leader(k), extent).second)
      staticFrom[leader(k)] = k;
  // Classes without a static member read as kDynamic.
  for (auto it = classes.begin(); it != classes.end(); ++it)
    if ((*it)->isLeader() && !staticOf.count((*it)->getData()))
      staticOf[(*it)->getData()] = ShapedType::kDynamic;
}

Location DimSymbols::locOf(Key k) {
  if (k.second >= 0)
    return Value::getFromOpaquePointer(k.first).getLoc();
  return static_cast<Operation *>(const_cast<void *>(k.first))->getLoc();
}

std::string DimSymbols::describe(Key k) {
  std::string s;
  llvm::raw_string_ostream os(s);
  if (k.second >= 0) {
    Value v = Value::getFromOpaquePointer(k.first);
    os << "dimension " << k.second << " of ";
    if (auto arg = dyn_cast<BlockArgument>(v))
      os << "argument #" << arg.getArgNumber();
    else
      os << "result #" << cast<OpResult>(v).getResultNumber();
    os << " (" << v.getType() << ")";
    return s;
  }
  auto *op = static_cast<Operation *>(const_cast<void *>(k.first));
  int64_t dim = -1 - k.second;
  auto names = op->getAttrOfType<ArrayAttr>("dim_names");
  os << "iteration dimension ";
  if (names && dim < static_cast<int64_t>(names.size()))
    os << "'" << cast<StringAttr>(names[dim]).getValue() << "'";
  else
    os << "#" << dim;
  os << " of '" << op->getName() << "'";
  return s;
}

LogicalResult DimSymbols::checkConsistent() {
  for (auto &[k, extent] : statics) {
    Key l = leader(k);
    if (staticOf.lookup(l) == extent)
      continue;
    Key first = staticFrom.lookup(l);
    InFlightDiagnostic diag =
        emitError(locOf(k))
        << describe(k) << " is " << extent
        << ", but dynamic (`?`) extents relate it (through the ops' indexing "
           "maps) to an extent of "
        << staticOf.lookup(l) << ": a `?` cannot take both values";
    diag.attachNote(locOf(first))
        << "the extent " << staticOf.lookup(l) << ": " << describe(first);
    return failure();
  }
  return success();
}

void DimSymbols::refine(func::FuncOp func) {
  auto refineType = [&](Value v) {
    auto t = dyn_cast<RankedTensorType>(v.getType());
    if (!t || t.hasStaticShape())
      return;
    SmallVector<int64_t> shape(t.getShape());
    for (auto [a, e] : llvm::enumerate(shape))
      if (ShapedType::isDynamic(e))
        e = staticOfClass(valueKey(v, a));
    if (shape != t.getShape())
      v.setType(t.clone(shape));
  };
  auto refineDims = [&](Operation *op) {
    auto sizes = op->getAttrOfType<DenseI64ArrayAttr>("dim_sizes");
    if (!sizes)
      return;
    SmallVector<int64_t> refined(sizes.asArrayRef());
    for (auto [d, e] : llvm::enumerate(refined))
      if (ShapedType::isDynamic(e))
        e = staticOfClass(dimKey(op, d));
    if (refined != sizes.asArrayRef())
      op->setAttr("dim_sizes", DenseI64ArrayAttr::get(ctx, refined));
  };
  for (BlockArgument arg : func.getArguments())
    refineType(arg);
  func.walk([&](Operation *op) {
    for (Value r : op->getResults())
      refineType(r);
    if (isa<AggregateOp, ReduceOp>(op))
      refineDims(op);
  });
  auto ret = cast<func::ReturnOp>(func.getBody().front().getTerminator());
  func.setFunctionType(FunctionType::get(ctx, func.getArgumentTypes(),
                                         ret.getOperandTypes()));
}

int64_t DimSymbols::symbol(Value v, int64_t axis, StringRef buffer) {
  Key l = leader(valueKey(v, axis));
  auto [it, inserted] = symbolOf.try_emplace(l, symbolOf.size());
  if (inserted)
    dimAttrs.push_back(DimSymbolAttr::get(ctx, name(it->second), buffer, axis));
  return it->second;
}
