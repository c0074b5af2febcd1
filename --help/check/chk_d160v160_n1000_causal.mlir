func.func @chk_d160v160_n1000_causal(%q: tensor<2x3x1000x160xbf16>, %k: tensor<2x3x1000x160xbf16>,
                 %v: tensor<2x3x1000x160xbf16>) -> tensor<2x3x1000x160xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.07905694150420949
      : tensor<2x3x1000x160xbf16>, tensor<2x3x1000x160xbf16> -> tensor<2x3x1000x1000xf32>
  %m = fuse.map ins(%s : tensor<2x3x1000x1000xf32>) -> tensor<2x3x1000x1000xf32> {
  ^bb0(%x: f32):
    %i = fuse.index 2 : index
    %j = fuse.index 3 : index
    %ninf = arith.constant 0xFF800000 : f32
    %future = arith.cmpi ugt, %j, %i : index
    %y = arith.select %future, %ninf, %x : f32
    fuse.yield %y : f32
  }
  %p = fuse.softmax %m axis = 3 : tensor<2x3x1000x1000xf32>
  %o = fuse.matmul %p, %v : tensor<2x3x1000x1000xf32>, tensor<2x3x1000x160xbf16> -> tensor<2x3x1000x160xbf16>
  return %o : tensor<2x3x1000x160xbf16>
}
