func.func @dec_b1_h32_k32768_d128(%q: tensor<1x32x1x128xbf16>, %k: tensor<1x32x32768x128xbf16>,
                 %v: tensor<1x32x32768x128xbf16>) -> tensor<1x32x1x128xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.08838834764831843
      : tensor<1x32x1x128xbf16>, tensor<1x32x32768x128xbf16> -> tensor<1x32x1x32768xf32>
  %p = fuse.softmax %s axis = 3 : tensor<1x32x1x32768xf32>
  %o = fuse.matmul %p, %v : tensor<1x32x1x32768xf32>, tensor<1x32x32768x128xbf16> -> tensor<1x32x1x128xbf16>
  return %o : tensor<1x32x1x128xbf16>
}
