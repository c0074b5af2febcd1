func.func @chk_gemm_splitk_k4096(%a: tensor<1x200x4096xbf16>, %b: tensor<1x4096x136xbf16>) -> tensor<1x200x136xbf16> {
  %c = fuse.matmul %a, %b scale 0.5 : tensor<1x200x4096xbf16>, tensor<1x4096x136xbf16> -> tensor<1x200x136xbf16>
  return %c : tensor<1x200x136xbf16>
}
