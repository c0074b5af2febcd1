// An elementwise consumer of an online softmax's row statistics (m, s)
// alone -- attention's log-sum-exp m + log s -- runs in the attention
// kernel beside the v / s epilogue: the lane holding a row's first column
// computes it from the row's final (m, s) (natural units: the folded scale
// put back) and stores it, so the statistics never reach memory and the
// kernel writes both outputs. With split-KV segments folded in a cluster
// it runs after the fold, by the owner of the first column group.
// RUN: fuse-opt %s -split-input-file --fusec-pipeline="stop-after=gpu arch=sm_90a split-kv-fold=cluster" | FileCheck %s

// The report's record says so:
// CHECK: fusec.kernels = [#fuse.kernel_record<{{.*}}structure = "the consumer of the row statistics (m, s) at {{.*}}online-softmax-row-epilogue.mlir:28:10 computed and stored per query row"
// CHECK: kernels = [<name = "lse_0_weighted_softmax", grid = [2, 2, 1], block = [128, 1, 1], shared_bytes = {{[0-9]+}}, args = [<buffer = "arg2">, <buffer = "arg0">, <buffer = "arg1">, <buffer = "out0">, <buffer = "out1">, <tensor_map
// CHECK-LABEL: gpu.func @lse_0_weighted_softmax
// CHECK-SAME: %[[LSE:[a-z0-9]+]]: memref<2x128xf32>
// CHECK: %[[LOG:.+]] = math.log %[[S:.+]] : f32
// CHECK-NEXT: %[[Y:.+]] = arith.addf %[[LOG]], %{{.+}} : f32
// CHECK-NEXT: memref.store %[[Y]], %[[LSE]][%block_id_y, %{{.+}}] : memref<2x128xf32>
// CHECK-NEXT: }
// CHECK-NEXT: arith.cmpf oeq, %[[S]], %{{.+}} : f32
// CHECK-NEXT: arith.divf %{{.+}}, %[[S]] fastmath<arcp> : f32
#id3 = affine_map<(b, i, j) -> (b, i, j)>
func.func @lse(%q: tensor<2x128x64xbf16>, %k: tensor<2x256x64xbf16>, %v: tensor<2x256x64xbf16>) -> (tensor<2x128x64xbf16>, tensor<2x128xf32>) {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.125 : tensor<2x128x64xbf16>, tensor<2x256x64xbf16> -> tensor<2x128x256xf32>
  %st:2 = fuse.aggregate #fuse.softmax dims [b = 2, i = 128, j = 256] reduce [j] ins(%s : tensor<2x128x256xf32>) maps [#id3] -> tensor<2x128xf32>, tensor<2x128xf32> {
  ^bb0(%x: f32):
    fuse.yield %x : f32
  }
  %lse = fuse.map ins(%st#0, %st#1 : tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32> {
  ^bb0(%m: f32, %l: f32):
    %lg = math.log %l : f32
    %y = arith.addf %lg, %m : f32
    fuse.yield %y : f32
  }
  %p = fuse.softmax %s axis = 2 : tensor<2x128x256xf32>
  %o = fuse.matmul %p, %v : tensor<2x128x256xf32>, tensor<2x256x64xbf16> -> tensor<2x128x64xbf16>
  return %o, %lse : tensor<2x128x64xbf16>, tensor<2x128xf32>
}

// -----

// CHECK: kernels = [<name = "decode_lse_0_weighted_softmax", grid = [1, 8, 16], block = [128, 1, 1], shared_bytes = {{[0-9]+}}, args = [<buffer = "arg2">, <buffer = "arg0">, <buffer = "arg1">, <buffer = "out0">, <buffer = "out1">]>]
// CHECK-LABEL: gpu.func @decode_lse_0_weighted_softmax
// CHECK-SAME: %[[LSE:[a-z0-9]+]]: memref<2x8x1xf32>) kernel attributes {nvvm.cluster_dim = array<i32: 1, 8, 1>}
// CHECK: nvvm.cluster.wait
// CHECK: nvvm.mapa
// CHECK: arith.cmpi eq, %{{.+}}, %c0 : index
// CHECK: llvm.load {{.*}} : !llvm.ptr<7> -> f32
// CHECK: math.log
// CHECK-NEXT: arith.addf
// CHECK-NEXT: memref.store %{{.+}}, %[[LSE]][%{{.+}}, %{{.+}}, %{{.+}}] : memref<2x8x1xf32>
#id4 = affine_map<(b, h, i, j) -> (b, h, i, j)>
func.func @decode_lse(%q: tensor<2x8x1x128xf16>, %k: tensor<2x8x4096x128xf16>, %v: tensor<2x8x4096x128xf16>) -> (tensor<2x8x1x128xf16>, tensor<2x8x1xf32>) {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.125 : tensor<2x8x1x128xf16>, tensor<2x8x4096x128xf16> -> tensor<2x8x1x4096xf32>
  %st:2 = fuse.aggregate #fuse.softmax dims [b = 2, h = 8, i = 1, j = 4096] reduce [j] ins(%s : tensor<2x8x1x4096xf32>) maps [#id4] -> tensor<2x8x1xf32>, tensor<2x8x1xf32> {
  ^bb0(%x: f32):
    fuse.yield %x : f32
  }
  %lse = fuse.map ins(%st#0, %st#1 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32> {
  ^bb0(%m: f32, %l: f32):
    %lg = math.log %l : f32
    %y = arith.addf %lg, %m : f32
    fuse.yield %y : f32
  }
  %p = fuse.softmax %s axis = 3 : tensor<2x8x1x4096xf32>
  %o = fuse.matmul %p, %v : tensor<2x8x1x4096xf32>, tensor<2x8x4096x128xf16> -> tensor<2x8x1x128xf16>
  return %o, %lse : tensor<2x8x1x128xf16>, tensor<2x8x1xf32>
}
