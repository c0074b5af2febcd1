// GPT MLP as torch-mlir lowers it: M = ? (dynamic) tokens, D = 1024, F = 4096, bf16 in and out,
// f32 accumulation; w1 stored [D, F], w2 stored [D, F] as nn.Linear keeps it ([out, in]) and
// transposed by a copy; bias adds, GELU (tanh form) and the residual as separate generics.
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#tr2 = affine_map<(d0, d1) -> (d1, d0)>
#row = affine_map<(d0, d1) -> (d1)>
func.func @mlp(%x: tensor<?x1024xbf16>, %w1: tensor<1024x4096xbf16>, %b1: tensor<4096xbf16>, %w2: tensor<1024x4096xbf16>, %b2: tensor<1024xbf16>) -> tensor<?x1024xbf16> {
  %i0 = arith.constant 0 : index
  %n = tensor.dim %x, %i0 : tensor<?x1024xbf16>
  %zero = arith.constant 0.0 : f32
  %half = arith.constant 0.5 : f32
  %one = arith.constant 1.0 : f32
  %c0 = arith.constant 0.7978845608028654 : f32
  %c1 = arith.constant 0.044715 : f32
  %eh = tensor.empty(%n) : tensor<?x4096xf32>
  %fh = linalg.fill ins(%zero : f32) outs(%eh : tensor<?x4096xf32>) -> tensor<?x4096xf32>
  %h = linalg.matmul ins(%x, %w1 : tensor<?x1024xbf16>, tensor<1024x4096xbf16>) outs(%fh : tensor<?x4096xf32>) -> tensor<?x4096xf32>
  %hb = linalg.generic {indexing_maps = [#id2, #row, #id2], iterator_types = ["parallel", "parallel"]} ins(%h, %b1 : tensor<?x4096xf32>, tensor<4096xbf16>) outs(%eh : tensor<?x4096xf32>) {
  ^bb0(%a: f32, %b: bf16, %out: f32):
    %be = arith.extf %b : bf16 to f32
    %s = arith.addf %a, %be : f32
    linalg.yield %s : f32
  } -> tensor<?x4096xf32>
  %g = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%hb : tensor<?x4096xf32>) outs(%eh : tensor<?x4096xf32>) {
  ^bb0(%a: f32, %out: f32):
    %a2 = arith.mulf %a, %a : f32
    %a3 = arith.mulf %a2, %a : f32
    %t0 = arith.mulf %a3, %c1 : f32
    %t1 = arith.addf %a, %t0 : f32
    %t2 = arith.mulf %t1, %c0 : f32
    %t3 = math.tanh %t2 : f32
    %t4 = arith.addf %t3, %one : f32
    %t5 = arith.mulf %a, %half : f32
    %t6 = arith.mulf %t5, %t4 : f32
    linalg.yield %t6 : f32
  } -> tensor<?x4096xf32>
  %ehb = tensor.empty(%n) : tensor<?x4096xbf16>
  %gb = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%g : tensor<?x4096xf32>) outs(%ehb : tensor<?x4096xbf16>) {
  ^bb0(%a: f32, %out: bf16):
    %c = arith.truncf %a : f32 to bf16
    linalg.yield %c : bf16
  } -> tensor<?x4096xbf16>
  %ew2 = tensor.empty() : tensor<4096x1024xbf16>
  %w2t = linalg.transpose ins(%w2 : tensor<1024x4096xbf16>) outs(%ew2 : tensor<4096x1024xbf16>) permutation = [1, 0]
  %ey = tensor.empty(%n) : tensor<?x1024xf32>
  %fy = linalg.fill ins(%zero : f32) outs(%ey : tensor<?x1024xf32>) -> tensor<?x1024xf32>
  %y = linalg.matmul ins(%gb, %w2t : tensor<?x4096xbf16>, tensor<4096x1024xbf16>) outs(%fy : tensor<?x1024xf32>) -> tensor<?x1024xf32>
  %yb = linalg.generic {indexing_maps = [#id2, #row, #id2], iterator_types = ["parallel", "parallel"]} ins(%y, %b2 : tensor<?x1024xf32>, tensor<1024xbf16>) outs(%ey : tensor<?x1024xf32>) {
  ^bb0(%a: f32, %b: bf16, %out: f32):
    %be = arith.extf %b : bf16 to f32
    %s = arith.addf %a, %be : f32
    linalg.yield %s : f32
  } -> tensor<?x1024xf32>
  %yr = linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%yb, %x : tensor<?x1024xf32>, tensor<?x1024xbf16>) outs(%ey : tensor<?x1024xf32>) {
  ^bb0(%a: f32, %b: bf16, %out: f32):
    %be = arith.extf %b : bf16 to f32
    %s = arith.addf %a, %be : f32
    linalg.yield %s : f32
  } -> tensor<?x1024xf32>
  %eo = tensor.empty(%n) : tensor<?x1024xbf16>
  %o = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%yr : tensor<?x1024xf32>) outs(%eo : tensor<?x1024xbf16>) {
  ^bb0(%a: f32, %out: bf16):
    %c = arith.truncf %a : f32 to bf16
    linalg.yield %c : bf16
  } -> tensor<?x1024xbf16>
  return %o : tensor<?x1024xbf16>
}
