func.func @attention_d128(%q: tensor<16x16x1024x128xbf16>, %k: tensor<16x16x1024x128xbf16>,
                 %v: tensor<16x16x1024x128xbf16>) -> tensor<16x16x1024x128xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.08838834764831843
      : tensor<16x16x1024x128xbf16>, tensor<16x16x1024x128xbf16> -> tensor<16x16x1024x1024xf32>
  %p = fuse.softmax %s axis = 3 : tensor<16x16x1024x1024xf32>
  %o = fuse.matmul %p, %v : tensor<16x16x1024x1024xf32>, tensor<16x16x1024x128xbf16> -> tensor<16x16x1024x128xbf16>
  return %o : tensor<16x16x1024x128xbf16>
}
