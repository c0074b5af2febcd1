// ALiBi with a slope per head read from an f32 input (bench/masks/gen_masks.py,
// alibih): logit + slope[h] (j - i) from i64 relative positions, keys j > i masked.
func.func @alibi_slopes(%q: tensor<1x4x1024x128xbf16>, %k: tensor<1x4x1024x128xbf16>,
                 %v: tensor<1x4x1024x128xbf16>, %t: tensor<4xf32>) -> tensor<1x4x1024x128xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.08838834764831845
      : tensor<1x4x1024x128xbf16>, tensor<1x4x1024x128xbf16> -> tensor<1x4x1024x1024xf32>
  %m = fuse.aggregate #fuse.add dims [b = 1, h = 4, i = 1024, j = 1024] reduce []
      ins(%s, %t : tensor<1x4x1024x1024xf32>, tensor<4xf32>)
      maps [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (h)>]
      -> tensor<1x4x1024x1024xf32> {
  ^bb0(%x: f32, %t0: f32):
    %i = fuse.index 2 : index
    %j = fuse.index 3 : index
    %ninf = arith.constant 0xFF800000 : f32
    %bad = arith.cmpi ugt, %j, %i : index
    %ii = arith.index_cast %i : index to i64
    %jj = arith.index_cast %j : index to i64
    %rel = arith.subi %jj, %ii : i64
    %relf = arith.sitofp %rel : i64 to f32
    %bias = arith.mulf %t0, %relf : f32
    %biased = arith.addf %x, %bias : f32
    %y = arith.select %bad, %ninf, %biased : f32
    fuse.yield %y : f32
  }
  %p = fuse.softmax %m axis = 3 : tensor<1x4x1024x1024xf32>
  %o = fuse.matmul %p, %v : tensor<1x4x1024x1024xf32>, tensor<1x4x1024x128xbf16> -> tensor<1x4x1024x128xbf16>
  return %o : tensor<1x4x1024x128xbf16>
}
