// An f32 attention with dynamic sequence lengths (read exactly, the
// default precision) is fused into the online softmax on the CUDA cores,
// which takes the extents as size arguments; unfused, its Q K^T would have
// dynamic columns, which no separate GEMM takes.
// RUN: fusec %s -o %t.ptx --report=text | FileCheck %s
// CHECK: decision:          FUSE
// CHECK: kernels built (1, fuse.kernel_config)
// CHECK-NEXT: online_softmax_simt, 128 query rows x 64 keys per block, 2 stage(s), 4 warps of 2 m-tiles, Q in shared memory; f32 operands read exactly, fma on the CUDA cores
func.func @dynamic_f32(%q: tensor<2x?x64xf32>, %k: tensor<2x?x64xf32>, %v: tensor<2x?x64xf32>) -> tensor<2x?x64xf32> {
  %s = fuse.matmul %q, %k transpose_rhs : tensor<2x?x64xf32>, tensor<2x?x64xf32> -> tensor<2x?x?xf32>
  %p = fuse.softmax %s axis = 2 : tensor<2x?x?xf32>
  %o = fuse.matmul %p, %v : tensor<2x?x?xf32>, tensor<2x?x64xf32> -> tensor<2x?x64xf32>
  return %o : tensor<2x?x64xf32>
}
