// Head dims other than 64 and 128 on the attention kernel: the dims are
// padded to the MMA's granularity in shared memory (the dot to 16, the Q / K
// tiles on wgmma to whole 64-column slabs, V and the O accumulators to 64 on
// wgmma / 16 on mma.sync), and the tiles are chosen per head dim. The
// numbers follow from the tiles.
// RUN: fuse-opt %s -split-input-file --fusec-pipeline="stop-after=gpu arch=sm_90a fuse-policy=always reassociate=false" | FileCheck %s
// RUN: fuse-opt %s -split-input-file --fusec-pipeline="stop-after=gpu arch=sm_80 fuse-policy=always reassociate=false" | FileCheck %s --check-prefix=MMA

// d = 96: K and V by TMA (the engine zero-fills the second slab's columns
// past 96), warp-specialized as d = 128 (1.18-1.47x the overlapped
// kernel, bench/results/2026-11-24-h100-run55-58-warp-specialized.md): a
// producer warpgroup beside two consumer warpgroups of 64 query rows, 128-key blocks in two buffers, persistent (two Q
// buffers): 1 KiB + 2 x Q 128x128 + 2 x (K, V 128x128) bf16 + 12
// mbarriers = 197728 bytes. S: 6 k16 slices of
// m64n128k16 per block (the two blocks of 256 keys: the loop's single
// iteration is unrolled); O += P V: 8 k16 slices of m64n128k16 per block
// (32 accumulator columns past e = 96 are computed, never stored: 12
// paired stores per row pair).
// CHECK-LABEL: name = "d96_0_weighted_softmax", grid = [4, 1, 1], block = [384, 1, 1], shared_bytes = 197728
// CHECK: cp.async.bulk.tensor
// CHECK: nvvm.setmaxregister  increase 232
// CHECK: nvvm.wgmma.mma_async {{.*}}, <m = 64, n = 128, k = 16>, D[<f32>, <zero>]
// CHECK-COUNT-5: nvvm.wgmma.mma_async {{.*}}, <m = 64, n = 128, k = 16>, D[<f32>, <one>]
// CHECK: nvvm.wgmma.mma_async {{.*}}, <m = 64, n = 128, k = 16>, D[<f32>, <zero>]
// CHECK-COUNT-5: nvvm.wgmma.mma_async {{.*}}, <m = 64, n = 128, k = 16>, D[<f32>, <one>]
// CHECK-COUNT-16: wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16
// CHECK-NOT: wgmma.mma_async.sync
// CHECK-COUNT-24: vector.store {{.*}} : memref<1x2x256x96xbf16>, vector<2xbf16>
// CHECK-NOT: vector.store
// MMA-LABEL: name = "d96_0_weighted_softmax"
// MMA-NOT: wgmma
// MMA: nvvm.mma.sync
func.func @d96(%q: tensor<1x2x256x96xbf16>, %k: tensor<1x2x256x96xbf16>, %v: tensor<1x2x256x96xbf16>) -> tensor<1x2x256x96xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.1 : tensor<1x2x256x96xbf16>, tensor<1x2x256x96xbf16> -> tensor<1x2x256x256xf32>
  %p = fuse.softmax %s axis = 3 : tensor<1x2x256x256xf32>
  %o = fuse.matmul %p, %v : tensor<1x2x256x256xf32>, tensor<1x2x256x96xbf16> -> tensor<1x2x256x96xbf16>
  return %o : tensor<1x2x256x96xbf16>
}

// -----

// d = 40 (8 mod 16): the dot runs over 48 columns, the last 8 of Q and of
// both K stages zeroed once before the loop (the copies never write there);
// 128-key blocks, two stages: 1 KiB + Q 64x64 + 2 x (K, V 128x64) = 74752.
// CHECK-LABEL: name = "d40_0_weighted_softmax", grid = [{{[0-9, ]+}}], block = [{{[0-9, ]+}}], shared_bytes = 74752
// CHECK: arith.constant dense<0.000000e+00> : vector<8xbf16>
// CHECK: vector.store {{.*}} : memref<1x64x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
// CHECK-COUNT-2: vector.store {{.*}} : memref<1x128x64xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
// CHECK: nvvm.cp.async.wait.group 0
// CHECK-NEXT: nvvm.fence.proxy
// CHECK: nvvm.wgmma.mma_async {{.*}}, <m = 64, n = 128, k = 16>, D[<f32>, <zero>]
// CHECK-COUNT-2: nvvm.wgmma.mma_async {{.*}}, <m = 64, n = 128, k = 16>, D[<f32>, <one>]
// CHECK-NOT: nvvm.wgmma.mma_async
// CHECK-COUNT-8: wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16
// MMA-LABEL: name = "d40_0_weighted_softmax"
// MMA: vector.store {{.*}} : memref<128x56xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
func.func @d40(%q: tensor<1x2x256x40xbf16>, %k: tensor<1x2x256x40xbf16>, %v: tensor<1x2x256x40xbf16>) -> tensor<1x2x256x40xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.1 : tensor<1x2x256x40xbf16>, tensor<1x2x256x40xbf16> -> tensor<1x2x256x256xf32>
  %p = fuse.softmax %s axis = 3 : tensor<1x2x256x256xf32>
  %o = fuse.matmul %p, %v : tensor<1x2x256x256xf32>, tensor<1x2x256x40xbf16> -> tensor<1x2x256x40xbf16>
  return %o : tensor<1x2x256x40xbf16>
}

// -----

// d_qk = 192, d_v = 128 (DeepSeek's MLA shape), warp-specialized (run
// 56: 1.14-1.23x the serial kernel): Q and K in three slabs, V in two;
// 128-key blocks: 1 KiB + Q 128x192 + 2 x (K 128x192, V 128x128) + 8
// mbarriers = 214080 bytes (not persistent: d_qk != d_v spills in the
// persistent loop); S 12 k16 slices of m64n128k16 per block, P V 8 per
// block.
// CHECK-LABEL: name = "mla_0_weighted_softmax", grid = [{{[0-9, ]+}}], block = [{{[0-9, ]+}}], shared_bytes = 214080
// CHECK: nvvm.wgmma.mma_async {{.*}}, <m = 64, n = 128, k = 16>, D[<f32>, <zero>]
// CHECK-COUNT-11: nvvm.wgmma.mma_async {{.*}}, <m = 64, n = 128, k = 16>, D[<f32>, <one>]
// CHECK: nvvm.wgmma.mma_async {{.*}}, <m = 64, n = 128, k = 16>, D[<f32>, <zero>]
// CHECK-COUNT-11: nvvm.wgmma.mma_async {{.*}}, <m = 64, n = 128, k = 16>, D[<f32>, <one>]
// CHECK-COUNT-16: wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16
// MMA-LABEL: name = "mla_0_weighted_softmax"
// MMA: nvvm.mma.sync
func.func @mla(%q: tensor<1x2x256x192xbf16>, %k: tensor<1x2x256x192xbf16>, %v: tensor<1x2x256x128xbf16>) -> tensor<1x2x256x128xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.07 : tensor<1x2x256x192xbf16>, tensor<1x2x256x192xbf16> -> tensor<1x2x256x256xf32>
  %p = fuse.softmax %s axis = 3 : tensor<1x2x256x256xf32>
  %o = fuse.matmul %p, %v : tensor<1x2x256x256xf32>, tensor<1x2x256x128xbf16> -> tensor<1x2x256x128xbf16>
  return %o : tensor<1x2x256x128xbf16>
}

// -----

// d = 256 fused (FlashAttention does), warp-specialized (1.11-1.21x the
// overlapped kernel with 48 keys,
// bench/results/2026-11-24-h100-run55-58-warp-specialized.md): 64-key
// blocks (128 do not fit shared memory) keep O (128 registers per thread), S and the
// carried P within the consumers' 240 registers; persistent (not causal,
// no ping-pong turns: min(4 query tiles, 132 SMs) CTAs), one Q buffer (a
// second does not fit): 1 KiB + Q 128x256 + 2 x (K, V 64x256) + 8 + 2
// mbarriers = 197712 bytes; 16 k16 slices of m64n64k16 for S, 4 of
// m64n256k16 for P V per block.
// CHECK-LABEL: name = "d256_0_weighted_softmax", grid = [4, 1, 1], block = [384, 1, 1], shared_bytes = 197712
// CHECK: nvvm.wgmma.mma_async {{.*}}, <m = 64, n = 64, k = 16>, D[<f32>, <zero>]
// CHECK-COUNT-15: nvvm.wgmma.mma_async {{.*}}, <m = 64, n = 64, k = 16>, D[<f32>, <one>]
// CHECK: scf.for
// CHECK-COUNT-16: nvvm.wgmma.mma_async {{.*}}, <m = 64, n = 64, k = 16>
// CHECK: nvvm.wgmma.commit.group.sync.aligned
// CHECK-COUNT-4: wgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16
// MMA-LABEL: name = "d256_0_weighted_softmax"
// MMA: nvvm.mma.sync
func.func @d256(%q: tensor<1x2x256x256xbf16>, %k: tensor<1x2x256x256xbf16>, %v: tensor<1x2x256x256xbf16>) -> tensor<1x2x256x256xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.0625 : tensor<1x2x256x256xbf16>, tensor<1x2x256x256xbf16> -> tensor<1x2x256x256xf32>
  %p = fuse.softmax %s axis = 3 : tensor<1x2x256x256xf32>
  %o = fuse.matmul %p, %v : tensor<1x2x256x256xf32>, tensor<1x2x256x256xbf16> -> tensor<1x2x256x256xbf16>
  return %o : tensor<1x2x256x256xbf16>
}
