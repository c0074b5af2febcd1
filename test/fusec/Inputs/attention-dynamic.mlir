// Attention with dynamic batch, heads and sequence lengths (queries and keys
// separately), causal, head dim 128 in f16: one kernel for every launch.
func.func @attention(%q: tensor<?x?x?x128xf16>, %k: tensor<?x?x?x128xf16>,
                     %v: tensor<?x?x?x128xf16>) -> tensor<?x?x?x128xf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.08838834764831845
      : tensor<?x?x?x128xf16>, tensor<?x?x?x128xf16> -> tensor<?x?x?x?xf32>
  %masked = fuse.map ins(%s : tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
  ^bb0(%x: f32):
    %i = fuse.index 2 : index
    %j = fuse.index 3 : index
    %ninf = arith.constant 0xFF800000 : f32
    %future = arith.cmpi ugt, %j, %i : index
    %y = arith.select %future, %ninf, %x : f32
    fuse.yield %y : f32
  }
  %p = fuse.softmax %masked axis = 3 : tensor<?x?x?x?xf32>
  %o = fuse.matmul %p, %v : tensor<?x?x?x?xf32>, tensor<?x?x?x128xf16> -> tensor<?x?x?x128xf16>
  return %o : tensor<?x?x?x128xf16>
}
