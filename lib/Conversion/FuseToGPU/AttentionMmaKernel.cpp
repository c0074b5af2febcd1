//===- AttentionMmaKernel.cpp - online softmax on mma.sync ----------------===//
//
// The online_softmax_mma strategy's own code: S = Q K^T and O += P V of a
// key block on mma.sync m16n8k16 from ldmatrix fragments of the padded
// shared tiles (Q's kept in registers or re-read per use), P reused from
// the S accumulators as A fragments and V read with ldmatrix.trans. The
// key loop around them is AttentionKernel.cpp's blockKeyLoop.
//
//===----------------------------------------------------------------------===//

#include "AttentionKernel.h"

using namespace mlir;
using namespace mlir::fuse;

SmallVector<Value> OnlineSoftmaxKernel::loadQ(int64_t mi, int64_t kd) {
  Value row =
      add(add(add(warpRow, idx(16 * mi)), laneMod8), mul(rem(t4, 2), idx(8)));
  Value col = add(idx(kd * 16), mul(div(t4, 2), idx(8)));
  return ldmatrix(smQ, row, col, 4, /*transpose=*/false);
}

void OnlineSoftmaxKernel::mmaScores(Frags &s, Value smK) {
  for (int64_t kd = 0; kd < dk() / 16; ++kd) {
    SmallVector<SmallVector<Value>> q(numM);
    for (int64_t mi = 0; mi < numM; ++mi)
      q[mi] = qInRegisters ? qFrag[mi][kd] : loadQ(mi, kd);
    for (int64_t nt = 0; nt < kKeys / 8; nt += 2) {
      SmallVector<Value> kr;
      if (mt.kTransposed) {
        // Tiles of K^T stored [d][keys]: transposing load.
        Value row = add(add(idx(kd * 16), laneMod8), mul(rem(t4, 2), idx(8)));
        Value col = add(idx(nt * 8), mul(div(t4, 2), idx(8)));
        kr = ldmatrix(smK, row, col, 4, true);
      } else {
        // Tiles: (keys nt, d lo), (nt, d hi), (nt+1, d lo), (nt+1, d hi).
        Value row = add(add(idx(nt * 8), laneMod8), mul(div(t4, 2), idx(8)));
        Value col = add(idx(kd * 16), mul(rem(t4, 2), idx(8)));
        kr = ldmatrix(smK, row, col, 4, false);
      }
      for (int64_t mi = 0; mi < numM; ++mi) {
        s[mi][nt] = mma(q[mi], {kr[0], kr[1]}, s[mi][nt]);
        s[mi][nt + 1] = mma(q[mi], {kr[2], kr[3]}, s[mi][nt + 1]);
      }
    }
  }
}

void OnlineSoftmaxKernel::mmaValues(Frags &o, Frags &p, Value smV) {
  for (int64_t kk = 0; kk < kKeys / 16; ++kk) {
    SmallVector<SmallVector<Value>> pa(numM);
    for (int64_t mi = 0; mi < numM; ++mi)
      for (int64_t half = 0; half < 2; ++half)
        for (int64_t h = 0; h < 2; ++h)
          pa[mi].push_back(packF32Pair(p[mi][2 * kk + half][2 * h],
                                       p[mi][2 * kk + half][2 * h + 1]));
    for (int64_t ne = 0; ne < oTiles(); ne += 2) {
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
}
