func.func @attention_d64_long(%q: tensor<2x32x8192x64xbf16>, %k: tensor<2x32x8192x64xbf16>,
                 %v: tensor<2x32x8192x64xbf16>) -> tensor<2x32x8192x64xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.125
      : tensor<2x32x8192x64xbf16>, tensor<2x32x8192x64xbf16> -> tensor<2x32x8192x8192xf32>
  %p = fuse.softmax %s axis = 3 : tensor<2x32x8192x8192xf32>
  %o = fuse.matmul %p, %v : tensor<2x32x8192x8192xf32>, tensor<2x32x8192x64xbf16> -> tensor<2x32x8192x64xbf16>
  return %o : tensor<2x32x8192x64xbf16>
}
