// Segmented aggregates the generators cannot build are located errors.
// RUN: fuse-opt %s -split-input-file -convert-fuse-to-gpu="arch=sm_90a" -verify-diagnostics

// Segment borders every 64 keys, but the d = 64 kernel takes 128-key blocks.
func.func @misaligned(%q: tensor<2x1x64xbf16>, %k: tensor<2x4096x64xbf16>, %v: tensor<2x4096x64xbf16>) -> tensor<2x1x64x4xf32> {
  %c = arith.constant 1.250000e-01 : f32
  // expected-error @+1 {{'fuse.aggregate' op segment_align 64 is not a multiple of the kernel's 128 keys per block}}
  %0:3 = fuse.aggregate #fuse.weighted_softmax dims [b0 = 2, i = 1, j = 64, k = 4096, segment = 4] reduce [k] ins(%v : tensor<2x4096x64xbf16>) maps [affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d2)>] -> tensor<2x1x64x4xf32>, tensor<2x1x64x4xf32>, tensor<2x1x64x4xf32> attributes {segment_align = 64 : i64, segment_dim = 4 : i64} {
  ^bb0(%x: bf16):
    %3 = fuse.reduce #fuse.add dims [k_r = 64] ins(%q, %k : tensor<2x1x64xbf16>, tensor<2x4096x64xbf16>) maps [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d5)>] -> f32 {
    ^bb0(%a: bf16, %b: bf16):
      %5 = arith.extf %a : bf16 to f32
      %6 = arith.extf %b : bf16 to f32
      %7 = arith.mulf %5, %6 : f32
      %8 = arith.mulf %7, %c : f32
      fuse.yield %8 : f32
    }
    %4 = arith.extf %x : bf16 to f32
    fuse.yield %3, %4 : f32, f32
  }
  return %0#2 : tensor<2x1x64x4xf32>
}

// -----

// A segmented reduction on f32 data has no tensor-core kernel, and the
// untiled one does not take segments.
func.func @untiled(%x: tensor<4x1000xf32>) -> tensor<4x3xf32> {
  // expected-error @+1 {{'fuse.aggregate' op is a segmented reduction (segment_dim), which only the tensor-core online-softmax generator builds}}
  %p:2 = fuse.aggregate #fuse.softmax dims [i = 4, j = 1000, s = 3] reduce [j]
      ins(%x : tensor<4x1000xf32>) maps [affine_map<(d0, d1, d2) -> (d0, d1)>] -> tensor<4x3xf32>, tensor<4x3xf32> attributes {segment_align = 256 : i64, segment_dim = 2 : i64} {
  ^bb0(%e: f32):
    fuse.yield %e : f32
  }
  return %p#1 : tensor<4x3xf32>
}
