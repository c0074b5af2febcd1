// GPT block with grouped-query attention as torch-mlir lowers it: B = 1, N = ? (dynamic), Hq = 16, Hkv = 4, d = 64, bf16, causal.
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#rep_in = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, 0, d3, d4)>
#id5 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
func.func @gqa_block(%x: tensor<?x1024xbf16>, %wq: tensor<1024x1024xbf16>, %wk: tensor<1024x256xbf16>, %wv: tensor<1024x256xbf16>, %wo: tensor<1024x1024xbf16>) -> tensor<?x1024xbf16> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %x, %c0 : tensor<?x1024xbf16>
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %scale = arith.constant 0.125 : f32
  // Q projection [N x 1024] x [1024 x 1024] and head split
  %eqf = tensor.empty(%n) : tensor<?x1024xf32>
  %zqf = linalg.fill ins(%zero : f32) outs(%eqf : tensor<?x1024xf32>) -> tensor<?x1024xf32>
  %qf = linalg.matmul ins(%x, %wq : tensor<?x1024xbf16>, tensor<1024x1024xbf16>) outs(%zqf : tensor<?x1024xf32>) -> tensor<?x1024xf32>
  %eqb = tensor.empty(%n) : tensor<?x1024xbf16>
  %qb = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%qf : tensor<?x1024xf32>) outs(%eqb : tensor<?x1024xbf16>) {
  ^bb0(%a: f32, %out: bf16):
    %c = arith.truncf %a : f32 to bf16
    linalg.yield %c : bf16
  } -> tensor<?x1024xbf16>
  %q4 = tensor.expand_shape %qb [[0, 1], [2, 3]] output_shape [1, %n, 16, 64] : tensor<?x1024xbf16> into tensor<1x?x16x64xbf16>
  %eq4 = tensor.empty(%n) : tensor<1x16x?x64xbf16>
  %qt = linalg.transpose ins(%q4 : tensor<1x?x16x64xbf16>) outs(%eq4 : tensor<1x16x?x64xbf16>) permutation = [0, 2, 1, 3]
  %q3 = tensor.collapse_shape %qt [[0, 1], [2], [3]] : tensor<1x16x?x64xbf16> into tensor<16x?x64xbf16>
  // K projection [N x 1024] x [1024 x 256] and head split
  %ekf = tensor.empty(%n) : tensor<?x256xf32>
  %zkf = linalg.fill ins(%zero : f32) outs(%ekf : tensor<?x256xf32>) -> tensor<?x256xf32>
  %kf = linalg.matmul ins(%x, %wk : tensor<?x1024xbf16>, tensor<1024x256xbf16>) outs(%zkf : tensor<?x256xf32>) -> tensor<?x256xf32>
  %ekb = tensor.empty(%n) : tensor<?x256xbf16>
  %kb = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%kf : tensor<?x256xf32>) outs(%ekb : tensor<?x256xbf16>) {
  ^bb0(%a: f32, %out: bf16):
    %c = arith.truncf %a : f32 to bf16
    linalg.yield %c : bf16
  } -> tensor<?x256xbf16>
  %k4 = tensor.expand_shape %kb [[0, 1], [2, 3]] output_shape [1, %n, 4, 64] : tensor<?x256xbf16> into tensor<1x?x4x64xbf16>
  %ek4 = tensor.empty(%n) : tensor<1x4x?x64xbf16>
  %kt = linalg.transpose ins(%k4 : tensor<1x?x4x64xbf16>) outs(%ek4 : tensor<1x4x?x64xbf16>) permutation = [0, 2, 1, 3]
  // repeat_interleave(k, 4, dim=1): unsqueeze(2), expand, flatten(1, 2)
  %ku = tensor.expand_shape %kt [[0], [1, 2], [3], [4]] output_shape [1, 4, 1, %n, 64] : tensor<1x4x?x64xbf16> into tensor<1x4x1x?x64xbf16>
  %ekx = tensor.empty(%n) : tensor<1x4x4x?x64xbf16>
  %kx = linalg.generic {indexing_maps = [#rep_in, #id5], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%ku : tensor<1x4x1x?x64xbf16>) outs(%ekx : tensor<1x4x4x?x64xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    linalg.yield %in : bf16
  } -> tensor<1x4x4x?x64xbf16>
  %kr = tensor.collapse_shape %kx [[0], [1, 2], [3], [4]] : tensor<1x4x4x?x64xbf16> into tensor<1x16x?x64xbf16>
  %k3 = tensor.collapse_shape %kr [[0, 1], [2], [3]] : tensor<1x16x?x64xbf16> into tensor<16x?x64xbf16>
  // V projection [N x 1024] x [1024 x 256] and head split
  %evf = tensor.empty(%n) : tensor<?x256xf32>
  %zvf = linalg.fill ins(%zero : f32) outs(%evf : tensor<?x256xf32>) -> tensor<?x256xf32>
  %vf = linalg.matmul ins(%x, %wv : tensor<?x1024xbf16>, tensor<1024x256xbf16>) outs(%zvf : tensor<?x256xf32>) -> tensor<?x256xf32>
  %evb = tensor.empty(%n) : tensor<?x256xbf16>
  %vb = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%vf : tensor<?x256xf32>) outs(%evb : tensor<?x256xbf16>) {
  ^bb0(%a: f32, %out: bf16):
    %c = arith.truncf %a : f32 to bf16
    linalg.yield %c : bf16
  } -> tensor<?x256xbf16>
  %v4 = tensor.expand_shape %vb [[0, 1], [2, 3]] output_shape [1, %n, 4, 64] : tensor<?x256xbf16> into tensor<1x?x4x64xbf16>
  %ev4 = tensor.empty(%n) : tensor<1x4x?x64xbf16>
  %vt = linalg.transpose ins(%v4 : tensor<1x?x4x64xbf16>) outs(%ev4 : tensor<1x4x?x64xbf16>) permutation = [0, 2, 1, 3]
  // repeat_interleave(v, 4, dim=1): unsqueeze(2), expand, flatten(1, 2)
  %vu = tensor.expand_shape %vt [[0], [1, 2], [3], [4]] output_shape [1, 4, 1, %n, 64] : tensor<1x4x?x64xbf16> into tensor<1x4x1x?x64xbf16>
  %evx = tensor.empty(%n) : tensor<1x4x4x?x64xbf16>
  %vx = linalg.generic {indexing_maps = [#rep_in, #id5], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%vu : tensor<1x4x1x?x64xbf16>) outs(%evx : tensor<1x4x4x?x64xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    linalg.yield %in : bf16
  } -> tensor<1x4x4x?x64xbf16>
  %vr = tensor.collapse_shape %vx [[0], [1, 2], [3], [4]] : tensor<1x4x4x?x64xbf16> into tensor<1x16x?x64xbf16>
  %v3 = tensor.collapse_shape %vr [[0, 1], [2], [3]] : tensor<1x16x?x64xbf16> into tensor<16x?x64xbf16>
  // scores = Q K^T, scaled, causal mask select(i >= j, s, -inf); softmax; cast
  %ekT = tensor.empty(%n) : tensor<16x64x?xbf16>
  %kT = linalg.transpose ins(%k3 : tensor<16x?x64xbf16>) outs(%ekT : tensor<16x64x?xbf16>) permutation = [0, 2, 1]
  %es = tensor.empty(%n, %n) : tensor<16x?x?xf32>
  %fs = linalg.fill ins(%zero : f32) outs(%es : tensor<16x?x?xf32>) -> tensor<16x?x?xf32>
  %s = linalg.batch_matmul ins(%q3, %kT : tensor<16x?x64xbf16>, tensor<16x64x?xbf16>) outs(%fs : tensor<16x?x?xf32>) -> tensor<16x?x?xf32>
  %ss = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s : tensor<16x?x?xf32>) outs(%es : tensor<16x?x?xf32>) {
  ^bb0(%a: f32, %out: f32):
    %i = linalg.index 1 : index
    %j = linalg.index 2 : index
    %c = arith.mulf %a, %scale : f32
    %keep = arith.cmpi uge, %i, %j : index
    %m = arith.select %keep, %c, %ninf : f32
    linalg.yield %m : f32
  } -> tensor<16x?x?xf32>
  %sm = linalg.softmax dimension(2) ins(%ss : tensor<16x?x?xf32>) outs(%es : tensor<16x?x?xf32>) -> tensor<16x?x?xf32>
  %esb = tensor.empty(%n, %n) : tensor<16x?x?xbf16>
  %p = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%sm : tensor<16x?x?xf32>) outs(%esb : tensor<16x?x?xbf16>) {
  ^bb0(%a: f32, %out: bf16):
    %c = arith.truncf %a : f32 to bf16
    linalg.yield %c : bf16
  } -> tensor<16x?x?xbf16>
  // O = P V, cast, head merge, output projection
  %eo = tensor.empty(%n) : tensor<16x?x64xf32>
  %fo = linalg.fill ins(%zero : f32) outs(%eo : tensor<16x?x64xf32>) -> tensor<16x?x64xf32>
  %o = linalg.batch_matmul ins(%p, %v3 : tensor<16x?x?xbf16>, tensor<16x?x64xbf16>) outs(%fo : tensor<16x?x64xf32>) -> tensor<16x?x64xf32>
  %eob = tensor.empty(%n) : tensor<16x?x64xbf16>
  %ob = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%o : tensor<16x?x64xf32>) outs(%eob : tensor<16x?x64xbf16>) {
  ^bb0(%a: f32, %out: bf16):
    %c = arith.truncf %a : f32 to bf16
    linalg.yield %c : bf16
  } -> tensor<16x?x64xbf16>
  %o4 = tensor.expand_shape %ob [[0, 1], [2], [3]] output_shape [1, 16, %n, 64] : tensor<16x?x64xbf16> into tensor<1x16x?x64xbf16>
  %eot = tensor.empty(%n) : tensor<1x?x16x64xbf16>
  %ot = linalg.transpose ins(%o4 : tensor<1x16x?x64xbf16>) outs(%eot : tensor<1x?x16x64xbf16>) permutation = [0, 2, 1, 3]
  %o2 = tensor.collapse_shape %ot [[0, 1], [2, 3]] : tensor<1x?x16x64xbf16> into tensor<?x1024xbf16>
  %ey = tensor.empty(%n) : tensor<?x1024xf32>
  %zy = linalg.fill ins(%zero : f32) outs(%ey : tensor<?x1024xf32>) -> tensor<?x1024xf32>
  %yf = linalg.matmul ins(%o2, %wo : tensor<?x1024xbf16>, tensor<1024x1024xbf16>) outs(%zy : tensor<?x1024xf32>) -> tensor<?x1024xf32>
  %eyb = tensor.empty(%n) : tensor<?x1024xbf16>
  %y = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%yf : tensor<?x1024xf32>) outs(%eyb : tensor<?x1024xbf16>) {
  ^bb0(%a: f32, %out: bf16):
    %c = arith.truncf %a : f32 to bf16
    linalg.yield %c : bf16
  } -> tensor<?x1024xbf16>
  return %y : tensor<?x1024xbf16>
}
