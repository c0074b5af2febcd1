//===- ContractionConfig.cpp - the tensor-core GEMM's kernel config -------===//
//
// The GEMM generator's `#fuse.gemm_config`: the split count of a split-k
// partial, the attribute's strategy names (`gemm_mma`, `gemm_wgmma`,
// `gemm_wgmma_ws`), and the config of a contraction: chosen by
// fusec::cost::chooseGemmConfig, or set by hand and checked against the
// target and the aggregate (MMA shapes, warps, stages, TMA, grid, shared
// memory), with located errors.
//
//===----------------------------------------------------------------------===//

#include "ContractionMatch.h"
#include "GemmKernel.h"
#include "KernelConfigs.h"
#include "WgmmaBuilder.h"

using namespace mlir;
using namespace mlir::fuse;
namespace cost = fusec::cost;

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

/// Whether a tf32 GEMM reads both operands K-major (A stored [m, k], B
/// [n, k]: x W^T as nn.Linear writes it), as wgmma's tf32 takes them.
static bool tf32KMajor(const ContractionMatch &mt) {
  return !mt.aTransposed && mt.bTransposed;
}

static StringRef gemmStrategyName(bool wgmma, bool ws = false) {
  return ws ? "gemm_wgmma_ws" : wgmma ? "gemm_wgmma" : "gemm_mma";
}
static constexpr llvm::StringLiteral kSimtStrategy = "gemm_simt";

GemmConfigAttr mlir::fuse::toAttr(MLIRContext *ctx, const cost::GemmConfig &c,
                                  bool simt) {
  return GemmConfigAttr::get(
      ctx, simt ? StringRef(kSimtStrategy)
                : gemmStrategyName(c.wgmma, c.warpSpecialized),
      c.tileM, c.tileN, c.tileK, c.stages, c.warps, c.overlap, c.splits);
}

/// gemm_simt's default tile: 128 x 128 outputs per CTA of 256 threads (8
/// x 8 per thread), 16 of k per stage, two stages (70 KiB).
static cost::GemmConfig simtConfig(int64_t tileM, int64_t tileN,
                                   int64_t tileK, int64_t splits) {
  cost::GemmConfig c;
  c.wgmma = c.warpSpecialized = c.overlap = false;
  c.tileM = tileM;
  c.tileN = tileN;
  c.tileK = tileK;
  c.stages = 2;
  c.warps = 8;
  c.splits = splits;
  return c;
}

/// Why config `c` of a contraction of `splits` split-k parts cannot be
/// built for `op` on `target` (MMA shapes, warps, stages, TMA, grid,
/// shared memory); empty when it can.
static std::string whyNotBuildable(AggregateOp op, const ContractionMatch &mt,
                                   const cost::GemmConfig &c, int64_t splits,
                                   const TensorCoreTarget &target) {
  if (c.wgmma && !target.wgmma)
    return Why() << "needs sm_90a's wgmma; the target has mma.sync only";
  if (c.wgmma && mt.tf32 && !tf32KMajor(mt))
    return Why() << "is a wgmma strategy, which reads tf32 operands "
                    "K-major only; this GEMM reads "
                 << (mt.aTransposed ? "A" : "B")
                 << " MN-major: gemm_mma (mma.sync m16n8k8) takes it";
  if (c.splits != splits)
    return Why() << "records " << c.splits
                 << " split(s), but the aggregate is "
                 << (splits == 1 ? std::string("not a split-k partial")
                                 : "a split-k partial of " +
                                       std::to_string(splits) + " splits");
  int64_t bytes = cast<ShapedType>(mt.a.getType())
                      .getElementType()
                      .getIntOrFloatBitWidth() /
                  8;
  int64_t threads = 32 * c.warps;
  int64_t shared = 0;
  if (mt.simt) {
    // 16 x 16 threads, each every 16th row and column; whole 16-byte
    // copies per thread for both tiles.
    if (c.wgmma || c.warps != 8)
      return Why() << "must have 8 warps (gemm_simt's 16 x 16 threads)";
    if (c.tileM % 16 != 0 || c.tileN % 16 != 0 || c.tileM > 128 ||
        c.tileN > 128)
      return Why() << "must have multiples of 16 rows and columns, at most "
                      "128 (16 x 16 threads, 8 x 8 outputs each at most)";
    if (c.tileK != 8 && c.tileK != 16 && c.tileK != 32)
      return Why() << "must have tile_k = 8, 16 or 32";
    if (c.stages != 2 || c.overlap)
      return Why() << "must have 2 stages and no overlap (gemm_simt)";
    if (c.tileM * c.tileK / 4 % threads != 0 ||
        c.tileN * c.tileK / 4 % threads != 0)
      return Why() << "must have A and B tiles of a whole number of 16-byte "
                      "copies per thread";
    shared = 2 * 4 *
             ((mt.aTransposed ? c.tileK * (c.tileM + kSimtPad)
                              : c.tileM * (c.tileK + kSimtPad)) +
              (mt.bTransposed ? c.tileN * (c.tileK + kSimtPad)
                              : c.tileK * (c.tileN + kSimtPad)));
  } else if (c.wgmma) {
    // One wgmma m64nNk16 per warpgroup and 16 of k; a 128-byte swizzle atom
    // row holds 64 16-bit elements of k.
    if (c.warps != 4 && c.warps != 8)
      return Why() << "must have 1 or 2 warpgroups (4 or 8 warps)";
    if (c.tileM != 16 * c.warps)
      return Why() << "must have 64 rows per warpgroup (tile_m = "
                   << 16 * c.warps << ")";
    if (c.tileN != 64 && c.tileN != 128 && c.tileN != 256)
      return Why() << "must have 64, 128 or 256 columns (wgmma's n, in "
                      "64-column slabs)";
    if (c.tileK * bytes != 128)
      return Why() << "must have tile_k = " << 128 / bytes
                   << " (one 128-byte swizzled row)";
    if (c.stages < (c.overlap ? 3 : 2))
      return Why() << "must have at least " << (c.overlap ? 3 : 2)
                   << " stages" << (c.overlap ? " with overlap" : "");
    shared = WgmmaBuilder::kAtomBytes +
             c.stages * (c.tileM + c.tileN) * c.tileK * bytes;
    if (c.warpSpecialized) {
      // The producer's TMA boxes: both tiles in the copy engine's reach.
      if (splits != 1 || !gemmTmaAxes(mt))
        return Why() << "loads A and B by TMA, which needs each operand "
                        "tile to be a box of its tensor (its rows or "
                        "columns and k each read as one whole axis; not a "
                        "split-k partial)";
      shared += 16 * c.stages;
    }
  } else {
    // Warp w owns rows 32 w..+31 (two m16 tiles) and every column (pairs
    // of n8 tiles from one ldmatrix.x4); two cp.async stages.
    if (c.warps != 1 && c.warps != 2 && c.warps != 4 && c.warps != 8)
      return Why() << "must have 1, 2, 4 or 8 warps";
    if (c.tileM != 32 * c.warps)
      return Why() << "must have 32 rows per warp (tile_m = "
                   << 32 * c.warps << ")";
    if (c.tileN < 16 || c.tileN > 128 || c.tileN % 16 != 0)
      return Why() << "must have a multiple of 16 columns from 16 to 128";
    if (c.tileK != 32 && c.tileK != 64)
      return Why() << "must have tile_k = 32 or 64";
    if (c.stages != 2 || c.overlap)
      return Why() << "must have 2 stages and no overlap (mma.sync)";
    if (c.tileK * c.tileN * bytes / 16 % threads != 0)
      return Why() << "must have a B tile of a whole number of 16-byte "
                      "copies per thread";
    int64_t aPad = mmaTilePad(mt.tf32, !mt.aTransposed),
            bPad = mmaTilePad(mt.tf32, mt.bTransposed);
    int64_t aElems = mt.aTransposed ? c.tileK * (c.tileM + aPad)
                                     : c.tileM * (c.tileK + aPad);
    int64_t bElems = mt.bTransposed ? c.tileN * (c.tileK + bPad)
                                     : c.tileK * (c.tileN + bPad);
    shared = 2 * (aElems + bElems) * bytes;
  }
  if ((mt.n + c.tileN - 1) / c.tileN > kMaxGridYZ)
    return Why() << "has more than " << kMaxGridYZ
                 << " column tiles (grid y) for n = " << mt.n;
  // The config's shared memory must fit a block of the target.
  if (shared > target.sharedPerBlock)
    return Why() << "needs " << shared
                 << " bytes of shared memory; a block of the target has at "
                    "most "
                 << target.sharedPerBlock;
  return "";
}

/// Configs to try, best first, when `chosen` cannot be built on the target
/// (too little shared memory): its strategy with fewer stages, fewer
/// columns, one warpgroup; then mma.sync, smaller and smaller.
static SmallVector<cost::GemmConfig>
smallerConfigs(const cost::GemmConfig &chosen,
               const TensorCoreTarget &target) {
  SmallVector<cost::GemmConfig> out;
  if (chosen.wgmma)
    for (int64_t warps : {chosen.warps, int64_t(4)})
      for (int64_t tileN : {256, 128, 64})
        for (int64_t stages = chosen.stages; stages >= 2; --stages) {
          if (tileN > chosen.tileN)
            continue;
          cost::GemmConfig c = chosen;
          c.warps = warps;
          c.tileM = 16 * warps;
          c.tileN = tileN;
          c.stages = stages;
          c.overlap = chosen.overlap && stages >= 3;
          out.push_back(c);
        }
  for (int64_t warps : {4, 2, 1})
    for (int64_t tileN : {128, 64, 32, 16})
      for (int64_t tileK : {64, 32}) {
        cost::GemmConfig c;
        c.wgmma = c.warpSpecialized = c.overlap = false;
        c.warps = warps;
        c.tileM = 32 * warps;
        c.tileN = tileN;
        c.tileK = tileK;
        c.stages = 2;
        c.splits = chosen.splits;
        out.push_back(c);
      }
  return out;
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
    if (mt->simt) {
      for (cost::GemmConfig c :
           {simtConfig(128, 128, 16, splits), simtConfig(64, 128, 16, splits),
            simtConfig(64, 64, 16, splits)})
        if (whyNotBuildable(op, *mt, c, splits, target).empty())
          return c;
      return op.emitOpError("has no gemm_simt config the target can build: ")
             << whyNotBuildable(op, *mt, simtConfig(64, 64, 16, splits),
                                splits, target);
    }
    cost::GemmParams p;
    p.wgmma = target.wgmma;
    p.tf32 = mt->tf32;
    // wgmma's tf32 reads both operands K-major; else mma.sync.
    p.wgmma = target.wgmma && (!mt->tf32 || tf32KMajor(*mt));
    p.tmaCapable = gemmTmaAxes(*mt).has_value() && splits == 1;
    // The grid: rows, columns and the batch dims' product (the split-k
    // partials among them); a dynamic size leaves the large-GEMM tiles.
    if (!ShapedType::isDynamic(mt->m)) {
      p.m = mt->m;
      p.n = mt->n;
      p.numSMs = unsigned(target.numSMs);
      for (int64_t d : mt->batchDims) {
        int64_t size = op.getDimSizes()[d];
        if (ShapedType::isDynamic(size))
          p.numSMs = 0;
        else
          p.batch *= size;
      }
    }
    cost::GemmConfig chosen = cost::chooseGemmConfig(p);
    chosen.splits = splits;
    std::string why = whyNotBuildable(op, *mt, chosen, splits, target);
    if (why.empty())
      return chosen;
    // A target with less shared memory than the rule assumes (a GPU
    // described by hand): the best config that fits it.
    for (const cost::GemmConfig &c : smallerConfigs(chosen, target))
      if (whyNotBuildable(op, *mt, c, splits, target).empty())
        return c;
    return op.emitOpError("has no tensor-core GEMM config the target can "
                          "build: ")
           << toAttr(op.getContext(), chosen) << " " << why
           << ", and no smaller config fits";
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
  if (mt->simt != (attr.getStrategy() == kSimtStrategy))
    return bad() << (mt->simt ? "must be gemm_simt: the operands are f32, "
                                "read exactly (--f32-precision=ieee)"
                              : "is gemm_simt, which takes f32 operands "
                                "read exactly (--f32-precision=ieee) only");
  if (!c.wgmma && !mt->simt && attr.getStrategy() != gemmStrategyName(false))
    return bad() << "has an unknown strategy (expected "
                 << gemmStrategyName(true) << ", "
                 << gemmStrategyName(true, true) << ", "
                 << gemmStrategyName(false) << " or " << kSimtStrategy << ")";
  if (std::string why = whyNotBuildable(op, *mt, c, splits, target);
      !why.empty())
    return bad() << why;
  return c;
}
