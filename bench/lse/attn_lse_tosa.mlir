// Attention that also returns its log-sum-exp, as TOSA writes it (the
// rocMLIR / MIGraphX LSE attention test's ops on 3-D bf16 tensors):
// P = exp(S - max) * reciprocal(sum), lse = log(sum) + max.
func.func @attention_lse(%q: tensor<16x1024x128xbf16>, %kt: tensor<16x128x1024xbf16>, %v: tensor<16x1024x128xbf16>) -> (tensor<16x1024x128xbf16>, tensor<16x1024x1xf32>) {
  %z = "tosa.const"() <{values = dense<0.0> : tensor<1xbf16>}> : () -> tensor<1xbf16>
  %sh = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %s = tosa.matmul %q, %kt, %z, %z : (tensor<16x1024x128xbf16>, tensor<16x128x1024xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<16x1024x1024xf32>
  %m = tosa.reduce_max %s {axis = 2 : i32} : (tensor<16x1024x1024xf32>) -> tensor<16x1024x1xf32>
  %d = tosa.sub %s, %m : (tensor<16x1024x1024xf32>, tensor<16x1024x1xf32>) -> tensor<16x1024x1024xf32>
  %e = tosa.exp %d : (tensor<16x1024x1024xf32>) -> tensor<16x1024x1024xf32>
  %l = tosa.reduce_sum %e {axis = 2 : i32} : (tensor<16x1024x1024xf32>) -> tensor<16x1024x1xf32>
  %r = tosa.reciprocal %l : (tensor<16x1024x1xf32>) -> tensor<16x1024x1xf32>
  %p = tosa.mul %e, %r, %sh : (tensor<16x1024x1024xf32>, tensor<16x1024x1xf32>, tensor<1xi8>) -> tensor<16x1024x1024xf32>
  %lg = tosa.log %l : (tensor<16x1024x1xf32>) -> tensor<16x1024x1xf32>
  %lse = tosa.add %lg, %m : (tensor<16x1024x1xf32>, tensor<16x1024x1xf32>) -> tensor<16x1024x1xf32>
  %pb = tosa.cast %p : (tensor<16x1024x1024xf32>) -> tensor<16x1024x1024xbf16>
  %o = tosa.matmul %pb, %v, %z, %z : (tensor<16x1024x1024xbf16>, tensor<16x1024x128xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<16x1024x128xf32>
  %ob = tosa.cast %o : (tensor<16x1024x128xf32>) -> tensor<16x1024x128xbf16>
  return %ob, %lse : tensor<16x1024x128xbf16>, tensor<16x1024x1xf32>
}
