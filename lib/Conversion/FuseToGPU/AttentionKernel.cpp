//===- AttentionKernel.cpp - tensor-core kernel for online softmax --------===//
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
//===----------------------------------------------------------------------===//

#include "fusec/Conversion/FuseToGPU/KernelBuilders.h"
#include "fusec/Dialect/Fuse/IR/ScalarBuilders.h"
#include "fusec/Transforms/AggregateUtils.h"
#include "fusec/Analysis/CostModel.h"
#include "BodyEmitter.h"
#include "KernelConfigs.h"
#include "OnlineSoftmaxMatch.h"
#include "WgmmaBuilder.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Matchers.h"
#include "llvm/Support/CommandLine.h"

using namespace mlir;
using namespace mlir::fuse;
namespace cost = fusec::cost;

static constexpr int64_t kPad = 8;     // shared-memory row padding
static constexpr double kLog2e = 1.4426950408889634;

static int64_t roundUp(int64_t x, int64_t to) { return (x + to - 1) / to * to; }

namespace {
/// Builds the kernel; one instance per generated kernel.
class OnlineSoftmaxKernel : public WgmmaBuilder {
public:
  OnlineSoftmaxKernel(OpBuilder &b, Location loc, AggregateOp op,
                      const OnlineSoftmaxMatch &mt,
                      llvm::DenseMap<Value, Value> &memrefOf)
      : WgmmaBuilder(b, loc, cast<ShapedType>(mt.q.getType()).getElementType()),
        op(op), mt(mt), memrefOf(memrefOf), emitter(b, loc) {}

  void build(gpu::GPUFuncOp fn, ValueRange results, AggregateOp epilogue) {
    buildBody(fn, results, epilogue);
    if (wsRole)
      b.setInsertionPointAfter(wsRole);
  }
  void buildBody(gpu::GPUFuncOp fn, ValueRange results, AggregateOp epilogue);

  /// The split-KV combine folded by the segments' last CTA: build()
  /// stores this segment's partial state (its results), counts the CTA's
  /// arrival on its group's counter (in `counters`); the CTA that arrives
  /// last folds the group's states, in segment order, with the monoid's
  /// combine, applies `lastFoldEpilogue` and writes `lastFoldFinals`, then
  /// resets the counter (zero again for the next launch).
  bool lastFold = false;
  AggregateOp lastFoldEpilogue;
  SmallVector<Value> lastFoldFinals;
  Value counters;
  /// The arrival: (whether this CTA is its group's last, the group's
  /// counter index).
  std::pair<Value, Value> arriveAtCounter();

  // The tiles, from the aggregate's #fuse.kernel_config (set by
  // buildOnlineSoftmaxKernel before build(); the rule that chooses them is
  // cost::chooseOnlineSoftmaxConfig).
  /// 16-row m-tiles per warp (two: each K/V fragment feeds two mma.sync);
  /// Q's fragments kept in registers or re-read from shared memory.
  int64_t numM = 2;
  bool qInRegisters = true;
  /// Keys per block (a multiple of 16).
  int64_t kKeys = 64;
  /// Double-buffered K/V (block kb+1 loads during block kb) instead of
  /// FlashAttention-2's single buffer with K and V loads interleaved.
  bool twoStages = true;
  /// Warps per CTA; each owns numM * 16 query rows.
  int64_t numWarps = 4;
  /// Hopper's warpgroup MMA (sm_90a) instead of mma.sync: each warpgroup
  /// of 4 warps computes S for its 64 rows with wgmma m64n{kKeys}k16 from
  /// shared memory (Q and K in the 128-byte swizzle) and O += P V with
  /// m64n{d}k16, P from registers, V read MN-major; numM is 1.
  bool wgmma = false;
  /// wgmma only: K and V tiles loaded by the copy engine (TMA, one thread,
  /// completing on an mbarrier per stage and tile) from these tensor-map
  /// arguments, instead of cp.async from every thread (usesTma).
  bool tma = false;
  Value kTensorMap, vTensorMap;
  /// With TMA only: FlashAttention-3's intra-warpgroup overlap. Block j's
  /// S = Q K^T and block j - 1's O += P V are issued as two wgmma groups;
  /// block j's softmax runs while P V is in flight (P of block j - 1
  /// carried in registers); O is rescaled after. Shared memory: Q,
  /// `twoStages ? 2 : 1` K buffers, two V buffers.
  bool overlap = false;
  /// With the overlapped schedule only: CTAs of one cluster (consecutive
  /// query tiles of one head, along grid x) that share each K/V tile.
  /// Every CTA copies some of its 64-column slabs by TMA multicast into
  /// all of them and expects the whole tile on its own "full" mbarrier.
  /// A buffer is refilled only after every CTA is done with it: each
  /// CTA's thread 0 arrives on the buffer's "empty" mbarrier in every CTA
  /// of the cluster, and waits on its own before copying. Every CTA runs
  /// the same key blocks (causal: the cluster's). 1 or 2.
  int64_t cluster = 1;
  /// With the overlapped schedule only: warp-specialized (FA3). One more
  /// warp, the producer, alone copies K and V (two buffers each), waiting
  /// on each buffer's "empty" mbarrier, on which every consumer warp
  /// arrives once done with it; the consumer warps never copy nor wait
  /// for each other. With two consumer warpgroups their wgmma issues
  /// alternate (ping-pong, named barriers 2 and 3): one's softmax runs
  /// while the other's MMAs do.
  bool ws = false;
  /// The role split (producer in its then-region, consumers in its else).
  scf::IfOp wsRole;
  /// Warp-specialized only: a persistent kernel (grid = min(tiles, SMs)):
  /// each CTA runs query tiles blockIdx.x, + gridDim.x, ... The producer
  /// loads each tile's Q by TMA (qTensorMap) on the "Q full" mbarrier once
  /// every consumer warp arrived on "Q empty" (done with the previous
  /// tile's S), then the tile's K and V into the same ring, which counts
  /// blocks across tiles; so the next tile's Q and first K/V blocks load
  /// while the consumers finish this tile's P V and store its O.
  bool persistent = false;
  Value qTensorMap;
  /// Persistent: the tiles in the grid (constant) and, inside a CTA's tile
  /// loop, the ring's count of key blocks before this tile.
  int64_t numTiles = 0;
  Value tileBase;
  /// Warp-specialized: the producer's warps: one beside one consumer
  /// warpgroup; a whole warpgroup beside two or three, whose registers go
  /// to the consumers (setmaxnreg: consumerRegisters()).
  int64_t producerWarps() const { return !ws ? 0 : numWarps >= 8 ? 4 : 1; }
  /// Consumer warpgroups.
  int64_t consumerGroups() const { return numWarps / 4; }
  /// setmaxnreg of the consumers beside a producer warpgroup left with 24
  /// per thread: 240 of the 168 each thread of 384 starts with (two
  /// consumer warpgroups, FA3's split), 160 of 128 with three (24 x 128 +
  /// 160 x 384 <= 64 Ki).
  int64_t consumerRegisters() const {
    return consumerGroups() == 2 ? 240 : 160;
  }
  int64_t threads() const { return 32 * (numWarps + producerWarps()); }
  int64_t rowsPerCta() const { return 16 * numWarps * numM; }
  /// The dot's length rounded up to the MMA's k (16): columns [d, dk) of
  /// the Q and K tiles hold zeros.
  int64_t dk() const { return roundUp(mt.d, 16); }
  /// Width of the Q and K tiles: dk, or whole 64-column (128-byte) slabs on
  /// wgmma (the slab's columns past dk are never read).
  int64_t dw() const { return wgmma ? roundUp(dk(), 64) : dk(); }
  /// Width of the O accumulators and of the V tile: e rounded up to the
  /// 16 columns of one ldmatrix.x4, or on wgmma to whole 64-column slabs
  /// (an MN-major operand comes in whole slabs); the columns past e are
  /// computed (from whatever the tile holds there) but never stored.
  int64_t ew() const { return roundUp(mt.e, wgmma ? 64 : 16); }
  /// Bytes of the Q tile, and of a stage's K and V tiles (rows padded by
  /// kPad elements on mma.sync, unpadded swizzled slabs on wgmma).
  struct Layout {
    int64_t qBytes, kBytes, vBytes;
    /// The K tile's rows and row length in elements (K stored [d][keys]:
    /// rows are d).
    int64_t kRows, kCols;
  };
  Layout layout() const;
  /// Dynamic shared memory the kernel needs, in bytes.
  int64_t sharedBytes() const;
  /// TMA: the mbarriers (K then V, per stage) after the tiles (or the
  /// exchange area of a clustered combine), from the aligned base.
  /// (With a cluster, the four "empty" mbarriers after them.)
  int64_t barrierBytes() const {
    return ((cluster > 1 || ws ? 8 : 4) + (persistent ? 2 : 0)) * 8;
  }
  int64_t barrierOffset() const {
    Layout l = layout();
    int64_t stages = twoStages ? 2 : 1;
    int64_t tiles = overlap ? l.qBytes + stages * l.kBytes + 2 * l.vBytes
                            : l.qBytes + stages * (l.kBytes + l.vBytes);
    return roundUp(std::max(tiles, combine ? exchangeBytes() : 0), 8);
  }
  /// The segments' state fold run in this kernel's cluster (or null).
  AggregateOp combine;
  /// Bytes of the f32 state exchange of a clustered combine (after the key
  /// loop, over the tiles): O [rows][ew], then m [rows] and s [rows].
  int64_t exchangeBytes() const { return rowsPerCta() * (ew() + 2) * 4; }

  /// Sizes of the query rows, the keys and the batch dims (constants, or
  /// size arguments when dynamic).
  Value mSize, nSize;
  SmallVector<Value> batchSizes;
  /// mSize - 1 and nSize - 1 where a tile can run past them, else null.
  Value lastRow, lastKey;

private:

  /// 2^x as the hardware's approximate exponential, called as the NVVM
  /// intrinsic rather than through libdevice (so the PTX is self-contained
  /// wherever fusec runs), flushing subnormals as FlashAttention's fast-math
  /// build does: without .ftz each MUFU.EX2 comes with a range check and two
  /// rescaling multiplies. Measured on H200 (one run, N = 4096): 7% faster
  /// for d = 64 full, 2-4% causal, 8% fewer SASS instructions. A weight
  /// below 2^-126 is negligible next to the row's largest, which is 1.
  Value fastExp2(Value x) {
    return LLVM::CallIntrinsicOp::create(
               b, loc, b.getF32Type(),
               b.getStringAttr("llvm.nvvm.ex2.approx.ftz.f32"), ValueRange{x})
        .getResult(0);
  }
  /// e^x as 2^(x log2(e)) (FlashAttention's choice, not libdevice's
  /// range-reduced expf): the softmax's only transcendental.
  Value fastExp(Value x) {
    return fastExp2(arith::MulFOp::create(b, loc, x, f32(expFactor())));
  }
  /// log2(e), times the dot's scale when it is folded out of the logits.
  double expFactor() const {
    return mt.foldScale ? kLog2e * mt.dotScale : kLog2e;
  }

  /// Max or sum of `values` as a balanced tree (short dependency chains).
  Value treeReduce(ArrayRef<Value> leaves, bool isMax) {
    assert(!leaves.empty() && "reducing nothing");
    SmallVector<Value> values(leaves);
    while (values.size() > 1) {
      SmallVector<Value> next;
      for (size_t k = 0; k + 1 < values.size(); k += 2)
        next.push_back(
            isMax ? Value(arith::MaximumFOp::create(b, loc, values[k],
                                                    values[k + 1]))
                  : Value(arith::AddFOp::create(b, loc, values[k],
                                                values[k + 1])));
      if (values.size() % 2)
        next.push_back(values.back());
      values = std::move(next);
    }
    return values.front();
  }

  /// The logit of query row i and key j: the S accumulator scaled, through
  /// the body (masks, ...), -inf (or 0 for a plain sum) past the last key.
  /// `unmasked`: the causal mask is known false; `inBounds`: the key is
  /// known to be below the key count (no bounds select).
  Value logit(Block &body, Value acc, Value i, Value j, bool unmasked,
              bool inBounds);

  /// Issues (without committing) the cp.async copies of a rows x width
  /// tile of `tensor` into `smem`: row r reads the point where `rowDim` =
  /// rowBase + r and `colDim` = a 8-element chunk; rows at or past `limit`
  /// are zero-filled.
  void issueTile(Value smem, Value tensor, AffineMap map, unsigned numDims,
                 int64_t rowDim, Value rowBase, Value limit, int64_t colDim,
                 int64_t width, int64_t rows);

  /// Issues the copies of the K tile for keys keyBase.. when K is stored
  /// [..., d, j] (mt.kTransposed).
  void issueTileTransposed(Value smem, Value keyBase);

  /// Runs `body` for chunks 0 .. chunks-1 spread over the CTA's threads
  /// (thread t takes t, t + threads, ...; a partial last round is guarded).
  void forEachChunk(int64_t chunks, function_ref<void(Value)> body);

  /// Stores zeros into columns [from, to) (multiples of 8) of a rows-row
  /// shared tile: the MMA padding of a head dim that is 8 mod 16.
  void zeroColumns(Value smem, int64_t rows, int64_t from, int64_t to);

  /// Waits until at most `pending` cp.async groups are in flight and
  /// synchronizes the CTA; with wgmma, each thread first hands its landed
  /// copies to the async proxy the tensor cores read through.
  void landed(int64_t pending) {
    NVVM::CpAsyncWaitGroupOp::create(b, loc, b.getI32IntegerAttr(pending));
    if (wgmma)
      fenceProxyAsync();
    gpu::BarrierOp::create(b, loc);
  }

  /// Issues the K tile for keys keyBase.., in either layout.
  void issueKeys(Value smem, Value keyBase) {
    if (mt.kTransposed)
      return issueTileTransposed(smem, keyBase);
    issueTile(smem, mt.k, mt.kMap, op.getDimSizes().size() + 1, mt.jDim,
              keyBase, nSize, op.getDimSizes().size(), mt.d, kKeys);
  }

  AggregateOp op;
  OnlineSoftmaxMatch mt;
  llvm::DenseMap<Value, Value> &memrefOf;
  BodyEmitter emitter;
  /// Per-thread coordinates.
  Value lane, warp, tid, rowBlock;
  SmallVector<Value> batchIdx;
};
} // namespace

void OnlineSoftmaxKernel::issueTile(Value smem, Value tensor, AffineMap map,
                                   unsigned numDims, int64_t rowDim,
                                   Value rowBase, Value limit,
                                   int64_t colDim, int64_t width,
                                   int64_t rows) {
  int64_t chunksPerRow = width / 8;
  forEachChunk(rows * chunksPerRow, [&](Value chunk) {
    Value r = div(chunk, chunksPerRow);
    Value col = mul(rem(chunk, chunksPerRow), idx(8));
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
    Value srcElems = arith::SelectOp::create(b, loc, valid, idx(8), idx(0));
    SmallVector<Value> dst =
        wgmma ? swizzledIndex(r, col) : SmallVector<Value>{r, col};
    nvgpu::DeviceAsyncCopyOp::create(
        b, loc, nvgpu::DeviceAsyncTokenType::get(b.getContext()), smem,
        dst, memrefOf.lookup(tensor), apply(map, ivs),
        b.getIndexAttr(8), srcElems, /*bypassL1=*/b.getUnitAttr());
  });
}

void OnlineSoftmaxKernel::issueTileTransposed(Value smem, Value keyBase) {
  // A d x kKeys tile of K stored [..., d, j]: row = d, 8 keys per chunk;
  // chunks past the last key are (partly) zero-filled.
  int64_t d = mt.d, chunksPerRow = kKeys / 8;
  unsigned numDims = op.getDimSizes().size() + 1;
  forEachChunk(d * chunksPerRow, [&](Value chunk) {
    Value r = div(chunk, chunksPerRow);
    Value col = mul(rem(chunk, chunksPerRow), idx(8));
    Value key = add(keyBase, col);
    Value inRange = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult,
                                          key, nSize);
    Value left = arith::SubIOp::create(
        b, loc, nSize, arith::SelectOp::create(b, loc, inRange, key, nSize));
    Value srcElems = arith::MinUIOp::create(b, loc, left, idx(8));
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
        b.getIndexAttr(8), srcElems, /*bypassL1=*/b.getUnitAttr());
  });
}

OnlineSoftmaxKernel::Layout OnlineSoftmaxKernel::layout() const {
  int64_t bytes = elt.getIntOrFloatBitWidth() / 8;
  int64_t pad = wgmma ? 0 : kPad;
  Layout l;
  l.kRows = mt.kTransposed ? dk() : kKeys;
  l.kCols = (mt.kTransposed ? kKeys : dw()) + pad;
  l.qBytes = rowsPerCta() * (dw() + pad) * bytes;
  l.kBytes = l.kRows * l.kCols * bytes;
  l.vBytes = kKeys * (ew() + pad) * bytes;
  return l;
}

int64_t OnlineSoftmaxKernel::sharedBytes() const {
  // wgmma: slack to align the swizzled tiles to 1 KiB; TMA: the mbarriers.
  return (wgmma ? kAtomBytes : 0) + barrierOffset() + (tma ? barrierBytes() : 0);
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
  int64_t chunksPerRow = (to - from) / 8;
  if (chunksPerRow <= 0)
    return;
  auto vecTy = VectorType::get({8}, elt);
  Value zeros = arith::ConstantOp::create(
      b, loc, vecTy,
      DenseElementsAttr::get(vecTy, b.getZeroAttr(elt)));
  forEachChunk(rows * chunksPerRow, [&](Value chunk) {
    Value r = div(chunk, chunksPerRow);
    Value col = add(idx(from), mul(rem(chunk, chunksPerRow), idx(8)));
    SmallVector<Value> dst =
        wgmma ? swizzledIndex(r, col) : SmallVector<Value>{r, col};
    vector::StoreOp::create(b, loc, zeros, smem, dst);
  });
}

void OnlineSoftmaxKernel::buildBody(gpu::GPUFuncOp fn, ValueRange results,
                                AggregateOp epilogue) {
  Type f32Ty = b.getF32Type();
  int64_t d = mt.d, numOuter = op.getDimSizes().size();
  int64_t rows = rowsPerCta();
  unsigned dotDims = numOuter + 1;

  // Shared memory: Q tile, K tile, V tile (rows padded by kPad elements so
  // ldmatrix is free of bank conflicts), one dynamic allocation.
  Value base = dynamicSharedMemory();
  Layout lay = layout();
  int64_t qBytes = lay.qBytes, kBytes = lay.kBytes;
  int64_t kRowsK = lay.kRows, kCols = lay.kCols;
  int64_t stageBytes = lay.kBytes + lay.vBytes;
  int64_t vCols = wgmma ? ew() : ew() + kPad;
  // wgmma: unpadded swizzled tiles from the first 1 KiB boundary of the
  // dynamic shared memory (the swizzle is a function of the address).
  Value pad = idx(0), alignedAddr;
  if (wgmma) {
    Value raw = sharedAddress(base);
    Value aligned = arith::AndIOp::create(b, loc, add(raw, idx(kAtomBytes - 1)),
                                          idx(~(kAtomBytes - 1)));
    pad = arith::SubIOp::create(b, loc, aligned, raw);
    alignedAddr = toI64(aligned);
  }
  auto view = [&](int64_t tileRows, int64_t cols, Value offset) {
    offset = add(pad, offset);
    return wgmma ? swizzledView(base, tileRows, cols, offset)
                 : sharedView(base, tileRows, cols, offset);
  };
  Value smQ = view(rows, wgmma ? dw() : dw() + kPad, idx(0));
  // Byte offsets of stage s's K and V tiles after the Q tile: one or two
  // (K, V) stages (with two, stage s holds key block kb with kb % 2 == s),
  // or with the overlapped schedule the K stages followed by two V buffers.
  int64_t kStages = twoStages ? 2 : 1;
  auto kOffsetOf = [&](Value s) {
    return add(idx(qBytes), mul(s, idx(overlap ? kBytes : stageBytes)));
  };
  auto vOffsetOf = [&](Value s) {
    if (overlap)
      return add(idx(qBytes + kStages * kBytes), mul(s, idx(lay.vBytes)));
    return add(kOffsetOf(s), idx(kBytes));
  };
  auto stage = [&](Value s) {
    return std::pair(view(kRowsK, kCols, kOffsetOf(s)),
                     view(kKeys, vCols, vOffsetOf(s)));
  };
  // wgmma descriptors of the Q tile (this warpgroup's 64 rows) and of the
  // K and V tiles of a stage, at d-slab 0 and k-slice 0. K-major tiles
  // (Q, K): 8-row atoms 1 KiB apart; V, MN-major: the same atoms along the
  // keys, its 64-column slabs of d kKeys rows apart.
  auto qDesc = [&]() {
    Value g = div(warp, 4);
    return descriptor(arith::AddIOp::create(b, loc, alignedAddr,
                                            toI64(mul(g, idx(64 * 128)))),
                      16, kAtomBytes);
  };
  auto sharedAddr = [&](Value offset) -> Value {
    return arith::AddIOp::create(b, loc, alignedAddr, toI64(offset));
  };
  auto stageAddr = [&](Value s) { return sharedAddr(kOffsetOf(s)); };
  // TMA: the mbarriers (K, V per stage), a tile's copies from one thread
  // (expect_tx of the whole box, one 64-column slab per copy: the copy
  // engine writes the 128-byte swizzle the descriptors read, and zeros
  // past the tensor's end), and the wait of a stage's use `use`.
  MLIRContext *ctx = b.getContext();
  auto tilePtr = [&](Value addr) -> Value {
    return LLVM::IntToPtrOp::create(b, loc, LLVM::LLVMPointerType::get(ctx, 3),
                                    addr);
  };
  auto barrier = [&](bool values, Value s, bool empty = false) {
    return tilePtr(sharedAddr(add(
        idx(barrierOffset() + (empty ? 32 : 0) + (values ? 16 : 0)),
        mul(s, idx(8)))));
  };
  // Persistent: Q full and Q empty, after the ring's eight.
  auto qBarrier = [&](bool empty) {
    return tilePtr(
        sharedAddr(idx(barrierOffset() + 64 + (empty ? 8 : 0))));
  };
  auto i32 = [&](Value v) {
    return arith::IndexCastOp::create(b, loc, b.getI32Type(), v);
  };
  // With a cluster, slab `slab` of a tile is copied by the CTA of rank
  // (slab + first) mod cluster, multicast to every CTA of the cluster.
  Value clusterRank =
      cluster > 1 ? Value(arith::IndexCastOp::create(
                        b, loc, b.getIndexType(),
                        NVVM::ClusterId::create(b, loc, b.getI32Type())))
                  : Value();
  // A tile is `slabs` boxes of slabRows rows x 64 columns: kKeys keys x 64
  // of the head dim, or (`keysAlongSlabs`, K stored [d][keys]) d rows x 64
  // keys.
  auto issueTmaTile = [&](Value tensorMap, AffineMap map, unsigned numDims,
                          int64_t colDim, int64_t slabs, Value offset,
                          Value bar, Value keyBase, int64_t first,
                          Value emptyBar, Value use,
                          bool keysAlongSlabs = false, int64_t rowDim = -1,
                          int64_t boxRows = 0) {
    int64_t slabRows = boxRows ? boxRows : keysAlongSlabs ? dk() : kKeys;
    // With a cluster: the buffer's previous contents (use - 1) are done
    // with in every CTA of the cluster. Only a CTA that copies a slab
    // waits: it alone counts every CTA's arrivals in order (none consumes
    // use u + 1 before its slabs, copied after every CTA released use u).
    if ((cluster > 1 || ws) && use) {
      Value refills = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ugt,
                                            use, idx(0));
      if (slabs < cluster)
        for (int64_t r = 0; r < cluster; ++r)
          if (llvm::none_of(llvm::seq<int64_t>(0, slabs), [&](int64_t slab) {
                return (slab + first) % cluster == r;
              }))
            refills = arith::AndIOp::create(
                b, loc, refills,
                arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne,
                                      clusterRank, idx(r)));
      auto refill = scf::IfOp::create(b, loc, refills,
                                      /*withElseRegion=*/false);
      OpBuilder::InsertionGuard g(b);
      b.setInsertionPointToStart(refill.thenBlock());
      // Polled without a suspend hint. CTA-scope release and acquire (as
      // CUTLASS's cluster pipelines): the arrivals order the arriving
      // CTA's completed wgmma reads before the refill; cluster scope
      // costs a fence per arrival (run 45: membar stalls, 2.4x slower).
      LLVM::InlineAsmOp::create(
          b, loc, TypeRange(),
          ValueRange{arith::TruncIOp::create(
                         b, loc, b.getI32Type(),
                         LLVM::PtrToIntOp::create(b, loc, b.getI64Type(),
                                                  emptyBar)),
                     i32(rem(arith::SubIOp::create(b, loc, use, idx(1)), 2))},
          "{ .reg .pred done; EMPTY_WAIT${:uid}: "
          "mbarrier.try_wait.parity.shared::cta.b64 done, "
          "[$0], $1; @!done bra EMPTY_WAIT${:uid}; }",
          "r,r", /*has_side_effects=*/true, /*is_align_stack=*/false,
          LLVM::tailcallkind::TailCallKind::None,
          LLVM::AsmDialectAttr::get(ctx, LLVM::AsmDialect::AD_ATT),
          /*operand_attrs=*/ArrayAttr());
    }
    Value barAddr = arith::TruncIOp::create(
        b, loc, b.getI32Type(),
        LLVM::PtrToIntOp::create(b, loc, b.getI64Type(), bar));
    NVVM::MBarrierArriveExpectTxOp::create(
        b, loc, Type(), bar, i32(idx(slabs * slabRows * 128)),
        NVVM::MemScopeKindAttr::get(ctx, NVVM::MemScopeKind::CTA),
        b.getBoolAttr(false), Value());
    for (int64_t slab = 0; slab < slabs; ++slab) {
      SmallVector<Value> ivs(numDims, idx(0));
      for (auto [k, dim] : llvm::enumerate(mt.batchDims))
        ivs[dim] = batchIdx[k];
      ivs[rowDim >= 0 ? rowDim : mt.jDim] =
          keysAlongSlabs ? add(keyBase, idx(64 * slab)) : keyBase;
      ivs[colDim] = idx(keysAlongSlabs ? 0 : 64 * slab);
      SmallVector<Value> coords;
      for (Value v : llvm::reverse(apply(map, ivs)))
        coords.push_back(i32(v));
      Value dst = arith::TruncIOp::create(
          b, loc, b.getI32Type(),
          sharedAddr(add(offset, idx(slab * slabRows * 128))));
      std::optional<OpBuilder::InsertionGuard> mine;
      Value mask;
      if (cluster > 1) {
        // This CTA's slabs, to every CTA of the cluster (mask: all).
        mine.emplace(b);
        auto ifOp = scf::IfOp::create(
            b, loc,
            arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                  clusterRank,
                                  idx((slab + first) % cluster)),
            /*withElseRegion=*/false);
        b.setInsertionPointToStart(ifOp.thenBlock());
        mask = arith::ConstantIntOp::create(b, loc, b.getI16Type(),
                                            (1 << cluster) - 1);
      }
      tmaLoad(dst, tensorMap, coords, barAddr, mask);
    }
  };
  // Copies a K or V tile into buffer `s` for its `use`-th contents.
  auto tmaKeys = [&](Value s, Value keyBase, Value use = Value()) {
    issueTmaTile(kTensorMap, mt.kMap, numOuter + 1, numOuter,
                 mt.kTransposed ? kKeys / 64 : dw() / 64, kOffsetOf(s),
                 barrier(false, s), keyBase, /*first=*/0,
                 barrier(false, s, /*empty=*/true), use, mt.kTransposed);
  };
  auto tmaValues = [&](Value s, Value keyBase, Value use = Value()) {
    issueTmaTile(vTensorMap, mt.vMap, numOuter, mt.eDim, ew() / 64,
                 vOffsetOf(s), barrier(true, s), keyBase, /*first=*/1,
                 barrier(true, s, /*empty=*/true), use);
  };
  auto tmaWait = [&](bool values, Value s, Value use) {
    NVVM::MBarrierTryWaitParityOp::create(
        b, loc, barrier(values, s), i32(rem(use, 2)),
        arith::ConstantIntOp::create(b, loc, b.getI32Type(), 1000000));
  };
  // Runs `issue` in thread 0 when `cond` holds.
  auto byThreadZero = [&](Value cond, function_ref<void()> issue) {
    Value first = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                        tid, idx(0));
    auto ifOp = scf::IfOp::create(
        b, loc, cond ? Value(arith::AndIOp::create(b, loc, cond, first))
                     : first,
        /*withElseRegion=*/false);
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(ifOp.thenBlock());
    issue();
  };

  // Every warp is done with a buffer, which the next copy may overwrite:
  // the CTA's barrier; with a cluster then thread 0's arrival on the
  // buffer's "empty" mbarrier in every CTA of the cluster (whose copies
  // write into this CTA's buffers too).
  // This warp's lane 0 arrives on `bar`: a release (CTA scope) of the
  // warp's completed reads of what the mbarrier guards.
  auto warpArrive = [&](function_ref<Value()> bar) {
    auto lead = scf::IfOp::create(
        b, loc,
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, lane, idx(0)),
        /*withElseRegion=*/false);
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(lead.thenBlock());
    NVVM::MBarrierArriveOp::create(b, loc, Type(), bar(), /*count=*/Value());
  };
  auto release = [&](bool values, Value s) {
    if (ws) {
      // Warp-specialized: each consumer warp's lane 0 arrives.
      warpArrive([&] { return barrier(values, s, /*empty=*/true); });
      return;
    }
    gpu::BarrierOp::create(b, loc);
    if (cluster == 1)
      return;
    byThreadZero(Value(), [&] {
      Value local = arith::TruncIOp::create(
          b, loc, b.getI32Type(),
          LLVM::PtrToIntOp::create(b, loc, b.getI64Type(),
                                   barrier(values, s, /*empty=*/true)));
      for (int64_t r = 0; r < cluster; ++r)
        LLVM::InlineAsmOp::create(
            b, loc, TypeRange(),
            ValueRange{local, arith::ConstantIntOp::create(
                                  b, loc, b.getI32Type(), r)},
            "{ .reg .b32 remote; mapa.shared::cluster.u32 remote, $0, $1; "
            "mbarrier.arrive.shared::cluster.b64 _, "
            "[remote]; }",
            "r,r", /*has_side_effects=*/true, /*is_align_stack=*/false,
            LLVM::tailcallkind::TailCallKind::None,
            LLVM::AsmDialectAttr::get(ctx, LLVM::AsmDialect::AD_ATT),
            /*operand_attrs=*/ArrayAttr());
    });
  };
  auto clusterSync = [&]() {
    NVVM::ClusterArriveOp::create(b, loc, /*aligned=*/b.getUnitAttr());
    NVVM::ClusterWaitOp::create(b, loc, /*aligned=*/b.getUnitAttr());
  };

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
  Value rowBlockIdx = gpu::BlockIdOp::create(b, loc, gpu::Dimension::x);
  // Persistent: tile t is row block t mod R of batch point t / R (the heads
  // fastest after the row blocks, as the grid of the other kernels).
  int64_t rowBlocks = ShapedType::isDynamic(mt.m)
                          ? 0
                          : llvm::divideCeil(mt.m, rowsPerCta());
  auto enterTile = [&](Value tile) {
    rowBlock = mul(rem(tile, rowBlocks), idx(rows));
    batchIdx.assign(mt.batchDims.size(), Value());
    Value linear = div(tile, rowBlocks);
    for (int k = static_cast<int>(mt.batchDims.size()) - 1; k >= 0; --k) {
      batchIdx[k] = arith::RemUIOp::create(b, loc, linear, batchSizes[k]);
      linear = arith::DivUIOp::create(b, loc, linear, batchSizes[k]);
    }
  };
  // A CTA's tiles: k = 0 .. ceil((numTiles - blockIdx.x) / gridDim.x),
  // tile blockIdx.x + k gridDim.x (a loop in each role).
  auto tileLoop = [&]() {
    Value bid = gpu::BlockIdOp::create(b, loc, gpu::Dimension::x);
    Value grid = gpu::GridDimOp::create(b, loc, gpu::Dimension::x);
    Value left = arith::SubIOp::create(b, loc, idx(numTiles), bid);
    Value n = arith::DivUIOp::create(
        b, loc, add(left, arith::SubIOp::create(b, loc, grid, idx(1))), grid);
    return scf::ForOp::create(b, loc, idx(0), n, idx(1));
  };
  auto tileOf = [&](Value k) {
    return add(gpu::BlockIdOp::create(b, loc, gpu::Dimension::x),
               mul(k, gpu::GridDimOp::create(b, loc, gpu::Dimension::x)));
  };
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

  // Q tile -> shared; A fragments either kept in registers or re-read from
  // shared memory at every use (when registers are the scarcer resource).
  // A dot length of 8 mod 16: zeros in the last 8 columns of Q and of
  // every K stage, so that the padded MMA step adds nothing (the copies
  // never write there). Fenced and synchronized by the first landed().
  if (dk() != d) {
    zeroColumns(smQ, rows, d, dk());
    for (int64_t st = 0; st < kStages; ++st)
      zeroColumns(stage(idx(st)).first, kRowsK, d, dk());
  }
  // TMA: one thread sets up the mbarriers (one arrival: its expect_tx);
  // the barrier in the first landed() publishes them.
  if (tma)
    byThreadZero(Value(), [&] {
      // Persistent: Q full (the producer's expect_tx) and Q empty (one
      // arrival per consumer warp), after the ring's eight.
      if (persistent) {
        NVVM::MBarrierInitOp::create(
            b, loc, qBarrier(false),
            arith::ConstantIntOp::create(b, loc, b.getI32Type(), 1), Value());
        NVVM::MBarrierInitOp::create(
            b, loc, qBarrier(true),
            arith::ConstantIntOp::create(b, loc, b.getI32Type(), numWarps),
            Value());
      }
      for (int64_t k = 0; k < 4; ++k)
        NVVM::MBarrierInitOp::create(
            b, loc, barrier(k >= 2, idx(k % 2)),
            arith::ConstantIntOp::create(b, loc, b.getI32Type(), 1), Value());
      // Empty: one arrival per CTA of the cluster, or per consumer warp.
      for (int64_t k = 0; k < (cluster > 1 || ws ? 4 : 0); ++k)
        NVVM::MBarrierInitOp::create(
            b, loc, barrier(k >= 2, idx(k % 2), /*empty=*/true),
            arith::ConstantIntOp::create(b, loc, b.getI32Type(),
                                         ws ? numWarps * cluster : cluster),
            Value());
      NVVM::FenceMbarrierInitOp::create(b, loc);
    });
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
    landed(0);
  }
  Value warpRow = mul(warp, idx(16 * numM));
  Value laneMod8 = rem(lane, 8), t4 = div(lane, 8);
  auto loadQ = [&](int64_t mi, int64_t kd) {
    Value row = add(add(add(warpRow, idx(16 * mi)), laneMod8),
                    mul(rem(t4, 2), idx(8)));
    Value col = add(idx(kd * 16), mul(div(t4, 2), idx(8)));
    return ldmatrix(smQ, row, col, 4, /*transpose=*/false);
  };
  SmallVector<SmallVector<SmallVector<Value>>> qFrag(numM);
  Value qDesc0 = wgmma ? qDesc() : Value();
  if (qInRegisters && !wgmma)
    for (int64_t mi = 0; mi < numM; ++mi)
      for (int64_t kd = 0; kd < dk() / 16; ++kd)
        qFrag[mi].push_back(loadQ(mi, kd));

  // Key-block loop bounds [lb, ub) (causal: up to the block holding the
  // last row; segmented: this CTA's segment of the keys, whose borders the
  // segment alignment puts on block borders).
  Value lb = idx(0);
  Value ub = div(add(nSize, idx(kKeys - 1)), kKeys);
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
    Value lastNeeded =
        add(div(add(lastRowBlock, idx(rows - 1)), kKeys), idx(1));
    ub = arith::MinUIOp::create(b, loc, ub, lastNeeded);
  }
  if (std::optional<int64_t> seg = op.getSegmentDim()) {
    int64_t count = op.getDimSizes()[*seg], align = *op.getSegmentAlign();
    Value per = div(add(nSize, idx(count - 1)), count);
    Value len = mul(div(add(per, idx(align - 1)), align), idx(align));
    Value segIdx =
        batchIdx[llvm::find(mt.batchDims, *seg) - mt.batchDims.begin()];
    Value first = mul(segIdx, len);
    lb = div(first, kKeys);
    ub = arith::MinUIOp::create(b, loc, ub, div(add(first, len), kKeys));
    // An empty segment (past the last key) runs no block.
    ub = arith::MaxUIOp::create(b, loc, ub, lb);
  }
  Value firstKey = mul(lb, idx(kKeys));

  // Warp-specialized: the producer warp's lane 0 copies every block's K
  // and V (block t into buffer t mod 2, its use t / 2, once the buffer's
  // previous contents are released); the consumers go on below.
  if (ws) {
    Value isProducer = arith::CmpIOp::create(
        b, loc, arith::CmpIPredicate::uge, warp, idx(numWarps));
    wsRole = scf::IfOp::create(b, loc, isProducer, /*withElseRegion=*/true);
    b.setInsertionPointToStart(wsRole.thenBlock());
    bool moveRegisters = producerWarps() == 4;
    {
      OpBuilder::InsertionGuard g(b);
      if (moveRegisters)
        NVVM::SetMaxRegisterOp::create(b, loc, 24,
                                       NVVM::SetMaxRegisterAction::decrease);
      auto lead = scf::IfOp::create(
          b, loc,
          arith::AndIOp::create(
              b, loc,
              arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, warp,
                                    idx(numWarps)),
              arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, lane,
                                    idx(0))),
          /*withElseRegion=*/false);
      b.setInsertionPointToStart(lead.thenBlock());
      Value count = arith::SubIOp::create(b, loc, ub, lb);
      Value base = idx(0);
      if (persistent) {
        // This CTA's tiles; each: its Q once the consumers are done with
        // the previous one's (use k of the Q buffer), then its blocks.
        scf::ForOp tiles = tileLoop();
        b.setInsertionPointToStart(tiles.getBody());
        Value k = tiles.getInductionVar();
        enterTile(tileOf(k));
        issueTmaTile(qTensorMap, mt.qMap, dotDims, numOuter, dw() / 64,
                     idx(0), qBarrier(false), rowBlock, /*first=*/0,
                     qBarrier(true), k, /*keysAlongSlabs=*/false, mt.iDim,
                     rows);
        base = mul(k, count);
      }
      auto copies = scf::ForOp::create(b, loc, idx(0), count, idx(1));
      b.setInsertionPointToStart(copies.getBody());
      Value t = copies.getInductionVar();
      Value block = add(base, t);
      Value keyBase = mul(add(t, lb), idx(kKeys));
      tmaKeys(rem(block, 2), keyBase, div(block, 2));
      tmaValues(rem(block, 2), keyBase, div(block, 2));
    }
    b.setInsertionPointToStart(wsRole.elseBlock());
    if (moveRegisters)
      NVVM::SetMaxRegisterOp::create(b, loc, consumerRegisters(),
                                     NVVM::SetMaxRegisterAction::increase);
    if (persistent) {
      // The consumers' tile loop holds the rest of the kernel: the key
      // loop counts ring blocks from tileBase, and the epilogue stores
      // this tile's O.
      scf::ForOp tiles = tileLoop();
      b.setInsertionPointToStart(tiles.getBody());
      Value k = tiles.getInductionVar();
      enterTile(tileOf(k));
      tileBase = mul(k, arith::SubIOp::create(b, loc, ub, lb));
      NVVM::MBarrierTryWaitParityOp::create(
          b, loc, qBarrier(false), i32(rem(k, 2)),
          arith::ConstantIntOp::create(b, loc, b.getI32Type(), 1000000));
    }
  }

  // Software pipeline: every cp.async group is always committed, so "all
  // but the newest" is the right wait. Two stages: one group per block.
  // One stage: a group per K and per V tile.
  // TMA: the first block's tiles only when there is one (nothing may be
  // in flight when the CTA exits).
  if (tma) {
    if (!ws)
      byThreadZero(
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, lb, ub),
          [&] { tmaKeys(idx(0), firstKey), tmaValues(idx(0), firstKey); });
  } else {
    auto [smK0, smV0] = stage(idx(0));
    issueKeys(smK0, firstKey);
    if (!twoStages)
      commit();
    issueTile(smV0, mt.v, mt.vMap, numOuter, mt.jDim, firstKey, nSize,
              mt.eDim, mt.e, kKeys);
    commit();
  }
  Value negInf = negInfinity(b, loc, f32Ty);
  // Loop state per m-tile: m (2 rows), s (2 rows), O (4 f32 per 8 columns).
  int64_t oTiles = ew() / 8;
  auto mAt = [&](int64_t mi, int64_t h) { return 2 * mi + h; };
  auto sAt = [&](int64_t mi, int64_t h) { return 2 * numM + 2 * mi + h; };
  auto oAt = [&](int64_t mi, int64_t ne, int64_t k) {
    return 4 * numM + (mi * oTiles + ne) * 4 + k;
  };
  SmallVector<Value> init;
  for (int64_t k = 0; k < 2 * numM; ++k)
    init.push_back(negInf);
  for (int64_t k = 0; k < 2 * numM + numM * oTiles * 4; ++k)
    init.push_back(f32(0.0));

  Value quadRow = div(lane, 4), quadCol = mul(rem(lane, 4), idx(2));
  auto rowOf = [&](int64_t mi, int64_t h) {
    return add(add(rowBlock, add(add(warpRow, idx(16 * mi)), quadRow)),
               idx(8 * h));
  };
  // Logits through the body (scale, masks), bounds and the online softmax
  // of one key block: from S and the state (m, s) in `it`, P, the new (m,
  // s) in `next` and the rescale factors alpha.
  using Frags = SmallVector<SmallVector<SmallVector<Value>>>;
  struct SoftmaxStep {
    SmallVector<Value> next;
    Frags p;
    SmallVector<Value> alpha;
  };
  auto softmaxBlock = [&](ValueRange it, Value keyBase, Frags &s) {
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
      // fewer instructions.
      auto computeLogits = [&](bool unmasked, bool inBounds) {
        SmallVector<Value> out;
        for (int64_t nt = 0; nt < kKeys / 8; ++nt)
          for (int64_t h = 0; h < 2; ++h)
            for (int64_t c = 0; c < 2; ++c) {
              Value j = add(keyBase, add(idx(nt * 8 + c), quadCol));
              out.push_back(logit(body, s[mi][nt][2 * h + c], rowOf(mi, h),
                                  j, unmasked, inBounds));
            }
        return out;
      };
      // (For d = 128 the second copy of the logits costs spills: there the
      // bounds select stays in every block. Folding the bounds into the
      // causal kernels' existing fast path spills too, by 8 bytes.)
      bool raggedKeys = ShapedType::isDynamic(mt.n) || mt.n % kKeys != 0;
      bool splitBounds = raggedKeys && mt.d <= 64;
      Value fast;
      if (mt.causal)
        fast = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ule,
                                     add(keyBase, idx(kKeys)),
                                     add(rowBlock, idx(1)));
      if (splitBounds) {
        Value full = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ule,
                                           add(keyBase, idx(kKeys)), nSize);
        fast = fast ? Value(arith::AndIOp::create(b, loc, fast, full)) : full;
      }
      SmallVector<Value> flat;
      if (fast) {
        SmallVector<Type> types(kKeys / 8 * 4, b.getF32Type());
        auto split = scf::IfOp::create(b, loc, types, fast,
                                       /*withElseRegion=*/true);
        {
          OpBuilder::InsertionGuard g(b);
          b.setInsertionPointToStart(split.thenBlock());
          scf::YieldOp::create(b, loc,
                               computeLogits(mt.causal, splitBounds ||
                                                            !raggedKeys));
          b.setInsertionPointToStart(split.elseBlock());
          scf::YieldOp::create(b, loc, computeLogits(false, !raggedKeys));
        }
        flat.assign(split.getResults().begin(), split.getResults().end());
      } else {
        flat = computeLogits(false, !raggedKeys);
      }
      SmallVector<SmallVector<Value>> x(kKeys / 8);
      SmallVector<Value> rowVals[2];
      for (int64_t nt = 0, k = 0; nt < kKeys / 8; ++nt)
        for (int64_t h = 0; h < 2; ++h)
          for (int64_t c = 0; c < 2; ++c, ++k) {
            x[nt].push_back(flat[k]);
            rowVals[h].push_back(flat[k]);
          }
      Value rowMax[2];
      for (int64_t h = 0; h < 2 && !mt.plainSum; ++h)
        rowMax[h] = treeReduce(rowVals[h], /*isMax=*/true);
      for (int64_t h = 0; h < 2; ++h) {
        if (mt.plainSum) {
          next[mAt(mi, h)] = it[mAt(mi, h)];
          alpha[mAt(mi, h)] = f32(1.0);
          continue;
        }
        Value mOld = it[mAt(mi, h)];
        Value mNew = arith::MaximumFOp::create(b, loc, mOld,
                                               quadReduce(rowMax[h], true));
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
        Value mSafe = arith::SelectOp::create(b, loc, noMax, f32(0.0), mNew);
        // e^(x - m) = 2^(x log2(e) - m log2(e)): one FMA and one ex2 each.
        Value negMLog2e =
            arith::MulFOp::create(b, loc, mSafe, f32(-expFactor()));
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
  };
  // O * alpha (the state in `it`), flattened as the O part of the state.
  auto rescaleO = [&](ValueRange it, ArrayRef<Value> alpha) {
    SmallVector<Value> oldO(it.begin() + oAt(0, 0, 0),
                            it.begin() + oAt(numM - 1, oTiles - 1, 3) + 1);
    SmallVector<Value> newO;
    bool skipRescale = mt.d > 64 && op.getInputs().size() == 1;
    if (!mt.plainSum && !skipRescale) {
      for (int64_t mi = 0; mi < numM; ++mi)
        for (int64_t ne = 0; ne < oTiles; ++ne)
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
          b, loc, b.getI1Type(),
          arith::ConstantIntOp::create(b, loc, b.getI32Type(), -1), allOne,
          NVVM::VoteSyncKind::all);
      auto rescale = scf::IfOp::create(b, loc, TypeRange(ValueRange(oldO)),
                                       warpAllOne, /*withElseRegion=*/true);
      {
        OpBuilder::InsertionGuard g(b);
        b.setInsertionPointToStart(rescale.thenBlock());
        scf::YieldOp::create(b, loc, oldO);
        b.setInsertionPointToStart(rescale.elseBlock());
        SmallVector<Value> scaled;
        for (int64_t mi = 0; mi < numM; ++mi)
          for (int64_t ne = 0; ne < oTiles; ++ne)
            for (int64_t k = 0; k < 4; ++k)
              scaled.push_back(arith::MulFOp::create(
                  b, loc, it[oAt(mi, ne, k)], alpha[mAt(mi, k / 2)]));
        scf::YieldOp::create(b, loc, scaled);
      }
      newO.assign(rescale.getResults().begin(), rescale.getResults().end());
    }
    return newO;
  };
  // wgmma: S = Q K^T for the warpgroup's 64 rows over the K tile at shared
  // address kAddr, one m64n{kKeys}k16 per 16 columns of d (K-slice kd is 32
  // bytes into its 128-byte row, slab kd / 4 of the tile); issued, not
  // committed. K stored [d][keys] (a chain's B) is MN-major: its 64-key
  // slabs are d rows apart, k-slice kd 16 rows (2 KiB) further.
  auto issueScores = [&](Value kAddr) {
    Value kDesc0 =
        descriptor(kAddr, mt.kTransposed ? dk() * 128 : 16, kAtomBytes);
    SmallVector<Value> acc(kKeys / 2, f32(0.0));
    wgmmaFence();
    for (int64_t kd = 0; kd < dk() / 16; ++kd) {
      int64_t slice = (kd % 4) * 32;
      Value qd = arith::AddIOp::create(
          b, loc, qDesc0, i64(((kd / 4) * rows * 128 + slice) >> 4));
      int64_t kOffset = mt.kTransposed ? kd * 16 * 128
                                       : (kd / 4) * kKeys * 128 + slice;
      Value kdsc = arith::AddIOp::create(b, loc, kDesc0, i64(kOffset >> 4));
      acc = wgmmaSS(qd, kdsc, acc, /*zeroInit=*/kd == 0,
                    /*transposeB=*/mt.kTransposed);
    }
    return acc;
  };
  // P as wgmma A fragments (per 16 keys, 4 packed pairs per thread).
  auto packP = [&](Frags &p) {
    SmallVector<SmallVector<Value>> pa(kKeys / 16);
    for (int64_t kk = 0; kk < kKeys / 16; ++kk)
      for (int64_t half = 0; half < 2; ++half)
        for (int64_t h = 0; h < 2; ++h)
          pa[kk].push_back(asI32(packF32Pair(p[0][2 * kk + half][2 * h],
                                             p[0][2 * kk + half][2 * h + 1])));
    return pa;
  };
  // wgmma: O += P V over the V tile at shared address vAddr, per 16 keys
  // one m64n{ew}k16, P from registers, V MN-major (16 rows, 2 KiB, per
  // step); issued, not committed.
  auto issueValues = [&](ArrayRef<SmallVector<Value>> pa, Value vAddr,
                         SmallVector<Value> acc) {
    Value vDesc0 = descriptor(vAddr, kKeys * 128, kAtomBytes);
    wgmmaFence();
    for (int64_t kk = 0; kk < kKeys / 16; ++kk)
      acc = wgmmaRS(pa[kk],
                    arith::AddIOp::create(b, loc, vDesc0,
                                          i64((kk * 16 * 128) >> 4)),
                    acc, /*transposeB=*/true);
    return acc;
  };
  SmallVector<Value> finals;
  if (overlap) {
    // The overlapped schedule (TMA). Block lb alone: S, softmax. Each next
    // block t (from lb): S(t) and P(t-1) V(t-1) issued as two wgmma groups;
    // S waited for, softmax(t) while P V runs; then O rescaled. After the
    // last block its P V. K(t) is in slot t % stages (its use t / stages),
    // V(t) in slot t % 2 (use t / 2); V(t+1) is loaded into the slot V(t-1)
    // leaves once its P V completed.
    Value count = arith::SubIOp::create(b, loc, ub, lb);
    Value any = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ugt,
                                      count, idx(0));
    // Ping-pong (warp-specialized, two or three consumer warpgroups):
    // warpgroup g issues a block's MMAs after bar.sync 2 + g and then lets
    // the next one (g + 1 mod G) go (bar.arrive; 128 syncing + 128
    // arriving threads). The last group opens (a first arrival for group 0
    // when there is a loop) and does not pass its last turn, so every
    // arrival has its sync. Not in a chain (no softmax
    // to hide): there the warpgroups issue as they go, 1.03-1.05x faster
    // at k = 64 and equal at k = 128 (H100, run 76).
    bool pingPong = ws && consumerGroups() >= 2 && !mt.plainSum;
    int64_t groups = consumerGroups();
    Value group = pingPong ? div(warp, 4) : Value();
    auto i32c = [&](int64_t v) {
      return arith::ConstantIntOp::create(b, loc, b.getI32Type(), v);
    };
    auto turnOf = [&](Value g) { return i32(add(g, idx(2))); };
    // (Two groups: 1 - g, the IR the measured two-group kernels have.)
    auto nextGroup = [&]() -> Value {
      if (groups == 2)
        return arith::SubIOp::create(b, loc, idx(1), group);
      return rem(add(group, idx(1)), groups);
    };
    auto whenIf = [&](Value cond, function_ref<void()> body) {
      auto ifOp = scf::IfOp::create(b, loc, cond, /*withElseRegion=*/false);
      OpBuilder::InsertionGuard g(b);
      b.setInsertionPointToStart(ifOp.thenBlock());
      body();
    };
    auto isGroup = [&](int64_t g) {
      return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, group,
                                   idx(g));
    };
    auto syncTurn = [&]() {
      NVVM::BarrierOp::create(b, loc, TypeRange(), turnOf(group), i32c(256),
                              NVVM::BarrierReductionAttr(), Value());
    };
    auto passTurn = [&](Value more) {
      Value notLast = isGroup(0);
      for (int64_t g = 1; g + 1 < groups; ++g)
        notLast = arith::OrIOp::create(b, loc, notLast, isGroup(g));
      whenIf(arith::OrIOp::create(b, loc, notLast, more), [&] {
        NVVM::BarrierArriveOp::create(b, loc, turnOf(nextGroup()),
                                      i32c(256));
      });
    };
    auto firstTurn = [&](Value more) {
      whenIf(arith::AndIOp::create(b, loc, isGroup(groups - 1), more), [&] {
        NVVM::BarrierArriveOp::create(b, loc, turnOf(idx(0)), i32c(256));
      });
    };
    auto kSlot = [&](Value t) { return twoStages ? rem(t, 2) : idx(0); };
    auto kUse = [&](Value t) { return twoStages ? div(t, 2) : t; };
    auto toFrags = [&](ArrayRef<Value> acc) {
      Frags s(1, SmallVector<SmallVector<Value>>(kKeys / 8));
      for (int64_t nt = 0; nt < kKeys / 8; ++nt)
        s[0][nt].assign(acc.begin() + 4 * nt, acc.begin() + 4 * nt + 4);
      return s;
    };
    auto flatten = [](ArrayRef<SmallVector<Value>> pa) {
      SmallVector<Value> flat;
      for (const SmallVector<Value> &v : pa)
        flat.append(v.begin(), v.end());
      return flat;
    };
    auto unflatten = [&](ValueRange flat) {
      SmallVector<SmallVector<Value>> pa(kKeys / 16);
      for (int64_t kk = 0; kk < kKeys / 16; ++kk)
        pa[kk].assign(flat.begin() + 4 * kk, flat.begin() + 4 * kk + 4);
      return pa;
    };
    SmallVector<Type> stateTypes = llvm::to_vector(TypeRange(ValueRange(init)));
    auto guard = scf::IfOp::create(b, loc, stateTypes, any,
                                   /*withElseRegion=*/true);
    {
      OpBuilder::InsertionGuard g(b);
      b.setInsertionPointToStart(guard.elseBlock());
      scf::YieldOp::create(b, loc, init);
      b.setInsertionPointToStart(guard.thenBlock());
      // Block lb.
      Value keyBase = mul(lb, idx(kKeys));
      Value nextBase = add(keyBase, idx(kKeys));
      Value hasNext = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult,
                                           add(lb, idx(1)), ub);
      // Persistent: the ring's block tileBase (this tile's first).
      Value slot0 = persistent ? kSlot(tileBase) : idx(0);
      tmaWait(false, slot0, persistent ? kUse(tileBase) : idx(0));
      SmallVector<Value> acc = issueScores(stageAddr(slot0));
      wgmmaCommitAndWait(0);
      acc = fenceOperands(acc);
      if (!twoStages || cluster > 1 || ws)
        release(false, slot0); // every warp is done with K(lb)
      if (!ws)
        byThreadZero(hasNext, [&] {
          tmaKeys(kSlot(idx(1)), nextBase, kUse(idx(1)));
          tmaValues(idx(1), nextBase, idx(0));
        });
      // Ping-pong: warpgroup 1 lets warpgroup 0 issue first.
      if (pingPong)
        firstTurn(hasNext);
      Frags s0 = toFrags(acc);
      SoftmaxStep first = softmaxBlock(init, keyBase, s0);
      SmallVector<Value> carried = first.next;
      for (int64_t k = oAt(0, 0, 0); k < static_cast<int64_t>(init.size());
           ++k)
        carried[k] = init[k]; // O is still zero
      carried.append(flatten(packP(first.p)));

      auto loop = scf::ForOp::create(b, loc, idx(1), count, idx(1), carried);
      {
        OpBuilder::InsertionGuard lg(b);
        b.setInsertionPointToStart(loop.getBody());
        Value t = loop.getInductionVar();
        Value kb = add(t, lb);
        ValueRange it = loop.getRegionIterArgs();
        ValueRange state = it.take_front(init.size());
        Value keyBase = mul(kb, idx(kKeys));
        Value nextBase = add(keyBase, idx(kKeys));
        Value hasNext = arith::CmpIOp::create(
            b, loc, arith::CmpIPredicate::ult, add(kb, idx(1)), ub);
        Value prev = arith::SubIOp::create(b, loc, t, idx(1));
        // The ring's blocks t and t - 1 (persistent: from tileBase).
        Value rt = persistent ? add(tileBase, t) : t;
        Value rprev = persistent ? add(tileBase, prev) : prev;
        if (twoStages && !ws)
          byThreadZero(hasNext, [&] {
            tmaKeys(kSlot(add(t, idx(1))), nextBase, kUse(add(t, idx(1))));
          });
        tmaWait(false, kSlot(rt), kUse(rt));   // K(t)
        tmaWait(true, rem(rprev, 2), div(rprev, 2)); // V(t-1)
        // Ping-pong: this warpgroup's turn to issue, then the other's.
        if (pingPong)
          syncTurn();
        SmallVector<Value> sAcc = issueScores(stageAddr(kSlot(rt)));
        wgmmaCommit();
        SmallVector<Value> oAcc(state.begin() + oAt(0, 0, 0), state.end());
        oAcc = issueValues(unflatten(it.drop_front(init.size())),
                           sharedAddr(vOffsetOf(rem(rprev, 2))), oAcc);
        wgmmaCommit();
        if (pingPong)
          passTurn(hasNext);
        wgmmaWait(1);
        sAcc = fenceOperands(sAcc);
        if (!twoStages) {
          release(false, idx(0)); // every warp is done with K(t)
          byThreadZero(hasNext,
                       [&] { tmaKeys(idx(0), nextBase, add(t, idx(1))); });
        } else if (cluster > 1 || ws) {
          release(false, kSlot(rt)); // every warp is done with K(t)
        }
        // With a cluster V(t) is copied here, a block ahead of its P V
        // (without, at the end of the previous block): its buffer's
        // release by the other CTAs, at the end of their previous block,
        // has had the time of S(t) to arrive. (V(1): before the loop.)
        if (cluster > 1 && !ws)
          byThreadZero(arith::CmpIOp::create(b, loc, arith::CmpIPredicate::uge,
                                             t, idx(2)),
                       [&] { tmaValues(rem(t, 2), keyBase, div(t, 2)); });
        Frags sf = toFrags(sAcc);
        SoftmaxStep step = softmaxBlock(state, keyBase, sf);
        wgmmaWait(0);
        oAcc = fenceOperands(oAcc);
        release(true, rem(rprev, 2)); // every warp is done with V(t-1)
        if (cluster == 1 && !ws)
          byThreadZero(hasNext, [&] {
            tmaValues(rem(add(t, idx(1)), 2), nextBase);
          });
        SmallVector<Value> withO(state.begin(), state.end());
        llvm::copy(oAcc, withO.begin() + oAt(0, 0, 0));
        SmallVector<Value> next = step.next;
        SmallVector<Value> newO = rescaleO(withO, step.alpha);
        llvm::copy(newO, next.begin() + oAt(0, 0, 0));
        next.append(flatten(packP(step.p)));
        scf::YieldOp::create(b, loc, next);
      }
      // The last block's P V.
      ValueRange last = loop.getResults();
      Value lastT = arith::SubIOp::create(b, loc, count, idx(1));
      if (persistent)
        lastT = add(tileBase, lastT);
      tmaWait(true, rem(lastT, 2), div(lastT, 2));
      SmallVector<Value> oAcc(last.begin() + oAt(0, 0, 0),
                              last.begin() + init.size());
      oAcc = issueValues(unflatten(last.drop_front(init.size())),
                         sharedAddr(vOffsetOf(rem(lastT, 2))), oAcc);
      wgmmaCommitAndWait(0);
      oAcc = fenceOperands(oAcc);
      // Persistent: the ring goes on with the next tile, so this V buffer
      // is released too.
      if (persistent)
        release(true, rem(lastT, 2));
      SmallVector<Value> out(last.begin(), last.begin() + init.size());
      llvm::copy(oAcc, out.begin() + oAt(0, 0, 0));
      scf::YieldOp::create(b, loc, out);
    }
    finals.assign(guard.getResults().begin(), guard.getResults().end());
    // Persistent: this warp is done with the tile's Q (its S wgmmas
    // completed); the producer may load the next tile's.
    if (persistent)
      warpArrive([&] { return qBarrier(true); });
    // No CTA of a cluster leaves while another may still arrive on its
    // mbarriers.
    if (cluster > 1)
      clusterSync();
  }
  // The loop counts blocks from lb (t = kb - lb picks the stage).
  scf::ForOp loop;
  if (!overlap)
    loop = scf::ForOp::create(
        b, loc, idx(0), arith::SubIOp::create(b, loc, ub, lb), idx(1), init);
  if (!overlap) {
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
    for (int64_t kd = 0; kd < (wgmma ? 0 : dk() / 16); ++kd) {
      SmallVector<SmallVector<Value>> q(numM);
      for (int64_t mi = 0; mi < numM; ++mi)
        q[mi] = qInRegisters ? qFrag[mi][kd] : loadQ(mi, kd);
      for (int64_t nt = 0; nt < kKeys / 8; nt += 2) {
        SmallVector<Value> kr;
        if (mt.kTransposed) {
          // Tiles of K^T stored [d][keys]: transposing load.
          Value row =
              add(add(idx(kd * 16), laneMod8), mul(rem(t4, 2), idx(8)));
          Value col = add(idx(nt * 8), mul(div(t4, 2), idx(8)));
          kr = ldmatrix(smK, row, col, 4, true);
        } else {
          // Tiles: (keys nt, d lo), (nt, d hi), (nt+1, d lo), (nt+1, d hi).
          Value row =
              add(add(idx(nt * 8), laneMod8), mul(div(t4, 2), idx(8)));
          Value col = add(idx(kd * 16), mul(rem(t4, 2), idx(8)));
          kr = ldmatrix(smK, row, col, 4, false);
        }
        for (int64_t mi = 0; mi < numM; ++mi) {
          s[mi][nt] = mma(q[mi], {kr[0], kr[1]}, s[mi][nt]);
          s[mi][nt + 1] = mma(q[mi], {kr[2], kr[3]}, s[mi][nt + 1]);
        }
      }
    }

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
        numM, SmallVector<SmallVector<Value>>(oTiles));
    SmallVector<Value> newO = rescaleO(it, alpha);
    for (int64_t mi = 0; mi < numM; ++mi)
      for (int64_t ne = 0; ne < oTiles; ++ne)
        for (int64_t k = 0; k < 4; ++k)
          o[mi][ne].push_back(newO[oAt(mi, ne, k) - oAt(0, 0, 0)]);
    if (wgmma) {
      // O += P V: per 16 keys one m64n{d}k16, P's A fragment from the
      // registers, V's descriptor 16 rows (2 KiB) further.
      SmallVector<Value> acc;
      for (int64_t ne = 0; ne < oTiles; ++ne)
        for (int64_t k = 0; k < 4; ++k)
          acc.push_back(o[0][ne][k]);
      SmallVector<SmallVector<Value>> pa = packP(p);
      acc = issueValues(pa, sharedAddr(vOffsetOf(thisStage)), acc);
      wgmmaCommitAndWait(0);
      acc = fenceOperands(acc);
      for (int64_t ne = 0; ne < oTiles; ++ne)
        for (int64_t k = 0; k < 4; ++k)
          o[0][ne][k] = acc[4 * ne + k];
    }
    for (int64_t kk = 0; kk < (wgmma ? 0 : kKeys / 16); ++kk) {
      SmallVector<SmallVector<Value>> pa(numM);
      for (int64_t mi = 0; mi < numM; ++mi)
        for (int64_t half = 0; half < 2; ++half)
          for (int64_t h = 0; h < 2; ++h)
            pa[mi].push_back(packF32Pair(p[mi][2 * kk + half][2 * h],
                                         p[mi][2 * kk + half][2 * h + 1]));
      for (int64_t ne = 0; ne < oTiles; ne += 2) {
        // Tiles: (keys lo, e ne), (keys hi, ne), (lo, ne+1), (hi, ne+1).
        Value row = add(add(idx(kk * 16), laneMod8), mul(rem(t4, 2), idx(8)));
        Value col = add(idx(ne * 8), mul(div(t4, 2), idx(8)));
        SmallVector<Value> vr = ldmatrix(smV, row, col, 4, true);
        for (int64_t mi = 0; mi < numM; ++mi) {
          o[mi][ne] = mma(pa[mi], {vr[0], vr[1]}, o[mi][ne]);
          o[mi][ne + 1] = mma(pa[mi], {vr[2], vr[3]}, o[mi][ne + 1]);
        }
      }
    }
    for (int64_t mi = 0; mi < numM; ++mi)
      for (int64_t ne = 0; ne < oTiles; ++ne)
        for (int64_t k = 0; k < 4; ++k)
          next[oAt(mi, ne, k)] = o[mi][ne][k];
    gpu::BarrierOp::create(b, loc); // every warp is done with V(kb)
    if (!twoStages)
      prefetch(prefetchValues);
    scf::YieldOp::create(b, loc, next);
  }

  // An empty segment never waited for its first block's copies (and a
  // clustered combine reuses the tiles' shared memory).
  if (op.getSegmentDim())
    landed(0);
  // Epilogue: s summed over the quad, then the consumer of (m, s, v).
  if (!overlap)
    finals.assign(loop.getResults().begin(), loop.getResults().end());
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
    return mt.plainSum || !mt.foldScale
               ? fin[mAt(mi, h)]
               : Value(arith::MulFOp::create(b, loc, fin[mAt(mi, h)],
                                             f32(mt.dotScale)));
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
        sharedPtr(exchange, 3),
        arith::ConstantIntOp::create(b, loc, b.getI32Type(), r)));
  // Segment r's state at query row i (rl: i - rowBlock): O at column
  // `col` (what = 0), m (1) or s (2) of the row.
  using SegmentLoad =
      function_ref<Value(int64_t r, Value i, Value rl, Value col, int64_t what)>;
  // Stores O (or with `fold`, the fold of every segment's state, read by
  // `segmentLoad`, in segment order) through the epilogue `epi` (when
  // given) into `outs`.
  // A warp-specialized chain, one 16-bit output with the value's columns
  // innermost: each warp writes its 16 rows into its warpgroup's rows of the
  // Q tile (in Q's swizzled layout; only this warpgroup's S wgmma read them,
  // all completed) and stores them back 16 bytes per lane. Measured against
  // the 4-byte pairs (run 83, H100, same call): chains 1.08x (k = 128),
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
                                byteOffset(remote[r], exchangeAt(rl, col, what)))
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
    NVVM::SyncWarpOp::create(
        b, loc, arith::ConstantIntOp::create(b, loc, b.getI32Type(), -1));
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
  memref::StoreOp::create(
      b, loc, arith::ConstantIntOp::create(b, loc, b.getI32Type(), 0),
      counters, ValueRange{group});
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

Value OnlineSoftmaxKernel::logit(Block &body, Value acc, Value i, Value j,
                                 bool unmasked, bool inBounds) {
  int64_t numOuter = op.getDimSizes().size();
  SmallVector<Value> ivs(numOuter, idx(0));
  for (auto [k, dim] : llvm::enumerate(mt.batchDims))
    ivs[dim] = batchIdx[k];
  ivs[mt.iDim] = i;
  ivs[mt.jDim] = j;
  // The body's inputs (a bias, ...) are read at rows and keys clamped into
  // range: the tile's rows past the last query and keys past the last key
  // exist (their logits are discarded) but must not read past the tensor.
  SmallVector<Value> loadIvs(ivs);
  if (lastRow)
    loadIvs[mt.iDim] = arith::MinUIOp::create(b, loc, i, lastRow);
  if (lastKey && !inBounds)
    loadIvs[mt.jDim] = arith::MinUIOp::create(b, loc, j, lastKey);
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
  IRMapping pre;
  Value scaled = mt.foldScale
                     ? acc
                     : Value(arith::MulFOp::create(b, loc, acc,
                                                   f32(mt.dotScale)));
  pre.map(mt.dot.getResult(),
          castFloat(b, loc, scaled, mt.dot.getResult().getType()));
  // In a block entirely at or below the diagonal the causal mask is false.
  if (unmasked)
    pre.map(mt.causalMask,
            arith::ConstantOp::create(b, loc, b.getBoolAttr(false)));
  IRMapping emitted = emitter.emitMapping(body, args, ivs, memrefOf, &pre);
  Value x = castFloat(
      b, loc,
      emitted.lookup(mt.plainSum ? mt.weight
                                 : body.getTerminator()->getOperand(0)),
      b.getF32Type());
  // Keys past the end exist only in a partial last block.
  if (inBounds)
    return x;
  Value inRange =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, j, nSize);
  return arith::SelectOp::create(
      b, loc, inRange, x,
      mt.plainSum ? f32(0.0) : negInfinity(b, loc, b.getF32Type()));
}

FailureOr<KernelLaunch> mlir::fuse::buildOnlineSoftmaxKernel(
    gpu::GPUModuleOp kernels, StringRef name, AggregateOp op,
    ArrayRef<Value> operands, const KernelSignature &sig,
    AggregateOp epilogue, TensorCoreTarget target, AggregateOp combine) {
  std::optional<OnlineSoftmaxMatch> mt = matchOnlineSoftmax(op);
  if (!mt)
    return op.emitOpError("is not an online-softmax aggregate the "
                          "tensor-core generator handles");
  Location loc = op.getLoc();
  OpBuilder b(op.getContext());
  // The tiles: the aggregate's fuse.kernel_config (set by
  // fuse-select-kernel-config or by hand), else the same rule.
  FailureOr<cost::OnlineSoftmaxConfig> config =
      onlineSoftmaxConfig(op, target);
  if (failed(config))
    return failure();
  // K and V through the copy engine where it can load them (usesTma).
  bool lastCtaFold = combine && !foldsInCluster(op, target);
  bool tma =
      usesTma(op, *mt, config->wgmma, lastCtaFold ? AggregateOp() : combine,
              /*anyHeadDim=*/config->warpSpecialized);
  // Persistent (checked by onlineSoftmaxConfig: warp-specialized, so K and
  // V by TMA, static, no segments, not causal -- a causal grid's tiles
  // differ in length, which the hardware's CTA scheduler balances --, no
  // chain, whose O is staged in Q's rows): Q by TMA too.
  bool persistent = config->persistent;
  std::optional<int64_t> qAxis =
      tmaKeyAxis(mt->q, mt->qMap, mt->iDim, op.getDimSizes().size(), mt->m,
                 mt->d);
  KernelSignature withMaps = sig;
  if (tma)
    withMaps.numTensorMaps = persistent ? 3 : 2;
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
  kernel.wgmma = config->wgmma;
  kernel.tma = tma;
  kernel.overlap = config->overlap;
  kernel.ws = config->warpSpecialized;
  if (config->overlap && !tma)
    return op.emitOpError("kernel config ")
           << toAttr(op.getContext(), *config)
           << " overlaps softmax with P V, which needs K and V loaded by TMA "
              "(not in a clustered combine)";
  if (tma) {
    unsigned first = sig.types.size() + sig.numSizeArgs;
    kernel.kTensorMap = fn.getArgument(first);
    kernel.vTensorMap = fn.getArgument(first + 1);
    if (persistent)
      kernel.qTensorMap = fn.getArgument(first + 2);
  }
  int64_t tiles = 0;
  if (persistent) {
    tiles = llvm::divideCeil(mt->m, 16 * config->warps * config->mTiles);
    for (int64_t dim : mt->batchDims)
      tiles *= op.getDimSizes()[dim];
    kernel.persistent = true;
    kernel.numTiles = tiles;
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
  // The config's shared memory must fit a block (227 KiB on sm_90a, 163
  // KiB on sm_80 with the opt-in).
  int64_t sharedLimit = (target.wgmma ? 227 : 163) * 1024;
  if (kernel.sharedBytes() > sharedLimit)
    return op.emitOpError("kernel config ")
           << toAttr(op.getContext(), *config) << " needs "
           << kernel.sharedBytes() << " bytes of shared memory for head dim "
           << mt->d << "; a block has at most " << sharedLimit;
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
    launch.grid = {std::min<int64_t>(tiles, target.numSMs), 1, 1};
  else if (sig.isDynamic())
    launch.dynamicGrid = {gridX, gridY, gridZ};
  else
    launch.grid = {(gridX.factor + rows - 1) / rows, gridY.factor,
                   gridZ.factor};
  launch.block = {kernel.threads(), 1, 1};
  launch.sharedBytes = kernel.sharedBytes();
  launch.counters = withMaps.numCounters;
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
