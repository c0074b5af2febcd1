func.func @dyn_dec_b2_h16_d128(%q: tensor<2x16x1x128xbf16>, %k: tensor<2x16x?x128xbf16>,
                 %v: tensor<2x16x?x128xbf16>) -> tensor<2x16x1x128xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.08838834764831843
      : tensor<2x16x1x128xbf16>, tensor<2x16x?x128xbf16> -> tensor<2x16x1x?xf32>
  %p = fuse.softmax %s axis = 3 : tensor<2x16x1x?xf32>
  %o = fuse.matmul %p, %v : tensor<2x16x1x?xf32>, tensor<2x16x?x128xbf16> -> tensor<2x16x1x128xbf16>
  return %o : tensor<2x16x1x128xbf16>
}
