//===- AttentionKernel.cpp - the online softmax kernel's shared parts -----===//
//
// The kernel generator for a `#fuse.weighted_softmax` aggregate over keys j
// whose per-element body computes its logit from a nested dot product
// `fuse.reduce #fuse.add` of two 16-bit tensors (q . k_j, optionally scaled)
// followed by any elementwise ops (masks from indices, ...), and whose value
// is a third 16-bit tensor: what reduction factorization and chain formation
// make of softmax(Q K^T) V. Nothing here matches "attention" by name: the
// body is emitted per logit with the generic body emitter.
//
// Shape of the kernel (FlashAttention-2's loop structure on mma.sync):
//   grid (ceil(M / 64), batch), 4 warps; warp w owns query rows w*16..+15.
//   Q tile -> shared (cp.async) -> registers as m16k16 A fragments (ldmatrix)
//   for each 64-key block (causal: only blocks at or below the diagonal):
//     K, V blocks -> shared (cp.async, zero-filled past the end): either
//                     two stages (block kb+1 loads during all of block kb)
//                     or one (K(kb+1) during softmax and P V, V(kb+1)
//                     during the next Q K^T, as FlashAttention-2 does)
//     S = Q K^T       (mma.sync m16n8k16, bf16/f16 in, f32 accumulate)
//     x = body(S)     (scale, mask, bounds -> -inf)
//     online softmax  (row max over the quad by shuffles, rescale by
//                      e^(m_old - m_new), guarded for -inf rows)
//     O += P V        (P reused from the S accumulators as A fragments,
//                      V read with ldmatrix.trans)
//   epilogue: the consumer of (m, s, v) (v / s) applied in registers.
// Shared tiles are padded by 8 elements per row, so ldmatrix is free of bank
// conflicts.
//
// On sm_90a (`wgmma`) the same loop on Hopper's warpgroup MMA: one warpgroup
// (64 query rows) per CTA, unpadded 128-byte-swizzled tiles from the first
// 1 KiB boundary, S = Q K^T as m64n{keys}k16 from shared memory, O += P V as
// m64n{d}k16 with P from the S registers and V read MN-major; the softmax,
// masks and epilogue run unchanged on the accumulators, whose per-warp
// layout is mma.sync's (WgmmaBuilder.h, docs/Design.md).
//
// This file holds what every strategy shares (AttentionKernel.h lists the
// files of the others) and buildOnlineSoftmaxKernel, which reads the
// aggregate's #fuse.kernel_config into the builder.
//
//===----------------------------------------------------------------------===//


#include "AttentionKernel.h"

#include <limits>
#include "KernelConfigs.h"
#include "fusec/Analysis/CostModel.h"
#include "fusec/Conversion/FuseToGPU/KernelBuilders.h"
#include "fusec/Dialect/Fuse/IR/ScalarBuilders.h"
#include "fusec/Transforms/AggregateUtils.h"

#include "mlir/Dialect/Affine/Utils.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace mlir::fuse;
namespace cost = fusec::cost;

void OnlineSoftmaxKernel::issueTile(Value smem, Value tensor, AffineMap map,
                                   unsigned numDims, int64_t rowDim,
                                   Value rowBase, Value limit,
                                   int64_t colDim, int64_t width,
                                   int64_t rows) {
  int64_t per = chunkElems(), chunksPerRow = width / per;
  forEachChunk(rows * chunksPerRow, [&](Value chunk) {
    Value r = div(chunk, chunksPerRow);
    Value col = mul(rem(chunk, chunksPerRow), idx(per));
    Value row = add(rowBase, r);
    Value valid = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult,
                                        row, limit);
    Value safeRow = arith::SelectOp::create(
        b, loc, valid, row, arith::SubIOp::create(b, loc, limit, idx(1)));
    SmallVector<Value> ivs(numDims, idx(0));
    for (auto [k, dim] : llvm::enumerate(mt.batchDims))
      ivs[dim] = batchIdx[k];
    ivs[rowDim] = safeRow;
    ivs[colDim] = col;
    Value srcElems = arith::SelectOp::create(b, loc, valid, idx(per), idx(0));
    SmallVector<Value> dst =
        wgmma ? swizzledIndex(r, col) : SmallVector<Value>{r, col};
    nvgpu::DeviceAsyncCopyOp::create(
        b, loc, nvgpu::DeviceAsyncTokenType::get(b.getContext()), smem,
        dst, memrefOf.lookup(tensor), apply(map, ivs),
        b.getIndexAttr(per), srcElems, /*bypassL1=*/b.getUnitAttr());
  });
}

void OnlineSoftmaxKernel::issueTileTransposed(Value smem, Value keyBase) {
  // A d x kKeys tile of K stored [..., d, j]: row = d, 16 bytes of keys per
  // chunk; chunks past the last key are (partly) zero-filled.
  int64_t d = mt.d, per = chunkElems(), chunksPerRow = kKeys / per;
  unsigned numDims = op.getDimSizes().size() + 1;
  forEachChunk(d * chunksPerRow, [&](Value chunk) {
    Value r = div(chunk, chunksPerRow);
    Value col = mul(rem(chunk, chunksPerRow), idx(per));
    Value key = add(keyBase, col);
    Value inRange = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult,
                                          key, nSize);
    Value left = arith::SubIOp::create(
        b, loc, nSize, arith::SelectOp::create(b, loc, inRange, key, nSize));
    Value srcElems = arith::MinUIOp::create(b, loc, left, idx(per));
    SmallVector<Value> ivs(numDims, idx(0));
    for (auto [k, dim] : llvm::enumerate(mt.batchDims))
      ivs[dim] = batchIdx[k];
    ivs[numDims - 1] = r;
    ivs[mt.jDim] = arith::SelectOp::create(b, loc, inRange, key, idx(0));
    SmallVector<Value> dst =
        wgmma ? swizzledIndex(r, col) : SmallVector<Value>{r, col};
    nvgpu::DeviceAsyncCopyOp::create(
        b, loc, nvgpu::DeviceAsyncTokenType::get(b.getContext()), smem,
        dst, memrefOf.lookup(mt.k), apply(mt.kMap, ivs),
        b.getIndexAttr(per), srcElems, /*bypassL1=*/b.getUnitAttr());
  });
}

OnlineSoftmaxKernel::Layout OnlineSoftmaxKernel::layout() const {
  int64_t bytes = elt.getIntOrFloatBitWidth() / 8;
  Layout l;
  l.kRows = mt.kTransposed ? dk() : kKeys;
  l.kCols = (mt.kTransposed ? kKeys : dw()) + rowPad(mt.kTransposed);
  l.qBytes = rowsPerCta() * (dw() + rowPad()) * bytes;
  l.kBytes = l.kRows * l.kCols * bytes;
  l.vBytes = kKeys * (ew() + rowPad()) * bytes;
  return l;
}

int64_t OnlineSoftmaxKernel::sharedBytes() const {
  // wgmma: slack to align the swizzled tiles to 1 KiB; TMA: the mbarriers.
  return (wgmma ? kAtomBytes : 0) + barrierOffset() +
         (tma ? barrierBytes() : 0);
}

void OnlineSoftmaxKernel::forEachChunk(int64_t chunks,
                                       function_ref<void(Value)> body) {
  int64_t t = threads();
  for (int64_t it = 0; it < (chunks + t - 1) / t; ++it) {
    Value chunk = add(tid, idx(it * t));
    if ((it + 1) * t <= chunks) {
      body(chunk);
      continue;
    }
    // The last, partial round: threads past the last chunk do nothing.
    Value live = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult,
                                       chunk, idx(chunks));
    auto ifOp = scf::IfOp::create(b, loc, live, /*withElseRegion=*/false);
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(ifOp.thenBlock());
    body(chunk);
  }
}

void OnlineSoftmaxKernel::zeroColumns(Value smem, int64_t rows, int64_t from,
                                      int64_t to) {
  int64_t per = chunkElems(), chunksPerRow = (to - from) / per;
  if (chunksPerRow <= 0)
    return;
  auto vecTy = VectorType::get({per}, elt);
  Value zeros = arith::ConstantOp::create(
      b, loc, vecTy,
      DenseElementsAttr::get(vecTy, b.getZeroAttr(elt)));
  forEachChunk(rows * chunksPerRow, [&](Value chunk) {
    Value r = div(chunk, chunksPerRow);
    Value col = add(idx(from), mul(rem(chunk, chunksPerRow), idx(per)));
    SmallVector<Value> dst =
        wgmma ? swizzledIndex(r, col) : SmallVector<Value>{r, col};
    vector::StoreOp::create(b, loc, zeros, smem, dst);
  });
}

Value OnlineSoftmaxKernel::view(int64_t tileRows, int64_t cols, Value offset) {
  offset = add(pad, offset);
  return wgmma ? swizzledView(base, tileRows, cols, offset)
               : sharedView(base, tileRows, cols, offset);
}

Value OnlineSoftmaxKernel::kOffsetOf(Value s) {
  Layout l = layout();
  return add(idx(l.qBytes),
             mul(s, idx(overlap ? l.kBytes : l.kBytes + l.vBytes)));
}

Value OnlineSoftmaxKernel::vOffsetOf(Value s) {
  Layout l = layout();
  if (overlap)
    return add(idx(l.qBytes + (twoStages ? 2 : 1) * l.kBytes),
               mul(s, idx(l.vBytes)));
  return add(kOffsetOf(s), idx(l.kBytes));
}

std::pair<Value, Value> OnlineSoftmaxKernel::stage(Value s) {
  Layout l = layout();
  int64_t vCols = ew() + rowPad();
  return std::pair(view(l.kRows, l.kCols, kOffsetOf(s)),
                   view(kKeys, vCols, vOffsetOf(s)));
}

Value OnlineSoftmaxKernel::sharedAddr(Value offset) {
  return arith::AddIOp::create(b, loc, alignedAddr, toI64(offset));
}

Value OnlineSoftmaxKernel::indexToI32(Value v) {
  return arith::IndexCastOp::create(b, loc, b.getI32Type(), v);
}

Value OnlineSoftmaxKernel::fromI32(Value v) {
  return arith::IndexCastUIOp::create(b, loc, b.getIndexType(), v);
}

void OnlineSoftmaxKernel::byThreadZero(Value cond,
                                       function_ref<void()> issue) {
  Value first =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, tid, idx(0));
  auto ifOp = scf::IfOp::create(
      b, loc,
      cond ? Value(arith::AndIOp::create(b, loc, cond, first)) : first,
      /*withElseRegion=*/false);
  OpBuilder::InsertionGuard g(b);
  b.setInsertionPointToStart(ifOp.thenBlock());
  issue();
}

void OnlineSoftmaxKernel::release(bool values, Value s) {
  if (ws) {
    // Warp-specialized: each consumer warp's lane 0 arrives.
    warpArrive([&] { return barrier(values, s, /*empty=*/true); });
    return;
  }
  gpu::BarrierOp::create(b, loc);
  if (cluster == 1)
    return;
  MLIRContext *ctx = b.getContext();
  byThreadZero(Value(), [&] {
    Value local = arith::TruncIOp::create(
        b, loc, b.getI32Type(),
        LLVM::PtrToIntOp::create(b, loc, b.getI64Type(),
                                 barrier(values, s, /*empty=*/true)));
    for (int64_t r = 0; r < cluster; ++r)
      LLVM::InlineAsmOp::create(
          b, loc, TypeRange(), ValueRange{local, i32Const(r)},
          "{ .reg .b32 remote; mapa.shared::cluster.u32 remote, $0, $1; "
          "mbarrier.arrive.shared::cluster.b64 _, "
          "[remote]; }",
          "r,r", /*has_side_effects=*/true, /*is_align_stack=*/false,
          LLVM::tailcallkind::TailCallKind::None,
          LLVM::AsmDialectAttr::get(ctx, LLVM::AsmDialect::AD_ATT),
          /*operand_attrs=*/ArrayAttr());
  });
}

void OnlineSoftmaxKernel::clusterSync() {
  NVVM::ClusterArriveOp::create(b, loc, /*aligned=*/b.getUnitAttr());
  NVVM::ClusterWaitOp::create(b, loc, /*aligned=*/b.getUnitAttr());
}

void OnlineSoftmaxKernel::build(gpu::GPUFuncOp fn, ValueRange results,
                                AggregateOp epilogue) {
  prologue();
  if (ws)
    splitRoles();
  startPipeline();
  initState();
  if (pipelinedTiles()) {
    pipelinedKeyLoop(results, epilogue);
    b.setInsertionPointAfter(wsRole);
    return;
  }
  SmallVector<Value> finals = overlap ? overlappedKeyLoop() : blockKeyLoop();
  if (streamK)
    storeStreamK(finals, results, epilogue);
  else
    storeResults(finals, results, epilogue);
  if (wsRole)
    b.setInsertionPointAfter(wsRole);
}

void OnlineSoftmaxKernel::prologue() {
  int64_t d = mt.d, numOuter = op.getDimSizes().size();
  int64_t rows = rowsPerCta();
  unsigned dotDims = numOuter + 1;

  // Shared memory: Q tile, K tile, V tile (rows padded by rowPad()
  // elements so that a warp's fragment loads are free of bank conflicts),
  // one dynamic allocation.
  base = dynamicSharedMemory();
  // wgmma: unpadded swizzled tiles from the first 1 KiB boundary of the
  // dynamic shared memory (the swizzle is a function of the address).
  pad = idx(0);
  if (wgmma) {
    Value raw = sharedAddress(base);
    Value aligned = arith::AndIOp::create(b, loc, add(raw, idx(kAtomBytes - 1)),
                                          idx(~(kAtomBytes - 1)));
    pad = arith::SubIOp::create(b, loc, aligned, raw);
    alignedAddr = toI64(aligned);
  }
  smQ = view(rows, dw() + rowPad(), idx(0));
  // With a cluster, slab `slab` of a tile is copied by the CTA of rank
  // (slab + first) mod cluster, multicast to every CTA of the cluster.
  if (cluster > 1)
    clusterRank = arith::IndexCastOp::create(
        b, loc, b.getIndexType(),
        NVVM::ClusterId::create(b, loc, b.getI32Type()));

  // Last valid row / key, for clamping the body's loads; null where the
  // tiles divide the extent (nothing to clamp).
  bool readsInputs = op.getInputs().size() > 1;
  if (readsInputs &&
      (ShapedType::isDynamic(mt.m) || mt.m % rowsPerCta() != 0))
    lastRow = arith::SubIOp::create(b, loc, mSize, idx(1));
  if (readsInputs && (ShapedType::isDynamic(mt.n) || mt.n % kKeys != 0))
    lastKey = arith::SubIOp::create(b, loc, nSize, idx(1));

  tid = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x);
  warp = div(tid, 32);
  lane = rem(tid, 32);
  // Causal: the last query blocks see the most keys; they are scheduled
  // first (blockIdx.x reversed) so the short ones fill the tail. Measured
  // on H200 (one run): 1-2% faster at N = 2048..16384, never slower.
  rowBlockIdx = gpu::BlockIdOp::create(b, loc, gpu::Dimension::x);
  // Persistent: tile t is row block t mod R of batch point t / R (the heads
  // fastest after the row blocks, as the grid of the other kernels).
  rowBlocks = ShapedType::isDynamic(mt.m)
                  ? 0
                  : llvm::divideCeil(mt.m, rowsPerCta());
  if (mt.causal)
    rowBlockIdx = arith::SubIOp::create(
        b, loc,
        arith::SubIOp::create(b, loc,
                              gpu::GridDimOp::create(b, loc, gpu::Dimension::x),
                              idx(1)),
        rowBlockIdx);
  rowBlock = mul(rowBlockIdx, idx(rows));
  // The last batch dim (heads) is blockIdx.y, the others blockIdx.z: each
  // grid extent stays within 65535 for B x H up to 65535^2.
  batchIdx.assign(mt.batchDims.size(), Value());
  Value linear = gpu::BlockIdOp::create(b, loc, gpu::Dimension::z);
  if (!mt.batchDims.empty())
    batchIdx.back() = gpu::BlockIdOp::create(b, loc, gpu::Dimension::y);
  for (int k = static_cast<int>(mt.batchDims.size()) - 2; k >= 0; --k) {
    batchIdx[k] = arith::RemUIOp::create(b, loc, linear, batchSizes[k]);
    linear = arith::DivUIOp::create(b, loc, linear, batchSizes[k]);
  }
  tileBiasFactors();

  // Q tile -> shared; A fragments either kept in registers or re-read from
  // shared memory at every use (when registers are the scarcer resource).
  // A dot length of 8 mod 16: zeros in the last 8 columns of Q and of
  // every K stage, so that the padded MMA step adds nothing (the copies
  // never write there). Fenced and synchronized by the first landed().
  if (dk() != d) {
    zeroColumns(smQ, rows, d, dk());
    for (int64_t st = 0; st < (twoStages ? 2 : 1); ++st)
      zeroColumns(stage(idx(st)).first, layout().kRows, d, dk());
  }
  // TMA: one thread sets up the mbarriers (one arrival: its expect_tx); a
  // barrier publishes them. With producer warps, the first landed()'s.
  // With kvBeforeQ, a barrier of their own, which waits for no copy
  // (without it compute-sanitizer's racecheck reports their first arrival
  // against their initialization); in a cluster, clusterSync's.
  if (tma)
    initBarriers();
  if (kvBeforeQ() && cluster == 1)
    gpu::BarrierOp::create(b, loc);
  // The other CTAs' copies complete on this CTA's mbarriers: initialized
  // before any CTA of the cluster issues one.
  if (cluster > 1)
    clusterSync();
  if (persistent) {
    // Q comes per tile, by TMA; publish the mbarriers.
    gpu::BarrierOp::create(b, loc);
  } else {
    issueTile(smQ, mt.q, mt.qMap, dotDims, mt.iDim, rowBlock, mSize, numOuter,
              d, rows);
    commit();
    // kvBeforeQ: waited for in startPipeline.
    if (!kvBeforeQ())
      landed(0);
  }
  warpRow = mul(warp, idx(16 * numM));
  laneMod8 = rem(lane, 8);
  t4 = div(lane, 8);
  qFrag.assign(numM, {});
  if (wgmma)
    qDesc0 = qDesc();
  if (qInRegisters && !wgmma)
    for (int64_t mi = 0; mi < numM; ++mi)
      for (int64_t kd = 0; kd < dk() / 16; ++kd)
        qFrag[mi].push_back(loadQ(mi, kd));

  // Key-block loop bounds [lb, ub) (causal: up to the block holding the
  // last row; segmented: this CTA's segment of the keys, whose borders the
  // segment alignment puts on block borders).
  lb = idx(0);
  ub = div(add(nSize, idx(kKeys - 1)), kKeys);
  if (mt.causal) {
    // With a cluster its CTAs run the same blocks: those of its last rows
    // (the cluster's query tiles are consecutive, from a multiple of
    // `cluster`).
    Value lastRowBlock =
        cluster == 1
            ? rowBlock
            : mul(add(mul(div(rowBlockIdx, cluster), idx(cluster)),
                      idx(cluster - 1)),
                  idx(rows));
    ub = causalKeyBlocks(ub, lastRowBlock);
  }
  if (mt.banded)
    bandKeyBlocks(ub);
  if (std::optional<int64_t> seg = op.getSegmentDim()) {
    int64_t count = op.getDimSizes()[*seg], align = *op.getSegmentAlign();
    Value per = div(add(nSize, idx(count - 1)), count);
    Value len = mul(div(add(per, idx(align - 1)), align), idx(align));
    Value segIdx =
        batchIdx[llvm::find(mt.batchDims, *seg) - mt.batchDims.begin()];
    Value first = mul(segIdx, len);
    lb = mt.banded ? Value(arith::MaxUIOp::create(b, loc, lb, div(first, kKeys)))
                   : div(first, kKeys);
    ub = arith::MinUIOp::create(b, loc, ub, div(add(first, len), kKeys));
    // An empty segment (past the last key) runs no block.
    ub = arith::MaxUIOp::create(b, loc, ub, lb);
  }
  if (blockTable)
    tableKeyBlocks();
  firstKey = mul(lb, idx(kKeys));
}

void OnlineSoftmaxKernel::tableKeyBlocks() {
  // The table at the CTA's batch point over the mask's dims and its row
  // block (its first row where the row count is dynamic): the pre-kernel's
  // [first, end) of key blocks, then of the full ones.
  SmallVector<Value> at;
  for (unsigned d : mt.blockMask.dims)
    at.push_back(batchIdx[llvm::find(mt.batchDims, d) - mt.batchDims.begin()]);
  if (at.empty())
    at.push_back(idx(0));
  at.push_back(ShapedType::isDynamic(mt.m) ? rowBlock
                                           : div(rowBlock, rowsPerCta()));
  at.push_back(Value());
  auto entry = [&](int64_t k) {
    at.back() = idx(k);
    Value v = memref::LoadOp::create(b, loc, blockTable, at);
    return arith::IndexCastOp::create(b, loc, b.getIndexType(), v);
  };
  lb = arith::MaxUIOp::create(b, loc, lb, entry(0));
  ub = arith::MinUIOp::create(b, loc, ub, entry(1));
  ub = arith::MaxUIOp::create(b, loc, ub, lb);
  tableFastBegin = entry(2);
  tableFastEnd = entry(3);
}

void OnlineSoftmaxKernel::startPipeline() {
  // Software pipeline: every cp.async group is always committed, so "all
  // but the newest" is the right wait. Two stages: one group per block.
  // One stage: a group per K and per V tile.
  // TMA: the first block's tiles only when there is one (nothing may be
  // in flight when the CTA exits); warp-specialized, the producer's.
  if (kvBeforeQ()) {
    byThreadZero(
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, lb, ub),
        [&] { tmaKeys(idx(0), firstKey), tmaValues(idx(0), firstKey); });
    landed(0); // Q (the prologue's copy)
    return;
  }
  if (tma)
    return;
  auto [smK0, smV0] = stage(idx(0));
  issueKeys(smK0, firstKey);
  if (!twoStages)
    commit();
  issueTile(smV0, mt.v, mt.vMap, op.getDimSizes().size(), mt.jDim, firstKey,
            nSize, mt.eDim, mt.e, kKeys);
  commit();
}

void OnlineSoftmaxKernel::initState() {
  negInf = negInfinity(b, loc, b.getF32Type());
  init.clear();
  for (int64_t k = 0; k < 2 * numM; ++k)
    init.push_back(negInf);
  for (int64_t k = 0; k < 2 * numM + numM * oTiles() * 4; ++k)
    init.push_back(f32(0.0));
  quadRow = div(lane, 4);
  quadCol = mul(rem(lane, 4), idx(2));
}

Value OnlineSoftmaxKernel::causalKeyBlocks(Value blocks, Value lastRowBlock) {
  Value lastNeeded = add(
      div(add(lastRowBlock, idx(rowsPerCta() - 1)), kKeys), idx(1));
  return arith::MinUIOp::create(b, loc, blocks, lastNeeded);
}

/// The signed max (min) of `acc` and `v`; `v` where `acc` is null.
static Value foldSigned(OpBuilder &b, Location loc, Value acc, Value v,
                        bool max) {
  if (!acc)
    return v;
  if (max)
    return arith::MaxSIOp::create(b, loc, acc, v);
  return arith::MinSIOp::create(b, loc, acc, v);
}

void OnlineSoftmaxKernel::bandKeyBlocks(Value blocks) {
  // Over the CTA's rows [rowBlock, rowBlock + rows - 1], each bound's
  // extremes are at the ends (monotone): the keys visited run from the
  // least lower bound to the greatest upper one; a block wholly inside
  // every row's band starts at or after the greatest lower bound and ends
  // at or before the least upper one. Signed: a bound may be negative.
  const KeyBand &band = mt.band;
  Value first = rowBlock, last = add(rowBlock, idx(rowsPerCta() - 1));
  SmallVector<Value> dims(op.getDimSizes().size(), idx(0));
  for (auto [k, dim] : llvm::enumerate(mt.batchDims))
    dims[dim] = batchIdx[k];
  // The bounds' symbols, integers read at the CTA's batch point.
  bandSymbols.clear();
  for (unsigned t : band.symbolInputs) {
    Value in = op.getInputs()[t];
    AffineMap map = cast<AffineMapAttr>(op.getIndexingMaps()[t]).getValue();
    Value loaded = memref::LoadOp::create(b, loc, memrefOf.lookup(in),
                                          apply(map, dims));
    bandSymbols.push_back(
        arith::IndexCastOp::create(b, loc, b.getIndexType(), loaded));
  }
  auto at = [&](AffineExpr e, Value row) {
    dims[mt.iDim] = row;
    return affine::expandAffineExpr(b, loc, e, dims, bandSymbols);
  };
  auto fold = [&](Value acc, Value v, bool max) {
    return foldSigned(b, loc, acc, v, max);
  };
  // A group of several expressions (a lower group's bound is their least,
  // an upper group's their greatest) is bounded over the rows by its
  // expressions' extremes, min-combined for a lower group and max for an
  // upper one (countBandBlocks: safe, exact for one): {least, greatest}.
  auto extremes = [&](AffineMap g, bool isLower) {
    Value least, greatest;
    for (AffineExpr e : g.getResults()) {
      Value a = at(e, first), z = at(e, last);
      least = fold(least, fold(a, z, false), !isLower);
      greatest = fold(greatest, fold(a, z, true), !isLower);
    }
    return std::make_pair(least, greatest);
  };
  Value lowMin, lowMax, highMin, highMax;
  for (AffineMap g : band.lower) {
    auto [least, greatest] = extremes(g, true);
    lowMin = fold(lowMin, least, true);
    lowMax = fold(lowMax, greatest, true);
  }
  for (AffineMap g : band.upper) {
    auto [least, greatest] = extremes(g, false);
    highMin = fold(highMin, least, false);
    highMax = fold(highMax, greatest, false);
  }
  Value keys = idx(kKeys);
  if (lowMin)
    lb = arith::MaxSIOp::create(
        b, loc, idx(0), arith::FloorDivSIOp::create(b, loc, lowMin, keys));
  if (highMax)
    ub = arith::MinSIOp::create(
        b, loc, blocks,
        add(arith::FloorDivSIOp::create(b, loc, highMax, keys), idx(1)));
  ub = arith::MaxSIOp::create(b, loc, ub, lb);
  bandFastBegin =
      lowMax ? Value(arith::CeilDivSIOp::create(b, loc, lowMax, keys)) : lb;
  bandFastEnd = highMin ? Value(arith::FloorDivSIOp::create(
                              b, loc, add(highMin, idx(1)), keys))
                        : ub;
}

bool OnlineSoftmaxKernel::raggedKeys() const {
  return ShapedType::isDynamic(mt.n) || mt.n % kKeys != 0;
}

Value OnlineSoftmaxKernel::fastKeyBlocks() {
  Value blocks;
  if (mt.causal)
    blocks = div(add(rowBlock, idx(1)), kKeys);
  if (mt.banded)
    blocks = bandFastEnd;
  if (blockTable)
    blocks = blocks ? Value(arith::MinSIOp::create(b, loc, blocks,
                                                   tableFastEnd))
                    : tableFastEnd;
  if (splitBounds()) {
    Value inBounds = div(nSize, kKeys);
    blocks = blocks ? Value(arith::MinUIOp::create(b, loc, blocks, inBounds))
                    : inBounds;
  }
  return blocks;
}

Value OnlineSoftmaxKernel::fastKeyBlocksBegin() {
  Value begin = mt.banded ? bandFastBegin : Value();
  if (blockTable)
    begin = begin ? Value(arith::MaxSIOp::create(b, loc, begin,
                                                 tableFastBegin))
                  : tableFastBegin;
  return begin;
}

SmallVector<Value> OnlineSoftmaxKernel::keyBlockLoops(
    Value lo, Value hi, Value fastBegin, Value fastEnd, ValueRange init,
    function_ref<SmallVector<Value>(Value, ValueRange)> block) {
  auto loop = [&](Value from, Value to, ValueRange state) {
    auto forOp = scf::ForOp::create(b, loc, from, to, idx(1), state);
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(forOp.getBody());
    scf::YieldOp::create(
        b, loc, block(forOp.getInductionVar(), forOp.getRegionIterArgs()));
    return SmallVector<Value>(forOp.getResults());
  };
  if (!fastEnd)
    return loop(lo, hi, init);
  auto clamp = [&](Value v, Value from) {
    return arith::MaxSIOp::create(b, loc, from,
                                  arith::MinSIOp::create(b, loc, hi, v));
  };
  SmallVector<Value> state(init);
  Value begin = lo;
  if (fastBegin) {
    begin = clamp(fastBegin, lo);
    logitsPath = LogitsPath::Full;
    state = loop(lo, begin, state);
  }
  Value split = clamp(fastEnd, begin);
  logitsPath = LogitsPath::Fast;
  SmallVector<Value> fast = loop(begin, split, state);
  logitsPath = LogitsPath::Full;
  SmallVector<Value> out = loop(split, hi, fast);
  logitsPath = LogitsPath::PerBlock;
  return out;
}

Value OnlineSoftmaxKernel::rowOf(int64_t mi, int64_t h) {
  return add(add(rowBlock, add(add(warpRow, idx(16 * mi)), quadRow)),
             idx(8 * h));
}

OnlineSoftmaxKernel::SoftmaxStep
OnlineSoftmaxKernel::softmaxBlock(ValueRange it, Value keyBase, Frags &s) {
  SoftmaxStep step;
  SmallVector<Value> &next = step.next, &alpha = step.alpha;
  Frags &p = step.p;
  next.resize(it.size());
  p.assign(numM, SmallVector<SmallVector<Value>>(kKeys / 8));
  alpha.resize(2 * numM);
  Block &body = op.getBody().front();
  for (int64_t mi = 0; mi < numM; ++mi) {
    // Logits. The common block takes a fast path: a causal block entirely
    // at or below the diagonal skips the mask, and a block entirely before
    // the last key (when the key count may be ragged: dynamic or not a
    // multiple of the block) skips the bounds select -- same values,
    // fewer instructions. The overlapped key loops run those blocks in a
    // loop of their own (keyBlockLoops); elsewhere a branch per block.
    auto computeLogits = [&](bool unmasked, bool inBounds) {
      SmallVector<Value> out;
      for (int64_t nt = 0; nt < kKeys / 8; ++nt)
        for (int64_t h = 0; h < 2; ++h)
          for (int64_t c = 0; c < 2; ++c) {
            Value j = add(keyBase, add(idx(nt * 8 + c), quadCol));
            out.push_back(logit(body, s[mi][nt][2 * h + c], rowOf(mi, h),
                                j, unmasked, inBounds, nt * 8 + c));
          }
      return out;
    };
    // (For d = 128 the second copy of the logits costs spills: there the
    // bounds select stays in every block. Folding the bounds into the
    // causal kernels' existing fast path spills too, by 8 bytes.)
    bool ragged = raggedKeys(), split = splitBounds();
    bool masked = mt.causal || mt.banded || blockTable;
    bool hasFast = masked || split;
    SmallVector<Value> flat;
    if (hasFast && logitsPath == LogitsPath::Fast) {
      flat = computeLogits(masked, split || !ragged);
    } else if (!hasFast || logitsPath == LogitsPath::Full) {
      flat = computeLogits(false, !ragged);
    } else {
      Value fast;
      if (mt.causal)
        fast = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ule,
                                     add(keyBase, idx(kKeys)),
                                     add(rowBlock, idx(1)));
      // The block lies in the key blocks [begin, end).
      auto within = [&](Value begin, Value end) -> Value {
        return arith::AndIOp::create(
            b, loc,
            arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sge, keyBase,
                                  mul(begin, idx(kKeys))),
            arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sle,
                                  add(keyBase, idx(kKeys)),
                                  mul(end, idx(kKeys))));
      };
      if (mt.banded)
        fast = within(bandFastBegin, bandFastEnd);
      if (blockTable) {
        // A full block of the table (tableKeyBlocks).
        Value full = within(tableFastBegin, tableFastEnd);
        fast = fast ? Value(arith::AndIOp::create(b, loc, fast, full)) : full;
      }
      if (split) {
        Value full = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ule,
                                           add(keyBase, idx(kKeys)), nSize);
        fast = fast ? Value(arith::AndIOp::create(b, loc, fast, full)) : full;
      }
      SmallVector<Type> types(kKeys / 8 * 4, b.getF32Type());
      auto branch = scf::IfOp::create(b, loc, types, fast,
                                      /*withElseRegion=*/true);
      {
        OpBuilder::InsertionGuard g(b);
        b.setInsertionPointToStart(branch.thenBlock());
        scf::YieldOp::create(b, loc, computeLogits(masked, split || !ragged));
        b.setInsertionPointToStart(branch.elseBlock());
        scf::YieldOp::create(b, loc, computeLogits(false, !ragged));
      }
      flat.assign(branch.getResults().begin(), branch.getResults().end());
    }
    SmallVector<SmallVector<Value>> x(kKeys / 8);
    SmallVector<Value> rowVals[2];
    for (int64_t nt = 0, k = 0; nt < kKeys / 8; ++nt)
      for (int64_t h = 0; h < 2; ++h)
        for (int64_t c = 0; c < 2; ++c, ++k) {
          x[nt].push_back(flat[k]);
          rowVals[h].push_back(flat[k]);
        }
    // A bias's key terms linear in the key, at the thread's first key of
    // the block: a shift of the thread's logits of the row (keyShift).
    Value rowMax[2], shift[2];
    for (int64_t h = 0; h < 2 && !mt.plainSum; ++h) {
      rowMax[h] = treeReduce(rowVals[h], /*isMax=*/true);
      shift[h] = keyShift(rowOf(mi, h), add(keyBase, quadCol));
      if (shift[h])
        rowMax[h] = arith::AddFOp::create(b, loc, rowMax[h], shift[h]);
    }
    for (int64_t h = 0; h < 2; ++h) {
      if (mt.plainSum) {
        next[mAt(mi, h)] = it[mAt(mi, h)];
        alpha[mAt(mi, h)] = f32(1.0);
        continue;
      }
      Value mOld = it[mAt(mi, h)];
      Value mNew = arith::MaximumFOp::create(b, loc, mOld,
                                             quadReduce(rowMax[h], true));
      if (keepsStaleMax()) {
        // The row's max stays while the block's exceeds it by at most
        // kStaleMaxLog2 / expFactor(): alpha = 1, the rescale skipped.
        Value grow = arith::SubFOp::create(b, loc, mNew, mOld);
        Value keep =
            arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OLE, grow,
                                  f32(kStaleMaxLog2 / expFactor()));
        mNew = arith::SelectOp::create(b, loc, keep, mOld, mNew);
      }
      Value same = arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OEQ,
                                         mOld, mNew);
      Value diff = arith::SubFOp::create(b, loc, mOld, mNew);
      alpha[mAt(mi, h)] = fastExp(
          arith::SelectOp::create(b, loc, same, f32(0.0), diff));
      next[mAt(mi, h)] = mNew;
    }
    for (int64_t h = 0; h < 2; ++h) {
      Value mNew = next[mAt(mi, h)];
      Value noMax = arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OEQ,
                                          mNew, negInf);
      // A row whose logits are all masked by a finite lowest value
      // (finfo.min) has a max whose m log2(e) overflows; floored, its
      // exponentials are 0 like those of a row masked by -inf (and its
      // output 0), never inf - inf. Where scale log2(e) < 1 the floor is
      // -inf and folds away.
      Value mFloor = arith::MaximumFOp::create(
          b, loc, mNew,
          f32(-0.999 * std::numeric_limits<float>::max() / expFactor()));
      Value mSafe = arith::SelectOp::create(b, loc, noMax, f32(0.0), mFloor);
      // e^(x - m) = 2^(x log2(e) - m log2(e)): one FMA and one ex2 each.
      Value negMLog2e =
          arith::MulFOp::create(b, loc, mSafe, f32(-expFactor()));
      if (shift[h])
        negMLog2e = LLVM::FMAOp::create(b, loc, shift[h], f32(expFactor()),
                                        negMLog2e);
      SmallVector<Value> terms;
      for (int64_t nt = 0; nt < kKeys / 8; ++nt)
        for (int64_t c = 0; c < 2; ++c) {
          Value e = x[nt][2 * h + c];
          if (!mt.plainSum)
            e = fastExp2(
                LLVM::FMAOp::create(b, loc, e, f32(expFactor()), negMLog2e));
          if (p[mi][nt].size() < 4)
            p[mi][nt].resize(4);
          p[mi][nt][2 * h + c] = e;
          terms.push_back(e);
        }
      Value rowSum = treeReduce(terms, /*isMax=*/false);
      next[sAt(mi, h)] = arith::AddFOp::create(
          b, loc,
          arith::MulFOp::create(b, loc, it[sAt(mi, h)], alpha[mAt(mi, h)]),
          rowSum);
    }
  }
  return step;
}

SmallVector<Value> OnlineSoftmaxKernel::rescaleO(ValueRange it,
                                                 ArrayRef<Value> alpha) {
  SmallVector<Value> oldO(it.begin() + oAt(0, 0, 0),
                          it.begin() + oAt(numM - 1, oTiles() - 1, 3) + 1);
  SmallVector<Value> newO;
  if (!mt.plainSum && !skipsRescale()) {
    for (int64_t mi = 0; mi < numM; ++mi)
      for (int64_t ne = 0; ne < oTiles(); ++ne)
        for (int64_t k = 0; k < 4; ++k)
          newO.push_back(arith::MulFOp::create(b, loc, it[oAt(mi, ne, k)],
                                               alpha[mAt(mi, k / 2)]));
  } else if (mt.plainSum) {
    newO = oldO;
  } else {
    Value allOne;
    for (Value a : alpha) {
      Value one = arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OEQ,
                                        a, f32(1.0));
      allOne = allOne ? Value(arith::AndIOp::create(b, loc, allOne, one))
                      : one;
    }
    Value warpAllOne = NVVM::VoteSyncOp::create(
        b, loc, b.getI1Type(), i32Const(-1), allOne, NVVM::VoteSyncKind::all);
    auto rescale = scf::IfOp::create(b, loc, TypeRange(ValueRange(oldO)),
                                     warpAllOne, /*withElseRegion=*/true);
    {
      OpBuilder::InsertionGuard g(b);
      b.setInsertionPointToStart(rescale.thenBlock());
      scf::YieldOp::create(b, loc, oldO);
      b.setInsertionPointToStart(rescale.elseBlock());
      SmallVector<Value> scaled;
      for (int64_t mi = 0; mi < numM; ++mi)
        for (int64_t ne = 0; ne < oTiles(); ++ne)
          for (int64_t k = 0; k < 4; ++k)
            scaled.push_back(arith::MulFOp::create(
                b, loc, it[oAt(mi, ne, k)], alpha[mAt(mi, k / 2)]));
      scf::YieldOp::create(b, loc, scaled);
    }
    newO.assign(rescale.getResults().begin(), rescale.getResults().end());
  }
  return newO;
}

SmallVector<Value> OnlineSoftmaxKernel::blockKeyLoop() {
  int64_t numOuter = op.getDimSizes().size();
  // The loop counts blocks from lb (t = kb - lb picks the stage).
  auto loop = scf::ForOp::create(
      b, loc, idx(0), arith::SubIOp::create(b, loc, ub, lb), idx(1), init);
  {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(loop.getBody());
    Value t = loop.getInductionVar();
    Value kb = add(t, lb);
    ValueRange it = loop.getRegionIterArgs();
    Value keyBase = mul(kb, idx(kKeys));
    Value nextBase = add(keyBase, idx(kKeys));
    Value hasNext = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult,
                                         add(kb, idx(1)), ub);
    auto prefetch = [&](function_ref<void()> issue) {
      if (tma)
        return byThreadZero(hasNext, issue);
      auto ifOp = scf::IfOp::create(b, loc, hasNext, /*withElseRegion=*/false);
      {
        OpBuilder::InsertionGuard g(b);
        b.setInsertionPointToStart(ifOp.thenBlock());
        issue();
      }
      commit();
    };
    Value thisStage = twoStages ? rem(t, 2) : idx(0);
    Value nextStage = twoStages ? rem(add(t, idx(1)), 2) : idx(0);
    auto [smK, smV] = stage(thisStage);
    auto [nextK, nextV] = stage(nextStage);
    auto prefetchKeys = [&] {
      if (tma)
        return tmaKeys(nextStage, nextBase);
      issueKeys(nextK, nextBase);
    };
    auto prefetchValues = [&] {
      if (tma)
        return tmaValues(nextStage, nextBase);
      issueTile(nextV, mt.v, mt.vMap, numOuter, mt.jDim, nextBase, nSize,
                mt.eDim, mt.e, kKeys);
    };
    if (twoStages)
      prefetch([&] { prefetchKeys(), prefetchValues(); });
    // Two stages: block kb has landed. One: K(kb) has, V(kb) may not have.
    // (TMA: use t / 2 of stage t % 2, or use t of the one stage.)
    Value use = twoStages ? div(t, 2) : t;
    if (!tma) {
      landed(1);
    } else {
      tmaWait(false, thisStage, use);
      if (twoStages)
        tmaWait(true, thisStage, use);
    }

    // S = Q K^T over this block: per m-tile, 8 n-tiles of 8 keys.
    SmallVector<SmallVector<SmallVector<Value>>> s(
        numM, SmallVector<SmallVector<Value>>(kKeys / 8,
                                              SmallVector<Value>(4, f32(0.0))));
    // wgmma: S for the warpgroup's 64 rows, one m64n{kKeys}k16 per 16
    // columns of d: K-slice kd is 32 bytes into its 128-byte row, slab
    // kd / 4 of the tile.
    Value kAddr = wgmma ? stageAddr(thisStage) : Value();
    if (wgmma) {
      SmallVector<Value> acc = issueScores(kAddr);
      wgmmaCommitAndWait(0);
      acc = fenceOperands(acc);
      for (int64_t nt = 0; nt < kKeys / 8; ++nt)
        for (int64_t k = 0; k < 4; ++k)
          s[0][nt][k] = acc[4 * nt + k];
    }
    if (!wgmma)
      mmaScores(s, smK);

    if (!twoStages) {
      gpu::BarrierOp::create(b, loc); // every warp is done with K(kb)
      prefetch(prefetchKeys);
    }

    // Logits through the body (scale, masks), bounds, online softmax.
    SoftmaxStep step = softmaxBlock(it, keyBase, s);
    SmallVector<Value> &next = step.next, &alpha = step.alpha;
    Frags &p = step.p;

    if (!twoStages && tma)
      tmaWait(true, thisStage, use); // V(kb) has landed
    else if (!twoStages)
      landed(1); // V(kb) has landed; K(kb+1) may be in flight.
    // O = O * alpha + P V, P taken from the S accumulators as A fragments.
    // For d = 128 the rescale is skipped when no row of the warp raised its
    // maximum (every alpha is exactly 1, decided warp-uniformly by
    // vote.sync): the common case once the maxima settle, 64 multiplies per
    // row and 32-key block saved. Measured on H200 (one run): d = 128 1-2.4%
    // faster; d = 64 (half the multiplies per key) 1-11% slower; with a
    // bias read per logit it spills (ptxas -v), so not there.
    SmallVector<SmallVector<SmallVector<Value>>> o(
        numM, SmallVector<SmallVector<Value>>(oTiles()));
    SmallVector<Value> newO = rescaleO(it, alpha);
    for (int64_t mi = 0; mi < numM; ++mi)
      for (int64_t ne = 0; ne < oTiles(); ++ne)
        for (int64_t k = 0; k < 4; ++k)
          o[mi][ne].push_back(newO[oAt(mi, ne, k) - oAt(0, 0, 0)]);
    if (wgmma) {
      // O += P V: per 16 keys one m64n{d}k16, P's A fragment from the
      // registers, V's descriptor 16 rows (2 KiB) further.
      SmallVector<Value> acc;
      for (int64_t ne = 0; ne < oTiles(); ++ne)
        for (int64_t k = 0; k < 4; ++k)
          acc.push_back(o[0][ne][k]);
      SmallVector<SmallVector<Value>> pa = packP(p);
      acc = issueValues(pa, sharedAddr(vOffsetOf(thisStage)), acc);
      wgmmaCommitAndWait(0);
      acc = fenceOperands(acc);
      for (int64_t ne = 0; ne < oTiles(); ++ne)
        for (int64_t k = 0; k < 4; ++k)
          o[0][ne][k] = acc[4 * ne + k];
    }
    if (!wgmma)
      mmaValues(o, p, smV);
    for (int64_t mi = 0; mi < numM; ++mi)
      for (int64_t ne = 0; ne < oTiles(); ++ne)
        for (int64_t k = 0; k < 4; ++k)
          next[oAt(mi, ne, k)] = o[mi][ne][k];
    gpu::BarrierOp::create(b, loc); // every warp is done with V(kb)
    if (!twoStages)
      prefetch(prefetchValues);
    scf::YieldOp::create(b, loc, next);
  }
  return SmallVector<Value>(loop.getResults());
}

void OnlineSoftmaxKernel::storeRowEpilogue(ValueRange kept, Value m,
                                           Value s) {
  // The row's quad holds its (m, s) in every lane; the lane of the first
  // column stores.
  when(arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, quadCol,
                             idx(0)),
       [&] {
         // The epilogue's dims by the result axes its map reads them at
         // (size-1 dims read nowhere: 0).
         SmallVector<Value> at(rowEpilogue.getDimSizes().size(), idx(0));
         for (auto [axis, e] :
              llvm::enumerate(indexingMap(rowEpilogue, 0).getResults()))
           if (auto dim = dyn_cast<AffineDimExpr>(e))
             at[dim.getPosition()] = kept[axis];
         Block &body = rowEpilogue.getBody().front();
         SmallVector<Value> args;
         for (auto [in, arg] :
              llvm::zip(rowEpilogue.getInputs(), body.getArguments()))
           args.push_back(castFloat(
               b, loc, cast<OpResult>(in).getResultNumber() == 0 ? m : s,
               arg.getType()));
         Type outElt = cast<ShapedType>(rowEpilogue.getResult(0).getType())
                           .getElementType();
         SmallVector<Value> values = rowEpilogue.getMonoidAttr().buildEmbed(
             b, loc, emitter.emit(body, args, at, memrefOf), outElt);
         for (auto [v, out] : llvm::zip(values, rowResults))
           memref::StoreOp::create(b, loc, v, out, at);
       });
}

void OnlineSoftmaxKernel::storeResults(ValueRange finals, ValueRange results,
                                       AggregateOp epilogue) {
  Type f32Ty = b.getF32Type();
  int64_t numOuter = op.getDimSizes().size();
  int64_t rows = rowsPerCta();
  // An empty segment never waited for its first block's copies (and a
  // clustered combine reuses the tiles' shared memory).
  if (op.getSegmentDim())
    landed(0);
  // Epilogue: s summed over the quad, then the consumer of (m, s, v).
  ValueRange fin = finals;
  // The stored results' dims: the kept ones, but the segment's where the
  // segments are folded (their combine's results).
  auto keptDimsOf = [&](bool folded) {
    SmallVector<int64_t> kept;
    for (int64_t dim = 0; dim < numOuter; ++dim)
      if (!op.isReduced(dim) &&
          !(folded && dim == static_cast<int64_t>(*op.getSegmentDim())))
        kept.push_back(dim);
    return kept;
  };
  auto mFinalOf = [&](int64_t mi, int64_t h) {
    // A folded scale: the running max was of unscaled logits.
    if (mt.plainSum || !mt.foldScale)
      return fin[mAt(mi, h)];
    Value m = arith::MulFOp::create(b, loc, fin[mAt(mi, h)], f32(mt.dotScale));
    // A bias's row terms, which the loop left out of the logits.
    if (Value shift = rowShift(rowOf(mi, h)))
      m = arith::AddFOp::create(b, loc, m, shift);
    return m;
  };
  SmallVector<Value> sTotals;
  for (int64_t mi = 0; mi < numM; ++mi)
    for (int64_t h = 0; h < 2; ++h)
      sTotals.push_back(
          mt.plainSum ? Value() : quadReduce(fin[sAt(mi, h)], false));

  // Clustered combine: every segment's CTA leaves its state (m, s, O) in
  // its shared memory; after the cluster barrier the first CTA (segment 0)
  // folds the others' states into its own, in segment order, with the
  // monoid's combine, and alone runs the epilogue; a second barrier keeps
  // the others' shared memory alive until it has read it.
  Value segIdx, exchange;
  auto exchangeAt = [&](Value rowLocal, Value col, int64_t what) {
    // what: 0 = O[row][col], 1 = m[row], 2 = s[row]; a byte offset.
    int64_t rows = rowsPerCta();
    Value elem = what == 0 ? add(mul(rowLocal, idx(ew())), col)
                           : add(idx(rows * ew() + (what - 1) * rows),
                                 rowLocal);
    return arith::IndexCastOp::create(b, loc, b.getI64Type(),
                                      mul(elem, idx(4)));
  };
  auto sharedPtr = [&](Value addr, unsigned space) {
    return LLVM::IntToPtrOp::create(
        b, loc, LLVM::LLVMPointerType::get(b.getContext(), space), addr);
  };
  auto byteOffset = [&](Value ptr, Value offset) {
    return LLVM::GEPOp::create(b, loc, ptr.getType(), b.getI8Type(), ptr,
                               ValueRange{offset});
  };
  if (combine) {
    segIdx = batchIdx[llvm::find(mt.batchDims,
                                 static_cast<int64_t>(*op.getSegmentDim())) -
                      mt.batchDims.begin()];
    exchange = arith::IndexCastOp::create(b, loc, b.getI64Type(),
                                          add(sharedAddress(base), pad));
    Value local = sharedPtr(exchange, 3);
    Value quadLead = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                           rem(lane, 4), idx(0));
    for (int64_t mi = 0; mi < numM; ++mi)
      for (int64_t h = 0; h < 2; ++h) {
        Value rl = arith::SubIOp::create(b, loc, rowOf(mi, h), rowBlock);
        for (int64_t ne = 0; ne < mt.e / 8; ++ne)
          for (int64_t c = 0; c < 2; ++c)
            LLVM::StoreOp::create(
                b, loc, fin[oAt(mi, ne, 2 * h + c)],
                byteOffset(local,
                           exchangeAt(rl, add(idx(ne * 8 + c), quadCol), 0)));
        auto lead = scf::IfOp::create(b, loc, quadLead, false);
        OpBuilder::InsertionGuard g(b);
        b.setInsertionPointToStart(lead.thenBlock());
        LLVM::StoreOp::create(b, loc, mFinalOf(mi, h),
                              byteOffset(local, exchangeAt(rl, Value(), 1)));
        LLVM::StoreOp::create(b, loc, sTotals[2 * mi + h],
                              byteOffset(local, exchangeAt(rl, Value(), 2)));
      }
    NVVM::ClusterArriveOp::create(b, loc, UnitAttr());
    NVVM::ClusterWaitOp::create(b, loc, UnitAttr());
  }
  // Every segment's shared memory (this CTA's too), mapped into this
  // CTA's window.
  int64_t segments = combine ? op.getDimSizes()[*op.getSegmentDim()] : 0;
  SmallVector<Value> remote;
  for (int64_t r = 0; r < segments; ++r)
    remote.push_back(NVVM::MapaOp::create(
        b, loc, LLVM::LLVMPointerType::get(b.getContext(), 7),
        sharedPtr(exchange, 3), i32Const(r)));
  // Segment r's state at query row i (rl: i - rowBlock): O at column
  // `col` (what = 0), m (1) or s (2) of the row.
  using SegmentLoad =
      function_ref<Value(int64_t r, Value i, Value rl, Value col,
                         int64_t what)>;
  // Stores O (or with `fold`, the fold of every segment's state, read by
  // `segmentLoad`, in segment order) through the epilogue `epi` (when
  // given) into `outs`.
  // A warp-specialized chain, one 16-bit output with the value's columns
  // innermost: each warp writes its 16 rows into its warpgroup's rows of the
  // Q tile (in Q's swizzled layout; only this warpgroup's S wgmma read them,
  // all completed) and stores them back 16 bytes per lane. Measured against
  // the 4-byte pairs (H100, same call, bench/results/
  // 2026-11-25-h100-run81-84-staged-stores.md): chains 1.08x (k = 128),
  // 1.03-1.09x (k = 64); attention d = 128 0.97-1.00x, so not there. Not
  // for value widths above 128 or with a tensor read in the body: there the
  // staging's addresses cost spills (d = 256: 8 bytes, a bias: 8).
  auto outMemref = cast<MemRefType>(results[0].getType());
  bool stagedOut =
      ws && mt.plainSum && !combine && !lastFold && results.size() == 1 &&
      outMemref.getLayout().isIdentity() &&
      outMemref.getElementType().getIntOrFloatBitWidth() == 16 &&
      mt.e % 8 == 0 && mt.e <= 128 && ew() <= dw() &&
      op.getInputs().size() == 1 && !keptDimsOf(false).empty() &&
      keptDimsOf(false).back() == mt.eDim;
  Value stageView;
  if (stagedOut)
    stageView = memref::ViewOp::create(
        b, loc,
        MemRefType::get({dw() / 64, rows, 64}, outMemref.getElementType(),
                        AffineMap(),
                        gpu::AddressSpaceAttr::get(
                            b.getContext(), gpu::AddressSpace::Workgroup)),
        base, pad, ValueRange{});
  // Element (row, col) of the staging tile, swizzled as Q is: its chunk's
  // place (swizzledIndex) plus the column within the chunk.
  auto stagedAt = [&](Value row, Value col) {
    SmallVector<Value> at = swizzledIndex(row, col);
    at.back() = add(at.back(), rem(col, 8));
    return at;
  };
  auto storeRows = [&](ValueRange outs, bool fold, AggregateOp epi,
                       SegmentLoad segmentLoad) {
  SmallVector<int64_t> keptDims = keptDimsOf(fold);
  int64_t foldSegments = fold ? op.getDimSizes()[*op.getSegmentDim()] : 0;
  for (int64_t mi = 0; mi < numM; ++mi)
    for (int64_t h = 0; h < 2; ++h) {
      Value sTotal = sTotals[2 * mi + h];
      Value i = rowOf(mi, h);
      Value inRows = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult,
                                           i, mSize);
      auto ifOp = scf::IfOp::create(b, loc, inRows, /*withElseRegion=*/false);
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPointToStart(ifOp.thenBlock());
      Value rl = fold ? Value(arith::SubIOp::create(b, loc, i, rowBlock))
                      : Value();
      // (m, s) of the row, per segment, read once: every column's combine
      // shares their exponentials.
      SmallVector<std::pair<Value, Value>> segmentMS;
      for (int64_t r = 0; r < foldSegments; ++r)
        segmentMS.emplace_back(segmentLoad(r, i, rl, Value(), 1),
                               segmentLoad(r, i, rl, Value(), 2));
      // The two adjacent columns a thread holds are stored together (one
      // 4-byte store for 16-bit outputs) when the output column is the
      // results' innermost dim.
      bool pairStores = !keptDims.empty() && keptDims.back() == mt.eDim;
      for (int64_t ne = 0; ne < mt.e / 8; ++ne) {
        // Clustered combine: the segments' CTAs share the fold, 8-column
        // group ne going to segment ne mod S; each reads (m, s) of the row
        // and its columns of O from every segment, in segment order.
        std::optional<OpBuilder::InsertionGuard> owned;
        if (fold && combine) {
          owned.emplace(b);
          auto owner = scf::IfOp::create(
              b, loc,
              arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, segIdx,
                                    idx(ne % segments)),
              /*withElseRegion=*/false);
          b.setInsertionPointToStart(owner.thenBlock());
        }
        SmallVector<SmallVector<Value>> pair;
        SmallVector<Value> pairAt;
        for (int64_t c = 0; c < 2; ++c) {
          SmallVector<Value> ivs(numOuter, idx(0));
          for (auto [k, dim] : llvm::enumerate(mt.batchDims))
            ivs[dim] = batchIdx[k];
          ivs[mt.iDim] = i;
          ivs[mt.eDim] = add(idx(ne * 8 + c), quadCol);
          SmallVector<Value> kept;
          for (int64_t dim : keptDims)
            kept.push_back(ivs[dim]);
          Value acc = fin[oAt(mi, ne, 2 * h + c)];
          SmallVector<Value> state =
              mt.plainSum ? SmallVector<Value>{acc}
                          : SmallVector<Value>{mFinalOf(mi, h), sTotal, acc};
          for (int64_t r = 0; r < foldSegments; ++r) {
            SmallVector<Value> seg = {
                segmentMS[r].first, segmentMS[r].second,
                segmentLoad(r, i, rl, ivs[mt.eDim], 0)};
            state = r == 0 ? seg
                           : op.getMonoidAttr().buildCombine(b, loc, state,
                                                             seg);
          }
          // The row epilogue, once per row: by the owner of its first
          // column group, from the final (folded) statistics -- not from a
          // segment's partial state, which the last CTA folds later.
          if (rowEpilogue && ne == 0 && c == 0 && (fold || !lastFold))
            storeRowEpilogue(kept, state[0], state[1]);
          SmallVector<Value> values(state);
          if (epi) {
            // The state is f32 (mma.sync accumulates in f32); the epilogue's
            // body takes the aggregate's element types (f64 logits, ...).
            SmallVector<Value> args;
            for (auto [in, arg] :
                 llvm::zip(epi.getInputs(),
                           epi.getBody().front().getArguments()))
              args.push_back(castFloat(
                  b, loc, state[cast<OpResult>(in).getResultNumber()],
                  arg.getType()));
            Type outElt = cast<ShapedType>(epi.getResult(0).getType())
                              .getElementType();
            values = epi.getMonoidAttr().buildEmbed(
                b, loc,
                emitter.emit(epi.getBody().front(), args, kept, memrefOf),
                outElt);
          } else {
            for (auto [k, out] : llvm::enumerate(outs))
              values[k] = castFloat(
                  b, loc, values[k],
                  cast<MemRefType>(out.getType()).getElementType());
          }
          if (!pairStores) {
            for (auto [v, out] : llvm::zip(values, outs))
              memref::StoreOp::create(b, loc, v, out, kept);
            continue;
          }
          pair.push_back(values);
          if (c == 0)
            pairAt = kept;
        }
        if (!pairStores)
          continue;
        if (stagedOut && !fold) {
          Value vec = vector::FromElementsOp::create(
              b, loc, VectorType::get({2}, pair[0][0].getType()),
              ValueRange{pair[0][0], pair[1][0]});
          vector::StoreOp::create(
              b, loc, vec, stageView,
              stagedAt(arith::SubIOp::create(b, loc, i, rowBlock),
                       pairAt.back()),
              /*nontemporal=*/false, llvm::MaybeAlign(4));
          continue;
        }
        for (auto [r, out] : llvm::enumerate(outs)) {
          auto vecTy = VectorType::get({2}, pair[0][r].getType());
          Value vec = vector::FromElementsOp::create(
              b, loc, vecTy, ValueRange{pair[0][r], pair[1][r]});
          // The pair starts at an even column of a row of even length (the
          // head dim), so it is aligned to its own size.
          unsigned bits = pair[0][r].getType().getIntOrFloatBitWidth();
          vector::StoreOp::create(b, loc, vec, out, pairAt,
                                  /*nontemporal=*/false,
                                  llvm::MaybeAlign(2 * bits / 8));
        }
      }
    }
  };
  auto fromCluster = [&](int64_t r, Value, Value rl, Value col, int64_t what) {
    return LLVM::LoadOp::create(b, loc, f32Ty,
                                byteOffset(remote[r],
                                           exchangeAt(rl, col, what)))
        .getResult();
  };
  if (combine) {
    storeRows(results, /*fold=*/true, epilogue, fromCluster);
    // The others' shared memory stays until every fold has read it.
    NVVM::ClusterArriveOp::create(b, loc, UnitAttr());
    NVVM::ClusterWaitOp::create(b, loc, UnitAttr());
    return;
  }
  storeRows(results, /*fold=*/false, epilogue, /*segmentLoad=*/{});
  if (stagedOut) {
    // The warp's 16 rows back from the staging tile, 16 bytes per lane.
    NVVM::SyncWarpOp::create(b, loc, i32Const(-1));
    int64_t perRow = mt.e / 8, chunks = 16 * perRow;
    auto chunkTy = VectorType::get({8}, outMemref.getElementType());
    for (int64_t it = 0; it < (chunks + 31) / 32; ++it) {
      Value chunk = add(lane, idx(32 * it));
      Value row = add(mul(warp, idx(16)), div(chunk, perRow));
      Value col = mul(rem(chunk, perRow), idx(8));
      Value i = add(rowBlock, row);
      Value inside =
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, i, mSize);
      if ((it + 1) * 32 > chunks)
        inside = arith::AndIOp::create(
            b, loc, inside,
            arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, chunk,
                                  idx(chunks)));
      auto ifOp = scf::IfOp::create(b, loc, inside, /*withElseRegion=*/false);
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPointToStart(ifOp.thenBlock());
      SmallVector<Value> ivs(numOuter, idx(0));
      for (auto [k, dim] : llvm::enumerate(mt.batchDims))
        ivs[dim] = batchIdx[k];
      ivs[mt.iDim] = i;
      ivs[mt.eDim] = col;
      SmallVector<Value> kept;
      for (int64_t dim : keptDimsOf(false))
        kept.push_back(ivs[dim]);
      Value v = vector::LoadOp::create(b, loc, chunkTy, stageView,
                                       stagedAt(row, col),
                                       /*nontemporal=*/false,
                                       llvm::MaybeAlign(16));
      vector::StoreOp::create(b, loc, v, results[0], kept,
                              /*nontemporal=*/false, llvm::MaybeAlign(16));
    }
  }
  if (!lastFold)
    return;
  // Folded by the last CTA: every segment's state from the partials this
  // kernel wrote (m and s of a row are stored at each of its columns:
  // column 0's are read).
  auto fromPartials = [&](int64_t r, Value i, Value, Value col,
                          int64_t what) {
    SmallVector<Value> ivs(numOuter, idx(0));
    for (auto [k, dim] : llvm::enumerate(mt.batchDims))
      ivs[dim] = batchIdx[k];
    ivs[*op.getSegmentDim()] = idx(r);
    ivs[mt.iDim] = i;
    ivs[mt.eDim] = col ? col : idx(0);
    SmallVector<Value> kept;
    for (int64_t dim : keptDimsOf(/*folded=*/false))
      kept.push_back(ivs[dim]);
    Value partial = results[what == 0 ? 2 : what - 1];
    return memref::LoadOp::create(b, loc, partial, kept).getResult();
  };
  auto [isLast, group] = arriveAtCounter();
  auto folds = scf::IfOp::create(b, loc, isLast, /*withElseRegion=*/false);
  b.setInsertionPointToStart(folds.thenBlock());
  storeRows(lastFoldFinals, /*fold=*/true, lastFoldEpilogue, fromPartials);
  // Zero again for the next launch.
  auto reset = scf::IfOp::create(
      b, loc,
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, tid, idx(0)),
      /*withElseRegion=*/false);
  b.setInsertionPointToStart(reset.thenBlock());
  memref::StoreOp::create(b, loc, i32Const(0), counters, ValueRange{group});
  b.setInsertionPointAfter(folds);
}

std::pair<Value, Value> OnlineSoftmaxKernel::arriveAtCounter() {
  int64_t seg = *op.getSegmentDim();
  int64_t segments = op.getDimSizes()[seg];
  // The group: the batch point without the segment, and the row tile.
  Value group = idx(0);
  for (auto [k, dim] : llvm::enumerate(mt.batchDims))
    if (dim != seg)
      group = add(mul(group, batchSizes[k]), batchIdx[k]);
  group = add(mul(group, idx(llvm::divideCeil(op.getDimSizes()[mt.iDim],
                                              rowsPerCta()))),
              div(rowBlock, rowsPerCta()));
  // As cooperative groups' grid barrier does it: the CTA's stores are done
  // (barrier), then one thread releases them at GPU scope, counts and
  // acquires the other segments' stores; a barrier that ORs "last" over
  // the CTA hands both on to every thread.
  gpu::BarrierOp::create(b, loc);
  Type i32 = b.getI32Type();
  auto isFirst = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, tid,
                                       idx(0));
  auto arrive = scf::IfOp::create(b, loc, TypeRange{i32}, isFirst,
                                  /*withElseRegion=*/true);
  {
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(arrive.thenBlock());
    LLVM::FenceOp::create(b, loc, LLVM::AtomicOrdering::acq_rel, "device");
    Value before = memref::AtomicRMWOp::create(
        b, loc, arith::AtomicRMWKind::addi,
        arith::ConstantIntOp::create(b, loc, i32, 1), counters,
        ValueRange{group});
    LLVM::FenceOp::create(b, loc, LLVM::AtomicOrdering::acq_rel, "device");
    Value last = arith::CmpIOp::create(
        b, loc, arith::CmpIPredicate::eq, before,
        arith::ConstantIntOp::create(b, loc, i32, segments - 1));
    scf::YieldOp::create(b, loc,
                         ValueRange{arith::ExtUIOp::create(b, loc, i32, last)});
    b.setInsertionPointToStart(arrive.elseBlock());
    scf::YieldOp::create(b, loc, ValueRange{arith::ConstantIntOp::create(
                                     b, loc, i32, 0)});
  }
  Value anyLast = NVVM::BarrierOp::create(
                      b, loc, i32, Value(), Value(),
                      NVVM::BarrierReductionAttr::get(
                          b.getContext(), NVVM::BarrierReduction::OR),
                      arrive.getResult(0))
                      .getResult(0);
  Value isLast =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, anyLast,
                            arith::ConstantIntOp::create(b, loc, i32, 0));
  return {isLast, group};
}

/// An iteration point of `numDims` dims: the batch point `batchIdx` (of
/// dims mt.batchDims), query row `i` and key `j` where given, the other
/// dims `zero`.
static SmallVector<Value> pointAt(const OnlineSoftmaxMatch &mt,
                                  size_t numDims, ArrayRef<Value> batchIdx,
                                  Value zero, Value i, Value j) {
  SmallVector<Value> ivs(numDims, zero);
  for (auto [k, dim] : llvm::enumerate(mt.batchDims))
    ivs[dim] = batchIdx[k];
  if (i)
    ivs[mt.iDim] = i;
  if (j)
    ivs[mt.jDim] = j;
  return ivs;
}

void OnlineSoftmaxKernel::splitConvertedIndices(Block &body, ValueRange ivs,
                                                IRMapping &pre) {
  // An integer affine in the indices converted to f32 (ALiBi's j - i, a
  // relative position) is the f32 sum of its key terms and its other
  // terms, each converted on its own: the per-row and per-key conversions
  // are common to the tile's elements (CSE'd once unrolled), leaving one
  // add per logit. Exact where every part is an integer below 2^24.
  for (Operation &inner : body) {
    auto cvt = dyn_cast<arith::SIToFPOp>(inner);
    if (!cvt || !cvt.getType().isF32() || pre.contains(cvt.getResult()))
      continue;
    std::optional<AffineExpr> e = indexExpr(cvt.getIn());
    if (!e)
      continue;
    if (auto parts = splitKeyTerms(op, *e, mt.jDim))
      pre.map(cvt.getResult(),
              arith::AddFOp::create(b, loc, indexToF32(parts->second, ivs),
                                    indexToF32(parts->first, ivs)));
  }
}

Value OnlineSoftmaxKernel::indexToF32(AffineExpr e, ValueRange ivs) {
  Value v = affine::expandAffineExpr(b, loc, e, ivs, {});
  v = arith::IndexCastOp::create(b, loc, b.getI32Type(), v);
  return arith::SIToFPOp::create(b, loc, b.getF32Type(), v);
}

Value OnlineSoftmaxKernel::termFactor(const OnlineSoftmaxMatch::BiasTerm &t,
                                      IRMapping &emitted, double times) {
  Value f = f32(t.negated ? -times : times);
  for (Value x : t.factors)
    f = arith::MulFOp::create(
        b, loc, f, castFloat(b, loc, emitted.lookup(x), b.getF32Type()));
  return f;
}

Value OnlineSoftmaxKernel::addKeyTerms(Value x, IRMapping &emitted,
                                       ValueRange ivs, int64_t keyOffset) {
  unsigned numDims = op.getDimSizes().size();
  for (const OnlineSoftmaxMatch::BiasTerm &t : mt.keyTerms) {
    Value factor = termFactor(t, emitted, 1.0 / mt.dotScale);
    if (t.leaf) {
      x = math::FmaOp::create(
          b, loc, castFloat(b, loc, emitted.lookup(t.leaf), b.getF32Type()),
          factor, x);
    } else if (std::optional<int64_t> a = keyCoefficient(mt, t, numDims)) {
      // f(first + o) = f(first) + a o, f(first) in keyShift: exact
      // integers in f32 (below 2^24, splitKeyTerms).
      x = math::FmaOp::create(b, loc, f32(double(*a * keyOffset)), factor, x);
    } else {
      x = math::FmaOp::create(b, loc, indexToF32(t.index, ivs), factor, x);
    }
  }
  return x;
}

Value OnlineSoftmaxKernel::keyShift(Value i, Value keyCol) {
  if (!mt.biased)
    return Value();
  unsigned numDims = op.getDimSizes().size();
  SmallVector<Value> ivs = pointAt(mt, numDims, batchIdx, idx(0), i, keyCol);
  Value sum;
  for (const OnlineSoftmaxMatch::BiasTerm &t : mt.keyTerms) {
    if (!keyCoefficient(mt, t, numDims))
      continue;
    Value v = arith::MulFOp::create(
        b, loc, indexToF32(t.index, ivs),
        termFactor(t, biasFactors, 1.0 / mt.dotScale));
    sum = sum ? Value(arith::AddFOp::create(b, loc, sum, v)) : v;
  }
  return sum;
}

Value OnlineSoftmaxKernel::biasSum(ArrayRef<OnlineSoftmaxMatch::BiasTerm> terms,
                                   IRMapping &emitted, ValueRange ivs) {
  Value sum;
  for (const OnlineSoftmaxMatch::BiasTerm &t : terms) {
    Value v = t.leaf ? castFloat(b, loc, emitted.lookup(t.leaf),
                                 b.getF32Type())
                     : indexToF32(t.index, ivs);
    for (Value f : t.factors)
      v = arith::MulFOp::create(
          b, loc, v, castFloat(b, loc, emitted.lookup(f), b.getF32Type()));
    if (!sum)
      sum = t.negated ? Value(arith::NegFOp::create(b, loc, v)) : v;
    else if (t.negated)
      sum = arith::SubFOp::create(b, loc, sum, v);
    else
      sum = arith::AddFOp::create(b, loc, sum, v);
  }
  return sum;
}

SmallVector<Value> OnlineSoftmaxKernel::bodyArgs(ValueRange loadIvs) {
  SmallVector<Value> args;
  for (auto [t, in] : llvm::enumerate(op.getInputs())) {
    Type inElt = cast<ShapedType>(in.getType()).getElementType();
    args.push_back(
        t == mt.vArg
            ? floatConstant(b, loc, inElt, 0.0)
            : emitter.load(
                  memrefOf.lookup(in),
                  cast<AffineMapAttr>(op.getIndexingMaps()[t]).getValue(),
                  loadIvs));
  }
  return args;
}

void OnlineSoftmaxKernel::tileBiasFactors() {
  biasFactors.clear();
  if (!mt.biased)
    return;
  SmallVector<Value> factors;
  for (const auto *terms : {&mt.keyTerms, &mt.rowTerms})
    for (const OnlineSoftmaxMatch::BiasTerm &t : *terms)
      for (Value f : t.factors)
        if (!llvm::is_contained(factors, f))
          factors.push_back(f);
  if (factors.empty())
    return;
  // Factors move with neither the row nor the key: the body at the tile's
  // batch point, any row and key (what it computes besides them is dead).
  SmallVector<Value> ivs = pointAt(mt, op.getDimSizes().size(), batchIdx,
                                   idx(0), Value(), Value());
  IRMapping pre;
  pre.map(mt.dot.getResult(),
          floatConstant(b, loc, mt.dot.getResult().getType(), 0.0));
  IRMapping emitted = emitter.emitMapping(op.getBody().front(), bodyArgs(ivs),
                                          ivs, memrefOf, &pre);
  for (Value f : factors)
    biasFactors.map(f, emitted.lookup(f));
}

Value OnlineSoftmaxKernel::rowShift(Value i) {
  if (!mt.biased || mt.rowTerms.empty())
    return Value();
  // The body at the row's first key (row terms do not move with it), the
  // dot 0: what it computes besides the row terms is dead.
  SmallVector<Value> ivs = pointAt(mt, op.getDimSizes().size(), batchIdx,
                                   idx(0), i, Value());
  SmallVector<Value> loadIvs(ivs);
  if (lastRow)
    loadIvs[mt.iDim] = arith::MinUIOp::create(b, loc, i, lastRow);
  Block &body = op.getBody().front();
  IRMapping pre = biasFactors;
  pre.map(mt.dot.getResult(),
          floatConstant(b, loc, mt.dot.getResult().getType(), 0.0));
  IRMapping emitted =
      emitter.emitMapping(body, bodyArgs(loadIvs), ivs, memrefOf, &pre);
  return biasSum(mt.rowTerms, emitted, ivs);
}

void OnlineSoftmaxKernel::fastTanhs(Block &body, IRMapping &emitted) {
  // A logit's tanh (softcap: c tanh(x / c)) as 1 - 2 / (1 + 2^(2 x log2 e))
  // on the approximate ex2 and rcp: branch-free, two MUFU operations, an
  // absolute error of a few 1e-8 (the logit's error, c times it, is what
  // reaches the softmax, as a relative error of its weight); libdevice's
  // tanhf keeps a relative error near 0 that a logit does not need.
  OpBuilder::InsertionGuard guard(b);
  for (Operation &inner : body) {
    auto tanh = dyn_cast<math::TanhOp>(inner);
    if (!tanh || !tanh.getType().isF32())
      continue;
    auto built = emitted.lookupOrNull(tanh.getResult()).getDefiningOp<math::TanhOp>();
    if (!built)
      continue;
    b.setInsertionPoint(built);
    Value twice = arith::MulFOp::create(b, loc, built.getOperand(),
                                        f32(2.0 * M_LOG2E));
    Value e = fastExp2(twice);
    Value denominator = arith::AddFOp::create(b, loc, e, f32(1.0));
    Value inverse = LLVM::CallIntrinsicOp::create(
                        b, loc, b.getF32Type(),
                        b.getStringAttr("llvm.nvvm.rcp.approx.ftz.f"),
                        ValueRange{denominator})
                        .getResult(0);
    Value t = arith::SubFOp::create(
        b, loc, f32(1.0), arith::MulFOp::create(b, loc, inverse, f32(2.0)));
    built.getResult().replaceAllUsesWith(t);
    emitted.map(tanh.getResult(), t);
    built.erase();
  }
}

Value OnlineSoftmaxKernel::logit(Block &body, Value acc, Value i, Value j,
                                 bool unmasked, bool inBounds,
                                 int64_t keyOffset) {
  SmallVector<Value> ivs =
      pointAt(mt, op.getDimSizes().size(), batchIdx, idx(0), i, j);
  // The body's inputs (a bias, ...) are read at rows and keys clamped into
  // range: the tile's rows past the last query and keys past the last key
  // exist (their logits are discarded) but must not read past the tensor.
  SmallVector<Value> loadIvs(ivs);
  if (lastRow)
    loadIvs[mt.iDim] = arith::MinUIOp::create(b, loc, i, lastRow);
  if (lastKey && !inBounds)
    loadIvs[mt.jDim] = arith::MinUIOp::create(b, loc, j, lastKey);
  SmallVector<Value> args = bodyArgs(loadIvs);
  // A bias's factors, read once per tile (tileBiasFactors).
  IRMapping pre = biasFactors;
  Value scaled = mt.foldScale
                     ? acc
                     : Value(arith::MulFOp::create(b, loc, acc,
                                                   f32(mt.dotScale)));
  pre.map(mt.dot.getResult(),
          castFloat(b, loc, scaled, mt.dot.getResult().getType()));
  // In a block wholly inside the key band (causal: at or below the
  // diagonal) the band's mask conditions have their kept values. A band
  // other than causal is applied in one canonical form in every block:
  // its conditions kept, the logit -inf outside [max(lower), min(upper)]
  // (the band is exactly their conjunction), so that every spelling of a
  // mask builds the same kernel.
  if (unmasked || mt.banded) {
    for (auto [condition, kept] : mt.maskConditions)
      pre.map(condition,
              arith::ConstantOp::create(b, loc, b.getBoolAttr(kept)));
    // An additive 0 / -inf mask is then -0.0 (x + -0.0 == x folds away).
    for (Operation &inner : body)
      if (inner.getNumResults() == 1 && isBandBias(mt, inner.getResult(0)))
        pre.map(inner.getResult(0),
                floatConstant(b, loc, inner.getResult(0).getType(), -0.0));
  }
  // In a full block of the block table every condition it decides has its
  // kept value (one read directly from an i1 input, key padding, is then
  // not loaded: its load has no user left).
  if (unmasked && blockTable)
    for (auto [condition, kept] : mt.blockMask.conditions)
      pre.map(condition,
              arith::ConstantOp::create(b, loc, b.getBoolAttr(kept)));
  splitConvertedIndices(body, ivs, pre);
  IRMapping emitted = emitter.emitMapping(body, args, ivs, memrefOf, &pre);
  fastTanhs(body, emitted);
  if (mt.biased) {
    // The dot plus a bias (OnlineSoftmaxMatch::biased), in units of the
    // folded scale: acc + keyTerms / scale, the row terms left to the
    // row's max (rowShift). The key terms are common to a key's logits
    // (CSE'd once unrolled): one add per logit. Then the -inf selects
    // above the sum again, on it.
    Value x = addKeyTerms(acc, emitted, ivs, keyOffset);
    IRMapping above = emitted;
    for (Operation *user = *mt.biased.getUsers().begin();
         !user->hasTrait<OpTrait::IsTerminator>();
         user = *user->getResult(0).getUsers().begin())
      above.erase(user->getResult(0));
    above.map(mt.biased, castFloat(b, loc, x, mt.biased.getType()));
    emitted = emitter.emitMapping(body, args, ivs, memrefOf, &above);
  }
  Value x = castFloat(
      b, loc,
      emitted.lookup(mt.plainSum ? mt.weight
                                 : body.getTerminator()->getOperand(0)),
      b.getF32Type());
  if (mt.banded && !unmasked) {
    // lo <= j <= hi as one unsigned compare, j - lo <u max(hi - lo + 1, 0)
    // (the row's bounds are loop-invariant: one compare per logit).
    auto fold = [&](Value acc, Value v, bool max) {
      return foldSigned(b, loc, acc, v, max);
    };
    // The greatest of the lower groups' least, the least of the upper
    // groups' greatest.
    auto bound = [&](ArrayRef<AffineMap> groups, bool isLower) -> Value {
      Value acc;
      for (AffineMap g : groups) {
        Value group;
        for (AffineExpr e : g.getResults())
          group = fold(group,
                       affine::expandAffineExpr(b, loc, e, ivs, bandSymbols),
                       !isLower);
        acc = fold(acc, group, isLower);
      }
      return acc;
    };
    Value lo = bound(mt.band.lower, true);
    Value hi = bound(mt.band.upper, false);
    if (!lo)
      lo = idx(0);
    if (!hi)
      hi = arith::SubIOp::create(b, loc, nSize, idx(1));
    Value width = arith::MaxSIOp::create(
        b, loc, add(arith::SubIOp::create(b, loc, hi, lo), idx(1)), idx(0));
    Value inBand = arith::CmpIOp::create(
        b, loc, arith::CmpIPredicate::ult,
        arith::SubIOp::create(b, loc, j, lo), width);
    x = arith::SelectOp::create(b, loc, inBand, x,
                                negInfinity(b, loc, b.getF32Type()));
  }
  // Keys past the end exist only in a partial last block.
  if (inBounds)
    return x;
  Value inRange =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, j, nSize);
  return arith::SelectOp::create(
      b, loc, inRange, x,
      mt.plainSum ? f32(0.0) : negInfinity(b, loc, b.getF32Type()));
}

void OnlineSoftmaxKernel::configure(const cost::OnlineSoftmaxConfig &c,
                                    bool withTma, AggregateOp clusterCombine,
                                    const TensorCoreTarget &target) {
  wgmma = c.wgmma;
  tma = withTma;
  overlap = c.overlap;
  ws = c.warpSpecialized;
  turns = c.pingPong;
  persistent = c.persistent;
  dynamicTiles = c.persistent && c.dynamicTiles;
  streamK = c.persistent && c.streamK;
  numWarps = c.warps;
  numM = c.mTiles;
  kKeys = c.keys;
  twoStages = c.stages == 2;
  qInRegisters = c.qInRegisters;
  cluster = c.cluster;
  combine = clusterCombine;
  sharedLimit = target.sharedPerBlock;
}

int64_t mlir::fuse::onlineSoftmaxSharedBytes(
    AggregateOp op, const OnlineSoftmaxMatch &mt,
    const cost::OnlineSoftmaxConfig &c, const TensorCoreTarget &target,
    AggregateOp combine) {
  // A kernel configured as buildOnlineSoftmaxKernel configures it, never
  // built: its layout alone.
  OpBuilder b(op.getContext());
  llvm::DenseMap<Value, Value> memrefOf;
  OnlineSoftmaxKernel kernel(b, op.getLoc(), op, mt, memrefOf);
  bool lastCtaFold = combine && !foldsInCluster(op, target);
  AggregateOp clusterCombine = lastCtaFold ? AggregateOp() : combine;
  kernel.configure(c,
                   usesTma(op, mt, c.wgmma, clusterCombine != nullptr,
                           /*anyHeadDim=*/c.warpSpecialized),
                   clusterCombine, target);
  return kernel.sharedBytes();
}

FailureOr<KernelLaunch> mlir::fuse::buildOnlineSoftmaxKernel(
    gpu::GPUModuleOp kernels, StringRef name, AggregateOp op,
    ArrayRef<Value> operands, const KernelSignature &sig,
    AggregateOp epilogue, TensorCoreTarget target, AggregateOp combine,
    AggregateOp rowEpilogue) {
  std::optional<OnlineSoftmaxMatch> mt = matchOnlineSoftmax(op);
  if (!mt)
    return op.emitOpError("is not an online-softmax aggregate the "
                          "tensor-core generator handles");
  Location loc = op.getLoc();
  OpBuilder b(op.getContext());
  // The tiles: the aggregate's fuse.kernel_config (set by
  // fuse-select-kernel-config or by hand), else the same rule.
  FailureOr<cost::OnlineSoftmaxConfig> config =
      onlineSoftmaxConfig(op, target, combine);
  if (failed(config))
    return failure();
  // K and V through the copy engine where it can load them (usesTma).
  bool lastCtaFold = combine && !foldsInCluster(op, target);
  bool tma =
      usesTma(op, *mt, config->wgmma, lastCtaFold ? AggregateOp() : combine,
              /*anyHeadDim=*/config->warpSpecialized);
  // Persistent (checked by onlineSoftmaxConfig: warp-specialized, so K and
  // V by TMA, static, no segments, no chain, whose O is staged in Q's
  // rows): Q by TMA too.
  bool persistent = config->persistent;
  std::optional<int64_t> qAxis =
      tmaKeyAxis(mt->q, mt->qMap, mt->iDim, op.getDimSizes().size(), mt->m,
                 mt->d);
  KernelSignature withMaps = sig;
  // A mask read from tensors: the block table, a buffer after the
  // operands', written by its pre-kernel (onlineSoftmaxConfig allows only
  // per-tile grids then; split keys, and so a combine, have no table).
  bool blockTable = !mt->blockMask.empty();
  if (blockTable) {
    withMaps.types.push_back(blockTableType(op, *mt, config->rowsPerCta()));
    // Its dynamic extents are dims the kernel's result is indexed by
    // (batch dims and rows, kept dims): their size arguments.
    if (!withMaps.sizeArgs.empty()) {
      SmallVector<int64_t> axes;
      for (int64_t d : blockTableDims(op, *mt)) {
        int64_t pos = 0;
        for (int64_t k = 0; k < d; ++k)
          pos += !op.isReduced(k);
        axes.push_back(d < 0 ? -1 : sig.sizeArgs[operands.size()][pos]);
      }
      withMaps.sizeArgs.push_back(axes);
    }
  }
  if (tma)
    withMaps.numTensorMaps = persistent ? 3 : 2;
  // stream-K: flags and the cut tiles' states.
  int64_t tiles = 0, ctas = 0;
  // Dynamic sizes (persistentCapable: no stream-K, no run-time tiles): a
  // CTA per SM, the tiles counted in the kernel (OnlineSoftmaxKernel::tiles).
  bool dynamicGrid =
      persistent &&
      (ShapedType::isDynamic(mt->m) ||
       llvm::any_of(mt->batchDims, [&](int64_t dim) {
         return ShapedType::isDynamic(op.getDimSizes()[dim]);
       }));
  if (dynamicGrid) {
    ctas = target.numSMs;
  } else if (persistent) {
    tiles = llvm::divideCeil(mt->m, 16 * config->warps * config->mTiles);
    for (int64_t dim : mt->batchDims)
      tiles *= op.getDimSizes()[dim];
    ctas = std::min<int64_t>(tiles, target.numSMs);
    // Stream-K: a CTA per SM also with fewer tiles (each a share of at
    // least one key block).
    if (config->streamK)
      ctas = std::min<int64_t>(tiles * llvm::divideCeil(mt->n, config->keys),
                               target.numSMs);
  }
  // Tiles handed out at run time: their counter and the tile slots.
  if (config->dynamicTiles)
    withMaps.numCounters = OnlineSoftmaxKernel::tileCounters(ctas);
  if (config->streamK)
    withMaps.numCounters = OnlineSoftmaxKernel::streamKCounters(
        ctas, config->warps,
        OnlineSoftmaxKernel::stateValues(config->mTiles,
                                         llvm::divideCeil(mt->e, 64) * 64));
  if (lastCtaFold) {
    // One arrival counter per group of segments.
    int64_t rows = 16 * config->warps * config->mTiles;
    withMaps.numCounters = llvm::divideCeil(op.getDimSizes()[mt->iDim], rows);
    for (int64_t dim : mt->batchDims)
      if (dim != static_cast<int64_t>(*op.getSegmentDim()))
        withMaps.numCounters *= op.getDimSizes()[dim];
  }
  KernelFrame frame = beginKernel(b, kernels, loc, name, operands, withMaps);
  gpu::GPUFuncOp fn = frame.fn;
  llvm::DenseMap<Value, Value> &memrefOf = frame.memrefOf;
  SmallVector<Value> results = frame.results;
  OnlineSoftmaxKernel kernel(b, loc, op, *mt, memrefOf);
  if (blockTable)
    kernel.blockTable = results.pop_back_val();
  if (rowEpilogue) {
    kernel.rowEpilogue = rowEpilogue;
    kernel.rowResults.assign(results.end() - rowEpilogue.getNumResults(),
                             results.end());
    results.resize(results.size() - rowEpilogue.getNumResults());
  }
  // A combine outside a cluster is folded by the segments' last CTA: the
  // kernel writes the partial states (its first results) and then the
  // combine's results.
  if (lastCtaFold) {
    kernel.lastFold = true;
    kernel.lastFoldEpilogue = epilogue;
    kernel.lastFoldFinals.assign(results.begin() + op.getNumResults(),
                                 results.end());
    kernel.counters = fn.getArguments().back();
    results.resize(op.getNumResults());
  } else if (combine) {
    int64_t segments = op.getSegmentDim()
                           ? op.getDimSizes()[*op.getSegmentDim()]
                           : 0;
    if (!target.wgmma || mt->plainSum || segments < 2 ||
        segments > kMaxClusterSegments ||
        (!mt->batchDims.empty() &&
         mt->batchDims.back() != static_cast<int64_t>(*op.getSegmentDim())))
      return op.emitOpError("cannot fold its segments in one cluster (needs "
                            "sm_90a, an online softmax and 2 to ")
             << kMaxClusterSegments << " segments on grid y)";
    kernel.combine = combine;
    // The segments of a group are one cluster along grid y.
    fn->setAttr(NVVM::NVVMDialect::getClusterDimAttrName(),
                b.getDenseI32ArrayAttr({1, static_cast<int32_t>(segments), 1}));
  }
  // What the config decides, as onlineSoftmaxSharedBytes sized it (the
  // combine set above, when folded in a cluster).
  kernel.configure(*config, tma, kernel.combine, target);
  if (config->overlap && !tma)
    return op.emitOpError("kernel config ")
           << toAttr(op.getContext(), *config)
           << " overlaps softmax with P V, which needs K and V loaded by TMA "
              "(not in a clustered combine)";
  if (tma) {
    unsigned first = withMaps.types.size() + withMaps.numSizeArgs;
    kernel.kTensorMap = fn.getArgument(first);
    kernel.vTensorMap = fn.getArgument(first + 1);
    if (persistent)
      kernel.qTensorMap = fn.getArgument(first + 2);
  }
  if (persistent) {
    kernel.persistent = true;
    kernel.numTiles = tiles;
    if (config->dynamicTiles) {
      kernel.dynamicTiles = true;
      kernel.counters = fn.getArguments().back();
      int64_t points =
          tiles / llvm::divideCeil(mt->m, 16 * config->warps * config->mTiles);
      int64_t kvBytes = mt->n * (mt->d + mt->e) * 2;
      kernel.groupPoints =
          std::clamp<int64_t>(target.l2Bytes / 2 / kvBytes, 1, points);
    }
    if (config->streamK) {
      kernel.streamK = true;
      kernel.counters = fn.getArguments().back();
      kernel.gridCtas = ctas;
    }
  }
  kernel.numWarps = config->warps;
  // Warp-specialized CTAs have 160 or 384 threads: ptxas keeps their
  // registers within the SM's 64K (168 each for 384 threads, which the
  // warpgroups then move with setmaxnreg).
  if (kernel.ws)
    fn->setAttr(NVVM::NVVMDialect::getMaxntidAttrName(),
                b.getDenseI32ArrayAttr(
                    {static_cast<int32_t>(kernel.threads()), 1, 1}));
  kernel.numM = config->mTiles;
  kernel.kKeys = config->keys;
  kernel.twoStages = config->stages == 2;
  kernel.qInRegisters = config->qInRegisters;
  kernel.cluster = config->cluster;
  if (config->cluster > 1) {
    if (!tma || combine)
      return op.emitOpError("kernel config ")
             << toAttr(op.getContext(), *config)
             << " shares K/V tiles in a cluster, which needs K and V loaded "
                "by TMA and no folded combine";
    fn->setAttr(NVVM::NVVMDialect::getClusterDimAttrName(),
                b.getDenseI32ArrayAttr(
                    {static_cast<int32_t>(config->cluster), 1, 1}));
  }
  // onlineSoftmaxConfig checked that the config's shared memory fits a
  // block of the target (onlineSoftmaxSharedBytes: this kernel's).
  if (kernel.sharedBytes() > target.sharedPerBlock)
    return op.emitOpError("kernel config ")
           << toAttr(op.getContext(), *config) << " needs "
           << kernel.sharedBytes() << " bytes of shared memory for head dim "
           << mt->d << "; a block of the target has at most "
           << target.sharedPerBlock;
  if (std::optional<int64_t> align = op.getSegmentAlign();
      align && *align % kernel.kKeys != 0)
    return op.emitOpError("segment_align ")
           << *align << " is not a multiple of the kernel's " << kernel.kKeys
           << " keys per block";
  kernel.mSize = iterationSize(b, loc, op, mt->iDim, frame);
  kernel.nSize = iterationSize(b, loc, op, mt->jDim, frame);
  for (int64_t dim : mt->batchDims)
    kernel.batchSizes.push_back(iterationSize(b, loc, op, dim, frame));
  if (!kernel.mSize || !kernel.nSize ||
      llvm::is_contained(kernel.batchSizes, Value()))
    return op.emitOpError("has a dynamic dimension the kernel cannot size "
                          "from its buffers");
  kernel.build(fn, results, lastCtaFold ? AggregateOp() : epilogue);
  gpu::ReturnOp::create(b, loc);

  KernelLaunch launch;
  int64_t rows = kernel.rowsPerCta();
  ArrayRef<int64_t> batchDims = mt->batchDims;
  GridExtent gridX = gridExtent(op, mt->iDim, rows),
             gridY = gridExtent(op, batchDims.take_back(1)),
             gridZ = gridExtent(op, batchDims.drop_back(
                                        std::min<size_t>(1, batchDims.size())));
  if (persistent)
    launch.grid = {ctas, 1, 1};
  else if (sig.isDynamic())
    launch.dynamicGrid = {gridX, gridY, gridZ};
  else
    launch.grid = {(gridX.factor + rows - 1) / rows, gridY.factor,
                   gridZ.factor};
  launch.block = {kernel.threads(), 1, 1};
  launch.sharedBytes = kernel.sharedBytes();
  launch.counters = withMaps.numCounters;
  if (blockTable) {
    launch.scratch.push_back(
        {blockTableType(op, *mt, rows), blockTableDims(op, *mt)});
    launch.scratchArgs.push_back(0);
    launch.before.push_back(buildBlockTableKernel(
        kernels, (name + "_blocks").str(), op, *mt, operands, rows,
        kernel.kKeys));
  }
  if (tma) {
    auto position = [&](Value v) {
      return static_cast<unsigned>(llvm::find(operands, v) - operands.begin());
    };
    launch.tensorMaps.push_back(
        tmaTileArg(position(mt->k), mt->k, *tmaKeysAxis(op, *mt),
                   mt->kTransposed ? mt->d : kernel.kKeys));
    launch.tensorMaps.push_back(tmaTileArg(
        position(mt->v), mt->v,
        *tmaKeyAxis(mt->v, mt->vMap, mt->jDim, mt->eDim, mt->n, mt->e),
        kernel.kKeys));
    if (persistent)
      launch.tensorMaps.push_back(
          tmaTileArg(position(mt->q), mt->q, *qAxis, rows));
  }
  return launch;
}
