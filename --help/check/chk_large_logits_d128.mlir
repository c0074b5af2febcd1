func.func @chk_large_logits_d128(%q: tensor<1x2x300x128xbf16>, %k: tensor<1x2x300x128xbf16>,
                 %v: tensor<1x2x300x128xbf16>) -> tensor<1x2x300x128xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 40.0
      : tensor<1x2x300x128xbf16>, tensor<1x2x300x128xbf16> -> tensor<1x2x300x300xf32>
  %p = fuse.softmax %s axis = 3 : tensor<1x2x300x300xf32>
  %o = fuse.matmul %p, %v : tensor<1x2x300x300xf32>, tensor<1x2x300x128xbf16> -> tensor<1x2x300x128xbf16>
  return %o : tensor<1x2x300x128xbf16>
}
