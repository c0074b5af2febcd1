func.func @attn_d64_n16384_full(%q: tensor<1x32x16384x64xbf16>, %k: tensor<1x32x16384x64xbf16>,
                 %v: tensor<1x32x16384x64xbf16>) -> tensor<1x32x16384x64xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.125
      : tensor<1x32x16384x64xbf16>, tensor<1x32x16384x64xbf16> -> tensor<1x32x16384x16384xf32>
  %p = fuse.softmax %s axis = 3 : tensor<1x32x16384x16384xf32>
  %o = fuse.matmul %p, %v : tensor<1x32x16384x16384xf32>, tensor<1x32x16384x64xbf16> -> tensor<1x32x16384x64xbf16>
  return %o : tensor<1x32x16384x64xbf16>
}
