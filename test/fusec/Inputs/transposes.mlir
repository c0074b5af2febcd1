// Transposes as frontends write them (linalg.transpose; a generic reading
// its input permuted, with an elementwise body and a second input read in
// place): each is the tiled_transpose kernel. Sizes leave partial tiles.
// Checked on the GPU against numpy by bench/tf32/check_tf32.py.
func.func @t2d(%x: tensor<200x136xf32>) -> tensor<136x200xf32> {
  %e = tensor.empty() : tensor<136x200xf32>
  %t = linalg.transpose ins(%x : tensor<200x136xf32>) outs(%e : tensor<136x200xf32>) permutation = [1, 0]
  return %t : tensor<136x200xf32>
}
// K stored [B, H, S, D] made [B, H, D, S] (bf16).
func.func @keys_t(%k: tensor<2x3x100x64xbf16>) -> tensor<2x3x64x100xbf16> {
  %e = tensor.empty() : tensor<2x3x64x100xbf16>
  %t = linalg.transpose ins(%k : tensor<2x3x100x64xbf16>) outs(%e : tensor<2x3x64x100xbf16>) permutation = [0, 1, 3, 2]
  return %t : tensor<2x3x64x100xbf16>
}
// out[b, i, j] = x[b, j, i]^2 (f16 in, f32 out) + y[b, i, j].
func.func @square_plus(%x: tensor<4x130x70xf16>, %y: tensor<4x70x130xf32>) -> tensor<4x70x130xf32> {
  %e = tensor.empty() : tensor<4x70x130xf32>
  %t = linalg.generic {indexing_maps = [affine_map<(b, i, j) -> (b, j, i)>, affine_map<(b, i, j) -> (b, i, j)>, affine_map<(b, i, j) -> (b, i, j)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %y : tensor<4x130x70xf16>, tensor<4x70x130xf32>) outs(%e : tensor<4x70x130xf32>) {
  ^bb0(%a: f16, %c: f32, %o: f32):
    %f = arith.extf %a : f16 to f32
    %m = arith.mulf %f, %f : f32
    %s = arith.addf %m, %c : f32
    linalg.yield %s : f32
  } -> tensor<4x70x130xf32>
  return %t : tensor<4x70x130xf32>
}
