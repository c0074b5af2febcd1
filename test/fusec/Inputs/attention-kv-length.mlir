// Causal attention over sequences of len[b] tokens padded on the right to
// N = 1024 (bench/masks/gen_masks.py, kvcausal): keep j iff j < len[b] and
// j <= i, len an i32 input.
func.func @kv_length(%q: tensor<2x4x1024x64xbf16>, %k: tensor<2x4x1024x64xbf16>,
                 %v: tensor<2x4x1024x64xbf16>, %len: tensor<2xi32>) -> tensor<2x4x1024x64xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.125
      : tensor<2x4x1024x64xbf16>, tensor<2x4x1024x64xbf16> -> tensor<2x4x1024x1024xf32>
  %m = fuse.aggregate #fuse.add dims [b = 2, h = 4, i = 1024, j = 1024] reduce []
      ins(%s, %len : tensor<2x4x1024x1024xf32>, tensor<2xi32>)
      maps [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b)>]
      -> tensor<2x4x1024x1024xf32> {
  ^bb0(%x: f32, %l: i32):
    %i = fuse.index 2 : index
    %j = fuse.index 3 : index
    %ninf = arith.constant 0xFF800000 : f32
    %jj = arith.index_cast %j : index to i32
    %ii = arith.index_cast %i : index to i32
    %keep = arith.cmpi slt, %jj, %l : i32
    %past = arith.cmpi sle, %jj, %ii : i32
    %both = arith.andi %keep, %past : i1
    %y = arith.select %both, %x, %ninf : f32
    fuse.yield %y : f32
  }
  %p = fuse.softmax %m axis = 3 : tensor<2x4x1024x1024xf32>
  %o = fuse.matmul %p, %v : tensor<2x4x1024x1024xf32>, tensor<2x4x1024x64xbf16> -> tensor<2x4x1024x64xbf16>
  return %o : tensor<2x4x1024x64xbf16>
}
