func.func @chk_ragged1000_d64(%q: tensor<1x4x1000x64xbf16>, %k: tensor<1x4x1000x64xbf16>,
                 %v: tensor<1x4x1000x64xbf16>) -> tensor<1x4x1000x64xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.125
      : tensor<1x4x1000x64xbf16>, tensor<1x4x1000x64xbf16> -> tensor<1x4x1000x1000xf32>
  %p = fuse.softmax %s axis = 3 : tensor<1x4x1000x1000xf32>
  %o = fuse.matmul %p, %v : tensor<1x4x1000x1000xf32>, tensor<1x4x1000x64xbf16> -> tensor<1x4x1000x64xbf16>
  return %o : tensor<1x4x1000x64xbf16>
}
