func.func @hd_d96v96_n8192_causal(%q: tensor<2x21x8192x96xbf16>, %k: tensor<2x21x8192x96xbf16>,
                 %v: tensor<2x21x8192x96xbf16>) -> tensor<2x21x8192x96xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.10206207261596577
      : tensor<2x21x8192x96xbf16>, tensor<2x21x8192x96xbf16> -> tensor<2x21x8192x8192xf32>
  %m = fuse.map ins(%s : tensor<2x21x8192x8192xf32>) -> tensor<2x21x8192x8192xf32> {
  ^bb0(%x: f32):
    %i = fuse.index 2 : index
    %j = fuse.index 3 : index
    %ninf = arith.constant 0xFF800000 : f32
    %future = arith.cmpi ugt, %j, %i : index
    %y = arith.select %future, %ninf, %x : f32
    fuse.yield %y : f32
  }
  %p = fuse.softmax %m axis = 3 : tensor<2x21x8192x8192xf32>
  %o = fuse.matmul %p, %v : tensor<2x21x8192x8192xf32>, tensor<2x21x8192x96xbf16> -> tensor<2x21x8192x96xbf16>
  return %o : tensor<2x21x8192x96xbf16>
}
