// Attention over a padded KV cache whose valid length per batch is an i32
// tensor (keys j >= len[b] masked): B*H = 32, 128 queries, 1024 keys, d = 64.
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#row = affine_map<(d0, d1, d2) -> (d0)>
func.func @attention(%q: tensor<32x128x64xbf16>, %k: tensor<32x1024x64xbf16>, %v: tensor<32x1024x64xbf16>, %len: tensor<32xi32>) -> tensor<32x128x64xbf16> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %ekT = tensor.empty() : tensor<32x64x1024xbf16>
  %kT = linalg.transpose ins(%k : tensor<32x1024x64xbf16>) outs(%ekT : tensor<32x64x1024xbf16>) permutation = [0, 2, 1]
  %es = tensor.empty() : tensor<32x128x1024xf32>
  %fs = linalg.fill ins(%zero : f32) outs(%es : tensor<32x128x1024xf32>) -> tensor<32x128x1024xf32>
  %s = linalg.batch_matmul ins(%q, %kT : tensor<32x128x64xbf16>, tensor<32x64x1024xbf16>) outs(%fs : tensor<32x128x1024xf32>) -> tensor<32x128x1024xf32>
  %ms = linalg.generic {indexing_maps = [#id3, #row, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s, %len : tensor<32x128x1024xf32>, tensor<32xi32>) outs(%es : tensor<32x128x1024xf32>) {
  ^bb0(%a: f32, %l: i32, %out: f32):
    %j = linalg.index 2 : index
    %ji = arith.index_cast %j : index to i32
    %keep = arith.cmpi slt, %ji, %l : i32
    %c = arith.select %keep, %a, %ninf : f32
    linalg.yield %c : f32
  } -> tensor<32x128x1024xf32>
  %sm = linalg.softmax dimension(2) ins(%ms : tensor<32x128x1024xf32>) outs(%es : tensor<32x128x1024xf32>) -> tensor<32x128x1024xf32>
  %esb = tensor.empty() : tensor<32x128x1024xbf16>
  %p = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%sm : tensor<32x128x1024xf32>) outs(%esb : tensor<32x128x1024xbf16>) {
  ^bb0(%a: f32, %out: bf16):
    %c = arith.truncf %a : f32 to bf16
    linalg.yield %c : bf16
  } -> tensor<32x128x1024xbf16>
  %eo = tensor.empty() : tensor<32x128x64xf32>
  %fo = linalg.fill ins(%zero : f32) outs(%eo : tensor<32x128x64xf32>) -> tensor<32x128x64xf32>
  %o = linalg.batch_matmul ins(%p, %v : tensor<32x128x1024xbf16>, tensor<32x1024x64xbf16>) outs(%fo : tensor<32x128x64xf32>) -> tensor<32x128x64xf32>
  %eob = tensor.empty() : tensor<32x128x64xbf16>
  %ob = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%o : tensor<32x128x64xf32>) outs(%eob : tensor<32x128x64xbf16>) {
  ^bb0(%a: f32, %o2: bf16):
    %c = arith.truncf %a : f32 to bf16
    linalg.yield %c : bf16
  } -> tensor<32x128x64xbf16>
  return %ob : tensor<32x128x64xbf16>
}
