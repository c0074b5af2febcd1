// RUN: fuse-opt %s -fuse-generalize | FileCheck %s

// The maps: plain operands, both transposes, a batch dim broadcast from
// size 1 (constant 0), a missing batch dim (dropped), and identity maps.
// CHECK-DAG: #[[IK:map[0-9]*]] = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-DAG: #[[KJ:map[0-9]*]] = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-DAG: #[[KI:map[0-9]*]] = affine_map<(d0, d1, d2) -> (d2, d0)>
// CHECK-DAG: #[[JK:map[0-9]*]] = affine_map<(d0, d1, d2) -> (d1, d2)>
// CHECK-DAG: #[[Q:map[0-9]*]] = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>
// CHECK-DAG: #[[KB:map[0-9]*]] = affine_map<(d0, d1, d2, d3, d4) -> (d0, 0, d3, d4)>
// CHECK-DAG: #[[W:map[0-9]*]] = affine_map<(d0, d1, d2, d3, d4) -> (d4, d3)>
// CHECK-DAG: #[[ID4:map[0-9]*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
// CHECK-DAG: #[[ID2:map[0-9]*]] = affine_map<(d0, d1) -> (d0, d1)>

// CHECK-LABEL: func @matmul
// CHECK-SAME: (%[[A:.+]]: tensor<7x13xf32>, %[[B:.+]]: tensor<13x5xf32>)
func.func @matmul(%a: tensor<7x13xf32>, %b: tensor<13x5xf32>) -> tensor<7x5xf32> {
  // CHECK: %[[C:.+]] = fuse.aggregate #fuse.add dims [i = 7, j = 5, k = 13] reduce [k]
  // CHECK-SAME: ins(%[[A]], %[[B]] : tensor<7x13xf32>, tensor<13x5xf32>) maps [#[[IK]], #[[KJ]]] -> tensor<7x5xf32> {
  // CHECK-NEXT: ^bb0(%[[X:.+]]: f32, %[[Y:.+]]: f32):
  // CHECK-NEXT:   %[[P:.+]] = arith.mulf %[[X]], %[[Y]] : f32
  // CHECK-NEXT:   fuse.yield %[[P]] : f32
  // CHECK-NEXT: }
  // CHECK-NEXT: return %[[C]]
  %c = fuse.matmul %a, %b : tensor<7x13xf32>, tensor<13x5xf32> -> tensor<7x5xf32>
  return %c : tensor<7x5xf32>
}

// CHECK-LABEL: func @transposes
func.func @transposes(%a: tensor<13x7xf32>, %b: tensor<5x13xf32>) -> tensor<7x5xf32> {
  // CHECK: %[[SCALE:.+]] = arith.constant 1.250000e-01 : f32
  // CHECK: fuse.aggregate #fuse.add dims [i = 7, j = 5, k = 13] reduce [k]
  // CHECK-SAME: maps [#[[KI]], #[[JK]]] -> tensor<7x5xf32> {
  // CHECK:   %[[P:.+]] = arith.mulf
  // CHECK:   %[[S:.+]] = arith.mulf %[[P]], %[[SCALE]] : f32
  // CHECK:   fuse.yield %[[S]] : f32
  %c = fuse.matmul %a, %b transpose_lhs transpose_rhs scale 0.125
      : tensor<13x7xf32>, tensor<5x13xf32> -> tensor<7x5xf32>
  return %c : tensor<7x5xf32>
}

// bf16 operands accumulate in f32; a bf16 result is rounded once by a cast
// aggregate without reduced dimensions.
// CHECK-LABEL: func @broadcast
func.func @broadcast(%q: tensor<2x8x128x64xbf16>, %k: tensor<2x1x128x64xbf16>,
                     %w: tensor<64x32xbf16>)
    -> (tensor<2x8x128x128xf32>, tensor<2x8x128x32xbf16>) {
  // CHECK: %[[S:.+]] = fuse.aggregate #fuse.add dims [b0 = 2, b1 = 8, i = 128, j = 128, k = 64] reduce [k]
  // CHECK-SAME: maps [#[[Q]], #[[KB]]] -> tensor<2x8x128x128xf32> {
  // CHECK-NEXT: ^bb0(%[[X:.+]]: bf16, %[[Y:.+]]: bf16):
  // CHECK-NEXT:   %[[XF:.+]] = arith.extf %[[X]] : bf16 to f32
  // CHECK-NEXT:   %[[YF:.+]] = arith.extf %[[Y]] : bf16 to f32
  // CHECK-NEXT:   %[[P:.+]] = arith.mulf %[[XF]], %[[YF]] : f32
  // CHECK-NEXT:   %[[PS:.+]] = arith.mulf %[[P]], %{{.+}} : f32
  // CHECK-NEXT:   fuse.yield %[[PS]] : f32
  %s = fuse.matmul %q, %k transpose_rhs scale 0.125
      : tensor<2x8x128x64xbf16>, tensor<2x1x128x64xbf16> -> tensor<2x8x128x128xf32>
  // CHECK: %[[ACC:.+]] = fuse.aggregate #fuse.add dims [b0 = 2, b1 = 8, i = 128, j = 32, k = 64] reduce [k]
  // CHECK-SAME: maps [#[[Q]], #[[W]]] -> tensor<2x8x128x32xf32> {
  // CHECK: %[[O:.+]] = fuse.aggregate #fuse.add dims [b0 = 2, b1 = 8, i = 128, j = 32] reduce []
  // CHECK-SAME: ins(%[[ACC]] : tensor<2x8x128x32xf32>) maps [#[[ID4]]] -> tensor<2x8x128x32xbf16> {
  // CHECK-NEXT: ^bb0(%[[E:.+]]: f32):
  // CHECK-NEXT:   %[[T:.+]] = arith.truncf %[[E]] : f32 to bf16
  // CHECK-NEXT:   fuse.yield %[[T]] : bf16
  // CHECK: return %[[S]], %[[O]]
  %o = fuse.matmul %q, %w
      : tensor<2x8x128x64xbf16>, tensor<64x32xbf16> -> tensor<2x8x128x32xbf16>
  return %s, %o : tensor<2x8x128x128xf32>, tensor<2x8x128x32xbf16>
}

// An f64 result accumulates in f64.
// CHECK-LABEL: func @f64_result
func.func @f64_result(%a: tensor<3x4xf32>, %b: tensor<4x2xf32>) -> tensor<3x2xf64> {
  // CHECK: fuse.aggregate #fuse.add dims [i = 3, j = 2, k = 4] reduce [k]
  // CHECK-SAME: maps [#[[IK]], #[[KJ]]] -> tensor<3x2xf64> {
  // CHECK:   arith.extf %{{.+}} : f32 to f64
  // CHECK:   arith.extf %{{.+}} : f32 to f64
  // CHECK:   arith.mulf %{{.+}}, %{{.+}} : f64
  // CHECK-NOT: fuse.aggregate
  // CHECK: return
  %c = fuse.matmul %a, %b : tensor<3x4xf32>, tensor<4x2xf32> -> tensor<3x2xf64>
  return %c : tensor<3x2xf64>
}

// A map keeps its body; fuse.index still reads the same dimensions.
// CHECK-LABEL: func @map
// CHECK-SAME: (%[[X:.+]]: tensor<4x8xf32>, %[[Y:.+]]: tensor<4x8xf32>)
func.func @map(%x: tensor<4x8xf32>, %y: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // CHECK: %[[NINF:.+]] = arith.constant 0xFF800000 : f32
  // CHECK: fuse.aggregate #fuse.add dims [d0 = 4, d1 = 8] reduce []
  // CHECK-SAME: ins(%[[X]], %[[Y]] : tensor<4x8xf32>, tensor<4x8xf32>) maps [#[[ID2]], #[[ID2]]] -> tensor<4x8xf32> {
  // CHECK-NEXT: ^bb0(%[[A:.+]]: f32, %[[B:.+]]: f32):
  // CHECK-NEXT:   %[[I:.+]] = fuse.index 0 : index
  // CHECK-NEXT:   %[[J:.+]] = fuse.index 1 : index
  // CHECK-NEXT:   %[[AFTER:.+]] = arith.cmpi ugt, %[[J]], %[[I]] : index
  // CHECK-NEXT:   %[[S:.+]] = arith.addf %[[A]], %[[B]] : f32
  // CHECK-NEXT:   %[[R:.+]] = arith.select %[[AFTER]], %[[NINF]], %[[S]] : f32
  // CHECK-NEXT:   fuse.yield %[[R]] : f32
  // CHECK-NOT: fuse.map
  %m = fuse.map ins(%x, %y : tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32> {
  ^bb0(%a: f32, %b: f32):
    %i = fuse.index 0 : index
    %j = fuse.index 1 : index
    %ninf = arith.constant 0xFF800000 : f32
    %after = arith.cmpi ugt, %j, %i : index
    %s = arith.addf %a, %b : f32
    %r = arith.select %after, %ninf, %s : f32
    fuse.yield %r : f32
  }
  return %m : tensor<4x8xf32>
}

// Dynamic extents stay dynamic (`?`) in the iteration space; K is static
// when either operand says so.
// CHECK-LABEL: func @dynamic
func.func @dynamic(%a: tensor<?x13xf32>, %b: tensor<13x5xf32>) -> tensor<?x5xf32> {
  // CHECK: fuse.aggregate #fuse.add dims [i = ?, j = 5, k = 13] reduce [k] ins(%{{.*}}, %{{.*}} : tensor<?x13xf32>, tensor<13x5xf32>) {{.*}} -> tensor<?x5xf32>
  // CHECK-NOT: fuse.matmul
  %c = fuse.matmul %a, %b : tensor<?x13xf32>, tensor<13x5xf32> -> tensor<?x5xf32>
  return %c : tensor<?x5xf32>
}

// CHECK-LABEL: func @dynamic_k_from_rhs
func.func @dynamic_k_from_rhs(%a: tensor<?x?xf32>, %b: tensor<16x?xf32>) -> tensor<?x?xf32> {
  // CHECK: fuse.aggregate #fuse.add dims [i = ?, j = ?, k = 16] reduce [k]
  %c = fuse.matmul %a, %b : tensor<?x?xf32>, tensor<16x?xf32> -> tensor<?x?xf32>
  return %c : tensor<?x?xf32>
}
