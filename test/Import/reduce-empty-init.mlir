// RUN: fuse-opt %s --fuse-raise-linalg --mlir-print-local-scope | FileCheck %s

// buddy-mlir's softmax reduces into tensor.empty rather than into the
// filled tensor it builds beside it: the start value is undefined, and the
// reduction starts from the monoid's identity (no combine with the init).

// CHECK-LABEL: func @max_into_empty(
// CHECK:      %[[M:.+]] = fuse.aggregate #fuse.max dims [{{.*}}] reduce [d1]
// CHECK-NOT:  fuse.aggregate
// CHECK:      return %[[M]]
#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>
func.func @max_into_empty(%x: tensor<4x8xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<4x8xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.maximumf %a, %acc : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
