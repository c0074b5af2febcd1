func.func @mlp_4096_16384(%a: tensor<4096x4096xbf16>, %b: tensor<4096x16384xbf16>, %c: tensor<16384x4096xbf16>)
    -> tensor<4096x4096xbf16> {
  %t = fuse.matmul %a, %b : tensor<4096x4096xbf16>, tensor<4096x16384xbf16> -> tensor<4096x16384xbf16>
  %y = fuse.matmul %t, %c : tensor<4096x16384xbf16>, tensor<16384x4096xbf16> -> tensor<4096x4096xbf16>
  return %y : tensor<4096x4096xbf16>
}
