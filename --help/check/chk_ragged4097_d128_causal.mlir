func.func @chk_ragged4097_d128_causal(%q: tensor<1x2x4097x128xbf16>, %k: tensor<1x2x4097x128xbf16>,
                 %v: tensor<1x2x4097x128xbf16>) -> tensor<1x2x4097x128xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.08838834764831843
      : tensor<1x2x4097x128xbf16>, tensor<1x2x4097x128xbf16> -> tensor<1x2x4097x4097xf32>
  %m = fuse.map ins(%s : tensor<1x2x4097x4097xf32>) -> tensor<1x2x4097x4097xf32> {
  ^bb0(%x: f32):
    %i = fuse.index 2 : index
    %j = fuse.index 3 : index
    %ninf = arith.constant 0xFF800000 : f32
    %future = arith.cmpi ugt, %j, %i : index
    %y = arith.select %future, %ninf, %x : f32
    fuse.yield %y : f32
  }
  %p = fuse.softmax %m axis = 3 : tensor<1x2x4097x4097xf32>
  %o = fuse.matmul %p, %v : tensor<1x2x4097x4097xf32>, tensor<1x2x4097x128xbf16> -> tensor<1x2x4097x128xbf16>
  return %o : tensor<1x2x4097x128xbf16>
}
