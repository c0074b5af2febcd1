// A `?` extent that the ops relate to a static one (a batch dim against an
// operand that has it static, a key count against V's) is that extent: the
// buffers, the kernels and their iteration spaces are all static.
// RUN: fuse-opt %s -split-input-file --fusec-pipeline="stop-after=gpu arch=sm_90" | FileCheck %s

// Found with fuse-fuzz: the batch dim of A and of the result is `?`, B's is
// 4 (f64: the untiled kernel; f32 is gemm_simt). The buffers were declared 4x..., but the aggregate kernel still read
// the aggregate's dims, `?` among them, and multiplied kDynamic into its
// point count (UBSan: signed integer overflow in AggregateKernel.cpp).
// CHECK-LABEL: module attributes
// CHECK-SAME: version = 1
// CHECK-NOT: dims =
// CHECK-SAME: buffers = [<name = "arg0", kind = "input", dtype = "f64", shape = [4, 16, 8], strides = [128, 8, 1]>, <name = "arg1", kind = "input", dtype = "f64", shape = [4, 8, 16], strides = [128, 16, 1]>, <name = "out0", kind = "output", dtype = "f64", shape = [4, 16, 16], strides = [256, 16, 1]>]
// CHECK-SAME: grid = [8, 1, 1]
// CHECK: gpu.func @matmul_0_add(%{{.*}}: memref<4x16x8xf64>, %{{.*}}: memref<4x8x16xf64>, %{{.*}}: memref<4x16x16xf64>) kernel
// 4 * 16 * 16 points:
// CHECK: arith.cmpi ult, %{{.*}}, %c1024 : index
func.func @matmul(%a: tensor<?x16x8xf64>, %b: tensor<4x8x16xf64>) -> tensor<?x16x16xf64> {
  %c = fuse.matmul %a, %b : tensor<?x16x8xf64>, tensor<4x8x16xf64> -> tensor<?x16x16xf64>
  return %c : tensor<?x16x16xf64>
}

// -----

// Attention whose Q and output have a dynamic batch, K dynamic keys: V fixes
// both (batch 2, 256 keys), so the tensor-core kernel is the static one.
// CHECK-LABEL: module attributes
// CHECK-SAME: version = 1
// CHECK-NOT: dims =
// CHECK-SAME: buffers = [<name = "arg0", kind = "input", dtype = "bf16", shape = [2, 8, 128, 64], strides = [65536, 8192, 64, 1]>, <name = "arg1", kind = "input", dtype = "bf16", shape = [2, 8, 256, 64], strides = [131072, 16384, 64, 1]>, <name = "arg2", kind = "input", dtype = "bf16", shape = [2, 8, 256, 64], strides = [131072, 16384, 64, 1]>, <name = "out0", kind = "output", dtype = "bf16", shape = [2, 8, 128, 64], strides = [65536, 8192, 64, 1]>]
// CHECK-SAME: grid = [1, 8, 2]
// CHECK: gpu.func @attention_0_weighted_softmax(%{{.*}}: memref<2x8x256x64xbf16>, %{{.*}}: memref<2x8x128x64xbf16>, %{{.*}}: memref<2x8x256x64xbf16>, %{{.*}}: memref<2x8x128x64xbf16>) kernel
func.func @attention(%q: tensor<?x8x128x64xbf16>, %k: tensor<2x8x?x64xbf16>, %v: tensor<2x8x256x64xbf16>) -> tensor<?x8x128x64xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.125 : tensor<?x8x128x64xbf16>, tensor<2x8x?x64xbf16> -> tensor<?x8x128x?xf32>
  %p = fuse.softmax %s axis = 3 : tensor<?x8x128x?xf32>
  %o = fuse.matmul %p, %v : tensor<?x8x128x?xf32>, tensor<2x8x256x64xbf16> -> tensor<?x8x128x64xbf16>
  return %o : tensor<?x8x128x64xbf16>
}
