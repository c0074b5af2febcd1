// Prefill on few heads, not causal: 12 heads x 16 row blocks = 192 query
// tiles on 132 SMs (the report's stream-K case).
func.func @attention_d128_few_heads(%q: tensor<1x12x2048x128xbf16>, %k: tensor<1x12x2048x128xbf16>,
                 %v: tensor<1x12x2048x128xbf16>) -> tensor<1x12x2048x128xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.08838834764831843
      : tensor<1x12x2048x128xbf16>, tensor<1x12x2048x128xbf16> -> tensor<1x12x2048x2048xf32>
  %p = fuse.softmax %s axis = 3 : tensor<1x12x2048x2048xf32>
  %o = fuse.matmul %p, %v : tensor<1x12x2048x2048xf32>, tensor<1x12x2048x128xbf16> -> tensor<1x12x2048x128xbf16>
  return %o : tensor<1x12x2048x128xbf16>
}
