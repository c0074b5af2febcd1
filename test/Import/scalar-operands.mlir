// RUN: fuse-opt %s --fuse-raise-linalg --split-input-file --mlir-print-local-scope | FileCheck %s

// Scalar (non-tensor) operands of linalg.generic, as mhlo-style lowerings
// pass them: a constant is a constant in the body, an unread one is dropped.

// CHECK-LABEL: func @scalar_constant(
// CHECK-SAME: %[[X:.+]]: tensor<4x8xf32>)
// CHECK-NEXT: %[[R:.+]] = fuse.map ins(%[[X]] : tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: ^bb0(%[[A:.+]]: f32):
// CHECK-NEXT:   %[[C:.+]] = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:   %[[M:.+]] = arith.mulf %[[A]], %[[C]] : f32
// CHECK-NEXT:   fuse.yield %[[M]] : f32
// CHECK: return %[[R]]
#id = affine_map<(d0, d1) -> (d0, d1)>
#sc = affine_map<(d0, d1) -> ()>
func.func @scalar_constant(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %c = arith.constant 2.000000e+00 : f32
  %e = tensor.empty() : tensor<4x8xf32>
  %r = linalg.generic {indexing_maps = [#id, #sc, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %c : tensor<4x8xf32>, f32) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %s: f32, %o: f32):
    %m = arith.mulf %a, %s : f32
    linalg.yield %m : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// -----

// A scalar in a reduction (a scaled sum), and a bf16 scalar extended in the
// body.
// CHECK-LABEL: func @scalar_in_reduction(
// CHECK: fuse.aggregate #fuse.add dims [d0 = 4, d1 = 8] reduce [d1] ins(%{{.+}} : tensor<4x8xf32>)
// CHECK-NEXT: ^bb0(%[[A:.+]]: f32):
// CHECK-NEXT:   %[[C:.+]] = arith.constant 5.000000e-01 : bf16
// CHECK-NEXT:   %[[E:.+]] = arith.extf %[[C]] : bf16 to f32
// CHECK-NEXT:   %[[M:.+]] = arith.mulf %[[A]], %[[E]] : f32
// CHECK-NEXT:   fuse.yield %[[M]] : f32
#id = affine_map<(d0, d1) -> (d0, d1)>
#sc = affine_map<(d0, d1) -> ()>
#row = affine_map<(d0, d1) -> (d0)>
func.func @scalar_in_reduction(%x: tensor<4x8xf32>) -> tensor<4xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %c = arith.constant 5.000000e-01 : bf16
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = linalg.generic {indexing_maps = [#id, #sc, #row], iterator_types = ["parallel", "reduction"]} ins(%x, %c : tensor<4x8xf32>, bf16) outs(%f : tensor<4xf32>) {
  ^bb0(%a: f32, %s: bf16, %acc: f32):
    %s32 = arith.extf %s : bf16 to f32
    %m = arith.mulf %a, %s32 : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// A scalar the body does not read (not even a constant) is dropped.
// CHECK-LABEL: func @scalar_unused(
// CHECK-SAME: %[[X:.+]]: tensor<4x8xf32>, %{{.+}}: f32)
// CHECK-NEXT: %[[R:.+]] = fuse.map ins(%[[X]] : tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: ^bb0(%[[A:.+]]: f32):
// CHECK-NEXT:   %[[N:.+]] = arith.negf %[[A]] : f32
#id = affine_map<(d0, d1) -> (d0, d1)>
#sc = affine_map<(d0, d1) -> ()>
func.func @scalar_unused(%x: tensor<4x8xf32>, %s: f32) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %r = linalg.generic {indexing_maps = [#id, #sc, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %s : tensor<4x8xf32>, f32) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %n = arith.negf %a : f32
    linalg.yield %n : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// -----

// A scalar compare operand in a mask computed from indices (i1 stays in the
// body).
// CHECK-LABEL: func @scalar_index_bound(
// CHECK: fuse.map
// CHECK:   %[[B:.+]] = arith.constant 5 : index
// CHECK:   %[[J:.+]] = fuse.index 1
// CHECK:   arith.cmpi ult, %[[J]], %[[B]] : index
// CHECK:   arith.select
#id = affine_map<(d0, d1) -> (d0, d1)>
#sc = affine_map<(d0, d1) -> ()>
func.func @scalar_index_bound(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %bound = arith.constant 5 : index
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<4x8xf32>
  %r = linalg.generic {indexing_maps = [#id, #sc, #sc, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %bound, %ninf : tensor<4x8xf32>, index, f32) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %n: index, %m: f32, %o: f32):
    %j = linalg.index 1 : index
    %keep = arith.cmpi ult, %j, %n : index
    %s = arith.select %keep, %a, %m : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// -----

// Scalars in a mask producer (i1 result) fused into its float reader, and in
// that reader.
// CHECK-LABEL: func @scalar_in_fused_mask(
// CHECK: fuse.map
// CHECK-DAG:   %[[B:.+]] = arith.constant 3 : index
// CHECK-DAG:   %[[N:.+]] = arith.constant 0xFF800000 : f32
// CHECK-DAG:   %[[I:.+]] = fuse.index 0 : index
// CHECK-DAG:   %[[J:.+]] = fuse.index 1 : index
// CHECK:       %[[S:.+]] = arith.addi %[[I]], %[[B]] : index
// CHECK:       %[[C:.+]] = arith.cmpi ule, %[[J]], %[[S]] : index
// CHECK:       arith.select %[[C]], %{{.+}}, %[[N]] : f32
#id = affine_map<(d0, d1) -> (d0, d1)>
#sc = affine_map<(d0, d1) -> ()>
func.func @scalar_in_fused_mask(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %bound = arith.constant 3 : index
  %em = tensor.empty() : tensor<4x8xi1>
  %mask = linalg.generic {indexing_maps = [#sc, #id], iterator_types = ["parallel", "parallel"]} ins(%bound : index) outs(%em : tensor<4x8xi1>) {
  ^bb0(%b: index, %o: i1):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %s = arith.addi %i, %b : index
    %c = arith.cmpi ule, %j, %s : index
    linalg.yield %c : i1
  } -> tensor<4x8xi1>
  %e = tensor.empty() : tensor<4x8xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #sc, #id], iterator_types = ["parallel", "parallel"]} ins(%mask, %x, %ninf : tensor<4x8xi1>, tensor<4x8xf32>, f32) outs(%e : tensor<4x8xf32>) {
  ^bb0(%m: i1, %a: f32, %n: f32, %o: f32):
    %s = arith.select %m, %a, %n : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}
