func.func @hd_d80v80_n2048_causal(%q: tensor<8x25x2048x80xbf16>, %k: tensor<8x25x2048x80xbf16>,
                 %v: tensor<8x25x2048x80xbf16>) -> tensor<8x25x2048x80xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.11180339887498948
      : tensor<8x25x2048x80xbf16>, tensor<8x25x2048x80xbf16> -> tensor<8x25x2048x2048xf32>
  %m = fuse.map ins(%s : tensor<8x25x2048x2048xf32>) -> tensor<8x25x2048x2048xf32> {
  ^bb0(%x: f32):
    %i = fuse.index 2 : index
    %j = fuse.index 3 : index
    %ninf = arith.constant 0xFF800000 : f32
    %future = arith.cmpi ugt, %j, %i : index
    %y = arith.select %future, %ninf, %x : f32
    fuse.yield %y : f32
  }
  %p = fuse.softmax %m axis = 3 : tensor<8x25x2048x2048xf32>
  %o = fuse.matmul %p, %v : tensor<8x25x2048x2048xf32>, tensor<8x25x2048x80xbf16> -> tensor<8x25x2048x80xbf16>
  return %o : tensor<8x25x2048x80xbf16>
}
