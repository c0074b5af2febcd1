//===- ContractionMatch.cpp - what the tensor-core GEMM generator takes ---===//
//
// The GEMM generator's match: which `#fuse.add` aggregates of the (scaled)
// product of two 16-bit inputs its tensor-core kernels take, read as one
// GEMM (row, column and batch groups, the operands' layouts, the extents),
// why one it refuses is kept out (for the report), and whether the copy
// engine (TMA) can load both operand tiles.
//
//===----------------------------------------------------------------------===//

#include "ContractionMatch.h"
#include "MmaBuilder.h"
#include "fusec/Conversion/FuseToGPU/KernelBuilders.h"
#include "fusec/Transforms/AggregateUtils.h"

#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace mlir::fuse;

/// The matcher's column tile: grid y stays within its limit for the
/// narrowest tile a config may have, which gemmConfig checks per config.
static constexpr int64_t kMatchTileN = 128;

/// Whether `e` uses `dim` only inside `dim floordiv c` with c a multiple of
/// 8: constant over every aligned run of 8 values of `dim`.
static bool constantOver8(AffineExpr e, int64_t dim) {
  if (!e.isFunctionOfDim(dim))
    return true;
  auto bin = dyn_cast<AffineBinaryOpExpr>(e);
  if (!bin)
    return false;
  if (e.getKind() == AffineExprKind::FloorDiv) {
    auto c = dyn_cast<AffineConstantExpr>(bin.getRHS());
    auto d = dyn_cast<AffineDimExpr>(bin.getLHS());
    if (c && d && d.getPosition() == dim && c.getValue() % 8 == 0)
      return true;
  }
  if (e.getKind() == AffineExprKind::Add || e.getKind() == AffineExprKind::Mul)
    return constantOver8(bin.getLHS(), dim) && constantOver8(bin.getRHS(), dim);
  return false;
}

/// Whether the last index of `map` walks `dim` contiguously over every
/// aligned run of 8 values of `dim` (one 16-byte cp.async): `dim`,
/// `dim + e` (a split contraction reads k = s * c + r) or `dim mod c` (a
/// head merge reads k = h * d + e as [.., h, .., e]) with c a multiple of 8,
/// plus terms constant over the run; the other indices constant over it.
static bool lastWalks(AffineMap map, int64_t dim) {
  if (map.getNumResults() == 0)
    return false;
  auto isRun = [&](AffineExpr e) {
    if (auto d = dyn_cast<AffineDimExpr>(e))
      return d.getPosition() == dim;
    auto mod = dyn_cast<AffineBinaryOpExpr>(e);
    if (!mod || e.getKind() != AffineExprKind::Mod)
      return false;
    auto d = dyn_cast<AffineDimExpr>(mod.getLHS());
    auto c = dyn_cast<AffineConstantExpr>(mod.getRHS());
    return d && c && d.getPosition() == dim && c.getValue() % 8 == 0;
  };
  AffineExpr last = map.getResults().back();
  bool ok = isRun(last);
  if (!ok)
    if (auto sum = dyn_cast<AffineBinaryOpExpr>(last);
        sum && sum.getKind() == AffineExprKind::Add)
      ok = (isRun(sum.getLHS()) && constantOver8(sum.getRHS(), dim)) ||
           (isRun(sum.getRHS()) && constantOver8(sum.getLHS(), dim));
  // A flattened index (a 1-D buffer viewed by expand_shape, as MIGraphX
  // passes every buffer): `dim` plus terms that are multiples of 8 and
  // constant over the run, in any order.
  if (!ok) {
    SmallVector<AffineExpr> terms, work{last};
    while (!work.empty()) {
      AffineExpr e = work.pop_back_val();
      if (auto add = dyn_cast<AffineBinaryOpExpr>(e);
          add && e.getKind() == AffineExprKind::Add) {
        work.push_back(add.getLHS());
        work.push_back(add.getRHS());
        continue;
      }
      terms.push_back(e);
    }
    int64_t runs = llvm::count_if(terms, isRun);
    ok = runs == 1 && llvm::all_of(terms, [&](AffineExpr e) {
           return isRun(e) || (constantOver8(e, dim) &&
                               e.getLargestKnownDivisor() % 8 == 0);
         });
  }
  return ok && llvm::all_of(map.getResults().drop_back(), [&](AffineExpr e) {
           return constantOver8(e, dim);
         });
}

/// The maps of `op` with each group's dims read from the linear index in
/// the group's first dim (row-major, outer dims first).
static AffineMap toGemmSpace(AffineMap map, ArrayRef<int64_t> sizes,
                             ArrayRef<SmallVector<int64_t>> groups) {
  MLIRContext *ctx = map.getContext();
  SmallVector<AffineExpr> repl;
  for (unsigned d = 0; d < sizes.size(); ++d)
    repl.push_back(getAffineDimExpr(d, ctx));
  for (ArrayRef<int64_t> group : groups) {
    AffineExpr linear = getAffineDimExpr(group.front(), ctx);
    int64_t stride = 1;
    for (int64_t t = group.size() - 1; t >= 0; --t) {
      AffineExpr e = stride == 1 ? linear : linear.floorDiv(stride);
      repl[group[t]] = t == 0 ? e : e % sizes[group[t]];
      stride *= sizes[group[t]];
    }
  }
  return simplifyAffineMap(
      map.replaceDimsAndSymbols(repl, {}, sizes.size(), 0));
}

/// Whether every 8-element run read along the last index of `map` from
/// `v` starts on a 16-byte boundary (one cp.async): `v`'s rows hold a
/// multiple of 8 elements and the last index's constant offset (a static
/// slice's) is a multiple of 8. Otherwise says why in `why`.
static bool alignedRuns(Value v, AffineMap map, std::string &why) {
  auto type = cast<ShapedType>(v.getType());
  if (!hasAlignedRows(v)) {
    int64_t row = type.getRank() ? type.getShape().back() : 1;
    why = llvm::formatv("a {0} operand's rows of {1} elements do not start "
                        "on 16-byte boundaries",
                        type, ShapedType::isDynamic(row)
                                  ? std::string("a dynamic number of")
                                  : std::to_string(row))
              .str();
    return false;
  }
  MLIRContext *ctx = map.getContext();
  SmallVector<AffineExpr> zeros(map.getNumDims(),
                                getAffineConstantExpr(0, ctx));
  auto offset = dyn_cast<AffineConstantExpr>(simplifyAffineExpr(
      map.getResults().back().replaceDims(zeros), 0, 0));
  if (!offset || offset.getValue() % 8 != 0) {
    why = llvm::formatv("a {0} operand is read from column {1} on, not a "
                        "multiple of 8 elements (16-byte copies)",
                        type, offset ? std::to_string(offset.getValue())
                                     : std::string("a non-constant offset"))
              .str();
    return false;
  }
  return true;
}

/// The contraction the tensor-core GEMM generator builds for `op`, if any;
/// when `op` is a sum of products of two inputs that it does not take,
/// `why` says what keeps it out (for the report).
std::optional<ContractionMatch>
mlir::fuse::matchContraction(AggregateOp op, std::string *whyOut) {
  if (!isa<AddMonoidAttr>(op.getMonoid()) || op.getNumResults() != 1 ||
      op.getReduceDims().size() != 1 || op.getInputs().size() != 2)
    return std::nullopt;
  Block &body = op.getBody().front();
  if (llvm::any_of(body, [](Operation &inner) {
        return isa<ReduceOp, IndexOp>(inner);
      }))
    return std::nullopt;
  ContractionMatch mt;
  if (!matchScaledProduct(body, mt.scale))
    return std::nullopt;
  std::string scratch;
  std::string &why = whyOut ? *whyOut : scratch;
  auto fail = [&](const Twine &reason) -> std::optional<ContractionMatch> {
    if (why.empty())
      why = reason.str();
    return std::nullopt;
  };
  ArrayRef<int64_t> sizes = op.getDimSizes();
  mt.kDim = op.getReduceDims()[0];
  mt.a = op.getInputs()[0];
  mt.b = op.getInputs()[1];
  AffineMap aMap = cast<AffineMapAttr>(op.getIndexingMaps()[0]).getValue();
  AffineMap bMap = cast<AffineMapAttr>(op.getIndexingMaps()[1]).getValue();
  auto eltOf = [](Value v) {
    return cast<ShapedType>(v.getType()).getElementType();
  };
  Type et = eltOf(mt.a);
  mt.tf32 = et.isF32() && readsF32AsTf32(op);
  mt.simt = et.isF32() && !mt.tf32;
  if (!(et.isBF16() || et.isF16() || et.isF32()) || eltOf(mt.b) != et)
    return fail(llvm::formatv(
        "its operands are {0} and {1}; the tiled GEMMs take two bf16, two "
        "f16 (tensor cores) or two f32 operands",
        eltOf(mt.a), eltOf(mt.b)));
  // A is the operand read with k contiguous whose rows are not B's columns;
  // when neither is, A is read MN-major (A^T B).
  bool aWalksK = lastWalks(aMap, mt.kDim), bWalksK = lastWalks(bMap, mt.kDim);
  if (!aWalksK && bWalksK)
    std::swap(mt.a, mt.b), std::swap(aMap, bMap);
  mt.aTransposed = !aWalksK && !bWalksK;
  for (int64_t dim = 0, e = sizes.size(); dim < e; ++dim) {
    if (dim == mt.kDim)
      continue;
    bool inA = aMap.isFunctionOfDim(dim), inB = bMap.isFunctionOfDim(dim);
    if (inA && !inB)
      mt.iGroup.push_back(dim);
    else if (inB && !inA)
      mt.jGroup.push_back(dim);
    else
      mt.batchDims.push_back(dim);
  }
  if (mt.iGroup.empty() || mt.jGroup.empty())
    return fail("one operand has no dims of its own (a matrix-vector or "
                "a dot product)");
  // Rows outside a dynamic row dim (a dynamic sequence inside a batch) are
  // batch points instead: the row delinearization needs static strides.
  ArrayRef<int64_t> sizes0 = op.getDimSizes();
  while (
      mt.iGroup.size() > 1 &&
      llvm::any_of(ArrayRef<int64_t>(mt.iGroup).drop_front(), [&](int64_t d) {
        return ShapedType::isDynamic(sizes0[d]);
      })) {
    mt.batchDims.push_back(mt.iGroup.front());
    mt.iGroup.erase(mt.iGroup.begin());
  }
  mt.iDim = mt.iGroup.front();
  mt.jDim = mt.jGroup.front();
  mt.aMap = toGemmSpace(aMap, sizes, {mt.iGroup, mt.jGroup});
  mt.bMap = toGemmSpace(bMap, sizes, {mt.iGroup, mt.jGroup});
  const char *strided = "reads its rows or its columns in runs shorter "
                        "than 8 contiguous elements";
  if (!lastWalks(mt.aMap, mt.aTransposed ? mt.iDim : mt.kDim))
    return fail(llvm::formatv("operand A {0}", strided));
  if (lastWalks(mt.bMap, mt.kDim))
    mt.bTransposed = true;
  else if (!lastWalks(mt.bMap, mt.jDim))
    return fail(llvm::formatv("operand B {0}", strided));
  if (!alignedRuns(mt.a, mt.aMap, why) || !alignedRuns(mt.b, mt.bMap, why))
    return std::nullopt;
  // Dynamic extents (`?`): the batch dims and the outermost row dim (the
  // tokens); the columns, k and the inner row dims are static (the tiles,
  // the pipeline and the row delinearization are built around them).
  auto dyn = [&](int64_t dim) { return ShapedType::isDynamic(sizes[dim]); };
  if (dyn(mt.kDim) || llvm::any_of(mt.jGroup, dyn) ||
      llvm::any_of(ArrayRef<int64_t>(mt.iGroup).drop_front(), dyn) ||
      (mt.aTransposed && dyn(mt.iDim)))
    return fail("its reduction, its columns or (read MN-major) its rows "
                "have a dynamic size");
  mt.m = mt.n = 1;
  for (int64_t dim : ArrayRef<int64_t>(mt.iGroup).drop_front())
    mt.m *= sizes[dim];
  mt.mFactor = mt.m;
  mt.m = dyn(mt.iDim) ? ShapedType::kDynamic : mt.m * sizes[mt.iDim];
  for (int64_t dim : mt.jGroup)
    mt.n *= sizes[dim];
  mt.k = sizes[mt.kDim];
  int64_t batch = 1;
  for (int64_t dim : mt.batchDims)
    if (!dyn(dim))
      batch *= sizes[dim];
  // Whole 16-byte runs along each operand's contiguous dim (cp.async
  // copies 8 elements or none); grid limits.
  if ((!mt.aTransposed || mt.bTransposed) && mt.k % 8 != 0)
    return fail(llvm::formatv("its reduction has {0} elements, not a "
                              "multiple of 8",
                              mt.k));
  if ((!mt.bTransposed && mt.n % 8 != 0) || (mt.aTransposed && mt.m % 8 != 0))
    return fail("an operand read MN-major has a row or column count that is "
                "not a multiple of 8");
  if (batch > kMaxGridYZ || (mt.n + kMatchTileN - 1) / kMatchTileN > kMaxGridYZ)
    return fail("its batch or column tiles exceed the grid's y/z limit");
  return mt;
}

StringRef mlir::fuse::mmaPrecision(Value operand) {
  Type et = cast<ShapedType>(operand.getType()).getElementType();
  if (et.isBF16())
    return "bf16";
  if (et.isF16())
    return "f16";
  if (et.isF32() && readsF32AsTf32(operand.getParentRegion()->getParentOp()))
    return "tf32";
  return "";
}

bool mlir::fuse::isTensorCoreContraction(AggregateOp op) {
  // Segmented or state-folding aggregates are not plain GEMMs.
  if (op.getSegmentDim() || op.getYieldsState())
    return false;
  return matchContraction(op).has_value();
}

std::string mlir::fuse::whyNotTensorCoreContraction(AggregateOp op) {
  std::string why;
  if (op.getSegmentDim() || op.getYieldsState() || matchContraction(op, &why))
    return "";
  return why;
}

/// Both operands' TMA box axes: each tile a box of its tensor in GEMM
/// space (a row or column group of several dims qualifies where the
/// tensor stores its linear index as one axis: x [B*N, D] read with rows
/// (b, n) for a projection written per head).
std::optional<GemmTmaAxes>
mlir::fuse::gemmTmaAxes(const ContractionMatch &mt) {
  std::optional<int64_t> a =
      mt.aTransposed
          ? tmaKeyAxis(mt.a, mt.aMap, mt.kDim, mt.iDim, mt.k, mt.m)
          : tmaKeyAxis(mt.a, mt.aMap, mt.iDim, mt.kDim, mt.m, mt.k);
  std::optional<int64_t> b =
      mt.bTransposed
          ? tmaKeyAxis(mt.b, mt.bMap, mt.jDim, mt.kDim, mt.n, mt.k)
          : tmaKeyAxis(mt.b, mt.bMap, mt.kDim, mt.jDim, mt.k, mt.n);
  if (!a || !b)
    return std::nullopt;
  return GemmTmaAxes{*a, *b};
}
