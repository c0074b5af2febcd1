// Attention (not causal) with dynamic sizes that also returns its
// log-sum-exp: the persistent grid, a CTA per SM over the tiles counted at
// run time (fewer than the SMs in the small run).
#id = affine_map<(b, h, i, j) -> (b, h, i, j)>
func.func @attention_lse_dyn_full(%q: tensor<?x?x?x128xf16>, %k: tensor<?x?x?x128xf16>,
                     %v: tensor<?x?x?x128xf16>) -> (tensor<?x?x?x128xf16>, tensor<?x?x?xf32>) {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.08838834764831845
      : tensor<?x?x?x128xf16>, tensor<?x?x?x128xf16> -> tensor<?x?x?x?xf32>
  %masked = fuse.map ins(%s : tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
  ^bb0(%x: f32):
    fuse.yield %x : f32
  }
  %st:2 = fuse.aggregate #fuse.softmax dims [b = ?, h = ?, i = ?, j = ?] reduce [j] ins(%masked : tensor<?x?x?x?xf32>) maps [#id] -> tensor<?x?x?xf32>, tensor<?x?x?xf32> {
  ^bb0(%x: f32):
    fuse.yield %x : f32
  }
  %lse = fuse.map ins(%st#0, %st#1 : tensor<?x?x?xf32>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  ^bb0(%m: f32, %l: f32):
    %lg = math.log %l : f32
    %y = arith.addf %lg, %m : f32
    fuse.yield %y : f32
  }
  %p = fuse.softmax %masked axis = 3 : tensor<?x?x?x?xf32>
  %o = fuse.matmul %p, %v : tensor<?x?x?x?xf32>, tensor<?x?x?x128xf16> -> tensor<?x?x?x128xf16>
  return %o, %lse : tensor<?x?x?x128xf16>, tensor<?x?x?xf32>
}
