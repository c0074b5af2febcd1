func.func @chain_m16384_k64_n4096(%a: tensor<16384x64xbf16>, %b: tensor<64x4096xbf16>, %c: tensor<4096x64xbf16>)
    -> tensor<16384x64xbf16> {
  %t = fuse.matmul %a, %b : tensor<16384x64xbf16>, tensor<64x4096xbf16> -> tensor<16384x4096xbf16>
  %y = fuse.matmul %t, %c : tensor<16384x4096xbf16>, tensor<4096x64xbf16> -> tensor<16384x64xbf16>
  return %y : tensor<16384x64xbf16>
}
