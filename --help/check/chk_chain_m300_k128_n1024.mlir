func.func @chk_chain_m300_k128_n1024(%a: tensor<300x128xbf16>, %b: tensor<128x1024xbf16>, %c: tensor<1024x128xbf16>)
    -> tensor<300x128xbf16> {
  %t = fuse.matmul %a, %b : tensor<300x128xbf16>, tensor<128x1024xbf16> -> tensor<300x1024xbf16>
  %y = fuse.matmul %t, %c : tensor<300x1024xbf16>, tensor<1024x128xbf16> -> tensor<300x128xbf16>
  return %y : tensor<300x128xbf16>
}
