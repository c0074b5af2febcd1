// Split-KV on the GPU: the segmented online softmax is the tensor-core
// kernel with the segments on grid y, each CTA looping over its segment's
// key blocks only; the state-folding combine (with the v / s division as
// its epilogue) is a small untiled kernel.
// RUN: fuse-opt %s --fusec-pipeline="stop-after=gpu arch=sm_90a" | FileCheck %s

// 2 heads x 1 query, 4096 keys, d = 64: 2 CTAs -> 64 segments would fill
// the wave, 4096 / 512 keys bound it to 8 (segments of 512 keys).
// CHECK: buffer = "tmp2"}], block = [128, 1, 1], grid = [1, 8, 2], name = "seg_0_weighted_softmax", shared_bytes = 74752 : i64}
// CHECK-SAME: {buffer = "out0"}], block = [128, 1, 1], grid = [1, 1, 1], name = "seg_1_weighted_softmax", shared_bytes = 0 : i64}
// CHECK-LABEL: gpu.func @seg_0_weighted_softmax
// Segment bounds: [s * L / 128, min(ceil(N / 128), (s * L + L) / 128)),
// L = 512.
// CHECK: %[[S:.*]] = gpu.block_id  y
// CHECK: %[[FIRST:.*]] = arith.muli %[[S]], %c512 : index
// CHECK: arith.minui
// CHECK: arith.maxui
// CHECK: nvvm.wgmma.mma_async
// The partial states are stored at [b, i, e, segment].
// CHECK: memref.store {{.*}}[{{.*}}, %[[S]]] : memref<2x1x64x8xf32>
// CHECK-LABEL: gpu.func @seg_1_weighted_softmax
// CHECK-NOT: wgmma
// CHECK: scf.for
// CHECK: arith.divf
// CHECK: gpu.return
func.func @seg(%q: tensor<2x1x64xbf16>, %k: tensor<2x4096x64xbf16>,
               %v: tensor<2x4096x64xbf16>) -> tensor<2x1x64xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.125
      : tensor<2x1x64xbf16>, tensor<2x4096x64xbf16> -> tensor<2x1x4096xf32>
  %p = fuse.softmax %s axis = 2 : tensor<2x1x4096xf32>
  %o = fuse.matmul %p, %v : tensor<2x1x4096xf32>, tensor<2x4096x64xbf16> -> tensor<2x1x64xbf16>
  return %o : tensor<2x1x64xbf16>
}
