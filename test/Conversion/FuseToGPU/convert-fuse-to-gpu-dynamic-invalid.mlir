// Dynamic extents fusec cannot compile: located errors, exit 1.
// RUN: fuse-opt %s -split-input-file --fusec-pipeline="stop-after=gpu" -verify-diagnostics

// A dynamic head dimension (the first matmul's contraction).
func.func @dynamic_head_dim(%q: tensor<2x8x128x?xbf16>, %k: tensor<2x8x128x?xbf16>, %v: tensor<2x8x128x?xbf16>) -> tensor<2x8x128x?xbf16> {
  // expected-error @+1 {{the contraction dimension 'k' of this chain's first matmul is dynamic; fusec needs it static (the head dimension of attention): only batch, heads and sequence lengths may be `?`}}
  %s = fuse.matmul %q, %k transpose_rhs scale 0.125 : tensor<2x8x128x?xbf16>, tensor<2x8x128x?xbf16> -> tensor<2x8x128x128xf32>
  %p = fuse.softmax %s axis = 3 : tensor<2x8x128x128xf32>
  %o = fuse.matmul %p, %v : tensor<2x8x128x128xf32>, tensor<2x8x128x?xbf16> -> tensor<2x8x128x?xbf16>
  return %o : tensor<2x8x128x?xbf16>
}

// -----

// A softmax on its own becomes separate (untiled) kernels: static only.
func.func @dynamic_softmax(%x: tensor<?x128xf32>) -> tensor<?x128xf32> {
  // expected-error @+1 {{'fuse.aggregate' op has dynamic extents (dims 'd0')}}
  %p = fuse.softmax %x axis = 1 : tensor<?x128xf32>
  return %p : tensor<?x128xf32>
}

// -----

// A GEMM the planner does not fuse into a chain runs on its own; its rows
// and batch may be `?`, its columns (the weight's width) not.
func.func @dynamic_columns(%x: tensor<64x4096xbf16>, %w1: tensor<4096x?xbf16>) -> tensor<64x?xbf16> {
  // expected-error @+1 {{'fuse.aggregate' op has dynamic extents (dims 'j')}}
  %h = fuse.matmul %x, %w1 : tensor<64x4096xbf16>, tensor<4096x?xbf16> -> tensor<64x?xbf16>
  return %h : tensor<64x?xbf16>
}

// -----

// A `?` related to two different static extents: A's batch is B's (2) in
// one matmul and C's (3) in the other. Its buffer was declared with the
// first, and the second kernel read past its end.
func.func @conflicting_extents(%a: tensor<?x4x8xf32>, %b: tensor<2x8x4xf32>, %c: tensor<3x8x4xf32>) -> (tensor<2x4x4xf32>, tensor<3x4x4xf32>) {
  // expected-note @+1 {{the extent 2: dimension 0 of result #0 (tensor<2x4x4xf32>)}}
  %x = fuse.matmul %a, %b : tensor<?x4x8xf32>, tensor<2x8x4xf32> -> tensor<2x4x4xf32>
  // expected-error @+1 {{dimension 0 of result #0 (tensor<3x4x4xf32>) is 3, but dynamic (`?`) extents relate it (through the ops' indexing maps) to an extent of 2: a `?` cannot take both values}}
  %y = fuse.matmul %a, %c : tensor<?x4x8xf32>, tensor<3x8x4xf32> -> tensor<3x4x4xf32>
  return %x, %y : tensor<2x4x4xf32>, tensor<3x4x4xf32>
}

// -----

// A dynamic dim that no tensor has (reduced, and read through no map): the
// kernel has no size to loop to. (The aggregate kernel used to loop to
// kDynamic, i.e. not at all, and store zeros.)
func.func @unsized_dim(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'fuse.aggregate' op dynamic dimension 'j' is not the extent of any tensor the kernel reads or writes, so no launch can give it}}
  %r = fuse.aggregate #fuse.add dims [i = 4, j = ?] reduce [j]
      ins(%x : tensor<4xf32>) maps [affine_map<(d0, d1) -> (d0)>] -> tensor<4xf32> {
  ^bb0(%e: f32):
    fuse.yield %e : f32
  }
  return %r : tensor<4xf32>
}
