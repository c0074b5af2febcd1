// Attention in f32: the tensor-core kernels take bf16 and f16.
func.func @attention(%q: tensor<2x8x1024x64xf32>, %k: tensor<2x8x1024x64xf32>,
                     %v: tensor<2x8x1024x64xf32>) -> tensor<2x8x1024x64xf32> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.125
      : tensor<2x8x1024x64xf32>, tensor<2x8x1024x64xf32> -> tensor<2x8x1024x1024xf32>
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
  %o = fuse.matmul %p, %v : tensor<2x8x1024x1024xf32>, tensor<2x8x1024x64xf32> -> tensor<2x8x1024x64xf32>
  return %o : tensor<2x8x1024x64xf32>
}
