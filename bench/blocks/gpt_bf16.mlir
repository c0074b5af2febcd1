// GPT-style attention block as torch-mlir lowers a bf16 model: B = 2, N = 1024, H = 16, d = 64.
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
func.func @gpt_bf16_block(%x: tensor<2048x1024xbf16>, %wq: tensor<1024x1024xbf16>, %wk: tensor<1024x1024xbf16>, %wv: tensor<1024x1024xbf16>, %wo: tensor<1024x1024xbf16>) -> tensor<2048x1024xbf16> {
  %zero = arith.constant 0.0 : bf16
  %scale = arith.constant 0.125 : bf16
  %e2 = tensor.empty() : tensor<2048x1024xbf16>
  %f2 = linalg.fill ins(%zero : bf16) outs(%e2 : tensor<2048x1024xbf16>) -> tensor<2048x1024xbf16>
  %qb = linalg.matmul ins(%x, %wq : tensor<2048x1024xbf16>, tensor<1024x1024xbf16>) outs(%f2 : tensor<2048x1024xbf16>) -> tensor<2048x1024xbf16>
  %q4 = tensor.expand_shape %qb [[0, 1], [2, 3]] output_shape [2, 1024, 16, 64] : tensor<2048x1024xbf16> into tensor<2x1024x16x64xbf16>
  %eq4 = tensor.empty() : tensor<2x16x1024x64xbf16>
  %qt = linalg.transpose ins(%q4 : tensor<2x1024x16x64xbf16>) outs(%eq4 : tensor<2x16x1024x64xbf16>) permutation = [0, 2, 1, 3]
  %q3 = tensor.collapse_shape %qt [[0, 1], [2], [3]] : tensor<2x16x1024x64xbf16> into tensor<32x1024x64xbf16>
  %kb = linalg.matmul ins(%x, %wk : tensor<2048x1024xbf16>, tensor<1024x1024xbf16>) outs(%f2 : tensor<2048x1024xbf16>) -> tensor<2048x1024xbf16>
  %k4 = tensor.expand_shape %kb [[0, 1], [2, 3]] output_shape [2, 1024, 16, 64] : tensor<2048x1024xbf16> into tensor<2x1024x16x64xbf16>
  %ek4 = tensor.empty() : tensor<2x16x1024x64xbf16>
  %kt = linalg.transpose ins(%k4 : tensor<2x1024x16x64xbf16>) outs(%ek4 : tensor<2x16x1024x64xbf16>) permutation = [0, 2, 1, 3]
  %k3 = tensor.collapse_shape %kt [[0, 1], [2], [3]] : tensor<2x16x1024x64xbf16> into tensor<32x1024x64xbf16>
  %vb = linalg.matmul ins(%x, %wv : tensor<2048x1024xbf16>, tensor<1024x1024xbf16>) outs(%f2 : tensor<2048x1024xbf16>) -> tensor<2048x1024xbf16>
  %v4 = tensor.expand_shape %vb [[0, 1], [2, 3]] output_shape [2, 1024, 16, 64] : tensor<2048x1024xbf16> into tensor<2x1024x16x64xbf16>
  %ev4 = tensor.empty() : tensor<2x16x1024x64xbf16>
  %vt = linalg.transpose ins(%v4 : tensor<2x1024x16x64xbf16>) outs(%ev4 : tensor<2x16x1024x64xbf16>) permutation = [0, 2, 1, 3]
  %v3 = tensor.collapse_shape %vt [[0, 1], [2], [3]] : tensor<2x16x1024x64xbf16> into tensor<32x1024x64xbf16>
  %ekT = tensor.empty() : tensor<32x64x1024xbf16>
  %kT = linalg.transpose ins(%k3 : tensor<32x1024x64xbf16>) outs(%ekT : tensor<32x64x1024xbf16>) permutation = [0, 2, 1]
  %es = tensor.empty() : tensor<32x1024x1024xbf16>
  %fs = linalg.fill ins(%zero : bf16) outs(%es : tensor<32x1024x1024xbf16>) -> tensor<32x1024x1024xbf16>
  %s = linalg.batch_matmul ins(%q3, %kT : tensor<32x1024x64xbf16>, tensor<32x64x1024xbf16>) outs(%fs : tensor<32x1024x1024xbf16>) -> tensor<32x1024x1024xbf16>
  %ss = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s : tensor<32x1024x1024xbf16>) outs(%es : tensor<32x1024x1024xbf16>) {
  ^bb0(%a: bf16, %out: bf16):
    %c = arith.mulf %a, %scale : bf16
    linalg.yield %c : bf16
  } -> tensor<32x1024x1024xbf16>
  %p = linalg.softmax dimension(2) ins(%ss : tensor<32x1024x1024xbf16>) outs(%es : tensor<32x1024x1024xbf16>) -> tensor<32x1024x1024xbf16>
  %eo = tensor.empty() : tensor<32x1024x64xbf16>
  %fo = linalg.fill ins(%zero : bf16) outs(%eo : tensor<32x1024x64xbf16>) -> tensor<32x1024x64xbf16>
  %o = linalg.batch_matmul ins(%p, %v3 : tensor<32x1024x1024xbf16>, tensor<32x1024x64xbf16>) outs(%fo : tensor<32x1024x64xbf16>) -> tensor<32x1024x64xbf16>
  %o4 = tensor.expand_shape %o [[0, 1], [2], [3]] output_shape [2, 16, 1024, 64] : tensor<32x1024x64xbf16> into tensor<2x16x1024x64xbf16>
  %eot = tensor.empty() : tensor<2x1024x16x64xbf16>
  %ot = linalg.transpose ins(%o4 : tensor<2x16x1024x64xbf16>) outs(%eot : tensor<2x1024x16x64xbf16>) permutation = [0, 2, 1, 3]
  %o2 = tensor.collapse_shape %ot [[0, 1], [2, 3]] : tensor<2x1024x16x64xbf16> into tensor<2048x1024xbf16>
  %y = linalg.matmul ins(%o2, %wo : tensor<2048x1024xbf16>, tensor<1024x1024xbf16>) outs(%f2 : tensor<2048x1024xbf16>) -> tensor<2048x1024xbf16>
  return %y : tensor<2048x1024xbf16>
}
