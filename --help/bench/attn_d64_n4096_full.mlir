func.func @attn_d64_n4096_full(%q: tensor<4x32x4096x64xbf16>, %k: tensor<4x32x4096x64xbf16>,
                 %v: tensor<4x32x4096x64xbf16>) -> tensor<4x32x4096x64xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.125
      : tensor<4x32x4096x64xbf16>, tensor<4x32x4096x64xbf16> -> tensor<4x32x4096x4096xf32>
  %p = fuse.softmax %s axis = 3 : tensor<4x32x4096x4096xf32>
  %o = fuse.matmul %p, %v : tensor<4x32x4096x4096xf32>, tensor<4x32x4096x64xbf16> -> tensor<4x32x4096x64xbf16>
  return %o : tensor<4x32x4096x64xbf16>
}
