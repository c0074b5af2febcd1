func.func @mlp(%x: tensor<4096x4096xbf16>, %w1: tensor<4096x16384xbf16>, %w2: tensor<16384x4096xbf16>) -> tensor<4096x4096xbf16> {
  %h = fuse.matmul %x, %w1 : tensor<4096x4096xbf16>, tensor<4096x16384xbf16> -> tensor<4096x16384xbf16>
  %y = fuse.matmul %h, %w2 : tensor<4096x16384xbf16>, tensor<16384x4096xbf16> -> tensor<4096x4096xbf16>
  return %y : tensor<4096x4096xbf16>
}
