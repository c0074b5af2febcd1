func.func @attn_d64_n4096_causal(%q: tensor<4x32x4096x64xbf16>, %k: tensor<4x32x4096x64xbf16>,
                 %v: tensor<4x32x4096x64xbf16>) -> tensor<4x32x4096x64xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.125
      : tensor<4x32x4096x64xbf16>, tensor<4x32x4096x64xbf16> -> tensor<4x32x4096x4096xf32>
  %m = fuse.map ins(%s : tensor<4x32x4096x4096xf32>) -> tensor<4x32x4096x4096xf32> {
  ^bb0(%x: f32):
    %i = fuse.index 2 : index
    %j = fuse.index 3 : index
    %ninf = arith.constant 0xFF800000 : f32
    %future = arith.cmpi ugt, %j, %i : index
    %y = arith.select %future, %ninf, %x : f32
    fuse.yield %y : f32
  }
  %p = fuse.softmax %m axis = 3 : tensor<4x32x4096x4096xf32>
  %o = fuse.matmul %p, %v : tensor<4x32x4096x4096xf32>, tensor<4x32x4096x64xbf16> -> tensor<4x32x4096x64xbf16>
  return %o : tensor<4x32x4096x64xbf16>
}
