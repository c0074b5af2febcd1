//===- ContractionKernel.cpp - tensor-core kernel for a contraction -------===//
//
// The kernel generator for a single `#fuse.add` aggregate whose body is the
// (scaled) product of two 16-bit inputs: a matmul the planner decided not to
// fuse, e.g. each half of a transformer MLP. It builds exactly the
// aggregate's #fuse.gemm_config (fuse-select-kernel-config's, from
// fusec::cost::chooseGemmConfig, or set by hand and checked here). Tiled
// GEMM on mma.sync (`gemm_mma`):
//   grid (ceil(M / tile_m), ceil(N / tile_n), batch), `warps` warps, warp w
//   owns rows w*32..+31 (two m16 tiles) and all tile_n columns (n8 tiles);
//   k in steps of tile_k through a two-stage cp.async pipeline in dynamic
//   shared memory (rows padded by 8 elements: ldmatrix without bank
//   conflicts); A fragments by ldmatrix, B fragments by ldmatrix (.trans
//   when B is stored [k, n]); an elementwise consumer (a cast, bias,
//   residual) runs as the epilogue.
// On sm_90a, warpgroup MMA instead (`gemm_wgmma`): warpgroups of 64 rows,
//   a tile_m x tile_n tile, k in steps of 64 through a multi-stage cp.async
//   pipeline into 128-byte-swizzled tiles, one wgmma m64n{tile_n}k16 per 16
//   of k (A K-major; B K-major when stored [n, k], else MN-major).
//
//===----------------------------------------------------------------------===//

#include "fusec/Conversion/FuseToGPU/KernelBuilders.h"
#include "BodyEmitter.h"
#include "KernelConfigs.h"
#include "KernelGenerator.h"
#include "WgmmaBuilder.h"

#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::fuse;
namespace cost = fusec::cost;

/// Rows of A (and of B stored [n, k]) in shared memory are padded by this
/// many elements on mma.sync (ldmatrix without bank conflicts).
static constexpr int64_t kPad = 8;
/// The matcher's column tile: grid y stays within its limit for the
/// narrowest tile a config may have, which gemmConfig checks per config.
static constexpr int64_t kMatchTileN = 128;
static constexpr int64_t kMaxGridYZ = 65535;

namespace {
/// What the generator needs to know about a matched contraction. The rows
/// (i) are the dims only A reads, the columns (j) the dims only B reads,
/// each group linearized row-major (outer dims first): a matmul whose
/// output is written per head ([B, H, N, d] from [B*N, H*d] rows and
/// columns) is one GEMM of B*N x H*d. The maps are in "GEMM space": the
/// first dim of each group holds the linear index, the others are unused.
struct ContractionMatch {
  Value a, b;
  AffineMap aMap, bMap;
  double scale = 1.0;
  int64_t iDim = -1, jDim = -1, kDim = -1;
  SmallVector<int64_t> iGroup, jGroup;
  SmallVector<int64_t> batchDims;
  /// m is kDynamic when the outermost row dim is; mFactor is the product
  /// of the other (static) row dims.
  int64_t m = 0, n = 0, k = 0, mFactor = 1;
  /// B stored [..., n, k] (k contiguous) instead of [..., k, n].
  bool bTransposed = false;
  /// A stored [..., k, m] (m contiguous: A^T B, both operands MN-major)
  /// instead of [..., m, k].
  bool aTransposed = false;
};
} // namespace

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
  SmallVector<AffineExpr> zeros(map.getNumDims(), getAffineConstantExpr(0, ctx));
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
static std::optional<ContractionMatch>
matchContraction(AggregateOp op, std::string *whyOut = nullptr) {
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
  if (!(et.isBF16() || et.isF16()) || eltOf(mt.b) != et)
    return fail(llvm::formatv("its operands are {0} and {1}; the tensor-core "
                              "GEMM takes two bf16 or two f16 operands",
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
  while (mt.iGroup.size() > 1 &&
         llvm::any_of(ArrayRef<int64_t>(mt.iGroup).drop_front(),
                      [&](int64_t d) { return ShapedType::isDynamic(sizes0[d]); })) {
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

/// Sets the dims of `group` in `point` from the linear index `linear`.
static void delinearize(OpBuilder &b, Location loc, ArrayRef<int64_t> sizes,
                        ArrayRef<int64_t> group, Value linear,
                        SmallVectorImpl<Value> &point) {
  if (group.size() == 1) {
    point[group.front()] = linear;
    return;
  }
  for (int64_t t = group.size() - 1; t >= 0; --t) {
    int64_t size = sizes[group[t]];
    Value c = arith::ConstantIndexOp::create(b, loc, size);
    point[group[t]] =
        t == 0 ? linear : arith::RemUIOp::create(b, loc, linear, c).getResult();
    if (t > 0)
      linear = arith::DivUIOp::create(b, loc, linear, c);
  }
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

namespace {
/// The axes of A's and B's tensors along which their TMA boxes run (the
/// box's rows: A's rows or, MN-major, its k; B's columns or, MN-major,
/// its k), when the copy engine can load both tiles.
struct GemmTmaAxes {
  int64_t a = 0, b = 0;
};
} // namespace

/// Both operands' TMA box axes: each tile a box of its tensor in GEMM
/// space (a row or column group of several dims qualifies where the
/// tensor stores its linear index as one axis: x [B*N, D] read with rows
/// (b, n) for a projection written per head).
static std::optional<GemmTmaAxes> gemmTmaAxes(const ContractionMatch &mt) {
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

/// A grid of tileM-row x tileN-column tiles, one z per batch point; with
/// dynamic rows or batch dims, computed at launch from the size symbols.
static KernelLaunch gemmLaunch(AggregateOp op, const ContractionMatch &mt,
                               int64_t tileM, int64_t tileN, int64_t threads,
                               int64_t sharedBytes) {
  KernelLaunch launch;
  GridExtent x = gridExtent(op, mt.iGroup, tileM);
  GridExtent z = gridExtent(op, mt.batchDims);
  GridExtent y;
  y.factor = (mt.n + tileN - 1) / tileN;
  if (!x.dims.empty() || !z.dims.empty())
    launch.dynamicGrid = {x, y, z};
  else
    launch.grid = {(x.factor + x.ceilDiv - 1) / x.ceilDiv, y.factor,
                   z.factor};
  launch.block = {threads, 1, 1};
  launch.sharedBytes = sharedBytes;
  return launch;
}

/// The iteration point of this CTA's batch (blockIdx.z, row-major over the
/// batch dims; the other dims 0).
static SmallVector<Value> batchPoint(OpBuilder &b, Location loc,
                                     MmaBuilder &mb, AggregateOp op,
                                     const ContractionMatch &mt,
                                     const KernelFrame &frame) {
  Value linear = mb.blockId(gpu::Dimension::z);
  SmallVector<Value> ivs(op.getDimSizes().size(), mb.idx(0));
  for (int i = static_cast<int>(mt.batchDims.size()) - 1; i >= 0; --i) {
    Value size = iterationSize(b, loc, op, mt.batchDims[i], frame);
    ivs[mt.batchDims[i]] = arith::RemUIOp::create(b, loc, linear, size);
    linear = arith::DivUIOp::create(b, loc, linear, size);
  }
  return ivs;
}

/// The number of rows (the product of the row dims) inside the kernel.
static Value rowCount(OpBuilder &b, Location loc, MmaBuilder &mb,
                      AggregateOp op, const ContractionMatch &mt,
                      const KernelFrame &frame) {
  if (!ShapedType::isDynamic(mt.m))
    return mb.idx(mt.m);
  Value outer = iterationSize(b, loc, op, mt.iDim, frame);
  return mt.mFactor == 1 ? outer : mb.mul(outer, mb.idx(mt.mFactor));
}

/// `epilogue` (an elementwise aggregate over `op`'s kept dims) applied to
/// `acc`, the value of `op` at the kept point `kept`: its inputs from `op`
/// are `acc`, the others (bias, residual) are loaded at their maps.
static Value applyEpilogue(OpBuilder &b, Location loc, AggregateOp op,
                           AggregateOp epilogue, BodyEmitter &emitter,
                           const llvm::DenseMap<Value, Value> &memrefOf,
                           Value acc, ArrayRef<Value> kept) {
  SmallVector<Value> args;
  for (auto [in, m] :
       llvm::zip(epilogue.getInputs(), epilogue.getIndexingMaps())) {
    if (in.getDefiningOp() == op) {
      args.push_back(acc);
      continue;
    }
    AffineMap map = cast<AffineMapAttr>(m).getValue();
    SmallVector<Value> at;
    for (AffineExpr e : map.getResults())
      at.push_back(affine::AffineApplyOp::create(
          b, loc, AffineMap::get(map.getNumDims(), 0, e), kept));
    args.push_back(memref::LoadOp::create(b, loc, memrefOf.lookup(in), at));
  }
  Type outElt =
      cast<ShapedType>(epilogue.getResult(0).getType()).getElementType();
  return epilogue.getMonoidAttr().buildEmbed(
      b, loc, emitter.emit(epilogue.getBody().front(), args, kept, memrefOf),
      outElt)[0];
}

/// The kept-dims indices of the output point (i, j) and the value stored
/// there: the accumulator scaled, cast, through the epilogue.
namespace {
struct ContractionEpilogue {
  OpBuilder &b;
  Location loc;
  AggregateOp op;
  const ContractionMatch &mt;
  AggregateOp epilogue;
  BodyEmitter &emitter;
  llvm::DenseMap<Value, Value> &memrefOf;
  SmallVector<Value> ivs;

  SmallVector<Value> point(Value i, Value j) {
    SmallVector<Value> p(ivs), kept;
    delinearize(b, loc, op.getDimSizes(), mt.iGroup, i, p);
    delinearize(b, loc, op.getDimSizes(), mt.jGroup, j, p);
    for (int64_t dim = 0, e = op.getDimSizes().size(); dim < e; ++dim)
      if (!op.isReduced(dim))
        kept.push_back(p[dim]);
    return kept;
  }
  Value value(Value acc, ArrayRef<Value> kept) {
    Type accElt = cast<ShapedType>(op.getResult(0).getType()).getElementType();
    if (mt.scale != 1.0)
      acc = arith::MulFOp::create(
          b, loc, acc, floatConstant(b, loc, b.getF32Type(), mt.scale));
    acc = castFloat(b, loc, acc, accElt);
    if (!epilogue)
      return acc;
    return applyEpilogue(b, loc, op, epilogue, emitter, memrefOf, acc, kept);
  }
};
} // namespace

/// The GEMM on Hopper's warpgroup MMA (sm_90a).
/// With `config.warpSpecialized`, a producer warpgroup (after the
/// consumers' warps) loads every k block's A and B tiles by TMA through
/// `tensorMaps` (A's, B's) into the stages, each guarded by a full and an
/// empty mbarrier; the consumers wait on full, run their wgmma and release
/// the stage of the previous k block (whose wgmma completed) on empty.
static KernelLaunch buildWgmmaContraction(OpBuilder &b, Location loc,
                                          AggregateOp op,
                                          const ContractionMatch &mt,
                                          KernelFrame &frame,
                                          AggregateOp epilogue,
                                          const cost::GemmConfig &config,
                                          ArrayRef<Value> tensorMaps) {
  llvm::DenseMap<Value, Value> &memrefOf = frame.memrefOf;
  Type elt = cast<ShapedType>(mt.a.getType()).getElementType();
  WgmmaBuilder wb(b, loc, elt);
  BodyEmitter emitter(b, loc);
  const int64_t kTileM = config.tileM, tileN = config.tileN,
                kTileK = config.tileK;
  // In flight: `ahead` k blocks of copies, and with `overlap` one k block
  // of wgmma still reading its stage while the next is issued (gemmConfig
  // checked that the stages allow both).
  const bool overlap = config.overlap;
  const int64_t stages = config.stages;
  const int64_t ahead = stages - (overlap ? 2 : 1);
  const bool ws = config.warpSpecialized;
  const int64_t threads = 32 * config.warps + (ws ? 128 : 0),
                bytes = elt.getIntOrFloatBitWidth() / 8;
  int64_t numDims = op.getDimSizes().size();
  MLIRContext *ctx = b.getContext();

  // Shared memory from the first 1 KiB boundary: per stage an A tile
  // [128][64] and a B tile, [tileN][64] (stored [n, k]: K-major) or
  // [tileN / 64][64][64] (stored [k, n]: MN-major), all swizzled.
  int64_t aBytes = kTileM * kTileK * bytes, bBytes = tileN * kTileK * bytes;
  int64_t stageBytes = aBytes + bBytes;
  Value base = wb.dynamicSharedMemory();
  Value raw = wb.sharedAddress(base);
  Value aligned = arith::AndIOp::create(
      b, loc, wb.add(raw, wb.idx(WgmmaBuilder::kAtomBytes - 1)),
      wb.idx(~(WgmmaBuilder::kAtomBytes - 1)));
  Value pad = arith::SubIOp::create(b, loc, aligned, raw);
  Value alignedAddr = wb.toI64(aligned);

  Value tid = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x);
  Value warp = wb.div(tid, 32), lane = wb.rem(tid, 32);
  Value group = wb.div(warp, 4);
  Value mSize = rowCount(b, loc, wb, op, mt, frame);
  Value rowBase = wb.mul(gpu::BlockIdOp::create(b, loc, gpu::Dimension::x),
                         wb.idx(kTileM));
  Value colBase = wb.mul(gpu::BlockIdOp::create(b, loc, gpu::Dimension::y),
                         wb.idx(tileN));
  SmallVector<Value> ivs = batchPoint(b, loc, wb, op, mt, frame);
  auto stageOffset = [&](Value s) { return wb.mul(s, wb.idx(stageBytes)); };
  // Issues the copies of k block `kb` into stage `s`: 8-element chunks,
  // past the edges zero-filled, at their swizzled places.
  auto issue = [&](Value kb, Value s) {
    Value offset = wb.add(pad, stageOffset(s));
    Value kBase = wb.mul(kb, wb.idx(kTileK));
    auto chunks = [&](Value smem, Value tensor, AffineMap map, int64_t rowDim,
                      Value rowStart, Value rowLimit, int64_t rows,
                      int64_t colDim, Value colStart, int64_t colLimit,
                      int64_t cols) {
      int64_t perRow = cols / 8;
      for (int64_t it = 0; it < rows * perRow / threads; ++it) {
        Value chunk = wb.add(tid, wb.idx(it * threads));
        Value r = wb.div(chunk, perRow);
        Value c = wb.mul(wb.rem(chunk, perRow), wb.idx(8));
        Value row = wb.add(rowStart, r), col = wb.add(colStart, c);
        Value valid = arith::AndIOp::create(
            b, loc,
            arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, row,
                                  rowLimit),
            arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, col,
                                  wb.idx(colLimit)));
        SmallVector<Value> at(ivs);
        at[rowDim] = arith::SelectOp::create(b, loc, valid, row, wb.idx(0));
        at[colDim] = arith::SelectOp::create(b, loc, valid, col, wb.idx(0));
        Value srcElems =
            arith::SelectOp::create(b, loc, valid, wb.idx(8), wb.idx(0));
        nvgpu::DeviceAsyncCopyOp::create(
            b, loc, nvgpu::DeviceAsyncTokenType::get(b.getContext()), smem,
            wb.swizzledIndex(r, c), memrefOf.lookup(tensor),
            wb.apply(map, at), b.getIndexAttr(8), srcElems,
            /*bypassL1=*/b.getUnitAttr());
      }
    };
    // An operand's tile of `tile` rows (A's rows, B's columns) along
    // `dim`: stored with k contiguous, [tile][64] (K-major); else [tile /
    // 64][64][64] (MN-major: for A one slab of 64 rows per warpgroup).
    auto operand = [&](Value tensor, AffineMap map, bool kContiguous,
                       int64_t dim, Value start, Value limit, int64_t extent,
                       int64_t tile, Value at) {
      if (kContiguous)
        chunks(wb.swizzledView(base, tile, kTileK, at), tensor, map, dim,
               start, limit, tile, mt.kDim, kBase, mt.k, kTileK);
      else
        chunks(wb.swizzledView(base, kTileK, tile, at), tensor, map, mt.kDim,
               kBase, wb.idx(mt.k), kTileK, dim, start, extent, tile);
    };
    operand(mt.a, mt.aMap, !mt.aTransposed, mt.iDim, rowBase, mSize, mt.m,
            kTileM, offset);
    operand(mt.b, mt.bMap, mt.bTransposed, mt.jDim, colBase, wb.idx(mt.n),
            mt.n, tileN, wb.add(offset, wb.idx(aBytes)));
  };

  int64_t numK = (mt.k + kTileK - 1) / kTileK;
  // Warp-specialized: per stage a full mbarrier (one arrival: the
  // producer's expect_tx of the stage's bytes) and an empty one (one
  // arrival per consumer warp), after the stages.
  int64_t barrierBase = stages * stageBytes;
  auto barrierAddr = [&](bool empty, Value s) -> Value {
    return arith::AddIOp::create(
        b, loc, alignedAddr,
        wb.toI64(wb.add(wb.idx(barrierBase + (empty ? 8 * stages : 0)),
                        wb.mul(s, wb.idx(8)))));
  };
  auto barrierPtr = [&](bool empty, Value s) -> Value {
    return LLVM::IntToPtrOp::create(b, loc, LLVM::LLVMPointerType::get(ctx, 3),
                                    barrierAddr(empty, s));
  };
  auto i32 = [&](Value v) -> Value {
    if (v.getType().isIndex())
      return arith::IndexCastOp::create(b, loc, b.getI32Type(), v);
    return arith::TruncIOp::create(b, loc, b.getI32Type(), v);
  };
  auto waitPhase = [&](bool empty, Value s, Value parity) {
    NVVM::MBarrierTryWaitParityOp::create(
        b, loc, barrierPtr(empty, s), i32(parity),
        arith::ConstantIntOp::create(b, loc, b.getI32Type(), 1000000));
  };
  auto ifThen = [&](Value cond) {
    auto ifOp = scf::IfOp::create(b, loc, cond, /*withElseRegion=*/false);
    b.setInsertionPointToStart(ifOp.thenBlock());
  };
  auto eq = [&](Value x, int64_t v) -> Value {
    return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, x,
                                 wb.idx(v));
  };
  // Loads k block `kb` into stage `s` by TMA: A as one [tile_m][64] box
  // (K-major) or tile_m / 64 [64][64] slabs (MN-major), B likewise.
  auto tmaStage = [&](Value kb, Value s) {
    Value stageOff = stageOffset(s), kBase = wb.mul(kb, wb.idx(kTileK));
    Value full = i32(barrierAddr(false, s));
    NVVM::MBarrierArriveExpectTxOp::create(
        b, loc, Type(), barrierPtr(false, s), i32(wb.idx(stageBytes)),
        NVVM::MemScopeKindAttr::get(ctx, NVVM::MemScopeKind::CTA),
        b.getBoolAttr(false), Value());
    auto load = [&](Value tensorMap, AffineMap map, int64_t rowDim,
                    Value rowStart, int64_t slabs, Value offset) {
      for (int64_t slab = 0; slab < slabs; ++slab) {
        SmallVector<Value> at(ivs);
        at[mt.kDim] = kBase;
        at[rowDim] = wb.add(rowStart, wb.idx(64 * slab));
        SmallVector<Value> coords;
        for (Value c : llvm::reverse(wb.apply(map, at)))
          coords.push_back(i32(c));
        Value dst = arith::AddIOp::create(
            b, loc, alignedAddr,
            wb.toI64(wb.add(offset, wb.idx(slab * 64 * kTileK * bytes))));
        wb.tmaLoad(i32(dst), tensorMap, coords, full);
      }
    };
    load(tensorMaps[0], mt.aMap, mt.iDim, rowBase,
         mt.aTransposed ? kTileM / 64 : 1, stageOff);
    load(tensorMaps[1], mt.bMap, mt.jDim, colBase,
         mt.bTransposed ? 1 : tileN / 64, wb.add(stageOff, wb.idx(aBytes)));
  };

  scf::IfOp wsRole;
  if (ws) {
    // One thread sets up the mbarriers; the CTA barrier publishes them.
    {
      OpBuilder::InsertionGuard g(b);
      ifThen(eq(tid, 0));
      for (int64_t s = 0; s < stages; ++s) {
        NVVM::MBarrierInitOp::create(
            b, loc, barrierPtr(false, wb.idx(s)),
            arith::ConstantIntOp::create(b, loc, b.getI32Type(), 1), Value());
        NVVM::MBarrierInitOp::create(
            b, loc, barrierPtr(true, wb.idx(s)),
            arith::ConstantIntOp::create(b, loc, b.getI32Type(),
                                         config.warps),
            Value());
      }
      NVVM::FenceMbarrierInitOp::create(b, loc);
    }
    gpu::BarrierOp::create(b, loc);
    Value isProducer =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::uge, warp,
                              wb.idx(config.warps));
    wsRole = scf::IfOp::create(b, loc, isProducer, /*withElseRegion=*/true);
    // Two consumer warpgroups: the producer gives registers to them
    // (setmaxnreg 56 / 216, within the SM's 64K): at the 168 a 384-thread
    // CTA starts with, batched or ragged tiles spilled 8-216 bytes; the
    // producer's unrolled copies spill below 56.
    bool moveRegisters = config.warps == 8;
    {
      // The producer: its first lane copies k block kb into stage kb mod
      // stages once the stage's previous block (use kb / stages - 1) is
      // released.
      OpBuilder::InsertionGuard g(b);
      b.setInsertionPointToStart(wsRole.thenBlock());
      if (moveRegisters)
        NVVM::SetMaxRegisterOp::create(b, loc, 56,
                                       NVVM::SetMaxRegisterAction::decrease);
      ifThen(arith::AndIOp::create(b, loc, eq(warp, config.warps),
                                   eq(lane, 0)));
      auto copies = scf::ForOp::create(b, loc, wb.idx(0), wb.idx(numK),
                                       wb.idx(1));
      b.setInsertionPointToStart(copies.getBody());
      Value kb = copies.getInductionVar();
      Value s = wb.rem(kb, stages), use = wb.div(kb, stages);
      {
        OpBuilder::InsertionGuard refill(b);
        ifThen(arith::CmpIOp::create(b, loc, arith::CmpIPredicate::uge, kb,
                                     wb.idx(stages)));
        waitPhase(/*empty=*/true, s, wb.rem(wb.add(use, wb.idx(1)), 2));
      }
      tmaStage(kb, s);
    }
    b.setInsertionPointToStart(wsRole.elseBlock());
    if (moveRegisters)
      NVVM::SetMaxRegisterOp::create(b, loc, 216,
                                     NVVM::SetMaxRegisterAction::increase);
  } else {
    // Software pipeline: `ahead` k blocks of copies in flight; every group
    // is committed (possibly empty) so "all but the newest ahead - 1" is
    // the right wait.
    for (int64_t s = 0; s < ahead; ++s) {
      if (s < numK)
        issue(wb.idx(s), wb.idx(s));
      wb.commit();
    }
  }
  SmallVector<Value> init(tileN / 2, wb.f32(0.0));
  auto loop = scf::ForOp::create(b, loc, wb.idx(0), wb.idx(numK), wb.idx(1),
                                 init);
  {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(loop.getBody());
    Value kb = loop.getInductionVar();
    SmallVector<Value> acc(loop.getRegionIterArgs());
    if (ws) {
      // Block kb has landed (its stage's use kb / stages completed).
      waitPhase(/*empty=*/false, wb.rem(kb, stages),
                wb.rem(wb.div(kb, stages), 2));
    } else {
      // Block kb has landed: hand it to the async proxy, publish it.
      NVVM::CpAsyncWaitGroupOp::create(b, loc,
                                       b.getI32IntegerAttr(ahead - 1));
      wb.fenceProxyAsync();
      gpu::BarrierOp::create(b, loc);
      // Refill the stage block kb - 1 used (kb - 2 with overlap): every
      // warpgroup's wgmma on it has completed.
      Value next = wb.add(kb, wb.idx(ahead));
      Value hasNext = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult,
                                           next, wb.idx(numK));
      auto ifOp = scf::IfOp::create(b, loc, hasNext, /*withElseRegion=*/false);
      {
        OpBuilder::InsertionGuard g(b);
        b.setInsertionPointToStart(ifOp.thenBlock());
        issue(next, wb.rem(next, stages));
      }
      wb.commit();
    }
    // A: this warpgroup's 64 rows (8 KiB either way); K-major, 16 of k is
    // 32 bytes into the row; MN-major, 16 rows of k (2 KiB). B K-major
    // likewise; MN-major: 16 rows of k, slabs of 64 columns 64 rows (8 KiB)
    // apart.
    Value stageAddr = arith::AddIOp::create(
        b, loc, alignedAddr, wb.toI64(stageOffset(wb.rem(kb, stages))));
    Value aDesc = wb.descriptor(
        arith::AddIOp::create(b, loc, stageAddr,
                              wb.toI64(wb.mul(group, wb.idx(64 * 128)))),
        mt.aTransposed ? kTileK * 128 : 16, WgmmaBuilder::kAtomBytes);
    Value bAddr = arith::AddIOp::create(b, loc, stageAddr, wb.i64(aBytes));
    Value bDesc = wb.descriptor(bAddr, mt.bTransposed ? 16 : kTileK * 128,
                                WgmmaBuilder::kAtomBytes);
    wb.wgmmaFence();
    for (int64_t kk = 0; kk < kTileK / 16; ++kk) {
      int64_t aStep = mt.aTransposed ? kk * 16 * 128 : kk * 32;
      Value ad = arith::AddIOp::create(b, loc, aDesc, wb.i64(aStep >> 4));
      int64_t bStep = mt.bTransposed ? kk * 32 : kk * 16 * 128;
      Value bd = arith::AddIOp::create(b, loc, bDesc, wb.i64(bStep >> 4));
      acc = wb.wgmmaSS(ad, bd, acc, /*zeroInit=*/false,
                       /*transposeB=*/!mt.bTransposed,
                       /*transposeA=*/mt.aTransposed);
    }
    wb.wgmmaCommitAndWait(ws || overlap ? 1 : 0);
    if (ws) {
      // Block kb - 1's wgmma has completed: each warp releases its stage.
      OpBuilder::InsertionGuard g(b);
      ifThen(arith::AndIOp::create(
          b, loc,
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ugt, kb,
                                wb.idx(0)),
          eq(lane, 0)));
      NVVM::MBarrierArriveOp::create(
          b, loc, Type(),
          barrierPtr(/*empty=*/true,
                     wb.rem(wb.add(kb, wb.idx(stages - 1)), stages)),
          /*count=*/Value());
    } else if (!overlap) {
      acc = wb.fenceOperands(acc);
    }
    scf::YieldOp::create(b, loc, acc);
  }
  SmallVector<Value> result(loop.getResults());
  if (ws || overlap) {
    NVVM::WgmmaWaitGroupSyncOp::create(b, loc, 0);
    result = wb.fenceOperands(result);
  }

  // Epilogue: thread (warp w, lane l) holds rows 64 g + 16 (w % 4) + l / 4
  // (+ 8) and columns 8 t + 2 (l % 4) (+ 1); pairs of adjacent columns are
  // stored together (4 bytes) when the row length keeps them aligned.
  ContractionEpilogue ep{b, loc, op, mt, epilogue, emitter, memrefOf, ivs};
  Value quadRow = wb.div(lane, 4), quadCol = wb.mul(wb.rem(lane, 4), wb.idx(2));
  Value warpRow = wb.add(wb.mul(group, wb.idx(64)),
                         wb.mul(wb.rem(warp, 4), wb.idx(16)));
  SmallVector<int64_t> keptDims;
  for (int64_t dim = 0; dim < numDims; ++dim)
    if (!op.isReduced(dim))
      keptDims.push_back(dim);
  bool pairStores = keptDims.back() == mt.jGroup.back() &&
                    op.getDimSizes()[mt.jGroup.back()] % 2 == 0;
  for (int64_t h = 0; h < 2; ++h) {
    Value i = wb.add(wb.add(rowBase, warpRow), wb.add(quadRow, wb.idx(8 * h)));
    Value inRows =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, i, mSize);
    auto rowIf = scf::IfOp::create(b, loc, inRows, /*withElseRegion=*/false);
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(rowIf.thenBlock());
    for (int64_t t = 0; t < tileN / 8; ++t) {
      Value j0 = wb.add(colBase, wb.add(wb.idx(t * 8), quadCol));
      Value inCols = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult,
                                           j0, wb.idx(mt.n));
      auto colIf = scf::IfOp::create(b, loc, inCols, /*withElseRegion=*/false);
      OpBuilder::InsertionGuard inner(b);
      b.setInsertionPointToStart(colIf.thenBlock());
      SmallVector<Value> vals;
      SmallVector<Value> first;
      for (int64_t c = 0; c < 2; ++c) {
        Value j = wb.add(j0, wb.idx(c));
        SmallVector<Value> kept = ep.point(i, j);
        Value v = ep.value(result[4 * t + 2 * h + c], kept);
        if (!pairStores) {
          // The odd column of a pair may be past the edge.
          if (c == 0) {
            memref::StoreOp::create(b, loc, v, frame.results[0], kept);
            continue;
          }
          Value inCol = arith::CmpIOp::create(
              b, loc, arith::CmpIPredicate::ult, j, wb.idx(mt.n));
          auto oddIf =
              scf::IfOp::create(b, loc, inCol, /*withElseRegion=*/false);
          OpBuilder::InsertionGuard odd(b);
          b.setInsertionPointToStart(oddIf.thenBlock());
          memref::StoreOp::create(b, loc, v, frame.results[0], kept);
          continue;
        }
        vals.push_back(v);
        if (c == 0)
          first = kept;
      }
      if (pairStores) {
        auto vecTy = VectorType::get({2}, vals[0].getType());
        Value vec = vector::FromElementsOp::create(b, loc, vecTy, vals);
        unsigned bits = vals[0].getType().getIntOrFloatBitWidth();
        vector::StoreOp::create(b, loc, vec, frame.results[0], first,
                                /*nontemporal=*/false,
                                llvm::MaybeAlign(2 * bits / 8));
      }
    }
  }

  KernelLaunch launch =
      gemmLaunch(op, mt, kTileM, tileN, threads,
                 WgmmaBuilder::kAtomBytes + stages * stageBytes +
                     (ws ? 16 * stages : 0));
  // One CTA per tile. A persistent launch (a CTA per SM looping over
  // tiles, stages and phases running on across them) measured 0.98-1.02x
  // on the 4096 x 4096 x {4096, 16384} GEMMs (runs 66, 72) and is not
  // built: the refill it hides is not what limits the kernel, and its
  // epilogue is not overlapped.
  if (ws)
    b.setInsertionPointAfter(wsRole);
  return launch;
}

int64_t mlir::fuse::splitKSplits(AggregateOp op) {
  if (op.getReduceDims().size() != 1)
    return 1;
  int64_t r = op.getReduceDims()[0];
  ArrayRef<int64_t> sizes = op.getDimSizes();
  if (ShapedType::isDynamic(sizes[r]))
    return 1;
  MLIRContext *ctx = op.getContext();
  for (int64_t s = 0, e = sizes.size(); s < e; ++s) {
    if (s == r || ShapedType::isDynamic(sizes[s]) || sizes[s] < 2)
      continue;
    AffineExpr split = getAffineDimExpr(s, ctx) * sizes[r] +
                       getAffineDimExpr(r, ctx);
    bool onlySplit = true, read = false;
    for (Attribute m : op.getIndexingMaps())
      for (AffineExpr res : cast<AffineMapAttr>(m).getValue().getResults()) {
        if (!res.isFunctionOfDim(s))
          continue;
        read = true;
        onlySplit &= res == split;
      }
    if (read && onlySplit)
      return sizes[s];
  }
  return 1;
}

static StringRef gemmStrategyName(bool wgmma, bool ws = false) {
  return ws ? "gemm_wgmma_ws" : wgmma ? "gemm_wgmma" : "gemm_mma";
}

GemmConfigAttr mlir::fuse::toAttr(MLIRContext *ctx,
                                  const cost::GemmConfig &c) {
  return GemmConfigAttr::get(ctx, gemmStrategyName(c.wgmma, c.warpSpecialized),
                             c.tileM, c.tileN, c.tileK, c.stages, c.warps,
                             c.overlap, c.splits);
}

FailureOr<cost::GemmConfig> mlir::fuse::gemmConfig(AggregateOp op,
                                                   TensorCoreTarget target) {
  std::optional<ContractionMatch> mt = matchContraction(op);
  if (!mt)
    return op.emitOpError("is not a contraction the tensor-core GEMM "
                          "generator handles");
  int64_t splits = splitKSplits(op);
  auto attr = op->getAttrOfType<GemmConfigAttr>(kKernelConfigAttrName);
  if (!attr) {
    if (Attribute other = op->getAttr(kKernelConfigAttrName))
      return op.emitOpError("'")
             << kKernelConfigAttrName
             << "' must be a #fuse.gemm_config (the aggregate is a "
                "contraction the tensor-core GEMM generator builds), got "
             << other;
    cost::GemmParams p;
    p.wgmma = target.wgmma;
    p.tmaCapable = gemmTmaAxes(*mt).has_value() && splits == 1;
    cost::GemmConfig c = cost::chooseGemmConfig(p);
    c.splits = splits;
    return c;
  }
  cost::GemmConfig c;
  c.warpSpecialized = attr.getStrategy() == gemmStrategyName(true, true);
  c.wgmma = c.warpSpecialized || attr.getStrategy() == gemmStrategyName(true);
  c.tileM = attr.getTileM();
  c.tileN = attr.getTileN();
  c.tileK = attr.getTileK();
  c.stages = attr.getStages();
  c.warps = attr.getWarps();
  c.overlap = attr.getOverlap();
  c.splits = attr.getSplits();
  auto bad = [&]() {
    return op.emitOpError("kernel config ") << attr << " ";
  };
  if (!c.wgmma && attr.getStrategy() != gemmStrategyName(false))
    return bad() << "has an unknown strategy (expected "
                 << gemmStrategyName(true) << ", "
                 << gemmStrategyName(true, true) << " or "
                 << gemmStrategyName(false) << ")";
  if (c.wgmma && !target.wgmma)
    return bad() << "needs sm_90a's wgmma; the target has mma.sync only";
  if (c.splits != splits)
    return bad() << "records " << c.splits
                 << " split(s), but the aggregate is "
                 << (splits == 1 ? std::string("not a split-k partial")
                                 : "a split-k partial of " +
                                       std::to_string(splits) + " splits");
  int64_t bytes = cast<ShapedType>(mt->a.getType())
                      .getElementType()
                      .getIntOrFloatBitWidth() /
                  8;
  int64_t threads = 32 * c.warps;
  int64_t shared = 0;
  if (c.wgmma) {
    // One wgmma m64nNk16 per warpgroup and 16 of k; a 128-byte swizzle atom
    // row holds 64 16-bit elements of k.
    if (c.warps != 4 && c.warps != 8)
      return bad() << "must have 1 or 2 warpgroups (4 or 8 warps)";
    if (c.tileM != 16 * c.warps)
      return bad() << "must have 64 rows per warpgroup (tile_m = "
                   << 16 * c.warps << ")";
    if (c.tileN != 64 && c.tileN != 128 && c.tileN != 256)
      return bad() << "must have 64, 128 or 256 columns (wgmma's n, in "
                      "64-column slabs)";
    if (c.tileK != 64)
      return bad() << "must have tile_k = 64 (one 128-byte swizzled row)";
    if (c.stages < (c.overlap ? 3 : 2))
      return bad() << "must have at least " << (c.overlap ? 3 : 2)
                   << " stages" << (c.overlap ? " with overlap" : "");
    shared = WgmmaBuilder::kAtomBytes +
             c.stages * (c.tileM + c.tileN) * c.tileK * bytes;
    if (c.warpSpecialized) {
      // The producer's TMA boxes: both tiles in the copy engine's reach.
      if (splits != 1 || !gemmTmaAxes(*mt))
        return bad() << "loads A and B by TMA, which needs each operand "
                        "tile to be a box of its tensor (its rows or "
                        "columns and k each read as one whole axis; not a "
                        "split-k partial)";
      shared += 16 * c.stages;
    }
  } else {
    // Warp w owns rows 32 w..+31 (two m16 tiles) and every column (pairs
    // of n8 tiles from one ldmatrix.x4); two cp.async stages.
    if (c.warps != 1 && c.warps != 2 && c.warps != 4 && c.warps != 8)
      return bad() << "must have 1, 2, 4 or 8 warps";
    if (c.tileM != 32 * c.warps)
      return bad() << "must have 32 rows per warp (tile_m = "
                   << 32 * c.warps << ")";
    if (c.tileN < 16 || c.tileN > 128 || c.tileN % 16 != 0)
      return bad() << "must have a multiple of 16 columns from 16 to 128";
    if (c.tileK != 32 && c.tileK != 64)
      return bad() << "must have tile_k = 32 or 64";
    if (c.stages != 2 || c.overlap)
      return bad() << "must have 2 stages and no overlap (mma.sync)";
    if (c.tileK * c.tileN / 8 % threads != 0)
      return bad() << "must have a B tile of a whole number of 16-byte "
                      "copies per thread";
    int64_t aElems = mt->aTransposed ? c.tileK * (c.tileM + kPad)
                                     : c.tileM * (c.tileK + kPad);
    int64_t bElems = mt->bTransposed ? c.tileN * (c.tileK + kPad)
                                     : c.tileK * (c.tileN + kPad);
    shared = 2 * (aElems + bElems) * bytes;
  }
  if ((mt->n + c.tileN - 1) / c.tileN > kMaxGridYZ)
    return bad() << "has more than " << kMaxGridYZ
                 << " column tiles (grid y) for n = " << mt->n;
  // The config's shared memory must fit a block (227 KiB on sm_90a, 163
  // KiB on sm_80 with the opt-in).
  int64_t sharedLimit = (target.wgmma ? 227 : 163) * 1024;
  if (shared > sharedLimit)
    return bad() << "needs " << shared
                 << " bytes of shared memory; a block has at most "
                 << sharedLimit;
  return c;
}

FailureOr<KernelLaunch> mlir::fuse::buildContractionKernel(
    gpu::GPUModuleOp kernels, StringRef name, AggregateOp op,
    ArrayRef<Value> operands, const KernelSignature &sig,
    AggregateOp epilogue, TensorCoreTarget target) {
  std::optional<ContractionMatch> found = matchContraction(op);
  if (!found)
    return op.emitOpError("is not a contraction the tensor-core generator "
                          "handles");
  const ContractionMatch &mt = *found;
  Location loc = op.getLoc();
  OpBuilder b(op.getContext());
  // The tiles: the aggregate's fuse.kernel_config (set by
  // fuse-select-kernel-config or by hand), else the same rule.
  FailureOr<cost::GemmConfig> config = gemmConfig(op, target);
  if (failed(config))
    return failure();
  KernelSignature withMaps = sig;
  if (config->warpSpecialized)
    withMaps.numTensorMaps = 2;
  KernelFrame frame = beginKernel(b, kernels, loc, name, operands, withMaps);
  llvm::DenseMap<Value, Value> &memrefOf = frame.memrefOf;
  SmallVector<Value> results = frame.results;
  if (config->wgmma) {
    SmallVector<Value> tensorMaps;
    if (config->warpSpecialized) {
      unsigned first = sig.types.size() + sig.numSizeArgs;
      tensorMaps = {frame.fn.getArgument(first),
                    frame.fn.getArgument(first + 1)};
      // 384 (or 256) threads: ptxas keeps the registers within the SM's
      // 64K until the warpgroups move them with setmaxnreg.
      frame.fn->setAttr(
          NVVM::NVVMDialect::getMaxntidAttrName(),
          b.getDenseI32ArrayAttr(
              {static_cast<int32_t>(32 * config->warps + 128), 1, 1}));
    }
    KernelLaunch launch = buildWgmmaContraction(b, loc, op, mt, frame,
                                                epilogue, *config, tensorMaps);
    gpu::ReturnOp::create(b, loc);
    if (config->warpSpecialized) {
      // The boxes the runtime encodes: a tile's rows along the axis
      // gemmTmaAxes found.
      GemmTmaAxes axes = *gemmTmaAxes(mt);
      auto position = [&](Value v) {
        return static_cast<unsigned>(llvm::find(operands, v) -
                                     operands.begin());
      };
      launch.tensorMaps.push_back(
          tmaTileArg(position(mt.a), mt.a, axes.a,
                     mt.aTransposed ? config->tileK : config->tileM));
      launch.tensorMaps.push_back(
          tmaTileArg(position(mt.b), mt.b, axes.b,
                     mt.bTransposed ? config->tileN : config->tileK));
    }
    return launch;
  }
  const int64_t kTileM = config->tileM, kTileN = config->tileN,
                kTileK = config->tileK, kThreads = 32 * config->warps;
  Type elt = cast<ShapedType>(mt.a.getType()).getElementType();
  MmaBuilder mb(b, loc, elt);
  BodyEmitter emitter(b, loc);
  int64_t bytes = elt.getIntOrFloatBitWidth() / 8;
  int64_t numDims = op.getDimSizes().size();

  // Shared memory: two stages of an A tile, [tile_m][tile_k+8] (A stored
  // [m, k]) or [tile_k][tile_m+8] (A stored [k, m]), and a B tile,
  // [tile_k][tile_n+8] (B stored [k, n]) or [tile_n][tile_k+8] (B stored
  // [n, k]).
  int64_t aRows = mt.aTransposed ? kTileK : kTileM;
  int64_t aCols = mt.aTransposed ? kTileM + kPad : kTileK + kPad;
  int64_t aElems = aRows * aCols;
  int64_t bRows = mt.bTransposed ? kTileN : kTileK;
  int64_t bCols = mt.bTransposed ? kTileK + kPad : kTileN + kPad;
  int64_t stageBytes = (aElems + bRows * bCols) * bytes;
  Value base = mb.dynamicSharedMemory();

  Value tid = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x);
  Value warp = mb.div(tid, 32), lane = mb.rem(tid, 32);
  Value rowBase = mb.mul(gpu::BlockIdOp::create(b, loc, gpu::Dimension::x),
                         mb.idx(kTileM));
  Value colBase = mb.mul(gpu::BlockIdOp::create(b, loc, gpu::Dimension::y),
                         mb.idx(kTileN));
  SmallVector<Value> ivs = batchPoint(b, loc, mb, op, mt, frame);
  Value mSize = rowCount(b, loc, mb, op, mt, frame);

  auto stage = [&](Value s) {
    Value offset = mb.mul(s, mb.idx(stageBytes));
    return std::pair(mb.sharedView(base, aRows, aCols, offset),
                     mb.sharedView(base, bRows, bCols,
                                   mb.add(offset, mb.idx(aElems * bytes))));
  };
  // An operand's tile of `tile` rows (A's rows, B's columns) from `start`
  // along `dim` (`limit` of them, `extent` when static) and tile_k of k:
  // stored with k contiguous ([tile][tile_k]) or not ([tile_k][tile]).
  auto issueOperand = [&](Value smem, Value tensor, AffineMap map,
                          bool kContiguous, int64_t dim, Value start,
                          Value limit, int64_t extent, int64_t tile,
                          Value kBase) {
    if (kContiguous)
      mb.issueChunks(smem, memrefOf.lookup(tensor), map, ivs, tid, kThreads,
                     dim, start, limit, tile, mt.kDim, kBase, mt.k, kTileK);
    else
      mb.issueChunks(smem, memrefOf.lookup(tensor), map, ivs, tid, kThreads,
                     mt.kDim, kBase, mt.k, kTileK, dim, start, extent, tile);
  };
  auto issue = [&](Value kb, Value s) {
    auto [smA, smB] = stage(s);
    Value kBase = mb.mul(kb, mb.idx(kTileK));
    issueOperand(smA, mt.a, mt.aMap, !mt.aTransposed, mt.iDim, rowBase, mSize,
                 mt.m, kTileM, kBase);
    issueOperand(smB, mt.b, mt.bMap, mt.bTransposed, mt.jDim, colBase,
                 mb.idx(mt.n), mt.n, kTileN, kBase);
  };

  int64_t numK = (mt.k + kTileK - 1) / kTileK;
  issue(mb.idx(0), mb.idx(0));
  mb.commit();
  SmallVector<Value> init(2 * (kTileN / 8) * 4, mb.f32(0.0));
  auto at = [&](int64_t mi, int64_t nt, int64_t r) {
    return (mi * (kTileN / 8) + nt) * 4 + r;
  };
  Value laneMod8 = mb.rem(lane, 8), t4 = mb.div(lane, 8);
  Value warpRow = mb.mul(warp, mb.idx(32));
  auto loop = scf::ForOp::create(b, loc, mb.idx(0), mb.idx(numK), mb.idx(1),
                                 init);
  {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(loop.getBody());
    Value kb = loop.getInductionVar();
    ValueRange acc = loop.getRegionIterArgs();
    // Prefetch stage kb+1 while computing stage kb.
    Value next = mb.add(kb, mb.idx(1));
    Value hasNext = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult,
                                         next, mb.idx(numK));
    auto ifOp = scf::IfOp::create(b, loc, hasNext, /*withElseRegion=*/false);
    {
      OpBuilder::InsertionGuard g(b);
      b.setInsertionPointToStart(ifOp.thenBlock());
      issue(next, mb.rem(next, 2));
    }
    mb.commit();
    mb.waitAllButNewest(1);
    auto [smA, smB] = stage(mb.rem(kb, 2));
    SmallVector<Value> out(acc);
    for (int64_t kk = 0; kk < kTileK / 16; ++kk) {
      SmallVector<SmallVector<Value>> aFrag;
      // Lane group t4 addresses the 8x8 matrix of rows 8 (t4 % 2) and k
      // 8 (t4 / 2) of each m16k16 fragment; stored [k, m], its rows of k
      // are loaded transposed.
      for (int64_t mi = 0; mi < 2; ++mi) {
        Value m = mb.add(mb.add(warpRow, mb.idx(16 * mi)),
                         mb.mul(mb.rem(t4, 2), mb.idx(8)));
        Value k = mb.add(mb.idx(kk * 16), mb.mul(mb.div(t4, 2), mb.idx(8)));
        if (mt.aTransposed)
          aFrag.push_back(mb.ldmatrix(smA, mb.add(k, laneMod8), m, 4,
                                      /*transpose=*/true));
        else
          aFrag.push_back(mb.ldmatrix(smA, mb.add(m, laneMod8), k, 4,
                                      /*transpose=*/false));
      }
      for (int64_t nt = 0; nt < kTileN / 8; nt += 2) {
        SmallVector<Value> br;
        if (mt.bTransposed) {
          Value row = mb.add(mb.add(mb.idx(nt * 8), laneMod8),
                             mb.mul(mb.div(t4, 2), mb.idx(8)));
          Value col = mb.add(mb.idx(kk * 16), mb.mul(mb.rem(t4, 2), mb.idx(8)));
          br = mb.ldmatrix(smB, row, col, 4, /*transpose=*/false);
        } else {
          Value row = mb.add(mb.add(mb.idx(kk * 16), laneMod8),
                             mb.mul(mb.rem(t4, 2), mb.idx(8)));
          Value col = mb.add(mb.idx(nt * 8), mb.mul(mb.div(t4, 2), mb.idx(8)));
          br = mb.ldmatrix(smB, row, col, 4, /*transpose=*/true);
        }
        for (int64_t mi = 0; mi < 2; ++mi)
          for (int64_t half = 0; half < 2; ++half) {
            SmallVector<Value> c;
            for (int64_t r = 0; r < 4; ++r)
              c.push_back(out[at(mi, nt + half, r)]);
            SmallVector<Value> d =
                mb.mma(aFrag[mi], {br[2 * half], br[2 * half + 1]}, c);
            for (int64_t r = 0; r < 4; ++r)
              out[at(mi, nt + half, r)] = d[r];
          }
      }
    }
    gpu::BarrierOp::create(b, loc); // the stage may be overwritten next
    scf::YieldOp::create(b, loc, out);
  }

  // Epilogue: scale, the elementwise consumer (if any), bounds, store.
  SmallVector<int64_t> keptDims;
  for (int64_t dim = 0; dim < numDims; ++dim)
    if (!op.isReduced(dim))
      keptDims.push_back(dim);
  Value quadRow = mb.div(lane, 4), quadCol = mb.mul(mb.rem(lane, 4), mb.idx(2));
  Type accElt =
      cast<ShapedType>(op.getResult(0).getType()).getElementType();
  for (int64_t mi = 0; mi < 2; ++mi)
    for (int64_t h = 0; h < 2; ++h) {
      Value i = mb.add(mb.add(rowBase, mb.add(warpRow, mb.idx(16 * mi + 8 * h))),
                       quadRow);
      Value inRows = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult,
                                           i, mSize);
      auto rowIf = scf::IfOp::create(b, loc, inRows, /*withElseRegion=*/false);
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPointToStart(rowIf.thenBlock());
      for (int64_t nt = 0; nt < kTileN / 8; ++nt)
        for (int64_t c = 0; c < 2; ++c) {
          Value j = mb.add(colBase, mb.add(mb.idx(nt * 8 + c), quadCol));
          Value inCols = arith::CmpIOp::create(
              b, loc, arith::CmpIPredicate::ult, j, mb.idx(mt.n));
          auto colIf =
              scf::IfOp::create(b, loc, inCols, /*withElseRegion=*/false);
          OpBuilder::InsertionGuard inner(b);
          b.setInsertionPointToStart(colIf.thenBlock());
          SmallVector<Value> point(ivs);
          delinearize(b, loc, op.getDimSizes(), mt.iGroup, i, point);
          delinearize(b, loc, op.getDimSizes(), mt.jGroup, j, point);
          SmallVector<Value> kept;
          for (int64_t dim : keptDims)
            kept.push_back(point[dim]);
          Value v = loop.getResult(at(mi, nt, 2 * h + c));
          if (mt.scale != 1.0)
            v = arith::MulFOp::create(b, loc, v, mb.f32(mt.scale));
          v = castFloat(b, loc, v, accElt);
          if (epilogue)
            v = applyEpilogue(b, loc, op, epilogue, emitter, memrefOf, v,
                              kept);
          memref::StoreOp::create(b, loc, v, results[0], kept);
        }
    }
  gpu::ReturnOp::create(b, loc);

  return gemmLaunch(op, mt, kTileM, kTileN, kThreads, 2 * stageBytes);
}

namespace {
struct ContractionGenerator : KernelGenerator {
  StringRef name() const override { return "gemm"; }

  bool matches(Operation *op, const TensorCoreTarget &) const override {
    auto agg = dyn_cast<AggregateOp>(op);
    return agg && isTensorCoreContraction(agg);
  }

  KernelGroup group(Operation *op, const TensorCoreTarget &) const override {
    auto agg = cast<AggregateOp>(op);
    KernelGroup group;
    group.op = op;
    group.epilogue = findEpilogue(agg, /*readsOthers=*/true);
    group.inputs = aggregateKernelOperands(agg);
    // What the epilogue reads besides the GEMM (bias, residual).
    if (group.epilogue)
      for (Value in : group.epilogue.getInputs())
        if (in.getDefiningOp() != op && !llvm::is_contained(group.inputs, in))
          group.inputs.push_back(in);
    return group;
  }

  bool takesDynamicExtents() const override { return true; }

  LogicalResult selectConfig(const KernelGroup &group,
                             const TensorCoreTarget &target,
                             NamedAttrList &r) const override {
    auto op = cast<AggregateOp>(group.op);
    FailureOr<cost::GemmConfig> config = gemmConfig(op, target);
    if (failed(config))
      return failure();
    Builder b(op.getContext());
    GemmConfigAttr attr = toAttr(op.getContext(), *config);
    op->setAttr(kKernelConfigAttrName, attr);
    r.append("strategy", b.getStringAttr(attr.getStrategy()));
    r.append("tile_m", b.getI64IntegerAttr(attr.getTileM()));
    r.append("tile_n", b.getI64IntegerAttr(attr.getTileN()));
    r.append("tile_k", b.getI64IntegerAttr(attr.getTileK()));
    r.append("stages", b.getI64IntegerAttr(attr.getStages()));
    r.append("warps", b.getI64IntegerAttr(attr.getWarps()));
    if (attr.getSplits() > 1)
      r.append("splits", b.getI64IntegerAttr(attr.getSplits()));
    return success();
  }

  FailureOr<KernelLaunch> emit(gpu::GPUModuleOp kernels, StringRef name,
                               const KernelGroup &group,
                               const KernelSignature &sig,
                               const TensorCoreTarget &target) const override {
    return buildContractionKernel(kernels, name, cast<AggregateOp>(group.op),
                                  group.inputs, sig, group.epilogue, target);
  }
};
} // namespace

std::unique_ptr<KernelGenerator> mlir::fuse::createContractionGenerator() {
  return std::make_unique<ContractionGenerator>();
}
