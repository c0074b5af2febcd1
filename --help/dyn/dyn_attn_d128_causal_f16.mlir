func.func @dyn_attn_d128_causal_f16(%q: tensor<?x?x?x128xf16>, %k: tensor<?x?x?x128xf16>,
                 %v: tensor<?x?x?x128xf16>) -> tensor<?x?x?x128xf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.08838834764831843
      : tensor<?x?x?x128xf16>, tensor<?x?x?x128xf16> -> tensor<?x?x?x?xf32>
  %m = fuse.map ins(%s : tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
  ^bb0(%x: f32):
    %i = fuse.index 2 : index
    %j = fuse.index 3 : index
    %ninf = arith.constant 0xFF800000 : f32
    %future = arith.cmpi ugt, %j, %i : index
    %y = arith.select %future, %ninf, %x : f32
    fuse.yield %y : f32
  }
  %p = fuse.softmax %m axis = 3 : tensor<?x?x?x?xf32>
  %o = fuse.matmul %p, %v : tensor<?x?x?x?xf32>, tensor<?x?x?x128xf16> -> tensor<?x?x?x128xf16>
  return %o : tensor<?x?x?x128xf16>
}
