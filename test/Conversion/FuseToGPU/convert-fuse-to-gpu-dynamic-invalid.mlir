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

// f32 attention fuses, but only the 16-bit tensor-core kernel takes sizes.
func.func @dynamic_f32(%q: tensor<2x?x64xf32>, %k: tensor<2x?x64xf32>, %v: tensor<2x?x64xf32>) -> tensor<2x?x64xf32> {
  %s = fuse.matmul %q, %k transpose_rhs : tensor<2x?x64xf32>, tensor<2x?x64xf32> -> tensor<2x?x?xf32>
  %p = fuse.softmax %s axis = 2 : tensor<2x?x?xf32>
  // expected-error @+1 {{'fuse.aggregate' op has dynamic extents (dims 'i', 'k'), which only the fused tensor-core kernel (attention, or a matmul chain, in bf16/f16 with a static head dimension of 64 or 128) supports; this op would need a separate kernel: give it static shapes}}
  %o = fuse.matmul %p, %v : tensor<2x?x?xf32>, tensor<2x?x64xf32> -> tensor<2x?x64xf32>
  return %o : tensor<2x?x64xf32>
}

// -----

// A softmax on its own becomes separate (untiled) kernels: static only.
func.func @dynamic_softmax(%x: tensor<?x128xf32>) -> tensor<?x128xf32> {
  // expected-error @+1 {{'fuse.aggregate' op has dynamic extents (dims 'd0')}}
  %p = fuse.softmax %x axis = 1 : tensor<?x128xf32>
  return %p : tensor<?x128xf32>
}

// -----

// A chain the planner does not fuse (the MLP: b = k = 4096 does not fit on
// chip) becomes separate kernels: static only.
func.func @dynamic_unfused(%x: tensor<?x4096xbf16>, %w1: tensor<4096x16384xbf16>, %w2: tensor<16384x4096xbf16>) -> tensor<?x4096xbf16> {
  // expected-error @+1 {{'fuse.aggregate' op has dynamic extents (dims 'i')}}
  %h = fuse.matmul %x, %w1 : tensor<?x4096xbf16>, tensor<4096x16384xbf16> -> tensor<?x16384xbf16>
  %y = fuse.matmul %h, %w2 : tensor<?x16384xbf16>, tensor<16384x4096xbf16> -> tensor<?x4096xbf16>
  return %y : tensor<?x4096xbf16>
}
