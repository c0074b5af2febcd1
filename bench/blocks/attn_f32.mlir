// Attention in f32 as torch-mlir writes it (K transposed by a copy,
// softmax decomposed into keepdim generics), B*H = 32, N = 2048, d = 64;
// compiled with --f32-precision=bf16 (run_blocks.sh).


#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#tr3 = affine_map<(d0, d1, d2) -> (d0, d2, d1)>
#keep = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
func.func @attention(%q: tensor<32x2048x64xf32>, %k: tensor<32x2048x64xf32>, %v: tensor<32x2048x64xf32>) -> tensor<32x2048x64xf32> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %scale = arith.constant 0.125 : f32
  %ekt = tensor.empty() : tensor<32x64x2048xf32>
  %kt = linalg.generic {indexing_maps = [#tr3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%k : tensor<32x2048x64xf32>) outs(%ekt : tensor<32x64x2048xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<32x64x2048xf32>
  %es = tensor.empty() : tensor<32x2048x2048xf32>
  %fs = linalg.fill ins(%zero : f32) outs(%es : tensor<32x2048x2048xf32>) -> tensor<32x2048x2048xf32>
  %s = linalg.batch_matmul ins(%q, %kt : tensor<32x2048x64xf32>, tensor<32x64x2048xf32>) outs(%fs : tensor<32x2048x2048xf32>) -> tensor<32x2048x2048xf32>
  %x = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s : tensor<32x2048x2048xf32>) outs(%es : tensor<32x2048x2048xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.mulf %in, %scale : f32
    linalg.yield %0 : f32
  } -> tensor<32x2048x2048xf32>
  %er = tensor.empty() : tensor<32x2048x1xf32>
  %fm = linalg.fill ins(%ninf : f32) outs(%er : tensor<32x2048x1xf32>) -> tensor<32x2048x1xf32>
  %m = linalg.generic {indexing_maps = [#id3, #keep], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x : tensor<32x2048x2048xf32>) outs(%fm : tensor<32x2048x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.maximumf %in, %out : f32
    linalg.yield %0 : f32
  } -> tensor<32x2048x1xf32>
  %d = linalg.generic {indexing_maps = [#id3, #keep, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %m : tensor<32x2048x2048xf32>, tensor<32x2048x1xf32>) outs(%es : tensor<32x2048x2048xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %0 = arith.subf %a, %b : f32
    linalg.yield %0 : f32
  } -> tensor<32x2048x2048xf32>
  %e = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%d : tensor<32x2048x2048xf32>) outs(%es : tensor<32x2048x2048xf32>) {
  ^bb0(%a: f32, %out: f32):
    %0 = math.exp %a : f32
    linalg.yield %0 : f32
  } -> tensor<32x2048x2048xf32>
  %fl = linalg.fill ins(%zero : f32) outs(%er : tensor<32x2048x1xf32>) -> tensor<32x2048x1xf32>
  %l = linalg.generic {indexing_maps = [#id3, #keep], iterator_types = ["parallel", "parallel", "reduction"]} ins(%e : tensor<32x2048x2048xf32>) outs(%fl : tensor<32x2048x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.addf %in, %out : f32
    linalg.yield %0 : f32
  } -> tensor<32x2048x1xf32>
  %p = linalg.generic {indexing_maps = [#id3, #keep, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%e, %l : tensor<32x2048x2048xf32>, tensor<32x2048x1xf32>) outs(%es : tensor<32x2048x2048xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %0 = arith.divf %a, %b : f32
    linalg.yield %0 : f32
  } -> tensor<32x2048x2048xf32>
  %eo = tensor.empty() : tensor<32x2048x64xf32>
  %fo = linalg.fill ins(%zero : f32) outs(%eo : tensor<32x2048x64xf32>) -> tensor<32x2048x64xf32>
  %o = linalg.batch_matmul ins(%p, %v : tensor<32x2048x2048xf32>, tensor<32x2048x64xf32>) outs(%fo : tensor<32x2048x64xf32>) -> tensor<32x2048x64xf32>
  return %o : tensor<32x2048x64xf32>
}
