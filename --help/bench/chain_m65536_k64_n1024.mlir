func.func @chain_m65536_k64_n1024(%a: tensor<65536x64xbf16>, %b: tensor<64x1024xbf16>, %c: tensor<1024x64xbf16>)
    -> tensor<65536x64xbf16> {
  %t = fuse.matmul %a, %b : tensor<65536x64xbf16>, tensor<64x1024xbf16> -> tensor<65536x1024xbf16>
  %y = fuse.matmul %t, %c : tensor<65536x1024xbf16>, tensor<1024x64xbf16> -> tensor<65536x64xbf16>
  return %y : tensor<65536x64xbf16>
}
