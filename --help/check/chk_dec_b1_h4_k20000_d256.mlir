func.func @chk_dec_b1_h4_k20000_d256(%q: tensor<1x4x1x256xbf16>, %k: tensor<1x4x20000x256xbf16>,
                 %v: tensor<1x4x20000x256xbf16>) -> tensor<1x4x1x256xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.0625
      : tensor<1x4x1x256xbf16>, tensor<1x4x20000x256xbf16> -> tensor<1x4x1x20000xf32>
  %p = fuse.softmax %s axis = 3 : tensor<1x4x1x20000xf32>
  %o = fuse.matmul %p, %v : tensor<1x4x1x20000xf32>, tensor<1x4x20000x256xbf16> -> tensor<1x4x1x256xbf16>
  return %o : tensor<1x4x1x256xbf16>
}
