// RUN: fuse-opt %s --fuse-raise-linalg --split-input-file --mlir-print-local-scope | FileCheck %s

// Unit dimensions: one read as the constant 0 is read as the unit loop in
// its place; a kept unit loop no input reads leaves a non-contraction
// aggregate whose readers fold the expansion (its indices are renumbered),
// but not one whose result is returned.

// CHECK-LABEL: func @unit_index(
// CHECK-NEXT: %[[R:.+]] = fuse.aggregate #fuse.add dims [d0 = 1, d1 = 8] reduce [] ins(%{{.+}} : tensor<8xf32>) maps [affine_map<(d0, d1) -> (d1)>] -> tensor<1x8xf32> {
// CHECK-NEXT: ^bb0(%[[A:.+]]: f32):
// CHECK-NEXT:   %[[J:.+]] = fuse.index 1 : index
// CHECK:        math.exp
// CHECK:      return %[[R]] : tensor<1x8xf32>
#x = affine_map<(d0, d1) -> (d1)>
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @unit_index(%x: tensor<8xf32>) -> tensor<1x8xf32> {
  %e = tensor.empty() : tensor<1x8xf32>
  %r = linalg.generic {indexing_maps = [#x, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<8xf32>) outs(%e : tensor<1x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %j = linalg.index 1 : index
    %ji = arith.index_cast %j : index to i32
    %jf = arith.sitofp %ji : i32 to f32
    %s = arith.addf %a, %jf : f32
    linalg.yield %s : f32
  } -> tensor<1x8xf32>
  %e2 = tensor.empty() : tensor<1x8xf32>
  %r2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%r : tensor<1x8xf32>) outs(%e2 : tensor<1x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = math.exp %a : f32
    linalg.yield %s : f32
  } -> tensor<1x8xf32>
  return %r2 : tensor<1x8xf32>
}

// -----

// CHECK-LABEL: func @unit_constant_maps(
// CHECK: fuse.map ins(%{{.+}}, %{{.+}} : tensor<1x4x8xf32>, tensor<1x4x8xf32>)
#z = affine_map<(d0, d1, d2) -> (0, d1, d2)>
#id = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
func.func @unit_constant_maps(%x: tensor<1x4x8xf32>, %y: tensor<1x4x8xf32>) -> tensor<1x4x8xf32> {
  %e = tensor.empty() : tensor<1x4x8xf32>
  %r = linalg.generic {indexing_maps = [#z, #id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %y : tensor<1x4x8xf32>, tensor<1x4x8xf32>) outs(%e : tensor<1x4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<1x4x8xf32>
  return %r : tensor<1x4x8xf32>
}
