// RUN: fuse-opt %s -split-input-file --fuse-softmax-to-monoid --fuse-generalize --fuse-factor-aggregates --fuse-plan-chains --fuse-form-chains | FileCheck %s

// The logit of a formed attention chain in its canonical form (issue 17
// item 5): a mask `select(i >= j, s, -inf)` becomes `select(j > i, -inf, s)`,
// a positive scale after it moves onto the dot's product.

// CHECK-LABEL: func.func @mask_then_scale(
// CHECK-DAG:  %[[SCALE:.+]] = arith.constant 1.250000e-01 : f32
// CHECK-DAG:  %[[NINF:.+]] = arith.constant 0xFF800000 : f32
// CHECK:      fuse.aggregate #fuse.weighted_softmax
// CHECK:        %[[DOT:.+]] = fuse.reduce #fuse.add
// CHECK:          %[[P:.+]] = arith.mulf %{{.+}}, %{{.+}} : f32
// CHECK-NEXT:     %[[PS:.+]] = arith.mulf %[[P]], %[[SCALE]] : f32
// CHECK-NEXT:     fuse.yield %[[PS]] : f32
// CHECK-DAG:    %[[I:.+]] = fuse.index 1 : index
// CHECK-DAG:    %[[J:.+]] = fuse.index 3 : index
// CHECK:        %[[C:.+]] = arith.cmpi ugt, %[[J]], %[[I]] : index
// CHECK-NEXT:   %[[X:.+]] = arith.select %[[C]], %[[NINF]], %[[DOT]] : f32
// CHECK:        fuse.yield %[[X]], %{{.+}} : f32, f32
func.func @mask_then_scale(%q: tensor<2x256x64xbf16>, %k: tensor<2x256x64xbf16>, %v: tensor<2x256x64xbf16>) -> tensor<2x256x64xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs : tensor<2x256x64xbf16>, tensor<2x256x64xbf16> -> tensor<2x256x256xf32>
  %m = fuse.map ins(%s : tensor<2x256x256xf32>) -> tensor<2x256x256xf32> {
  ^bb0(%e: f32):
    %i = fuse.index 1 : index
    %j = fuse.index 2 : index
    %ninf = arith.constant 0xFF800000 : f32
    %past = arith.cmpi uge, %i, %j : index
    %y = arith.select %past, %e, %ninf : f32
    %c = arith.constant 0.125 : f32
    %z = arith.mulf %y, %c : f32
    fuse.yield %z : f32
  }
  %p = fuse.softmax %m axis = 2 : tensor<2x256x256xf32>
  %o = fuse.matmul %p, %v : tensor<2x256x256xf32>, tensor<2x256x64xbf16> -> tensor<2x256x64xbf16>
  return %o : tensor<2x256x64xbf16>
}

// -----

// A negative scale does not move through a -inf select (-inf * c would be
// +inf).

// CHECK-LABEL: func.func @negative_scale(
// CHECK:      %[[NEG:.+]] = arith.constant -1.250000e-01 : f32
// CHECK:      fuse.aggregate #fuse.weighted_softmax
// CHECK:        %[[DOT:.+]] = fuse.reduce #fuse.add
// CHECK:          %[[P:.+]] = arith.mulf %{{.+}}, %{{.+}} : f32
// CHECK-NEXT:     fuse.yield %[[P]] : f32
// CHECK:        %[[X:.+]] = arith.select %{{.+}}, %{{.+}}, %[[DOT]] : f32
// CHECK-NEXT:   %[[Y:.+]] = arith.mulf %[[X]], %[[NEG]] : f32
// CHECK:        fuse.yield %[[Y]], %{{.+}} : f32, f32
func.func @negative_scale(%q: tensor<2x256x64xbf16>, %k: tensor<2x256x64xbf16>, %v: tensor<2x256x64xbf16>) -> tensor<2x256x64xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs : tensor<2x256x64xbf16>, tensor<2x256x64xbf16> -> tensor<2x256x256xf32>
  %m = fuse.map ins(%s : tensor<2x256x256xf32>) -> tensor<2x256x256xf32> {
  ^bb0(%e: f32):
    %i = fuse.index 1 : index
    %j = fuse.index 2 : index
    %ninf = arith.constant 0xFF800000 : f32
    %future = arith.cmpi ugt, %j, %i : index
    %y = arith.select %future, %ninf, %e : f32
    %c = arith.constant -0.125 : f32
    %z = arith.mulf %y, %c : f32
    fuse.yield %z : f32
  }
  %p = fuse.softmax %m axis = 2 : tensor<2x256x256xf32>
  %o = fuse.matmul %p, %v : tensor<2x256x256xf32>, tensor<2x256x64xbf16> -> tensor<2x256x64xbf16>
  return %o : tensor<2x256x64xbf16>
}
