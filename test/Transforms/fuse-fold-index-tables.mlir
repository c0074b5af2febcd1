// Constant index tables (aranges, broadcast or not; one value everywhere)
// read by an aggregate become fuse.index of the dim their map reads the
// varying coordinate at; the input is dropped.
// RUN: fuse-opt %s -split-input-file --fuse-fold-index-tables | FileCheck %s

// MIGraphX's causal mask: columns 0..63 along the last axis, rows 0..1
// along the third; i32, compared signed.
// CHECK-LABEL: func @causal_from_aranges
// CHECK: fuse.aggregate #fuse.add dims [d0 = 1, d1 = 32, d2 = 2, d3 = 64] reduce [] ins(%arg0 : tensor<1x32x2x64xf32>) maps [#{{.*}}] -> tensor<1x32x2x64xf32>
// CHECK-NEXT: ^bb0(%[[S:.*]]: f32):
// CHECK-DAG: %[[J:.*]] = fuse.index 3 : index
// CHECK-DAG: %[[I:.*]] = fuse.index 2 : index
// CHECK-DAG: %[[JI:.*]] = arith.index_cast %[[J]] : index to i32
// CHECK-DAG: %[[II:.*]] = arith.index_cast %[[I]] : index to i32
// CHECK: arith.cmpi sgt, %[[JI]], %[[II]] : i32
#cols = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, d3)>
#rows = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, 0)>
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @causal_from_aranges(%s: tensor<1x32x2x64xf32>) -> tensor<1x32x2x64xf32> {
  %cols = arith.constant dense<[[[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63]]]]> : tensor<1x1x1x64xi32>
  %rows = arith.constant dense<[[[[0], [1]]]]> : tensor<1x1x2x1xi32>
  %ninf = arith.constant 0xFF800000 : f32
  %m = fuse.aggregate #fuse.add dims [d0 = 1, d1 = 32, d2 = 2, d3 = 64] reduce [] ins(%cols, %rows, %s : tensor<1x1x1x64xi32>, tensor<1x1x2x1xi32>, tensor<1x32x2x64xf32>) maps [#cols, #rows, #id] -> tensor<1x32x2x64xf32> {
  ^bb0(%j: i32, %i: i32, %x: f32):
    %c = arith.cmpi sgt, %j, %i : i32
    %y = arith.select %c, %ninf, %x : f32
    fuse.yield %y : f32
  }
  return %m : tensor<1x32x2x64xf32>
}

// -----

// A scaled, offset float table (2 j + 1) and a splat: computed in the body.
// CHECK-LABEL: func @affine_and_splat
// CHECK: ins(%arg0 : tensor<4x8xf32>)
// CHECK: %[[J:.*]] = fuse.index 1 : index
// CHECK: %[[C:.*]] = arith.index_cast %[[J]] : index to i64
// CHECK: %[[F:.*]] = arith.sitofp %[[C]] : i64 to f32
// CHECK: arith.mulf %[[F]], %{{.*}} : f32
// CHECK: arith.addf
// CHECK: arith.constant 3.000000e+00 : f32
#id2 = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (j)>
func.func @affine_and_splat(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %t = arith.constant dense<[1.0, 3.0, 5.0, 7.0, 9.0, 11.0, 13.0, 15.0]> : tensor<8xf32>
  %c = arith.constant dense<3.0> : tensor<4x8xf32>
  %r = fuse.aggregate #fuse.add dims [i = 4, j = 8] reduce [] ins(%x, %t, %c : tensor<4x8xf32>, tensor<8xf32>, tensor<4x8xf32>) maps [#id2, #row, #id2] -> tensor<4x8xf32> {
  ^bb0(%a: f32, %b: f32, %d: f32):
    %s = arith.addf %a, %b : f32
    %p = arith.mulf %s, %d : f32
    fuse.yield %p : f32
  }
  return %r : tensor<4x8xf32>
}

// -----

// Kept: a table that is no affine function of one coordinate.
// CHECK-LABEL: func @not_a_table
// CHECK: ins(%arg0, %{{.*}} : tensor<4xf32>, tensor<4xi32>)
#id1 = affine_map<(i) -> (i)>
func.func @not_a_table(%x: tensor<4xf32>) -> tensor<4xf32> {
  %t = arith.constant dense<[0, 1, 4, 9]> : tensor<4xi32>
  %r = fuse.aggregate #fuse.add dims [i = 4] reduce [] ins(%x, %t : tensor<4xf32>, tensor<4xi32>) maps [#id1, #id1] -> tensor<4xf32> {
  ^bb0(%a: f32, %b: i32):
    %f = arith.sitofp %b : i32 to f32
    %s = arith.addf %a, %f : f32
    fuse.yield %s : f32
  }
  return %r : tensor<4xf32>
}
