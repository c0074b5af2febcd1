//===- CostModel.h - Cost model for fusing matmul chains --------*- C++ -*-===//
//
// The planner's cost model: whether a chain y = (A·B)·C (or attention,
// softmax(Q·K^T)·V) should run as one fused kernel or as separate kernels.
// It implements the seeds' closed forms literally (seed 000: joint tiling of
// two matmuls; seed 002: attention HBM bytes naive vs flash; seed 003: the
// roofline; seed 004: GEMM intensity), adds the on-chip feasibility check the
// seeds leave implicit, and combines them in planChain. Plain C++17, no
// LLVM/MLIR dependency.
//
//===----------------------------------------------------------------------===//

#ifndef FUSEC_ANALYSIS_COSTMODEL_H
#define FUSEC_ANALYSIS_COSTMODEL_H

#include "fusec/Analysis/GpuSpecs.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace fusec::cost {

//===----------------------------------------------------------------------===//
// Seed 000: joint tiling of y = (A·B)·C
//===----------------------------------------------------------------------===//

/// Seed 000's costs for y = (A·B)·C with A: m×k, B: k×n, C: n×k and block
/// size b, in the seed's units (FLOPs and element accesses).
///
/// The formulas and criteria are transcribed as the seed states them. Note
/// that the seed derives k < n/3 with a flipped inequality and an algebra
/// slip: taken literally at b = k, its formulas give memAccessTiled <
/// memAccessNaive iff n < 2k. planChain therefore uses the criterion as the
/// seed's verdict but counts bytes with chainBytesUnfused / chainBytesFused.
struct JointTilingCosts {
  /// Two separate matmuls: 4mnk.
  double flopsNaive;
  /// Jointly tiled, each row block of A·B recomputed ceil(k/b) times:
  /// 2mnk(ceil(k/b) + 1).
  double flopsTiled;
  /// Two tiled matmuls plus the intermediate's write and read: 2mn(2k/b + 1).
  double memAccessNaive;
  /// Jointly tiled, B refetched per row block: (2mnk/b)(ceil(n/b) + 1).
  double memAccessTiled;
  /// Seed criterion 1, b == k: tiling adds no recomputation.
  bool blockEqualsK;
  /// Seed criterion 2, k < n/3 (compared exactly as 3k < n).
  bool kLessThanNOver3;

  /// True when both seed criteria hold, i.e. seed 000 says "fuse".
  bool seedSaysFuse() const { return blockEqualsK && kLessThanNOver3; }
};

/// Evaluates seed 000's formulas and criteria for the given shape and block.
/// All dimensions must be positive.
JointTilingCosts jointTilingCosts(std::int64_t m, std::int64_t n,
                                  std::int64_t k, std::int64_t b);

/// Seed 000's second criterion k < n/3, evaluated exactly as 3k < n.
bool kLessThanNOver3(std::int64_t k, std::int64_t n);

//===----------------------------------------------------------------------===//
// Seed 002: attention HBM bytes, naive vs flash (per head)
//===----------------------------------------------------------------------===//

/// Attention FLOPs per head, 4·N²·d (Q·K^T plus P·V); half when causal.
double attentionFlops(std::int64_t seqLen, std::int64_t headDim,
                      bool causal = false);

/// Seed 002's naive HBM bytes per head, (12Nd + 16N²)·(dtypeBytes/4): Q, K, V
/// read once and the N×N logits and probabilities each written and read once.
/// Like the seed, excludes the write of O.
double attentionBytesNaive(std::int64_t seqLen, std::int64_t headDim,
                           unsigned dtypeBytes);

/// Seed 002's flash HBM bytes per head, 8Nd(1 + N/B_r)·(dtypeBytes/4): Q read
/// and O written once, K and V read once per row block of B_r queries. N/B_r
/// is the seed's real-valued quotient.
double attentionBytesFlash(std::int64_t seqLen, std::int64_t headDim,
                           std::int64_t blockRows, unsigned dtypeBytes);

/// FLOPs and HBM bytes of one attention computation, naive and flash.
struct AttentionCosts {
  /// FLOPs (the same for both schemes).
  double flops;
  /// HBM bytes of the naive (materializing) scheme.
  double bytesNaive;
  /// HBM bytes of the flash (tiled) scheme.
  double bytesFlash;

  /// Arithmetic intensity of the naive scheme, FLOP/byte.
  double intensityNaive() const { return flops / bytesNaive; }
  /// Arithmetic intensity of the flash scheme, FLOP/byte.
  double intensityFlash() const { return flops / bytesFlash; }
};

/// Seed 002's costs of one attention head.
AttentionCosts attentionCosts(std::int64_t seqLen, std::int64_t headDim,
                              std::int64_t blockRows, unsigned dtypeBytes,
                              bool causal = false);

/// Scales per-head costs to \p batchHeads (batch × heads) independent heads;
/// intensities are unchanged.
AttentionCosts scaleByBatch(const AttentionCosts &perHead,
                            std::int64_t batchHeads);

//===----------------------------------------------------------------------===//
// Seeds 003 and 004: roofline
//===----------------------------------------------------------------------===//

/// Arithmetic intensity I = flops / bytes (FLOP/byte).
double arithmeticIntensity(double flops, double bytes);

/// Ridge point I* = pi / beta of \p gpu for \p dtypeBytes elements.
double ridgeIntensity(const GpuSpec &gpu, unsigned dtypeBytes);

/// Roofline bound on FLOP/s at intensity \p intensity: min(pi, beta·I).
double attainableFlops(const GpuSpec &gpu, unsigned dtypeBytes,
                       double intensity);

/// The roofline's prediction for a piece of work run as \p launches kernels.
struct RooflineEstimate {
  /// FLOPs performed.
  double flops = 0;
  /// HBM bytes moved.
  double bytes = 0;
  /// flops / pi.
  double computeSec = 0;
  /// bytes / beta.
  double memorySec = 0;
  /// launches × launch overhead.
  double launchSec = 0;
  /// Bytes served by the L2 cache (a fused kernel's tile re-reads), and
  /// their time at the L2's bandwidth; 0 when not modeled.
  double l2Bytes = 0;
  double l2Sec = 0;
  /// max(computeSec, memorySec, l2Sec) + launchSec.
  double seconds = 0;

  /// Arithmetic intensity, FLOP/byte.
  double intensity() const { return flops / bytes; }
  /// True when compute time dominates memory time.
  bool computeBound() const { return computeSec >= memorySec; }
  /// Predicted effective FLOP/s, launch overhead included.
  double flopsPerSec() const { return flops / seconds; }
};

/// Seed 003's runtime model: max(flops/pi, bytes/beta) + launches·overhead.
RooflineEstimate estimateRoofline(const GpuSpec &gpu, unsigned dtypeBytes,
                                  double flops, double bytes,
                                  unsigned launches);

/// Seed 003's perfect-GEMM intensity 1 / (1/d + 1/K + 1/D) for
/// Z (d×D) = X (d×K) · Y (K×D) in bf16, each matrix moved exactly once.
double perfectGemmIntensity(double d, double bigK, double bigD);

/// Seed 004's `analyze_matmul_intensity`: 2MKN / ((MK + KN + MN)·dtypeBytes)
/// for (M×K)·(K×N). With the seed's default dtypeBytes = 2, M = K = N = 4096
/// gives 4096/3 ≈ 1365 and the GEMV M = 1 gives ≈ 1.
double gemmIntensity(std::int64_t m, std::int64_t k, std::int64_t n,
                     unsigned dtypeBytes);

//===----------------------------------------------------------------------===//
// On-chip feasibility of a fused chain
//===----------------------------------------------------------------------===//

/// Threads per CTA the fused kernel is assumed to use (4 warps).
constexpr unsigned kThreadsPerCta = 128;
/// Registers per thread the hardware allows.
constexpr unsigned kMaxRegistersPerThread = 255;
/// Registers per thread reserved for addresses, indices and loop state.
constexpr unsigned kAddressingRegistersPerThread = 64;
/// Pipeline depth (buffers per streamed tile).
constexpr unsigned kPipelineStages = 2;

/// Tile sizes of a fused chain: b_r rows of A/Q stay on chip while b_c
/// columns of B/K (and rows of C/V) stream through.
struct TileConfig {
  /// b_r, rows of A (queries) per CTA.
  std::int64_t blockRows = 0;
  /// b_c, columns of B (keys) per streamed step.
  std::int64_t blockCols = 0;
  /// Buffers per streamed tile.
  unsigned stages = kPipelineStages;
};

/// Whether a tile's on-chip working set fits one CTA.
struct OnChipFit {
  /// Shared memory holds the A tile and the staged B and C tiles.
  bool fitsShared = false;
  /// Registers hold the f32 accumulator and logits tiles.
  bool fitsRegisters = false;
  /// Shared memory needed, bytes.
  std::uint64_t sharedBytes = 0;
  /// The GPU's per-block shared memory limit, bytes.
  std::uint64_t sharedLimit = 0;
  /// Registers per thread needed, data plus addressing.
  std::uint64_t registersPerThread = 0;
  /// One-line summary with the numbers.
  std::string explanation;

  /// True when both shared memory and registers fit.
  bool fits() const { return fitsShared && fitsRegisters; }
};

/// Checks a tile that spans the whole contraction width \p k (b = k) and the
/// whole output width \p outWidth. Shared memory: b_r·k (A/Q tile) +
/// stages·b_c·(k + outWidth) (B/K and C/V tiles) elements of \p dtypeBytes.
/// Registers: b_r×outWidth f32 accumulator + b_r×b_c f32 logits spread over
/// kThreadsPerCta threads, plus kAddressingRegistersPerThread; must stay within
/// kMaxRegistersPerThread and the SM's register file.
OnChipFit checkOnChipFit(const TileConfig &tile, std::int64_t k,
                         std::int64_t outWidth, unsigned dtypeBytes,
                         const GpuSpec &gpu);

//===----------------------------------------------------------------------===//
// Chain planning
//===----------------------------------------------------------------------===//

/// What a chain computes.
enum class ChainKind {
  /// softmax(Q·K^T)·V.
  Attention,
  /// (A·B)·C, possibly with an elementwise map between the matmuls.
  GenericChain,
};

/// Shape of a chain out = (A·B)·C, A: m×k, B: k×n, C: n×outWidth, repeated
/// batch times. For attention m = query length, n = key length, k = outWidth
/// = head dim.
struct ChainDesc {
  /// What the chain computes.
  ChainKind kind = ChainKind::GenericChain;
  /// Rows of A (queries).
  std::int64_t m = 0;
  /// Columns of B, width of the intermediate (keys).
  std::int64_t n = 0;
  /// Contraction width of the first matmul (head dim).
  std::int64_t k = 0;
  /// Columns of C and of the output (head dim).
  std::int64_t outWidth = 0;
  /// Product of the batch (and head) dimensions.
  std::int64_t batch = 1;
  /// Element size in bytes (2 = bf16/fp16, 4 = fp32).
  unsigned dtypeBytes = 2;
  /// Causal mask (attention only): the fused kernel skips masked blocks.
  bool causal = false;
  /// A key band other than causal (attention only; a sliding window, a
  /// prefix): the share of the built tile's (query block, key block) pairs
  /// the fused kernel computes (countBandBlocks), 1 when it computes all.
  /// The fused FLOPs, K / V passes and tile time scale by it.
  double keyBlockShare = 1.0;
  /// Kernels the unfused form launches: 3 for attention (matmul, softmax,
  /// matmul), 2 for a plain chain, 3 with an elementwise map in between.
  unsigned unfusedKernels = 2;
  /// The tile the tensor-core generator builds for this chain (its
  /// chooseOnlineSoftmaxConfig: rows per CTA x keys per block, stages);
  /// blockRows = 0 when the chain has no tensor-core kernel (f32, odd
  /// head dims), and the planner then searches its own b = k tile.
  TileConfig builtTile{0, 0, 0};
  /// The built kernel's achieved fraction of the tensor-core peak
  /// (builtKernelEfficiency); 1 when no kernel is known.
  double builtEfficiency = 1.0;
  /// The fused kernel computes on the CUDA cores (f32 read exactly), not
  /// the tensor cores.
  bool cudaCores = false;
  /// The fraction of one SM's tensor-core peak one CTA of that kernel
  /// reaches alone on its SM (builtKernelEfficiencyAlone); 0: as
  /// builtEfficiency.
  double builtEfficiencyAlone = 0.0;
  /// The batch is static (a dynamic one counts as 1, and then the CTA count
  /// of the built kernel is not known).
  bool batchKnown = true;
  /// Segments the key axis is split into (split-KV: each segment's CTAs
  /// leave a partial (m, s, v) state that a second kernel combines); 1 when
  /// unsplit.
  std::int64_t keySegments = 1;
  /// The built kernel is stream-K (chooseOnlineSoftmaxConfig's streamK):
  /// its CTAs share the tiles' work evenly, with no partial last round.
  bool streamK = false;
};

/// Describes self-attention over \p seqLen tokens with head dim \p headDim for
/// \p batchHeads (batch × heads) heads.
ChainDesc makeAttentionChain(std::int64_t seqLen, std::int64_t headDim,
                             std::int64_t batchHeads, unsigned dtypeBytes = 2,
                             bool causal = false);

/// Describes (A·B)·C with A: m×k, B: k×n, C: n×outWidth.
ChainDesc makeMatmulChain(std::int64_t m, std::int64_t k, std::int64_t n,
                          std::int64_t outWidth, std::int64_t batch = 1,
                          unsigned dtypeBytes = 2,
                          bool elementwiseBetween = false);

/// FLOPs of the chain, 2mnk + 2mn·outWidth per batch; halved for a fused
/// causal attention (separate GEMMs compute the masked half anyway).
double chainFlops(const ChainDesc &chain, bool fused);

/// HBM bytes when every kernel reads its inputs and writes its output: A, B,
/// C read and the output written once, the m×n intermediate written and read
/// back by each of the unfusedKernels - 1 boundaries. For attention this is
/// seed 002's naive count plus the O write the seed leaves out.
double chainBytesUnfused(const ChainDesc &chain);

/// HBM bytes of the fused kernel: A read once, B and C read once per row
/// block (ceil(m/b_r) times), output written once. For attention with b_r
/// dividing N this is exactly seed 002's flash count.
double chainBytesFused(const ChainDesc &chain, const TileConfig &tile);

/// Row blocks of one batch that run at the same time as those of other
/// batches: the CTAs resident on the GPU at once (two per SM, as the
/// generated kernels' shared memory allows) cover this many batches.
std::int64_t concurrentBatches(const ChainDesc &chain, const TileConfig &tile,
                               const GpuSpec &gpu);

/// HBM bytes of the fused kernel on a GPU with an L2 cache: the row blocks
/// of one batch (grid x, scheduled first) re-read the same B and C tiles
/// close together in time, so when the B and C of every concurrently
/// running batch fit in the L2 they come from HBM once per batch and
/// the re-reads from L2 (chainBytesFused then counts L2 traffic, not HBM
/// traffic). Otherwise this is chainBytesFused.
double chainBytesFusedHbm(const ChainDesc &chain, const TileConfig &tile,
                          const GpuSpec &gpu);

/// A tile and its feasibility.
struct TileChoice {
  /// The chosen tile.
  TileConfig tile;
  /// Its on-chip check.
  OnChipFit fit;
};

/// Picks the largest feasible b = k tile, trying b_r then b_c over
/// {128, 64, 32}; when none fits, returns the smallest (32×32) with its
/// failed check.
TileChoice chooseTile(const ChainDesc &chain, const GpuSpec &gpu);

/// One kernel of a planned option and its predicted time.
struct KernelTime {
  /// What it is: "online-softmax (tensor cores)", "GEMM 4096x16384x128",
  /// "untiled weighted softmax", ...
  std::string what;
  /// Predicted seconds, launch included.
  double seconds = 0;
  /// A few words on the term that sets the time.
  std::string why;
};

/// Which rule made the planning decision.
enum class DecidedBy {
  /// The b = k tile cannot stay on chip.
  Feasibility,
  /// Seed 000's criteria (and the roofline agreed).
  Seed,
  /// The roofline overrode seed 000's criteria.
  Roofline,
};

/// Returns "feasibility", "seed" or "roofline".
std::string_view toString(DecidedBy decidedBy);

/// The planner's decision for one chain, with everything that led to it.
struct ChainPlan {
  /// Run the chain as one fused kernel.
  bool fuse = false;
  /// The rule that decided.
  DecidedBy decidedBy = DecidedBy::Seed;
  /// Tile of the fused kernel (the smallest candidate when none fits).
  TileConfig tile;
  /// On-chip check of that tile.
  OnChipFit fit;
  /// Seed criterion b = k: a tile spanning all of k fits on chip.
  bool seedBlockEqualsK = false;
  /// Seed criterion k < n/3.
  bool seedKLessThanNOver3 = false;
  /// Fused roofline time is below the unfused one.
  bool rooflineSaysFuse = false;
  /// Roofline of the separate kernels (unfusedKernels launches).
  RooflineEstimate unfused;
  /// Roofline of the fused kernel (one launch).
  RooflineEstimate fused;
  /// The kernels each option launches and their predicted times (the
  /// times sum to unfused.seconds / fused.seconds).
  std::vector<KernelTime> unfusedKernels, fusedKernels;
  /// One sentence with the numbers behind the decision.
  std::string reason;

  /// True when both seed criteria hold.
  bool seedSaysFuse() const { return seedBlockEqualsK && seedKLessThanNOver3; }
};

/// Plans \p chain on \p gpu: (1) no feasible b = k tile → do not fuse
/// (feasibility); (2) seed and roofline agree → their answer (seed);
/// (3) they disagree → the roofline's answer (roofline). A chain with a
/// non-positive dimension is not fused (feasibility).
ChainPlan planChain(const ChainDesc &chain, const GpuSpec &gpu);

//===----------------------------------------------------------------------===//
// Kernel times (issue 14 item 5: fitted on the H100 planner sweep,
// bench/results/2026-11-24-h100-run34-planner-sweep.md)
//===----------------------------------------------------------------------===//

/// Fixed cost of each wave of CTAs of a tensor-core GEMM (pipeline fill and
/// the output tile's store, not overlapped at one CTA per SM).
constexpr double kGemmWaveSec = 2e-6;
/// The tensor-core GEMM's fraction of the peak on its (padded) tile.
constexpr double kGemmEfficiency = 0.8;

/// Reduction steps per second of the untiled kernel (one thread per output
/// point, a serial loop over the reduced dim in f32 on the CUDA cores) for
/// attention's weighted softmax: per step two exponentials, a max, two
/// FMAs and two loads. Measured on the H100 (9 shapes, N = 128 .. 8192,
/// bench/results/2026-11-24-h100-run34-planner-sweep.md): 0.91-0.94e12
/// steps/s, with the causal mask (a select per step) 0.78-0.86e12; scaled
/// by SMs for other GPUs.
double untiledStepsPerSec(const GpuSpec &gpu, bool causal);

/// Predicted time of the untiled kernel computing `chain` in one launch
/// (one thread per output point, a serial loop over the n keys or columns
/// at untiledStepsPerSec): the unfused attention's softmax kernel, and,
/// `fused`, what a fused chain runs when no tensor-core kernel takes it
/// (each step then also computes the first product's dot over k).
KernelTime untiledChainKernelTime(const GpuSpec &gpu, const ChainDesc &chain,
                                  bool fused = false);

/// Splits fuse-split-k gives a contraction of depth `k` with `tiles` output
/// tiles of 128 x 128 over `batch` batches: the largest power of two S with
/// k / S a multiple of `depthStep` and >= `minDepth`, tiles x S <= SMs and
/// batch x S <= 65535; 1 when none above 1 qualifies.
std::int64_t chooseGemmSplits(std::int64_t tiles, std::int64_t batch,
                              std::int64_t k, unsigned numSMs,
                              std::int64_t minDepth = 128,
                              std::int64_t depthStep = 64);

/// Predicted time of one tensor-core GEMM kernel (chooseGemmConfig's tile,
/// split-k as fuse-split-k chooses it) computing `batch` products (m x k) .
/// (k x n) from `inBytes` operands into `outBytes` elements: its
/// tile-padded MMA time at kGemmEfficiency, stretched when fewer CTAs than
/// SMs, and its HBM time -- overlapped (the max) on the warp-specialized
/// GEMM (Hopper, unsplit), added to it otherwise (split-k's cp.async
/// partial GEMMs, mma.sync) -- plus kGemmWaveSec per wave, plus a launch;
/// and split-k's sum of partials when split.
std::vector<KernelTime> gemmKernelTimes(const GpuSpec &gpu, std::int64_t m,
                                        std::int64_t n, std::int64_t k,
                                        std::int64_t batch, unsigned inBytes,
                                        unsigned outBytes);

//===----------------------------------------------------------------------===//
// Split-KV: filling the GPU when the keys are long and the CTAs few
//===----------------------------------------------------------------------===//

/// Whether the online-softmax tensor-core kernel takes head dim (or chain
/// k / value width) `d`: static, a multiple of 8 from 16 to 256 (it pads
/// to the MMA granularity in shared memory).
bool isTensorCoreHeadDim(std::int64_t d);

/// Whether the wgmma kernel loads K and V tiles of head dims `d` and `e`
/// through TMA: whole 64-column slabs (the generator also needs the
/// tensors' maps to read the key and column dims exactly).
bool tmaHeadDims(std::int64_t d, std::int64_t e);

/// What the online-softmax kernel's tiles depend on.
struct OnlineSoftmaxParams {
  /// Hopper's warpgroup MMA (sm_90a) rather than mma.sync.
  bool wgmma = true;
  /// f32 operands read as tf32: mma.sync's m16n8k8 whatever the target
  /// (wgmma's tf32 form reads no MN-major V), Q re-read from shared memory
  /// (its tf32 fragments take twice the registers of 16-bit ones).
  bool tf32 = false;
  /// With tf32 set: f32 read exactly, the same tiles computed by FMAs on
  /// the CUDA cores (online_softmax_simt).
  bool simt = false;
  /// The dot's length (head dim d_qk) and the value's width (d_v).
  std::int64_t d = 64, e = 64;
  /// A plain chain sum_j f(x_j) v_j (#fuse.add), not a softmax.
  bool plainSum = false;
  /// K stored [d][keys] (a chain's B).
  bool kTransposed = false;
  /// Some extent is dynamic (64-bit strides, bounds selects).
  bool dynamic = false;
  /// A causal mask (query tiles of different lengths).
  bool causal = false;
  /// A key band other than causal (a sliding window, chunks): each query
  /// tile its own range of key blocks, one CTA per tile.
  bool keyBand = false;
  /// That band is static and keeps some key block for every 128-row tile:
  /// a persistent grid's tiles, each its own range of blocks, never run
  /// empty.
  bool keyBandPersistent = false;
  /// The logit reads a tensor (a bias) besides Q and K per logit (not
  /// only per tile: a head's ALiBi slope).
  bool readsTensors = false;
  /// The static key count is a multiple of 128.
  bool keysDivisibleBy128 = false;
  /// K and V can be loaded by TMA (wgmma; they read the key and column
  /// dims exactly, head dims multiples of 64).
  bool tma = false;
  /// K and V can be loaded by TMA at all (any tensor-core head dim: a
  /// partial last slab is zero-filled), whether or not that pays without
  /// warp specialization (`tma`).
  bool tmaCapable = false;
  /// The keys are split into segments (split-KV).
  bool segmented = false;
  /// Query rows and keys (negative when dynamic).
  std::int64_t m = -1, n = -1;
  /// The batch points (product of the batch dims, heads included; negative
  /// when dynamic) and the target's SMs: the grid's rounds of tiles.
  std::int64_t batch = -1, sms = 132;
};

/// The online-softmax kernel's tiles (see #fuse.kernel_config).
struct OnlineSoftmaxConfig {
  bool wgmma = true;
  /// wgmma with TMA only: FA3's intra-warpgroup overlap (S of block j and
  /// P V of block j - 1 issued together; softmax of j while P V runs).
  bool overlap = false;
  std::int64_t warps = 4, mTiles = 1, keys = 128, stages = 1;
  bool qInRegisters = false;
  /// CTAs of a cluster sharing each K/V tile by TMA multicast (1 or 2).
  std::int64_t cluster = 1;
  /// With the overlap: one producer warp copies K and V; the consumer
  /// warpgroups (warps / 4) only compute, two or three in ping-pong.
  bool warpSpecialized = false;
  /// Warp-specialized: a persistent grid (min(tiles, SMs) CTAs looping over
  /// query tiles; each tile's Q loads by TMA under the previous tile).
  bool persistent = false;
  /// Persistent and causal: tiles handed out at run time (an atomic
  /// counter), longest first within groups of heads; else static rounds.
  bool dynamicTiles = false;
  /// Persistent and not causal: stream-K, the last two rounds' key blocks
  /// cut into equal shares, one per CTA (a cut tile is finished by the CTA
  /// that ran its first keys, folding in the later CTAs' partial states).
  bool streamK = false;
  /// Warp-specialized with two or three consumer warpgroups: they take
  /// turns issuing their MMAs (one's softmax under the other's GEMMs).
  /// Kept where a persistent causal CTA runs little (d_v <= 128: tiles of
  /// at most four key blocks, or one tile per CTA), for d = 64's causal
  /// three groups, with dynamic sizes and with a tensor read in the body;
  /// off for the other attention kernels.
  bool pingPong = true;
  std::int64_t rowsPerCta() const { return 16 * warps * mTiles; }
};

/// The tiles fusec builds for `p`: the one rule the planner prices, the
/// config pass records and the generator builds (from ptxas -v and GPU
/// sweeps: docs/Design.md "Head dims", bench/results).
OnlineSoftmaxConfig chooseOnlineSoftmaxConfig(const OnlineSoftmaxParams &p);

/// Whether that kernel overlaps each block's softmax with the previous
/// block's P V (FA3's intra-warpgroup overlap; needs TMA).
bool overlapsSoftmax(const OnlineSoftmaxParams &p);

/// Whether that kernel is warp-specialized (a producer warpgroup copies K
/// and V, two or three consumer warpgroups ping-pong on a softmax; FA3's
/// schedule).
bool warpSpecialized(const OnlineSoftmaxParams &p);

/// Whether the warp-specialized kernel is persistent: static, no chain,
/// keys a multiple of 128 and no extra inputs (both cost the persistent
/// loop 100-140 bytes of spills at d = 128), and where measured faster:
/// head dims (d_qk = d_v) up to 128 with at most 4096 keys, up to 192 with
/// at most 2048, d = 256 at any length, d = 64 with three consumer warpgroups,
/// and causal (d_qk = d_v) with at most 4096 keys or with dynamicTiles().
bool persistentTiles(const OnlineSoftmaxParams &p);

/// Whether that persistent causal kernel hands its tiles out at run time
/// (longest first within groups of heads whose K and V fit half the L2)
/// rather than in static rounds: where measured faster, causal with d_qk =
/// d_v from 161 to 192, or from 129 with 8192 keys or more.
bool dynamicTiles(const OnlineSoftmaxParams &p);

/// Whether that persistent kernel, not causal, cuts the last rounds' key
/// blocks into equal ranges, one per CTA (stream-K), rather than running
/// whole tiles in rounds: d_qk = d_v up to 192 (two consumer warpgroups),
/// where more tiles than SMs leave more than a tenth of the rounds' CTA
/// slots empty, or fewer tiles than SMs fill half to three quarters of
/// them.
bool streamK(const OnlineSoftmaxParams &p);

/// Whether the warp-specialized kernel runs three consumer warpgroups (192
/// query rows per CTA, one CTA per tile): d = 64 attention with 8192
/// queries and keys or more (static; causal in ping-pong turns, not causal
/// without), or not causal from 3072 on a grid eight or more waves deep.
bool threeConsumerGroups(const OnlineSoftmaxParams &p);

/// What the tensor-core GEMM's tiles depend on.
struct GemmParams {
  /// Hopper's warpgroup MMA (sm_90a) rather than mma.sync.
  bool wgmma = true;
  /// Both operands are tiles the copy engine (TMA) can load.
  bool tmaCapable = false;
  /// f32 operands read as tf32: 32 of k per stage (the bytes 16-bit
  /// operands take in 64).
  bool tf32 = false;
  /// The grid the tiles cover: output rows and columns, and the product
  /// of the batch dims (a split-k's partial contractions included); 0
  /// where a size is dynamic (then the tiles of a large GEMM).
  std::int64_t m = 0, n = 0, batch = 1;
  /// The target's SMs (0: unknown, the tiles of a large GEMM).
  unsigned numSMs = 0;
};

/// The tensor-core GEMM kernel's tiles (see #fuse.gemm_config).
struct GemmConfig {
  bool wgmma = true;
  /// Output rows x columns per CTA, and the k step of the pipeline.
  std::int64_t tileM = 128, tileN = 256, tileK = 64;
  /// Shared-memory buffers of the cp.async pipeline, warps per CTA.
  std::int64_t stages = 4, warps = 8;
  /// wgmma: one k block's MMAs kept in flight while the next is issued.
  bool overlap = true;
  /// Partial contractions of a split-k (recorded, chosen by fuse-split-k).
  std::int64_t splits = 1;
  /// wgmma: a producer warpgroup loads A and B by TMA into the stages on
  /// full / empty mbarriers; `warps` counts the consumers.
  bool warpSpecialized = false;
};

/// The GEMM fusec builds for `p`: the one rule the config pass records and
/// the generator builds (measured: bench/results/2026-11-21-h200-wgmma-
/// gemm.md). On sm_90a, 128 x 256 tiles unless half-width tiles finish
/// the grid sooner (fewer waves outweigh their lower rate).
GemmConfig chooseGemmConfig(const GemmParams &p);

/// The rate of `c`'s tiles per FLOP relative to 128 x 256 wgmma tiles (1
/// for those and for mma.sync's tiles).
double gemmTileRate(const GemmConfig &c);

/// The fraction of the tensor-core peak the online-softmax kernel reaches
/// at large N, measured per padded head dim on the H100 (N = 8192, full;
/// bench/results/2026-11-24-h100-run28-29-tma-forms.md for the TMA
/// kernels, d and e multiples of 64;
/// bench/results/2026-11-23-h100-run19-headdims.md for the others;
/// mma.sync from the H200 wgmma/mma.sync ratio): the roofline's compute
/// time is divided by it.
double builtKernelEfficiency(const OnlineSoftmaxParams &p);

/// The fraction of one SM's tensor-core peak one CTA of that kernel reaches
/// alone on its SM (fewer CTAs than SMs). Chains, from the run-34 sweep's
/// grids of 32-64 CTAs: k = 64 0.42, k = 128 0.67, k = 256 0.12 (255
/// registers, 208 bytes spilled in the key loop; two CTAs per SM do not
/// slow each other: 0.24 per SM); attention: builtKernelEfficiency (not
/// measured apart).
double builtKernelEfficiencyAlone(const OnlineSoftmaxParams &p);

/// Query rows per CTA of that kernel for head dims `d` and `e` (static,
/// no bias): one warpgroup (64 rows) on wgmma; on mma.sync 4 warps of two
/// 16-row m-tiles (128 rows), one m-tile above 128.
std::int64_t onlineSoftmaxRowsPerCta(bool wgmma, std::int64_t d,
                                     std::int64_t e);

/// CTAs resident on the GPU at once: two per SM (the generated kernels'
/// shared memory allows two).
std::int64_t residentCtas(const GpuSpec &gpu);

/// Fraction of `slots` busy in the last of the waves `ctas` CTAs take.
double waveEfficiency(std::int64_t ctas, std::int64_t slots);

/// How many segments a reduction over `keys` keys (-1: dynamic) run by
/// `ctas` CTAs is split into.
struct SplitChoice {
  std::int64_t segments = 1;
  std::int64_t slots = 0;
  double unsplitEfficiency = 1.0, efficiency = 1.0;
};

/// fuse-split-kv's defaults (min-keys, max-segments) and its segment
/// alignment, which the planner assumes when it prices a split.
constexpr std::int64_t kSplitKvMinKeys = 512;
constexpr std::int64_t kSplitKvMaxSegments = 64;
constexpr std::int64_t kSplitKvSegmentAlign = 128;

/// `ctas`: the CTAs of one segment's kernel (fuse-split-kv counts them with
/// the segmented kernel's rows per CTA; decoding: the unsplit kernel's).
/// S = max(2, floor(SMs / ctas)) -- one CTA per SM (H100, bench/results/
/// 2026-11-24-h100-run36-44.md: as fast as two per SM for one sequence of
/// 32 heads, 1.15x faster with 16 queries per head) -- at most
/// `maxSegments` and, for a static key count,
/// at most keys / `minKeys` (each segment keeps enough key blocks to
/// pipeline) and at most keys x `keyBytes` / (8 x `partialBytes`): the
/// partial state each CTA writes (`partialBytes`, 0: not counted) stays
/// within an eighth of the K and V it reads (`keyBytes` per key; same file:
/// MQA decoding with 32 packed rows 1.62x faster at 8 segments than at 16);
/// 1 (no split) when one segment's CTAs already have a CTA per SM.
/// Segment borders fall on multiples of `align` keys: with a static key
/// count, segments that would be left empty are not made.
SplitChoice chooseKeySplits(std::int64_t ctas, std::int64_t keys,
                            const GpuSpec &gpu, std::int64_t minKeys,
                            std::int64_t maxSegments, std::int64_t align = 1,
                            double keyBytes = 0, double partialBytes = 0);

} // namespace fusec::cost

#endif // FUSEC_ANALYSIS_COSTMODEL_H
