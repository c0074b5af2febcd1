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

// Attention whose matmuls run on [heads, N, d] while softmax runs on a
// 4-D tensor with a size-1 batch added by tensor.expand_shape (and removed
// again by tensor.collapse_shape before the second matmul). The softmax ops'
// unit batch dimension, which no input reads, is left out of their
// aggregates, so they range over the matmuls' dimensions.

// CHECK-LABEL: func @attention(
// CHECK-NEXT: %[[S:.+]] = fuse.matmul %{{.+}}, %{{.+}} transpose_rhs : tensor<8x128x64xf32>, tensor<8x128x64xf32> -> tensor<8x128x128xf32>
// CHECK-NEXT: %[[M:.+]] = fuse.aggregate #fuse.max dims [d0 = 8, d1 = 128, d2 = 128] reduce [d2] ins(%[[S]] : tensor<8x128x128xf32>) maps [affine_map<(d0, d1, d2) -> (d0, d1, d2)>] -> tensor<8x128xf32> {
// CHECK:      %[[L:.+]] = fuse.aggregate #fuse.add dims [d0 = 8, d1 = 128, d2 = 128] reduce [d2] ins(%[[S]], %[[M]] : tensor<8x128x128xf32>, tensor<8x128xf32>) maps [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] -> tensor<8x128xf32> {
// CHECK:      %[[P:.+]] = fuse.aggregate #fuse.add dims [d0 = 8, d1 = 128, d2 = 128] reduce [] ins(%[[S]], %[[M]], %[[L]] : {{.*}} -> tensor<8x128x128xf32> {
// CHECK:      %[[O:.+]] = fuse.matmul %[[P]], %{{.+}} : tensor<8x128x128xf32>, tensor<8x128x64xf32> -> tensor<8x128x64xf32>
// CHECK-NEXT: return %[[O]]
// CHECK-NOT: tensor.
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#tr3 = affine_map<(d0, d1, d2) -> (d0, d2, d1)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#tr4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>
#red = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#z4 = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>
#zred = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, 0)>
func.func @attention(%q: tensor<8x128x64xf32>, %k: tensor<8x128x64xf32>, %v: tensor<8x128x64xf32>) -> tensor<8x128x64xf32> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %e0 = tensor.empty() : tensor<8x64x128xf32>
  %kt = linalg.generic {indexing_maps = [#tr3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%k : tensor<8x128x64xf32>) outs(%e0 : tensor<8x64x128xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<8x64x128xf32>
  %e1 = tensor.empty() : tensor<8x128x128xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<8x128x128xf32>) -> tensor<8x128x128xf32>
  %s = linalg.batch_matmul ins(%q, %kt : tensor<8x128x64xf32>, tensor<8x64x128xf32>) outs(%f1 : tensor<8x128x128xf32>) -> tensor<8x128x128xf32>
  %se = tensor.expand_shape %s [[0, 1], [2], [3]] output_shape [1, 8, 128, 128] : tensor<8x128x128xf32> into tensor<1x8x128x128xf32>
  %e2 = tensor.empty() : tensor<1x8x128x1xf32>
  %f2 = linalg.fill ins(%ninf : f32) outs(%e2 : tensor<1x8x128x1xf32>) -> tensor<1x8x128x1xf32>
  %m = linalg.generic {indexing_maps = [#id4, #red], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%se : tensor<1x8x128x128xf32>) outs(%f2 : tensor<1x8x128x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.maximumf %in, %out : f32
    linalg.yield %0 : f32
  } -> tensor<1x8x128x1xf32>
  %e3 = tensor.empty() : tensor<1x8x128x128xf32>
  %sub = linalg.generic {indexing_maps = [#z4, #zred, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%se, %m : tensor<1x8x128x128xf32>, tensor<1x8x128x1xf32>) outs(%e3 : tensor<1x8x128x128xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %0 = arith.subf %a, %b : f32
    linalg.yield %0 : f32
  } -> tensor<1x8x128x128xf32>
  %exp = linalg.generic {indexing_maps = [#z4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%sub : tensor<1x8x128x128xf32>) outs(%e3 : tensor<1x8x128x128xf32>) {
  ^bb0(%a: f32, %out: f32):
    %0 = math.exp %a : f32
    linalg.yield %0 : f32
  } -> tensor<1x8x128x128xf32>
  %f3 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<1x8x128x1xf32>) -> tensor<1x8x128x1xf32>
  %sum = linalg.generic {indexing_maps = [#id4, #red], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%exp : tensor<1x8x128x128xf32>) outs(%f3 : tensor<1x8x128x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.addf %in, %out : f32
    linalg.yield %0 : f32
  } -> tensor<1x8x128x1xf32>
  %p = linalg.generic {indexing_maps = [#z4, #zred, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%exp, %sum : tensor<1x8x128x128xf32>, tensor<1x8x128x1xf32>) outs(%e3 : tensor<1x8x128x128xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %0 = arith.divf %a, %b : f32
    linalg.yield %0 : f32
  } -> tensor<1x8x128x128xf32>
  %pc = tensor.collapse_shape %p [[0, 1], [2], [3]] : tensor<1x8x128x128xf32> into tensor<8x128x128xf32>
  %e4 = tensor.empty() : tensor<8x128x64xf32>
  %f4 = linalg.fill ins(%zero : f32) outs(%e4 : tensor<8x128x64xf32>) -> tensor<8x128x64xf32>
  %o = linalg.batch_matmul ins(%pc, %v : tensor<8x128x128xf32>, tensor<8x128x64xf32>) outs(%f4 : tensor<8x128x64xf32>) -> tensor<8x128x64xf32>
  return %o : tensor<8x128x64xf32>
}
