func.func @hd_d192v192_n8192_full(%q: tensor<2x10x8192x192xbf16>, %k: tensor<2x10x8192x192xbf16>,
                 %v: tensor<2x10x8192x192xbf16>) -> tensor<2x10x8192x192xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.07216878364870323
      : tensor<2x10x8192x192xbf16>, tensor<2x10x8192x192xbf16> -> tensor<2x10x8192x8192xf32>
  %p = fuse.softmax %s axis = 3 : tensor<2x10x8192x8192xf32>
  %o = fuse.matmul %p, %v : tensor<2x10x8192x8192xf32>, tensor<2x10x8192x192xbf16> -> tensor<2x10x8192x192xbf16>
  return %o : tensor<2x10x8192x192xbf16>
}
