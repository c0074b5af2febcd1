func.func @hd_d112v112_n8192_full(%q: tensor<2x18x8192x112xbf16>, %k: tensor<2x18x8192x112xbf16>,
                 %v: tensor<2x18x8192x112xbf16>) -> tensor<2x18x8192x112xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.0944911182523068
      : tensor<2x18x8192x112xbf16>, tensor<2x18x8192x112xbf16> -> tensor<2x18x8192x8192xf32>
  %p = fuse.softmax %s axis = 3 : tensor<2x18x8192x8192xf32>
  %o = fuse.matmul %p, %v : tensor<2x18x8192x8192xf32>, tensor<2x18x8192x112xbf16> -> tensor<2x18x8192x112xbf16>
  return %o : tensor<2x18x8192x112xbf16>
}
