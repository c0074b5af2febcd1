// RUN: fuse-opt %s -fuse-generalize -convert-fuse-to-gpu | FileCheck %s

// Identical kernels are generated once: the same matmul in two functions
// (as the layers of a model give) and twice in one function is one gpu.func,
// which every manifest launches; a kernel that differs in a shape (@other)
// or in its body (@scaled's epilogue) is its own.

// CHECK-LABEL: module attributes
// CHECK-SAME: fusec.manifests = [
// CHECK-SAME: entry = "first"
// CHECK-SAME: kernels = [<name = "first_0_add",
// CHECK-SAME: entry = "second"
// CHECK-SAME: kernels = [<name = "first_0_add",
// CHECK-SAME: <name = "first_0_add",
// CHECK-SAME: entry = "other"
// CHECK-SAME: kernels = [<name = "other_0_add",
// CHECK-SAME: entry = "scaled"
// CHECK-SAME: kernels = [<name = "scaled_0_add",
// CHECK: gpu.module @fusec_kernels
// CHECK-COUNT-1: gpu.func @first_0_add(
// CHECK-NOT: gpu.func @second
// CHECK: gpu.func @other_0_add(
// CHECK: gpu.func @scaled_0_add(
// CHECK-NOT: gpu.func

func.func @first(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>) -> tensor<4x4xf32> {
  %c = fuse.matmul %a, %b : tensor<4x8xf32>, tensor<8x4xf32> -> tensor<4x4xf32>
  return %c : tensor<4x4xf32>
}
func.func @second(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>, %d: tensor<8x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>) {
  %c = fuse.matmul %a, %b : tensor<4x8xf32>, tensor<8x4xf32> -> tensor<4x4xf32>
  %e = fuse.matmul %a, %d : tensor<4x8xf32>, tensor<8x4xf32> -> tensor<4x4xf32>
  return %c, %e : tensor<4x4xf32>, tensor<4x4xf32>
}
func.func @other(%a: tensor<4x8xf32>, %b: tensor<8x8xf32>) -> tensor<4x8xf32> {
  %c = fuse.matmul %a, %b : tensor<4x8xf32>, tensor<8x8xf32> -> tensor<4x8xf32>
  return %c : tensor<4x8xf32>
}
func.func @scaled(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>) -> tensor<4x4xf32> {
  %c = fuse.matmul %a, %b : tensor<4x8xf32>, tensor<8x4xf32> -> tensor<4x4xf32>
  %d = fuse.map ins(%c : tensor<4x4xf32>) -> tensor<4x4xf32> {
  ^bb0(%x: f32):
    %two = arith.constant 2.0 : f32
    %y = arith.mulf %x, %two : f32
    fuse.yield %y : f32
  }
  return %d : tensor<4x4xf32>
}
