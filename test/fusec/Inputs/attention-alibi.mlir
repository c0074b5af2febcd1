// Causal attention with an ALiBi bias written from i64 relative positions
// (bench/masks/gen_masks.py, alibi): logit + 0.0625 (j - i), keys j > i masked.
func.func @alibi(%q: tensor<1x4x1024x64xbf16>, %k: tensor<1x4x1024x64xbf16>,
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
    %future = arith.cmpi sgt, %rel, %zero : i64
    %relf = arith.sitofp %rel : i64 to f32
    %slope = arith.constant 0.0625 : f32
    %bias = arith.mulf %relf, %slope : f32
    %biased = arith.addf %x, %bias : f32
    %y = arith.select %future, %ninf, %biased : f32
    fuse.yield %y : f32
  }
  %p = fuse.softmax %m axis = 3 : tensor<1x4x1024x1024xf32>
  %o = fuse.matmul %p, %v : tensor<1x4x1024x1024xf32>, tensor<1x4x1024x64xbf16> -> tensor<1x4x1024x64xbf16>
  return %o : tensor<1x4x1024x64xbf16>
}
