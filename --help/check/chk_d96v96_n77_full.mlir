func.func @chk_d96v96_n77_full(%q: tensor<2x3x77x96xbf16>, %k: tensor<2x3x77x96xbf16>,
                 %v: tensor<2x3x77x96xbf16>) -> tensor<2x3x77x96xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.10206207261596577
      : tensor<2x3x77x96xbf16>, tensor<2x3x77x96xbf16> -> tensor<2x3x77x77xf32>
  %p = fuse.softmax %s axis = 3 : tensor<2x3x77x77xf32>
  %o = fuse.matmul %p, %v : tensor<2x3x77x77xf32>, tensor<2x3x77x96xbf16> -> tensor<2x3x77x96xbf16>
  return %o : tensor<2x3x77x96xbf16>
}
