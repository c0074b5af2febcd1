func.func @attention_d64(%q: tensor<16x1024x64xbf16>, %k: tensor<16x1024x64xbf16>, %v: tensor<16x1024x64xbf16>) -> tensor<16x1024x64xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.125 : tensor<16x1024x64xbf16>, tensor<16x1024x64xbf16> -> tensor<16x1024x1024xf32>
  %p = fuse.softmax %s axis = 2 : tensor<16x1024x1024xf32>
  %o = fuse.matmul %p, %v : tensor<16x1024x1024xf32>, tensor<16x1024x64xbf16> -> tensor<16x1024x64xbf16>
  return %o : tensor<16x1024x64xbf16>
}
