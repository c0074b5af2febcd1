// A relative-position bias table read per logit (bench/masks/gen_masks.py,
// relbias): logit + rb[h, i - j + 1023], rb an f32 input [H, 2N - 1], causal.
func.func @relbias(%q: tensor<1x4x1024x128xbf16>, %k: tensor<1x4x1024x128xbf16>,
                 %v: tensor<1x4x1024x128xbf16>, %t: tensor<4x2047xf32>) -> tensor<1x4x1024x128xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.08838834764831845
      : tensor<1x4x1024x128xbf16>, tensor<1x4x1024x128xbf16> -> tensor<1x4x1024x1024xf32>
  %m = fuse.aggregate #fuse.add dims [b = 1, h = 4, i = 1024, j = 1024] reduce []
      ins(%s, %t : tensor<1x4x1024x1024xf32>, tensor<4x2047xf32>)
      maps [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (h, i - j + 1023)>]
      -> tensor<1x4x1024x1024xf32> {
  ^bb0(%x: f32, %t0: f32):
    %i = fuse.index 2 : index
    %j = fuse.index 3 : index
    %ninf = arith.constant 0xFF800000 : f32
    %bad = arith.cmpi ugt, %j, %i : index
    %biased = arith.addf %x, %t0 : f32
    %y = arith.select %bad, %ninf, %biased : f32
    fuse.yield %y : f32
  }
  %p = fuse.softmax %m axis = 3 : tensor<1x4x1024x1024xf32>
  %o = fuse.matmul %p, %v : tensor<1x4x1024x1024xf32>, tensor<1x4x1024x128xbf16> -> tensor<1x4x1024x128xbf16>
  return %o : tensor<1x4x1024x128xbf16>
}
