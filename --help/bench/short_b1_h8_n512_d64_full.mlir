func.func @short_b1_h8_n512_d64_full(%q: tensor<1x8x512x64xbf16>, %k: tensor<1x8x512x64xbf16>,
                 %v: tensor<1x8x512x64xbf16>) -> tensor<1x8x512x64xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.125
      : tensor<1x8x512x64xbf16>, tensor<1x8x512x64xbf16> -> tensor<1x8x512x512xf32>
  %p = fuse.softmax %s axis = 3 : tensor<1x8x512x512xf32>
  %o = fuse.matmul %p, %v : tensor<1x8x512x512xf32>, tensor<1x8x512x64xbf16> -> tensor<1x8x512x64xbf16>
  return %o : tensor<1x8x512x64xbf16>
}
