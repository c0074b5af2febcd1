func.func @chk_mqa_bias_d128(%q: tensor<2x3x333x128xbf16>, %k: tensor<2x1x333x128xbf16>,
                 %v: tensor<2x1x333x128xbf16>, %bias: tensor<2x3x333x333xf32>) -> tensor<2x3x333x128xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.088388
      : tensor<2x3x333x128xbf16>, tensor<2x1x333x128xbf16> -> tensor<2x3x333x333xf32>
  %sb = fuse.map ins(%s, %bias : tensor<2x3x333x333xf32>, tensor<2x3x333x333xf32>) -> tensor<2x3x333x333xf32> {
  ^bb0(%x: f32, %y: f32):
    %z = arith.addf %x, %y : f32
    fuse.yield %z : f32
  }
  %p = fuse.softmax %sb axis = 3 : tensor<2x3x333x333xf32>
  %o = fuse.matmul %p, %v : tensor<2x3x333x333xf32>, tensor<2x1x333x128xbf16> -> tensor<2x3x333x128xbf16>
  return %o : tensor<2x3x333x128xbf16>
}
