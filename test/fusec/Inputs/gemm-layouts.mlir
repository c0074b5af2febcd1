// GEMMs whose operands are stored or sliced in ways that decide whether the
// tensor-core GEMM can take them (test/fusec/gemm-layouts.test).

// A^T B written as torch-mlir lowers `a.t() @ b`: the transpose folds into
// the matmul's map, A is read [k, m] (MN-major).
func.func @at_b(%a: tensor<512x256xbf16>, %b: tensor<512x384xbf16>) -> tensor<256x384xf32> {
  %e = tensor.empty() : tensor<256x512xbf16>
  %at = linalg.transpose ins(%a : tensor<512x256xbf16>) outs(%e : tensor<256x512xbf16>) permutation = [1, 0]
  %z = arith.constant 0.0 : f32
  %o = tensor.empty() : tensor<256x384xf32>
  %f = linalg.fill ins(%z : f32) outs(%o : tensor<256x384xf32>) -> tensor<256x384xf32>
  %r = linalg.matmul ins(%at, %b : tensor<256x512xbf16>, tensor<512x384xbf16>) outs(%f : tensor<256x384xf32>) -> tensor<256x384xf32>
  return %r : tensor<256x384xf32>
}

// A slice starting at column 8: 16-byte aligned, a tensor-core GEMM.
func.func @slice_aligned(%a: tensor<256x520xbf16>, %b: tensor<512x384xbf16>) -> tensor<256x384xf32> {
  %s = tensor.extract_slice %a[0, 8] [256, 512] [1, 1] : tensor<256x520xbf16> to tensor<256x512xbf16>
  %z = arith.constant 0.0 : f32
  %o = tensor.empty() : tensor<256x384xf32>
  %f = linalg.fill ins(%z : f32) outs(%o : tensor<256x384xf32>) -> tensor<256x384xf32>
  %r = linalg.matmul ins(%s, %b : tensor<256x512xbf16>, tensor<512x384xbf16>) outs(%f : tensor<256x384xf32>) -> tensor<256x384xf32>
  return %r : tensor<256x384xf32>
}

// A slice starting at column 3: no 16-byte copies; untiled, and the report
// says why.
func.func @slice_misaligned(%a: tensor<256x520xbf16>, %b: tensor<512x384xbf16>) -> tensor<256x384xf32> {
  %s = tensor.extract_slice %a[0, 3] [256, 512] [1, 1] : tensor<256x520xbf16> to tensor<256x512xbf16>
  %z = arith.constant 0.0 : f32
  %o = tensor.empty() : tensor<256x384xf32>
  %f = linalg.fill ins(%z : f32) outs(%o : tensor<256x384xf32>) -> tensor<256x384xf32>
  %r = linalg.matmul ins(%s, %b : tensor<256x512xbf16>, tensor<512x384xbf16>) outs(%f : tensor<256x384xf32>) -> tensor<256x384xf32>
  return %r : tensor<256x384xf32>
}

// Rows of 100 elements: no row after the first starts on 16 bytes.
func.func @odd_rows(%a: tensor<256x100xbf16>, %b: tensor<100x384xbf16>) -> tensor<256x384xf32> {
  %z = arith.constant 0.0 : f32
  %o = tensor.empty() : tensor<256x384xf32>
  %f = linalg.fill ins(%z : f32) outs(%o : tensor<256x384xf32>) -> tensor<256x384xf32>
  %r = linalg.matmul ins(%a, %b : tensor<256x100xbf16>, tensor<100x384xbf16>) outs(%f : tensor<256x384xf32>) -> tensor<256x384xf32>
  return %r : tensor<256x384xf32>
}

// f32 operands: no 16-bit tensor-core path.
func.func @f32_operands(%a: tensor<256x512xf32>, %b: tensor<512x384xf32>) -> tensor<256x384xf32> {
  %z = arith.constant 0.0 : f32
  %o = tensor.empty() : tensor<256x384xf32>
  %f = linalg.fill ins(%z : f32) outs(%o : tensor<256x384xf32>) -> tensor<256x384xf32>
  %r = linalg.matmul ins(%a, %b : tensor<256x512xf32>, tensor<512x384xf32>) outs(%f : tensor<256x384xf32>) -> tensor<256x384xf32>
  return %r : tensor<256x384xf32>
}
