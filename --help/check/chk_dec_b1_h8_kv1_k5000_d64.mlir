func.func @chk_dec_b1_h8_kv1_k5000_d64(%q: tensor<1x1x8x1x64xbf16>, %k: tensor<1x1x1x5000x64xbf16>,
                 %v: tensor<1x1x1x5000x64xbf16>) -> tensor<1x1x8x1x64xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.125
      : tensor<1x1x8x1x64xbf16>, tensor<1x1x1x5000x64xbf16> -> tensor<1x1x8x1x5000xf32>
  %p = fuse.softmax %s axis = 4 : tensor<1x1x8x1x5000xf32>
  %o = fuse.matmul %p, %v : tensor<1x1x8x1x5000xf32>, tensor<1x1x1x5000x64xbf16> -> tensor<1x1x8x1x64xbf16>
  return %o : tensor<1x1x8x1x64xbf16>
}
