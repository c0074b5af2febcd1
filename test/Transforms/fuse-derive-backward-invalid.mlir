// What fuse-derive-backward refuses, each with a located error: a body op
// with no derivative rule, an input read through a map whose gradient is a
// scatter, a name taken, dynamic sizes, a factored monoid, non-fuse ops.
// RUN: fuse-opt %s -split-input-file -verify-diagnostics --fuse-derive-backward
#id = affine_map<(i, j) -> (i, j)>
func.func @no_rule(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %y = fuse.aggregate #fuse.add dims [i = 4, j = 8] reduce [] ins(%x : tensor<4x8xf32>) maps [#id] -> tensor<4x8xf32> {
  ^bb0(%a: f32):
    // expected-error @below {{'math.atan' op has no derivative rule in fuse-derive-backward}}
    %b = math.atan %a : f32
    fuse.yield %b : f32
  }
  return %y : tensor<4x8xf32>
}

// -----

#skew = affine_map<(i, j) -> (i + j)>
func.func @scatter(%x: tensor<11xf32>) -> tensor<4x8xf32> {
  // expected-error @below {{reads input #0 through affine_map<(d0, d1) -> (d0 + d1)>: its gradient would be a scatter}}
  %y = fuse.aggregate #fuse.add dims [i = 4, j = 8] reduce [] ins(%x : tensor<11xf32>) maps [#skew] -> tensor<4x8xf32> {
  ^bb0(%a: f32):
    fuse.yield %a : f32
  }
  return %y : tensor<4x8xf32>
}

// -----

// expected-error @below {{would get its derivative as @twice_grad, which the module already defines}}
func.func @twice(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func @twice_grad(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}

// -----

#id = affine_map<(i, j) -> (i, j)>
func.func @dynamic(%x: tensor<?x8xf32>) -> tensor<?x8xf32> {
  // expected-error @below {{has dynamic sizes: fuse-derive-backward derives static shapes only}}
  %y = fuse.aggregate #fuse.add dims [i = ?, j = 8] reduce [] ins(%x : tensor<?x8xf32>) maps [#id] -> tensor<?x8xf32> {
  ^bb0(%a: f32):
    %b = arith.mulf %a, %a : f32
    fuse.yield %b : f32
  }
  return %y : tensor<?x8xf32>
}

// -----

#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>
func.func @factored(%x: tensor<4x8xf32>, %v: tensor<4x8xf32>) -> tensor<4xf32> {
  // expected-error @below {{aggregates in #fuse.weighted_softmax, which has no derivative rule in fuse-derive-backward}}
  %m, %s, %o = fuse.aggregate #fuse.weighted_softmax dims [i = 4, j = 8] reduce [j] ins(%x, %v : tensor<4x8xf32>, tensor<4x8xf32>) maps [#id, #id] -> tensor<4xf32>, tensor<4xf32>, tensor<4xf32> {
  ^bb0(%a: f32, %b: f32):
    fuse.yield %a, %b : f32, f32
  }
  return %o : tensor<4xf32>
}

// -----

func.func @not_fuse(%x: tensor<4x8xf32>) -> tensor<8x4xf32> {
  // expected-error @below {{'tensor.empty' op cannot be differentiated: fuse-derive-backward takes fuse ops}}
  %e = tensor.empty() : tensor<8x4xf32>
  %t = linalg.transpose ins(%x : tensor<4x8xf32>) outs(%e : tensor<8x4xf32>) permutation = [1, 0]
  return %t : tensor<8x4xf32>
}
