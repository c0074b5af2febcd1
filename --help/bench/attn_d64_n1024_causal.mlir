func.func @attn_d64_n1024_causal(%q: tensor<16x32x1024x64xbf16>, %k: tensor<16x32x1024x64xbf16>,
                 %v: tensor<16x32x1024x64xbf16>) -> tensor<16x32x1024x64xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.125
      : tensor<16x32x1024x64xbf16>, tensor<16x32x1024x64xbf16> -> tensor<16x32x1024x1024xf32>
  %m = fuse.map ins(%s : tensor<16x32x1024x1024xf32>) -> tensor<16x32x1024x1024xf32> {
  ^bb0(%x: f32):
    %i = fuse.index 2 : index
    %j = fuse.index 3 : index
    %ninf = arith.constant 0xFF800000 : f32
    %future = arith.cmpi ugt, %j, %i : index
    %y = arith.select %future, %ninf, %x : f32
    fuse.yield %y : f32
  }
  %p = fuse.softmax %m axis = 3 : tensor<16x32x1024x1024xf32>
  %o = fuse.matmul %p, %v : tensor<16x32x1024x1024xf32>, tensor<16x32x1024x64xbf16> -> tensor<16x32x1024x64xbf16>
  return %o : tensor<16x32x1024x64xbf16>
}
