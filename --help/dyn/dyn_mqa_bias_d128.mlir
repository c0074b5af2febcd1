func.func @dyn_mqa_bias_d128(%q: tensor<?x3x?x128xbf16>, %k: tensor<?x1x?x128xbf16>,
                 %v: tensor<?x1x?x128xbf16>, %bias: tensor<?x3x?x?xf32>) -> tensor<?x3x?x128xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.088388
      : tensor<?x3x?x128xbf16>, tensor<?x1x?x128xbf16> -> tensor<?x3x?x?xf32>
  %sb = fuse.map ins(%s, %bias : tensor<?x3x?x?xf32>, tensor<?x3x?x?xf32>) -> tensor<?x3x?x?xf32> {
  ^bb0(%x: f32, %y: f32):
    %z = arith.addf %x, %y : f32
    fuse.yield %z : f32
  }
  %p = fuse.softmax %sb axis = 3 : tensor<?x3x?x?xf32>
  %o = fuse.matmul %p, %v : tensor<?x3x?x?xf32>, tensor<?x1x?x128xbf16> -> tensor<?x3x?x128xbf16>
  return %o : tensor<?x3x?x128xbf16>
}
