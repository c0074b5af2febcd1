//===- AttentionMmaKernel.cpp - online softmax on mma.sync ----------------===//
//
// The online_softmax_mma strategy's own code: S = Q K^T and O += P V of a
// key block on mma.sync m16n8k16 from ldmatrix fragments of the padded
// shared tiles (Q's kept in registers or re-read per use), P reused from
// the S accumulators as A fragments and V read with ldmatrix.trans. The
// key loop around them is AttentionKernel.cpp's blockKeyLoop.
//
// On tf32 (f32 operands, --f32-precision=tf32) the same on m16n8k8, Q's and
// K's fragments by non-transposing ldmatrix of 8 x 4 f32 tiles, V's element
// by element (ldmatrix transposes 16-bit elements only), each rounded to
// tf32, P's from the S accumulators.
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
  if (mt.tf32)
    return mmaScoresTf32(s, smK);
  if (mt.simt)
    return mmaScoresSimt(s, smK);
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
  if (mt.tf32)
    return mmaValuesTf32(o, p, smV);
  if (mt.simt)
    return mmaValuesSimt(o, p, smV);
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

void OnlineSoftmaxKernel::mmaScoresTf32(Frags &s, Value smK) {
  // m16n8k8's fragments, g = lane / 4 and t = lane % 4: A (Q) rows g and
  // g + 8 at k t and t + 4, by one ldmatrix.x4 of 8 x 4 f32 tiles (lanes
  // 8 q .. 8 q + 7 address tile q: rows + 8 (q % 2), k + 4 (q / 2)); B
  // (K^T) k t and t + 4 of column (key) g: K stored [keys][d] by one
  // ldmatrix.x4 per two 8-key tiles, stored [d][keys] element by element.
  Value g = div(lane, 4), t = rem(lane, 4);
  for (int64_t kd = 0; kd < dk() / 8; ++kd) {
    Value d0 = add(idx(8 * kd), t), d1 = add(d0, idx(4));
    SmallVector<SmallVector<Value>> q(numM);
    for (int64_t mi = 0; mi < numM; ++mi) {
      Value row = add(add(add(warpRow, idx(16 * mi)), laneMod8),
                      mul(rem(t4, 2), idx(8)));
      q[mi] = ldmatrixTf32(smQ, row, add(idx(8 * kd), mul(div(t4, 2), idx(4))),
                           4);
    }
    for (int64_t nt = 0; nt < kKeys / 8; nt += 2) {
      SmallVector<Value> kb;
      if (mt.kTransposed) {
        for (int64_t n = nt; n < nt + 2; ++n) {
          Value key = add(idx(8 * n), g);
          kb.push_back(tf32(smK, d0, key));
          kb.push_back(tf32(smK, d1, key));
        }
      } else {
        // Tiles: (keys nt, d lo), (nt, d hi), (nt + 1, d lo), (nt + 1, hi).
        Value row = add(add(idx(8 * nt), laneMod8), mul(div(t4, 2), idx(8)));
        kb = ldmatrixTf32(smK, row, add(idx(8 * kd), mul(rem(t4, 2), idx(4))),
                          4);
      }
      for (int64_t mi = 0; mi < numM; ++mi) {
        s[mi][nt] = mmaTf32(q[mi], {kb[0], kb[1]}, s[mi][nt]);
        s[mi][nt + 1] = mmaTf32(q[mi], {kb[2], kb[3]}, s[mi][nt + 1]);
      }
    }
  }
}

void OnlineSoftmaxKernel::mmaValuesTf32(Frags &o, Frags &p, Value smV) {
  // The sum over a step's 8 keys is taken in any order: A's column t holds
  // key 2t and column t + 4 key 2t + 1, which are the S accumulator columns
  // this thread holds (rows g, g + 8), so P needs no shuffle; V's B
  // fragment reads the same keys (rows 2t and 2t + 1, column g).
  Value g = div(lane, 4), t = rem(lane, 4);
  for (int64_t kk = 0; kk < kKeys / 8; ++kk) {
    SmallVector<SmallVector<Value>> pa(numM);
    for (int64_t mi = 0; mi < numM; ++mi) {
      ArrayRef<Value> f = p[mi][kk];
      pa[mi] = {roundTf32(f[0]), roundTf32(f[2]), roundTf32(f[1]),
                roundTf32(f[3])};
    }
    Value k0 = add(idx(8 * kk), mul(t, idx(2))), k1 = add(k0, idx(1));
    for (int64_t ne = 0; ne < oTiles(); ++ne) {
      Value col = add(idx(8 * ne), g);
      SmallVector<Value> vb{tf32(smV, k0, col), tf32(smV, k1, col)};
      for (int64_t mi = 0; mi < numM; ++mi)
        o[mi][ne] = mmaTf32(pa[mi], vb, o[mi][ne]);
    }
  }
}
