func.func @dyn_attn_d64(%q: tensor<?x?x?x64xbf16>, %k: tensor<?x?x?x64xbf16>,
                 %v: tensor<?x?x?x64xbf16>) -> tensor<?x?x?x64xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.125
      : tensor<?x?x?x64xbf16>, tensor<?x?x?x64xbf16> -> tensor<?x?x?x?xf32>
  %p = fuse.softmax %s axis = 3 : tensor<?x?x?x?xf32>
  %o = fuse.matmul %p, %v : tensor<?x?x?x?xf32>, tensor<?x?x?x64xbf16> -> tensor<?x?x?x64xbf16>
  return %o : tensor<?x?x?x64xbf16>
}
