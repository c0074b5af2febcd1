func.func @attn_d64_n512_full(%q: tensor<32x32x512x64xbf16>, %k: tensor<32x32x512x64xbf16>,
                 %v: tensor<32x32x512x64xbf16>) -> tensor<32x32x512x64xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.125
      : tensor<32x32x512x64xbf16>, tensor<32x32x512x64xbf16> -> tensor<32x32x512x512xf32>
  %p = fuse.softmax %s axis = 3 : tensor<32x32x512x512xf32>
  %o = fuse.matmul %p, %v : tensor<32x32x512x512xf32>, tensor<32x32x512x64xbf16> -> tensor<32x32x512x64xbf16>
  return %o : tensor<32x32x512x64xbf16>
}
