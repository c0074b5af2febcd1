//===- GemmSimtKernel.cpp - the f32 GEMM on the CUDA cores ----------------===//
//
// `gemm_simt`: a contraction of two f32 operands read exactly
// (--f32-precision=ieee, the default) as a tiled GEMM on the CUDA cores'
// FMA units, the SGEMM schedule:
//   grid (ceil(M / tile_m), ceil(N / tile_n), batch), 32 * warps threads;
//   k in steps of tile_k through two cp.async stages in dynamic shared
//   memory (either operand stored either way; rows padded by 4 f32);
//   thread t (tx = t % 16, ty = t / 16) accumulates the outputs of rows
//   ty + 16 r and columns tx + 16 c (r < tile_m / 16, c < tile_n / 16) in
//   registers, one fma per product: a warp reads two rows of A (broadcast)
//   and sixteen consecutive columns of B per k; where B's tile is stored
//   [k, n] (A's [k, m]), the thread's columns (rows) are instead runs of 4
//   every 64, read by one 16-byte shared load each;
//   an elementwise consumer (bias, residual, activation) runs as the
//   epilogue, as on the tensor-core kernels.
//
//===----------------------------------------------------------------------===//

#include "BodyEmitter.h"
#include "GemmKernel.h"
#include "MmaBuilder.h"

#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace mlir::fuse;
namespace cost = fusec::cost;

KernelLaunch mlir::fuse::buildSimtContraction(OpBuilder &b, Location loc,
                                              AggregateOp op,
                                              const ContractionMatch &mt,
                                              KernelFrame &frame,
                                              AggregateOp epilogue,
                                              const cost::GemmConfig &config) {
  const int64_t kTileM = config.tileM, kTileN = config.tileN,
                kTileK = config.tileK, kThreads = 32 * config.warps;
  const int64_t rowsPer = kTileM / kSimtThreadRows,
                colsPer = kTileN / kSimtThreadCols;
  Type elt = b.getF32Type();
  MmaBuilder mb(b, loc, elt);
  BodyEmitter emitter(b, loc);

  int64_t aRows = mt.aTransposed ? kTileK : kTileM;
  int64_t aCols = (mt.aTransposed ? kTileM : kTileK) + kSimtPad;
  int64_t bRows = mt.bTransposed ? kTileN : kTileK;
  int64_t bCols = (mt.bTransposed ? kTileK : kTileN) + kSimtPad;
  GemmStaging staging = beginGemmStaging(b, loc, mb, op, mt, frame, config,
                                         aRows, aCols, bRows, bCols, 4);
  Value tid = staging.tid;
  Value tx = mb.rem(tid, kSimtThreadCols), ty = mb.div(tid, kSimtThreadCols);
  Value rowBase = staging.rowBase, colBase = staging.colBase;
  auto stage = [&](Value s) { return staging.stage(mb, s); };
  auto issue = [&](Value kb, Value s) {
    auto [smA, smB] = stage(s);
    issueGemmTiles(mb, mt, staging, smA, smB, kb);
  };

  // This thread's rows and columns within the tile: every 16th, or, where
  // the operand's tile is stored with them contiguous (B [k, n], A [k, m])
  // and 64 divides the tile, runs of 4 every 64 (one 16-byte shared load
  // per run; a warp's sixteen runs are 256 contiguous bytes).
  bool aVec = mt.aTransposed && kTileM % 64 == 0;
  bool bVec = !mt.bTransposed && kTileN % 64 == 0;
  auto positions = [&](Value t, int64_t count, int64_t threads, bool vec) {
    SmallVector<Value> out;
    for (int64_t p = 0; p < count; ++p)
      out.push_back(vec ? mb.add(mb.mul(t, mb.idx(4)),
                                 mb.idx(64 * (p / 4) + p % 4))
                        : mb.add(t, mb.idx(threads * p)));
    return out;
  };
  SmallVector<Value> rows = positions(ty, rowsPer, kSimtThreadRows, aVec);
  SmallVector<Value> cols = positions(tx, colsPer, kSimtThreadCols, bVec);
  auto vec4 = VectorType::get({4}, elt);
  // The values of `smem` at k row `kv` and the positions `at`, four at a
  // time.
  auto loadRuns = [&](Value smem, Value kv, ArrayRef<Value> at) {
    SmallVector<Value> out;
    for (size_t p = 0; p < at.size(); p += 4) {
      Value v = vector::LoadOp::create(b, loc, vec4, smem,
                                       ValueRange{kv, at[p]},
                                       /*nontemporal=*/false, llvm::Align(16));
      for (int64_t e = 0; e < 4; ++e)
        out.push_back(vector::ExtractOp::create(b, loc, v, e));
    }
    return out;
  };

  int64_t numK = (mt.k + kTileK - 1) / kTileK;
  SmallVector<Value> init(rowsPer * colsPer, mb.f32(0.0));
  auto compute = [&](Value s, ValueRange accIn) {
    auto [smA, smB] = stage(s);
    SmallVector<Value> acc(accIn);
    // Four k at a time: an operand stored with k contiguous (A [m, k], B
    // [n, k]) gives each of its rows' four values in one 16-byte load.
    auto operandValues = [&](Value smem, ArrayRef<Value> at, bool vec,
                             bool kContiguous, int64_t k0) {
      SmallVector<SmallVector<Value>> perK(4);
      if (kContiguous) {
        for (Value p : at) {
          Value v = vector::LoadOp::create(b, loc, vec4, smem,
                                           ValueRange{p, mb.idx(k0)},
                                           /*nontemporal=*/false,
                                           llvm::Align(16));
          for (int64_t e = 0; e < 4; ++e)
            perK[e].push_back(vector::ExtractOp::create(b, loc, v, e));
        }
        return perK;
      }
      for (int64_t e = 0; e < 4; ++e) {
        Value kv = mb.idx(k0 + e);
        if (vec) {
          perK[e] = loadRuns(smem, kv, at);
          continue;
        }
        for (Value p : at)
          perK[e].push_back(
              memref::LoadOp::create(b, loc, smem, ValueRange{kv, p}));
      }
      return perK;
    };
    for (int64_t k0 = 0; k0 < kTileK; k0 += 4) {
      SmallVector<SmallVector<Value>> a =
          operandValues(smA, rows, aVec, !mt.aTransposed, k0);
      SmallVector<SmallVector<Value>> bv =
          operandValues(smB, cols, bVec, mt.bTransposed, k0);
      for (int64_t e = 0; e < 4; ++e)
        for (int64_t r = 0; r < rowsPer; ++r)
          for (int64_t c = 0; c < colsPer; ++c)
            acc[r * colsPer + c] = math::FmaOp::create(
                b, loc, a[e][r], bv[e][c], acc[r * colsPer + c]);
    }
    return acc;
  };
  scf::ForOp loop = twoStageKLoop(b, loc, mb, numK, init, issue, compute);

  // Epilogue: scale, the elementwise consumer (if any), bounds, store.
  for (int64_t r = 0; r < rowsPer; ++r)
    for (int64_t c = 0; c < colsPer; ++c)
      storeGemmOutput(b, loc, mb, op, mt, staging, frame, epilogue, emitter,
                      mb.add(rowBase, rows[r]), mb.add(colBase, cols[c]),
                      loop.getResult(r * colsPer + c));
  return gemmLaunch(op, mt, kTileM, kTileN, kThreads,
                    2 * staging.stageBytes());
}
