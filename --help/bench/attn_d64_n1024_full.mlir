func.func @attn_d64_n1024_full(%q: tensor<16x32x1024x64xbf16>, %k: tensor<16x32x1024x64xbf16>,
                 %v: tensor<16x32x1024x64xbf16>) -> tensor<16x32x1024x64xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.125
      : tensor<16x32x1024x64xbf16>, tensor<16x32x1024x64xbf16> -> tensor<16x32x1024x1024xf32>
  %p = fuse.softmax %s axis = 3 : tensor<16x32x1024x1024xf32>
  %o = fuse.matmul %p, %v : tensor<16x32x1024x1024xf32>, tensor<16x32x1024x64xbf16> -> tensor<16x32x1024x64xbf16>
  return %o : tensor<16x32x1024x64xbf16>
}
