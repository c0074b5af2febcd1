// The sliding window of attention-sliding-window.mlir written as one unsigned compare: (i - j) >=u 256 masks
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
    %w = arith.constant 256 : index
    %dist = arith.subi %i, %j : index
    %bad = arith.cmpi uge, %dist, %w : index
    %y = arith.select %bad, %ninf, %x : f32
    fuse.yield %y : f32
  }
  %p = fuse.softmax %m axis = 3 : tensor<1x4x1024x1024xf32>
  %o = fuse.matmul %p, %v : tensor<1x4x1024x1024xf32>, tensor<1x4x1024x64xbf16> -> tensor<1x4x1024x64xbf16>
  return %o : tensor<1x4x1024x64xbf16>
}
