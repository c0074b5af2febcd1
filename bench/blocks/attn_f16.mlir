// Attention with its softmax computed in f16, as torch-mlir decomposes F.softmax
// on half tensors (max, sub + exp, sum, div generics in f16, both batch_matmuls
// into f16): B*H = 32, N = 1024, d = 64.
#m3 = affine_map<(b, i, j) -> (b, i, j)>
#mr = affine_map<(b, i, j) -> (b, i)>
func.func @attention(%q: tensor<32x1024x64xf16>, %k: tensor<32x1024x64xf16>, %v: tensor<32x1024x64xf16>) -> tensor<32x1024x64xf16> {
  %zero = arith.constant 0.0 : f16
  %ninf = arith.constant 0xFC00 : f16
  %ekT = tensor.empty() : tensor<32x64x1024xf16>
  %kT = linalg.transpose ins(%k : tensor<32x1024x64xf16>) outs(%ekT : tensor<32x64x1024xf16>) permutation = [0, 2, 1]
  %es = tensor.empty() : tensor<32x1024x1024xf16>
  %fs = linalg.fill ins(%zero : f16) outs(%es : tensor<32x1024x1024xf16>) -> tensor<32x1024x1024xf16>
  %s = linalg.batch_matmul ins(%q, %kT : tensor<32x1024x64xf16>, tensor<32x64x1024xf16>) outs(%fs : tensor<32x1024x1024xf16>) -> tensor<32x1024x1024xf16>
  %r0 = tensor.empty() : tensor<32x1024xf16>
  %mf = linalg.fill ins(%ninf : f16) outs(%r0 : tensor<32x1024xf16>) -> tensor<32x1024xf16>
  %mx = linalg.generic {indexing_maps = [#m3, #mr], iterator_types = ["parallel", "parallel", "reduction"]} ins(%s : tensor<32x1024x1024xf16>) outs(%mf : tensor<32x1024xf16>) {
  ^bb0(%x: f16, %a: f16):
    %y = arith.maximumf %x, %a : f16
    linalg.yield %y : f16
  } -> tensor<32x1024xf16>
  %e = linalg.generic {indexing_maps = [#m3, #mr, #m3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s, %mx : tensor<32x1024x1024xf16>, tensor<32x1024xf16>) outs(%es : tensor<32x1024x1024xf16>) {
  ^bb0(%x: f16, %m: f16, %o: f16):
    %d = arith.subf %x, %m : f16
    %y = math.exp %d : f16
    linalg.yield %y : f16
  } -> tensor<32x1024x1024xf16>
  %sf = linalg.fill ins(%zero : f16) outs(%r0 : tensor<32x1024xf16>) -> tensor<32x1024xf16>
  %sum = linalg.generic {indexing_maps = [#m3, #mr], iterator_types = ["parallel", "parallel", "reduction"]} ins(%e : tensor<32x1024x1024xf16>) outs(%sf : tensor<32x1024xf16>) {
  ^bb0(%x: f16, %a: f16):
    %y = arith.addf %x, %a : f16
    linalg.yield %y : f16
  } -> tensor<32x1024xf16>
  %p = linalg.generic {indexing_maps = [#m3, #mr, #m3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%e, %sum : tensor<32x1024x1024xf16>, tensor<32x1024xf16>) outs(%es : tensor<32x1024x1024xf16>) {
  ^bb0(%x: f16, %l: f16, %o: f16):
    %y = arith.divf %x, %l : f16
    linalg.yield %y : f16
  } -> tensor<32x1024x1024xf16>
  %eo = tensor.empty() : tensor<32x1024x64xf16>
  %fo = linalg.fill ins(%zero : f16) outs(%eo : tensor<32x1024x64xf16>) -> tensor<32x1024x64xf16>
  %o = linalg.batch_matmul ins(%p, %v : tensor<32x1024x1024xf16>, tensor<32x1024x64xf16>) outs(%fo : tensor<32x1024x64xf16>) -> tensor<32x1024x64xf16>
  return %o : tensor<32x1024x64xf16>
}
