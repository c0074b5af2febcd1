//===- CostModelTest.cpp - Tests for the fusion cost model ----------------===//
//
// Checks the cost model against the seeds' own formulas and numbers (seed 000:
// joint tiling; seed 002: attention bytes; seed 003: roofline; seed 004: GEMM
// intensity), the on-chip feasibility check, the planner's decisions, and the
// roofline SVG writer.
//
//===----------------------------------------------------------------------===//

#include "fusec/Analysis/CostModel.h"
#include "fusec/Analysis/RooflineSvg.h"

#include "gtest/gtest.h"

#include <algorithm>
#include <cstdio>
#include <iostream>
#include <tuple>
#include <vector>

using namespace fusec::cost;

namespace {

const GpuSpec &h100() {
  const GpuSpec *gpu = lookupGpu("h100");
  EXPECT_NE(gpu, nullptr);
  return *gpu;
}

/// Static attention whose Q, K and V tiles TMA loads (keys a multiple of
/// 128), on the H100's 132 SMs: d_qk = d_v = `d`, N queries and keys,
/// `batch` heads in all.
OnlineSoftmaxParams tmaAttention(std::int64_t d, std::int64_t n,
                                 std::int64_t batch) {
  OnlineSoftmaxParams p;
  p.d = p.e = d;
  p.tma = p.tmaCapable = true;
  p.keysDivisibleBy128 = true;
  p.sms = 132;
  p.m = p.n = n;
  p.batch = batch;
  return p;
}

/// A round-numbered GPU for checking roofline arithmetic by hand.
GpuSpec madeUpGpu() {
  GpuSpec gpu = h100();
  gpu.name = "toy";
  gpu.peakBf16Flops = gpu.peakFp16Flops = 100e12;
  gpu.peakFp32Flops = 10e12;
  gpu.hbmBytesPerSec = 1e12;
  gpu.launchOverheadSec = 5e-6;
  return gpu;
}

void printPlan(const std::string &name, const ChainPlan &plan) {
  std::cout << "[plan] " << name << ": fuse=" << (plan.fuse ? "yes" : "no")
            << " decided_by=" << toString(plan.decidedBy) << "\n       "
            << plan.reason << "\n";
}

//===----------------------------------------------------------------------===//
// GPU table
//===----------------------------------------------------------------------===//

TEST(GpuSpecsTest, LookupIsCaseInsensitive) {
  EXPECT_EQ(knownGpuNames(),
            (std::vector<std::string>{"a100", "h100", "h200"}));
  ASSERT_NE(lookupGpu("H100"), nullptr);
  EXPECT_EQ(lookupGpu("H100"), lookupGpu("h100"));
  EXPECT_EQ(lookupGpu("v100"), nullptr);
  EXPECT_EQ(lookupGpu(""), nullptr);
}

TEST(GpuSpecsTest, TableValues) {
  const GpuSpec &a100 = *lookupGpu("a100");
  EXPECT_DOUBLE_EQ(peakFlops(a100, 2), 312e12);
  EXPECT_DOUBLE_EQ(peakFlops(a100, 4), 19.5e12);
  EXPECT_EQ(a100.maxSharedPerBlock, 166912u);
  EXPECT_EQ(a100.numSMs, 108u);

  const GpuSpec &h200 = *lookupGpu("h200");
  EXPECT_DOUBLE_EQ(peakFlops(h200, 2), peakFlops(h100(), 2));
  EXPECT_DOUBLE_EQ(h200.hbmBytesPerSec, 4.8e12);
  EXPECT_EQ(h100().maxSharedPerBlock, 227u * 1024);
  EXPECT_DOUBLE_EQ(h100().launchOverheadSec, 5e-6);
}

TEST(GpuSpecsTest, CalibratedCopy) {
  GpuSpec measured = withMeasuredPeaks(h100(), 2, 700e12, 3.0e12);
  EXPECT_DOUBLE_EQ(peakFlops(measured, 2), 700e12);
  EXPECT_DOUBLE_EQ(peakFlops(measured, 4), 67e12);
  EXPECT_DOUBLE_EQ(measured.hbmBytesPerSec, 3.0e12);
  // The table itself is unchanged.
  EXPECT_DOUBLE_EQ(peakFlops(h100(), 2), 989e12);
  EXPECT_DOUBLE_EQ(withMeasuredPeaks(h100(), 4, 0, 0).hbmBytesPerSec, 3.35e12);
}

//===----------------------------------------------------------------------===//
// Seed 000
//===----------------------------------------------------------------------===//

TEST(Seed000Test, FormulasOnSmallCase) {
  // m = 2, n = 8, k = 2, b = 1, by hand:
  //   FLOPs naive 4·2·8·2 = 128, tiled 2·32·(2 + 1) = 192,
  //   accesses naive 2·16·(4 + 1) = 160, tiled (64/1)·(8 + 1) = 576.
  JointTilingCosts c = jointTilingCosts(2, 8, 2, 1);
  EXPECT_DOUBLE_EQ(c.flopsNaive, 128);
  EXPECT_DOUBLE_EQ(c.flopsTiled, 192);
  EXPECT_DOUBLE_EQ(c.memAccessNaive, 160);
  EXPECT_DOUBLE_EQ(c.memAccessTiled, 576);
  EXPECT_FALSE(c.blockEqualsK);
  EXPECT_FALSE(c.seedSaysFuse());

  // b = k = 2: no recompute; accesses naive 2·16·3 = 96, tiled 32·(4+1) = 160.
  c = jointTilingCosts(2, 8, 2, 2);
  EXPECT_DOUBLE_EQ(c.flopsTiled, c.flopsNaive);
  EXPECT_DOUBLE_EQ(c.memAccessNaive, 96);
  EXPECT_DOUBLE_EQ(c.memAccessTiled, 160);
  EXPECT_TRUE(c.blockEqualsK);
  EXPECT_TRUE(c.kLessThanNOver3); // 6 < 8
  EXPECT_TRUE(c.seedSaysFuse());
  // Taken literally the seed's access counts disagree with its criterion:
  // at b = k, tiled < naive iff n < 2k (see JointTilingCosts).
  EXPECT_GT(c.memAccessTiled, c.memAccessNaive);
  JointTilingCosts narrow = jointTilingCosts(2, 2, 2, 2);
  EXPECT_LT(narrow.memAccessTiled, narrow.memAccessNaive);
  EXPECT_FALSE(narrow.kLessThanNOver3);
}

TEST(Seed000Test, KLessThanNOver3AtBEqualsK) {
  // The seed's attention example: 16 samples × 64 tokens, d = 64.
  EXPECT_TRUE(jointTilingCosts(1024, 1024, 64, 64).seedSaysFuse());
  // Exact boundary: 3k == n is not k < n/3.
  EXPECT_FALSE(kLessThanNOver3(64, 192));
  EXPECT_TRUE(kLessThanNOver3(64, 193));
  // The seed's MLP example: batch 16, d = 4096 needs more than 3d/64 = 768
  // tokens per sample.
  EXPECT_FALSE(kLessThanNOver3(4096, 16 * 768));
  EXPECT_TRUE(kLessThanNOver3(4096, 16 * 769));
}

TEST(Seed000Test, LargeShapesDoNotOverflow) {
  JointTilingCosts c = jointTilingCosts(65536, 16384, 128, 128);
  EXPECT_DOUBLE_EQ(c.flopsNaive, 4.0 * 65536 * 16384 * 128);
  EXPECT_DOUBLE_EQ(c.flopsTiled, c.flopsNaive);
  EXPECT_DOUBLE_EQ(c.memAccessTiled, 2.0 * 65536 * 16384 * (128 + 1));
  EXPECT_TRUE(c.seedSaysFuse());
}

//===----------------------------------------------------------------------===//
// Seed 002
//===----------------------------------------------------------------------===//

TEST(Seed002Test, ByteCountsForTheSeedsShapes) {
  // Seed 002 Block A: bytes_naive / bytes_flash with the default
  // dtype_bytes = 2 and B_r = B_c = 64 (Block D), evaluated by hand.
  struct Row {
    std::int64_t n, d;
    double naive, flash;
  };
  const Row rows[] = {
      {64, 64, 57344.0, 32768.0},
      {1024, 64, 8781824.0, 4456448.0},
      {2048, 64, 34340864.0, 17301504.0},
      {4096, 64, 135790592.0, 68157440.0},
      {8192, 128, 543162368.0, 541065216.0},
      {32768, 128, 8615100416.0, 8606711808.0},
  };
  for (const Row &row : rows) {
    EXPECT_DOUBLE_EQ(attentionBytesNaive(row.n, row.d, 2), row.naive);
    EXPECT_DOUBLE_EQ(attentionBytesFlash(row.n, row.d, 64, 2), row.flash);
    // fp32 doubles every count.
    EXPECT_DOUBLE_EQ(attentionBytesNaive(row.n, row.d, 4), 2 * row.naive);
  }
  // The seed's note: at N = 64 the N×N fp32 matrix is 16 KiB.
  EXPECT_EQ(64 * 64 * 4, 16 * 1024);
}

TEST(Seed002Test, IntensityRatioAtN8192) {
  // Block F question 2: Flash/naive intensity at N = 8192, d = 128,
  // B_r = B_c = 64 equals bytes_naive / bytes_flash
  // = (12·128 + 16·8192) / (8·128·(1 + 128)) = 132608 / 132096.
  AttentionCosts c = attentionCosts(8192, 128, 64, 2);
  EXPECT_DOUBLE_EQ(c.flops, 4.0 * 8192 * 8192 * 128);
  EXPECT_NEAR(c.intensityFlash() / c.intensityNaive(), 132608.0 / 132096.0,
              1e-12);
  EXPECT_NEAR(c.intensityFlash(), 63.504, 1e-3);
  EXPECT_NEAR(c.intensityNaive(), 63.259, 1e-3);
}

TEST(Seed002Test, CausalAndBatchScaling) {
  AttentionCosts head = attentionCosts(2048, 64, 64, 2, /*causal=*/true);
  EXPECT_DOUBLE_EQ(head.flops, 2.0 * 2048 * 2048 * 64);
  AttentionCosts all = scaleByBatch(head, 8 * 16);
  EXPECT_DOUBLE_EQ(all.flops, head.flops * 128);
  EXPECT_DOUBLE_EQ(all.bytesFlash, head.bytesFlash * 128);
  EXPECT_DOUBLE_EQ(all.intensityNaive(), head.intensityNaive());
}

TEST(Seed002Test, PlannerBytesReduceToTheSeed) {
  // The planner counts each operand; for attention that is seed 002's flash
  // count exactly, and seed 002's naive count plus the O write it omits.
  ChainDesc chain = makeAttentionChain(4096, 64, /*batchHeads=*/1);
  TileConfig tile{64, 64, 2};
  EXPECT_DOUBLE_EQ(chainBytesFused(chain, tile),
                   attentionBytesFlash(4096, 64, 64, 2));
  EXPECT_DOUBLE_EQ(chainBytesUnfused(chain),
                   attentionBytesNaive(4096, 64, 2) + 4096.0 * 64 * 2);
  EXPECT_DOUBLE_EQ(chainFlops(chain, /*fused=*/true), attentionFlops(4096, 64));
}

TEST(Seed002Test, KeyBandScalesFusedWork) {
  // A key band other than causal: the fused kernel computes a share of the
  // tiles, reads K and V for those, and the unfused form is unchanged.
  ChainDesc full = makeAttentionChain(4096, 64, /*batchHeads=*/1);
  ChainDesc band = full;
  band.keyBlockShare = 0.25;
  TileConfig tile{64, 64, 2};
  EXPECT_DOUBLE_EQ(chainFlops(band, /*fused=*/true),
                   chainFlops(full, /*fused=*/true) / 4);
  EXPECT_DOUBLE_EQ(chainFlops(band, /*fused=*/false),
                   chainFlops(full, /*fused=*/false));
  // Q and O once; K and V (4096 x 64 each) in 64 row blocks x 0.25.
  double qo = 2 * 4096.0 * 64 * 2;
  EXPECT_DOUBLE_EQ(chainBytesFused(band, tile),
                   qo + 64 * 0.25 * 2 * 4096.0 * 64 * 2);
  EXPECT_DOUBLE_EQ(chainBytesUnfused(band), chainBytesUnfused(full));
}

//===----------------------------------------------------------------------===//
// Seeds 003 and 004
//===----------------------------------------------------------------------===//

TEST(Seed003Test, PerfectGemmIntensity) {
  // I(d) = d/3 when d = K = D.
  EXPECT_DOUBLE_EQ(perfectGemmIntensity(4096, 4096, 4096), 4096.0 / 3);
  // 1 / (1/128 + 1/256 + 1/512) = 512/7.
  EXPECT_DOUBLE_EQ(perfectGemmIntensity(128, 256, 512), 512.0 / 7);
  // It is n_F / n_B with bf16 bytes.
  EXPECT_NEAR(perfectGemmIntensity(128, 256, 512),
              gemmIntensity(128, 256, 512, 2), 1e-12);
}

TEST(Seed003Test, RooflineOnMadeUpGpu) {
  GpuSpec gpu = madeUpGpu();
  EXPECT_DOUBLE_EQ(ridgeIntensity(gpu, 2), 100);
  EXPECT_DOUBLE_EQ(ridgeIntensity(gpu, 4), 10);
  EXPECT_DOUBLE_EQ(arithmeticIntensity(1e12, 1e9), 1000);
  EXPECT_DOUBLE_EQ(attainableFlops(gpu, 2, 10), 10e12);
  EXPECT_DOUBLE_EQ(attainableFlops(gpu, 2, 1000), 100e12);

  // Compute-bound: 1e12 FLOPs / 100e12 = 10 ms beats 1e9 B / 1e12 = 1 ms.
  RooflineEstimate r = estimateRoofline(gpu, 2, 1e12, 1e9, 2);
  EXPECT_DOUBLE_EQ(r.computeSec, 0.01);
  EXPECT_DOUBLE_EQ(r.memorySec, 0.001);
  EXPECT_DOUBLE_EQ(r.seconds, 0.01 + 2 * 5e-6);
  EXPECT_TRUE(r.computeBound());
  // Memory-bound: 1e9 FLOPs (10 us) against 1e8 B (100 us), one launch.
  r = estimateRoofline(gpu, 2, 1e9, 1e8, 1);
  EXPECT_DOUBLE_EQ(r.seconds, 100e-6 + 5e-6);
  EXPECT_FALSE(r.computeBound());
  EXPECT_DOUBLE_EQ(r.intensity(), 10);
}

TEST(Seed003Test, A100RidgeFromTheSeed) {
  // Seed 003 uses pi = 312 TFLOP/s, beta = 1.6 TB/s for the A100: I* = 195.
  GpuSpec a100 = withMeasuredPeaks(*lookupGpu("a100"), 2, 0, 1.6e12);
  EXPECT_DOUBLE_EQ(ridgeIntensity(a100, 2), 195);
}

TEST(Seed004Test, GemmAndGemvIntensity) {
  // analyze_matmul_intensity with its default dtype_bytes = 2.
  EXPECT_NEAR(gemmIntensity(4096, 4096, 4096, 2), 1365.3, 0.05);
  EXPECT_NEAR(gemmIntensity(1, 4096, 4096, 2), 1.0, 0.001);
  EXPECT_LT(gemmIntensity(1, 4096, 4096, 2), 1.0);
  // Seed 004's verdicts hold against our (dense) H100 ridge as well.
  EXPECT_GT(gemmIntensity(4096, 4096, 4096, 2), ridgeIntensity(h100(), 2));
  EXPECT_LT(gemmIntensity(1, 4096, 4096, 2), ridgeIntensity(h100(), 2));
}

//===----------------------------------------------------------------------===//
// Feasibility
//===----------------------------------------------------------------------===//

TEST(FeasibilityTest, HeadDim128Fits) {
  // 128×64 needs (128·128 + 128·64)/128 + 64 = 256 registers/thread: too many.
  OnChipFit fit = checkOnChipFit({128, 64, 2}, 128, 128, 2, h100());
  EXPECT_TRUE(fit.fitsShared);
  EXPECT_FALSE(fit.fitsRegisters);
  EXPECT_EQ(fit.registersPerThread, 256u);

  // 128×32: 64 KiB shared, 224 registers/thread.
  TileChoice choice = chooseTile(makeAttentionChain(4096, 128, 1), h100());
  EXPECT_EQ(choice.tile.blockRows, 128);
  EXPECT_EQ(choice.tile.blockCols, 32);
  EXPECT_TRUE(choice.fit.fits());
  EXPECT_EQ(choice.fit.sharedBytes, 64u * 1024);
  EXPECT_EQ(choice.fit.registersPerThread, 224u);
}

TEST(FeasibilityTest, HeadDim64PicksWideTile) {
  TileChoice choice = chooseTile(makeAttentionChain(4096, 64, 1), h100());
  EXPECT_EQ(choice.tile.blockRows, 128);
  EXPECT_EQ(choice.tile.blockCols, 64);
  EXPECT_EQ(choice.fit.sharedBytes, 48u * 1024);
  EXPECT_EQ(choice.fit.registersPerThread, 192u);
}

TEST(FeasibilityTest, BEqualsK4096DoesNotFit) {
  TileChoice choice =
      chooseTile(makeMatmulChain(4096, 4096, 16384, 4096), h100());
  EXPECT_FALSE(choice.fit.fits());
  EXPECT_FALSE(choice.fit.fitsShared);
  EXPECT_FALSE(choice.fit.fitsRegisters);
  EXPECT_EQ(choice.tile.blockRows, 32);
  EXPECT_EQ(choice.tile.blockCols, 32);
  // (32·4096 + 2·32·(4096 + 4096))·2 B = 1280 KiB.
  EXPECT_EQ(choice.fit.sharedBytes, 1280u * 1024);
  EXPECT_NE(choice.fit.explanation.find("1280.0 KiB"), std::string::npos);
}

//===----------------------------------------------------------------------===//
// Planning decisions
//===----------------------------------------------------------------------===//

TEST(PlanChainTest, AttentionFuses) {
  constexpr std::int64_t kTokens = 16384;
  for (std::int64_t headDim : {64, 128}) {
    for (std::int64_t seqLen : {1024, 4096, 16384}) {
      for (std::int64_t heads : {16, 32}) {
        ChainDesc chain =
            makeAttentionChain(seqLen, headDim, kTokens / seqLen * heads);
        ChainPlan plan = planChain(chain, h100());
        SCOPED_TRACE(plan.reason);
        EXPECT_TRUE(plan.fuse);
        EXPECT_EQ(plan.decidedBy, DecidedBy::Seed);
        EXPECT_TRUE(plan.seedSaysFuse());
        EXPECT_TRUE(plan.rooflineSaysFuse);
        EXPECT_LT(plan.fused.bytes, plan.unfused.bytes);
        EXPECT_DOUBLE_EQ(plan.fused.flops, plan.unfused.flops);
        if (heads == 16)
          printPlan("attention N=" + std::to_string(seqLen) +
                        " d=" + std::to_string(headDim) + " 16 heads",
                    plan);
      }
    }
  }
}

TEST(PlanChainTest, GenericChainFuses) {
  ChainPlan plan = planChain(makeMatmulChain(16384, 64, 4096, 64), h100());
  printPlan("chain m=16384 k=64 n=4096", plan);
  EXPECT_TRUE(plan.fuse);
  EXPECT_EQ(plan.decidedBy, DecidedBy::Seed);
  EXPECT_EQ(plan.tile.blockRows, 128);
  EXPECT_EQ(plan.reason.rfind("fuse: b = k = 64 and k < n/3 (64 < 1365.3)", 0),
            0u);
}

TEST(PlanChainTest, ChainNoTiledKernelTakesIsPricedAsBuilt) {
  // k = 512 and an output width of 512: the tile fits by the model, but the
  // tiled kernels take widths of 16..256 only, so fused it would be the
  // untiled chain kernel; priced as that, it loses to two GEMMs.
  ChainPlan plan = planChain(makeMatmulChain(256, 512, 512, 512), h100());
  printPlan("chain m=256 k=512 n=512 width 512", plan);
  EXPECT_TRUE(plan.fit.fits());
  EXPECT_FALSE(plan.fuse);
  ASSERT_EQ(plan.fusedKernels.size(), 1u);
  EXPECT_EQ(plan.fusedKernels.front().what, "untiled chain");
  EXPECT_GT(plan.fused.seconds, 100 * plan.unfused.seconds);
}

TEST(PlanChainTest, MlpIsInfeasible) {
  ChainPlan plan = planChain(
      makeMatmulChain(4096, 4096, 16384, 4096, 1, 2, /*elementwise=*/true),
      h100());
  printPlan("MLP 4096x4096 . 4096x16384 . 16384x4096", plan);
  EXPECT_FALSE(plan.fuse);
  EXPECT_EQ(plan.decidedBy, DecidedBy::Feasibility);
  EXPECT_FALSE(plan.seedBlockEqualsK);
  EXPECT_TRUE(plan.seedKLessThanNOver3); // 12288 < 16384: not the obstacle.
  EXPECT_NE(plan.reason.find("b = k = 4096 tile cannot stay on chip"),
            std::string::npos);
  EXPECT_NE(plan.reason.find("227.0 KiB per block"), std::string::npos);
}

TEST(PlanChainTest, ShortAttentionIsDecidedConsistently) {
  ChainPlan plan = planChain(makeAttentionChain(128, 128, 128 * 16), h100());
  printPlan("attention N=128 d=128", plan);
  EXPECT_FALSE(plan.seedKLessThanNOver3);
  EXPECT_TRUE(plan.seedBlockEqualsK);
  EXPECT_EQ(plan.fuse, plan.rooflineSaysFuse);
  EXPECT_EQ(plan.decidedBy,
            plan.rooflineSaysFuse ? DecidedBy::Roofline : DecidedBy::Seed);
  EXPECT_NE(plan.reason.find("k < n/3 fails (128 >= 42.7)"), std::string::npos);
}

TEST(PlanChainTest, RooflineOverridesSeedYes) {
  // k = 256 < n/3 but the built k = 256 chain kernel spills (0.12 of an SM per
  // CTA, 2026-11-24-h100-run34-planner-sweep.md): two GEMMs are faster. (Priced
  // by the roofline of the planner's own tile, with L2 at 3x HBM, it would
  // fuse.)
  ChainDesc chain = makeMatmulChain(16384, 256, 1024, 256);
  OnlineSoftmaxParams p;
  p.d = p.e = 256;
  p.plainSum = p.kTransposed = true;
  p.keysDivisibleBy128 = true;
  OnlineSoftmaxConfig c = chooseOnlineSoftmaxConfig(p);
  chain.builtTile = {c.rowsPerCta(), c.keys, unsigned(c.stages)};
  chain.builtEfficiency = builtKernelEfficiency(p);
  chain.builtEfficiencyAlone = builtKernelEfficiencyAlone(p);
  ChainPlan plan = planChain(chain, h100());
  printPlan("chain m=16384 k=256 n=1024", plan);
  EXPECT_TRUE(plan.seedSaysFuse());
  EXPECT_FALSE(plan.rooflineSaysFuse);
  EXPECT_FALSE(plan.fuse);
  EXPECT_EQ(plan.decidedBy, DecidedBy::Roofline);
}

TEST(PlanChainTest, L2ReuseMakesALongChainPay) {
  // k = 256 >= n/3, so the seed says no; but B and C (512 KiB) stay in L2
  // while the 256 row blocks re-read them, and the re-reads at L2 speed
  // cost less than the unfused intermediate's HBM round trip.
  ChainPlan plan = planChain(makeMatmulChain(16384, 256, 512, 256), h100());
  printPlan("chain m=16384 k=256 n=512", plan);
  EXPECT_FALSE(plan.seedSaysFuse());
  EXPECT_GT(plan.fused.l2Bytes, 0.0);
  EXPECT_LT(plan.fused.bytes, plan.unfused.bytes);
  EXPECT_NE(plan.reason.find("hit L2"), std::string::npos);
}

TEST(PlanChainTest, ManySmallBatchesDoNotFitL2) {
  // 1024 batches of two 128-row blocks: 133 batches run at once, their B
  // and C (66.5 MiB) overflow the L2, so the re-reads come from HBM.
  ChainDesc chain = makeMatmulChain(128, 256, 512, 256, /*batch=*/1024);
  TileConfig tile{64, 64, 2};
  EXPECT_EQ(concurrentBatches(chain, tile, h100()), 133);
  EXPECT_DOUBLE_EQ(chainBytesFusedHbm(chain, tile, h100()),
                   chainBytesFused(chain, tile));
}

TEST(PlanChainTest, AttentionD256FusesThroughL2) {
  // The K and V of the few heads in flight stay in L2: d = 256 attention
  // fuses (FlashAttention does) instead of materializing the scores.
  ChainPlan plan = planChain(makeAttentionChain(2048, 256, 64), h100());
  printPlan("attention N=2048 d=256", plan);
  EXPECT_TRUE(plan.fuse);
  EXPECT_DOUBLE_EQ(plan.fused.bytes, 4.0 * 2048 * 256 * 2 * 64);
}

TEST(PlanChainTest, SeedAndRooflineBothSayNo) {
  ChainPlan plan =
      planChain(makeMatmulChain(128, 256, 512, 256, /*batch=*/1024), h100());
  EXPECT_FALSE(plan.seedSaysFuse());
  EXPECT_FALSE(plan.rooflineSaysFuse);
  EXPECT_FALSE(plan.fuse);
  EXPECT_EQ(plan.decidedBy, DecidedBy::Seed);
}

TEST(PlanChainTest, CausalHalvesFusedFlopsOnly) {
  ChainPlan plan =
      planChain(makeAttentionChain(4096, 128, 64, 2, /*causal=*/true), h100());
  EXPECT_DOUBLE_EQ(plan.fused.flops * 2, plan.unfused.flops);
  EXPECT_TRUE(plan.fuse);
}

TEST(PlanChainTest, InvalidShapeIsNotFused) {
  ChainPlan plan = planChain(makeMatmulChain(0, 64, 64, 64), h100());
  EXPECT_FALSE(plan.fuse);
  EXPECT_EQ(plan.decidedBy, DecidedBy::Feasibility);
}

//===----------------------------------------------------------------------===//
// Roofline SVG
//===----------------------------------------------------------------------===//

TEST(RooflineSvgTest, RendersLabelsDeterministically) {
  std::vector<RooflinePoint> points = {
      {"flash d=64", 120, 400e12},
      {"Q<K & \"naive\"", 60, 150e12},
      {"dropped", 0, 1e12},
  };
  std::string svg = renderRooflineSvg(h100(), 2, points);
  EXPECT_EQ(svg, renderRooflineSvg(h100(), 2, points));
  EXPECT_EQ(svg.rfind("<svg ", 0), 0u);
  EXPECT_NE(svg.find("</svg>"), std::string::npos);
  EXPECT_NE(svg.find("NVIDIA H100 SXM5 80GB"), std::string::npos);
  EXPECT_NE(svg.find("flash d=64"), std::string::npos);
  EXPECT_NE(svg.find("Q&lt;K &amp; &quot;naive&quot;"), std::string::npos);
  EXPECT_EQ(svg.find("Q<K"), std::string::npos);
  EXPECT_EQ(svg.find("dropped"), std::string::npos);
  EXPECT_NE(svg.find("ridge 295 FLOP/byte"), std::string::npos);
  EXPECT_NE(svg.find("TFLOP/s"), std::string::npos);
}

TEST(RooflineSvgTest, MeasuredPointsAreDiamondsWithALegend) {
  std::vector<RooflinePoint> predicted = {{"chain 1 fused", 1000, 500e12}};
  std::string plain = renderRooflineSvg(h100(), 2, predicted);
  // Predictions alone: no diamond, no legend.
  EXPECT_EQ(plain.find("measured"), std::string::npos);
  EXPECT_EQ(plain.find("legend"), std::string::npos);

  std::vector<RooflinePoint> both = predicted;
  both.push_back({"chain 1 measured", 1000, 400e12, /*measured=*/true});
  std::string svg = renderRooflineSvg("GPU", 1e15, 1e12, 2, both, "H100 PCIe");
  // One diamond for the point and one in the legend, centred where the
  // predicted circle of the same intensity is, lower down.
  size_t first = svg.find("<path class=\"measured\" d=\"M ");
  ASSERT_NE(first, std::string::npos) << svg;
  EXPECT_NE(svg.find("<path class=\"measured\"", first + 1), std::string::npos);
  double cx = 0, top = 0;
  ASSERT_EQ(std::sscanf(svg.c_str() + first,
                        "<path class=\"measured\" d=\"M %lf %lf", &cx, &top),
            2);
  size_t circle = svg.find("fill=\"#ff7f0e\"");
  ASSERT_NE(circle, std::string::npos);
  size_t circleStart = svg.rfind("<circle", circle);
  double px = 0, py = 0;
  ASSERT_EQ(std::sscanf(svg.c_str() + circleStart,
                        "<circle cx=\"%lf\" cy=\"%lf\"", &px, &py),
            2);
  EXPECT_DOUBLE_EQ(cx, px);
  EXPECT_GT(top + 5, py); // Below: fewer FLOP/s.
  EXPECT_NE(svg.find("chain 1 measured"), std::string::npos);
  EXPECT_NE(svg.find("<g class=\"legend\">"), std::string::npos);
  EXPECT_NE(svg.find("measured on H100 PCIe"), std::string::npos);
  EXPECT_NE(svg.find("Roofline: GPU, bf16/fp16 (1000 TFLOP/s, 1 TB/s)"),
            std::string::npos);
}

} // namespace

//===----------------------------------------------------------------------===//
// Split-KV
//===----------------------------------------------------------------------===//

TEST(SplitKVTest, DecodingFillsOneWave) {
  // 32 CTAs (one sequence, 32 heads) on 132 SMs, one CTA each: 4 segments,
  // 128 of 132 SMs.
  SplitChoice c = chooseKeySplits(32, 32768, h100(), 512, 64);
  EXPECT_EQ(c.slots, 132);
  EXPECT_EQ(c.segments, 4);
  EXPECT_NEAR(c.unsplitEfficiency, 32.0 / 132, 1e-12);
  EXPECT_NEAR(c.efficiency, 128.0 / 132, 1e-12);
}

TEST(SplitKVTest, PartialStatesStayWithinAnEighthOfTheKeys) {
  // MQA decoding: 8 CTAs of 32 packed query rows, d = e = 128, 8192 keys.
  // Each CTA writes 3 x 32 x 128 f32 = 48 KiB of partial state; 16
  // segments would read 256 KiB of K and V each: capped at 10 (448 KiB).
  SplitChoice c = chooseKeySplits(8, 8192, h100(), 512, 64, 128,
                                  /*keyBytes=*/512, /*partialBytes=*/49152);
  EXPECT_EQ(c.segments, 10);
  // One query row: the cap is far away.
  EXPECT_EQ(chooseKeySplits(32, 32768, h100(), 512, 64, 128, 512, 1536)
                .segments,
            4);
}

TEST(SplitKVTest, BoundsBySegmentLengthAndCount) {
  // One CTA: 264 segments would fill the wave; 64 at most, and a static
  // key count keeps >= 512 keys per segment.
  EXPECT_EQ(chooseKeySplits(1, -1, h100(), 512, 64).segments, 64);
  EXPECT_EQ(chooseKeySplits(1, 4096, h100(), 512, 64).segments, 8);
  EXPECT_EQ(chooseKeySplits(1, 700, h100(), 512, 64).segments, 1);
}

TEST(SplitKVTest, AlignedSegmentsAreNeverEmpty) {
  // 2 CTAs, 1100 keys, >= 256 per segment: 4 segments of 275 keys aligned
  // to 128 are 384-key segments, which cover the keys in 3.
  EXPECT_EQ(chooseKeySplits(2, 1100, h100(), 256, 64, 128).segments, 3);
  // 300 keys: at most 2 segments of >= 128 keys (2 x 256 cover them).
  EXPECT_EQ(chooseKeySplits(8, 300, h100(), 128, 64, 128).segments, 2);
  // A dynamic key count is split by the SMs alone.
  EXPECT_EQ(chooseKeySplits(8, -1, h100(), 128, 64, 128).segments, 16);
}

TEST(SplitKVTest, ACtaPerSmIsLeftAlone) {
  // 256 CTAs (8 sequences x 32 heads) or 133 already have a CTA per SM;
  // 132 or fewer are split in at least 2.
  EXPECT_EQ(chooseKeySplits(256, 8192, h100(), 512, 64).segments, 1);
  EXPECT_EQ(chooseKeySplits(133, 8192, h100(), 512, 64).segments, 1);
  EXPECT_EQ(chooseKeySplits(132, 8192, h100(), 512, 64).segments, 2);
}

TEST(SplitKVTest, RowsPerCtaFollowTheGenerator) {
  EXPECT_EQ(onlineSoftmaxRowsPerCta(/*wgmma=*/true, 256, 256), 64);
  EXPECT_EQ(onlineSoftmaxRowsPerCta(false, 128, 128), 128);
  EXPECT_EQ(onlineSoftmaxRowsPerCta(false, 136, 128), 64);
  // fuse-split-kv counts a segment's CTAs with the head dims alone: the
  // segmented kernel's config, whatever the other params, has those rows
  // (it is never warp-specialized).
  for (bool wgmma : {true, false})
    for (auto [d, e] : {std::pair{64, 64},
                        {96, 96},
                        {128, 128},
                        {192, 128},
                        {192, 192},
                        {256, 256}})
      for (bool causal : {false, true}) {
        OnlineSoftmaxParams p;
        p.wgmma = wgmma;
        p.d = d;
        p.e = e;
        p.causal = causal;
        p.m = 8192;
        p.n = 16384;
        p.tma = p.tmaCapable = wgmma;
        p.keysDivisibleBy128 = true;
        p.segmented = true;
        EXPECT_EQ(chooseOnlineSoftmaxConfig(p).rowsPerCta(),
                  onlineSoftmaxRowsPerCta(wgmma, d, e))
            << d << "/" << e << (wgmma ? " wgmma" : " mma.sync");
      }
}

TEST(OnlineSoftmaxConfigTest, ExactF32OnTheCudaCores) {
  // f32 read exactly: the tf32 kernel's mma.sync tiles (no wgmma, Q in
  // shared memory), computed at 58% of the CUDA cores' peak.
  OnlineSoftmaxParams p;
  p.tf32 = p.simt = true;
  p.wgmma = false;
  p.d = p.e = 64;
  p.m = 4096;
  OnlineSoftmaxConfig c = chooseOnlineSoftmaxConfig(p);
  EXPECT_FALSE(c.wgmma);
  EXPECT_FALSE(c.qInRegisters);
  EXPECT_EQ(c.warps, 4);
  EXPECT_EQ(c.mTiles, 2);
  EXPECT_EQ(c.keys, 64);
  EXPECT_DOUBLE_EQ(builtKernelEfficiency(p), 0.58);
  // d = 128 prefill: 8 warps of two m-tiles, two stages (13.81 ms against
  // 14.53 with 4 warps and one, N = 4096).
  p.d = p.e = 128;
  c = chooseOnlineSoftmaxConfig(p);
  EXPECT_EQ(c.warps, 8);
  EXPECT_EQ(c.mTiles, 2);
  EXPECT_EQ(c.keys, 32);
  EXPECT_EQ(c.stages, 2);
  // tf32 keeps its measured tile.
  OnlineSoftmaxParams tf32 = p;
  tf32.simt = false;
  EXPECT_EQ(chooseOnlineSoftmaxConfig(tf32).warps, 4);
  EXPECT_DOUBLE_EQ(builtKernelEfficiency(tf32), 0.35);
  // Decoding (the 4 query heads of a GQA group): one warp of one m-tile.
  p.m = 4;
  c = chooseOnlineSoftmaxConfig(p);
  EXPECT_EQ(c.warps, 1);
  EXPECT_EQ(c.mTiles, 1);
  EXPECT_EQ(c.rowsPerCta(), 16);
}

TEST(OnlineSoftmaxConfigTest, WarpSpecializedWhereMeasuredFaster) {
  // Prefill with K and V by TMA, 96 <= d <= 256: a producer warpgroup and two
  // consumer warpgroups (8 warps, 128 rows), two K/V buffers; 128-key blocks up
  // to d_v = 128 (and d_qk = 192), 64 above
  // (2026-11-24-h100-run55-58-warp-specialized.md).
  OnlineSoftmaxParams p;
  p.tma = true;
  p.m = 2048;
  for (auto [d, e, keys] :
       {std::tuple{96, 96, 128}, {128, 128, 128}, {192, 128, 128},
        {192, 192, 64}, {256, 256, 64}}) {
    p.d = d;
    p.e = e;
    OnlineSoftmaxConfig c = chooseOnlineSoftmaxConfig(p);
    EXPECT_TRUE(c.warpSpecialized) << d << "/" << e;
    EXPECT_TRUE(c.overlap);
    EXPECT_EQ(c.warps, 8);
    EXPECT_EQ(c.stages, 2);
    EXPECT_EQ(c.keys, keys) << d << "/" << e;
    EXPECT_EQ(c.rowsPerCta(), 128);
  }
  // Causal with O wider than 128 columns: 96-key blocks to d_v = 192, 80 to 256
  // (2026-11-26-h100-run96-103-registers-keys.md: 1.04-1.09x the 64-key
  // blocks); not with dynamic sizes or a tensor read in the body (not
  // measured).
  OnlineSoftmaxParams causal = p;
  causal.causal = true;
  for (auto [d, e, keys] :
       {std::tuple{128, 128, 128}, {192, 128, 128}, {160, 160, 96},
        {192, 192, 96}, {256, 256, 80}}) {
    causal.d = d;
    causal.e = e;
    EXPECT_EQ(chooseOnlineSoftmaxConfig(causal).keys, keys) << d << "/" << e;
  }
  causal.dynamic = true;
  EXPECT_EQ(chooseOnlineSoftmaxConfig(causal).keys, 64);
  causal.dynamic = false;
  causal.readsTensors = true;
  EXPECT_EQ(chooseOnlineSoftmaxConfig(causal).keys, 64);
  // Not: d = 64 (0.87x, 2026-11-24-h100-run55-58-warp-specialized.md), fewer
  // than 128 queries, split-KV segments, no TMA, mma.sync.
  p.d = p.e = 64;
  EXPECT_FALSE(chooseOnlineSoftmaxConfig(p).warpSpecialized);
  p.d = p.e = 128;
  // Dynamic sizes too (2026-11-25-h100-run59-63.md: d = 128 1.13-1.20x the
  // dynamic serial kernel), a dynamic query count included.
  OnlineSoftmaxParams dyn = p;
  dyn.dynamic = true;
  EXPECT_TRUE(chooseOnlineSoftmaxConfig(dyn).warpSpecialized);
  dyn.m = -1;
  EXPECT_TRUE(chooseOnlineSoftmaxConfig(dyn).warpSpecialized);
  EXPECT_EQ(chooseOnlineSoftmaxConfig(dyn).keys, 128);
  // A static kernel whose query count was not given (onlineSoftmaxRowsPerCta
  // and the other callers that only know the head dims) stays 64 rows.
  OnlineSoftmaxParams unknown = p;
  unknown.m = -1;
  EXPECT_FALSE(chooseOnlineSoftmaxConfig(unknown).warpSpecialized);
  EXPECT_EQ(onlineSoftmaxRowsPerCta(true, 128, 128), 64);
  OnlineSoftmaxParams q = p;
  q.m = 64;
  EXPECT_FALSE(chooseOnlineSoftmaxConfig(q).warpSpecialized);
  EXPECT_EQ(chooseOnlineSoftmaxConfig(q).rowsPerCta(), 64);
  q = p;
  q.segmented = true;
  EXPECT_FALSE(chooseOnlineSoftmaxConfig(q).warpSpecialized);
  q = p;
  q.tma = false;
  EXPECT_FALSE(chooseOnlineSoftmaxConfig(q).warpSpecialized);
  q = p;
  q.wgmma = false;
  EXPECT_FALSE(chooseOnlineSoftmaxConfig(q).warpSpecialized);
}

TEST(OnlineSoftmaxConfigTest, ThreeConsumerWarpgroupsWithoutTurnsFrom3072) {
  // d = 64 not causal from 3072 queries and keys on a deep grid (H100,
  // 2026-11-26-h100-run144-155-causal-turns-d64.md): three consumer warpgroups
  // without turns, one CTA per tile, 1.02-1.09x the overlapped kernel at N =
  // 3072..6144; 0.98x at 2048; causal 0.89x at 4096; persistent 0.96-0.99x.
  OnlineSoftmaxParams p = tmaAttention(64, 4096, 128);
  OnlineSoftmaxConfig c = chooseOnlineSoftmaxConfig(p);
  EXPECT_TRUE(c.warpSpecialized);
  EXPECT_EQ(c.warps, 12);
  EXPECT_FALSE(c.persistent || c.pingPong);
  p.m = p.n = 2048;
  EXPECT_FALSE(chooseOnlineSoftmaxConfig(p).warpSpecialized);
  // Causal, a tensor read in the body, or a grid of fewer than eight
  // waves keep the overlapped kernel.
  p.m = p.n = 4096;
  p.causal = true;
  EXPECT_FALSE(chooseOnlineSoftmaxConfig(p).warpSpecialized);
  p.causal = false;
  p.readsTensors = true;
  EXPECT_FALSE(chooseOnlineSoftmaxConfig(p).warpSpecialized);
  p.readsTensors = false;
  p.batch = 8;
  EXPECT_FALSE(chooseOnlineSoftmaxConfig(p).warpSpecialized);
  // From 8192 too (2026-11-26-h100-run144-155-causal-turns-d64.md: 1.03-1.04x
  // the persistent grid in turns), on a grid of any depth; causal there keeps
  // the turns.
  p.batch = 8;
  p.m = p.n = 8192;
  c = chooseOnlineSoftmaxConfig(p);
  EXPECT_EQ(c.warps, 12);
  EXPECT_FALSE(c.persistent || c.pingPong);
  p.causal = true;
  c = chooseOnlineSoftmaxConfig(p);
  EXPECT_EQ(c.warps, 12);
  EXPECT_TRUE(!c.persistent && c.pingPong);
}

TEST(OnlineSoftmaxConfigTest, ThreeConsumerWarpgroupsForLongD64) {
  // d = 64 attention, K and V by TMA (H100,
  // 2026-11-25-h100-run86-87-planner-d64.md): three consumer warpgroups
  // 1.01-1.12x the overlapped kernel at N = 8192 and 16384, 0.87-0.98x at
  // N <= 4096.
  OnlineSoftmaxParams p;
  p.d = p.e = 64;
  p.tma = p.tmaCapable = true;
  p.m = p.n = 8192;
  OnlineSoftmaxConfig c = chooseOnlineSoftmaxConfig(p);
  EXPECT_TRUE(c.warpSpecialized);
  EXPECT_EQ(c.warps, 12);
  EXPECT_EQ(c.rowsPerCta(), 192);
  EXPECT_EQ(c.keys, 128);
  p.m = p.n = 4096;
  c = chooseOnlineSoftmaxConfig(p);
  EXPECT_FALSE(c.warpSpecialized);
  EXPECT_TRUE(c.overlap);
  EXPECT_EQ(c.rowsPerCta(), 64);
  // Decoding and dynamic sizes keep the overlapped kernel.
  p.m = 1;
  p.n = 16384;
  EXPECT_FALSE(chooseOnlineSoftmaxConfig(p).warpSpecialized);
  p.m = p.n = -1;
  p.dynamic = true;
  EXPECT_FALSE(chooseOnlineSoftmaxConfig(p).warpSpecialized);
  // Other head dims keep two consumer warpgroups.
  p.dynamic = false;
  p.m = p.n = 8192;
  p.d = p.e = 128;
  EXPECT_EQ(chooseOnlineSoftmaxConfig(p).warps, 8);
}

TEST(OnlineSoftmaxConfigTest, PersistentWhereMeasuredFaster) {
  // 2026-11-25-h100-run88-persistent.md (H100): the persistent grid 1.01-1.07x
  // at d = 96..192 with up to 2048 keys (and at d = 64 with three consumer
  // groups in turns, until one CTA per tile without them ran faster,
  // 2026-11-26-h100-run144-155-causal-turns-d64.md). Without the ping-pong
  // turns (2026-11-26-h100-run129-136-no-ping-pong.md): d = 128 1.018x at 4096
  // keys, 1.00x / 0.99x at 8192 / 16384; d = 256 1.01x at 2048 and 8192.
  OnlineSoftmaxParams p;
  p.d = p.e = 128;
  p.tma = p.tmaCapable = true;
  p.keysDivisibleBy128 = true;
  p.m = p.n = 2048;
  OnlineSoftmaxConfig c = chooseOnlineSoftmaxConfig(p);
  EXPECT_TRUE(c.warpSpecialized);
  EXPECT_TRUE(c.persistent);
  p.m = p.n = 4096;
  EXPECT_TRUE(chooseOnlineSoftmaxConfig(p).persistent);
  // 2026-11-26-h100-run129-136-no-ping-pong.md: 0.99x at 4096 keys
  p.d = p.e = 192;
  EXPECT_FALSE(chooseOnlineSoftmaxConfig(p).persistent);
  p.d = p.e = 128;
  p.m = p.n = 8192;
  EXPECT_FALSE(chooseOnlineSoftmaxConfig(p).persistent);
  p.d = p.e = 256;
  EXPECT_TRUE(chooseOnlineSoftmaxConfig(p).persistent);
  p.m = p.n = 2048;
  EXPECT_TRUE(chooseOnlineSoftmaxConfig(p).persistent);
  // Three consumer groups (d = 64) run one CTA per tile
  // (2026-11-26-h100-run144-155-causal-turns-d64.md: the persistent grid
  // 0.96-0.97x).
  p.d = p.e = 64;
  p.m = p.n = 16384;
  EXPECT_FALSE(chooseOnlineSoftmaxConfig(p).persistent);
  // Causal (2026-11-26-h100-run90-95-causal-persistent.md): with up to 4096
  // keys, d = 128 1.04-1.19x, d = 96..256 at 2048 keys 1.02-1.10x; not from
  // 8192 keys (0.66-1.00x: the hardware balances a head's many tiles of
  // different lengths better), nor with three consumer groups (0.80-0.88x).
  p.d = p.e = 128;
  p.m = p.n = 2048;
  p.causal = true;
  EXPECT_TRUE(chooseOnlineSoftmaxConfig(p).persistent);
  p.m = p.n = 4096;
  EXPECT_TRUE(chooseOnlineSoftmaxConfig(p).persistent);
  p.d = p.e = 256;
  p.m = p.n = 2048;
  EXPECT_TRUE(chooseOnlineSoftmaxConfig(p).persistent);
  p.d = p.e = 128;
  p.m = p.n = 8192;
  EXPECT_FALSE(chooseOnlineSoftmaxConfig(p).persistent);
  p.d = p.e = 64;
  p.m = p.n = 16384;
  EXPECT_FALSE(chooseOnlineSoftmaxConfig(p).persistent);
  // Static rounds everywhere above.
  EXPECT_FALSE(chooseOnlineSoftmaxConfig(p).dynamicTiles);
  p.d = p.e = 128;
  p.m = p.n = 2048;
  EXPECT_FALSE(chooseOnlineSoftmaxConfig(p).dynamicTiles);
  // Tiles handed out at run time (2026-11-26-h100-run105-113-dynamic-tiles.md):
  // causal, d_qk = d_v, d = 192 at any length (1.08x / 1.10x at N = 2048 /
  // 8192), d = 160 from 8192 keys (1.06x; 0.95x at 2048); not d = 128
  // (0.87-1.01x) nor 256 (0.92-0.98x).
  for (std::int64_t n : {2048, 8192, 16384}) {
    p.d = p.e = 192;
    p.m = p.n = n;
    c = chooseOnlineSoftmaxConfig(p);
    EXPECT_TRUE(c.persistent && c.dynamicTiles) << n;
    p.d = p.e = 160;
    EXPECT_EQ(chooseOnlineSoftmaxConfig(p).dynamicTiles, n >= 8192) << n;
    p.d = p.e = 256;
    EXPECT_FALSE(chooseOnlineSoftmaxConfig(p).dynamicTiles) << n;
    p.d = p.e = 128;
    EXPECT_FALSE(chooseOnlineSoftmaxConfig(p).dynamicTiles) << n;
  }
  p.d = 192;
  p.e = 128;
  EXPECT_FALSE(chooseOnlineSoftmaxConfig(p).dynamicTiles);
  p.d = p.e = 192;
  p.causal = false;
  EXPECT_FALSE(chooseOnlineSoftmaxConfig(p).dynamicTiles);
  p.causal = true;
  p.keysDivisibleBy128 = false;
  EXPECT_FALSE(chooseOnlineSoftmaxConfig(p).dynamicTiles);
  p.keysDivisibleBy128 = true;
  // Not: extra inputs or ragged keys (spills), dynamic sizes.
  p.d = p.e = 128;
  p.m = p.n = 2048;
  p.causal = false;
  p.readsTensors = true;
  EXPECT_FALSE(chooseOnlineSoftmaxConfig(p).persistent);
  p.readsTensors = false;
  p.keysDivisibleBy128 = false;
  EXPECT_FALSE(chooseOnlineSoftmaxConfig(p).persistent);
}

TEST(OnlineSoftmaxConfigTest, NoPingPongNotCausal) {
  // 2026-11-26-h100-run129-136-no-ping-pong.md (H100): without the turns d =
  // 256 1.04x, d = 192 1.01-1.04x, d = 160 with 80-key blocks 1.04-1.05x
  // (persistent, up to 2048 keys), d = 128 0.99-1.02x, d = 80 / 96 / 112
  // 1.00-1.02x; causal 0.99-1.01x and d = 64's three groups 0.94-0.97x (kept
  // then).
  OnlineSoftmaxParams p = tmaAttention(256, 2048, 16);
  OnlineSoftmaxConfig c = chooseOnlineSoftmaxConfig(p);
  EXPECT_TRUE(c.warpSpecialized);
  EXPECT_FALSE(c.pingPong);
  EXPECT_EQ(c.keys, 64);
  for (std::int64_t d : {160, 192}) {
    p.d = p.e = d;
    c = chooseOnlineSoftmaxConfig(p);
    EXPECT_TRUE(c.persistent && !c.pingPong) << d;
    EXPECT_EQ(c.keys, 80) << d;
  }
  p.d = p.e = 128;
  c = chooseOnlineSoftmaxConfig(p);
  EXPECT_FALSE(c.pingPong);
  EXPECT_EQ(c.keys, 128);
  // From 8192 keys (one CTA per tile): 64-key blocks above d = 128.
  p.m = p.n = 8192;
  p.batch = 2;
  p.d = p.e = 192;
  c = chooseOnlineSoftmaxConfig(p);
  EXPECT_FALSE(c.persistent || c.pingPong);
  EXPECT_EQ(c.keys, 64);
  // Causal (2026-11-26-h100-run144-155-causal-turns-d64.md): without the turns
  // above d_v = 128 and with one CTA per tile (d = 128 at 8192 keys 1.02x); the
  // persistent causal tiles up to d_v = 128 too
  // (2026-11-27-h100-run156-165-mask-loop.md, d = 128 at 2048 keys 1.02x), but
  // where a CTA runs little: tiles of at most four key blocks (N = 512: 0.97x
  // without) or one tile per CTA.
  p.causal = true;
  EXPECT_FALSE(chooseOnlineSoftmaxConfig(p).pingPong);
  p.d = p.e = 128;
  c = chooseOnlineSoftmaxConfig(p);
  EXPECT_TRUE(c.warpSpecialized && !c.persistent && !c.pingPong);
  p.m = p.n = 2048;
  p.batch = 16;
  c = chooseOnlineSoftmaxConfig(p);
  EXPECT_TRUE(c.persistent && !c.pingPong);
  p.m = p.n = 512;
  c = chooseOnlineSoftmaxConfig(p);
  EXPECT_TRUE(c.persistent && c.pingPong);
  p.m = p.n = 1024;
  p.batch = 256; // 16 x 16 heads: 2048 tiles
  c = chooseOnlineSoftmaxConfig(p);
  EXPECT_TRUE(c.persistent && !c.pingPong);
  p.batch = 16; // 1 x 16 heads: 128 tiles on 132 SMs
  c = chooseOnlineSoftmaxConfig(p);
  EXPECT_TRUE(c.persistent && c.pingPong);
  p.m = p.n = 8192;
  p.batch = 2;
  // Dynamic sizes and a tensor read in the body keep the turns.
  p.causal = false;
  p.readsTensors = true;
  c = chooseOnlineSoftmaxConfig(p);
  EXPECT_TRUE(c.warpSpecialized && c.pingPong);
  p.readsTensors = false;
  p.dynamic = true;
  c = chooseOnlineSoftmaxConfig(p);
  EXPECT_TRUE(c.warpSpecialized && c.pingPong);
  p.dynamic = false;
  // d = 64's three groups: without turns on one CTA per tile
  // (2026-11-26-h100-run144-155-causal-turns-d64.md).
  p.d = p.e = 64;
  c = chooseOnlineSoftmaxConfig(p);
  EXPECT_EQ(c.warps, 12);
  EXPECT_FALSE(c.persistent || c.pingPong);
}

TEST(OnlineSoftmaxConfigTest, StreamKWhereRoundsAreEmpty) {
  // 2026-11-26-h100-run114-121-stream-k.md (H100): stream-K 1.15-1.44x where
  // the tiles leave a quarter or more of the rounds' CTA slots empty (160 to
  // 288 tiles on 132 SMs), 0.95-1.00x where the rounds are nearly full (256 and
  // 2048 tiles); 1.02-1.12x at 80 and 96 tiles, 0.93x at 112.
  OnlineSoftmaxParams p = tmaAttention(128, 2048, 12); // 192 tiles: 1.45 rounds
  OnlineSoftmaxConfig c = chooseOnlineSoftmaxConfig(p);
  EXPECT_TRUE(c.persistent && c.streamK);
  EXPECT_FALSE(c.dynamicTiles);
  p.batch = 16; // 256 tiles: 1.94 rounds
  EXPECT_FALSE(chooseOnlineSoftmaxConfig(p).streamK);
  p.batch = 128; // 2048 tiles: 15.5 rounds
  EXPECT_FALSE(chooseOnlineSoftmaxConfig(p).streamK);
  // Fewer tiles than SMs (2026-11-26-h100-run114-121-stream-k.md): half to
  // three quarters of them.
  p.batch = 8; // 128 tiles
  EXPECT_FALSE(chooseOnlineSoftmaxConfig(p).streamK);
  p.batch = 7; // 112 tiles: 0.93x
  EXPECT_FALSE(chooseOnlineSoftmaxConfig(p).streamK);
  p.batch = 6; // 96 tiles
  EXPECT_TRUE(chooseOnlineSoftmaxConfig(p).streamK);
  p.batch = 5; // 80 tiles
  EXPECT_TRUE(chooseOnlineSoftmaxConfig(p).streamK);
  p.batch = 4; // 64 tiles: split-KV's
  EXPECT_FALSE(chooseOnlineSoftmaxConfig(p).streamK);
  // Persistent through stream-K where it would not be otherwise (4096
  // keys).
  p.m = p.n = 4096;
  p.batch = 5; // 160 tiles
  c = chooseOnlineSoftmaxConfig(p);
  EXPECT_TRUE(c.persistent && c.streamK);
  // A target with more SMs fills its rounds differently: 160 tiles on 80
  // SMs are two full rounds.
  p.sms = 80;
  EXPECT_FALSE(chooseOnlineSoftmaxConfig(p).streamK);
  p.sms = 132;
  // Not: causal, an unknown batch, d = 256 or d_qk != d_v, d = 64 with
  // three consumer groups (spills), the non-persistent cases.
  p.causal = true;
  EXPECT_FALSE(chooseOnlineSoftmaxConfig(p).streamK);
  p.causal = false;
  p.batch = -1;
  EXPECT_FALSE(chooseOnlineSoftmaxConfig(p).streamK);
  p.batch = 5;
  p.d = p.e = 256;
  EXPECT_FALSE(chooseOnlineSoftmaxConfig(p).streamK);
  p.d = 192;
  p.e = 128;
  EXPECT_FALSE(chooseOnlineSoftmaxConfig(p).streamK);
  p.d = p.e = 64;
  p.m = p.n = 8192;
  p.batch = 4; // 172 tiles of 192 rows
  EXPECT_FALSE(chooseOnlineSoftmaxConfig(p).streamK);
  p.d = p.e = 128;
  p.m = p.n = 4096;
  p.readsTensors = true;
  EXPECT_FALSE(chooseOnlineSoftmaxConfig(p).streamK);
}

TEST(PlanChainTest, StreamKIsPricedWithoutAPartialRound) {
  // 160 tiles on 132 SMs: whole tiles take two rounds, stream-K's even
  // shares 160 / 132 of one.
  ChainDesc chain = makeAttentionChain(4096, 128, /*batchHeads=*/5);
  OnlineSoftmaxParams p;
  p.d = p.e = 128;
  p.tma = p.tmaCapable = true;
  p.keysDivisibleBy128 = true;
  p.m = p.n = 4096;
  p.batch = 5;
  OnlineSoftmaxConfig c = chooseOnlineSoftmaxConfig(p);
  ASSERT_TRUE(c.streamK);
  chain.builtTile = {c.rowsPerCta(), c.keys, unsigned(c.stages)};
  chain.builtEfficiency = builtKernelEfficiency(p);
  chain.builtEfficiencyAlone = builtKernelEfficiencyAlone(p);
  double rounds = planChain(chain, h100()).fused.computeSec;
  chain.streamK = true;
  double shared = planChain(chain, h100()).fused.computeSec;
  EXPECT_NEAR(shared / rounds, 160.0 / 132.0 / 2.0, 1e-9);
}

TEST(OnlineSoftmaxConfigTest, ChainsWarpSpecializedWhereMeasuredFaster) {
  // A chain's kernel (no softmax, K the chain's B stored [k][n]) against the
  // serial one (2026-11-25-h100-run75-80-chains-ws.md): k = 128 1.28x; k = 64
  // 1.11-1.16x with 4096 keys or more, 0.98x with 1024; k = 256 not measured.
  OnlineSoftmaxParams p;
  p.plainSum = true;
  p.kTransposed = true;
  p.tmaCapable = true;
  p.m = 16384;
  p.n = 4096;
  p.d = p.e = 128;
  OnlineSoftmaxConfig c = chooseOnlineSoftmaxConfig(p);
  EXPECT_TRUE(c.warpSpecialized);
  EXPECT_EQ(c.keys, 128);
  EXPECT_EQ(c.rowsPerCta(), 128);
  p.d = p.e = 64;
  EXPECT_TRUE(chooseOnlineSoftmaxConfig(p).warpSpecialized);
  p.n = 1024;
  EXPECT_FALSE(chooseOnlineSoftmaxConfig(p).warpSpecialized);
  p.n = -1;
  EXPECT_FALSE(chooseOnlineSoftmaxConfig(p).warpSpecialized);
  p.n = 4096;
  p.d = p.e = 256;
  EXPECT_FALSE(chooseOnlineSoftmaxConfig(p).warpSpecialized);
  p.d = p.e = 128;
  p.tmaCapable = false;
  EXPECT_FALSE(chooseOnlineSoftmaxConfig(p).warpSpecialized);
  // One CTA per SM: priced at the whole-GPU rate even when alone.
  p.tmaCapable = true;
  EXPECT_DOUBLE_EQ(builtKernelEfficiencyAlone(p), builtKernelEfficiency(p));
}

//===----------------------------------------------------------------------===//
// The kernels as built, against the H100 sweep in
// bench/results/2026-11-24-h100-run34-planner-sweep.md (issue 14 item 5: within
// +-35% of the measured time). Each shape is described as fuse-plan-chains
// does.
//===----------------------------------------------------------------------===//

namespace {

/// Attention as the sweep writes it: 16384 tokens per head, 2048 // d heads.
ChainDesc sweepAttention(std::int64_t n, std::int64_t d, bool causal) {
  std::int64_t batch = std::max<std::int64_t>(1, 16384 / n) *
                       std::max<std::int64_t>(1, 2048 / d);
  ChainDesc chain = makeAttentionChain(n, d, batch, 2, causal);
  OnlineSoftmaxParams p;
  p.d = p.e = d;
  p.tma = tmaHeadDims(d, d);
  p.keysDivisibleBy128 = n % 128 == 0;
  OnlineSoftmaxConfig c = chooseOnlineSoftmaxConfig(p);
  chain.builtTile = {c.rowsPerCta(), c.keys, unsigned(c.stages)};
  chain.builtEfficiency = builtKernelEfficiency(p);
  chain.builtEfficiencyAlone = builtKernelEfficiencyAlone(p);
  return chain;
}

/// The chain (A.B).C, A: m x k, B: k x n, C: n x k, as the sweep writes it.
ChainDesc sweepChain(std::int64_t m, std::int64_t k, std::int64_t n) {
  ChainDesc chain = makeMatmulChain(m, k, n, k);
  OnlineSoftmaxParams p;
  p.d = p.e = k;
  p.plainSum = p.kTransposed = true;
  p.keysDivisibleBy128 = n % 128 == 0;
  p.m = m;
  p.n = n;
  p.tmaCapable = true; // row-major A, B, C: TMA boxes (as built)
  OnlineSoftmaxConfig c = chooseOnlineSoftmaxConfig(p);
  chain.builtTile = {c.rowsPerCta(), c.keys, unsigned(c.stages)};
  chain.builtEfficiency = builtKernelEfficiency(p);
  chain.builtEfficiencyAlone = builtKernelEfficiencyAlone(p);
  return chain;
}

/// predicted / measured within +-35%.
void expectWithin35(double predictedSec, double measuredUs) {
  double ratio = predictedSec * 1e6 / measuredUs;
  EXPECT_GE(ratio, 0.65) << "predicted " << predictedSec * 1e6
                         << " us, measured " << measuredUs << " us";
  EXPECT_LE(ratio, 1.35) << "predicted " << predictedSec * 1e6
                         << " us, measured " << measuredUs << " us";
}

double sumOf(const std::vector<KernelTime> &kernels) {
  double s = 0;
  for (const KernelTime &k : kernels)
    s += k.seconds;
  return s;
}

} // namespace

TEST(SweepRun34Test, ShortSequencesPayTheirHbmTime) {
  // N = 128 / 512: the HBM time adds to the MMA time (the old max() gave
  // 0.53-0.75 of the measured 114-254 us).
  expectWithin35(planChain(sweepAttention(128, 128, false), h100()).fused.seconds,
                 113.8);
  expectWithin35(planChain(sweepAttention(128, 32, false), h100()).fused.seconds,
                 154.1);
  expectWithin35(planChain(sweepAttention(512, 64, true), h100()).fused.seconds,
                 159.5);
  expectWithin35(planChain(sweepAttention(512, 32, true), h100()).fused.seconds,
                 253.7);
  expectWithin35(planChain(sweepAttention(512, 256, false), h100()).fused.seconds,
                 202.3);
}

TEST(SweepRun34Test, LongAttentionIsComputeBound) {
  // N >= 8192, d = 128 / 256: the K/V re-reads through L2 hide behind the
  // MMAs (at 2x HBM for L2 they were predicted 1.38-1.40x too slow).
  for (auto [n, d, causal, us] :
       {std::tuple{8192, 128, false, 1829.8}, {16384, 128, false, 3641.4},
        {8192, 256, false, 1837.1}, {16384, 256, false, 3703.9},
        {16384, 128, true, 2000.7}, {8192, 256, true, 1067.6},
        {16384, 32, false, 8349.0}, {8192, 64, true, 1203.1}}) {
    ChainPlan plan = planChain(sweepAttention(n, d, causal), h100());
    expectWithin35(plan.fused.seconds, us);
    EXPECT_LT(plan.fused.l2Sec, plan.fused.computeSec);
  }
}

TEST(SweepRun34Test, CausalComputesTheDiagonalTilesWhole) {
  // 64 x 128 tiles (d = 64) over 2048 keys: row block r computes
  // ceil((r + 1) / 2) key blocks, 272 of 32 x 16 = 0.53 of the full work.
  ChainPlan causal = planChain(sweepAttention(2048, 64, true), h100());
  ChainPlan full = planChain(sweepAttention(2048, 64, false), h100());
  EXPECT_NEAR(causal.fused.computeSec / full.fused.computeSec, 272.0 / 512,
              1e-9);
}

TEST(SweepRun34Test, UntiledKernelAtItsMeasuredSpeed) {
  // --fuse-policy=never: the GEMM Q.K^T and the untiled weighted softmax,
  // measured 73.2 ms (N = 2048, d = 128) and 4.7 ms (N = 128); the
  // roofline said 1.4 ms and 0.18 ms.
  ChainPlan plan = planChain(sweepAttention(2048, 128, false), h100());
  expectWithin35(plan.unfused.seconds, 73185.1);
  ASSERT_EQ(plan.unfusedKernels.size(), 2u);
  EXPECT_EQ(plan.unfusedKernels[1].what, "untiled weighted softmax");
  expectWithin35(planChain(sweepAttention(128, 128, false), h100()).unfused.seconds,
                 4733.0);
  expectWithin35(planChain(sweepAttention(512, 32, true), h100()).unfused.seconds,
                 22186.1);
  // Causal: a select per step, 0.80e12 steps/s against 0.93e12.
  EXPECT_LT(untiledStepsPerSec(h100(), true), untiledStepsPerSec(h100(), false));
}

TEST(SweepRun34Test, ChainKernelAtK256IsSlow) {
  // The k = 256 chain kernel spills (255 registers): 344 us fused against
  // 153 us for two GEMMs (m = 16384), 1165 against 204 (m = 4096). Not fused,
  // and its time predicted. (Times: 2026-11-25-h100-run86-87-planner-d64.md,
  // H100, with the warp-specialized GEMMs and chains;
  // 2026-11-24-h100-run34-planner-sweep.md measured the same k = 256 kernel
  // at 345 / 1184 us.)
  ChainPlan tall = planChain(sweepChain(16384, 256, 4096), h100());
  expectWithin35(tall.fused.seconds, 343.8);
  expectWithin35(tall.unfused.seconds, 153.1);
  EXPECT_FALSE(tall.fuse);
  ChainPlan wide = planChain(sweepChain(4096, 256, 16384), h100());
  expectWithin35(wide.fused.seconds, 1165.3);
  expectWithin35(wide.unfused.seconds, 203.7);
  EXPECT_FALSE(wide.fuse);
  // k = 64 / 128 with 128 CTAs: fused, as measured.
  ChainPlan k64 = planChain(sweepChain(16384, 64, 4096), h100());
  expectWithin35(k64.fused.seconds, 26.0);
  expectWithin35(k64.unfused.seconds, 130.2);
  EXPECT_TRUE(k64.fuse);
  ChainPlan k128 = planChain(sweepChain(16384, 128, 4096), h100());
  expectWithin35(k128.fused.seconds, 44.7);
  expectWithin35(k128.unfused.seconds, 137.6);
  EXPECT_TRUE(k128.fuse);
  // 32 CTAs of k = 128, one per SM: 150 us measured, two GEMMs 146 us.
  ChainPlan few = planChain(sweepChain(4096, 128, 16384), h100());
  expectWithin35(few.fused.seconds, 149.8);
  expectWithin35(few.unfused.seconds, 145.6);
}

TEST(SweepRun34Test, KernelTimesSumToTheOptions) {
  for (const ChainDesc &chain :
       {sweepAttention(512, 64, true), sweepChain(4096, 128, 16384)}) {
    ChainPlan plan = planChain(chain, h100());
    ASSERT_FALSE(plan.fusedKernels.empty());
    EXPECT_NEAR(sumOf(plan.fusedKernels), plan.fused.seconds, 1e-12);
    EXPECT_NEAR(sumOf(plan.unfusedKernels), plan.unfused.seconds, 1e-12);
  }
  // The chain's second GEMM (m = 4096, 128 columns, depth 16384) has 32
  // tiles of 128 x 128: split-k in 4 and a sum of the partials.
  ChainPlan plan = planChain(sweepChain(4096, 128, 16384), h100());
  EXPECT_EQ(plan.unfusedKernels.size(), 3u);
}

TEST(SweepRun85Test, UnfusableChainPricedAsItsGemms) {
  // The MLP (k = 4096: no fused kernel fits) is built as two tensor-core GEMMs,
  // and priced as those, not by the roofline (H200,
  // 2026-11-25-h200-run85-planner-sweep.md: the roofline said 1127 us, the
  // GEMMs ran 1406 us).
  ChainDesc mlp = makeMatmulChain(4096, 4096, 16384, 4096);
  ChainPlan plan = planChain(mlp, h100());
  EXPECT_FALSE(plan.fuse);
  EXPECT_EQ(plan.decidedBy, DecidedBy::Feasibility);
  ASSERT_EQ(plan.unfusedKernels.size(), 2u);
  EXPECT_NE(plan.unfusedKernels[0].what.find("GEMM 4096x16384x4096"),
            std::string::npos);
  EXPECT_NEAR(sumOf(plan.unfusedKernels), plan.unfused.seconds, 1e-12);
  // 2 x 550 GFLOP at 0.8 of the peak at least, and within 35% of the 1424 us
  // measured on the H100 (2026-11-25-h100-run86-87-planner-d64.md).
  EXPECT_GT(plan.unfused.seconds, 2 * 2.0 * 4096 * 4096 * 16384 /
                                      (0.8 * peakFlops(h100(), 2)));
  expectWithin35(plan.unfused.seconds, 1423.7);
}

TEST(SplitKvPricingTest, SegmentsAndTheCombineKernelAsBuilt) {
  // MQA decoding as built (H100, 2026-11-25-h100-run59-63.md): B = 8, the 32
  // query heads of the one KV head packed as rows, 8192 keys in 10 segments +
  // the combine kernel; measured 21 us.
  ChainDesc chain = makeAttentionChain(8192, 128, 8);
  chain.m = 32;
  OnlineSoftmaxParams p;
  p.d = p.e = 128;
  p.tma = true;
  p.segmented = true;
  p.m = 32;
  OnlineSoftmaxConfig c = chooseOnlineSoftmaxConfig(p);
  chain.builtTile = {c.rowsPerCta(), c.keys, unsigned(c.stages)};
  chain.builtEfficiency = builtKernelEfficiency(p);
  ChainPlan unsplit = planChain(chain, h100());
  chain.keySegments = 10;
  ChainPlan split = planChain(chain, h100());
  ASSERT_EQ(split.fusedKernels.size(), 2u);
  EXPECT_EQ(split.fusedKernels[1].what, "split-KV combine");
  EXPECT_NEAR(sumOf(split.fusedKernels), split.fused.seconds, 1e-12);
  expectWithin35(split.fused.seconds, 21.0);
  // Unsplit, 8 CTAs each walk all 8192 keys: slower than the split.
  EXPECT_EQ(unsplit.fusedKernels.size(), 1u);
  EXPECT_GT(unsplit.fused.seconds, split.fused.seconds);
}

TEST(SweepRun34Test, GemmSplitsFollowSplitK) {
  // fuse-split-k's choices in the sweep: 32 tiles, depth 16384 -> 4; 64 -> 2;
  // 128 -> 1; depth 256 cannot halve below 128.
  EXPECT_EQ(chooseGemmSplits(32, 1, 16384, 132), 4);
  EXPECT_EQ(chooseGemmSplits(64, 1, 16384, 132), 2);
  EXPECT_EQ(chooseGemmSplits(128, 1, 16384, 132), 1);
  EXPECT_EQ(chooseGemmSplits(8, 1, 128, 132), 1);
}

TEST(GemmTilesTest, HalfWidthTilesWhereTheGridIsShallow) {
  // 128 x 256 tiles unless 128 x 128 tiles (two thirds of the time each)
  // finish in fewer than 1.5x the waves (H200, bench/results/
  // 2026-11-29-h200-gemm-tiles.md).
  GemmParams p;
  p.numSMs = 132;
  auto tileN = [&](std::int64_t m, std::int64_t n, std::int64_t batch) {
    p.m = m;
    p.n = n;
    p.batch = batch;
    GemmConfig c = chooseGemmConfig(p);
    EXPECT_EQ(c.stages, c.tileN == 128 ? 6 : 4);
    return c.tileN;
  };
  // GPT projections: 64 CTAs of 128 x 256 or 128 of 128 x 128, one wave.
  EXPECT_EQ(tileN(2048, 1024, 1), 128);
  // The MLP's up projection: 2 waves against 4.
  EXPECT_EQ(tileN(2048, 4096, 1), 256);
  EXPECT_EQ(tileN(4096, 4096, 1), 256);
  // A split-k's partials count as CTAs: 16 tiles x 4 splits.
  EXPECT_EQ(tileN(2048, 256, 4), 128);
  // Unknown sizes or SMs: the large-GEMM tiles.
  EXPECT_EQ(tileN(0, 1024, 1), 256);
  p.numSMs = 0;
  EXPECT_EQ(tileN(2048, 1024, 1), 256);
  // The rate per FLOP the planner prices.
  GemmConfig half = chooseGemmConfig(p);
  half.tileN = 128;
  EXPECT_NEAR(gemmTileRate(half), 0.5 / 0.66, 1e-12);
  EXPECT_EQ(gemmTileRate(chooseGemmConfig(p)), 1.0);
}

TEST(UntiledChainTest, FusedStepsComputeTheirLogit) {
  // The untiled fused chain computes each step's logit, a dot over k:
  // rocMLIR's gemm-where-gemm (k = 256, 2.01e8 steps) ran 13.25 ms on an
  // H200 (bench/results/2026-11-29-h200-import-checks.md).
  ChainDesc chain = makeMatmulChain(256, 256, 256, 256);
  chain.batch = 12;
  GpuSpec h200 = *lookupGpu("h200");
  KernelTime alone = untiledChainKernelTime(h200, chain);
  KernelTime fused = untiledChainKernelTime(h200, chain, /*fused=*/true);
  EXPECT_NEAR(fused.seconds - h200.launchOverheadSec,
              64.0 * (alone.seconds - h200.launchOverheadSec), 1e-9);
  expectWithin35(fused.seconds, 13250.0);
}
