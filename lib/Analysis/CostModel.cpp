//===- CostModel.cpp - Cost model for fusing matmul chains ----------------===//
//
// Seed formulas are transcribed as the seeds state them; the planner's own
// byte counts (chainBytesUnfused / chainBytesFused) count each operand's HBM
// traffic explicitly and reduce to seed 002's formulas for attention.
//
//===----------------------------------------------------------------------===//

#include "fusec/Analysis/CostModel.h"

#include <algorithm>
#include <cstdarg>
#include <cmath>
#include <cstdint>
#include <cstdio>

using namespace fusec::cost;

/// Shapes can be as large as int64 allows (fusec rejects too-large buffers
/// only when it generates kernels): the integer arithmetic here must not
/// overflow.
static std::int64_t ceilDiv(std::int64_t num, std::int64_t den) {
  return num / den + (num % den != 0);
}

/// a * b and a + b, saturating at the largest value: a huge tile simply does
/// not fit on chip.
static std::uint64_t saturatingMul(std::uint64_t a, std::uint64_t b) {
  return b != 0 && a > UINT64_MAX / b ? UINT64_MAX : a * b;
}
static std::uint64_t saturatingAdd(std::uint64_t a, std::uint64_t b) {
  return a > UINT64_MAX - b ? UINT64_MAX : a + b;
}

/// printf-style formatting into a std::string (C locale, deterministic).
static std::string formatv(const char *fmt, ...) {
  char buffer[512];
  va_list args;
  va_start(args, fmt);
  std::vsnprintf(buffer, sizeof(buffer), fmt, args);
  va_end(args);
  return buffer;
}

/// Formats HBM traffic with a decimal unit ("1.23 GB").
static std::string formatBytes(double bytes) {
  if (bytes >= 1e9)
    return formatv("%.2f GB", bytes / 1e9);
  if (bytes >= 1e6)
    return formatv("%.2f MB", bytes / 1e6);
  return formatv("%.2f KB", bytes / 1e3);
}

/// Formats a duration with a readable unit ("41.0 us").
static std::string formatSeconds(double seconds) {
  if (seconds >= 1)
    return formatv("%.2f s", seconds);
  if (seconds >= 1e-3)
    return formatv("%.2f ms", seconds * 1e3);
  return formatv("%.1f us", seconds * 1e6);
}

//===----------------------------------------------------------------------===//
// Seed formulas
//===----------------------------------------------------------------------===//

bool fusec::cost::kLessThanNOver3(std::int64_t k, std::int64_t n) {
  // 3k < n, without computing 3k.
  return k < ceilDiv(n, 3);
}

JointTilingCosts fusec::cost::jointTilingCosts(std::int64_t m, std::int64_t n,
                                               std::int64_t k, std::int64_t b) {
  double mnk = double(m) * double(n) * double(k);
  double mn = double(m) * double(n);
  JointTilingCosts costs;
  costs.flopsNaive = 4 * mnk;
  costs.flopsTiled = 2 * mnk * double(ceilDiv(k, b) + 1);
  costs.memAccessNaive = 2 * mn * (2 * double(k) / double(b) + 1);
  costs.memAccessTiled = 2 * mnk / double(b) * double(ceilDiv(n, b) + 1);
  costs.blockEqualsK = b == k;
  costs.kLessThanNOver3 = kLessThanNOver3(k, n);
  return costs;
}

double fusec::cost::attentionFlops(std::int64_t seqLen, std::int64_t headDim,
                                   bool causal) {
  double flops = 4 * double(seqLen) * double(seqLen) * double(headDim);
  return causal ? flops / 2 : flops;
}

double fusec::cost::attentionBytesNaive(std::int64_t seqLen,
                                        std::int64_t headDim,
                                        unsigned dtypeBytes) {
  double n = double(seqLen), d = double(headDim);
  return (12 * n * d + 16 * n * n) * (dtypeBytes / 4.0);
}

double fusec::cost::attentionBytesFlash(std::int64_t seqLen,
                                        std::int64_t headDim,
                                        std::int64_t blockRows,
                                        unsigned dtypeBytes) {
  double n = double(seqLen), d = double(headDim);
  return 8 * n * d * (1 + n / double(blockRows)) * (dtypeBytes / 4.0);
}

AttentionCosts fusec::cost::attentionCosts(std::int64_t seqLen,
                                           std::int64_t headDim,
                                           std::int64_t blockRows,
                                           unsigned dtypeBytes, bool causal) {
  return {attentionFlops(seqLen, headDim, causal),
          attentionBytesNaive(seqLen, headDim, dtypeBytes),
          attentionBytesFlash(seqLen, headDim, blockRows, dtypeBytes)};
}

AttentionCosts fusec::cost::scaleByBatch(const AttentionCosts &perHead,
                                         std::int64_t batchHeads) {
  double scale = double(batchHeads);
  return {perHead.flops * scale, perHead.bytesNaive * scale,
          perHead.bytesFlash * scale};
}

double fusec::cost::arithmeticIntensity(double flops, double bytes) {
  return flops / bytes;
}

double fusec::cost::ridgeIntensity(const GpuSpec &gpu, unsigned dtypeBytes) {
  return peakFlops(gpu, dtypeBytes) / gpu.hbmBytesPerSec;
}

double fusec::cost::attainableFlops(const GpuSpec &gpu, unsigned dtypeBytes,
                                    double intensity) {
  return std::min(peakFlops(gpu, dtypeBytes), gpu.hbmBytesPerSec * intensity);
}

RooflineEstimate fusec::cost::estimateRoofline(const GpuSpec &gpu,
                                               unsigned dtypeBytes,
                                               double flops, double bytes,
                                               unsigned launches) {
  RooflineEstimate estimate;
  estimate.flops = flops;
  estimate.bytes = bytes;
  estimate.computeSec = flops / peakFlops(gpu, dtypeBytes);
  estimate.memorySec = bytes / gpu.hbmBytesPerSec;
  estimate.launchSec = launches * gpu.launchOverheadSec;
  estimate.seconds =
      std::max(estimate.computeSec, estimate.memorySec) + estimate.launchSec;
  return estimate;
}

double fusec::cost::perfectGemmIntensity(double d, double bigK, double bigD) {
  return 1 / (1 / d + 1 / bigK + 1 / bigD);
}

double fusec::cost::gemmIntensity(std::int64_t m, std::int64_t k,
                                  std::int64_t n, unsigned dtypeBytes) {
  double mm = double(m), kk = double(k), nn = double(n);
  return 2 * mm * kk * nn / ((mm * kk + kk * nn + mm * nn) * dtypeBytes);
}

//===----------------------------------------------------------------------===//
// Feasibility
//===----------------------------------------------------------------------===//

OnChipFit fusec::cost::checkOnChipFit(const TileConfig &tile, std::int64_t k,
                                      std::int64_t outWidth,
                                      unsigned dtypeBytes, const GpuSpec &gpu) {
  std::uint64_t rows = tile.blockRows, cols = tile.blockCols;
  std::uint64_t width = k, out = outWidth;

  OnChipFit fit;
  fit.sharedBytes = saturatingMul(
      saturatingAdd(saturatingMul(rows, width),
                    saturatingMul(saturatingMul(tile.stages, cols),
                                  saturatingAdd(width, out))),
      dtypeBytes);
  fit.sharedLimit = gpu.maxSharedPerBlock;
  fit.fitsShared = fit.sharedBytes <= fit.sharedLimit;

  // One f32 accumulator or logit per 32-bit register.
  std::uint64_t dataRegisters =
      saturatingAdd(saturatingMul(rows, out), saturatingMul(rows, cols));
  fit.registersPerThread = saturatingAdd(
      dataRegisters / kThreadsPerCta + (dataRegisters % kThreadsPerCta != 0),
      kAddressingRegistersPerThread);
  fit.fitsRegisters = fit.registersPerThread <= kMaxRegistersPerThread &&
                      saturatingMul(fit.registersPerThread, kThreadsPerCta) <=
                          gpu.registersPerSM;

  fit.explanation = formatv(
      "b_r = %lld, b_c = %lld, %u stages: %.1f KiB shared memory (%s %.1f "
      "KiB per block), %llu registers/thread (%s %u)",
      (long long)rows, (long long)cols, tile.stages, fit.sharedBytes / 1024.0,
      fit.fitsShared ? "<=" : ">", fit.sharedLimit / 1024.0,
      (unsigned long long)fit.registersPerThread,
      fit.fitsRegisters ? "<=" : ">", kMaxRegistersPerThread);
  return fit;
}

//===----------------------------------------------------------------------===//
// Chain planning
//===----------------------------------------------------------------------===//

ChainDesc fusec::cost::makeAttentionChain(std::int64_t seqLen,
                                          std::int64_t headDim,
                                          std::int64_t batchHeads,
                                          unsigned dtypeBytes, bool causal) {
  ChainDesc chain =
      makeMatmulChain(seqLen, headDim, seqLen, headDim, batchHeads, dtypeBytes);
  chain.kind = ChainKind::Attention;
  chain.causal = causal;
  chain.unfusedKernels = 3; // matmul, softmax, matmul
  return chain;
}

ChainDesc fusec::cost::makeMatmulChain(std::int64_t m, std::int64_t k,
                                       std::int64_t n, std::int64_t outWidth,
                                       std::int64_t batch, unsigned dtypeBytes,
                                       bool elementwiseBetween) {
  ChainDesc chain;
  chain.m = m;
  chain.n = n;
  chain.k = k;
  chain.outWidth = outWidth;
  chain.batch = batch;
  chain.dtypeBytes = dtypeBytes;
  chain.unfusedKernels = elementwiseBetween ? 3 : 2;
  return chain;
}

double fusec::cost::chainFlops(const ChainDesc &chain, bool fused) {
  double mn = double(chain.m) * double(chain.n);
  double flops =
      2 * mn * (double(chain.k) + double(chain.outWidth)) * double(chain.batch);
  if (!fused || chain.kind != ChainKind::Attention)
    return flops;
  return chain.causal ? flops / 2 : flops * chain.keyBlockShare;
}

namespace {
/// Elements of the chain's operands: A (m×k), B (k×n), C (n×outWidth), and
/// the output (m×outWidth), per batch.
struct OperandElements {
  double a, b, c, out;
  explicit OperandElements(const ChainDesc &chain)
      : a(double(chain.m) * double(chain.k)),
        b(double(chain.k) * double(chain.n)),
        c(double(chain.n) * double(chain.outWidth)),
        out(double(chain.m) * double(chain.outWidth)) {}
};
} // namespace

double fusec::cost::chainBytesUnfused(const ChainDesc &chain) {
  OperandElements ops(chain);
  double boundaries = chain.unfusedKernels > 1 ? chain.unfusedKernels - 1 : 0;
  double intermediate = 2 * double(chain.m) * double(chain.n) * boundaries;
  return (ops.a + ops.b + ops.c + ops.out + intermediate) *
         double(chain.dtypeBytes) * double(chain.batch);
}

double fusec::cost::chainBytesFused(const ChainDesc &chain,
                                    const TileConfig &tile) {
  OperandElements ops(chain);
  double rowBlocks = double(ceilDiv(chain.m, tile.blockRows));
  // Causal attention: row block r reads the key blocks up to its diagonal,
  // (r + 1) / rowBlocks of K and V, (rowBlocks + 1) / 2 passes in all
  // (modelled at the full count, causal kernels were predicted 1.5-2.5x
  // slower than measured on the H100: bench/results/
  // 2026-11-24-h100-run24-planner-sweep.md).
  // A key band: the share of the tiles computed, K and V read by those.
  double passes = chain.causal && chain.kind == ChainKind::Attention &&
                          chain.m == chain.n
                      ? (rowBlocks + 1) / 2
                      : rowBlocks * chain.keyBlockShare;
  return (ops.a + passes * (ops.b + ops.c) + ops.out) *
         double(chain.dtypeBytes) * double(chain.batch);
}

std::int64_t fusec::cost::concurrentBatches(const ChainDesc &chain,
                                            const TileConfig &tile,
                                            const GpuSpec &gpu) {
  // 128 query rows in flight per SM: two CTAs of 64 rows, or one of 128
  // (the warp-specialized kernel: 1 CTA per SM by its shared memory; the
  // mma.sync kernel's 128-row CTAs are counted the same, not measured).
  std::int64_t rows = std::max<std::int64_t>(1, tile.blockRows);
  std::int64_t inFlight = 2 * std::int64_t(gpu.numSMs) *
                          std::min<std::int64_t>(rows, 64);
  // The batches whose rows are in flight: those fully resident, plus one
  // finishing and one starting.
  return std::min<std::int64_t>(
      chain.batch, ceilDiv(inFlight, std::max<std::int64_t>(1, chain.m)) + 1);
}

double fusec::cost::chainBytesFusedHbm(const ChainDesc &chain,
                                       const TileConfig &tile,
                                       const GpuSpec &gpu) {
  OperandElements ops(chain);
  double perBatch = (ops.b + ops.c) * double(chain.dtypeBytes);
  double workingSet = perBatch * double(concurrentBatches(chain, tile, gpu));
  if (workingSet > double(gpu.l2Bytes))
    return chainBytesFused(chain, tile);
  return (ops.a + ops.b + ops.c + ops.out) * double(chain.dtypeBytes) *
         double(chain.batch);
}

TileChoice fusec::cost::chooseTile(const ChainDesc &chain, const GpuSpec &gpu) {
  static constexpr std::int64_t kCandidates[] = {128, 64, 32};
  TileChoice choice;
  for (std::int64_t rows : kCandidates) {
    for (std::int64_t cols : kCandidates) {
      choice.tile = TileConfig{rows, cols, kPipelineStages};
      choice.fit = checkOnChipFit(choice.tile, chain.k, chain.outWidth,
                                  chain.dtypeBytes, gpu);
      if (choice.fit.fits())
        return choice;
    }
  }
  // Nothing fits: the last candidate tried is the smallest tile.
  return choice;
}

std::string_view fusec::cost::toString(DecidedBy decidedBy) {
  switch (decidedBy) {
  case DecidedBy::Feasibility:
    return "feasibility";
  case DecidedBy::Seed:
    return "seed";
  case DecidedBy::Roofline:
    return "roofline";
  }
  return "unknown";
}

/// Builds ChainPlan::reason from a plan whose other fields are final.
static std::string explainPlan(const ChainPlan &plan, const ChainDesc &chain,
                               const GpuSpec &gpu) {
  std::string verdict = plan.fuse ? "fuse" : "do not fuse";
  if (plan.decidedBy == DecidedBy::Feasibility)
    return formatv(
        "%s: a b = k = %lld tile cannot stay on chip; smallest candidate %s",
        verdict.c_str(), (long long)chain.k, plan.fit.explanation.c_str());

  std::string seed =
      plan.seedKLessThanNOver3
          ? formatv("b = k = %lld and k < n/3 (%lld < %.1f)",
                    (long long)chain.k, (long long)chain.k, chain.n / 3.0)
          : formatv("b = k = %lld but k < n/3 fails (%lld >= %.1f)",
                    (long long)chain.k, (long long)chain.k, chain.n / 3.0);
  double reread = chainBytesFused(chain, plan.tile);
  std::string l2 =
      plan.fused.bytes < reread
          ? formatv(" (its %s of tile re-reads hit L2)", formatBytes(reread).c_str())
          : std::string();
  std::string roofline = formatv(
      "fused kernel moves %s%s vs %s unfused; roofline predicts %s fused vs "
      "%s unfused (%.2fx)",
      formatBytes(plan.fused.bytes).c_str(), l2.c_str(),
      formatBytes(plan.unfused.bytes).c_str(),
      formatSeconds(plan.fused.seconds).c_str(),
      formatSeconds(plan.unfused.seconds).c_str(),
      plan.unfused.seconds / plan.fused.seconds);
  if (plan.decidedBy == DecidedBy::Roofline)
    return verdict + " (roofline overrides seed): " + seed + "; " + roofline;
  return verdict + ": " + seed + "; " + roofline;
}

/// Steps per second of one thread of the untiled kernel when the GPU is not
/// full: unfused decoding on the H100 (4096 / 32768 / 131072 threads: 6.1 /
/// 4.4 / 3.1e6 steps/s per thread; the middle one; bench/results/
/// 2026-11-24-h100-run34-planner-sweep.md).
static constexpr double kUntiledStepsPerThread = 4.4e6;

KernelTime fusec::cost::untiledChainKernelTime(const GpuSpec &gpu,
                                               const ChainDesc &chain,
                                               bool fused) {
  double steps = double(chain.m) * double(chain.n) * double(chain.outWidth) *
                 double(chain.batch);
  // Fused, each step first computes its logit, a dot over k: about k / 4
  // steps' time (rocMLIR's gemm-where-gemm, k = 256, 2.01e8 steps: 13.25
  // ms on an H200, bench/results/2026-11-29-h200-import-checks.md, 61x
  // the steps alone).
  if (fused)
    steps *= std::max(1.0, double(chain.k) / 4.0);
  // One thread per output point: fewer threads than fill the GPU
  // (decoding: 4096 for one sequence of 32 heads) each run at most
  // kUntiledStepsPerThread.
  double threads =
      double(chain.m) * double(chain.outWidth) * double(chain.batch);
  double rate = std::min(untiledStepsPerSec(gpu, chain.causal),
                         threads * kUntiledStepsPerThread);
  return {chain.kind == ChainKind::Attention ? "untiled weighted softmax"
                                             : "untiled chain",
          steps / rate + gpu.launchOverheadSec,
          formatv("%.3g steps at %.2g steps/s (one thread per output, a "
                  "serial key loop on the CUDA cores)",
                  steps, rate)};
}

/// The unfused matmul chain: its two tensor-core GEMMs (gemmKernelTimes).
static void priceUnfusedChainGemms(ChainPlan &plan, const ChainDesc &chain,
                                   const GpuSpec &gpu) {
  plan.unfusedKernels =
      gemmKernelTimes(gpu, chain.m, chain.n, chain.k, chain.batch,
                      chain.dtypeBytes, chain.dtypeBytes);
  for (KernelTime &k :
       gemmKernelTimes(gpu, chain.m, chain.outWidth, chain.n, chain.batch,
                       chain.dtypeBytes, chain.dtypeBytes))
    plan.unfusedKernels.push_back(std::move(k));
  RooflineEstimate &u = plan.unfused;
  u.launchSec = double(plan.unfusedKernels.size()) * gpu.launchOverheadSec;
  u.seconds = 0;
  for (const KernelTime &k : plan.unfusedKernels)
    u.seconds += k.seconds;
}

/// Seconds of the fused tensor-core kernel and of the kernels the unfused
/// form builds, each with the terms that set it (docs/Design.md, "What the
/// planner prices"):
///  - fused: max(MMA time, L2 re-read time) + HBM time + one launch. The
///    MMA time is that of the busiest SM: ceil(CTAs / SMs) CTAs, up to two
///    resident, at min(resident x the one-CTA rate, the full-GPU rate)
///    (wave quantization, and the sweep's chains of 32-64 CTAs); causal
///    attention computes its diagonal tiles whole. The HBM time (Q, O and
///    each batch's K/V once) is not hidden behind the MMAs: each CTA loads
///    its Q and first tiles before, and stores O after, its key loop
///    (H100, bench/results/2026-11-24-h100-run34-planner-sweep.md: N =
///    128 / 512 measured 30-115 us above max(MMA, HBM); the sum fits them
///    within 16%).
///  - unfused attention: the tensor-core GEMM Q.K^T (f32 scores) and the
///    untiled weighted-softmax kernel at untiledStepsPerSec.
///  - unfused chains: two GEMMs (gemmKernelTimes).
static void priceBuiltKernels(ChainPlan &plan, const ChainDesc &chain,
                              const GpuSpec &gpu) {
  double peak = peakFlops(gpu, chain.dtypeBytes);
  double sms = double(gpu.numSMs);
  double eff = chain.builtEfficiency;
  double alone =
      chain.builtEfficiencyAlone > 0 ? chain.builtEfficiencyAlone : eff;
  const TileConfig &tile = chain.builtTile;
  std::int64_t rowBlocks = ceilDiv(chain.m, tile.blockRows);
  // Flops of the tiles computed: a causal attention's row block r computes
  // its key blocks up to the diagonal whole.
  double tileFlops = chainFlops(chain, /*fused=*/true);
  if (chain.causal && chain.kind == ChainKind::Attention &&
      chain.m == chain.n && tile.blockCols > 0) {
    std::int64_t keyBlocks = ceilDiv(chain.n, tile.blockCols);
    double blocks = 0;
    for (std::int64_t r = 0; r < rowBlocks; ++r)
      blocks += double(std::min<std::int64_t>(
          keyBlocks, ceilDiv(std::min(chain.n, (r + 1) * tile.blockRows),
                             tile.blockCols)));
    tileFlops = chainFlops(chain, /*fused=*/false) * blocks /
                (double(rowBlocks) * double(keyBlocks));
  }
  RooflineEstimate &f = plan.fused;
  double segments = double(std::max<std::int64_t>(1, chain.keySegments));
  if (chain.batchKnown) {
    double ctas = double(chain.batch) * double(rowBlocks) * segments;
    // (Stream-K: the CTAs share the tiles' work evenly.)
    double perSm = chain.streamK ? ctas / sms : std::ceil(ctas / sms);
    // One CTA alone on its SM runs at its own rate (chains: up to 0.67 of
    // the SM's peak); two or more share the SM at most at the full-GPU
    // fraction.
    double smRate =
        (perSm <= 1 ? alone : std::min(2 * alone, eff)) * peak / sms;
    f.computeSec = perSm * (tileFlops / ctas) / smRate;
  } else {
    f.computeSec = tileFlops / (eff * peak);
  }
  f.seconds = std::max(f.computeSec, f.l2Sec) + f.memorySec + f.launchSec;
  plan.fusedKernels = {
      {std::string(chain.kind == ChainKind::Attention ? "online-softmax"
                                                      : "chain") +
           (chain.cudaCores ? " (CUDA cores)" : " (tensor cores)"),
       f.seconds,
       formatv("%s %s at %.0f%% of peak, HBM %s, L2 re-reads %s",
               chain.cudaCores ? "FMA" : "MMA",
               formatSeconds(f.computeSec).c_str(), 100 * eff,
               formatSeconds(f.memorySec).c_str(),
               formatSeconds(f.l2Sec).c_str())}};
  if (segments > 1) {
    // Split-KV: the segments' partial states (m and s per row, v per row
    // and column, f32) written, read back by the combine kernel, and its
    // output written: a second launch, bound by those bytes.
    double rows = double(chain.m) * double(chain.batch);
    double partial = segments * rows * (2 + double(chain.outWidth)) * 4;
    double out = rows * double(chain.outWidth) * double(chain.dtypeBytes);
    double combine = (2 * partial + out) / gpu.hbmBytesPerSec +
                     gpu.launchOverheadSec;
    f.memorySec += partial / gpu.hbmBytesPerSec;
    f.seconds += partial / gpu.hbmBytesPerSec + combine;
    plan.fusedKernels.front().seconds = f.seconds - combine;
    plan.fusedKernels.front().why +=
        formatv(", keys in %.0f segments", segments);
    plan.fusedKernels.push_back(
        {"split-KV combine", combine,
         formatv("%s of partial states", formatBytes(partial).c_str())});
  }

  RooflineEstimate &u = plan.unfused;
  if (chain.kind == ChainKind::Attention) {
    plan.unfusedKernels =
        gemmKernelTimes(gpu, chain.m, chain.n, chain.k, chain.batch,
                        chain.dtypeBytes, /*outBytes=*/4);
    plan.unfusedKernels.push_back(untiledChainKernelTime(gpu, chain));
  } else {
    priceUnfusedChainGemms(plan, chain, gpu);
    return;
  }
  u.launchSec = double(plan.unfusedKernels.size()) * gpu.launchOverheadSec;
  u.seconds = 0;
  for (const KernelTime &k : plan.unfusedKernels)
    u.seconds += k.seconds;
}

ChainPlan fusec::cost::planChain(const ChainDesc &chain, const GpuSpec &gpu) {
  ChainPlan plan;
  if (chain.m <= 0 || chain.n <= 0 || chain.k <= 0 || chain.outWidth <= 0 ||
      chain.batch <= 0 || chain.dtypeBytes == 0) {
    plan.decidedBy = DecidedBy::Feasibility;
    plan.reason = "do not fuse: invalid chain shape";
    return plan;
  }

  TileChoice choice = chooseTile(chain, gpu);
  if (chain.builtTile.blockRows > 0) {
    // The generator's tile, priced as built. Its on-chip fit is the
    // generator's (ptxas-checked per head dim), not the model's estimate.
    choice.tile = chain.builtTile;
    choice.fit = checkOnChipFit(choice.tile, chain.k, chain.outWidth,
                                chain.dtypeBytes, gpu);
    choice.fit.fitsShared = choice.fit.fitsRegisters = true;
    choice.fit.explanation = formatv(
        "the %s kernel's tile: b_r = %lld query rows per CTA, "
        "b_c = %lld keys per block, %u stage(s)",
        chain.cudaCores ? "CUDA-core" : "tensor-core",
        (long long)choice.tile.blockRows, (long long)choice.tile.blockCols,
        choice.tile.stages);
  }
  plan.tile = choice.tile;
  plan.fit = choice.fit;
  // Every candidate tile spans all of k, so b = k holds exactly when one fits.
  plan.seedBlockEqualsK = plan.fit.fits();
  plan.seedKLessThanNOver3 = kLessThanNOver3(chain.k, chain.n);

  plan.unfused = estimateRoofline(
      gpu, chain.dtypeBytes, chainFlops(chain, /*fused=*/false),
      chainBytesUnfused(chain), chain.unfusedKernels);
  plan.fused =
      estimateRoofline(gpu, chain.dtypeBytes, chainFlops(chain, /*fused=*/true),
                       chainBytesFusedHbm(chain, plan.tile, gpu),
                       /*launches=*/1);
  // Tile re-reads that hit L2 are not free: they move at L2's bandwidth.
  double reread = chainBytesFused(chain, plan.tile);
  if (reread > plan.fused.bytes) {
    plan.fused.l2Bytes = reread - plan.fused.bytes;
    plan.fused.l2Sec = plan.fused.l2Bytes / l2BytesPerSec(gpu);
  }
  if (chain.builtTile.blockRows > 0) {
    // The kernels fusec builds, each priced by what it achieves (fitted on
    // the H100 planner sweep, bench/results/
    // 2026-11-24-h100-run34-planner-sweep.md; docs/Design.md "What the
    // planner prices").
    priceBuiltKernels(plan, chain, gpu);
  } else {
    // No tensor-core kernel known (f32, odd head dims, a chain too wide for
    // one): the roofline.
    plan.fused.seconds = std::max({plan.fused.computeSec, plan.fused.memorySec,
                                   plan.fused.l2Sec}) +
                         plan.fused.launchSec;
    plan.fusedKernels = {{"fused chain", plan.fused.seconds, "roofline"}};
    plan.unfusedKernels = {
        {formatv("%u kernels", chain.unfusedKernels), plan.unfused.seconds,
         "roofline"}};
    // A 16-bit matmul chain that no tiled kernel fuses becomes two
    // tensor-core GEMMs: priced as those (H200,
    // bench/results/2026-11-25-h200-run85-planner-sweep.md: the roofline
    // said 1127 us for the MLP, its GEMMs ran 1406 us). Where its tile
    // fits but no tiled kernel takes its k or output width (16..256 only),
    // fused it would be the untiled chain kernel and is priced as that
    // (256 x 512 x 512: the roofline said 5.7 us, that kernel ran 11.99 ms
    // on an H200, bench/results/2026-11-29-h200-flat-weights.md). Where the
    // fused form is possible both stay roofline prices, comparable.
    bool tiled = plan.fit.fits() && isTensorCoreHeadDim(chain.k) &&
                 isTensorCoreHeadDim(chain.outWidth);
    if (chain.kind == ChainKind::GenericChain && chain.dtypeBytes == 2 &&
        !tiled) {
      priceUnfusedChainGemms(plan, chain, gpu);
      if (plan.fit.fits()) {
        KernelTime built = untiledChainKernelTime(gpu, chain, /*fused=*/true);
        plan.fused.seconds = built.seconds;
        plan.fusedKernels = {built};
      }
    }
  }
  plan.rooflineSaysFuse = plan.fused.seconds < plan.unfused.seconds;

  if (!plan.fit.fits()) {
    plan.fuse = false;
    plan.decidedBy = DecidedBy::Feasibility;
  } else if (plan.seedSaysFuse() == plan.rooflineSaysFuse) {
    plan.fuse = plan.seedSaysFuse();
    plan.decidedBy = DecidedBy::Seed;
  } else {
    plan.fuse = plan.rooflineSaysFuse;
    plan.decidedBy = DecidedBy::Roofline;
  }
  plan.reason = explainPlan(plan, chain, gpu);
  return plan;
}

bool fusec::cost::isTensorCoreHeadDim(std::int64_t d) {
  // A dynamic extent is negative (ShapedType::kDynamic).
  return d >= 16 && d <= 256 && d % 8 == 0;
}

bool fusec::cost::tmaHeadDims(std::int64_t d, std::int64_t e) {
  // Measured on the H100 (one run, against cp.async from every thread,
  // bench/results/2026-11-24-h100-run28-29-tma-forms.md): d = 64 +11%, 128
  // +5%, 192 +41% (no more spills), 256 +5%; with a partial last slab (the
  // engine zero-fills its columns) d = 32 -5%, 80 -7%, 160 -4%, 96 +3%.
  // With the overlap and 64-key blocks with a partial slab (H100,
  // bench/results/2026-11-24-h100-run36-44.md): d = 96 1.02-1.13x, 80
  // 0.90-0.93x, 160 0.96-1.03x against cp.async: d = 96 joins, 32, 80 and
  // 160 keep cp.async.
  return (d % 64 == 0 && e % 64 == 0) || (d == 96 && e == 96);
}

fusec::cost::OnlineSoftmaxConfig
fusec::cost::chooseOnlineSoftmaxConfig(const OnlineSoftmaxParams &p) {
  auto roundUp = [](std::int64_t x, std::int64_t to) {
    return ceilDiv(x, to) * to;
  };
  // The dims padded to the MMA's granularity: the dot to 16, the value to
  // one ldmatrix.x4 (16) or, on wgmma, a 64-column slab.
  bool wgmma = p.wgmma && !p.tf32;
  std::int64_t dk = roundUp(p.d, 16), ew = roundUp(p.e, wgmma ? 64 : 16);
  bool small = dk <= 64 && ew <= 64;
  bool large = dk > 128 || ew > 128;
  OnlineSoftmaxConfig c;
  c.wgmma = wgmma;
  if (!wgmma) {
    // mma.sync: 4 warps x two m-tiles (128 query rows per CTA); d = 64: Q
    // fragments in registers, 64 keys per block; d = 128: Q re-read from
    // shared memory, 32 keys -- the largest tiles within 255 registers
    // without spilling (ptxas -v). Measured on H100
    // (bench/results/2026-11-21-h100-run8.md against
    // bench/results/2026-11-21-h100-run9-d128-8warps-experiment.md): 8
    // warps x one m-tile with 64 keys is 5-15% slower for d = 128. Above
    // 128 one m-tile per warp keeps O (ew / 2 per thread and m-tile) within
    // 255 registers. d = 128 with dynamic sizes and a bias:
    // 64-bit strides push two m-tiles past 255 registers; one fits.
    c.warps = 4;
    c.mTiles = large || (!small && p.dynamic && p.readsTensors) ? 1 : 2;
    c.qInRegisters = dk <= 64 && !p.tf32;
    // 64 keys for d = 64, dynamic and ragged key counts too (H200,
    // bench/results/2026-11-21-h200-run13.md: 0.94x / 0.75x the static
    // kernel vs 0.83x / 0.70x with 32); two stages 2-7% faster for d = 64,
    // one stage 2-6% faster for d = 128 (H100,
    // bench/results/2026-11-21-h100-run10.md and
    // bench/results/2026-11-21-h100-run11-two-stages-experiment.md).
    c.keys = small ? 64 : 32;
    c.stages = small ? 2 : 1;
    // Exact f32 on the CUDA cores, d = 128: 8 warps of two m-tiles and
    // two stages, 5% faster than 4 warps and one stage (H200, N = 4096,
    // one run, bench/results/2026-11-28-h200-f32-attention-simt.md).
    if (p.simt && !small && !large && !p.plainSum && (p.m < 0 || p.m > 128)) {
      c.warps = 8;
      c.stages = 2;
    }
    // Decoding (16 query rows or fewer, GQA's group packed in) on the CUDA
    // cores: one warp of one m-tile, whose FMAs are all the CTA computes
    // (a 128-row tile would compute 8x the products of 16 rows for
    // nothing); split-KV fills the GPU.
    if (p.simt && !p.plainSum && p.m > 0 && p.m <= 16) {
      c.warps = 1;
      c.mTiles = 1;
    }
    // Chains (no softmax state) have registers to spare: 128 keys for
    // k = 64 when they divide n, two stages for k = 128 (H200, one run:
    // 4-8% / 4% faster).
    if (p.plainSum) {
      // (Not on tf32: with 128 keys its S and element-wise fragment loads
      // spill 384 bytes at k = 64, ptxas -v.)
      if (small && p.keysDivisibleBy128 && !p.tf32)
        c.keys = 128;
      c.stages = 2;
    }
    // K stored [d][keys] is read in 64-key slabs (a chain's B); one m-tile
    // per warp keeps 64 keys' S and a d above 64's O within the registers.
    if (p.kTransposed && c.keys % 64 != 0) {
      c.keys = 64;
      c.mTiles = 1;
    }
    return c;
  }
  // sm_90a: warpgroup MMA on 128-key blocks. One warpgroup (64 query rows)
  // per CTA, so that several CTAs share an SM and one's softmax overlaps
  // another's wgmma; two K/V stages for d = 64, one for d = 128 (80 KiB of
  // shared memory: two CTAs per SM). A d = 128 chain takes two warpgroups
  // and two stages. Measured on H200 (one run, N = 4096,
  // bench/results/2026-11-21-h200-wgmma-tiles.md): the fastest of 1-2
  // warpgroups x 64-192 keys x 1-2 stages; 1.33-1.59x mma.sync.
  bool chain128 = p.plainSum && !small && !large;
  c.mTiles = 1;
  c.qInRegisters = false;
  c.warps = chain128 ? 8 : 4;
  c.keys = 128;
  // Keys per block for the other head dims, measured on H100 (one run, N =
  // 8192, bench/results/2026-11-23-h100-run19-headdims.md): d = 80 and 96
  // as d = 128 (128 keys: 1.18-1.27x faster than 64, though d = 96 spills
  // 40-60 bytes); 104..120 64 keys (128 spill 100-176 bytes); above 128 O
  // takes ew / 2 registers: 64 keys up to d = 192 (1.16-1.18x faster than
  // 32, spilling 64-76 bytes), 32 for d = 256 (1.33-1.75x faster than 64),
  // 16 for 216..248 (32 spill). d = 128 with 64-bit dynamic strides or a
  // bias: 128-key blocks spill, 64 fit.
  bool measured128 = p.d == 128 && p.e == 128;
  bool like128 = dk <= 96 && ew <= 128;
  if (!small) {
    if (large)
      c.keys = ew <= 192 && dk <= 192 ? 64 : dk <= 208 || p.d == 256 ? 32 : 16;
    else if (!(measured128 || like128) ||
             (!p.plainSum && (p.dynamic || p.readsTensors)))
      c.keys = 64;
  }
  c.stages = (p.plainSum ? chain128 : small) ? 2 : 1;
  // K stored [d][keys] is read in 64-key slabs.
  if (p.kTransposed && c.keys % 64 != 0)
    c.keys = 64;
  // FA3's intra-warpgroup overlap where K and V load by TMA, measured
  // against the serial TMA kernel (H100, one run,
  // bench/results/2026-11-24-h100-run30-31-overlap-tma.md): d = 128 with
  // 64-key blocks 1.04-1.08x (with 128 keys 0.71-0.77x: ptxas waits for
  // P V before the exponentials), d = 256 (32 keys) 1.04-1.09x, d = 64
  // 1.01-1.02x (1.02-1.05x in bench/results/
  // 2026-11-24-h100-run32-33-final.md); d = 192 1.01x, so not there.
  // Dynamic sizes (the overlap-tma file): d = 128 causal 0.90x, full
  // 1.06x: not used.
  // Keys per block with the overlap (same comparison, bench/results/
  // 2026-11-24-h100-run32-33-final.md): d = 128 64 (80, 96, 112 and two K
  // stages 1.03-1.15x slower), d = 256 48 (1.16-1.21x faster than 32; 64
  // slower), d = 64 unchanged (128 keys, two stages: 1.01-1.05x faster
  // than serial in both files).
  // d = 96 as d = 128 (H100, bench/results/2026-11-24-h100-run36-44.md: 64
  // keys with the overlap 1.02-1.13x faster than 128 keys over cp.async,
  // which spilled; the serial schedule with 64 keys within 1%).
  if (overlapsSoftmax(p)) {
    c.overlap = true;
    if (dk == 128 || dk == 96)
      c.keys = 64;
    else if (dk == 256)
      c.keys = 48;
  }
  // Warp-specialized with two consumer warpgroups in ping-pong (128 query
  // rows per CTA, one CTA per SM, the consumers on 240 registers), against
  // the overlap above (H100, one run, N = 2048 / 8192, causal and not,
  // bench/results/2026-11-24-h100-run55-58-warp-specialized.md, for this
  // and the next two sentences): 128-key blocks d = 96 1.18-1.47x, d = 128
  // 1.00-1.14x, d_qk / d_v = 192 / 128 1.14-1.23x; 64-key blocks d = 192
  // 1.05-1.15x, d = 256 1.11-1.21x (128 keys do not fit shared memory
  // there, 32 keys 0.66-0.99x); d = 64 0.87x, so not there. d = 80 and 160
  // (now with K and V by TMA, against cp.async and the serial schedule):
  // 1.23-1.38x, 1.25-1.44x.
  // d = 64 with 8192 queries and keys or more: three consumer warpgroups
  // (192 query rows per CTA, each K/V tile read by three, the consumers on
  // 160 registers) against the overlap above (H100, one run,
  // bench/results/2026-11-25-h100-run86-87-planner-d64.md): N =
  // 8192 1.12x full, 1.01x causal, 16384 1.10x / 1.06x; at N <= 4096
  // 0.72-0.98x (the last 192-row tile mostly empty, fewer CTAs), and two
  // warpgroups 0.88-0.99x everywhere.
  if (warpSpecialized(p)) {
    c.overlap = true;
    c.warpSpecialized = true;
    c.warps = threeConsumerGroups(p) ? 12 : 8;
    c.persistent = persistentTiles(p);
    c.dynamicTiles = dynamicTiles(p);
    c.streamK = streamK(p);
    c.stages = 2;
    c.keys = ew <= 128 && dk <= 192 ? 128 : 64;
    // Causal with O wider than 128 columns: longer key blocks (H100,
    // against 64 keys, two rounds in one call, bench/results/
    // 2026-11-26-h100-run96-103-registers-keys.md): d = 192 with 96 keys
    // 1.09x at N = 2048, 1.08x at 8192 (80 keys 1.04-1.06x); d = 256
    // with 80 keys (96 do not fit shared memory) 1.05-1.06x. Not
    // causal they are 0.94-1.00x (d = 192 96 keys 0.97x), so not there.
    if (p.causal && ew > 128 && !p.dynamic && !p.readsTensors &&
        !p.kTransposed)
      c.keys = ew <= 192 ? 96 : 80;
    // Not causal: no ping-pong. FlashAttention-3 drops its turns above d =
    // 128 (a block's GEMMs outlast its softmax, which hides under the
    // warpgroup's own P V); here they hold each warpgroup's next MMAs back
    // at every width from 80 (H100, against the turns, two to four rounds
    // in each call,
    // bench/results/2026-11-26-h100-run129-136-no-ping-pong.md): d = 256
    // 1.04x at N = 2048 and 8192, d = 192 1.01-1.04x, d = 160 0.99-1.02x,
    // d_qk / d_v = 192 / 128 1.03x, d = 128 1.01-1.02x at N = 1024 / 2048
    // / 16384, 1.00-1.01x at 4096 / 8192, 0.99x at 512, d = 80 / 96 / 112
    // 1.00-1.02x. Three consumer groups (d = 64) ran 0.94-0.97x without
    // them on the persistent grid, but gain on one CTA per tile
    // (bench/results/2026-11-26-h100-run144-155-causal-turns-d64.md),
    // which they now run not causal (persistentTiles); causal they keep the
    // turns (0.97x without, same file). Not measured with dynamic sizes or a
    // tensor read in the body (d = 128 with a bias and dynamic sizes spills
    // 24 bytes without the turns), which keep them. With 80-key blocks
    // (FA3's 128 x 80 at d = 256, which spills here beside a 64 x 256 O)
    // where the tiles are persistent (up to 2048 keys) and d_v is 129 to
    // 192: d = 160 1.04-1.05x, d = 192 1.03-1.05x; from 8192 keys d = 192
    // 1.02x (64 keys: 1.03x), d = 256 0.96x, so 64 there.
    // Causal (H100, against the turns, three rounds in each call,
    // bench/results/2026-11-26-h100-run144-155-causal-turns-d64.md; the
    // no-ping-pong file above had 0.99-1.01x, before the stale max): one CTA
    // per tile, d = 80..128 at N = 8192 1.02-1.03x (fp16 d = 128 1.02x),
    // d = 128 at 16384 1.02x; persistent above d_v = 128 (static rounds or
    // run-time tiles) d = 160 1.01x, d = 192 / 256 1.00-1.01x. The
    // persistent tiles up to d_v = 128 ran 0.98-1.00x without them then;
    // with the mask's blocks in a loop of their own (keyBlockLoops, three
    // rounds, bench/results/2026-11-27-h100-run156-165-mask-loop.md) they
    // gain too: d = 128 1.016x / 1.021x / 1.023x
    // at N = 1024 / 2048 / 4096 (fp16 2048 1.017x), d = 80 / 112 at 2048
    // 1.021x / 1.010x (d = 96 0.992x). They keep the turns where a CTA
    // runs little: tiles of at most four key blocks (d = 128 N = 512
    // 0.973x without) or one tile per CTA (1 x 16 x 1024, 128 tiles on 132
    // SMs: 0.967x).
    bool fewBlocks =
        c.persistent && ew <= 128 &&
        (p.n <= 4 * c.keys || p.batch * ceilDiv(p.m, c.rowsPerCta()) <= p.sms);
    bool causalTurns = p.causal && (threeConsumerGroups(p) || fewBlocks);
    if (!causalTurns && !p.plainSum && !p.dynamic && !p.readsTensors) {
      c.pingPong = false;
      if (!p.causal && ew > 128 && ew <= 192 && c.persistent && !c.streamK &&
          !p.kTransposed)
        c.keys = 80;
    }
  }
  return c;
}

/// Whether the warp-specialized kernel may be persistent at all.
static bool persistentCapable(const fusec::cost::OnlineSoftmaxParams &p) {
  return fusec::cost::warpSpecialized(p) && !p.plainSum && !p.dynamic &&
         (!p.keyBand || p.keyBandPersistent) &&
         !p.segmented && !p.readsTensors && p.keysDivisibleBy128 && p.m >= 0 &&
         p.n >= 0;
}

bool fusec::cost::dynamicTiles(const OnlineSoftmaxParams &p) {
  // Against the kernel the rules above chose (H100, two or three rounds in
  // one call, bench/results/2026-11-26-h100-run105-113-dynamic-tiles.md):
  // d = 192 causal N = 2048 1.08x (static
  // rounds), 8192 1.10x (one CTA per tile); d = 160 1.06x at 8192 but
  // 0.95x at 2048. With each head's row blocks longest first instead of
  // groups of heads: d = 192 1.03x / 1.03x. Not taken: d = 128 0.87-1.01x
  // (N = 512..16384), d = 64 (three groups) 0.99-1.01x, d = 256
  // 0.92-0.98x (its producer spills 24 bytes).
  std::int64_t ew = ceilDiv(p.e, 64) * 64;
  return persistentCapable(p) && p.causal && p.d == p.e && ew > 128 &&
         ew <= 192 && (p.d > 160 || p.n >= 8192);
}

bool fusec::cost::streamK(const OnlineSoftmaxParams &p) {
  // Against the kernel the rules chose before (H100, three rounds in one
  // call; not causal; bench/results/2026-11-26-h100-run114-121-stream-k.md):
  // d = 128 B x H x N = 1 x 12 x 2048
  // (192 tiles on 132 SMs) 1.17x, 1 x 3 x 8192 (192) 1.26x, 1 x 5 x 4096
  // (160) 1.44x, 2 x 9 x 2048 (288) 1.17x; d = 96 / 192 at 1 x 12 x 2048
  // 1.19x / 1.15x, d = 160 at 1 x 5 x 4096 1.42x. Where the rounds are
  // nearly full it does not pay: 1 x 16 x 2048 (256 tiles) 0.95x, the
  // benchmark's 1536-2688 tiles 0.99-1.01x at d = 96 / 128, 0.94-0.99x at
  // d = 160 / 192. d = 256 and three consumer groups (d = 64) spill 28-120
  // bytes.
  std::int64_t dk = ceilDiv(std::max(p.d, p.e), 16) * 16;
  if (!persistentCapable(p) || p.causal || p.keyBand || p.d != p.e ||
      dk > 192 || threeConsumerGroups(p) || p.batch <= 0 || p.m <= 0 ||
      p.sms <= 0)
    return false;
  // Fewer tiles than SMs, every tile then cut, one CTA per SM (H100,
  // against the grid of one CTA per tile,
  // bench/results/2026-11-26-h100-run114-121-stream-k.md): d = 128 1 x 5 x
  // 2048 (80 tiles) 1.10x, 1 x 6 x 2048 / 1 x 3 x 4096 (96) 1.02x / 1.12x,
  // d = 192 1 x 6 x 2048 1.04x; 1 x 7 x 2048 (112) 0.93x. So there below
  // three quarters of the SMs, and above half (fewer tiles are split-KV's).
  std::int64_t tiles = p.batch * ceilDiv(p.m, 128);
  if (tiles <= p.sms)
    return 2 * tiles > p.sms && 4 * tiles < 3 * p.sms;
  return waveEfficiency(tiles, p.sms) < 0.9;
}

bool fusec::cost::persistentTiles(const OnlineSoftmaxParams &p) {
  // Against the same kernel with one CTA per tile (H100, two
  // rounds in one call, bench/results/2026-11-25-h100-run88-persistent.md):
  // d = 128 N = 1024 1.05-1.07x, 2048 1.01-1.02x, 4096 / 8192 0.98-1.00x;
  // d = 96 and 192 at N = 2048 1.04x / 1.02x; d = 256 0.96-0.98x; d = 64
  // (three consumer groups) N = 8192 / 16384 0.99-1.09x.
  std::int64_t dk = ceilDiv(std::max(p.d, p.e), 16) * 16;
  if (!persistentCapable(p))
    return false;
  // A key band (sliding windows, chunks, prefix-LM), each tile its own
  // range of blocks, against one CTA per tile (H200, d = 128, N = 4096,
  // bench/results/2026-11-29-h200-alibi-bias-terms.md): windows of 256
  // keys 1.26x (three blocks a tile: the next tile's loads overlap this
  // one's epilogue), 1024 1.10x, chunks of 512 and a prefix of 512 1.03x.
  if (p.keyBand)
    return true;
  // Causal (a head's row blocks longest first, rounds in snake order),
  // against one CTA per tile (H100, two rounds in one call, bench/results/
  // 2026-11-26-h100-run90-95-causal-persistent.md): d = 128 N = 512 1.19x,
  // 1024 1.12-1.14x, 2048 1.08x, 4096 1.04x, 8192 1.00x, 16384 0.66x; N =
  // 2048 d = 96 1.04x, 160 1.06-1.07x, 192 1.02x, 256 1.10x; N = 8192
  // 0.75-0.86x, d = 64 (three groups) 0.80-0.88x: where a head has many row
  // blocks the static rounds balance worse than the hardware's
  // longest-first CTA order.
  if (p.causal)
    return dynamicTiles(p) ||
           (p.d == p.e && p.n <= 4096 && !threeConsumerGroups(p));
  // d_qk != d_v (192 / 128, MLA) spills 20 bytes in the loop: not there.
  // Without the ping-pong turns (not causal; the tiles in one pipeline,
  // the next Q a tile ahead), against one CTA per tile (H100, four rounds
  // in one call, every round faster,
  // bench/results/2026-11-26-h100-run129-136-no-ping-pong.md): d = 128 N =
  // 4096 1.018x, 8192 1.002x, 16384 0.988x; d = 256 (one Q buffer) 1.014x
  // / 1.012x at N = 2048 / 8192 (0.96-0.98x with the turns), 1.05x at
  // 16384 (same file). At N = 4096 (three rounds, same file): d = 80
  // 1.03x, d = 96 1.01x; d = 160 / 192 (80-key blocks) 0.996x / 0.986x
  // the one-CTA-per-tile kernel
  // with 64. So up to 4096 keys to d = 128, 2048 to d = 192, and d = 256
  // at any length.
  bool faster = p.d == p.e && (dk <= 128   ? p.n <= 4096
                               : dk <= 192 ? p.n <= 2048
                                           : dk <= 256);
  // Three consumer groups (d = 64, not causal) run one CTA per tile: 1.03x /
  // 1.04x / 1.03x the persistent grid in turns at N = 16384 / 8192 / 8192
  // fp16 (H100, three rounds; persistent without turns 0.93-0.97x;
  // bench/results/2026-11-26-h100-run144-155-causal-turns-d64.md).
  if (threeConsumerGroups(p))
    return false;
  return streamK(p) || faster;
}

bool fusec::cost::threeConsumerGroups(const OnlineSoftmaxParams &p) {
  if (!p.wgmma || p.plainSum || p.d != 64 || p.e != 64)
    return false;
  if (p.m >= 8192 && p.n >= 8192)
    return true;
  // Not causal from 3072 queries and keys, without the ping-pong turns and
  // one CTA per tile, against the one-warpgroup overlapped kernel (H100,
  // three rounds in each call, 2048-2816 tiles, bench/results/
  // 2026-11-26-h100-run144-155-causal-turns-d64.md): N = 3072 1.035x, 4096
  // 1.019x / 1.028x, 6144 1.088x; N = 2048 0.98x; persistent 0.96-0.99x;
  // causal at 4096 0.89x. Where the grid is many waves deep (eight or
  // more), as measured.
  return !p.causal && !p.dynamic && !p.readsTensors && p.m >= 3072 &&
         p.n >= 3072 && p.batch > 0 && p.sms > 0 &&
         p.batch * ceilDiv(p.m, 192) >= 8 * p.sms;
}

bool fusec::cost::warpSpecialized(const OnlineSoftmaxParams &p) {
  // Head dims from 80 whose K and V TMA can load (partial slabs too: d = 80
  // and 160 load by TMA only here, bench/results/
  // 2026-11-24-h100-run55-58-warp-specialized.md); a static query count
  // that fills the 128-row tiles (short or decoding queries keep 64-row
  // CTAs); dynamic sizes too (H100, d = 128, B 4 x H 16 x N 4096, against
  // the dynamic serial kernel in the same call: full 1.20x, causal 1.13x;
  // 48 of 48 launches at ragged, N = 1 and Nq != Nk shapes pass;
  // bench/results/2026-11-25-h100-run59-63.md), whatever the query count
  // turns out to be at launch.
  // Chains (no softmax; K is the chain's B, loaded in [k][64-key] slabs)
  // at k = 64 and 128 against the serial kernel (H100, one run each,
  // bench/results/2026-11-25-h100-run75-80-chains-ws.md: (m, k, n) =
  // (16384, 128, 4096) 1.28x, (16384, 64, 16384) 1.16x, (16384, 64, 4096)
  // 1.11x, (65536, 64, 1024) 0.98x): from k = 80, and k = 64 with 4096
  // keys or more; k = 256 is not measured.
  std::int64_t dk = ceilDiv(p.d, 16) * 16;
  std::int64_t ek = ceilDiv(p.e, 16) * 16;
  if (p.plainSum && (dk > 128 || ek > 128 || (dk <= 64 && p.n < 4096)))
    return false;
  return p.wgmma && (p.tma || p.tmaCapable) && !p.segmented &&
         (dk >= 80 || p.plainSum || threeConsumerGroups(p)) && p.e <= 256 &&
         (p.m >= 128 || (p.dynamic && p.m < 0));
}

bool fusec::cost::overlapsSoftmax(const OnlineSoftmaxParams &p) {
  std::int64_t dk = ceilDiv(p.d, 16) * 16;
  return p.wgmma && p.tma && !p.plainSum && !p.segmented && !p.dynamic &&
         p.d == p.e && (dk == 64 || dk == 96 || dk == 128 || dk == 256);
}

fusec::cost::GemmConfig
fusec::cost::chooseGemmConfig(const GemmParams &p) {
  GemmConfig c;
  c.wgmma = p.wgmma;
  if (!c.wgmma) {
    // mma.sync: 4 warps of two m16 tiles each (128 rows) x 128 columns, k
    // in steps of 64 (32 of tf32: 36 KiB a stage either way) through two
    // cp.async stages.
    c.tileM = 128;
    c.tileN = 128;
    c.tileK = p.tf32 ? 32 : 64;
    c.stages = 2;
    c.warps = 4;
    c.overlap = false;
    return c;
  }
  // sm_90a: two warpgroups of 64 rows, 128 x 256 tiles, four stages, one k
  // block of wgmma kept in flight. Measured on H200 (one run each, the
  // MLP's 4096 x 4096 x 16384 GEMMs, bench/results/2026-11-21-h200-wgmma-
  // gemm.md): 1.27x the same kernel with 128 x 128 tiles, three stages and
  // no overlap (the best without it); 2.16x mma.sync.
  c.tileM = 128;
  c.tileN = 256;
  c.tileK = p.tf32 ? 32 : 64;
  c.stages = 4;
  c.warps = 8;
  c.overlap = true;
  // A grid of few tiles leaves SMs idle: half-width tiles take about two
  // thirds of a full tile's time, so they pay where they need fewer than
  // 1.5x the waves (GPT-sized projections, 2048 x 1024: 64 tiles of 128 x
  // 256 on 132 SMs). Six stages fit the narrower tile.
  if (p.numSMs > 0 && p.m > 0 && p.n > 0) {
    auto waves = [&](std::int64_t tileN) {
      return double(ceilDiv(p.batch * ceilDiv(p.m, c.tileM) *
                                ceilDiv(p.n, tileN),
                            std::int64_t(p.numSMs)));
    };
    GemmConfig half = c;
    half.tileN = 128;
    half.stages = 6;
    if (waves(128) * 0.5 / gemmTileRate(half) < waves(256))
      c = half;
  }
  // Where both tiles are TMA boxes: a producer warpgroup loads them (H100,
  // one call, bench/results/2026-11-25-h100-run65-70-gemm-ws.md: 1.06-1.15x
  // the cp.async kernel on 4096 x 4096 x {4096, 16384} and 4096 x 16384 x
  // 4096, A stored either way).
  c.warpSpecialized = p.tmaCapable;
  return c;
}

double fusec::cost::gemmTileRate(const GemmConfig &c) {
  // 128 x 128 wgmma tiles, six stages, warp-specialized, against 128 x
  // 256: 0.270 ms over 8 waves vs 0.211 over 4 at 4096^3 (H100,
  // bench/results/2026-11-25-h100-run65-70-gemm-ws.md: 0.64 of a full
  // tile's time per wave) and 13.6 vs 20.0 us in one wave at 2048 x 1024 x
  // 1024 (H200, bench/results/2026-11-29-h200-gemm-tiles.md: 0.68).
  if (c.wgmma && c.tileN == 128)
    return 0.5 / 0.66;
  return 1.0;
}

double fusec::cost::builtKernelEfficiency(const OnlineSoftmaxParams &p) {
  // wgmma's attention kernel at d = 128 ran 1.25-1.59x the mma.sync one
  // (H200, bench/results/2026-11-21-h200-wgmma-tiles.md, N = 4096):
  // 0.55 / 1.57.
  // Exact f32 on the CUDA cores: 37-39 TFLOP/s of the H200's 67 over N =
  // 1024-8192, d = 64 and 128 (bench/results/
  // 2026-11-28-h200-f32-attention-simt.md), held by shared-memory
  // wavefronts (two thirds busy) and the FMA pipe's 60%.
  if (p.simt)
    return 0.58;
  if (!p.wgmma)
    return 0.35;
  std::int64_t dk = ceilDiv(std::max(p.d, p.e), 16) * 16;
  // Chains (no softmax between the products): 554 and 566 TFLOP/s of 989
  // at k = 64 / 128 (H100, bench/results/2026-11-24-h100-run23-main.md).
  // k = 256: 0.20 measured with 256 CTAs (one wave, bench/results/
  // 2026-11-24-h100-run34-planner-sweep.md); modelled as two resident
  // CTAs at builtKernelEfficiencyAlone's 0.12 each.
  // Warp-specialized, O stored through shared memory (bench/results/
  // 2026-11-25-h100-run81-84-staged-stores.md; 128 CTAs on 132 SMs, so per
  // SM): k = 128 763 TFLOP/s (0.79), k = 64 668 at n = 4096 and 790 at n =
  // 16384 (0.70 and 0.83; 0.74 between). The H200
  // (bench/results/2026-11-25-h200-run85-planner-sweep.md) and the H100
  // (bench/results/2026-11-25-h100-run86-87-planner-d64.md) measured k =
  // 128 / 64 at n = 4096 within 2% of these times.
  if (p.plainSum && warpSpecialized(p))
    return dk <= 64 ? 0.74 : 0.79;
  if (p.plainSum)
    return dk > 128 ? 0.24 : 0.56;
  // Warp-specialized (H100, bench/results/2026-11-25-h100-run59-63.md,
  // N = 8192 full, TFLOP/s of 989): d = 80 471, 96 564, 112 636, 128 700,
  // 160 631, 192 718, 256 748; 192 / 128 741.
  if (warpSpecialized(p)) {
    // d = 64, three consumer warpgroups (N = 8192 / 16384 full,
    // bench/results/2026-11-25-h100-run86-87-planner-d64.md): 522 / 523
    // TFLOP/s.
    if (dk <= 64)
      return 0.53;
    if (dk <= 80)
      return 0.48;
    if (dk <= 96)
      return 0.57;
    if (dk <= 112)
      return 0.64;
    if (dk <= 128)
      return 0.71;
    if (dk <= 160)
      return 0.64;
    return dk <= 192 ? 0.73 : 0.76;
  }
  // K and V through TMA (p.tma: cost::tmaHeadDims and K stored [keys][d]): at
  // N = 8192, full, TFLOP/s of 989 (H100,
  // bench/results/2026-11-24-h100-run28-29-tma-forms.md): d = 64 494, 128
  // 564, 192 613, 256 485.
  if (p.tma) {
    // With the overlap: d = 64 x 1.03, 128 x 1.055, 256 with 48-key blocks
    // 611 TFLOP/s (N = 8192 full; bench/results/
    // 2026-11-24-h100-run30-31-overlap-tma.md and
    // 2026-11-24-h100-run32-33-final.md).
    bool overlap = overlapsSoftmax(p);
    if (dk <= 64)
      return overlap ? 0.51 : 0.50;
    // d = 96 (overlap, 64 keys): 380 TFLOP/s at N = 8192, full
    // (bench/results/2026-11-24-h100-run36-44.md).
    if (dk <= 96)
      return 0.38;
    if (dk <= 128)
      return overlap ? 0.60 : 0.57;
    if (dk <= 192)
      return 0.62;
    return overlap ? 0.62 : 0.49;
  }
  // cp.async from every thread: at N = 8192, full (H100,
  // bench/results/2026-11-23-h100-run19-headdims.md): d = 32 256, 80 342,
  // 96 381, 160 432.
  if (dk <= 32)
    return 0.26;
  if (dk <= 64)
    return 0.43;
  if (dk <= 80)
    return 0.35;
  if (dk <= 96)
    return 0.38;
  if (dk <= 128)
    return 0.55;
  if (dk <= 192)
    return 0.44;
  return 0.47;
}

std::int64_t fusec::cost::onlineSoftmaxRowsPerCta(bool wgmma, std::int64_t d,
                                                  std::int64_t e) {
  OnlineSoftmaxParams p;
  p.wgmma = wgmma;
  p.d = d;
  p.e = e;
  return chooseOnlineSoftmaxConfig(p).rowsPerCta();
}

std::int64_t fusec::cost::residentCtas(const GpuSpec &gpu) {
  return 2 * std::int64_t(gpu.numSMs);
}

double fusec::cost::waveEfficiency(std::int64_t ctas, std::int64_t slots) {
  if (ctas <= 0 || slots <= 0)
    return 0.0;
  return double(ctas) / double(ceilDiv(ctas, slots) * slots);
}

fusec::cost::SplitChoice
fusec::cost::chooseKeySplits(std::int64_t ctas, std::int64_t keys,
                             const GpuSpec &gpu, std::int64_t minKeys,
                             std::int64_t maxSegments, std::int64_t align,
                             double keyBytes, double partialBytes) {
  SplitChoice choice;
  choice.slots = gpu.numSMs;
  choice.unsplitEfficiency = choice.efficiency =
      waveEfficiency(ctas, choice.slots);
  if (ctas <= 0 || ctas > choice.slots)
    return choice;
  std::int64_t s = std::min(std::max<std::int64_t>(2, choice.slots / ctas),
                            maxSegments);
  if (keys >= 0) {
    s = std::min(s, keys / std::max<std::int64_t>(minKeys, 1));
    if (keyBytes > 0 && partialBytes > 0)
      s = std::min(s, static_cast<std::int64_t>(keys * keyBytes /
                                                (8 * partialBytes)));
    // Segments of ceil(keys / s) keys rounded up to the alignment may
    // cover the keys in fewer than s.
    if (s >= 2) {
      std::int64_t a = std::max<std::int64_t>(align, 1);
      std::int64_t len = ceilDiv(ceilDiv(keys, s), a) * a;
      s = ceilDiv(keys, len);
    }
  }
  if (s < 2)
    return choice;
  choice.segments = s;
  choice.efficiency = waveEfficiency(ctas * s, choice.slots);
  return choice;
}

double fusec::cost::builtKernelEfficiencyAlone(const OnlineSoftmaxParams &p) {
  // The warp-specialized kernel is one CTA per SM wherever it runs.
  if (!p.plainSum || !p.wgmma || warpSpecialized(p))
    return builtKernelEfficiency(p);
  // H100 (bench/results/2026-11-24-h100-run34-planner-sweep.md), chains
  // of 32 and 64 CTAs, one per SM: k = 64 (64 CTAs, 85.6 us) 0.42, k = 128
  // (32 CTAs, 213 us) 0.67, k = 256 (64 CTAs, 1184 us) 0.12 of an SM's
  // peak.
  std::int64_t dk = ceilDiv(std::max(p.d, p.e), 16) * 16;
  return dk <= 64 ? 0.42 : dk <= 128 ? 0.67 : 0.12;
}

double fusec::cost::untiledStepsPerSec(const GpuSpec &gpu, bool causal) {
  // H100 (132 SMs, bench/results/2026-11-24-h100-run34-planner-sweep.md):
  // steps = B x H x M x d_v x N over the measured unfused time (the Q.K^T
  // GEMM is under 2% of it).
  double h100 = causal ? 0.80e12 : 0.93e12;
  return h100 * double(gpu.numSMs) / 132.0;
}

std::int64_t fusec::cost::chooseGemmSplits(std::int64_t tiles,
                                           std::int64_t batch, std::int64_t k,
                                           unsigned numSMs,
                                           std::int64_t minDepth,
                                           std::int64_t depthStep) {
  constexpr std::int64_t kMaxGridZ = 65535;
  std::int64_t s = 1;
  while (true) {
    std::int64_t next = 2 * s;
    if (k % next != 0 || (k / next) % depthStep != 0 || k / next < minDepth ||
        tiles * next > std::int64_t(numSMs) || batch * next > kMaxGridZ)
      return s;
    s = next;
  }
}

std::vector<KernelTime>
fusec::cost::gemmKernelTimes(const GpuSpec &gpu, std::int64_t m,
                             std::int64_t n, std::int64_t k,
                             std::int64_t batch, unsigned inBytes,
                             unsigned outBytes) {
  GemmParams params;
  params.wgmma = gpu.computeCapability >= 90;
  std::int64_t splits = chooseGemmSplits(
      batch * ceilDiv(m, 128) * ceilDiv(n, 128), batch, k, gpu.numSMs);
  params.m = m;
  params.n = n;
  params.batch = batch * splits;
  params.numSMs = gpu.numSMs;
  GemmConfig g = chooseGemmConfig(params);
  double sms = double(gpu.numSMs);
  double ctas = double(batch) * double(ceilDiv(m, g.tileM)) *
                double(ceilDiv(n, g.tileN)) * double(splits);
  double waves = std::ceil(ctas / sms);
  double padded = 2 * double(batch) * double(ceilDiv(m, g.tileM) * g.tileM) *
                  double(ceilDiv(n, g.tileN) * g.tileN) * double(k);
  double mma = padded /
               (kGemmEfficiency * gemmTileRate(g) * peakFlops(gpu, inBytes)) *
               (waves * sms / ctas);
  double out = double(batch) * double(m) * double(n);
  double bytes =
      double(batch) * (double(m) * double(k) + double(k) * double(n)) *
          inBytes +
      out * (splits > 1 ? 4.0 * double(splits) : double(outBytes));
  double hbm = bytes / gpu.hbmBytesPerSec;
  // Unsplit on Hopper it is the warp-specialized GEMM (row-major operands,
  // as frontends write chains and MLPs, are TMA boxes): its producer loads
  // by TMA while the consumers compute, so HBM and MMA overlap (H100,
  // bench/results/2026-11-25-h100-run86-87-planner-d64.md: the sum priced
  // the unfused chains' GEMMs, k = 64-256, 1.35-1.44x slower than
  // measured). Split-k's partial GEMMs copy by cp.async: the sum.
  bool overlapped = g.wgmma && splits == 1;
  double body = overlapped ? std::max(mma, hbm) : mma + hbm;
  std::vector<KernelTime> kernels;
  kernels.push_back(
      {formatv("GEMM %lldx%lldx%lld%s", (long long)m, (long long)n,
               (long long)k,
               splits > 1 ? formatv(" (split-k %lld)", (long long)splits).c_str()
                          : ""),
       body + waves * kGemmWaveSec + gpu.launchOverheadSec,
       formatv("MMA %s, HBM %s, %.0f wave(s)", formatSeconds(mma).c_str(),
               formatSeconds(hbm).c_str(), waves)});
  if (splits > 1) {
    double sum = out * (4.0 * double(splits) + outBytes) / gpu.hbmBytesPerSec;
    kernels.push_back({"split-k sum", sum + gpu.launchOverheadSec,
                       formatv("HBM %s", formatSeconds(sum).c_str())});
  }
  return kernels;
}
