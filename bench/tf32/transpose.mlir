// A 4096 x 4096 f32 transpose (bench/tf32/run_tf32.sh), timed against
// PyTorch's x.t().contiguous() in the same call: the copy fusec makes of an
// MN-major operand under --f32-precision=tf32 is this kernel.
func.func @transpose(%x: tensor<4096x4096xf32>) -> tensor<4096x4096xf32> {
  %e = tensor.empty() : tensor<4096x4096xf32>
  %t = linalg.transpose ins(%x : tensor<4096x4096xf32>) outs(%e : tensor<4096x4096xf32>) permutation = [1, 0]
  return %t : tensor<4096x4096xf32>
}
