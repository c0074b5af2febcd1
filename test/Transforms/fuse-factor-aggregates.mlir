// RUN: fuse-opt %s -split-input-file --fuse-softmax-to-monoid --fuse-generalize --fuse-factor-aggregates | FileCheck %s

// softmax(x) . V over the same axis: the #fuse.softmax statistics and the
// normalized exponentials become ONE #fuse.weighted_softmax aggregate; the
// causal mask (computed from indices) and the scale ride in its body; one
// division at the end, by the row's total: `arcp` (one reciprocal per row
// in the kernel, then multiplies). The logits tensor is still an input here: chain
// formation (fuse-form-chains) removes it when the planner says fuse.
// CHECK-LABEL: func @attention
// CHECK-SAME: (%[[Q:.+]]: tensor<2x5x16xf32>, %[[K:.+]]: tensor<2x11x16xf32>, %[[V:.+]]: tensor<2x11x16xf32>)
// CHECK: %[[S:.+]] = fuse.aggregate #fuse.add dims [b0 = 2, i = 5, j = 11, k = 16] reduce [k] ins(%[[Q]], %[[K]]
// CHECK-NOT: #fuse.softmax dims
// CHECK: %[[W:.+]]:3 = fuse.aggregate #fuse.weighted_softmax dims [b0 = 2, i = 5, j = 16, k = 11] reduce [k] ins(%[[V]], %[[S]] : tensor<2x11x16xf32>, tensor<2x5x11xf32>)
// CHECK-NEXT: ^bb0(%[[VE:.+]]: f32, %[[X:.+]]: f32):
// CHECK-NEXT:   %[[I:.+]] = fuse.index 1 : index
// CHECK-NEXT:   %[[J:.+]] = fuse.index 3 : index
// CHECK-NEXT:   %[[FUT:.+]] = arith.cmpi ugt, %[[J]], %[[I]] : index
// CHECK-NEXT:   %[[MASKED:.+]] = arith.select %[[FUT]], %{{.+}}, %[[X]] : f32
// CHECK-NEXT:   fuse.yield %[[MASKED]], %[[VE]] : f32, f32
// CHECK: %[[O:.+]] = fuse.aggregate #fuse.add dims [d0 = 2, d1 = 5, d2 = 16] reduce [] ins(%[[W]]#0, %[[W]]#1, %[[W]]#2
// CHECK:   arith.divf %{{.+}}, %{{.+}} fastmath<arcp> : f32
// CHECK-NOT: arith.divf
// CHECK: return %[[O]]
func.func @attention(%q: tensor<2x5x16xf32>, %k: tensor<2x11x16xf32>, %v: tensor<2x11x16xf32>) -> tensor<2x5x16xf32> {
  %s = fuse.matmul %q, %k transpose_rhs : tensor<2x5x16xf32>, tensor<2x11x16xf32> -> tensor<2x5x11xf32>
  %m = fuse.map ins(%s : tensor<2x5x11xf32>) -> tensor<2x5x11xf32> {
  ^bb0(%x: f32):
    %i = fuse.index 1 : index
    %j = fuse.index 2 : index
    %ninf = arith.constant 0xFF800000 : f32
    %after = arith.cmpi ugt, %j, %i : index
    %y = arith.select %after, %ninf, %x : f32
    fuse.yield %y : f32
  }
  %p = fuse.softmax %m axis = 2 : tensor<2x5x11xf32>
  %o = fuse.matmul %p, %v : tensor<2x5x11xf32>, tensor<2x11x16xf32> -> tensor<2x5x16xf32>
  return %o : tensor<2x5x16xf32>
}

// -----

// The rule is not about attention: any sum of softmax weights times a
// function of other data (here 3 * v, with v's rows indexed differently)
// factors the same way.
// CHECK-LABEL: func @weighted_mean
// CHECK: fuse.aggregate #fuse.weighted_softmax dims [i = 4, j = 3, k = 9] reduce [k]
// CHECK: arith.mulf
// CHECK-NOT: #fuse.softmax
func.func @weighted_mean(%x: tensor<4x9xf32>, %v: tensor<9x3xf32>) -> tensor<4x3xf32> {
  %p = fuse.softmax %x axis = 1 : tensor<4x9xf32>
  %w = fuse.map ins(%v : tensor<9x3xf32>) -> tensor<9x3xf32> {
  ^bb0(%e: f32):
    %three = arith.constant 3.0 : f32
    %y = arith.mulf %e, %three : f32
    fuse.yield %y : f32
  }
  %o = fuse.matmul %p, %w : tensor<4x9xf32>, tensor<9x3xf32> -> tensor<4x3xf32>
  return %o : tensor<4x3xf32>
}

// -----

// A lone softmax stays two passes: the (m, s) aggregate and the
// normalization (already one pass fewer than max, sum, divide).
// CHECK-LABEL: func @lone_softmax
// CHECK-COUNT-2: fuse.aggregate
// CHECK-NOT: fuse.aggregate
func.func @lone_softmax(%x: tensor<4x9xf32>) -> tensor<4x9xf32> {
  %p = fuse.softmax %x axis = 1 : tensor<4x9xf32>
  return %p : tensor<4x9xf32>
}

// -----

// p . p^T is still a weighted sum of the first p's weights (the second p is
// just other data): it factors.
// CHECK-LABEL: func @self_product
// CHECK: fuse.aggregate #fuse.weighted_softmax
func.func @self_product(%x: tensor<4x9xf32>) -> tensor<4x4xf32> {
  %p = fuse.softmax %x axis = 1 : tensor<4x9xf32>
  %o = fuse.matmul %p, %p transpose_rhs : tensor<4x9xf32>, tensor<4x9xf32> -> tensor<4x4xf32>
  return %o : tensor<4x4xf32>
}

// -----

// A contraction over the other axis (not the softmax axis) does not share the
// softmax's weights: no factorization.
// CHECK-LABEL: func @other_axis
// CHECK: fuse.aggregate #fuse.softmax
// CHECK-NOT: weighted_softmax
func.func @other_axis(%x: tensor<4x9xf32>, %w: tensor<4x3xf32>) -> tensor<9x3xf32> {
  %p = fuse.softmax %x axis = 1 : tensor<4x9xf32>
  %o = fuse.matmul %p, %w transpose_lhs : tensor<4x9xf32>, tensor<4x3xf32> -> tensor<9x3xf32>
  return %o : tensor<9x3xf32>
}

// -----

// Softmax as frontends decompose it (what fuse-raise-linalg produces): a max
// aggregate, a sum of e^(x - m), an unguarded division. The max and the sum
// over the same data merge into the #fuse.softmax monoid, then the weighted
// sum factors as above: one aggregate remains.
// CHECK-LABEL: func @decomposed
// CHECK-NOT: #fuse.max
// CHECK: fuse.aggregate #fuse.weighted_softmax dims [i = 4, j = 3, k = 9] reduce [k]
// CHECK-NOT: #fuse.max
func.func @decomposed(%x: tensor<4x9xf32>, %v: tensor<9x3xf32>) -> tensor<4x3xf32> {
  %m = fuse.aggregate #fuse.max dims [d0 = 4, d1 = 9] reduce [d1]
      ins(%x : tensor<4x9xf32>) maps [affine_map<(d0, d1) -> (d0, d1)>] -> tensor<4xf32> {
  ^bb0(%e: f32):
    fuse.yield %e : f32
  }
  %s = fuse.aggregate #fuse.add dims [d0 = 4, d1 = 9] reduce [d1]
      ins(%x, %m : tensor<4x9xf32>, tensor<4xf32>)
      maps [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>] -> tensor<4xf32> {
  ^bb0(%e: f32, %mx: f32):
    %d = arith.subf %e, %mx : f32
    %x2 = math.exp %d : f32
    fuse.yield %x2 : f32
  }
  %p = fuse.aggregate #fuse.add dims [d0 = 4, d1 = 9] reduce []
      ins(%x, %m, %s : tensor<4x9xf32>, tensor<4xf32>, tensor<4xf32>)
      maps [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>] -> tensor<4x9xf32> {
  ^bb0(%e: f32, %mx: f32, %sum: f32):
    %d = arith.subf %e, %mx : f32
    %x2 = math.exp %d : f32
    %one = arith.constant 1.0 : f32
    %r = arith.divf %one, %sum : f32
    %y = arith.mulf %x2, %r : f32
    fuse.yield %y : f32
  }
  %o = fuse.matmul %p, %v : tensor<4x9xf32>, tensor<9x3xf32> -> tensor<4x3xf32>
  return %o : tensor<4x3xf32>
}

// -----

// Attention that also returns its log-sum-exp m + log s: the #fuse.softmax
// statistics are the first two components of the weighted aggregate's
// state, so they are read from it (at the value's first column; every
// column holds the same (m, s)) and the logits are aggregated once. The
// weighted aggregate moves above the log-sum-exp, its first user.
// CHECK: #[[FIRST:.+]] = affine_map<(d0, d1) -> (d0, d1, 0)>
// CHECK-LABEL: func @attention_lse
// CHECK-NOT: #fuse.softmax dims
// CHECK: %[[W:.+]]:3 = fuse.aggregate #fuse.weighted_softmax dims [b0 = 2, i = 5, j = 16, k = 11] reduce [k]
// CHECK: %[[LSE:.+]] = fuse.aggregate #fuse.add dims [d0 = 2, d1 = 5] reduce [] ins(%[[W]]#0, %[[W]]#1 : tensor<2x5x16xf32>, tensor<2x5x16xf32>) maps [#[[FIRST]], #[[FIRST]]]
// CHECK:   math.log
// CHECK: %[[O:.+]] = fuse.aggregate #fuse.add dims [d0 = 2, d1 = 5, d2 = 16] reduce [] ins(%[[W]]#0, %[[W]]#1, %[[W]]#2
// CHECK-NOT: #fuse.softmax dims
// CHECK: return %[[O]], %[[LSE]]
#id3 = affine_map<(b, i, j) -> (b, i, j)>
func.func @attention_lse(%q: tensor<2x5x16xf32>, %k: tensor<2x11x16xf32>, %v: tensor<2x11x16xf32>) -> (tensor<2x5x16xf32>, tensor<2x5xf32>) {
  %s = fuse.matmul %q, %k transpose_rhs : tensor<2x5x16xf32>, tensor<2x11x16xf32> -> tensor<2x5x11xf32>
  %st:2 = fuse.aggregate #fuse.softmax dims [b = 2, i = 5, j = 11] reduce [j] ins(%s : tensor<2x5x11xf32>) maps [#id3] -> tensor<2x5xf32>, tensor<2x5xf32> {
  ^bb0(%x: f32):
    fuse.yield %x : f32
  }
  %lse = fuse.map ins(%st#0, %st#1 : tensor<2x5xf32>, tensor<2x5xf32>) -> tensor<2x5xf32> {
  ^bb0(%m: f32, %l: f32):
    %lg = math.log %l : f32
    %y = arith.addf %lg, %m : f32
    fuse.yield %y : f32
  }
  %p = fuse.softmax %s axis = 2 : tensor<2x5x11xf32>
  %o = fuse.matmul %p, %v : tensor<2x5x11xf32>, tensor<2x11x16xf32> -> tensor<2x5x16xf32>
  return %o, %lse : tensor<2x5x16xf32>, tensor<2x5xf32>
}

// -----

// The values are computed after the log-sum-exp (a rounding, which stays
// out of the weighted aggregate): the weighted aggregate cannot move above
// the statistics' user, so the statistics keep their own pass.
// CHECK-LABEL: func @lse_before_values
// CHECK: fuse.aggregate #fuse.softmax dims
// CHECK: fuse.aggregate #fuse.weighted_softmax
func.func @lse_before_values(%s: tensor<5x11xf32>, %v: tensor<11x16xf32>) -> (tensor<5x16xf32>, tensor<5xf32>) {
  %st:2 = fuse.aggregate #fuse.softmax dims [i = 5, j = 11] reduce [j] ins(%s : tensor<5x11xf32>) maps [affine_map<(i, j) -> (i, j)>] -> tensor<5xf32>, tensor<5xf32> {
  ^bb0(%x: f32):
    fuse.yield %x : f32
  }
  %lse = fuse.map ins(%st#0, %st#1 : tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32> {
  ^bb0(%m: f32, %l: f32):
    %lg = math.log %l : f32
    %y = arith.addf %lg, %m : f32
    fuse.yield %y : f32
  }
  %vb = fuse.map ins(%v : tensor<11x16xf32>) -> tensor<11x16xbf16> {
  ^bb0(%x: f32):
    %y = arith.truncf %x : f32 to bf16
    fuse.yield %y : bf16
  }
  %p = fuse.softmax %s axis = 1 : tensor<5x11xf32>
  %o = fuse.matmul %p, %vb : tensor<5x11xf32>, tensor<11x16xbf16> -> tensor<5x16xf32>
  return %o, %lse : tensor<5x16xf32>, tensor<5xf32>
}

// -----

// Scores stored [1, H, N, N] and a softmax written over [H, N, N] (CLIP's
// text encoder as buddy-mlir exports it: the max, the sum and the
// exponential read the scores at (0, h, i, j)): the same data read the same
// way, so the statistics merge and P V reads the scores through that map.

// CHECK:      #[[AT0:.+]] = affine_map<(d0, d1, d2, d3) -> (0, d0, d1, d3)>
// CHECK-LABEL: func @unit_dim_read_at_zero
// CHECK:      %[[W:.+]]:3 = fuse.aggregate #fuse.weighted_softmax dims [b0 = 2, i = 3, j = 8, k = 5] reduce [k] ins(%arg0, %arg1 : tensor<1x2x3x5xf32>, tensor<2x5x8xf32>) maps [#[[AT0]], #{{.+}}]
// CHECK-NOT:  #fuse.max
// CHECK-NOT:  #fuse.softmax
func.func @unit_dim_read_at_zero(%x: tensor<1x2x3x5xf32>, %v: tensor<2x5x8xf32>) -> tensor<2x3x8xf32> {
  %m = fuse.aggregate #fuse.max dims [d0 = 2, d1 = 3, d2 = 5] reduce [d2] ins(%x : tensor<1x2x3x5xf32>) maps [affine_map<(d0, d1, d2) -> (0, d0, d1, d2)>] -> tensor<2x3xf32> {
  ^bb0(%a: f32):
    fuse.yield %a : f32
  }
  %s = fuse.aggregate #fuse.add dims [d0 = 2, d1 = 3, d2 = 5] reduce [d2] ins(%x, %m : tensor<1x2x3x5xf32>, tensor<2x3xf32>) maps [affine_map<(d0, d1, d2) -> (0, d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] -> tensor<2x3xf32> {
  ^bb0(%a: f32, %b: f32):
    %d = arith.subf %a, %b : f32
    %e = math.exp %d : f32
    fuse.yield %e : f32
  }
  %p = fuse.aggregate #fuse.add dims [d0 = 2, d1 = 3, d2 = 5] reduce [] ins(%x, %m, %s : tensor<1x2x3x5xf32>, tensor<2x3xf32>, tensor<2x3xf32>) maps [affine_map<(d0, d1, d2) -> (0, d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] -> tensor<2x3x5xf32> {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %one = arith.constant 1.0 : f32
    %r = arith.divf %one, %c : f32
    %d = arith.subf %a, %b : f32
    %e = math.exp %d : f32
    %q = arith.mulf %e, %r : f32
    fuse.yield %q : f32
  }
  %o = fuse.aggregate #fuse.add dims [b0 = 2, i = 3, j = 8, k = 5] reduce [k] ins(%p, %v : tensor<2x3x5xf32>, tensor<2x5x8xf32>) maps [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>] -> tensor<2x3x8xf32> {
  ^bb0(%a: f32, %b: f32):
    %q = arith.mulf %a, %b : f32
    fuse.yield %q : f32
  }
  return %o : tensor<2x3x8xf32>
}
