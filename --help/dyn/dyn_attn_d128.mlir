func.func @dyn_attn_d128(%q: tensor<?x?x?x128xbf16>, %k: tensor<?x?x?x128xbf16>,
                 %v: tensor<?x?x?x128xbf16>) -> tensor<?x?x?x128xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.08838834764831843
      : tensor<?x?x?x128xbf16>, tensor<?x?x?x128xbf16> -> tensor<?x?x?x?xf32>
  %p = fuse.softmax %s axis = 3 : tensor<?x?x?x?xf32>
  %o = fuse.matmul %p, %v : tensor<?x?x?x?xf32>, tensor<?x?x?x128xbf16> -> tensor<?x?x?x128xbf16>
  return %o : tensor<?x?x?x128xbf16>
}
