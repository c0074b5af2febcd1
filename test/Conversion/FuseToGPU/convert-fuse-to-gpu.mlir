// RUN: fuse-opt %s -split-input-file -convert-fuse-to-gpu | FileCheck %s

// A broadcast-batch matmul becomes one kernel; the host function becomes the
// launch manifest (buffers, grid, block, argument order, reference graph).
// CHECK: module attributes {fusec.manifest = #fuse.manifest<version = 1, entry = "matmul", buffers = [
// CHECK-SAME: <name = "arg0", kind = "input", dtype = "bf16", shape = [4, 128, 64], strides = [8192, 64, 1]>
// CHECK-SAME: <name = "arg1", kind = "input", dtype = "bf16", shape = [1, 64, 96], strides = [6144, 96, 1]>
// CHECK-SAME: <name = "out0", kind = "output", dtype = "f32", shape = [4, 128, 96], strides = [12288, 96, 1]>
// CHECK-SAME: kernels = [<name = "matmul_0_matmul", grid = [6, 8, 4], block = [16, 16, 1], shared_bytes = 0, args = [<buffer = "arg0">, <buffer = "arg1">, <buffer = "out0">]>]
// CHECK-SAME: reference = <ops = [<op = "matmul", inputs = ["arg0", "arg1"], output = "out0", scale = 0.5>]>>
// CHECK-SAME: gpu.container_module
// CHECK-NOT: func.func
// CHECK: gpu.module @fusec_kernels
// CHECK: gpu.func @matmul_0_matmul(%[[A:.+]]: memref<4x128x64xbf16>, %[[B:.+]]: memref<1x64x96xbf16>, %[[C:.+]]: memref<4x128x96xf32>) kernel
// CHECK:   scf.if
// CHECK:     %[[BATCH:.+]] = arith.remui %{{.*}}, %c4
// CHECK:     scf.for {{.*}} iter_args({{.*}}) -> (f32)
// CHECK:       memref.load %[[A]][%[[BATCH]], %{{.*}}, %{{.*}}]
// CHECK:       arith.extf {{.*}} : bf16 to f32
// CHECK:       memref.load %[[B]][%c0{{.*}}, %{{.*}}, %{{.*}}]
// CHECK:       arith.mulf
// CHECK:       arith.addf
// CHECK:     arith.mulf %{{.*}}, %cst{{.*}} : f32
// CHECK:     memref.store %{{.*}}, %[[C]][%[[BATCH]], %{{.*}}, %{{.*}}]
// CHECK:   gpu.return
func.func @matmul(%a: tensor<4x128x64xbf16>, %b: tensor<1x64x96xbf16>)
    -> tensor<4x128x96xf32> {
  %c = fuse.matmul %a, %b scale 0.5
      : tensor<4x128x64xbf16>, tensor<1x64x96xbf16> -> tensor<4x128x96xf32>
  return %c : tensor<4x128x96xf32>
}

// -----

// Two matmuls: the intermediate is a temporary buffer, transposes read the
// operands in swapped order.
// CHECK: module attributes
// CHECK-SAME: name = "tmp0", kind = "temp"
// CHECK-SAME: name = "chain_0_matmul"
// CHECK-SAME: name = "chain_1_matmul"
// CHECK-SAME: args = [<buffer = "tmp0">, <buffer = "arg2">, <buffer = "out0">]
// CHECK: gpu.func @chain_0_matmul(%[[Q:.+]]: memref<32x16xf32>, %[[K:.+]]: memref<64x16xf32>, %{{.+}}: memref<32x64xf32>)
// CHECK:   memref.load %[[Q]][%[[ROW:.+]], %[[KK:.+]]] : memref<32x16xf32>
// CHECK:   memref.load %[[K]][%{{.+}}, %[[KK]]] : memref<64x16xf32>
// CHECK: gpu.func @chain_1_matmul
func.func @chain(%q: tensor<32x16xf32>, %k: tensor<64x16xf32>, %v: tensor<64x16xf32>) -> tensor<32x16xf32> {
  %s = fuse.matmul %q, %k transpose_rhs : tensor<32x16xf32>, tensor<64x16xf32> -> tensor<32x64xf32>
  %o = fuse.matmul %s, %v : tensor<32x64xf32>, tensor<64x16xf32> -> tensor<32x16xf32>
  return %o : tensor<32x16xf32>
}
