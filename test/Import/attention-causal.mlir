// RUN: fuse-opt %s --fuse-raise-linalg --mlir-print-local-scope | FileCheck %s
// RUN: fusec %s -o %t.ptx --report=text --report-file=%t.report
// RUN: grep -c "\.entry" %t.ptx | FileCheck %s --check-prefix=KERNELS
// RUN: FileCheck %s --check-prefix=PLAN < %t.report
// KERNELS: {{^}}1{{$}}
// PLAN: decision:          FUSE

// Causal attention: the scale and the mask (keys after the query get -inf,
// from linalg.index and arith.select) in one generic after the logits;
// linalg.softmax; bf16 operands.

// CHECK-LABEL: func @attention(
// CHECK-SAME: %[[Q:.+]]: tensor<4x128x64xbf16>, %[[K:.+]]: tensor<4x128x64xbf16>, %[[V:.+]]: tensor<4x128x64xbf16>)
// CHECK:      %[[S:.+]] = fuse.matmul %[[Q]], %[[K]] transpose_rhs : tensor<4x128x64xbf16>, tensor<4x128x64xbf16> -> tensor<4x128x128xf32>
// CHECK-NEXT: %[[X:.+]] = fuse.map ins(%[[S]] : tensor<4x128x128xf32>) -> tensor<4x128x128xf32> {
// CHECK-NEXT: ^bb0(%[[E:.+]]: f32):
// CHECK-DAG:    %[[I:.+]] = fuse.index 1 : index
// CHECK-DAG:    %[[J:.+]] = fuse.index 2 : index
// CHECK:        %[[AFTER:.+]] = arith.cmpi ugt, %[[J]], %[[I]] : index
// CHECK:        %[[SC:.+]] = arith.mulf %[[E]], %{{.+}} : f32
// CHECK:        %[[R:.+]] = arith.select %[[AFTER]], %{{.+}}, %[[SC]] : f32
// CHECK-NEXT:   fuse.yield %[[R]] : f32
// CHECK:      %[[P:.+]] = fuse.softmax %[[X]] axis = 2 : tensor<4x128x128xf32>
// CHECK-NEXT: %[[PB:.+]] = fuse.map ins(%[[P]] : tensor<4x128x128xf32>) -> tensor<4x128x128xbf16> {
// CHECK:      %[[O:.+]] = fuse.matmul %[[PB]], %[[V]] : tensor<4x128x128xbf16>, tensor<4x128x64xbf16> -> tensor<4x128x64xf32>
// CHECK-NEXT: return %[[O]]
// CHECK-NOT: linalg.
#id = affine_map<(b, i, j) -> (b, i, j)>
#qk = affine_map<(b, i, j, k) -> (b, i, k)>
#kk = affine_map<(b, i, j, k) -> (b, j, k)>
#ij = affine_map<(b, i, j, k) -> (b, i, j)>
func.func @attention(%q: tensor<4x128x64xbf16>, %k: tensor<4x128x64xbf16>, %v: tensor<4x128x64xbf16>) -> tensor<4x128x64xf32> {
  %zero = arith.constant 0.0 : f32
  %es = tensor.empty() : tensor<4x128x128xf32>
  %fs = linalg.fill ins(%zero : f32) outs(%es : tensor<4x128x128xf32>) -> tensor<4x128x128xf32>
  %s = linalg.batch_matmul indexing_maps = [#qk, #kk, #ij] ins(%q, %k : tensor<4x128x64xbf16>, tensor<4x128x64xbf16>) outs(%fs : tensor<4x128x128xf32>) -> tensor<4x128x128xf32>
  %x = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s : tensor<4x128x128xf32>) outs(%es : tensor<4x128x128xf32>) {
  ^bb0(%in: f32, %out: f32):
    %i = linalg.index 1 : index
    %j = linalg.index 2 : index
    %after = arith.cmpi ugt, %j, %i : index
    %scale = arith.constant 0.125 : f32
    %ninf = arith.constant 0xFF800000 : f32
    %sc = arith.mulf %in, %scale : f32
    %r = arith.select %after, %ninf, %sc : f32
    linalg.yield %r : f32
  } -> tensor<4x128x128xf32>
  %p = linalg.softmax dimension(2) ins(%x : tensor<4x128x128xf32>) outs(%es : tensor<4x128x128xf32>) -> tensor<4x128x128xf32>
  %eb = tensor.empty() : tensor<4x128x128xbf16>
  %pb = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%p : tensor<4x128x128xf32>) outs(%eb : tensor<4x128x128xbf16>) {
  ^bb0(%in: f32, %out: bf16):
    %t = arith.truncf %in : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<4x128x128xbf16>
  %eo = tensor.empty() : tensor<4x128x64xf32>
  %fo = linalg.fill ins(%zero : f32) outs(%eo : tensor<4x128x64xf32>) -> tensor<4x128x64xf32>
  %o = linalg.batch_matmul ins(%pb, %v : tensor<4x128x128xbf16>, tensor<4x128x64xbf16>) outs(%fo : tensor<4x128x64xf32>) -> tensor<4x128x64xf32>
  return %o : tensor<4x128x64xf32>
}
