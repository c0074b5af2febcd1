// Which kernel generator convert-fuse-to-gpu picks, and the structure of the
// tensor-core kernels (the numbers follow from the tile shapes).
// RUN: fuse-opt %s -split-input-file --fusec-pipeline="stop-after=gpu arch=sm_90 reassociate=false" | FileCheck %s

// Attention (d = 64, 128 keys): the online-softmax generator. 4 warps x two
// m16 tiles = 128 query rows, 64 keys per block: per block 2 x 8 x 4 mma for
// Q K^T and 2 x 4 x 8 for P V = 128 mma.sync; Q, K, V tiles through
// cp.async into dynamic shared memory (Q 128x72, two stages of K and V
// 64x72: 55296 bytes); the epilogue stores bf16 pairs (4-byte stores).
// The aggregate reads V; Q and K are read by its nested dot.
// CHECK: kernels = [<name = "attention_0_weighted_softmax", grid = [1, 2, 2], block = [128, 1, 1], shared_bytes = 55296, args = [<buffer = "arg2">, <buffer = "arg0">, <buffer = "arg1">, <buffer = "out0">]>]
// CHECK: gpu.func @attention_0_weighted_softmax(
// CHECK: gpu.dynamic_shared_memory
// CHECK: nvgpu.device_async_copy
// CHECK: nvvm.cp.async.commit.group
// CHECK: nvvm.cp.async.wait.group 0
// CHECK: nvgpu.ldmatrix
// CHECK: scf.for
// S = Q K^T:
// CHECK-COUNT-64: nvvm.mma.sync A[{{.*}}] B[{{.*}}] C[{{.*}}] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}
// the row max over the quad, e^(x - m) on ex2 (the NVVM intrinsic):
// CHECK: gpu.shuffle xor
// CHECK: llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"
// O += P V:
// CHECK-COUNT-64: nvvm.mma.sync
// CHECK-NOT: nvvm.mma.sync
// CHECK: vector.store {{.*}} {alignment = 4 : i64} : memref<2x2x128x64xbf16>, vector<2xbf16>
func.func @attention(%q: tensor<2x2x128x64xbf16>, %k: tensor<2x2x128x64xbf16>, %v: tensor<2x2x128x64xbf16>) -> tensor<2x2x128x64xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.125 : tensor<2x2x128x64xbf16>, tensor<2x2x128x64xbf16> -> tensor<2x2x128x128xf32>
  %p = fuse.softmax %s axis = 3 : tensor<2x2x128x128xf32>
  %o = fuse.matmul %p, %v : tensor<2x2x128x128xf32>, tensor<2x2x128x64xbf16> -> tensor<2x2x128x64xbf16>
  return %o : tensor<2x2x128x64xbf16>
}

// -----

// An unfused contraction: the GEMM generator (128x128x64 tiles, two stages:
// 2 x (128x72 + 64x136) bf16 = 71680 bytes; 4 k16 steps x 2 m-tiles x 16
// n-tiles = 128 mma.sync per stage).
// CHECK: name = "gemm_0_add", grid = [{{[0-9, ]+}}], block = [{{[0-9, ]+}}], shared_bytes = 71680
// CHECK: gpu.func @gemm_0_add(
// CHECK: scf.for
// CHECK-COUNT-128: nvvm.mma.sync
// CHECK-NOT: nvvm.mma.sync
func.func @gemm(%a: tensor<256x512xbf16>, %b: tensor<512x384xbf16>) -> tensor<256x384xbf16> {
  %c = fuse.matmul %a, %b : tensor<256x512xbf16>, tensor<512x384xbf16> -> tensor<256x384xbf16>
  return %c : tensor<256x384xbf16>
}

// -----

// A stored [k, m] (A^T B: neither operand has k contiguous): the same GEMM,
// its A tile stored [64][128+8] (2 x (64x136 + 64x136) bf16 = 69632 bytes)
// and its fragments loaded by ldmatrix.trans like B's (per stage, 4 k16
// steps x (2 A m-tiles + 8 B pairs of n-tiles) = 40).
// CHECK: name = "gemm_at_0_add", grid = [{{[0-9, ]+}}], block = [{{[0-9, ]+}}], shared_bytes = 69632
// CHECK: gpu.func @gemm_at_0_add(
// CHECK: memref.view {{.*}} to memref<64x136xbf16, #gpu.address_space<workgroup>>
// CHECK: scf.for
// CHECK-COUNT-40: nvgpu.ldmatrix {{.*}} {numTiles = 4 : i32, transpose = true} : memref<64x136xbf16
// CHECK-NOT: nvgpu.ldmatrix
// CHECK: scf.yield
func.func @gemm_at(%a: tensor<512x256xbf16>, %b: tensor<512x384xbf16>) -> tensor<256x384xbf16> {
  %c = fuse.matmul %a, %b transpose_lhs : tensor<512x256xbf16>, tensor<512x384xbf16> -> tensor<256x384xbf16>
  return %c : tensor<256x384xbf16>
}

// -----

// f64 has no tiled GEMM: the untiled generator. (f32: gemm-simt.mlir.)
// CHECK: name = "single_0_add", grid = [{{[0-9, ]+}}], block = [{{[0-9, ]+}}], shared_bytes = 0
// CHECK: gpu.func @single_0_add(
// CHECK-NOT: nvvm.mma.sync
// CHECK: scf.for
func.func @single(%a: tensor<64x32xf64>, %b: tensor<32x16xf64>) -> tensor<64x16xf64> {
  %c = fuse.matmul %a, %b : tensor<64x32xf64>, tensor<32x16xf64> -> tensor<64x16xf64>
  return %c : tensor<64x16xf64>
}

// -----

// Attention, d = 128: the output rescale by e^(m_old - m_new) runs only when
// some row of the warp raised its maximum (vote.sync over "every alpha is
// 1"); the dot's scale rides on the exponent's log2(e) factor (0.088388 *
// 1.442695 = 0.127516), so no logit is multiplied by it.
// CHECK-LABEL: gpu.func @attention128_0_weighted_softmax(
// CHECK-DAG: arith.constant 0.12751694 : f32
// CHECK-DAG: %[[SCALE:.*]] = arith.constant 8.838800e-02 : f32
// CHECK: scf.for
// CHECK-NOT: arith.mulf {{.*}}%[[SCALE]]
// CHECK: %[[ALL:.*]] = nvvm.vote.sync {{ *}}all %{{.*}}, %{{.*}} -> i1
// CHECK: scf.if %[[ALL]] -> (f32,
// CHECK: } else {
// CHECK-COUNT-128: arith.mulf
// CHECK: scf.yield
// The scale applies once, to the final maximum, after the loop.
// CHECK: arith.mulf {{.*}}%[[SCALE]]
func.func @attention128(%q: tensor<1x2x256x128xbf16>, %k: tensor<1x2x256x128xbf16>, %v: tensor<1x2x256x128xbf16>) -> tensor<1x2x256x128xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.088388 : tensor<1x2x256x128xbf16>, tensor<1x2x256x128xbf16> -> tensor<1x2x256x256xf32>
  %p = fuse.softmax %s axis = 3 : tensor<1x2x256x256xf32>
  %o = fuse.matmul %p, %v : tensor<1x2x256x256xf32>, tensor<1x2x256x128xbf16> -> tensor<1x2x256x128xbf16>
  return %o : tensor<1x2x256x128xbf16>
}
