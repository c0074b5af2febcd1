func.func @chk_d192v128_n77_full(%q: tensor<2x3x77x192xbf16>, %k: tensor<2x3x77x192xbf16>,
                 %v: tensor<2x3x77x128xbf16>) -> tensor<2x3x77x128xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.07216878364870323
      : tensor<2x3x77x192xbf16>, tensor<2x3x77x192xbf16> -> tensor<2x3x77x77xf32>
  %p = fuse.softmax %s axis = 3 : tensor<2x3x77x77xf32>
  %o = fuse.matmul %p, %v : tensor<2x3x77x77xf32>, tensor<2x3x77x128xbf16> -> tensor<2x3x77x128xbf16>
  return %o : tensor<2x3x77x128xbf16>
}
