// The online softmax's running max is kept while a block's max exceeds it
// by at most 8 / (log2(e) x scale) in the logits (2^8 in the exponentials;
// FlashAttention-4's conditional rescaling): alpha stays 1 and the warp's
// vote skips O's rescale. Only on the wgmma kernels that vote (d > 64).
// RUN: fuse-opt %s -split-input-file --fusec-pipeline="stop-after=gpu arch=sm_90a fuse-policy=always" | FileCheck %s
// RUN: fuse-opt %s -split-input-file --fusec-pipeline="stop-after=gpu arch=sm_80 fuse-policy=always" | FileCheck %s --check-prefix=MMA

// d = 128, scale 0.088388: threshold 8 / (1.442695 x 0.088388) = 62.7368.
// 256 keys: two 128-key blocks, the second unrolled after the first. In
// the second: the block's max m' (after the quad's shuffles) against the
// first's m, the growth m' - m, m kept where it is at most the threshold;
// then alpha = 2^((m - m_new) log2(e) scale), and where every alpha of
// the warp is 1 the old O goes on unscaled.
// CHECK-LABEL: gpu.func @attention128_0_weighted_softmax
// CHECK: %[[T:.*]] = arith.constant 62.7367{{[0-9]*}} : f32
// CHECK: %[[M:.*]] = arith.select %{{.*}}, %cst{{.*}} : f32
// CHECK: %[[NEW:.*]] = arith.maximumf %[[M]], %{{.*}} : f32
// CHECK-NEXT: %[[GROW:.*]] = arith.subf %[[NEW]], %[[M]] : f32
// CHECK-NEXT: %[[KEEP:.*]] = arith.cmpf ole, %[[GROW]], %[[T]] : f32
// CHECK-NEXT: %[[MNEW:.*]] = arith.select %[[KEEP]], %[[M]], %[[NEW]] : f32
// CHECK-NEXT: arith.cmpf oeq, %[[M]], %[[MNEW]] : f32
// CHECK-NEXT: arith.subf %[[M]], %[[MNEW]] : f32
// CHECK: nvvm.vote.sync  all
// CHECK: scf.if
// MMA-LABEL: gpu.func @attention128_0_weighted_softmax
// MMA-NOT: arith.cmpf ole
// MMA: gpu.return
func.func @attention128(%q: tensor<1x2x256x128xbf16>, %k: tensor<1x2x256x128xbf16>, %v: tensor<1x2x256x128xbf16>) -> tensor<1x2x256x128xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.088388 : tensor<1x2x256x128xbf16>, tensor<1x2x256x128xbf16> -> tensor<1x2x256x256xf32>
  %p = fuse.softmax %s axis = 3 : tensor<1x2x256x256xf32>
  %o = fuse.matmul %p, %v : tensor<1x2x256x256xf32>, tensor<1x2x256x128xbf16> -> tensor<1x2x256x128xbf16>
  return %o : tensor<1x2x256x128xbf16>
}

// -----

// d = 64: O's rescale is not voted on (it is a few multiplies; the vote
// measured slower), so the max is the running max, as before.
// CHECK-LABEL: gpu.func @attention64_0_weighted_softmax
// CHECK-NOT: arith.cmpf ole
// CHECK: gpu.return
func.func @attention64(%q: tensor<1x2x256x64xbf16>, %k: tensor<1x2x256x64xbf16>, %v: tensor<1x2x256x64xbf16>) -> tensor<1x2x256x64xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.125 : tensor<1x2x256x64xbf16>, tensor<1x2x256x64xbf16> -> tensor<1x2x256x256xf32>
  %p = fuse.softmax %s axis = 3 : tensor<1x2x256x256xf32>
  %o = fuse.matmul %p, %v : tensor<1x2x256x256xf32>, tensor<1x2x256x64xbf16> -> tensor<1x2x256x64xbf16>
  return %o : tensor<1x2x256x64xbf16>
}
