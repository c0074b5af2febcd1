func.func @chk_gemm_m1000_k512_n520(%a: tensor<1x1000x512xbf16>, %b: tensor<1x512x520xbf16>) -> tensor<1x1000x520xbf16> {
  %c = fuse.matmul %a, %b scale 0.5 : tensor<1x1000x512xbf16>, tensor<1x512x520xbf16> -> tensor<1x1000x520xbf16>
  return %c : tensor<1x1000x520xbf16>
}
