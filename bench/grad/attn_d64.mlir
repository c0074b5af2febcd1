// Attention, bf16, 32 heads x 1024 tokens x d = 64, written unfused (bench/grad).
func.func @attention(%q: tensor<32x1024x64xbf16>, %k: tensor<32x1024x64xbf16>, %v: tensor<32x1024x64xbf16>) -> tensor<32x1024x64xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.125 : tensor<32x1024x64xbf16>, tensor<32x1024x64xbf16> -> tensor<32x1024x1024xf32>
  %p = fuse.softmax %s axis = 2 : tensor<32x1024x1024xf32>
  %pb = fuse.map ins(%p : tensor<32x1024x1024xf32>) -> tensor<32x1024x1024xbf16> {
  ^bb0(%x: f32):
    %y = arith.truncf %x : f32 to bf16
    fuse.yield %y : bf16
  }
  %o = fuse.matmul %pb, %v : tensor<32x1024x1024xbf16>, tensor<32x1024x64xbf16> -> tensor<32x1024x64xbf16>
  return %o : tensor<32x1024x64xbf16>
}
