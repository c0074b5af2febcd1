// Attention whose K is f16 while Q and V are bf16: no tensor-core kernel
// takes mixed operand types, so the fused chain would be the untiled
// kernel (the planner keeps it unfused; --fuse-policy=always fuses it).
func.func @attention(%q: tensor<2x8x1024x64xbf16>, %k: tensor<2x8x1024x64xf16>,
                     %v: tensor<2x8x1024x64xbf16>) -> tensor<2x8x1024x64xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.125
      : tensor<2x8x1024x64xbf16>, tensor<2x8x1024x64xf16> -> tensor<2x8x1024x1024xf32>
  %masked = fuse.map ins(%s : tensor<2x8x1024x1024xf32>) -> tensor<2x8x1024x1024xf32> {
  ^bb0(%x: f32):
    %i = fuse.index 2 : index
    %j = fuse.index 3 : index
    %ninf = arith.constant 0xFF800000 : f32
    %future = arith.cmpi ugt, %j, %i : index
    %y = arith.select %future, %ninf, %x : f32
    fuse.yield %y : f32
  }
  %p = fuse.softmax %masked axis = 3 : tensor<2x8x1024x1024xf32>
  %o = fuse.matmul %p, %v : tensor<2x8x1024x1024xf32>, tensor<2x8x1024x64xbf16> -> tensor<2x8x1024x64xbf16>
  return %o : tensor<2x8x1024x64xbf16>
}
