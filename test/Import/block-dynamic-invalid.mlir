// RUN: fuse-opt %s --fuse-raise-linalg --split-input-file --verify-diagnostics

// Dynamic blocks fusec cannot raise (issue 17) are located errors naming
// the op and the reason, never a crash.

// The head split of a block whose batch and sequence length are both `?`
// on flattened tokens x [B*N, D]: [?, 256] -> [?, ?, 4, 64] reads row
// `b * N + n` with N a launch size, which is not an affine map over
// constants. bench/blocks/bert_dyn.mlir keeps the hidden states 3-D
// ([?, ?, 256] -> [?, ?, 4, 64], a static split) as torch-mlir does for a
// [B, N, D] input; one dynamic dim ([1, ?] or [?, 1024] rows) works too.
func.func @flat_tokens_head_split(%x: tensor<?x256xbf16>, %b: index, %n: index) -> tensor<?x4x?x64xbf16> {
  // expected-error @+1 {{'tensor.expand_shape' op cannot be raised to fuse: a group of its expanded shape has a dynamic dimension after the first; fusec folds reshapes whose inner dimensions are static ([?, 16, 64] <-> [?, 1024])}}
  %x4 = tensor.expand_shape %x [[0, 1], [2, 3]] output_shape [%b, %n, 4, 64] : tensor<?x256xbf16> into tensor<?x?x4x64xbf16>
  %e = tensor.empty(%b, %n) : tensor<?x4x?x64xbf16>
  %t = linalg.transpose ins(%x4 : tensor<?x?x4x64xbf16>) outs(%e : tensor<?x4x?x64xbf16>) permutation = [0, 2, 1, 3]
  return %t : tensor<?x4x?x64xbf16>
}

// -----

// The head merge back to flattened tokens with both `?`: the collapse
// [?, ?, 4, 64] -> [?, 256] of [B, N] rows is the same linearization.
func.func @flat_tokens_head_merge(%o: tensor<?x?x4x64xbf16>) -> tensor<?x256xbf16> {
  // expected-error @+1 {{'tensor.collapse_shape' op cannot be raised to fuse: a group of its expanded shape has a dynamic dimension after the first}}
  %o2 = tensor.collapse_shape %o [[0, 1], [2, 3]] : tensor<?x?x4x64xbf16> into tensor<?x256xbf16>
  return %o2 : tensor<?x256xbf16>
}
