// RUN: fuse-opt %s --fuse-raise-linalg --split-input-file --verify-diagnostics
// RUN: not fusec %s -o %t.ptx 2>&1 | FileCheck %s --check-prefix=FUSEC

// Slices fold into maps as constant offsets (extract-slice tests:
// attention-*-slice.mlir); the others are located errors.

// A strided slice (every other key) is not a window.
func.func @strided(%kv: tensor<256x64xf32>) -> tensor<128x64xf32> {
  // expected-error @+1 {{'tensor.extract_slice' op cannot be raised to fuse: its strides are not all 1; fusec folds unit-stride slices into maps}}
  %k = tensor.extract_slice %kv[0, 0] [128, 64] [2, 1] : tensor<256x64xf32> to tensor<128x64xf32>
  %e = tensor.empty() : tensor<128x64xf32>
  %s = linalg.map { math.exp } ins(%k : tensor<128x64xf32>) outs(%e : tensor<128x64xf32>)
  return %s : tensor<128x64xf32>
}

// -----

// A KV-cache slice at a position known only at run time.
func.func @dynamic_offset(%cache: tensor<512x64xf32>, %pos: index) -> tensor<128x64xf32> {
  // expected-error @+1 {{'tensor.extract_slice' op cannot be raised to fuse: its offsets are dynamic; fusec folds slices with constant offsets into maps (an offset is a constant added to an index)}}
  %k = tensor.extract_slice %cache[%pos, 0] [128, 64] [1, 1] : tensor<512x64xf32> to tensor<128x64xf32>
  %e = tensor.empty() : tensor<128x64xf32>
  %s = linalg.map { math.exp } ins(%k : tensor<128x64xf32>) outs(%e : tensor<128x64xf32>)
  return %s : tensor<128x64xf32>
}

// -----

// The first `n` rows of a cache: a window of dynamic size.
func.func @dynamic_size(%cache: tensor<512x64xf32>, %n: index) -> tensor<?x64xf32> {
  // expected-error @+1 {{'tensor.extract_slice' op cannot be raised to fuse: its sizes or its source's shape are dynamic; fusec folds slices of static tensors with static sizes into maps}}
  %k = tensor.extract_slice %cache[0, 0] [%n, 64] [1, 1] : tensor<512x64xf32> to tensor<?x64xf32>
  %e = tensor.empty(%n) : tensor<?x64xf32>
  %s = linalg.map { math.exp } ins(%k : tensor<?x64xf32>) outs(%e : tensor<?x64xf32>)
  return %s : tensor<?x64xf32>
}

// FUSEC: extract-slice-unsupported.mlir:10:8: error: 'tensor.extract_slice' op cannot be raised to fuse: its strides are not all 1
