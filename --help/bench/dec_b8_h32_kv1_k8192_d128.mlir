func.func @dec_b8_h32_kv1_k8192_d128(%q: tensor<8x1x32x1x128xbf16>, %k: tensor<8x1x1x8192x128xbf16>,
                 %v: tensor<8x1x1x8192x128xbf16>) -> tensor<8x1x32x1x128xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.08838834764831843
      : tensor<8x1x32x1x128xbf16>, tensor<8x1x1x8192x128xbf16> -> tensor<8x1x32x1x8192xf32>
  %p = fuse.softmax %s axis = 4 : tensor<8x1x32x1x8192xf32>
  %o = fuse.matmul %p, %v : tensor<8x1x32x1x8192xf32>, tensor<8x1x1x8192x128xbf16> -> tensor<8x1x32x1x128xbf16>
  return %o : tensor<8x1x32x1x128xbf16>
}
