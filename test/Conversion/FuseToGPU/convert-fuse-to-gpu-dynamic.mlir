// Dynamic batch, heads and sequence lengths: one kernel for every launch.
// The extents the ops relate (Q's and the output's rows, K's and V's keys,
// the batch and head dims of all four) share a size symbol; each kernel gets
// bare pointers plus one index argument per symbol, views its buffers with
// memref.reinterpret_cast, and the manifest (version 2) names the symbols,
// where each first occurs, and the grid as expressions over them.
// RUN: fuse-opt %s -split-input-file --fusec-pipeline="stop-after=gpu arch=sm_90" | FileCheck %s

// CHECK-LABEL: module attributes
// CHECK-SAME: fusec.manifest = #fuse.manifest<version = 2, entry = "attention"
// CHECK-SAME: dims = [<name = "s0", buffer = "arg0", axis = 0>, <name = "s1", buffer = "arg0", axis = 1>, <name = "s2", buffer = "arg0", axis = 2>, <name = "s3", buffer = "arg1", axis = 2>]
// CHECK-SAME: buffers = [<name = "arg0", kind = "input", dtype = "bf16", shape = ["s0", "s1", "s2", 64]>, <name = "arg1", kind = "input", dtype = "bf16", shape = ["s0", "s1", "s3", 64]>, <name = "arg2", kind = "input", dtype = "bf16", shape = ["s0", "s1", "s3", 64]>, <name = "out0", kind = "output", dtype = "bf16", shape = ["s0", "s1", "s2", 64]>]
// CHECK-SAME: kernels = [<name = "attention_0_weighted_softmax", grid = [<product = ["s2"], ceil_div = 128>, <product = ["s1"]>, <product = ["s0"]>], block = [128, 1, 1], shared_bytes = {{[0-9]+}}, args = [<buffer = "arg2">, <buffer = "arg0">, <buffer = "arg1">, <buffer = "out0">, <dim = "s0">, <dim = "s1">, <dim = "s2">, <dim = "s3">]>]
// CHECK: gpu.func @attention_0_weighted_softmax(%[[V:.*]]: memref<bf16>, %[[Q:.*]]: memref<bf16>, %[[K:.*]]: memref<bf16>, %[[O:.*]]: memref<bf16>, %[[S0:.*]]: index, %[[S1:.*]]: index, %[[S2:.*]]: index, %[[S3:.*]]: index) kernel
// Row-major views: V is [s0, s1, s3, 64], the output [s0, s1, s2, 64].
// CHECK: memref.reinterpret_cast %[[V]] to offset: [0], sizes: [%[[S0]], %[[S1]], %[[S3]], 64], strides: [%{{.*}}, %{{.*}}, 64, 1] : memref<bf16> to memref<?x?x?x64xbf16>
// CHECK: memref.reinterpret_cast %[[Q]] to offset: [0], sizes: [%[[S0]], %[[S1]], %[[S2]], 64]
// CHECK: memref.reinterpret_cast %[[K]] to offset: [0], sizes: [%[[S0]], %[[S1]], %[[S3]], 64]
// CHECK: %[[OV:.*]] = memref.reinterpret_cast %[[O]] to offset: [0], sizes: [%[[S0]], %[[S1]], %[[S2]], 64]
// The key loop runs to ceil(keys / 32) (a dynamic count may be ragged, so
// 32 keys per block and a bounds select per logit):
// CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step
// CHECK: nvvm.mma.sync
// CHECK: arith.cmpi ult
// CHECK: arith.select
// CHECK: vector.store {{.*}} {alignment = 4 : i64} : memref<?x?x?x64xbf16>, vector<2xbf16>
func.func @attention(%q: tensor<?x?x?x64xbf16>, %k: tensor<?x?x?x64xbf16>, %v: tensor<?x?x?x64xbf16>) -> tensor<?x?x?x64xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.125 : tensor<?x?x?x64xbf16>, tensor<?x?x?x64xbf16> -> tensor<?x?x?x?xf32>
  %p = fuse.softmax %s axis = 3 : tensor<?x?x?x?xf32>
  %o = fuse.matmul %p, %v : tensor<?x?x?x?xf32>, tensor<?x?x?x64xbf16> -> tensor<?x?x?x64xbf16>
  return %o : tensor<?x?x?x64xbf16>
}

// -----

// Only the sequence length is dynamic; batch 2 and 8 heads are static, so the
// grid's y (heads) and z (batch) extents are numbers; queries, keys and values are one tensor, so
// a single size symbol remains.
// CHECK-LABEL: module attributes
// CHECK-SAME: dims = [<name = "s0", buffer = "arg0", axis = 2>]
// CHECK-SAME: grid = [<product = ["s0"], ceil_div = 128>, 8, 2]
// CHECK: gpu.func @self_0_weighted_softmax(%{{.*}}: memref<f16>, %{{.*}}: memref<f16>, %{{.*}}: index) kernel
// CHECK: memref.reinterpret_cast %{{.*}} to offset: [0], sizes: [2, 8, %{{.*}}, 128], strides: [%{{.*}}, %{{.*}}, 128, 1] : memref<f16> to memref<2x8x?x128xf16>
func.func @self(%x: tensor<2x8x?x128xf16>) -> tensor<2x8x?x128xf16> {
  %s = fuse.matmul %x, %x transpose_rhs scale 0.088 : tensor<2x8x?x128xf16>, tensor<2x8x?x128xf16> -> tensor<2x8x?x?xf32>
  %p = fuse.softmax %s axis = 3 : tensor<2x8x?x?xf32>
  %o = fuse.matmul %p, %x : tensor<2x8x?x?xf32>, tensor<2x8x?x128xf16> -> tensor<2x8x?x128xf16>
  return %o : tensor<2x8x?x128xf16>
}

// -----

// An additive bias read per logit, d = 128: one 16-row m-tile per warp (64
// rows per CTA: with the bias's 64-bit dynamic strides two would spill), and
// the bias is read at rows and keys clamped into range (the tile's rows and
// keys past the end are computed and discarded, never read out of bounds).
// CHECK-LABEL: module attributes
// CHECK-SAME: grid = [<product = ["s1"], ceil_div = 64>, 3, <product = ["s0"]>]
// CHECK: gpu.func @bias_0_weighted_softmax(
// CHECK: %[[LASTROW:.*]] = arith.subi %{{.*}}, %c1
// CHECK: %[[LASTKEY:.*]] = arith.subi %{{.*}}, %c1
// CHECK: scf.for
// CHECK: %[[I:.*]] = arith.minui %{{.*}}, %[[LASTROW]] : index
// CHECK: %[[J:.*]] = arith.minui %{{.*}}, %[[LASTKEY]] : index
// CHECK: memref.load %{{.*}}[%{{.*}}, %{{.*}}, %[[I]], %[[J]]] : memref<?x3x?x?xf32>
func.func @bias(%q: tensor<?x3x?x128xbf16>, %k: tensor<?x1x?x128xbf16>, %v: tensor<?x1x?x128xbf16>, %bias: tensor<?x3x?x?xf32>) -> tensor<?x3x?x128xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.088 : tensor<?x3x?x128xbf16>, tensor<?x1x?x128xbf16> -> tensor<?x3x?x?xf32>
  %sb = fuse.map ins(%s, %bias : tensor<?x3x?x?xf32>, tensor<?x3x?x?xf32>) -> tensor<?x3x?x?xf32> {
  ^bb0(%x: f32, %y: f32):
    %z = arith.addf %x, %y : f32
    fuse.yield %z : f32
  }
  %p = fuse.softmax %sb axis = 3 : tensor<?x3x?x?xf32>
  %o = fuse.matmul %p, %v : tensor<?x3x?x?xf32>, tensor<?x1x?x128xbf16> -> tensor<?x3x?x128xbf16>
  return %o : tensor<?x3x?x128xbf16>
}

// -----

// A chain the planner does not fuse (the MLP: b = k = 4096 does not fit on
// chip) is two tensor-core GEMMs whose rows (the tokens) are the size
// symbol: the grid's x is ceil(s0 / 128).
// CHECK-LABEL: module attributes
// CHECK-SAME: grid = [<product = ["s0"], ceil_div = 128>, 128, 1]
// CHECK-SAME: grid = [<product = ["s0"], ceil_div = 128>, 32, 1]
// CHECK: gpu.func @dynamic_unfused_0_add(%{{.*}}: memref<bf16>, %{{.*}}: memref<4096x16384xbf16>, %{{.*}}: memref<bf16>, %{{.*}}: index) kernel
// CHECK: nvvm.mma.sync
// CHECK: gpu.func @dynamic_unfused_1_add(
// CHECK: nvvm.mma.sync
func.func @dynamic_unfused(%x: tensor<?x4096xbf16>, %w1: tensor<4096x16384xbf16>, %w2: tensor<16384x4096xbf16>) -> tensor<?x4096xbf16> {
  %h = fuse.matmul %x, %w1 : tensor<?x4096xbf16>, tensor<4096x16384xbf16> -> tensor<?x16384xbf16>
  %y = fuse.matmul %h, %w2 : tensor<?x16384xbf16>, tensor<16384x4096xbf16> -> tensor<?x4096xbf16>
  return %y : tensor<?x4096xbf16>
}
