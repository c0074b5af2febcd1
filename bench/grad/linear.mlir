// A bf16 linear layer, y = x W^T (4096 tokens, 4096 x 4096), bench/grad.
func.func @linear(%x: tensor<4096x4096xbf16>, %w: tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16> {
  %y = fuse.matmul %x, %w transpose_rhs : tensor<4096x4096xbf16>, tensor<4096x4096xbf16> -> tensor<4096x4096xbf16>
  return %y : tensor<4096x4096xbf16>
}
