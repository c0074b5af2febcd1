func.func @hd_d80v80_n2048_full(%q: tensor<8x25x2048x80xbf16>, %k: tensor<8x25x2048x80xbf16>,
                 %v: tensor<8x25x2048x80xbf16>) -> tensor<8x25x2048x80xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.11180339887498948
      : tensor<8x25x2048x80xbf16>, tensor<8x25x2048x80xbf16> -> tensor<8x25x2048x2048xf32>
  %p = fuse.softmax %s axis = 3 : tensor<8x25x2048x2048xf32>
  %o = fuse.matmul %p, %v : tensor<8x25x2048x2048xf32>, tensor<8x25x2048x80xbf16> -> tensor<8x25x2048x80xbf16>
  return %o : tensor<8x25x2048x80xbf16>
}
