// RUN: fuse-opt %s --fuse-raise-linalg --split-input-file --verify-diagnostics --mlir-print-local-scope | FileCheck %s

// The other spellings of softmax's pieces the raising normalizes.

// max as `select(acc < x, x, acc)`.
// CHECK-LABEL: func @max_select_lt(
// CHECK: fuse.aggregate #fuse.max dims [d0 = 4, d1 = 8] reduce [d1]
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @max_select_lt(%x: tensor<4x8xf32>) -> tensor<4xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%ninf : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<4x8xf32>) outs(%f : tensor<4xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %lt = arith.cmpf olt, %acc, %a : f32
    %s = arith.select %lt, %a, %acc : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// A select that is a minimum is not a max.
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @min_select(%x: tensor<4x8xf32>, %init: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{its reduction body does not end in a combine of the output with an element}}
  %r = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<4x8xf32>) outs(%init : tensor<4xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %lt = arith.cmpf olt, %a, %acc : f32
    %s = arith.select %lt, %a, %acc : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// `exp((x - m) - log s)` and `exp(x - (log s + m))` are e^(x - m) / s.
// CHECK-LABEL: func @log_sum_exp(
// CHECK: fuse.aggregate #fuse.add dims [d0 = 4, d1 = 8] reduce [] ins(%{{.+}}, %{{.+}}, %{{.+}} :
// CHECK-NEXT: ^bb0(%[[X:.+]]: f32, %[[M:.+]]: f32, %[[S:.+]]: f32):
// CHECK-NEXT:   %[[D:.+]] = arith.subf %[[X]], %[[M]] : f32
// CHECK-NEXT:   %[[E:.+]] = math.exp %[[D]] : f32
// CHECK-NEXT:   %[[Q:.+]] = arith.divf %[[E]], %[[S]] : f32
// CHECK-NEXT:   %[[D2:.+]] = arith.subf %[[X]], %[[M]] : f32
// CHECK-NEXT:   %[[E2:.+]] = math.exp %[[D2]] : f32
// CHECK-NEXT:   %[[Q2:.+]] = arith.divf %[[E2]], %[[S]] : f32
// CHECK-NEXT:   %[[R:.+]] = arith.addf %[[Q]], %[[Q2]] : f32
// CHECK-NEXT:   fuse.yield %[[R]] : f32
// CHECK-NOT: math.log
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @log_sum_exp(%x: tensor<4x8xf32>, %m: tensor<4xf32>, %s: tensor<4xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %r = linalg.generic {indexing_maps = [#id, #row, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %m, %s : tensor<4x8xf32>, tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32, %o: f32):
    %lg = math.log %c : f32
    %d = arith.subf %a, %b : f32
    %d1 = arith.subf %d, %lg : f32
    %e1 = math.exp %d1 : f32
    %l2 = arith.addf %lg, %b : f32
    %d2 = arith.subf %a, %l2 : f32
    %e2 = math.exp %d2 : f32
    %sum = arith.addf %e1, %e2 : f32
    linalg.yield %sum : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}
