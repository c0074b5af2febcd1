// Attention in bf16 (S and its softmax in f32, P rounded to bf16 for P V),
// compiled with --grad (test/fusec/grad.test).
func.func @attention(%q: tensor<8x1024x64xbf16>, %k: tensor<8x1024x64xbf16>, %v: tensor<8x1024x64xbf16>) -> tensor<8x1024x64xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.125 : tensor<8x1024x64xbf16>, tensor<8x1024x64xbf16> -> tensor<8x1024x1024xf32>
  %p = fuse.softmax %s axis = 2 : tensor<8x1024x1024xf32>
  %pb = fuse.map ins(%p : tensor<8x1024x1024xf32>) -> tensor<8x1024x1024xbf16> {
  ^bb0(%x: f32):
    %y = arith.truncf %x : f32 to bf16
    fuse.yield %y : bf16
  }
  %o = fuse.matmul %pb, %v : tensor<8x1024x1024xbf16>, tensor<8x1024x64xbf16> -> tensor<8x1024x64xbf16>
  return %o : tensor<8x1024x64xbf16>
}
