// The sliding window of attention-sliding-window.mlir written from i64 positions as an additive 0 / -inf bias
// (bench/masks/gen_masks.py).
func.func @window(%q: tensor<1x4x1024x64xbf16>, %k: tensor<1x4x1024x64xbf16>,
                 %v: tensor<1x4x1024x64xbf16>) -> tensor<1x4x1024x64xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.125
      : tensor<1x4x1024x64xbf16>, tensor<1x4x1024x64xbf16> -> tensor<1x4x1024x1024xf32>
  %m = fuse.map ins(%s : tensor<1x4x1024x1024xf32>) -> tensor<1x4x1024x1024xf32> {
  ^bb0(%x: f32):
    %i = fuse.index 2 : index
    %j = fuse.index 3 : index
    %ninf = arith.constant 0xFF800000 : f32
    %ii = arith.index_cast %i : index to i64
    %jj = arith.index_cast %j : index to i64
    %rel = arith.subi %jj, %ii : i64
    %zero = arith.constant 0 : i64
    %lim = arith.constant -256 : i64
    %past = arith.cmpi sle, %rel, %zero : i64
    %near = arith.cmpi sgt, %rel, %lim : i64
    %keep = arith.andi %past, %near : i1
    %zf = arith.constant 0.0 : f32
    %bias = arith.select %keep, %zf, %ninf : f32
    %y = arith.addf %x, %bias : f32
    fuse.yield %y : f32
  }
  %p = fuse.softmax %m axis = 3 : tensor<1x4x1024x1024xf32>
  %o = fuse.matmul %p, %v : tensor<1x4x1024x1024xf32>, tensor<1x4x1024x64xbf16> -> tensor<1x4x1024x64xbf16>
  return %o : tensor<1x4x1024x64xbf16>
}
