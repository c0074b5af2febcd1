func.func @chk_gemm_batched_bt(%a: tensor<3x200x96xf16>, %b: tensor<3x136x96xf16>) -> tensor<3x200x136xf32> {
  %c = fuse.matmul %a, %b transpose_rhs : tensor<3x200x96xf16>, tensor<3x136x96xf16> -> tensor<3x200x136xf32>
  return %c : tensor<3x200x136xf32>
}
