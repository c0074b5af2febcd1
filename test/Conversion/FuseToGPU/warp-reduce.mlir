// A long reduction of f32 states takes a warp per kept point: lane l folds
// the reduced points l, l + 32, ... of the innermost reduced dim, five
// butterfly shuffles combine the partial states with the monoid's combine
// (here the softmax monoid's (m, s): two values per shuffle step), and lane
// 0 stores. A reduction shorter than 64 keeps one thread per point.
// RUN: fuse-opt %s -split-input-file --fuse-select-kernel-config -convert-fuse-to-gpu | FileCheck %s

// CHECK: kernels = [<name = "stats_0_softmax", grid = [100, 1, 1], block = [128, 1, 1]
// CHECK-LABEL: gpu.func @stats_0_softmax(
// CHECK: %[[TID:.*]] = arith.addi
// CHECK: %[[LANE:.*]] = arith.remui %[[TID]], %c32
// CHECK: %[[ROW:.*]] = arith.divui %[[TID]], %c32
// CHECK: arith.cmpi ult, %[[ROW]], %c400
// CHECK: scf.for %{{.*}} = %[[LANE]] to %c1000 step %c32
// CHECK-COUNT-10: gpu.shuffle  xor
// CHECK-NOT: gpu.shuffle
// CHECK: arith.cmpi eq, %[[LANE]], %c0
// CHECK-NEXT: scf.if
// CHECK-NEXT: memref.store
// CHECK-NEXT: memref.store
#id = affine_map<(i, j) -> (i, j)>
func.func @stats(%x: tensor<400x1000xf32>) -> (tensor<400xf32>, tensor<400xf32>) {
  %m, %s = fuse.aggregate #fuse.softmax dims [i = 400, j = 1000] reduce [j] ins(%x : tensor<400x1000xf32>) maps [#id] -> tensor<400xf32>, tensor<400xf32> {
  ^bb0(%v: f32):
    fuse.yield %v : f32
  }
  return %m, %s : tensor<400xf32>, tensor<400xf32>
}

// -----

// CHECK-LABEL: gpu.func @short_0_max(
// CHECK-NOT: gpu.shuffle
// CHECK: scf.for %{{.*}} = %c0 to %c48 step %c1
#id = affine_map<(i, j) -> (i, j)>
func.func @short(%x: tensor<400x48xf32>) -> tensor<400xf32> {
  %m = fuse.aggregate #fuse.max dims [i = 400, j = 48] reduce [j] ins(%x : tensor<400x48xf32>) maps [#id] -> tensor<400xf32> {
  ^bb0(%v: f32):
    fuse.yield %v : f32
  }
  return %m : tensor<400xf32>
}
