// A batched GEMM over 1-D buffers viewed by expand_shape, as MIGraphX
// passes every buffer: the folded maps read the flattened index
// (d0 * 16384 + d2 + d3 * 128 for B), contiguous in the run it copies
// (test/fusec/gemm-layouts.test).
func.func @flat(%a: tensor<65536xbf16>, %b: tensor<65536xbf16>) -> tensor<4x128x128xf32> {
  %av = tensor.expand_shape %a [[0, 1, 2]] output_shape [4, 128, 128] : tensor<65536xbf16> into tensor<4x128x128xbf16>
  %bv = tensor.expand_shape %b [[0, 1, 2]] output_shape [4, 128, 128] : tensor<65536xbf16> into tensor<4x128x128xbf16>
  %z = arith.constant 0.0 : f32
  %o = tensor.empty() : tensor<4x128x128xf32>
  %f = linalg.fill ins(%z : f32) outs(%o : tensor<4x128x128xf32>) -> tensor<4x128x128xf32>
  %r = linalg.batch_matmul ins(%av, %bv : tensor<4x128x128xbf16>, tensor<4x128x128xbf16>) outs(%f : tensor<4x128x128xf32>) -> tensor<4x128x128xf32>
  return %r : tensor<4x128x128xf32>
}
