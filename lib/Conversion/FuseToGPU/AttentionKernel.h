//===- AttentionKernel.h - the online softmax's kernel builder --*- C++ -*-===//
//
// Private to convert-fuse-to-gpu: the builder of the tensor-core kernel of
// an online-softmax aggregate (attention, matmul chains), one instance per
// generated kernel. Its #fuse.kernel_config strategy picks the key loop;
// each strategy's own code is in its own file, the rest is shared:
//   AttentionKernel.cpp          the shared parts: shared-memory layout,
//                                coordinates, the Q tile, key bounds, the
//                                online-softmax step, the one-block-at-a-
//                                time key loop, the stores, the split-KV
//                                folds; buildOnlineSoftmaxKernel
//   AttentionMmaKernel.cpp       online_softmax_mma: S and P V of a block
//                                on mma.sync from ldmatrix fragments
//   AttentionSimtKernel.cpp      online_softmax_simt: the same in exact f32
//                                FMAs on the CUDA cores
//   AttentionWgmmaKernel.cpp     online_softmax_wgmma: S and P V issued as
//                                warpgroup MMAs from swizzled tiles; K, V
//                                (and Q) copied by TMA on mbarriers
//   AttentionOverlapKernel.cpp   online_softmax_wgmma_overlap: FA3's
//                                intra-warpgroup overlap (S of block t with
//                                P V of block t - 1)
//   AttentionWarpSpecialized.cpp online_softmax_wgmma_ws: the producer
//                                warp(group), the consumers' ping-pong turns,
//                                the persistent grid's tile loop
//
//===----------------------------------------------------------------------===//

#ifndef FUSEC_LIB_CONVERSION_FUSETOGPU_ATTENTIONKERNEL_H
#define FUSEC_LIB_CONVERSION_FUSETOGPU_ATTENTIONKERNEL_H

#include "BodyEmitter.h"
#include "OnlineSoftmaxMatch.h"
#include "WgmmaBuilder.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

namespace mlir::fuse {

/// Shared-memory row padding of the mma.sync tiles of 16-bit elements
/// (ldmatrix free of bank conflicts).
inline constexpr int64_t kAttentionPad = 8;

/// Builds the kernel; one instance per generated kernel.
class OnlineSoftmaxKernel : public WgmmaBuilder {
public:
  OnlineSoftmaxKernel(OpBuilder &b, Location loc, AggregateOp op,
                      const OnlineSoftmaxMatch &mt,
                      llvm::DenseMap<Value, Value> &memrefOf)
      : WgmmaBuilder(b, loc, cast<ShapedType>(mt.q.getType()).getElementType()),
        op(op), mt(mt), memrefOf(memrefOf), emitter(b, loc) {}

  /// Builds the kernel's body into `fn` (whose arguments hold `results`),
  /// applying `epilogue` (or nothing) before the stores; the builder is
  /// left after the body.
  void build(gpu::GPUFuncOp fn, ValueRange results, AggregateOp epilogue);

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
  /// The block table (mt.blockMask; AttentionBlockTable.cpp), or null.
  Value blockTable;
  /// The row epilogue (findRowEpilogue) and its results, stored by the
  /// thread holding each row's first column (after a combine's fold).
  AggregateOp rowEpilogue;
  SmallVector<Value> rowResults;
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
  /// for each other. With two consumer warpgroups and `turns` their wgmma
  /// issues alternate (ping-pong, named barriers 2 and 3): one's softmax
  /// runs while the other's MMAs do.
  bool ws = false;
  /// The config's ping_pong (pingPong()).
  bool turns = true;
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
  /// Persistent: the tiles in the grid (constant; 0 with dynamic sizes,
  /// where tiles() counts them at run time) and, inside a CTA's tile loop,
  /// the ring's count of key blocks before this tile.
  int64_t numTiles = 0;
  Value tileBase;
  /// Persistent: the row blocks of a batch point and the tiles, constants
  /// where static, else from the size arguments (row blocks x the batch
  /// dims' sizes).
  Value rowBlocksValue();
  Value tiles();
  /// Persistent and causal, the config's dynamic_tiles: the tiles are
  /// handed out at run time (else static rounds). A CTA starts with
  /// tile blockIdx.x; its producer claims the next one once it issued the
  /// current tile's copies (atomic add on `counters[0]`: claim c is tile
  /// c + gridDim.x) and passes it to the consumers in a slot of
  /// `counters` (two per CTA, used in turn; tileSlot) published by the Q
  /// "full" mbarrier; a tile past the last ends both loops. The counter ends at
  /// numTiles (each CTA claims exactly once past the last tile), so the claim
  /// numbered numTiles - 1 is the launch's last and resets it to zero for the
  /// next launch.
  bool dynamicTiles = false;
  /// dynamicTiles: the int32 counters of a grid of `ctas` CTAs: the claim
  /// counter, then each CTA's two tile slots.
  static int64_t tileCounters(int64_t ctas) { return 1 + 2 * ctas; }
  /// dynamicTiles: the order in which they are handed out. Batch points
  /// (heads) come in groups of `groupPoints` whose K and V fit half the L2
  /// (the last group may be smaller); within a group, its points' row
  /// blocks longest first, the points in turn: greedy claiming then ends
  /// on the shortest tiles, and a group's K/V is read from L2.
  int64_t groupPoints = 1;
  /// Persistent, not causal, the config's stream_k: the G = gridCtas CTAs
  /// run whole tiles in the rounds before the last two (tile k G + c in
  /// CTA c's round k, as without), then the rest's W key blocks (the last
  /// G to 2G - 1 tiles', or all of fewer, x keyBlocks()) are cut into G
  /// equal ranges, CTA c running blocks [c W / G, (c + 1) W / G) of them
  /// tile by tile (the first and last tile possibly in part). Cut among all
  /// the tiles, the
  /// CTAs at work at once would read every head's K and V (1.8x slower at
  /// d = 128, N = 2048: no longer from L2). The CTA that runs a cut
  /// tile's first blocks (`lb` = 0) runs them last and owns it; each later
  /// CTA whose share starts inside the tile (the next one; with fewer tiles
  /// than CTAs, shares shorter than a tile, also the ones after it) runs
  /// its part first (`lb` > 0), leaves its (m, s, O) state in `counters`
  /// (streamKState) and sets its warps' flags; the owner's warps wait for
  /// each, fold that state into theirs with the softmax monoid's combine,
  /// reset the flags and store O. With fewer tiles than SMs the grid still
  /// has a CTA per SM.
  bool streamK = false;
  int64_t gridCtas = 0;
  /// Key blocks per tile (static keys).
  int64_t keyBlocks() const { return llvm::divideCeil(mt.n, kKeys); }
  /// The same, also for a dynamic key count (from its size argument).
  Value keyBlocksValue();
  /// stream-K: the rounds of whole tiles, and this CTA's range of key
  /// blocks [begin, end) after them (numbered from the grid's first).
  int64_t streamKRounds() const;
  std::pair<Value, Value> streamKRange();
  /// The loop state's values per thread (initState, the layout mAt / sAt /
  /// oAt read): m and s of two rows and O of ew / 8 column groups of 4 per
  /// m-tile.
  static int64_t stateValues(int64_t mTiles, int64_t ew) {
    return mTiles * (4 + ew / 8 * 4);
  }
  /// stream-K: the int32 counters of the flags (one per consumer warp of
  /// each CTA) and of the states after them (per CTA: per state value,
  /// one per consumer thread), for `ctas` CTAs of `warps` consumer warps
  /// whose state has `values` floats per thread.
  static int64_t streamKFlags(int64_t ctas, int64_t warps) {
    return roundUp(ctas * warps, 32);
  }
  static int64_t streamKCounters(int64_t ctas, int64_t warps, int64_t values) {
    return streamKFlags(ctas, warps) + ctas * values * 32 * warps;
  }
  /// Warp-specialized: the producer's warps: one beside one consumer
  /// warpgroup; a whole warpgroup beside two or three, whose registers go
  /// to the consumers (setmaxnreg: consumerRegisters()).
  int64_t producerWarps() const { return !ws ? 0 : numWarps >= 8 ? 4 : 1; }
  /// Consumer warpgroups.
  int64_t consumerGroups() const { return numWarps / 4; }
  /// setmaxnreg of the consumers and of a producer warpgroup. Each thread
  /// of 384 starts with 168 (two consumer warpgroups), of 512 with 128
  /// (three); an increase waits until the producer's decrease freed what
  /// it asks for. The producer keeps 24, the consumers take 240 (two
  /// groups, FA3's split: 144 x 128 freed, 2 x 72 x 128 asked) or 160
  /// (three: 104 x 128 freed, 3 x 32 x 128 asked). Persistent and causal,
  /// the producer carries the tile loop and the ring's count and spills
  /// 16-40 bytes at 24 (ptxas -v), so it keeps 32: two groups then take 232
  /// (136 x 128 freed, 2 x 64 x 128 asked), three still 160 (96 x 128
  /// freed, 3 x 32 x 128 asked); with dynamic tiles (the claimed tile, the
  /// tile count too) it spills 4 bytes at 32 (d = 160 and 192), so it
  /// keeps 40 beside two groups (128 x 128 freed, as much asked), as with
  /// stream-K (each tile's key range: 4 bytes at 32, d = 128) -- except two
  /// groups whose O takes more than 192 columns: their consumers spill 24-28
  /// bytes at 232, so the producer's 24 bytes stay (32 and 240 ask 1024 more
  /// than 32 frees: a deadlock, bench/results/
  /// 2026-11-26-h100-run90-95-causal-persistent.md). The pipelined tiles'
  /// producer (each tile's Q a tile ahead) spills 80 bytes at 24 (d = 128,
  /// N = 512), so it keeps 32 as well (d = 160 / 192 1.01-1.02x, d = 128
  /// 1.00x, bench/results/2026-11-26-h100-run137-143-stale-max.md);
  /// not above 192 columns: at d = 256 its consumers at 232 spill nothing
  /// but ran 0.92-0.95x, against the producer's 12 bytes at 24. (Those
  /// spills were measured before the producer's lane was elected and its
  /// counters made i32, splitRoles: since, no producer spills at 24 but
  /// the dynamic tiles' at d = 160, N = 8192 causal, 4 bytes. 24 / 240 for
  /// every producer that carries tiles ran 0.983-0.998x on the main
  /// benchmark's d = 128 kernels, H100,
  /// bench/results/2026-11-27-h100-run179-185-producer.md, so the 32 / 40
  /// splits stay.)
  bool producerCarriesTiles() const {
    return persistent && (mt.causal || streamK || pipelinedTiles()) &&
           (consumerGroups() != 2 || ew() <= 192);
  }
  int64_t producerRegisters() const {
    return !producerCarriesTiles()                              ? 24
           : (dynamicTiles || streamK) && consumerGroups() == 2 ? 40
                                                                : 32;
  }
  int64_t consumerRegisters() const {
    return consumerGroups() != 2 ? 160 : producerCarriesTiles() ? 232 : 240;
  }
  int64_t threads() const { return 32 * (numWarps + producerWarps()); }
  int64_t rowsPerCta() const { return 16 * numWarps * numM; }
  static int64_t roundUp(int64_t x, int64_t to) {
    return (x + to - 1) / to * to;
  }
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
  /// Elements of one 16-byte copy (cp.async's largest): 8 16-bit ones, 4
  /// f32.
  int64_t chunkElems() const { return 16 / (elt.getIntOrFloatBitWidth() / 8); }
  /// Row padding of a shared tile in elements: none on wgmma (swizzled
  /// slabs); kAttentionPad for ldmatrix's 16-bit tiles; on f32 4 (a row
  /// stride of 16 bytes mod 128: ldmatrix's 8 rows of Q and K hit distinct
  /// bank groups, and V's element loads, keys 2t and 2t + 1 of column g,
  /// 32 banks), 8 for K stored [d][keys] (element loads, row t, column g).
  int64_t rowPad(bool kStoredByD = false) const {
    if (wgmma)
      return 0;
    if (!mt.f32())
      return kAttentionPad;
    return kStoredByD ? 8 : 4;
  }
  /// Bytes of the Q tile, and of a stage's K and V tiles (rows padded by
  /// rowPad() elements on mma.sync, unpadded swizzled slabs on wgmma).
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
    return ((cluster > 1 || ws ? 8 : 4) + (persistent ? 2 * qBuffers() : 0)) *
           8;
  }
  /// Bytes of the tiles: Q, the K stages, the V tiles (V buffers).
  int64_t tileBytes() const {
    Layout l = layout();
    int64_t stages = twoStages ? 2 : 1;
    return overlap ? l.qBytes + stages * l.kBytes + 2 * l.vBytes
                   : l.qBytes + stages * (l.kBytes + l.vBytes);
  }
  int64_t barrierOffset() const {
    int64_t tiles = tileBytes() + (qBuffers() - 1) * layout().qBytes;
    return roundUp(std::max(tiles, combine ? exchangeBytes() : 0), 8);
  }
  /// Persistent with static tiles (whole, or causal in rounds; not
  /// stream-K), attention (not a chain): the consumers run the CTA's
  /// tiles as one pipeline (pipelinedKeyLoop); with ping-pong the turns
  /// run on across tiles, so that one warpgroup's last P V, epilogue and
  /// next first S overlap the other's MMAs; where shared memory has room
  /// for a second Q tile, the next tile's Q loads into it (after the
  /// tiles: Q, K, V, Q') while this one's blocks run.
  bool pipelinedTiles() const {
    return ws && persistent && !streamK && !dynamicTiles && !mt.plainSum &&
           !combine && cluster == 1 && !mt.banded;
  }
  /// TMA without producer warps: the first block's K and V are issued
  /// (startPipeline) before Q's copies are waited for, so that the two
  /// loads overlap.
  bool kvBeforeQ() const { return tma && !ws; }
  /// The Q buffers: two with pipelinedTiles where shared memory has room
  /// (tile k's Q in buffer k mod 2), else one.
  int64_t qBuffers() const {
    if (!pipelinedTiles())
      return 1;
    int64_t bytes = kAtomBytes + roundUp(tileBytes() + layout().qBytes, 8) +
                    (8 + 4) * 8;
    return bytes <= sharedLimit ? 2 : 1;
  }
  /// Byte offset of Q buffer `buffer` (0 or 1).
  int64_t qOffset(int64_t buffer) const { return buffer ? tileBytes() : 0; }
  /// A block's shared memory on the target (TensorCoreTarget's
  /// sharedPerBlock: 227 KiB on the H100).
  int64_t sharedLimit = 227 * 1024;
  /// Sets the fields the config decides (strategy, warps, tiles, stages,
  /// what is persistent) and the target's limit; `tma` as usesTma says for
  /// the kernel, `clusterCombine` the combine folded in a cluster (or null).
  void configure(const fusec::cost::OnlineSoftmaxConfig &c, bool tma,
                 AggregateOp clusterCombine, const TensorCoreTarget &target);
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
  static constexpr double kLog2e = 1.4426950408889634;
  double expFactor() const {
    return mt.foldScale ? kLog2e * mt.dotScale : kLog2e;
  }
  /// Whether a warp skips O's rescale when no row of its changed its max
  /// (a warp vote, rescaleO): d > 64, no tensor read in the body.
  bool skipsRescale() { return mt.d > 64 && op.getInputs().size() == 1; }
  /// Whether a row keeps its running max m until a block's max exceeds it
  /// by more than kStaleMaxLog2 / expFactor() (FlashAttention-4's
  /// conditional rescaling): its exponentials stay below 2^kStaleMaxLog2
  /// = 256, in f32 and in P's 16 bits, and O and the sum, both relative to
  /// the same m, divide exactly as before; alpha stays 1, so the warp's
  /// vote skips the rescale unless a row grew its max by more. On the wgmma
  /// kernels where the rescale can be skipped (H100, bench/results/
  /// 2026-11-26-h100-run137-143-stale-max.md): d = 128 full
  /// 1.02-1.04x, d = 160 / 192 / 256 1.03-1.04x, causal d = 128 1.00x; at
  /// d = 64, without the vote, 0.97-0.99x: not there.
  bool keepsStaleMax() { return wgmma && skipsRescale(); }
  static constexpr double kStaleMaxLog2 = 8.0;

  /// Max or sum of `values` as a balanced tree (short dependency chains).
  Value treeReduce(ArrayRef<Value> leaves, bool isMax) {
    assert(!leaves.empty() && "reducing nothing");
    SmallVector<Value> values(leaves);
    while (values.size() > 1) {
      SmallVector<Value> next;
      for (size_t k = 0; k + 1 < values.size(); k += 2)
        next.push_back(isMax ? Value(arith::MaximumFOp::create(
                                   b, loc, values[k], values[k + 1]))
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
  /// `unmasked`: the mask conditions of the key band (causal: at or below
  /// the diagonal) are known false; `inBounds`: the key is
  /// known to be below the key count (no bounds select).
  /// `j` is the thread's first key of the block plus `keyOffset`; a bias's
  /// key terms linear in the key add only their change from there (the
  /// rest is keyShift).
  Value logit(Block &body, Value acc, Value i, Value j, bool unmasked,
              bool inBounds, int64_t keyOffset);

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

  //===--------------------------------------------------------------------===//
  // The shared parts (AttentionKernel.cpp).
  //===--------------------------------------------------------------------===//

  /// Per-thread coordinates, the shared tiles and their views, the
  /// mbarriers, the Q tile (unless persistent), the key-block bounds.
  void prologue();
  /// The first key block's copies (not warp-specialized: there the
  /// producer copies every block).
  void startPipeline();
  /// The loop state's initial values (m = -inf, s = 0, O = 0).
  void initState();
  /// One key block at a time (online_softmax_mma, online_softmax_wgmma):
  /// the loop's final state.
  SmallVector<Value> blockKeyLoop();
  /// The row epilogue of the row whose first column is at `kept` (the
  /// stored results' indices) from its final max `m` and sum `s` (natural
  /// units: scaled, with the bias's row terms).
  void storeRowEpilogue(ValueRange kept, Value m, Value s);
  /// The epilogue: (m, s, O) of `finals` through `epilogue` (or the
  /// split-KV folds) into `results`; the row epilogue.
  void storeResults(ValueRange finals, ValueRange results,
                    AggregateOp epilogue);
  /// stream-K: a tile's last blocks leave their state for its owner
  /// (lb > 0); the owner of a cut tile folds that state into `finals`
  /// (ub < keyBlocks()); then storeResults.
  void storeStreamK(ValueRange finals, ValueRange results,
                    AggregateOp epilogue);
  /// stream-K: counter index of CTA `cta`'s flag of this warp, and of its
  /// state value `value` of this thread.
  Value streamKFlag(Value cta);
  Value streamKState(Value cta, int64_t value);

  /// Per m-tile fragments: [m-tile][8-column tile][4 values].
  using Frags = SmallVector<SmallVector<SmallVector<Value>>>;
  /// One key block's online softmax: the new (m, s) in `next` (the O part
  /// still the old state's), P and the rescale factors alpha.
  struct SoftmaxStep {
    SmallVector<Value> next;
    Frags p;
    SmallVector<Value> alpha;
  };
  /// Logits through the body (scale, masks), bounds and the online softmax
  /// of the key block at keyBase: from S and the state (m, s) in `it`.
  SoftmaxStep softmaxBlock(ValueRange it, Value keyBase, Frags &s);
  /// O * alpha (the state in `it`), flattened as the O part of the state.
  SmallVector<Value> rescaleO(ValueRange it, ArrayRef<Value> alpha);

  /// The loop state's layout per m-tile: m (2 rows), s (2 rows), O (4 f32
  /// per 8 columns).
  int64_t oTiles() const { return ew() / 8; }
  int64_t mAt(int64_t mi, int64_t h) const { return 2 * mi + h; }
  int64_t sAt(int64_t mi, int64_t h) const { return 2 * numM + 2 * mi + h; }
  int64_t oAt(int64_t mi, int64_t ne, int64_t k) const {
    return 4 * numM + (mi * oTiles() + ne) * 4 + k;
  }
  /// Causal: of `blocks` key blocks, those up to the one holding the last
  /// row of the row block at `lastRowBlock`.
  Value causalKeyBlocks(Value blocks, Value lastRowBlock);
  /// Banded: narrows [lb, ub) of `blocks` key blocks to those the band
  /// reaches from the CTA's rows, and sets [bandFastBegin, bandFastEnd),
  /// the blocks wholly inside it.
  void bandKeyBlocks(Value blocks);
  Value bandFastBegin, bandFastEnd;
  /// The band's symbols (KeyBand::symbolInputs) read at the CTA's batch
  /// point, as indices.
  SmallVector<Value> bandSymbols;
  /// Narrows [lb, ub) to the key blocks blockTable's pre-kernel found for
  /// the CTA's rows, and sets [tableFastBegin, tableFastEnd), those where
  /// every key is surely kept.
  void tableKeyBlocks();
  Value tableFastBegin, tableFastEnd;
  /// Pre-maps in `pre` each f32 conversion of an integer affine in the
  /// indices that depends on the key: its key terms and the others are
  /// converted apart and added (exact below 2^24).
  void splitConvertedIndices(Block &body, ValueRange ivs, IRMapping &pre);
  /// An integer affine of the indices `ivs`, converted to f32 (from i32).
  Value indexToF32(AffineExpr e, ValueRange ivs);
  /// The f32 sum of bias terms (OnlineSoftmaxMatch::BiasTerm) of the body
  /// values in `emitted`, at `ivs`; null for none.
  Value biasSum(ArrayRef<OnlineSoftmaxMatch::BiasTerm> terms,
                IRMapping &emitted, ValueRange ivs);
  /// `x` plus the bias's key terms divided by the scale, at `ivs`, the
  /// key `keyOffset` past the thread's first of the block (logit): a term
  /// linear in the key adds its coefficient times keyOffset (an fma, or an
  /// add of a constant), its value at the first key being keyShift's.
  Value addKeyTerms(Value x, IRMapping &emitted, ValueRange ivs,
                    int64_t keyOffset);
  /// The key terms linear in the key (divided by the scale) at query row
  /// `i` and key `keyCol`, the thread's first of the block: a shift of the
  /// thread's logits of the row in this block, added to its max and to
  /// the exponent's offset rather than to each logit. Null for none.
  Value keyShift(Value i, Value keyCol);
  /// A term's factors' product times `times` (negated with the term).
  Value termFactor(const OnlineSoftmaxMatch::BiasTerm &t, IRMapping &emitted,
                   double times);
  /// The body's inputs read at `loadIvs` (V's as 0: unused by the logit).
  SmallVector<Value> bodyArgs(ValueRange loadIvs);
  /// Reads the bias's factors (a head's slope) at the tile's batch point
  /// into biasFactors, which the logits take instead of reading them.
  void tileBiasFactors();
  IRMapping biasFactors;
  /// The sum of the bias's row terms at query row `i` (null: none): the
  /// shift of the row's logits that the loop leaves out.
  Value rowShift(Value i);
  /// Replaces the f32 tanhs `emitted` built for `body` by the fast form.
  void fastTanhs(Block &body, IRMapping &emitted);
  /// Whether the key count may end inside a block (dynamic, or not a
  /// multiple of the block): the last block's keys past it are masked.
  bool raggedKeys() const;
  /// Whether that bounds select has its own fast path: the blocks before
  /// the last key's in a loop without it. Up to d = 128, where the second
  /// copy of the logits spills nothing (H200, d = 128, 4 x 8 x 4096
  /// dynamic: 1.18x not causal, 1.15x causal, bench/results/
  /// 2026-11-29-h200-dynamic-bounds.md); above, the select stays in every
  /// block.
  bool splitBounds() const { return raggedKeys() && mt.d <= 128; }
  /// The logits softmaxBlock emits: the fast path (a causal block entirely
  /// at or below the diagonal skips the mask; with splitBounds a block
  /// before the last key skips the bounds select), the full one, or a
  /// branch between them per block.
  enum class LogitsPath { PerBlock, Fast, Full };
  LogitsPath logitsPath = LogitsPath::PerBlock;
  /// The fast path's blocks are a range of the key loop: it ends before
  /// key block fastKeyBlocks() (of the row block at rowBlock; null where
  /// there is no fast path: no key band, no split bounds) and starts at
  /// fastKeyBlocksBegin() (null: the loop's first; a band's lower bound).
  Value fastKeyBlocks();
  Value fastKeyBlocksBegin();
  /// The key loop's blocks t in [lo, hi) from the state `init`, each built
  /// by `block(t, state)` (returning the next state): one scf.for, or
  /// where a fast range exists two or three, split at `fastBegin` (null:
  /// lo) and `fastEnd` (clamped into [lo, hi]), whose bodies take the fast
  /// and the full logits without a branch per block. Returns the final
  /// state.
  SmallVector<Value>
  keyBlockLoops(Value lo, Value hi, Value fastBegin, Value fastEnd,
                ValueRange init,
                function_ref<SmallVector<Value>(Value, ValueRange)> block);
  /// Query row of this thread's half h of m-tile mi.
  Value rowOf(int64_t mi, int64_t h);

  /// A rows x cols tile at byte `offset` of the (aligned) shared memory.
  Value view(int64_t tileRows, int64_t cols, Value offset);
  /// Byte offsets of stage s's K and V tiles after the Q tile: one or two
  /// (K, V) stages (with two, stage s holds key block kb with kb % 2 == s),
  /// or with the overlapped schedule the K stages followed by two V
  /// buffers.
  Value kOffsetOf(Value s);
  Value vOffsetOf(Value s);
  /// Stage s's K and V tiles.
  std::pair<Value, Value> stage(Value s);
  /// Shared address (i64) of byte `offset` of the aligned tiles.
  Value sharedAddr(Value offset);
  Value stageAddr(Value s) { return sharedAddr(kOffsetOf(s)); }
  /// An index as i32, and a non-negative i32 as an index.
  Value indexToI32(Value v);
  Value fromI32(Value v);
  /// Runs `issue` in thread 0 when `cond` (or always, when null) holds.
  void byThreadZero(Value cond, function_ref<void()> issue);
  /// Every warp is done with a buffer, which the next copy may overwrite:
  /// the CTA's barrier; with a cluster then thread 0's arrival on the
  /// buffer's "empty" mbarrier in every CTA of the cluster (whose copies
  /// write into this CTA's buffers too); warp-specialized, each consumer
  /// warp's arrival.
  void release(bool values, Value s);
  void clusterSync();

  //===--------------------------------------------------------------------===//
  // mma.sync (AttentionMmaKernel.cpp).
  //===--------------------------------------------------------------------===//

  /// Q's A fragment (m-tile mi, k16 step kd) from the shared Q tile.
  SmallVector<Value> loadQ(int64_t mi, int64_t kd);
  /// S += Q K^T over the K tile smK, per m-tile 8-key tiles.
  void mmaScores(Frags &s, Value smK);
  /// O += P V over the V tile smV, P from the S accumulators.
  void mmaValues(Frags &o, Frags &p, Value smV);
  /// The same on tf32 (m16n8k8, each operand element loaded from shared
  /// memory and rounded to tf32).
  void mmaScoresTf32(Frags &s, Value smK);
  void mmaValuesTf32(Frags &o, Frags &p, Value smV);
  /// The same in exact f32 on the CUDA cores (AttentionSimtKernel.cpp):
  /// FMAs into the fragments' layout.
  void mmaScoresSimt(Frags &s, Value smK);
  void mmaValuesSimt(Frags &o, Frags &p, Value smV);

  //===--------------------------------------------------------------------===//
  // wgmma and TMA (AttentionWgmmaKernel.cpp).
  //===--------------------------------------------------------------------===//

  /// The descriptor of this warpgroup's 64 rows of Q buffer `buffer`.
  Value qDesc(int64_t buffer = 0);
  /// S = Q K^T for the warpgroup's 64 rows over the K tile at shared
  /// address kAddr; issued, not committed.
  SmallVector<Value> issueScores(Value kAddr);
  /// P as wgmma A fragments (per 16 keys, 4 packed pairs per thread).
  SmallVector<SmallVector<Value>> packP(Frags &p);
  /// O += P V over the V tile at shared address vAddr; issued, not
  /// committed.
  SmallVector<Value> issueValues(ArrayRef<SmallVector<Value>> pa, Value vAddr,
                                 SmallVector<Value> acc);
  /// A shared address as a pointer.
  Value tilePtr(Value addr);
  /// The mbarriers: K ("full", or `empty`) of stage s, or V's (`values`).
  Value barrier(bool values, Value s, bool empty = false);
  /// Persistent: Q full and Q empty (of Q buffer `buffer`, 0 or 1; null:
  /// 0), after the ring's eight.
  Value qBarrier(bool empty, Value buffer = Value());
  /// dynamicTiles: the slot of this CTA's k-th tile, a global i32 pointer
  /// to `counters[1 + 2 blockIdx.x + k mod 2]` (tileCounters).
  Value tileSlot(Value k);
  /// Polls mbarrier `bar` until its phase of parity `parity` completed.
  void pollParity(Value bar, Value parity);
  /// One thread initializes the mbarriers.
  void initBarriers();
  /// Copies a tile by TMA: `slabs` boxes of slabRows rows x 64 columns
  /// into byte `offset`, completing on `bar`; with a cluster or warp-
  /// specialized, first waits for use `use` - 1 to be released on
  /// `emptyBar`.
  void issueTmaTile(Value tensorMap, AffineMap map, unsigned numDims,
                    int64_t colDim, int64_t slabs, Value offset, Value bar,
                    Value keyBase, int64_t first, Value emptyBar, Value use,
                    bool keysAlongSlabs = false, int64_t rowDim = -1,
                    int64_t boxRows = 0);
  /// Copies a K or V tile into buffer `s` for its `use`-th contents.
  void tmaKeys(Value s, Value keyBase, Value use = Value());
  void tmaValues(Value s, Value keyBase, Value use = Value());
  /// Waits for use `use` of stage s's K (or V) tile.
  void tmaWait(bool values, Value s, Value use);
  /// This warp's lane 0 arrives on `bar`: a release (CTA scope) of the
  /// warp's completed reads of what the mbarrier guards.
  void warpArrive(function_ref<Value()> bar);

  //===--------------------------------------------------------------------===//
  // The overlapped schedule (AttentionOverlapKernel.cpp).
  //===--------------------------------------------------------------------===//

  /// FA3's intra-warpgroup overlap: the key loop's final state.
  SmallVector<Value> overlappedKeyLoop();
  /// The loop state after a key block's first S (`acc`, keys from
  /// keyBase): its softmax from (-inf, 0), O zero, P's fragments.
  SmallVector<Value> firstBlockState(ArrayRef<Value> acc, Value keyBase);
  /// One block of that loop after the first: S of ring block rt (keys
  /// from keyBase; t: the loop's count) issued with P V of ring block
  /// rprev, the softmax while P V runs, O rescaled; `hasNext`: a block
  /// follows (the ping-pong's next turn; without warp specialization the
  /// next block's copies, from nextBase). From and to the loop state `it`
  /// ((m, s, O) and P's fragments).
  SmallVector<Value> overlappedBlock(Value t, Value rt, Value rprev,
                                     Value keyBase, Value nextBase,
                                     Value hasNext, ValueRange it);
  /// The loop's last P V (ring block `ring`), alone: the final (m, s, O)
  /// from the loop's results `last`; `releaseV`: V's buffer is released
  /// (persistent: the ring goes on with the next tile).
  SmallVector<Value> lastValues(ValueRange last, Value ring, bool releaseV);
  /// pipelinedTiles: the consumers' one key loop over all of the CTA's
  /// tiles, each tile's epilogue (`epilogue` into `results`) inside it.
  void pipelinedKeyLoop(ValueRange results, AggregateOp epilogue);
  /// The overlapped loop's S accumulators as fragments, and P's wgmma A
  /// fragments flattened (loop-carried) and back.
  Frags scoreFrags(ArrayRef<Value> acc);
  static SmallVector<Value> flattenP(ArrayRef<SmallVector<Value>> pa);
  SmallVector<SmallVector<Value>> unflattenP(ValueRange flat);

  //===--------------------------------------------------------------------===//
  // Warp specialization (AttentionWarpSpecialized.cpp).
  //===--------------------------------------------------------------------===//

  /// The role split: the producer's copies in wsRole's then-region; the
  /// builder left in the consumers' (in their tile loop when persistent).
  void splitRoles();
  /// Persistent: tile t's row block and batch point (causal: longest
  /// first, and its key-block bound ub).
  void enterTile(Value tile);
  /// Persistent, static tiles: the loop over this CTA's tiles k (tile
  /// tileOf(k)); causal, it carries the ring's block count before tile k.
  /// With i32Counters its counter and carried count are i32 (the
  /// producer's: 64-bit ones cost it registers it does not have).
  scf::ForOp tileLoop(bool i32Counters = false);
  Value tileOf(Value k);
  /// Causal: this CTA's position in round k of the tiles (snake order).
  Value snakePosition(Value k);
  /// dynamicTiles: the producer's and the consumers' loops over the
  /// tiles handed out at run time; both carry the tile count k and the
  /// ring's block count before the tile. The builder is left in the
  /// loop's body (the producer's: before its claim of the next tile).
  void producerTileLoop(Value &k, Value &ringBase);
  void consumerTileLoop();
  /// Ping-pong between consumer warpgroups (named barriers 2 + g).
  bool pingPong() const {
    return ws && consumerGroups() >= 2 && !mt.plainSum && turns;
  }
  /// Waits for this warpgroup's turn; passes it on to the next group
  /// (unless the last group's last turn: `more` false); the last group
  /// opens the first turn (when `more`).
  void syncTurn();
  void passTurn(Value more);
  void firstTurn(Value more);
  /// Group g's named barrier (2 + g, i32), its thread count (256), the
  /// next group, whether this is group g.
  Value turnBarrier(Value g);
  Value turnThreads();
  Value nextGroup();
  Value isGroup(int64_t g);
  /// Runs `body` in an scf.if on `cond`.
  void when(Value cond, function_ref<void()> body);

  //===--------------------------------------------------------------------===//
  // State.
  //===--------------------------------------------------------------------===//

  AggregateOp op;
  OnlineSoftmaxMatch mt;
  llvm::DenseMap<Value, Value> &memrefOf;
  BodyEmitter emitter;
  /// Per-thread coordinates.
  Value lane, warp, tid, rowBlock;
  SmallVector<Value> batchIdx;
  /// Grid x (reversed when causal) and, persistent, its row blocks.
  Value rowBlockIdx;
  int64_t rowBlocks = 0;
  /// The dynamic shared memory, the padding to its first 1 KiB boundary
  /// (wgmma) and that boundary's address (i64).
  Value base, pad, alignedAddr;
  /// The Q tile and, mma.sync with Q in registers, its fragments.
  Value smQ;
  Frags qFrag;
  /// wgmma: this warpgroup's Q descriptor.
  Value qDesc0;
  /// mma.sync fragment coordinates.
  Value warpRow, laneMod8, t4, quadRow, quadCol;
  /// With a cluster: this CTA's rank.
  Value clusterRank;
  /// Key-block bounds [lb, ub) and the first key.
  Value lb, ub, firstKey;
  /// The loop state's initial values and -inf.
  SmallVector<Value> init;
  Value negInf;
  /// Ping-pong: this consumer warpgroup.
  Value pingPongGroup;
};

} // namespace mlir::fuse

#endif // FUSEC_LIB_CONVERSION_FUSETOGPU_ATTENTIONKERNEL_H
