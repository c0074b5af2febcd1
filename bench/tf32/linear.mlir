// x W^T, 4096^3 in f32, as torch-mlir lowers nn.Linear without a bias: W
// [out, in] is read k-major (bench/tf32/run_tf32.sh).
func.func @linear(%x: tensor<4096x4096xf32>, %w: tensor<4096x4096xf32>) -> tensor<4096x4096xf32> {
  %e = tensor.empty() : tensor<4096x4096xf32>
  %wt = linalg.transpose ins(%w : tensor<4096x4096xf32>) outs(%e : tensor<4096x4096xf32>) permutation = [1, 0]
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  %r = linalg.matmul ins(%x, %wt : tensor<4096x4096xf32>, tensor<4096x4096xf32>) outs(%f : tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  return %r : tensor<4096x4096xf32>
}
