// fuse-derive-backward: @f_grad(f's arguments, one cotangent per result)
// returns the cotangent of each float argument. Each aggregate gives each
// input an aggregate in #fuse.add over its dims, keeping those the input is
// read by (in the input's order) and reducing the rest; its body is the
// primal body, the body's partial and the monoid's weight.
// (Numerical checks against central differences: unittests/Execution/
// DeriveBackwardTest.cpp.)
// RUN: fuse-opt %s -split-input-file --fuse-derive-backward --mlir-print-local-scope | FileCheck %s

// A bf16 linear layer: dX = dY W and dW = dY^T X, two contractions of bf16
// operands (the cotangent read as bf16, widened in the body), each summed in
// f32 and rounded once to bf16. The forward is not recomputed: nothing
// needs it.
// CHECK-LABEL: func.func @linear(
// CHECK: fuse.matmul
// CHECK-LABEL: func.func @linear_grad(
// CHECK-SAME: %[[X:.*]]: tensor<16x32xbf16>, %[[W:.*]]: tensor<64x32xbf16>, %[[DY:.*]]: tensor<16x64xbf16>) -> (tensor<16x32xbf16>, tensor<64x32xbf16>)
// CHECK-NOT: fuse.matmul
// CHECK: %[[DXF:.*]] = fuse.aggregate #fuse.add dims [i = 16, k = 32, j = 64] reduce [j] ins(%[[W]], %[[DY]] : tensor<64x32xbf16>, tensor<16x64xbf16>) maps [affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d2)>] -> tensor<16x32xf32>
// CHECK: %[[DX:.*]] = fuse.aggregate #fuse.add dims [d0 = 16, d1 = 32] reduce [] ins(%[[DXF]] : tensor<16x32xf32>) {{.*}} -> tensor<16x32xbf16>
// CHECK: arith.truncf
// CHECK: %[[DWF:.*]] = fuse.aggregate #fuse.add dims [j = 64, k = 32, i = 16] reduce [i] ins(%[[X]], %[[DY]] : tensor<16x32xbf16>, tensor<16x64xbf16>) maps [affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d2, d0)>] -> tensor<64x32xf32>
// CHECK: %[[DW:.*]] = fuse.aggregate {{.*}} ins(%[[DWF]] : tensor<64x32xf32>) {{.*}} -> tensor<64x32xbf16>
// CHECK: return %[[DX]], %[[DW]]
func.func @linear(%x: tensor<16x32xbf16>, %w: tensor<64x32xbf16>) -> tensor<16x64xbf16> {
  %y = fuse.matmul %x, %w transpose_rhs : tensor<16x32xbf16>, tensor<64x32xbf16> -> tensor<16x64xbf16>
  return %y : tensor<16x64xbf16>
}

// -----

// A row maximum of x + bias (bias [1, 8] broadcast over b and i): the
// cotangent reaches the points equal to the maximum; the bias's gradient
// keeps a unit dimension for its size-1 dimension and reduces b and i.
// CHECK-LABEL: func.func @rowmax_grad(
// CHECK-SAME: %[[X:.*]]: tensor<2x4x8xf32>, %[[B:.*]]: tensor<1x8xf32>, %[[DM:.*]]: tensor<2x4xf32>)
// CHECK: %[[M:.*]] = fuse.aggregate #fuse.max dims [b = 2, i = 4, j = 8] reduce [j]
// CHECK: %[[DX:.*]] = fuse.aggregate #fuse.add dims [b = 2, i = 4, j = 8] reduce [] ins(%[[X]], %[[B]], %[[DM]], %[[M]] :
// CHECK-NEXT: ^bb0(%[[A:.*]]: f32, %[[C:.*]]: f32, %[[D:.*]]: f32, %[[MX:.*]]: f32):
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[A]], %[[C]]
// CHECK-NEXT: %[[EQ:.*]] = arith.cmpf oeq, %[[S]], %[[MX]]
// CHECK-NEXT: %[[W:.*]] = arith.select %[[EQ]], %[[D]], %{{.*}}
// CHECK-NEXT: fuse.yield %[[W]]
// CHECK: %[[DB:.*]] = fuse.aggregate #fuse.add dims [unit0 = 1, j = 8, b = 2, i = 4] reduce [b, i] ins(%[[X]], %[[B]], %[[DM]], %[[M]] : {{.*}}) maps [affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (0, d1)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>] -> tensor<1x8xf32>
// CHECK: return %[[DX]], %[[DB]]
#x = affine_map<(b, i, j) -> (b, i, j)>
#bias = affine_map<(b, i, j) -> (0, j)>
func.func @rowmax(%x: tensor<2x4x8xf32>, %bias: tensor<1x8xf32>) -> tensor<2x4xf32> {
  %m = fuse.aggregate #fuse.max dims [b = 2, i = 4, j = 8] reduce [j] ins(%x, %bias : tensor<2x4x8xf32>, tensor<1x8xf32>) maps [#x, #bias] -> tensor<2x4xf32> {
  ^bb0(%a: f32, %c: f32):
    %s = arith.addf %a, %c : f32
    fuse.yield %s : f32
  }
  return %m : tensor<2x4xf32>
}

// -----

// Causal attention. The softmax state (m, s) is read only as e^(x - m) / s
// and the guard m == -inf, both unchanged by the equal state (m + c,
// s e^(-c)): m carries no cotangent (dm = ds s), so there is one row sum
// (ds) and the monoid's weight is ds e^(x - m), guarded where m = -inf:
// dS = P (dP - rowsum(dP P)), FlashAttention's form. The mask's select
// passes the cotangent only where the logit was kept; the fuse.index dims
// follow the gradient's dimension order.
// CHECK-LABEL: func.func @attention_grad(
// CHECK: fuse.aggregate #fuse.softmax
// CHECK: fuse.aggregate #fuse.add dims [d0 = 8, d1 = 8] reduce [d1]
// CHECK-NOT: reduce [d1]
// CHECK: fuse.aggregate #fuse.add dims [d0 = 8, d1 = 8] reduce [] ins(%{{.*}}, %{{.*}}, %{{.*}} : tensor<8x8xf64>, tensor<8xf64>, tensor<8xf64>)
// CHECK-NEXT: ^bb0(%[[X:.*]]: f64, %[[DS:.*]]: f64, %[[M:.*]]: f64):
// CHECK-NEXT: %[[D:.*]] = arith.subf %[[X]], %[[M]]
// CHECK-NEXT: %[[E:.*]] = math.exp %[[D]]
// CHECK-NEXT: %[[W:.*]] = arith.mulf %[[DS]], %[[E]]
// CHECK-NEXT: %[[EMPTY:.*]] = arith.cmpf oeq, %[[M]], %{{.*}} : f64
// CHECK-NEXT: arith.select %[[EMPTY]], %{{.*}}, %[[W]]
// CHECK: fuse.aggregate #fuse.add dims [d0 = 8, d1 = 8] reduce [] ins(%{{[0-9]+}} : tensor<8x8xf64>)
// CHECK-NEXT: ^bb0
// CHECK-NEXT: %[[I:.*]] = fuse.index 0 : index
// CHECK-NEXT: %[[J:.*]] = fuse.index 1 : index
// CHECK-NEXT: %[[AFTER:.*]] = arith.cmpi ugt, %[[J]], %[[I]] : index
// CHECK-NEXT: %[[KEPT:.*]] = arith.select %[[AFTER]], %{{.*}}, %{{.*}} : f64
// CHECK-NEXT: %[[G:.*]] = arith.mulf %{{.*}}, %[[KEPT]] : f64
// CHECK-NEXT: fuse.yield %[[G]]
// dK reduces the query rows: its index of the mask reads the new order.
// CHECK: fuse.aggregate #fuse.add dims [j = 8, k = 4, i = 8] reduce [i]
// CHECK: return
func.func @attention(%q: tensor<8x4xf64>, %k: tensor<8x4xf64>, %v: tensor<8x4xf64>) -> tensor<8x4xf64> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.5 : tensor<8x4xf64>, tensor<8x4xf64> -> tensor<8x8xf64>
  %m = fuse.map ins(%s : tensor<8x8xf64>) -> tensor<8x8xf64> {
  ^bb0(%x: f64):
    %i = fuse.index 0 : index
    %j = fuse.index 1 : index
    %ninf = arith.constant 0xFFF0000000000000 : f64
    %after = arith.cmpi ugt, %j, %i : index
    %y = arith.select %after, %ninf, %x : f64
    fuse.yield %y : f64
  }
  %p = fuse.softmax %m axis = 1 : tensor<8x8xf64>
  %o = fuse.matmul %p, %v : tensor<8x8xf64>, tensor<8x4xf64> -> tensor<8x4xf64>
  return %o : tensor<8x4xf64>
}

// -----

// Statistics returned as they are: the general rule, the maximum's
// indicator included (dm [x == m] + ds (e^(x - m) - s [x == m])).
// CHECK-LABEL: func.func @stats_grad(
// CHECK: fuse.aggregate #fuse.add dims [i = 4, j = 8] reduce []
// CHECK-NEXT: ^bb0(%[[X:.*]]: f32, %[[DM:.*]]: f32, %[[DS:.*]]: f32, %[[M:.*]]: f32, %[[S:.*]]: f32):
// CHECK-NEXT: %[[EQ:.*]] = arith.cmpf oeq, %[[X]], %[[M]]
// CHECK-NEXT: %[[AT:.*]] = arith.select %[[EQ]]
// CHECK-NEXT: arith.mulf %[[DM]], %[[AT]]
// CHECK: arith.mulf %[[S]], %[[AT]]
#id = affine_map<(i, j) -> (i, j)>
func.func @stats(%x: tensor<4x8xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %m, %s = fuse.aggregate #fuse.softmax dims [i = 4, j = 8] reduce [j] ins(%x : tensor<4x8xf32>) maps [#id] -> tensor<4xf32>, tensor<4xf32> {
  ^bb0(%v: f32):
    fuse.yield %v : f32
  }
  return %m, %s : tensor<4xf32>, tensor<4xf32>
}
