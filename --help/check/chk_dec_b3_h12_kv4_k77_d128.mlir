func.func @chk_dec_b3_h12_kv4_k77_d128(%q: tensor<3x4x3x1x128xbf16>, %k: tensor<3x4x1x77x128xbf16>,
                 %v: tensor<3x4x1x77x128xbf16>) -> tensor<3x4x3x1x128xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.08838834764831843
      : tensor<3x4x3x1x128xbf16>, tensor<3x4x1x77x128xbf16> -> tensor<3x4x3x1x77xf32>
  %p = fuse.softmax %s axis = 4 : tensor<3x4x3x1x77xf32>
  %o = fuse.matmul %p, %v : tensor<3x4x3x1x77xf32>, tensor<3x4x1x77x128xbf16> -> tensor<3x4x3x1x128xbf16>
  return %o : tensor<3x4x3x1x128xbf16>
}
