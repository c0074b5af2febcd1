// RUN: fuse-opt %s --fuse-raise-linalg --mlir-print-local-scope | FileCheck %s
// RUN: fusec %s -o %t.ptx --report=text --report-file=%t.report
// RUN: grep -c "\.entry" %t.ptx | FileCheck %s --check-prefix=KERNELS
// RUN: FileCheck %s --check-prefix=PLAN < %t.report
// KERNELS: {{^}}1{{$}}
// PLAN: decision:          FUSE

// Attention with the named linalg.softmax (bf16 operands, f32 logits): K is
// transposed by the indexing maps of linalg.matmul, P is cast back to bf16
// by a generic before the second matmul.

// CHECK-LABEL: func @attention(
// CHECK-SAME: %[[Q:.+]]: tensor<128x64xbf16>, %[[K:.+]]: tensor<128x64xbf16>, %[[V:.+]]: tensor<128x64xbf16>)
// CHECK-NEXT: %[[S:.+]] = fuse.matmul %[[Q]], %[[K]] transpose_rhs : tensor<128x64xbf16>, tensor<128x64xbf16> -> tensor<128x128xf32>
// CHECK-NEXT: %[[P:.+]] = fuse.softmax %[[S]] axis = 1 : tensor<128x128xf32>
// CHECK-NEXT: %[[PB:.+]] = fuse.map ins(%[[P]] : tensor<128x128xf32>) -> tensor<128x128xbf16> {
// CHECK:        arith.truncf
// CHECK:      %[[O:.+]] = fuse.matmul %[[PB]], %[[V]] : tensor<128x128xbf16>, tensor<128x64xbf16> -> tensor<128x64xf32>
// CHECK-NEXT: return %[[O]]
// CHECK-NOT: linalg.
#qk = affine_map<(i, j, k) -> (i, k)>
#kk = affine_map<(i, j, k) -> (j, k)>
#ij = affine_map<(i, j, k) -> (i, j)>
#id = affine_map<(i, j) -> (i, j)>
func.func @attention(%q: tensor<128x64xbf16>, %k: tensor<128x64xbf16>, %v: tensor<128x64xbf16>) -> tensor<128x64xf32> {
  %zero = arith.constant 0.0 : f32
  %es = tensor.empty() : tensor<128x128xf32>
  %fs = linalg.fill ins(%zero : f32) outs(%es : tensor<128x128xf32>) -> tensor<128x128xf32>
  %s = linalg.matmul indexing_maps = [#qk, #kk, #ij] ins(%q, %k : tensor<128x64xbf16>, tensor<128x64xbf16>) outs(%fs : tensor<128x128xf32>) -> tensor<128x128xf32>
  %p = linalg.softmax dimension(1) ins(%s : tensor<128x128xf32>) outs(%es : tensor<128x128xf32>) -> tensor<128x128xf32>
  %eb = tensor.empty() : tensor<128x128xbf16>
  %pb = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%p : tensor<128x128xf32>) outs(%eb : tensor<128x128xbf16>) {
  ^bb0(%in: f32, %out: bf16):
    %t = arith.truncf %in : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<128x128xbf16>
  %eo = tensor.empty() : tensor<128x64xf32>
  %fo = linalg.fill ins(%zero : f32) outs(%eo : tensor<128x64xf32>) -> tensor<128x64xf32>
  %o = linalg.matmul ins(%pb, %v : tensor<128x128xbf16>, tensor<128x64xbf16>) outs(%fo : tensor<128x64xf32>) -> tensor<128x64xf32>
  return %o : tensor<128x64xf32>
}
