// Grouped-query decoding: B = 4, 8 KV heads of 4 query heads each, one
// query token, 16384 keys, d = 128 (K and V broadcast over the group dim).
func.func @gqa_decode(%q: tensor<4x8x4x1x128xbf16>, %k: tensor<4x8x1x16384x128xbf16>,
                      %v: tensor<4x8x1x16384x128xbf16>) -> tensor<4x8x4x1x128xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.08838834764831843
      : tensor<4x8x4x1x128xbf16>, tensor<4x8x1x16384x128xbf16> -> tensor<4x8x4x1x16384xf32>
  %p = fuse.softmax %s axis = 4 : tensor<4x8x4x1x16384xf32>
  %o = fuse.matmul %p, %v : tensor<4x8x4x1x16384xf32>, tensor<4x8x1x16384x128xbf16> -> tensor<4x8x4x1x128xbf16>
  return %o : tensor<4x8x4x1x128xbf16>
}
