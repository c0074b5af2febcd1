// Attention, bf16, 16 heads x 2048 tokens x d = 128, written unfused (bench/grad).
func.func @attention(%q: tensor<16x2048x128xbf16>, %k: tensor<16x2048x128xbf16>, %v: tensor<16x2048x128xbf16>) -> tensor<16x2048x128xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.08838834764831843 : tensor<16x2048x128xbf16>, tensor<16x2048x128xbf16> -> tensor<16x2048x2048xf32>
  %p = fuse.softmax %s axis = 2 : tensor<16x2048x2048xf32>
  %pb = fuse.map ins(%p : tensor<16x2048x2048xf32>) -> tensor<16x2048x2048xbf16> {
  ^bb0(%x: f32):
    %y = arith.truncf %x : f32 to bf16
    fuse.yield %y : bf16
  }
  %o = fuse.matmul %pb, %v : tensor<16x2048x2048xbf16>, tensor<16x2048x128xbf16> -> tensor<16x2048x128xbf16>
  return %o : tensor<16x2048x128xbf16>
}
