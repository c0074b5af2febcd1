func.func @attn_d128_n16384_full(%q: tensor<1x16x16384x128xbf16>, %k: tensor<1x16x16384x128xbf16>,
                 %v: tensor<1x16x16384x128xbf16>) -> tensor<1x16x16384x128xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.08838834764831843
      : tensor<1x16x16384x128xbf16>, tensor<1x16x16384x128xbf16> -> tensor<1x16x16384x16384xf32>
  %p = fuse.softmax %s axis = 3 : tensor<1x16x16384x16384xf32>
  %o = fuse.matmul %p, %v : tensor<1x16x16384x16384xf32>, tensor<1x16x16384x128xbf16> -> tensor<1x16x16384x128xbf16>
  return %o : tensor<1x16x16384x128xbf16>
}
