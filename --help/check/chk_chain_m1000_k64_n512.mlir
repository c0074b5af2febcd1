func.func @chk_chain_m1000_k64_n512(%a: tensor<1000x64xbf16>, %b: tensor<64x512xbf16>, %c: tensor<512x64xbf16>)
    -> tensor<1000x64xbf16> {
  %t = fuse.matmul %a, %b : tensor<1000x64xbf16>, tensor<64x512xbf16> -> tensor<1000x512xbf16>
  %y = fuse.matmul %t, %c : tensor<1000x512xbf16>, tensor<512x64xbf16> -> tensor<1000x64xbf16>
  return %y : tensor<1000x64xbf16>
}
