// Decoding (one query, 8192 keys, the last 192 masked) that also returns
// its log-sum-exp, in the fuse dialect: split-KV segments whose states
// the row epilogue reads after their fold.
#id = affine_map<(b, h, i, j) -> (b, h, i, j)>
func.func @decode_lse(%q: tensor<4x32x1x128xf16>, %k: tensor<4x32x8192x128xf16>,
                     %v: tensor<4x32x8192x128xf16>) -> (tensor<4x32x1x128xf16>, tensor<4x32x1xf32>) {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.08838834764831845
      : tensor<4x32x1x128xf16>, tensor<4x32x8192x128xf16> -> tensor<4x32x1x8192xf32>
  %masked = fuse.map ins(%s : tensor<4x32x1x8192xf32>) -> tensor<4x32x1x8192xf32> {
  ^bb0(%x: f32):
    %i = fuse.index 2 : index
    %j = fuse.index 3 : index
    %ninf = arith.constant 0xFF800000 : f32
    %c8000 = arith.constant 8000 : index
    %future = arith.cmpi uge, %j, %c8000 : index
    %y = arith.select %future, %ninf, %x : f32
    fuse.yield %y : f32
  }
  %st:2 = fuse.aggregate #fuse.softmax dims [b = 4, h = 32, i = 1, j = 8192] reduce [j] ins(%masked : tensor<4x32x1x8192xf32>) maps [#id] -> tensor<4x32x1xf32>, tensor<4x32x1xf32> {
  ^bb0(%x: f32):
    fuse.yield %x : f32
  }
  %lse = fuse.map ins(%st#0, %st#1 : tensor<4x32x1xf32>, tensor<4x32x1xf32>) -> tensor<4x32x1xf32> {
  ^bb0(%m: f32, %l: f32):
    %lg = math.log %l : f32
    %y = arith.addf %lg, %m : f32
    fuse.yield %y : f32
  }
  %p = fuse.softmax %masked axis = 3 : tensor<4x32x1x8192xf32>
  %o = fuse.matmul %p, %v : tensor<4x32x1x8192xf32>, tensor<4x32x8192x128xf16> -> tensor<4x32x1x128xf16>
  return %o, %lse : tensor<4x32x1x128xf16>, tensor<4x32x1xf32>
}
