// f32 GEMMs in the layouts frontends write, at sizes that leave partial
// tiles (m = 200 or 520, n = 136, k = 72), compiled with
// --f32-precision=tf32 by test/fusec/gemm-tf32.test and checked on the GPU
// by bench/tf32/run_tf32.sh.

// x W^T + b, as torch-mlir lowers nn.Linear: W is read [n, k] (k-major),
// the bias is the GEMM's epilogue.
func.func @linear(%x: tensor<200x72xf32>, %w: tensor<136x72xf32>, %bias: tensor<136xf32>) -> tensor<200x136xf32> {
  %e = tensor.empty() : tensor<72x136xf32>
  %wt = linalg.transpose ins(%w : tensor<136x72xf32>) outs(%e : tensor<72x136xf32>) permutation = [1, 0]
  %z = arith.constant 0.0 : f32
  %o = tensor.empty() : tensor<200x136xf32>
  %f = linalg.fill ins(%z : f32) outs(%o : tensor<200x136xf32>) -> tensor<200x136xf32>
  %mm = linalg.matmul ins(%x, %wt : tensor<200x72xf32>, tensor<72x136xf32>) outs(%f : tensor<200x136xf32>) -> tensor<200x136xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mm, %bias : tensor<200x136xf32>, tensor<136xf32>) outs(%o : tensor<200x136xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<200x136xf32>
  return %r : tensor<200x136xf32>
}

// A B with B stored [k, n] (n-major).
func.func @a_b(%a: tensor<200x72xf32>, %b: tensor<72x136xf32>) -> tensor<200x136xf32> {
  %z = arith.constant 0.0 : f32
  %o = tensor.empty() : tensor<200x136xf32>
  %f = linalg.fill ins(%z : f32) outs(%o : tensor<200x136xf32>) -> tensor<200x136xf32>
  %r = linalg.matmul ins(%a, %b : tensor<200x72xf32>, tensor<72x136xf32>) outs(%f : tensor<200x136xf32>) -> tensor<200x136xf32>
  return %r : tensor<200x136xf32>
}

// A^T B: A read [k, m] (m-major).
func.func @at_b(%a: tensor<72x200xf32>, %b: tensor<72x136xf32>) -> tensor<200x136xf32> {
  %e = tensor.empty() : tensor<200x72xf32>
  %at = linalg.transpose ins(%a : tensor<72x200xf32>) outs(%e : tensor<200x72xf32>) permutation = [1, 0]
  %z = arith.constant 0.0 : f32
  %o = tensor.empty() : tensor<200x136xf32>
  %f = linalg.fill ins(%z : f32) outs(%o : tensor<200x136xf32>) -> tensor<200x136xf32>
  %r = linalg.matmul ins(%at, %b : tensor<200x72xf32>, tensor<72x136xf32>) outs(%f : tensor<200x136xf32>) -> tensor<200x136xf32>
  return %r : tensor<200x136xf32>
}

// A batch of 3.
func.func @batched(%a: tensor<3x200x72xf32>, %b: tensor<3x72x136xf32>) -> tensor<3x200x136xf32> {
  %z = arith.constant 0.0 : f32
  %o = tensor.empty() : tensor<3x200x136xf32>
  %f = linalg.fill ins(%z : f32) outs(%o : tensor<3x200x136xf32>) -> tensor<3x200x136xf32>
  %r = linalg.batch_matmul ins(%a, %b : tensor<3x200x72xf32>, tensor<3x72x136xf32>) outs(%f : tensor<3x200x136xf32>) -> tensor<3x200x136xf32>
  return %r : tensor<3x200x136xf32>
}

// A B with 520 rows of A: B is copied k-major first (a transposing copy
// kernel), and the GEMM is wgmma's.
func.func @a_b_tall(%a: tensor<520x72xf32>, %b: tensor<72x136xf32>) -> tensor<520x136xf32> {
  %z = arith.constant 0.0 : f32
  %o = tensor.empty() : tensor<520x136xf32>
  %f = linalg.fill ins(%z : f32) outs(%o : tensor<520x136xf32>) -> tensor<520x136xf32>
  %r = linalg.matmul ins(%a, %b : tensor<520x72xf32>, tensor<72x136xf32>) outs(%f : tensor<520x136xf32>) -> tensor<520x136xf32>
  return %r : tensor<520x136xf32>
}
