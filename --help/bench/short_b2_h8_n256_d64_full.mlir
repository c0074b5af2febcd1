func.func @short_b2_h8_n256_d64_full(%q: tensor<2x8x256x64xbf16>, %k: tensor<2x8x256x64xbf16>,
                 %v: tensor<2x8x256x64xbf16>) -> tensor<2x8x256x64xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.125
      : tensor<2x8x256x64xbf16>, tensor<2x8x256x64xbf16> -> tensor<2x8x256x256xf32>
  %p = fuse.softmax %s axis = 3 : tensor<2x8x256x256xf32>
  %o = fuse.matmul %p, %v : tensor<2x8x256x256xf32>, tensor<2x8x256x64xbf16> -> tensor<2x8x256x64xbf16>
  return %o : tensor<2x8x256x64xbf16>
}
