func.func @hd_d192v192_n2048_full(%q: tensor<8x10x2048x192xbf16>, %k: tensor<8x10x2048x192xbf16>,
                 %v: tensor<8x10x2048x192xbf16>) -> tensor<8x10x2048x192xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.07216878364870323
      : tensor<8x10x2048x192xbf16>, tensor<8x10x2048x192xbf16> -> tensor<8x10x2048x2048xf32>
  %p = fuse.softmax %s axis = 3 : tensor<8x10x2048x2048xf32>
  %o = fuse.matmul %p, %v : tensor<8x10x2048x2048xf32>, tensor<8x10x2048x192xbf16> -> tensor<8x10x2048x192xbf16>
  return %o : tensor<8x10x2048x192xbf16>
}
