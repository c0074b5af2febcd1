// A GPT layer as torch-mlir lowers it: attention (B = 2, N = 1024, H = 16, d = 64), residual, MLP (F = 4096) with its residual; bf16.
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#tr2 = affine_map<(d0, d1) -> (d1, d0)>
#row = affine_map<(d0, d1) -> (d1)>
func.func @gpt_layer(%x: tensor<2048x1024xbf16>, %wq: tensor<1024x1024xbf16>, %wk: tensor<1024x1024xbf16>, %wv: tensor<1024x1024xbf16>, %wo: tensor<1024x1024xbf16>, %w1: tensor<1024x4096xbf16>, %b1: tensor<4096xbf16>, %w2: tensor<1024x4096xbf16>, %b2: tensor<1024xbf16>) -> tensor<2048x1024xbf16> {
  %zero = arith.constant 0.0 : f32
  %scale = arith.constant 0.125 : f32
  %e2f = tensor.empty() : tensor<2048x1024xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2f : tensor<2048x1024xf32>) -> tensor<2048x1024xf32>
  %e2b = tensor.empty() : tensor<2048x1024xbf16>
  // Q projection and head split
  %qf = linalg.matmul ins(%x, %wq : tensor<2048x1024xbf16>, tensor<1024x1024xbf16>) outs(%f2 : tensor<2048x1024xf32>) -> tensor<2048x1024xf32>
  %qb = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%qf : tensor<2048x1024xf32>) outs(%e2b : tensor<2048x1024xbf16>) {
  ^bb0(%a: f32, %out: bf16):
    %c = arith.truncf %a : f32 to bf16
    linalg.yield %c : bf16
  } -> tensor<2048x1024xbf16>
  %q4 = tensor.expand_shape %qb [[0, 1], [2, 3]] output_shape [2, 1024, 16, 64] : tensor<2048x1024xbf16> into tensor<2x1024x16x64xbf16>
  %eq4 = tensor.empty() : tensor<2x16x1024x64xbf16>
  %qt = linalg.transpose ins(%q4 : tensor<2x1024x16x64xbf16>) outs(%eq4 : tensor<2x16x1024x64xbf16>) permutation = [0, 2, 1, 3]
  %q3 = tensor.collapse_shape %qt [[0, 1], [2], [3]] : tensor<2x16x1024x64xbf16> into tensor<32x1024x64xbf16>
  // K projection and head split
  %kf = linalg.matmul ins(%x, %wk : tensor<2048x1024xbf16>, tensor<1024x1024xbf16>) outs(%f2 : tensor<2048x1024xf32>) -> tensor<2048x1024xf32>
  %kb = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%kf : tensor<2048x1024xf32>) outs(%e2b : tensor<2048x1024xbf16>) {
  ^bb0(%a: f32, %out: bf16):
    %c = arith.truncf %a : f32 to bf16
    linalg.yield %c : bf16
  } -> tensor<2048x1024xbf16>
  %k4 = tensor.expand_shape %kb [[0, 1], [2, 3]] output_shape [2, 1024, 16, 64] : tensor<2048x1024xbf16> into tensor<2x1024x16x64xbf16>
  %ek4 = tensor.empty() : tensor<2x16x1024x64xbf16>
  %kt = linalg.transpose ins(%k4 : tensor<2x1024x16x64xbf16>) outs(%ek4 : tensor<2x16x1024x64xbf16>) permutation = [0, 2, 1, 3]
  %k3 = tensor.collapse_shape %kt [[0, 1], [2], [3]] : tensor<2x16x1024x64xbf16> into tensor<32x1024x64xbf16>
  // V projection and head split
  %vf = linalg.matmul ins(%x, %wv : tensor<2048x1024xbf16>, tensor<1024x1024xbf16>) outs(%f2 : tensor<2048x1024xf32>) -> tensor<2048x1024xf32>
  %vb = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%vf : tensor<2048x1024xf32>) outs(%e2b : tensor<2048x1024xbf16>) {
  ^bb0(%a: f32, %out: bf16):
    %c = arith.truncf %a : f32 to bf16
    linalg.yield %c : bf16
  } -> tensor<2048x1024xbf16>
  %v4 = tensor.expand_shape %vb [[0, 1], [2, 3]] output_shape [2, 1024, 16, 64] : tensor<2048x1024xbf16> into tensor<2x1024x16x64xbf16>
  %ev4 = tensor.empty() : tensor<2x16x1024x64xbf16>
  %vt = linalg.transpose ins(%v4 : tensor<2x1024x16x64xbf16>) outs(%ev4 : tensor<2x16x1024x64xbf16>) permutation = [0, 2, 1, 3]
  %v3 = tensor.collapse_shape %vt [[0, 1], [2], [3]] : tensor<2x16x1024x64xbf16> into tensor<32x1024x64xbf16>
  // scores = Q K^T (K transposed by a copy), scaled; softmax; cast
  %ekT = tensor.empty() : tensor<32x64x1024xbf16>
  %kT = linalg.transpose ins(%k3 : tensor<32x1024x64xbf16>) outs(%ekT : tensor<32x64x1024xbf16>) permutation = [0, 2, 1]
  %es = tensor.empty() : tensor<32x1024x1024xf32>
  %fs = linalg.fill ins(%zero : f32) outs(%es : tensor<32x1024x1024xf32>) -> tensor<32x1024x1024xf32>
  %s = linalg.batch_matmul ins(%q3, %kT : tensor<32x1024x64xbf16>, tensor<32x64x1024xbf16>) outs(%fs : tensor<32x1024x1024xf32>) -> tensor<32x1024x1024xf32>
  %ss = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s : tensor<32x1024x1024xf32>) outs(%es : tensor<32x1024x1024xf32>) {
  ^bb0(%a: f32, %out: f32):
    %c = arith.mulf %a, %scale : f32
    linalg.yield %c : f32
  } -> tensor<32x1024x1024xf32>
  %sm = linalg.softmax dimension(2) ins(%ss : tensor<32x1024x1024xf32>) outs(%es : tensor<32x1024x1024xf32>) -> tensor<32x1024x1024xf32>
  %esb = tensor.empty() : tensor<32x1024x1024xbf16>
  %p = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%sm : tensor<32x1024x1024xf32>) outs(%esb : tensor<32x1024x1024xbf16>) {
  ^bb0(%a: f32, %out: bf16):
    %c = arith.truncf %a : f32 to bf16
    linalg.yield %c : bf16
  } -> tensor<32x1024x1024xbf16>
  // O = P V, cast, head merge
  %eo = tensor.empty() : tensor<32x1024x64xf32>
  %fo = linalg.fill ins(%zero : f32) outs(%eo : tensor<32x1024x64xf32>) -> tensor<32x1024x64xf32>
  %o = linalg.batch_matmul ins(%p, %v3 : tensor<32x1024x1024xbf16>, tensor<32x1024x64xbf16>) outs(%fo : tensor<32x1024x64xf32>) -> tensor<32x1024x64xf32>
  %eob = tensor.empty() : tensor<32x1024x64xbf16>
  %ob = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%o : tensor<32x1024x64xf32>) outs(%eob : tensor<32x1024x64xbf16>) {
  ^bb0(%a: f32, %o2: bf16):
    %c = arith.truncf %a : f32 to bf16
    linalg.yield %c : bf16
  } -> tensor<32x1024x64xbf16>
  %o4 = tensor.expand_shape %ob [[0, 1], [2], [3]] output_shape [2, 16, 1024, 64] : tensor<32x1024x64xbf16> into tensor<2x16x1024x64xbf16>
  %eot = tensor.empty() : tensor<2x1024x16x64xbf16>
  %ot = linalg.transpose ins(%o4 : tensor<2x16x1024x64xbf16>) outs(%eot : tensor<2x1024x16x64xbf16>) permutation = [0, 2, 1, 3]
  %o2 = tensor.collapse_shape %ot [[0, 1], [2, 3]] : tensor<2x1024x16x64xbf16> into tensor<2048x1024xbf16>
  // output projection
  %yf = linalg.matmul ins(%o2, %wo : tensor<2048x1024xbf16>, tensor<1024x1024xbf16>) outs(%f2 : tensor<2048x1024xf32>) -> tensor<2048x1024xf32>
  %y = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%yf : tensor<2048x1024xf32>) outs(%e2b : tensor<2048x1024xbf16>) {
  ^bb0(%a: f32, %out: bf16):
    %c = arith.truncf %a : f32 to bf16
    linalg.yield %c : bf16
  } -> tensor<2048x1024xbf16>
  // residual: h1 = x + attention(x)
  %eh1 = tensor.empty() : tensor<2048x1024xbf16>
  %h1 = linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%y, %x : tensor<2048x1024xbf16>, tensor<2048x1024xbf16>) outs(%eh1 : tensor<2048x1024xbf16>) {
  ^bb0(%a: bf16, %b: bf16, %out: bf16):
    %r_a = arith.extf %a : bf16 to f32
    %r_b = arith.extf %b : bf16 to f32
    %r_s = arith.addf %r_a, %r_b : f32
    %r_c = arith.truncf %r_s : f32 to bf16
    linalg.yield %r_c : bf16
  } -> tensor<2048x1024xbf16>
  // MLP on h1, with its residual
  %m_zero = arith.constant 0.0 : f32
  %m_half = arith.constant 0.5 : f32
  %m_one = arith.constant 1.0 : f32
  %m_c0 = arith.constant 0.7978845608028654 : f32
  %m_c1 = arith.constant 0.044715 : f32
  %m_eh = tensor.empty() : tensor<2048x4096xf32>
  %m_fh = linalg.fill ins(%m_zero : f32) outs(%m_eh : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
  %m_h = linalg.matmul ins(%h1, %w1 : tensor<2048x1024xbf16>, tensor<1024x4096xbf16>) outs(%m_fh : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
  %m_hb = linalg.generic {indexing_maps = [#id2, #row, #id2], iterator_types = ["parallel", "parallel"]} ins(%m_h, %b1 : tensor<2048x4096xf32>, tensor<4096xbf16>) outs(%m_eh : tensor<2048x4096xf32>) {
  ^bb0(%m_a: f32, %m_b: bf16, %m_out: f32):
    %m_be = arith.extf %m_b : bf16 to f32
    %m_s = arith.addf %m_a, %m_be : f32
    linalg.yield %m_s : f32
  } -> tensor<2048x4096xf32>
  %m_g = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%m_hb : tensor<2048x4096xf32>) outs(%m_eh : tensor<2048x4096xf32>) {
  ^bb0(%m_a: f32, %m_out: f32):
    %m_a2 = arith.mulf %m_a, %m_a : f32
    %m_a3 = arith.mulf %m_a2, %m_a : f32
    %m_t0 = arith.mulf %m_a3, %m_c1 : f32
    %m_t1 = arith.addf %m_a, %m_t0 : f32
    %m_t2 = arith.mulf %m_t1, %m_c0 : f32
    %m_t3 = math.tanh %m_t2 : f32
    %m_t4 = arith.addf %m_t3, %m_one : f32
    %m_t5 = arith.mulf %m_a, %m_half : f32
    %m_t6 = arith.mulf %m_t5, %m_t4 : f32
    linalg.yield %m_t6 : f32
  } -> tensor<2048x4096xf32>
  %m_ehb = tensor.empty() : tensor<2048x4096xbf16>
  %m_gb = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%m_g : tensor<2048x4096xf32>) outs(%m_ehb : tensor<2048x4096xbf16>) {
  ^bb0(%m_a: f32, %m_out: bf16):
    %m_c = arith.truncf %m_a : f32 to bf16
    linalg.yield %m_c : bf16
  } -> tensor<2048x4096xbf16>
  %m_ew2 = tensor.empty() : tensor<4096x1024xbf16>
  %m_w2t = linalg.transpose ins(%w2 : tensor<1024x4096xbf16>) outs(%m_ew2 : tensor<4096x1024xbf16>) permutation = [1, 0]
  %m_ey = tensor.empty() : tensor<2048x1024xf32>
  %m_fy = linalg.fill ins(%m_zero : f32) outs(%m_ey : tensor<2048x1024xf32>) -> tensor<2048x1024xf32>
  %m_y = linalg.matmul ins(%m_gb, %m_w2t : tensor<2048x4096xbf16>, tensor<4096x1024xbf16>) outs(%m_fy : tensor<2048x1024xf32>) -> tensor<2048x1024xf32>
  %m_yb = linalg.generic {indexing_maps = [#id2, #row, #id2], iterator_types = ["parallel", "parallel"]} ins(%m_y, %b2 : tensor<2048x1024xf32>, tensor<1024xbf16>) outs(%m_ey : tensor<2048x1024xf32>) {
  ^bb0(%m_a: f32, %m_b: bf16, %m_out: f32):
    %m_be = arith.extf %m_b : bf16 to f32
    %m_s = arith.addf %m_a, %m_be : f32
    linalg.yield %m_s : f32
  } -> tensor<2048x1024xf32>
  %m_yr = linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%m_yb, %h1 : tensor<2048x1024xf32>, tensor<2048x1024xbf16>) outs(%m_ey : tensor<2048x1024xf32>) {
  ^bb0(%m_a: f32, %m_b: bf16, %m_out: f32):
    %m_be = arith.extf %m_b : bf16 to f32
    %m_s = arith.addf %m_a, %m_be : f32
    linalg.yield %m_s : f32
  } -> tensor<2048x1024xf32>
  %m_eo = tensor.empty() : tensor<2048x1024xbf16>
  %m_o = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%m_yr : tensor<2048x1024xf32>) outs(%m_eo : tensor<2048x1024xbf16>) {
  ^bb0(%m_a: f32, %m_out: bf16):
    %m_c = arith.truncf %m_a : f32 to bf16
    linalg.yield %m_c : bf16
  } -> tensor<2048x1024xbf16>
  return %m_o : tensor<2048x1024xbf16>
}
