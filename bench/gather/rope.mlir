// RoPE's rotate_half as torch-mlir / buddy-mlir write it: the halves sliced,
// the second negated, the two inserted into an empty tensor (concat).
func.func @rope(%q: tensor<1x4x16x64xf32>) -> tensor<1x4x16x64xf32> {
  %lo = tensor.extract_slice %q[0, 0, 0, 0] [1, 4, 16, 32] [1, 1, 1, 1] : tensor<1x4x16x64xf32> to tensor<1x4x16x32xf32>
  %hi = tensor.extract_slice %q[0, 0, 0, 32] [1, 4, 16, 32] [1, 1, 1, 1] : tensor<1x4x16x64xf32> to tensor<1x4x16x32xf32>
  %e = tensor.empty() : tensor<1x4x16x32xf32>
  %neg = linalg.negf ins(%hi : tensor<1x4x16x32xf32>) outs(%e : tensor<1x4x16x32xf32>) -> tensor<1x4x16x32xf32>
  %r = tensor.concat dim(3) %neg, %lo : (tensor<1x4x16x32xf32>, tensor<1x4x16x32xf32>) -> tensor<1x4x16x64xf32>
  return %r : tensor<1x4x16x64xf32>
}
