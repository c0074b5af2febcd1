// The attention / chain kernel on sm_90a: Hopper's warpgroup MMA. One
// warpgroup (64 query rows) per CTA; Q through cp.async, K and V through the
// copy engine (TMA, one thread, an mbarrier per stage and tile) into 128-byte-
// swizzled tiles aligned to 1 KiB; S = Q K^T as SS wgmma (nvvm.wgmma.mma_async,
// both operands K-major), O += P V as RS wgmma (P from registers, V MN-major:
// inline PTX, MLIR's op takes A from shared memory only). The numbers follow
// from the tiles.
// RUN: fuse-opt %s -split-input-file --fusec-pipeline="stop-after=gpu arch=sm_90a fuse-policy=always reassociate=false" | FileCheck %s

// d = 64, 256 keys: 128-key blocks, two K stages and two V buffers, each
// block's softmax overlapped with the previous block's P V. Shared memory:
// 1 KiB of alignment slack + Q 64x64 + 2 x K + 2 x V 128x64 bf16 = 74752
// bytes + 4 mbarriers; grid: 256 rows / 64, 2 heads, 2 batches.
// CHECK-LABEL: name = "attention_0_weighted_softmax", grid = [4, 2, 2], block = [128, 1, 1], shared_bytes = 74784
// CHECK: gpu.func @attention_0_weighted_softmax(
// CHECK: memref.extract_aligned_pointer_as_index
// CHECK: memref.view {{.*}} to memref<1x64x64xbf16, #gpu.address_space<workgroup>>
// CHECK-COUNT-4: nvvm.mbarrier.init {{.*}}, %c1_i32 : !llvm.ptr<3>, i32
// CHECK: nvvm.fence.mbarrier.init
// The mbarriers published to the CTA (a barrier with no copy to wait for),
// then Q's copies issued:
// CHECK-NEXT: }
// CHECK-NEXT: gpu.barrier
// CHECK: arith.xori
// CHECK: nvgpu.device_async_copy
// K and V of the first block, before Q is waited for (their loads overlap):
// one thread (which set up the mbarriers), expect_tx then the bulk copy.
// CHECK-NOT: gpu.barrier
// CHECK: nvvm.mbarrier.arrive.expect_tx {{.*}}, %c16384_i32
// CHECK: llvm.inline_asm has_side_effects asm_dialect = att "cp.async.bulk.tensor.4d.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3, $4, $5}], [$6];", "r,l,r,r,r,r,r"
// CHECK: nvvm.mbarrier.arrive.expect_tx {{.*}}, %c16384_i32
// CHECK: llvm.inline_asm has_side_effects asm_dialect = att "cp.async.bulk.tensor.4d
// Then Q's copies land, are handed to the async proxy, and are published
// to the CTA (with the mbarriers):
// CHECK: nvvm.cp.async.wait.group 0
// CHECK-NEXT: nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
// CHECK-NEXT: gpu.barrier
// The first block alone: S (4 k16 slices of d, the first overwriting the
// accumulator), waited for, the softmax.
// CHECK: nvvm.mbarrier.try_wait.parity
// CHECK: nvvm.wgmma.fence.aligned
// CHECK: nvvm.wgmma.mma_async {{.*}}, <m = 64, n = 128, k = 16>, D[<f32>, <zero>], A[<bf16>, <one>, <row>], B[<bf16>, <one>, <col>]
// CHECK-COUNT-3: nvvm.wgmma.mma_async {{.*}}, <m = 64, n = 128, k = 16>, D[<f32>, <one>], A[<bf16>, <one>, <row>], B[<bf16>, <one>, <col>]
// CHECK: nvvm.wgmma.commit.group.sync.aligned
// CHECK-NEXT: nvvm.wgmma.wait.group.sync.aligned 0
// CHECK-NEXT: llvm.inline_asm has_side_effects asm_dialect = att "", "=f,
// CHECK: llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"
// Each next block: K(t) and V(t-1) waited for, S(t) and O += P(t-1) V(t-1)
// (8 k16 slices of the keys, imm-trans-b = 1) as two groups, S released
// first (wait 1), the softmax, then P V (wait 0). (Two blocks: the loop of
// one iteration is folded away, and with it the prefetch of a third.)
// CHECK: nvvm.mbarrier.try_wait.parity
// CHECK: nvvm.mbarrier.try_wait.parity
// CHECK-NOT: nvvm.cp.async.wait.group
// CHECK-COUNT-4: nvvm.wgmma.mma_async {{.*}}, <m = 64, n = 128, k = 16>
// CHECK: nvvm.wgmma.commit.group.sync.aligned
// CHECK: nvvm.wgmma.fence.aligned
// CHECK-COUNT-8: llvm.inline_asm has_side_effects asm_dialect = att "wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0,{{.*}},$31}, {$32,$33,$34,$35}, $36, 1, 1, 1, 1;"
// CHECK: nvvm.wgmma.commit.group.sync.aligned
// CHECK-NEXT: nvvm.wgmma.wait.group.sync.aligned 1
// CHECK: llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"
// CHECK: nvvm.wgmma.wait.group.sync.aligned 0
// CHECK: gpu.barrier
// CHECK-NOT: nvvm.mma.sync
// CHECK: vector.store
func.func @attention(%q: tensor<2x2x256x64xbf16>, %k: tensor<2x2x256x64xbf16>, %v: tensor<2x2x256x64xbf16>) -> tensor<2x2x256x64xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.125 : tensor<2x2x256x64xbf16>, tensor<2x2x256x64xbf16> -> tensor<2x2x256x256xf32>
  %p = fuse.softmax %s axis = 3 : tensor<2x2x256x256xf32>
  %o = fuse.matmul %p, %v : tensor<2x2x256x256xf32>, tensor<2x2x256x64xbf16> -> tensor<2x2x256x64xbf16>
  return %o : tensor<2x2x256x64xbf16>
}

// -----

// d = 128 over 256 queries: warp-specialized. A producer warpgroup
// (its first lane alone) copies each 128-key block's K and V by TMA into
// buffer t mod 2 once every consumer warp released it; two consumer
// warpgroups of 64 query rows issue their MMAs as they go (not causal: no
// ping-pong turns, so no named barrier). Persistent
// (static, not causal, 256 keys): min(4 query tiles, 132 SMs) CTAs, and
// the producer loads each tile's Q by TMA as well (two 64-column slabs of
// 128 rows, then K's and V's), tile k's into Q buffer k mod 2: 1 KiB + 2
// x Q 128x128 + 2 x (K, V 128x128) + 12 mbarriers = 197728 bytes.
// CHECK-LABEL: name = "attention128_0_weighted_softmax", grid = [4, 1, 1], block = [384, 1, 1], shared_bytes = 197728
// Each Q, K and V tile as two 64-column slabs of 128 rows: 32 KiB expected.
// CHECK: nvvm.setmaxregister  decrease 32
// CHECK: nvvm.mbarrier.arrive.expect_tx {{.*}}, %c32768_i32
// CHECK-COUNT-2: cp.async.bulk.tensor.4d
// CHECK: nvvm.mbarrier.arrive.expect_tx {{.*}}, %c32768_i32
// CHECK-COUNT-2: cp.async.bulk.tensor.4d
// CHECK: nvvm.mbarrier.arrive.expect_tx {{.*}}, %c32768_i32
// CHECK-COUNT-2: cp.async.bulk.tensor.4d
// CHECK: nvvm.setmaxregister  increase 232
// The first block alone: S (8 k16 slices of d), softmax; then the second
// (the loop's one iteration): S(1) and P(0) V(0) (8 k16 steps of 16
// keys), wait 1; then P(1) V(1).
// CHECK: nvvm.wgmma.mma_async {{.*}}, <m = 64, n = 128, k = 16>, D[<f32>, <zero>]
// CHECK-COUNT-7: nvvm.wgmma.mma_async {{.*}}, <m = 64, n = 128, k = 16>, D[<f32>, <one>]
// CHECK-NOT: nvvm.barrier
// CHECK-COUNT-8: nvvm.wgmma.mma_async {{.*}}, <m = 64, n = 128, k = 16>
// CHECK: nvvm.wgmma.commit.group.sync.aligned
// CHECK-COUNT-8: wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16
// CHECK: nvvm.wgmma.commit.group.sync.aligned
// CHECK: nvvm.wgmma.wait.group.sync.aligned 1
// CHECK-COUNT-8: wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16
// CHECK-NOT: nvvm.mma.sync
func.func @attention128(%q: tensor<1x2x256x128xbf16>, %k: tensor<1x2x256x128xbf16>, %v: tensor<1x2x256x128xbf16>) -> tensor<1x2x256x128xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.088388 : tensor<1x2x256x128xbf16>, tensor<1x2x256x128xbf16> -> tensor<1x2x256x256xf32>
  %p = fuse.softmax %s axis = 3 : tensor<1x2x256x256xf32>
  %o = fuse.matmul %p, %v : tensor<1x2x256x256xf32>, tensor<1x2x256x128xbf16> -> tensor<1x2x256x128xbf16>
  return %o : tensor<1x2x256x128xbf16>
}

// -----

// A chain (A B) C: B is stored [k][n], so S reads it MN-major (layout row,
// imm-trans-b = 1) from 64-column slabs: memref<2x64x64> for 128 columns.
// One stage (k = 64).
// CHECK-LABEL: name = "chain_0_add", grid = [16, 1, 1], block = [128, 1, 1], shared_bytes = 41984
// CHECK: memref.view {{.*}} to memref<2x64x64xbf16, #gpu.address_space<workgroup>>
// CHECK: nvvm.wgmma.mma_async {{.*}}, <m = 64, n = 128, k = 16>, D[<f32>, <zero>], A[<bf16>, <one>, <row>], B[<bf16>, <one>, <row>]
// CHECK-COUNT-3: nvvm.wgmma.mma_async {{.*}} B[<bf16>, <one>, <row>]
// CHECK-COUNT-8: wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16
// CHECK-NOT: nvvm.mma.sync
func.func @chain(%a: tensor<1024x64xbf16>, %b: tensor<64x512xbf16>, %c: tensor<512x64xbf16>) -> tensor<1024x64xbf16> {
  %t = fuse.matmul %a, %b : tensor<1024x64xbf16>, tensor<64x512xbf16> -> tensor<1024x512xbf16>
  %y = fuse.matmul %t, %c : tensor<1024x512xbf16>, tensor<512x64xbf16> -> tensor<1024x64xbf16>
  return %y : tensor<1024x64xbf16>
}

// -----

// An unfused GEMM (B stored [k, n]: MN-major), both operands TMA boxes:
// warp-specialized (8192 rows: enough tiles for
// 128 x 256). 2 consumer warpgroups x 64 rows, 256 columns, and a
// producer warpgroup whose first lane loads A as one [128][64] box and B as
// four [64][64] slabs per k block into four stages (1 KiB + 4 x 48 KiB + 4 x
// 2 mbarriers = 197696 bytes); the consumers wait on a stage's full
// mbarrier, issue 4 m64n256k16 wgmma and, once the previous block's have
// completed (one group kept in flight), release its stage. The output goes
// through shared memory: each warp's 16 rows (bf16 pairs, rows of 256 + 8),
// then 16 bytes per lane.
// CHECK-LABEL: name = "gemm_0_add", grid = [64, 2, 1], block = [384, 1, 1], shared_bytes = 197696
// CHECK: scf.if
// CHECK: nvvm.mbarrier.arrive.expect_tx
// CHECK-COUNT-5: cp.async.bulk.tensor.2d
// CHECK: } else {
// CHECK: nvvm.mbarrier.try_wait.parity
// CHECK: nvvm.wgmma.fence.aligned
// CHECK-COUNT-4: nvvm.wgmma.mma_async {{.*}}, <m = 64, n = 256, k = 16>, D[<f32>, <one>], A[<bf16>, <one>, <row>], B[<bf16>, <one>, <row>]
// CHECK: nvvm.wgmma.commit.group.sync.aligned
// CHECK-NEXT: nvvm.wgmma.wait.group.sync.aligned 1
// CHECK: nvvm.mbarrier.arrive
// CHECK: scf.yield
// CHECK: nvvm.wgmma.wait.group.sync.aligned 0
// CHECK: vector.store {{.*}} : memref<16x264xbf16, #gpu.address_space<workgroup>>, vector<2xbf16>
// CHECK: nvvm.bar.warp.sync
// CHECK: vector.store {{.*}} {alignment = 16 : i64} : memref<8192x512xbf16>, vector<8xbf16>
// CHECK-NOT: nvvm.mma.sync
// CHECK-NOT: nvgpu.device_async_copy
func.func @gemm(%a: tensor<8192x512xbf16>, %b: tensor<512x512xbf16>) -> tensor<8192x512xbf16> {
  %c = fuse.matmul %a, %b : tensor<8192x512xbf16>, tensor<512x512xbf16> -> tensor<8192x512xbf16>
  return %c : tensor<8192x512xbf16>
}

// -----

// A stored [k, m] (A^T B) on the cp.async kernel (set by hand): A is read
// MN-major like B, one 64-row slab per warpgroup ([2][64][64] per stage),
// every wgmma transposes both; all threads copy, a CTA barrier per block.
// CHECK-LABEL: name = "gemm_at_0_add", grid = [{{[0-9, ]+}}], block = [{{[0-9, ]+}}], shared_bytes = 197632
// CHECK: memref.view {{.*}} to memref<2x64x64xbf16, #gpu.address_space<workgroup>>
// CHECK: memref.view {{.*}} to memref<4x64x64xbf16, #gpu.address_space<workgroup>>
// CHECK: scf.for
// CHECK: nvvm.cp.async.wait.group 1
// CHECK-NEXT: nvvm.fence.proxy
// CHECK-NEXT: gpu.barrier
// CHECK-COUNT-4: nvvm.wgmma.mma_async {{.*}}, <m = 64, n = 256, k = 16>, D[<f32>, <one>], A[<bf16>, <one>, <col>], B[<bf16>, <one>, <row>]
// CHECK: scf.yield
func.func @gemm_at(%a: tensor<512x256xbf16>, %b: tensor<512x512xbf16>) -> tensor<256x512xf32> {
  %0 = fuse.aggregate #fuse.add dims [i = 256, j = 512, k = 512] reduce [k] ins(%a, %b : tensor<512x256xbf16>, tensor<512x512xbf16>) maps [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>] -> tensor<256x512xf32> attributes {fuse.kernel_config = #fuse.gemm_config<"gemm_wgmma", tile_m = 128, tile_n = 256, tile_k = 64, stages = 4, warps = 8, overlap = true, splits = 1>} {
  ^bb0(%x: bf16, %y: bf16):
    %1 = arith.extf %x : bf16 to f32
    %2 = arith.extf %y : bf16 to f32
    %3 = arith.mulf %1, %2 : f32
    fuse.yield %3 : f32
  }
  return %0 : tensor<256x512xf32>
}

// -----

// The same A^T B by default (8192 rows): warp-specialized, A loaded by TMA as two
// [64][64] slabs (k rows of 64 m) and B as four.
// CHECK-LABEL: name = "gemm_at_ws_0_add", grid = [{{[0-9, ]+}}], block = [{{[0-9, ]+}}], shared_bytes = 197696
// CHECK: nvvm.mbarrier.arrive.expect_tx
// CHECK-COUNT-6: cp.async.bulk.tensor.2d
// CHECK: } else {
// CHECK-COUNT-4: nvvm.wgmma.mma_async {{.*}}, <m = 64, n = 256, k = 16>, D[<f32>, <one>], A[<bf16>, <one>, <col>], B[<bf16>, <one>, <row>]
func.func @gemm_at_ws(%a: tensor<512x8192xbf16>, %b: tensor<512x512xbf16>) -> tensor<8192x512xbf16> {
  %c = fuse.matmul %a, %b transpose_lhs : tensor<512x8192xbf16>, tensor<512x512xbf16> -> tensor<8192x512xbf16>
  return %c : tensor<8192x512xbf16>
}
