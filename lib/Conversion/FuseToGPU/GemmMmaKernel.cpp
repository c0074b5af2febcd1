//===- GemmMmaKernel.cpp - the GEMM on mma.sync ---------------------------===//
//
// The tensor-core GEMM on mma.sync (`gemm_mma`, sm_80 and up):
//   grid (ceil(M / tile_m), ceil(N / tile_n), batch), `warps` warps, warp w
//   owns rows w*32..+31 (two m16 tiles) and all tile_n columns (n8 tiles);
//   k in steps of tile_k through a two-stage cp.async pipeline in dynamic
//   shared memory (rows padded by 8 elements: ldmatrix without bank
//   conflicts); A fragments by ldmatrix, B fragments by ldmatrix (.trans
//   when B is stored [k, n]); an elementwise consumer (a cast, bias,
//   residual) runs as the epilogue.
// f32 operands read as tf32 (--f32-precision=tf32) take m16n8k8 MMAs over
// the same tiles: each fragment element is loaded from shared memory and
// rounded (cvt.rna.tf32), the rows padded so that a warp's loads hit 32
// distinct banks (mmaTilePad), whichever way each operand is stored.
//
//===----------------------------------------------------------------------===//

#include "BodyEmitter.h"
#include "GemmKernel.h"
#include "MmaBuilder.h"

using namespace mlir;
using namespace mlir::fuse;
namespace cost = fusec::cost;

/// One stage's MMAs on tf32 operands: for each 8 of the stage's k, the A
/// fragments of the warp's two m16 tiles (a0..a3 at rows g, g + 8 and k t,
/// t + 4, with g = lane / 4 and t = lane % 4) and, per n8 tile, the B
/// fragment (k t and t + 4 of column g), each element loaded from shared
/// memory (stored either way) and rounded to tf32; `out` holds the
/// accumulators, as mma.sync m16n8 lays them out.
static void tf32Steps(MmaBuilder &mb, const ContractionMatch &mt, Value smA,
                      Value smB, Value lane, Value warpRow, int64_t tileN,
                      int64_t tileK, SmallVectorImpl<Value> &out) {
  Value g = mb.div(lane, 4), t = mb.rem(lane, 4);
  auto at = [&](int64_t mi, int64_t nt, int64_t r) {
    return (mi * (tileN / 8) + nt) * 4 + r;
  };
  auto loadA = [&](Value m, Value k) {
    return mt.aTransposed ? mb.tf32(smA, k, m) : mb.tf32(smA, m, k);
  };
  auto loadB = [&](Value k, Value n) {
    return mt.bTransposed ? mb.tf32(smB, n, k) : mb.tf32(smB, k, n);
  };
  for (int64_t kk = 0; kk < tileK / 8; ++kk) {
    Value k0 = mb.add(mb.idx(8 * kk), t), k1 = mb.add(k0, mb.idx(4));
    SmallVector<SmallVector<Value, 4>, 2> aFrag;
    for (int64_t mi = 0; mi < 2; ++mi) {
      Value m0 = mb.add(mb.add(warpRow, mb.idx(16 * mi)), g);
      Value m1 = mb.add(m0, mb.idx(8));
      aFrag.push_back(
          {loadA(m0, k0), loadA(m1, k0), loadA(m0, k1), loadA(m1, k1)});
    }
    for (int64_t nt = 0; nt < tileN / 8; ++nt) {
      Value n = mb.add(mb.idx(8 * nt), g);
      SmallVector<Value> bFrag{loadB(k0, n), loadB(k1, n)};
      for (int64_t mi = 0; mi < 2; ++mi) {
        SmallVector<Value> c;
        for (int64_t r = 0; r < 4; ++r)
          c.push_back(out[at(mi, nt, r)]);
        SmallVector<Value> d = mb.mmaTf32(aFrag[mi], bFrag, c);
        for (int64_t r = 0; r < 4; ++r)
          out[at(mi, nt, r)] = d[r];
      }
    }
  }
}

/// The GEMM on mma.sync: two cp.async stages, ldmatrix fragments (or, on
/// tf32, loaded element by element), two m16 tiles per warp; the caller
/// ends the kernel (gpu.return).
KernelLaunch mlir::fuse::buildMmaContraction(OpBuilder &b, Location loc,
                                             AggregateOp op,
                                             const ContractionMatch &mt,
                                             KernelFrame &frame,
                                             AggregateOp epilogue,
                                             const cost::GemmConfig &config) {
  const int64_t kTileM = config.tileM, kTileN = config.tileN,
                kTileK = config.tileK, kThreads = 32 * config.warps;
  Type elt = cast<ShapedType>(mt.a.getType()).getElementType();
  MmaBuilder mb(b, loc, elt);
  BodyEmitter emitter(b, loc);
  int64_t bytes = elt.getIntOrFloatBitWidth() / 8;

  // Shared memory: two stages of an A tile, [tile_m][tile_k+8] (A stored
  // [m, k]) or [tile_k][tile_m+8] (A stored [k, m]), and a B tile,
  // [tile_k][tile_n+8] (B stored [k, n]) or [tile_n][tile_k+8] (B stored
  // [n, k]).
  int64_t aPad = mmaTilePad(mt.tf32, !mt.aTransposed),
          bPad = mmaTilePad(mt.tf32, mt.bTransposed);
  int64_t aRows = mt.aTransposed ? kTileK : kTileM;
  int64_t aCols = mt.aTransposed ? kTileM + aPad : kTileK + aPad;
  int64_t bRows = mt.bTransposed ? kTileN : kTileK;
  int64_t bCols = mt.bTransposed ? kTileK + bPad : kTileN + bPad;
  GemmStaging staging = beginGemmStaging(b, loc, mb, op, mt, frame, config,
                                         aRows, aCols, bRows, bCols, bytes);
  Value warp = mb.div(staging.tid, 32), lane = mb.rem(staging.tid, 32);
  Value rowBase = staging.rowBase, colBase = staging.colBase;
  auto stage = [&](Value s) { return staging.stage(mb, s); };
  auto issue = [&](Value kb, Value s) {
    auto [smA, smB] = stage(s);
    issueGemmTiles(mb, mt, staging, smA, smB, kb);
  };

  int64_t numK = (mt.k + kTileK - 1) / kTileK;
  SmallVector<Value> init(2 * (kTileN / 8) * 4, mb.f32(0.0));
  auto at = [&](int64_t mi, int64_t nt, int64_t r) {
    return (mi * (kTileN / 8) + nt) * 4 + r;
  };
  Value laneMod8 = mb.rem(lane, 8), t4 = mb.div(lane, 8);
  Value warpRow = mb.mul(warp, mb.idx(32));
  auto compute = [&](Value s, ValueRange acc) {
    auto [smA, smB] = stage(s);
    SmallVector<Value> out(acc);
    if (mt.tf32)
      tf32Steps(mb, mt, smA, smB, lane, warpRow, kTileN, kTileK, out);
    for (int64_t kk = 0; !mt.tf32 && kk < kTileK / 16; ++kk) {
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
    return out;
  };
  scf::ForOp loop = twoStageKLoop(b, loc, mb, numK, init, issue, compute);

  // Epilogue: scale, the elementwise consumer (if any), bounds, store.
  Value quadRow = mb.div(lane, 4), quadCol = mb.mul(mb.rem(lane, 4), mb.idx(2));
  for (int64_t mi = 0; mi < 2; ++mi)
    for (int64_t h = 0; h < 2; ++h) {
      Value i = mb.add(
          mb.add(rowBase, mb.add(warpRow, mb.idx(16 * mi + 8 * h))), quadRow);
      for (int64_t nt = 0; nt < kTileN / 8; ++nt)
        for (int64_t c = 0; c < 2; ++c)
          storeGemmOutput(
              b, loc, mb, op, mt, staging, frame, epilogue, emitter, i,
              mb.add(colBase, mb.add(mb.idx(nt * 8 + c), quadCol)),
              loop.getResult(at(mi, nt, 2 * h + c)));
    }

  return gemmLaunch(op, mt, kTileM, kTileN, kThreads,
                    2 * staging.stageBytes());
}
