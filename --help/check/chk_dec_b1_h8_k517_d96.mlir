func.func @chk_dec_b1_h8_k517_d96(%q: tensor<1x8x1x96xbf16>, %k: tensor<1x8x517x96xbf16>,
                 %v: tensor<1x8x517x96xbf16>) -> tensor<1x8x1x96xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.10206207261596577
      : tensor<1x8x1x96xbf16>, tensor<1x8x517x96xbf16> -> tensor<1x8x1x517xf32>
  %p = fuse.softmax %s axis = 3 : tensor<1x8x1x517xf32>
  %o = fuse.matmul %p, %v : tensor<1x8x1x517xf32>, tensor<1x8x517x96xbf16> -> tensor<1x8x1x96xbf16>
  return %o : tensor<1x8x1x96xbf16>
}
