func.func @chain_m16384_k128_n4096(%a: tensor<16384x128xbf16>, %b: tensor<128x4096xbf16>, %c: tensor<4096x128xbf16>)
    -> tensor<16384x128xbf16> {
  %t = fuse.matmul %a, %b : tensor<16384x128xbf16>, tensor<128x4096xbf16> -> tensor<16384x4096xbf16>
  %y = fuse.matmul %t, %c : tensor<16384x4096xbf16>, tensor<4096x128xbf16> -> tensor<16384x128xbf16>
  return %y : tensor<16384x128xbf16>
}
