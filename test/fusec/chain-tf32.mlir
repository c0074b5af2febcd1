// RUN: fusec %s --f32-precision=tf32 --fuse-policy=always -o %t.ptx --report=text --report-file=%t.report
// RUN: FileCheck %s < %t.report

// f32 MLP chains relu(A B) C under --f32-precision=tf32, fused (forced: at
// these sizes the roofline keeps two GEMMs) into the online-softmax kernel
// on mma.sync's tf32 MMAs with C's rows as the keys and B stored [k][keys]
// (K stored by d: read in 64-key slabs). k = 64: two m-tiles per warp and
// 64 keys (128 keys spill 384 bytes on tf32); k = 128: one m-tile, 64 keys.
// Checked on an H200 against fp64: 3.7e-4 and 3.8e-4
// (bench/results/2026-11-28-h200-tf32-attention.md).
// CHECK: kernels built (2, fuse.kernel_config)
// CHECK-NEXT: online_softmax_mma, 128 query rows x 64 keys per block, 2 stage(s), 4 warps of 2 m-tiles, Q in shared memory; tf32 operands, f32 accumulation
// CHECK-NEXT: online_softmax_mma, 64 query rows x 64 keys per block, 2 stage(s), 4 warps of 1 m-tile, Q in shared memory; tf32 operands, f32 accumulation

func.func @chain_k64(%a: tensor<256x64xf32>, %b: tensor<64x2048xf32>, %c: tensor<2048x64xf32>) -> tensor<256x64xf32> {
  %t = fuse.matmul %a, %b : tensor<256x64xf32>, tensor<64x2048xf32> -> tensor<256x2048xf32>
  %r = fuse.map ins(%t : tensor<256x2048xf32>) -> tensor<256x2048xf32> {
  ^bb0(%x: f32):
    %zero = arith.constant 0.0 : f32
    %y = arith.maximumf %x, %zero : f32
    fuse.yield %y : f32
  }
  %y = fuse.matmul %r, %c : tensor<256x2048xf32>, tensor<2048x64xf32> -> tensor<256x64xf32>
  return %y : tensor<256x64xf32>
}
func.func @chain_k128(%a: tensor<256x128xf32>, %b: tensor<128x2048xf32>, %c: tensor<2048x128xf32>) -> tensor<256x128xf32> {
  %t = fuse.matmul %a, %b : tensor<256x128xf32>, tensor<128x2048xf32> -> tensor<256x2048xf32>
  %r = fuse.map ins(%t : tensor<256x2048xf32>) -> tensor<256x2048xf32> {
  ^bb0(%x: f32):
    %zero = arith.constant 0.0 : f32
    %y = arith.maximumf %x, %zero : f32
    fuse.yield %y : f32
  }
  %y = fuse.matmul %r, %c : tensor<256x2048xf32>, tensor<2048x128xf32> -> tensor<256x128xf32>
  return %y : tensor<256x128xf32>
}
