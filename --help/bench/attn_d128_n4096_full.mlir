func.func @attn_d128_n4096_full(%q: tensor<4x16x4096x128xbf16>, %k: tensor<4x16x4096x128xbf16>,
                 %v: tensor<4x16x4096x128xbf16>) -> tensor<4x16x4096x128xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.08838834764831843
      : tensor<4x16x4096x128xbf16>, tensor<4x16x4096x128xbf16> -> tensor<4x16x4096x4096xf32>
  %p = fuse.softmax %s axis = 3 : tensor<4x16x4096x4096xf32>
  %o = fuse.matmul %p, %v : tensor<4x16x4096x4096xf32>, tensor<4x16x4096x128xbf16> -> tensor<4x16x4096x128xbf16>
  return %o : tensor<4x16x4096x128xbf16>
}
