func.func @attn_d128_n512_full(%q: tensor<32x16x512x128xbf16>, %k: tensor<32x16x512x128xbf16>,
                 %v: tensor<32x16x512x128xbf16>) -> tensor<32x16x512x128xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.08838834764831843
      : tensor<32x16x512x128xbf16>, tensor<32x16x512x128xbf16> -> tensor<32x16x512x512xf32>
  %p = fuse.softmax %s axis = 3 : tensor<32x16x512x512xf32>
  %o = fuse.matmul %p, %v : tensor<32x16x512x512xf32>, tensor<32x16x512x128xbf16> -> tensor<32x16x512x128xbf16>
  return %o : tensor<32x16x512x128xbf16>
}
