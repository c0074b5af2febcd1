func.func @attn_d128_n2048_full(%q: tensor<8x16x2048x128xbf16>, %k: tensor<8x16x2048x128xbf16>,
                 %v: tensor<8x16x2048x128xbf16>) -> tensor<8x16x2048x128xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.08838834764831843
      : tensor<8x16x2048x128xbf16>, tensor<8x16x2048x128xbf16> -> tensor<8x16x2048x2048xf32>
  %p = fuse.softmax %s axis = 3 : tensor<8x16x2048x2048xf32>
  %o = fuse.matmul %p, %v : tensor<8x16x2048x2048xf32>, tensor<8x16x2048x128xbf16> -> tensor<8x16x2048x128xbf16>
  return %o : tensor<8x16x2048x128xbf16>
}
