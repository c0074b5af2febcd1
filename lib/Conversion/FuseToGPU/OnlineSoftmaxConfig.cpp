//===- OnlineSoftmaxConfig.cpp - the online softmax's kernel config -------===//
//
// The online-softmax kernel's `#fuse.kernel_config`: what the tile rule
// (cost::chooseOnlineSoftmaxConfig) reads off a matched aggregate, the
// attribute's strategy names, and the check of a config (chosen or set by
// hand) against the target and the aggregate, with located errors.
//
//===----------------------------------------------------------------------===//

#include "KernelConfigs.h"
#include "OnlineSoftmaxMatch.h"
#include "fusec/Analysis/CostModel.h"
#include "fusec/Conversion/FuseToGPU/KernelBuilders.h"

using namespace mlir;
using namespace mlir::fuse;
namespace cost = fusec::cost;

/// Whether every row block of `rows` rows keeps some key block of `keys`
/// keys in the key band, static, of the query row alone (no symbols, no
/// batch dim): a persistent tile then never runs empty.
static bool bandKeepsEveryRowBlock(const OnlineSoftmaxMatch &mt, int64_t rows,
                                   int64_t keys) {
  if (!mt.banded || !mt.blockMask.empty() || !mt.band.symbolInputs.empty() ||
      ShapedType::isDynamic(mt.m) || ShapedType::isDynamic(mt.n) || rows <= 0)
    return false;
  for (AffineExpr e : mt.band.exprs())
    for (int64_t dim : mt.batchDims)
      if (e.isFunctionOfDim(dim))
        return false;
  for (int64_t r = 0; r < mt.m; r += rows)
    if (countBandBlocks(mt.band, mt.iDim, r, std::min(r + rows, mt.m), mt.n,
                        keys)
            .first == 0)
      return false;
  return true;
}

/// What the tile rule reads off a matched aggregate.
static cost::OnlineSoftmaxParams paramsOf(AggregateOp op,
                                          const OnlineSoftmaxMatch &mt,
                                          bool wgmma, int64_t sms = 132) {
  cost::OnlineSoftmaxParams p;
  p.wgmma = wgmma;
  // Exact f32 takes the tf32 kernel's tiles (mma.sync layout, Q in shared
  // memory).
  p.tf32 = mt.f32();
  p.simt = mt.simt;
  p.d = mt.d;
  p.e = mt.e;
  p.plainSum = mt.plainSum;
  p.kTransposed = mt.kTransposed;
  auto dynamic = [](Type t) {
    auto shaped = dyn_cast<ShapedType>(t);
    return shaped && !shaped.hasStaticShape();
  };
  p.dynamic = llvm::any_of(op.getDimSizes(), ShapedType::isDynamic) ||
              llvm::any_of(op.getOperandTypes(), dynamic) ||
              llvm::any_of(mt.dot->getOperandTypes(), dynamic);
  p.readsTensors = readsPerLogit(op, mt);
  p.causal = mt.causal;
  p.keyBand = mt.banded;
  p.keyBandPersistent = bandKeepsEveryRowBlock(mt, 128, 128);
  p.keysDivisibleBy128 = !ShapedType::isDynamic(mt.n) && mt.n % 128 == 0;
  p.tma = usesTma(op, mt, wgmma, /*combine=*/false);
  p.tmaCapable = usesTma(op, mt, wgmma, /*combine=*/false,
                         /*anyHeadDim=*/true);
  p.segmented = op.getSegmentDim().has_value();
  p.m = ShapedType::isDynamic(mt.m) ? -1 : mt.m;
  p.n = ShapedType::isDynamic(mt.n) ? -1 : mt.n;
  p.batch = 1;
  for (int64_t dim : mt.batchDims) {
    if (ShapedType::isDynamic(op.getDimSizes()[dim])) {
      p.batch = -1;
      break;
    }
    p.batch *= op.getDimSizes()[dim];
  }
  p.sms = sms;
  return p;
}

static StringRef strategyName(bool wgmma, bool overlap = false,
                              bool ws = false, bool simt = false) {
  if (simt)
    return "online_softmax_simt";
  if (!wgmma)
    return "online_softmax_mma";
  if (ws)
    return "online_softmax_wgmma_ws";
  return overlap ? "online_softmax_wgmma_overlap" : "online_softmax_wgmma";
}

KernelConfigAttr mlir::fuse::toAttr(MLIRContext *ctx,
                                    const cost::OnlineSoftmaxConfig &c,
                                    bool simt) {
  return KernelConfigAttr::get(
      ctx, strategyName(c.wgmma, c.overlap, c.warpSpecialized, simt), c.warps,
      c.mTiles, c.keys, c.stages, c.qInRegisters, c.cluster, c.persistent,
      c.dynamicTiles, c.streamK, c.pingPong);
}

/// Why config `c` cannot be built for `op` on `target`, its shared memory
/// aside; empty when it can.
static std::string whyNotBuildable(AggregateOp op,
                                   const OnlineSoftmaxMatch &mt,
                                   const cost::OnlineSoftmaxConfig &c,
                                   const TensorCoreTarget &target) {
  if (c.wgmma && !target.wgmma)
    return Why() << "needs sm_90a's wgmma; the target has mma.sync only";
  if (mt.f32() && (c.wgmma || c.qInRegisters))
    return Why() << (mt.tf32 ? "reads f32 operands as tf32, which takes "
                             : "reads f32 operands exactly, which takes ")
                 << strategyName(false, false, false, mt.simt)
                 << " with Q in shared memory";
  if (c.stages != 1 && c.stages != 2)
    return Why() << "must have 1 or 2 stages";
  int64_t maxKeys = c.wgmma ? 256 : 128;
  if (c.keys < 16 || c.keys > maxKeys || c.keys % 16 != 0)
    return Why() << "must have a multiple of 16 keys per block from 16 to "
                 << maxKeys;
  if (mt.kTransposed && c.keys % 64 != 0)
    return Why() << "must have a multiple of 64 keys per block: K is stored "
                    "[d][keys] and read in 64-key slabs";
  if (c.wgmma && (c.warps % 4 != 0 || c.warps < 4 || c.warps > 16 ||
                  c.mTiles != 1 || c.qInRegisters))
    return Why() << "must have 1 to 4 warpgroups (4 to 16 warps) of one "
                    "m-tile each, Q in shared memory";
  if (!c.wgmma && (c.warps < 1 || c.warps > 8 || c.mTiles < 1 ||
                   c.mTiles > 2))
    return Why() << "must have 1 to 8 warps of 1 or 2 m-tiles";
  if (c.cluster != 1 &&
      (c.cluster != 2 || !c.overlap || mt.keysPerTile() ||
       !usesTma(op, mt, /*wgmma=*/true, /*combine=*/false) ||
       op.getSegmentDim() || ShapedType::isDynamic(mt.m) ||
       llvm::divideCeil(mt.m, c.rowsPerCta()) % c.cluster != 0))
    return Why() << "shares K/V tiles in a cluster of " << c.cluster
                 << " CTAs, which needs 2 CTAs, the overlapped schedule (K "
                    "and V loaded by TMA), no key segments, no key band other "
                    "than causal, no mask read from tensors and a static count of query tiles divisible "
                    "by the cluster";
  if (c.warpSpecialized &&
      (c.stages != 2 || c.warps > 12 || c.cluster != 1 ||
       op.getSegmentDim()))
    return Why() << "is warp-specialized, which needs 2 stages, 1 to 3 "
                    "consumer warpgroups (4 to 12 warps), no cluster and no "
                    "key segments";
  if (c.overlap && !usesTma(op, mt, /*wgmma=*/true, /*combine=*/false,
                            /*anyHeadDim=*/c.warpSpecialized))
    return Why() << "overlaps softmax with P V, which needs K and V loaded "
                    "by TMA (K stored [keys][d], head dims multiples of 64)";
  if (c.persistent && !persistentCapable(op, mt, c))
    return Why() << "is persistent, which needs the warp-specialized "
                    "strategy, a key band other than causal only where it "
                    "is static, of the query row alone and keeps a key "
                    "block in every row block (not with stream-K), no mask "
                    "read from tensors, static sizes for stream-K and tiles "
                    "handed out at run time, no chain (a softmax), no key "
                    "segments, a head dim that is a multiple of 16 and Q "
                    "stored [rows][d] (loaded by TMA)";
  if (c.dynamicTiles && !(c.persistent && mt.causal))
    return Why() << "hands out tiles at run time, which needs a persistent "
                    "kernel and causal attention";
  if (c.streamK && !(c.persistent && !mt.causal))
    return Why() << "splits the key blocks of its tiles between CTAs "
                    "(stream-K), which needs a persistent kernel and "
                    "attention that is not causal";
  return "";
}

/// Configs to try, best first, when `chosen` needs more shared memory than
/// a block of the target has: its strategy with fewer keys per block (down
/// to 64), then one stage, then the plain wgmma kernel of one warpgroup,
/// then mma.sync, smaller and smaller.
static SmallVector<cost::OnlineSoftmaxConfig>
smallerConfigs(const cost::OnlineSoftmaxConfig &chosen,
               const TensorCoreTarget &target) {
  SmallVector<cost::OnlineSoftmaxConfig> out;
  for (int64_t stages : {chosen.stages, int64_t(1)})
    for (int64_t keys = chosen.keys; keys >= 64; keys /= 2) {
      cost::OnlineSoftmaxConfig c = chosen;
      c.keys = keys;
      c.stages = stages;
      out.push_back(c);
    }
  auto plain = [] {
    cost::OnlineSoftmaxConfig c;
    c.overlap = c.warpSpecialized = c.persistent = c.dynamicTiles =
        c.streamK = c.qInRegisters = false;
    c.cluster = 1;
    return c;
  };
  if (target.wgmma)
    for (int64_t stages : {2, 1})
      for (int64_t keys : {128, 64, 32, 16}) {
        cost::OnlineSoftmaxConfig c = plain();
        c.wgmma = true;
        c.warps = 4;
        c.mTiles = 1;
        c.keys = keys;
        c.stages = stages;
        out.push_back(c);
      }
  for (int64_t warps : {4, 2, 1})
    for (int64_t mTiles : {2, 1})
      for (int64_t stages : {2, 1})
        for (int64_t keys : {64, 32, 16}) {
          cost::OnlineSoftmaxConfig c = plain();
          c.wgmma = false;
          c.warps = warps;
          c.mTiles = mTiles;
          c.keys = keys;
          c.stages = stages;
          out.push_back(c);
        }
  return out;
}

FailureOr<cost::OnlineSoftmaxConfig>
mlir::fuse::onlineSoftmaxConfig(AggregateOp op, TensorCoreTarget target,
                                AggregateOp combine) {
  std::optional<OnlineSoftmaxMatch> mt = matchOnlineSoftmax(op);
  if (!mt)
    return op.emitOpError("is not an online-softmax aggregate the "
                          "tensor-core generator handles");
  auto attr = op->getAttrOfType<KernelConfigAttr>(kKernelConfigAttrName);
  if (!attr) {
    if (Attribute other = op->getAttr(kKernelConfigAttrName))
      return op.emitOpError("'")
             << kKernelConfigAttrName
             << "' must be a #fuse.kernel_config, got " << other;
    cost::OnlineSoftmaxConfig chosen = cost::chooseOnlineSoftmaxConfig(
        paramsOf(op, *mt, target.wgmma, target.numSMs));
    // The rules judged a band's tiles at 128 rows and keys.
    if (chosen.persistent && mt->banded &&
        !bandKeepsEveryRowBlock(*mt, chosen.rowsPerCta(), chosen.keys))
      chosen.persistent = false;
    int64_t bytes =
        onlineSoftmaxSharedBytes(op, *mt, chosen, target, combine);
    if (bytes <= target.sharedPerBlock)
      return chosen;
    // A target with less shared memory than the rule assumes (a GPU
    // described by hand): the best config that fits it.
    for (const cost::OnlineSoftmaxConfig &c : smallerConfigs(chosen, target))
      if (whyNotBuildable(op, *mt, c, target).empty() &&
          onlineSoftmaxSharedBytes(op, *mt, c, target, combine) <=
              target.sharedPerBlock)
        return c;
    return op.emitOpError("has no online-softmax kernel config that fits "
                          "the target's shared memory: ")
           << toAttr(op.getContext(), chosen, mt->simt) << " needs " << bytes
           << " bytes for head dim " << mt->d
           << ", and no smaller one fits; a block of the target has at most "
           << target.sharedPerBlock;
  }
  cost::OnlineSoftmaxConfig c;
  c.warpSpecialized = attr.getStrategy() == strategyName(true, true, true);
  c.overlap =
      c.warpSpecialized || attr.getStrategy() == strategyName(true, true);
  c.wgmma = c.overlap || attr.getStrategy() == strategyName(true);
  c.warps = attr.getWarps();
  c.mTiles = attr.getMTiles();
  c.keys = attr.getKeys();
  c.stages = attr.getStages();
  c.qInRegisters = attr.getQInRegisters();
  c.cluster = attr.getCluster();
  c.persistent = attr.getPersistent();
  c.dynamicTiles = attr.getDynamicTiles();
  c.streamK = attr.getStreamK();
  c.pingPong = attr.getPingPong();
  auto bad = [&]() {
    return op.emitOpError("kernel config ") << attr << " ";
  };
  // f32 read exactly is the simt strategy, and only it.
  StringRef plain = strategyName(false, false, false, mt->simt);
  StringRef simt = strategyName(false, false, false, true);
  if (!c.wgmma && attr.getStrategy() != strategyName(false) &&
      attr.getStrategy() != simt)
    return bad() << "has an unknown strategy (expected "
                 << strategyName(true) << ", " << strategyName(true, true)
                 << ", " << strategyName(true, true, true) << ", "
                 << strategyName(false) << " or " << simt << ")";
  if ((attr.getStrategy() == simt) != mt->simt)
    return bad() << (mt->simt
                         ? "is a tensor-core strategy, but the operands are "
                           "f32 read exactly (--f32-precision=ieee), which "
                           "takes "
                         : "computes on the CUDA cores, which only f32 "
                           "operands read exactly (--f32-precision=ieee) "
                           "take; expected ")
                 << plain;
  if (std::string why = whyNotBuildable(op, *mt, c, target); !why.empty())
    return bad() << why;
  int64_t bytes = onlineSoftmaxSharedBytes(op, *mt, c, target, combine);
  if (bytes > target.sharedPerBlock)
    return bad() << "needs " << bytes
                 << " bytes of shared memory for head dim " << mt->d
                 << "; a block of the target has at most "
                 << target.sharedPerBlock;
  return c;
}

bool mlir::fuse::persistentCapable(AggregateOp op,
                                   const OnlineSoftmaxMatch &mt,
                                   const cost::OnlineSoftmaxConfig &c) {
  bool perTile = mt.keysPerTile() &&
                 !(!c.streamK && !c.dynamicTiles &&
                   bandKeepsEveryRowBlock(mt, c.rowsPerCta(), c.keys));
  // Dynamic sizes: a CTA per SM over the tiles counted at run time, in
  // the static order (no stream-K, no tiles handed out at run time).
  bool dynamic = paramsOf(op, mt, /*wgmma=*/true).dynamic;
  return c.warpSpecialized && c.cluster == 1 && !perTile &&
         (!dynamic || (!c.streamK && !c.dynamicTiles)) && !mt.plainSum &&
         !op.getSegmentDim() && mt.d % 16 == 0 &&
         tmaKeyAxis(mt.q, mt.qMap, mt.iDim, op.getDimSizes().size(), mt.m,
                    mt.d)
             .has_value();
}
