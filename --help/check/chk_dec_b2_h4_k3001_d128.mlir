func.func @chk_dec_b2_h4_k3001_d128(%q: tensor<2x4x1x128xbf16>, %k: tensor<2x4x3001x128xbf16>,
                 %v: tensor<2x4x3001x128xbf16>) -> tensor<2x4x1x128xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.08838834764831843
      : tensor<2x4x1x128xbf16>, tensor<2x4x3001x128xbf16> -> tensor<2x4x1x3001xf32>
  %p = fuse.softmax %s axis = 3 : tensor<2x4x1x3001xf32>
  %o = fuse.matmul %p, %v : tensor<2x4x1x3001xf32>, tensor<2x4x3001x128xbf16> -> tensor<2x4x1x128xbf16>
  return %o : tensor<2x4x1x128xbf16>
}
