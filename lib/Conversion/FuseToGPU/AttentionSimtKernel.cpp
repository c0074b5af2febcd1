//===- AttentionSimtKernel.cpp - online softmax on the CUDA cores ---------===//
//
// The online_softmax_simt strategy's own code: f32 operands read exactly
// (--f32-precision=ieee, the default) on the mma.sync kernel's tiles,
// schedule and fragment layout, with S = Q K^T and O += P V of a key
// block computed by f32 FMAs. Each thread computes the accumulator
// elements an m16n8 MMA would leave it (rows g and g + 8 of each m-tile,
// g = lane / 4; columns 2t and 2t + 1 of each 8-column tile, t = lane %
// 4), so the online softmax, the masks, the rescale and the stores are the
// mma.sync kernel's unchanged:
//   S: a loop over d, four per iteration: one 16-byte shared load per Q
//      row and per key (K stored [keys][d]; stored [d][keys], one 8-byte
//      load of two keys per d), then an FMA for each of the thread's (row,
//      key) pairs;
//   P V: the quad's four lanes hold a row's keys between them; a loop over
//      the quad's lanes t' takes keys 2t' and 2t' + 1 of every 8-key tile
//      from lane t' by one shuffle each, then per key one 8-byte load of
//      the thread's two V columns of each 8-column tile and an FMA for each
//      (row, column).
// Loops, not unrolled code: unrolled, the block's 8k FMAs (d = 64) and
// their copies in the key loops overflow the instruction cache (ncu: 64%
// of stalls waiting for instruction fetch, 16 TFLOP/s).
// The f32 kernel's tiles are the tf32 kernel's (rows padded by 4 f32, K
// stored [d][keys] by 8): these loads are free of bank conflicts too.
//
//===----------------------------------------------------------------------===//

#include "AttentionKernel.h"

#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace mlir::fuse;

/// `width` consecutive f32 of `smem` from (row, col), as values.
static SmallVector<Value> loadRun(OpBuilder &b, Location loc, Value smem,
                                  Value row, Value col, int64_t width) {
  auto ty = VectorType::get({width}, b.getF32Type());
  Value v = vector::LoadOp::create(b, loc, ty, smem, ValueRange{row, col},
                                   /*nontemporal=*/false,
                                   llvm::Align(4 * width));
  SmallVector<Value> out;
  for (int64_t e = 0; e < width; ++e)
    out.push_back(vector::ExtractOp::create(b, loc, v, e));
  return out;
}

/// Runs `body` for iv = 0, step, ..., < end in an scf.for whose iteration
/// arguments are the fragments `acc` (updated in place): a loop, not
/// unrolled code, keeps the kernel within the instruction cache.
template <typename Body>
static void fragmentLoop(OpBuilder &b, Location loc, int64_t end, int64_t step,
                         SmallVector<SmallVector<SmallVector<Value>>> &acc,
                         Body body) {
  SmallVector<Value> flat;
  for (auto &tiles : acc)
    for (auto &frag : tiles)
      flat.append(frag.begin(), frag.end());
  auto idx = [&](int64_t v) {
    return arith::ConstantIndexOp::create(b, loc, v);
  };
  auto loop = scf::ForOp::create(b, loc, idx(0), idx(end), idx(step), flat);
  auto unflatten = [&](ValueRange values) {
    auto it = values.begin();
    for (auto &tiles : acc)
      for (auto &frag : tiles)
        for (Value &v : frag)
          v = *it++;
  };
  {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(loop.getBody());
    unflatten(loop.getRegionIterArgs());
    body(loop.getInductionVar());
    SmallVector<Value> next;
    for (auto &tiles : acc)
      for (auto &frag : tiles)
        next.append(frag.begin(), frag.end());
    scf::YieldOp::create(b, loc, next);
  }
  unflatten(loop.getResults());
}

void OnlineSoftmaxKernel::mmaScoresSimt(Frags &s, Value smK) {
  // Rows quadRow (+ 8) of each m-tile, keys quadCol (+ 1) of each 8-key
  // tile; four d per iteration.
  fragmentLoop(b, loc, dk(), 4, s, [&](Value d0) {
    // q[mi][h][e]: Q at row (mi, h), d0 + e.
    SmallVector<SmallVector<SmallVector<Value>>> q(numM);
    for (int64_t mi = 0; mi < numM; ++mi)
      for (int64_t h = 0; h < 2; ++h)
        q[mi].push_back(loadRun(b, loc, smQ,
                                add(add(warpRow, idx(16 * mi + 8 * h)),
                                    quadRow),
                                d0, 4));
    // k[nt][c][e]: K at key 8 nt + quadCol + c, d0 + e.
    SmallVector<SmallVector<SmallVector<Value>>> k(
        kKeys / 8, SmallVector<SmallVector<Value>>(2));
    for (int64_t nt = 0; nt < kKeys / 8; ++nt) {
      Value key = add(idx(8 * nt), quadCol);
      if (!mt.kTransposed) {
        for (int64_t c = 0; c < 2; ++c)
          k[nt][c] = loadRun(b, loc, smK, add(key, idx(c)), d0, 4);
        continue;
      }
      for (int64_t e = 0; e < 4; ++e) {
        SmallVector<Value> pair =
            loadRun(b, loc, smK, add(d0, idx(e)), key, 2);
        k[nt][0].push_back(pair[0]);
        k[nt][1].push_back(pair[1]);
      }
    }
    for (int64_t e = 0; e < 4; ++e)
      for (int64_t mi = 0; mi < numM; ++mi)
        for (int64_t nt = 0; nt < kKeys / 8; ++nt)
          for (int64_t h = 0; h < 2; ++h)
            for (int64_t c = 0; c < 2; ++c) {
              Value &acc = s[mi][nt][2 * h + c];
              acc = math::FmaOp::create(b, loc, q[mi][h][e], k[nt][c][e], acc);
            }
  });
}

void OnlineSoftmaxKernel::mmaValuesSimt(Frags &o, Frags &p, Value smV) {
  // Iteration t' takes keys 2t' and 2t' + 1 of each 8-key tile from lane
  // quadRow * 4 + t' of the quad (one shuffle per value).
  Value quadLane = indexToI32(mul(quadRow, idx(4)));
  Value width = arith::ConstantIntOp::create(b, loc, b.getI32Type(), 32);
  fragmentLoop(b, loc, 4, 1, o, [&](Value t) {
    Value from = arith::AddIOp::create(b, loc, quadLane, indexToI32(t));
    Value keyInTile = mul(t, idx(2));
    for (int64_t kk = 0; kk < kKeys / 8; ++kk) {
      // pk[mi][h][c]: P at row (mi, h) and key 8 kk + 2t' + c.
      SmallVector<SmallVector<SmallVector<Value>>> pk(
          numM, SmallVector<SmallVector<Value>>(2, SmallVector<Value>(2)));
      for (int64_t mi = 0; mi < numM; ++mi)
        for (int64_t h = 0; h < 2; ++h)
          for (int64_t c = 0; c < 2; ++c)
            pk[mi][h][c] =
                gpu::ShuffleOp::create(b, loc, p[mi][kk][2 * h + c], from,
                                       width, gpu::ShuffleMode::IDX)
                    .getResult(0);
      for (int64_t c = 0; c < 2; ++c) {
        Value key = add(idx(8 * kk + c), keyInTile);
        for (int64_t ne = 0; ne < oTiles(); ++ne) {
          SmallVector<Value> v =
              loadRun(b, loc, smV, key, add(idx(8 * ne), quadCol), 2);
          for (int64_t mi = 0; mi < numM; ++mi)
            for (int64_t h = 0; h < 2; ++h)
              for (int64_t cc = 0; cc < 2; ++cc) {
                Value &acc = o[mi][ne][2 * h + cc];
                acc = math::FmaOp::create(b, loc, pk[mi][h][c], v[cc], acc);
              }
        }
      }
    }
  });
}
