// GPT-style attention block as torch-mlir lowers it: B = 1, N = ? (dynamic), H = 16, d = 64, bf16.
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
func.func @gpt_block(%x: tensor<?x1024xbf16>, %wq: tensor<1024x1024xbf16>, %wk: tensor<1024x1024xbf16>, %wv: tensor<1024x1024xbf16>, %wo: tensor<1024x1024xbf16>) -> tensor<?x1024xbf16> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %x, %c0 : tensor<?x1024xbf16>
  %zero = arith.constant 0.0 : f32
  %scale = arith.constant 0.125 : f32
  %e2f = tensor.empty(%n) : tensor<?x1024xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2f : tensor<?x1024xf32>) -> tensor<?x1024xf32>
  %e2b = tensor.empty(%n) : tensor<?x1024xbf16>
  // Q projection and head split
  %qf = linalg.matmul ins(%x, %wq : tensor<?x1024xbf16>, tensor<1024x1024xbf16>) outs(%f2 : tensor<?x1024xf32>) -> tensor<?x1024xf32>
  %qb = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%qf : tensor<?x1024xf32>) outs(%e2b : tensor<?x1024xbf16>) {
  ^bb0(%a: f32, %out: bf16):
    %c = arith.truncf %a : f32 to bf16
    linalg.yield %c : bf16
  } -> tensor<?x1024xbf16>
  %q4 = tensor.expand_shape %qb [[0, 1], [2, 3]] output_shape [1, %n, 16, 64] : tensor<?x1024xbf16> into tensor<1x?x16x64xbf16>
  %eq4 = tensor.empty(%n) : tensor<1x16x?x64xbf16>
  %qt = linalg.transpose ins(%q4 : tensor<1x?x16x64xbf16>) outs(%eq4 : tensor<1x16x?x64xbf16>) permutation = [0, 2, 1, 3]
  %q3 = tensor.collapse_shape %qt [[0, 1], [2], [3]] : tensor<1x16x?x64xbf16> into tensor<16x?x64xbf16>
  // K projection and head split
  %kf = linalg.matmul ins(%x, %wk : tensor<?x1024xbf16>, tensor<1024x1024xbf16>) outs(%f2 : tensor<?x1024xf32>) -> tensor<?x1024xf32>
  %kb = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%kf : tensor<?x1024xf32>) outs(%e2b : tensor<?x1024xbf16>) {
  ^bb0(%a: f32, %out: bf16):
    %c = arith.truncf %a : f32 to bf16
    linalg.yield %c : bf16
  } -> tensor<?x1024xbf16>
  %k4 = tensor.expand_shape %kb [[0, 1], [2, 3]] output_shape [1, %n, 16, 64] : tensor<?x1024xbf16> into tensor<1x?x16x64xbf16>
  %ek4 = tensor.empty(%n) : tensor<1x16x?x64xbf16>
  %kt = linalg.transpose ins(%k4 : tensor<1x?x16x64xbf16>) outs(%ek4 : tensor<1x16x?x64xbf16>) permutation = [0, 2, 1, 3]
  %k3 = tensor.collapse_shape %kt [[0, 1], [2], [3]] : tensor<1x16x?x64xbf16> into tensor<16x?x64xbf16>
  // V projection and head split
  %vf = linalg.matmul ins(%x, %wv : tensor<?x1024xbf16>, tensor<1024x1024xbf16>) outs(%f2 : tensor<?x1024xf32>) -> tensor<?x1024xf32>
  %vb = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%vf : tensor<?x1024xf32>) outs(%e2b : tensor<?x1024xbf16>) {
  ^bb0(%a: f32, %out: bf16):
    %c = arith.truncf %a : f32 to bf16
    linalg.yield %c : bf16
  } -> tensor<?x1024xbf16>
  %v4 = tensor.expand_shape %vb [[0, 1], [2, 3]] output_shape [1, %n, 16, 64] : tensor<?x1024xbf16> into tensor<1x?x16x64xbf16>
  %ev4 = tensor.empty(%n) : tensor<1x16x?x64xbf16>
  %vt = linalg.transpose ins(%v4 : tensor<1x?x16x64xbf16>) outs(%ev4 : tensor<1x16x?x64xbf16>) permutation = [0, 2, 1, 3]
  %v3 = tensor.collapse_shape %vt [[0, 1], [2], [3]] : tensor<1x16x?x64xbf16> into tensor<16x?x64xbf16>
  // scores = Q K^T (K transposed by a copy), scaled; softmax; cast
  %ekT = tensor.empty(%n) : tensor<16x64x?xbf16>
  %kT = linalg.transpose ins(%k3 : tensor<16x?x64xbf16>) outs(%ekT : tensor<16x64x?xbf16>) permutation = [0, 2, 1]
  %es = tensor.empty(%n, %n) : tensor<16x?x?xf32>
  %fs = linalg.fill ins(%zero : f32) outs(%es : tensor<16x?x?xf32>) -> tensor<16x?x?xf32>
  %s = linalg.batch_matmul ins(%q3, %kT : tensor<16x?x64xbf16>, tensor<16x64x?xbf16>) outs(%fs : tensor<16x?x?xf32>) -> tensor<16x?x?xf32>
  %ss = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s : tensor<16x?x?xf32>) outs(%es : tensor<16x?x?xf32>) {
  ^bb0(%a: f32, %out: f32):
    %c = arith.mulf %a, %scale : f32
    linalg.yield %c : f32
  } -> tensor<16x?x?xf32>
  %sm = linalg.softmax dimension(2) ins(%ss : tensor<16x?x?xf32>) outs(%es : tensor<16x?x?xf32>) -> tensor<16x?x?xf32>
  %esb = tensor.empty(%n, %n) : tensor<16x?x?xbf16>
  %p = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%sm : tensor<16x?x?xf32>) outs(%esb : tensor<16x?x?xbf16>) {
  ^bb0(%a: f32, %out: bf16):
    %c = arith.truncf %a : f32 to bf16
    linalg.yield %c : bf16
  } -> tensor<16x?x?xbf16>
  // O = P V, cast, head merge
  %eo = tensor.empty(%n) : tensor<16x?x64xf32>
  %fo = linalg.fill ins(%zero : f32) outs(%eo : tensor<16x?x64xf32>) -> tensor<16x?x64xf32>
  %o = linalg.batch_matmul ins(%p, %v3 : tensor<16x?x?xbf16>, tensor<16x?x64xbf16>) outs(%fo : tensor<16x?x64xf32>) -> tensor<16x?x64xf32>
  %eob = tensor.empty(%n) : tensor<16x?x64xbf16>
  %ob = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%o : tensor<16x?x64xf32>) outs(%eob : tensor<16x?x64xbf16>) {
  ^bb0(%a: f32, %o2: bf16):
    %c = arith.truncf %a : f32 to bf16
    linalg.yield %c : bf16
  } -> tensor<16x?x64xbf16>
  %o4 = tensor.expand_shape %ob [[0, 1], [2], [3]] output_shape [1, 16, %n, 64] : tensor<16x?x64xbf16> into tensor<1x16x?x64xbf16>
  %eot = tensor.empty(%n) : tensor<1x?x16x64xbf16>
  %ot = linalg.transpose ins(%o4 : tensor<1x16x?x64xbf16>) outs(%eot : tensor<1x?x16x64xbf16>) permutation = [0, 2, 1, 3]
  %o2 = tensor.collapse_shape %ot [[0, 1], [2, 3]] : tensor<1x?x16x64xbf16> into tensor<?x1024xbf16>
  // output projection
  %yf = linalg.matmul ins(%o2, %wo : tensor<?x1024xbf16>, tensor<1024x1024xbf16>) outs(%f2 : tensor<?x1024xf32>) -> tensor<?x1024xf32>
  %y = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%yf : tensor<?x1024xf32>) outs(%e2b : tensor<?x1024xbf16>) {
  ^bb0(%a: f32, %out: bf16):
    %c = arith.truncf %a : f32 to bf16
    linalg.yield %c : bf16
  } -> tensor<?x1024xbf16>
  return %y : tensor<?x1024xbf16>
}
