func.func @hd_d112v112_n2048_full(%q: tensor<8x18x2048x112xbf16>, %k: tensor<8x18x2048x112xbf16>,
                 %v: tensor<8x18x2048x112xbf16>) -> tensor<8x18x2048x112xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.0944911182523068
      : tensor<8x18x2048x112xbf16>, tensor<8x18x2048x112xbf16> -> tensor<8x18x2048x2048xf32>
  %p = fuse.softmax %s axis = 3 : tensor<8x18x2048x2048xf32>
  %o = fuse.matmul %p, %v : tensor<8x18x2048x2048xf32>, tensor<8x18x2048x112xbf16> -> tensor<8x18x2048x112xbf16>
  return %o : tensor<8x18x2048x112xbf16>
}
