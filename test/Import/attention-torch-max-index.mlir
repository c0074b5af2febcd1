// REQUIRES: libdevice
// RUN: fuse-opt %s --fuse-raise-linalg --mlir-print-local-scope | FileCheck %s
// RUN: fusec %s --fuse-policy=always -o %t.ptx --report=text --report-file=%t.report
// RUN: grep -c "\.entry" %t.ptx | FileCheck %s --check-prefix=KERNELS
// RUN: FileCheck %s --check-prefix=PLAN < %t.report
// (--fuse-policy=always: the planner leaves f32 chains to gemm_simt GEMMs;
// the chain the importer forms is what this test checks.)
// KERNELS: {{^}}1{{$}}
// PLAN: (attention)
// PLAN: decision:          FUSE

// torch-mlir decomposes softmax with aten.max.dim, which lowers to one
// linalg.generic computing the maximum (f32) and its index (i64, compare and
// select). Softmax never reads the index: the unread result is dropped and
// the maximum raises to a #fuse.max aggregate; the attention is one kernel.

// CHECK-LABEL: func @attention(
// CHECK-NEXT: %[[S:.+]] = fuse.matmul
// CHECK-NEXT: %[[M:.+]] = fuse.aggregate #fuse.max dims [d0 = 2, d1 = 8, d2 = 128, d3 = 128] reduce [d3] ins(%[[S]] : tensor<2x8x128x128xf32>) {{.*}} -> tensor<2x8x128xf32> {
// CHECK-NEXT: ^bb0(%[[X:.+]]: f32):
// CHECK-NEXT:   fuse.yield %[[X]] : f32
// CHECK-NEXT: }
// CHECK-NOT: i64
// CHECK-NOT: linalg.
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#tr4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>
#red = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
func.func @attention(%q: tensor<2x8x128x64xf32>, %k: tensor<2x8x128x64xf32>, %v: tensor<2x8x128x64xf32>) -> tensor<2x8x128x64xf32> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %e0 = tensor.empty() : tensor<2x8x64x128xf32>
  %kt = linalg.generic {indexing_maps = [#tr4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%k : tensor<2x8x128x64xf32>) outs(%e0 : tensor<2x8x64x128xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<2x8x64x128xf32>
  %qc = tensor.collapse_shape %q [[0, 1], [2], [3]] : tensor<2x8x128x64xf32> into tensor<16x128x64xf32>
  %kc = tensor.collapse_shape %kt [[0, 1], [2], [3]] : tensor<2x8x64x128xf32> into tensor<16x64x128xf32>
  %e1 = tensor.empty() : tensor<16x128x128xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<16x128x128xf32>) -> tensor<16x128x128xf32>
  %s = linalg.batch_matmul ins(%qc, %kc : tensor<16x128x64xf32>, tensor<16x64x128xf32>) outs(%f1 : tensor<16x128x128xf32>) -> tensor<16x128x128xf32>
  %se = tensor.expand_shape %s [[0, 1], [2], [3]] output_shape [2, 8, 128, 128] : tensor<16x128x128xf32> into tensor<2x8x128x128xf32>
  %e2 = tensor.empty() : tensor<2x8x128x1xf32>
  %f2 = linalg.fill ins(%ninf : f32) outs(%e2 : tensor<2x8x128x1xf32>) -> tensor<2x8x128x1xf32>
  %c0_i64 = arith.constant 0 : i64
  %ei = tensor.empty() : tensor<2x8x128x1xi64>
  %fi = linalg.fill ins(%c0_i64 : i64) outs(%ei : tensor<2x8x128x1xi64>) -> tensor<2x8x128x1xi64>
  %m:2 = linalg.generic {indexing_maps = [#id4, #red, #red], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%se : tensor<2x8x128x128xf32>) outs(%f2, %fi : tensor<2x8x128x1xf32>, tensor<2x8x128x1xi64>) {
  ^bb0(%in: f32, %out: f32, %out_0: i64):
    %idx = linalg.index 3 : index
    %idx64 = arith.index_cast %idx : index to i64
    %0 = arith.maximumf %in, %out : f32
    %1 = arith.cmpf ogt, %in, %out : f32
    %2 = arith.select %1, %idx64, %out_0 : i64
    linalg.yield %0, %2 : f32, i64
  } -> (tensor<2x8x128x1xf32>, tensor<2x8x128x1xi64>)
  %e3 = tensor.empty() : tensor<2x8x128x128xf32>
  %sub = linalg.generic {indexing_maps = [#id4, #red, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%se, %m#0 : tensor<2x8x128x128xf32>, tensor<2x8x128x1xf32>) outs(%e3 : tensor<2x8x128x128xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %0 = arith.subf %a, %b : f32
    linalg.yield %0 : f32
  } -> tensor<2x8x128x128xf32>
  %exp = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%sub : tensor<2x8x128x128xf32>) outs(%e3 : tensor<2x8x128x128xf32>) {
  ^bb0(%a: f32, %out: f32):
    %0 = math.exp %a : f32
    linalg.yield %0 : f32
  } -> tensor<2x8x128x128xf32>
  %f3 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<2x8x128x1xf32>) -> tensor<2x8x128x1xf32>
  %sum = linalg.generic {indexing_maps = [#id4, #red], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%exp : tensor<2x8x128x128xf32>) outs(%f3 : tensor<2x8x128x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.addf %in, %out : f32
    linalg.yield %0 : f32
  } -> tensor<2x8x128x1xf32>
  %p = linalg.generic {indexing_maps = [#id4, #red, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%exp, %sum : tensor<2x8x128x128xf32>, tensor<2x8x128x1xf32>) outs(%e3 : tensor<2x8x128x128xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %0 = arith.divf %a, %b : f32
    linalg.yield %0 : f32
  } -> tensor<2x8x128x128xf32>
  %pc = tensor.collapse_shape %p [[0, 1], [2], [3]] : tensor<2x8x128x128xf32> into tensor<16x128x128xf32>
  %vc = tensor.collapse_shape %v [[0, 1], [2], [3]] : tensor<2x8x128x64xf32> into tensor<16x128x64xf32>
  %e4 = tensor.empty() : tensor<16x128x64xf32>
  %f4 = linalg.fill ins(%zero : f32) outs(%e4 : tensor<16x128x64xf32>) -> tensor<16x128x64xf32>
  %o = linalg.batch_matmul ins(%pc, %vc : tensor<16x128x128xf32>, tensor<16x128x64xf32>) outs(%f4 : tensor<16x128x64xf32>) -> tensor<16x128x64xf32>
  %oe = tensor.expand_shape %o [[0, 1], [2], [3]] output_shape [2, 8, 128, 64] : tensor<16x128x64xf32> into tensor<2x8x128x64xf32>
  return %oe : tensor<2x8x128x64xf32>
}
