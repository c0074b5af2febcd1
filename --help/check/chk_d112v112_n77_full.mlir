func.func @chk_d112v112_n77_full(%q: tensor<2x3x77x112xbf16>, %k: tensor<2x3x77x112xbf16>,
                 %v: tensor<2x3x77x112xbf16>) -> tensor<2x3x77x112xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.0944911182523068
      : tensor<2x3x77x112xbf16>, tensor<2x3x77x112xbf16> -> tensor<2x3x77x77xf32>
  %p = fuse.softmax %s axis = 3 : tensor<2x3x77x77xf32>
  %o = fuse.matmul %p, %v : tensor<2x3x77x77xf32>, tensor<2x3x77x112xbf16> -> tensor<2x3x77x112xbf16>
  return %o : tensor<2x3x77x112xbf16>
}
