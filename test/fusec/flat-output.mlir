// A returned 1-D buffer that copies a computed tensor row-major (a flattened
// output, as MIGraphX returns every buffer) is written in place by the
// kernel that computes the tensor, through a row-major view: no copy
// kernel, and no config for the copy. A tensor the program also uses
// elsewhere keeps its copy.
// RUN: fusec %s --emit=gpu --report=text --report-file=%t.report -o - | FileCheck %s
// RUN: FileCheck %s --check-prefix=REPORT < %t.report

// CHECK-LABEL: gpu.func @in_place_0_add(
// CHECK-SAME: memref<64x32xf32>, %{{.*}}: memref<64x32xf32>) kernel
// CHECK-NOT: gpu.func @in_place_1
// REPORT: @in_place: 1 kernel
#id = affine_map<(i, j) -> (i, j)>
#flat = affine_map<(d0) -> (d0 floordiv 32, d0 mod 32)>
func.func @in_place(%x: tensor<64x32xf32>) -> tensor<2048xf32> {
  %e = fuse.aggregate #fuse.add dims [i = 64, j = 32] reduce [] ins(%x : tensor<64x32xf32>) maps [#id] -> tensor<64x32xf32> {
  ^bb0(%a: f32):
    %y = math.exp %a : f32
    fuse.yield %y : f32
  }
  %f = fuse.aggregate #fuse.add dims [d0 = 2048] reduce [] ins(%e : tensor<64x32xf32>) maps [#flat] -> tensor<2048xf32> {
  ^bb0(%a: f32):
    fuse.yield %a : f32
  }
  return %f : tensor<2048xf32>
}

// The tensor is also returned as is: the copy stays a kernel (the first
// kernel is in_place's, generated once).
// CHECK-LABEL: gpu.func @kept_1_add(
// CHECK-SAME: memref<64x32xf32>, %{{.*}}: memref<2048xf32>) kernel
// REPORT: @kept: 2 kernels
func.func @kept(%x: tensor<64x32xf32>) -> (tensor<2048xf32>, tensor<64x32xf32>) {
  %e = fuse.aggregate #fuse.add dims [i = 64, j = 32] reduce [] ins(%x : tensor<64x32xf32>) maps [#id] -> tensor<64x32xf32> {
  ^bb0(%a: f32):
    %y = math.exp %a : f32
    fuse.yield %y : f32
  }
  %f = fuse.aggregate #fuse.add dims [d0 = 2048] reduce [] ins(%e : tensor<64x32xf32>) maps [#flat] -> tensor<2048xf32> {
  ^bb0(%a: f32):
    fuse.yield %a : f32
  }
  return %f, %e : tensor<2048xf32>, tensor<64x32xf32>
}
