func.func @attention_d192_causal(%q: tensor<8x10x2048x192xbf16>, %k: tensor<8x10x2048x192xbf16>,
                 %v: tensor<8x10x2048x192xbf16>) -> tensor<8x10x2048x192xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.07216878364870323
      : tensor<8x10x2048x192xbf16>, tensor<8x10x2048x192xbf16> -> tensor<8x10x2048x2048xf32>
  %m = fuse.map ins(%s : tensor<8x10x2048x2048xf32>) -> tensor<8x10x2048x2048xf32> {
  ^bb0(%x: f32):
    %i = fuse.index 2 : index
    %j = fuse.index 3 : index
    %ninf = arith.constant 0xFF800000 : f32
    %future = arith.cmpi ugt, %j, %i : index
    %y = arith.select %future, %ninf, %x : f32
    fuse.yield %y : f32
  }
  %p = fuse.softmax %m axis = 3 : tensor<8x10x2048x2048xf32>
  %o = fuse.matmul %p, %v : tensor<8x10x2048x2048xf32>, tensor<8x10x2048x192xbf16> -> tensor<8x10x2048x192xbf16>
  return %o : tensor<8x10x2048x192xbf16>
}
