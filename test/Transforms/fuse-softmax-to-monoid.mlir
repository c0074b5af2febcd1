// RUN: fuse-opt %s -split-input-file --fuse-softmax-to-monoid | FileCheck %s

// Softmax is one aggregate in the (m, s) monoid -- one pass over the axis --
// and a guarded normalization: two passes, not three (max, sum, divide).
// CHECK-LABEL: func @softmax
// CHECK-SAME: (%[[X:.+]]: tensor<4x8xbf16>)
// CHECK-DAG: %[[NINF:.+]] = arith.constant 0xFF800000 : f32
// CHECK-DAG: %[[ZERO:.+]] = arith.constant 0.000000e+00 : f32
// CHECK: %[[ST:.+]]:2 = fuse.aggregate #fuse.softmax dims [d0 = 4, d1 = 8] reduce [d1] ins(%[[X]] : tensor<4x8xbf16>) maps [#[[ID:.+]]] -> tensor<4xf32>, tensor<4xf32> {
// CHECK-NEXT: ^bb0(%[[E:.+]]: bf16):
// CHECK-NEXT:   fuse.yield %[[E]] : bf16
// CHECK: %[[Y:.+]] = fuse.aggregate #fuse.add dims [d0 = 4, d1 = 8] reduce [] ins(%[[X]], %[[ST]]#0, %[[ST]]#1 : tensor<4x8xbf16>, tensor<4xf32>, tensor<4xf32>) maps [#[[ID]], #[[ROW:.+]], #[[ROW]]] -> tensor<4x8xbf16> {
// CHECK-NEXT: ^bb0(%[[XE:.+]]: bf16, %[[M:.+]]: f32, %[[S:.+]]: f32):
// CHECK-NEXT:   %[[XF:.+]] = arith.extf %[[XE]] : bf16 to f32
// CHECK-NEXT:   %[[D:.+]] = arith.subf %[[XF]], %[[M]] : f32
// CHECK-NEXT:   %[[EXP:.+]] = math.exp %[[D]] : f32
// CHECK-NEXT:   %[[Q:.+]] = arith.divf %[[EXP]], %[[S]] : f32
// CHECK-NEXT:   %[[MASKED:.+]] = arith.cmpf oeq, %[[M]], %[[NINF]] : f32
// CHECK-NEXT:   %[[P:.+]] = arith.select %[[MASKED]], %[[ZERO]], %[[Q]] : f32
// CHECK-NEXT:   %[[T:.+]] = arith.truncf %[[P]] : f32 to bf16
// CHECK-NEXT:   fuse.yield %[[T]] : bf16
// CHECK: return %[[Y]]
// CHECK-NOT: fuse.softmax
func.func @softmax(%x: tensor<4x8xbf16>) -> tensor<4x8xbf16> {
  %p = fuse.softmax %x axis = 1 : tensor<4x8xbf16>
  return %p : tensor<4x8xbf16>
}

// -----

// Any axis: the kept map drops it.
// CHECK-DAG: #[[KEPT:.+]] = affine_map<(d0, d1, d2) -> (d1, d2)>
// CHECK-LABEL: func @leading_axis
// CHECK: fuse.aggregate #fuse.softmax dims [d0 = 3, d1 = 5, d2 = 7] reduce [d0]
// CHECK-SAME: -> tensor<5x7xf32>, tensor<5x7xf32>
// CHECK: fuse.aggregate #fuse.add dims [d0 = 3, d1 = 5, d2 = 7] reduce []
// CHECK-SAME: maps [#{{.+}}, #[[KEPT]], #[[KEPT]]]
func.func @leading_axis(%x: tensor<3x5x7xf32>) -> tensor<3x5x7xf32> {
  %p = fuse.softmax %x axis = 0 : tensor<3x5x7xf32>
  return %p : tensor<3x5x7xf32>
}
