// REQUIRES: libdevice
// RUN: fuse-opt %s --fuse-raise-linalg --mlir-print-local-scope | FileCheck %s
// RUN: fusec %s --fuse-policy=always -o %t.ptx --report=text --report-file=%t.report
// RUN: grep -c "\.entry" %t.ptx | FileCheck %s --check-prefix=KERNELS
// RUN: FileCheck %s --check-prefix=PLAN < %t.report
// (--fuse-policy=always: the planner leaves f32 chains to gemm_simt GEMMs;
// the chain the importer forms is what this test checks.)
// KERNELS: {{^}}1{{$}}
// PLAN: decision:          FUSE

// Grouped-query attention as torch-mlir lowers repeat_interleave: the two
// key/value heads are broadcast to [1, 2, 4, N, d] and collapsed to eight
// heads; the contractions are generics over [1, 8, N, d]. The copies fold
// into the contractions' maps: K and V are read at head `h floordiv 4`, so
// both contractions stay #fuse.add aggregates over (b0, b1, i, j, k).

// CHECK-LABEL: func @attention(
// CHECK-SAME: %[[Q:.+]]: tensor<1x8x128x64xf32>, %[[K:.+]]: tensor<1x2x128x64xf32>, %[[V:.+]]: tensor<1x2x128x64xf32>)
// CHECK-NEXT: %[[S:.+]] = fuse.aggregate #fuse.add dims [b0 = 1, b1 = 8, i = 128, j = 128, k = 64] reduce [k]
// CHECK-SAME: ins(%[[Q]], %[[K]] : tensor<1x8x128x64xf32>, tensor<1x2x128x64xf32>)
// CHECK-SAME: maps [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1 floordiv 4, d3, d4)>] -> tensor<1x8x128x128xf32> {
// CHECK:      %[[P:.+]] = fuse.softmax %[[S]] axis = 3 : tensor<1x8x128x128xf32>
// CHECK-NEXT: %[[O:.+]] = fuse.aggregate #fuse.add dims [b0 = 1, b1 = 8, i = 128, j = 64, k = 128] reduce [k]
// CHECK-SAME: ins(%[[P]], %[[V]] : tensor<1x8x128x128xf32>, tensor<1x2x128x64xf32>)
// CHECK-SAME: maps [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1 floordiv 4, d4, d3)>] -> tensor<1x8x128x64xf32> {
// CHECK:      return %[[O]]
// CHECK-NOT: linalg.
// CHECK-NOT: tensor.
#bc = affine_map<(b, g, r, n, d) -> (b, g, n, d)>
#id5 = affine_map<(b, g, r, n, d) -> (b, g, r, n, d)>
#q = affine_map<(b, h, i, j, k) -> (b, h, i, k)>
#k = affine_map<(b, h, i, j, k) -> (b, h, j, k)>
#s = affine_map<(b, h, i, j, k) -> (b, h, i, j)>
#p = affine_map<(b, h, i, e, j) -> (b, h, i, j)>
#v = affine_map<(b, h, i, e, j) -> (b, h, j, e)>
#o = affine_map<(b, h, i, e, j) -> (b, h, i, e)>
func.func @attention(%q: tensor<1x8x128x64xf32>, %k: tensor<1x2x128x64xf32>, %v: tensor<1x2x128x64xf32>) -> tensor<1x8x128x64xf32> {
  %zero = arith.constant 0.0 : f32
  %eb = tensor.empty() : tensor<1x2x4x128x64xf32>
  %kb = linalg.generic {indexing_maps = [#bc, #id5], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%k : tensor<1x2x128x64xf32>) outs(%eb : tensor<1x2x4x128x64xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<1x2x4x128x64xf32>
  %kr = tensor.collapse_shape %kb [[0], [1, 2], [3], [4]] : tensor<1x2x4x128x64xf32> into tensor<1x8x128x64xf32>
  %vb = linalg.generic {indexing_maps = [#bc, #id5], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%v : tensor<1x2x128x64xf32>) outs(%eb : tensor<1x2x4x128x64xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<1x2x4x128x64xf32>
  %vr = tensor.collapse_shape %vb [[0], [1, 2], [3], [4]] : tensor<1x2x4x128x64xf32> into tensor<1x8x128x64xf32>
  %es = tensor.empty() : tensor<1x8x128x128xf32>
  %fs = linalg.fill ins(%zero : f32) outs(%es : tensor<1x8x128x128xf32>) -> tensor<1x8x128x128xf32>
  %s = linalg.generic {indexing_maps = [#q, #k, #s], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%q, %kr : tensor<1x8x128x64xf32>, tensor<1x8x128x64xf32>) outs(%fs : tensor<1x8x128x128xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<1x8x128x128xf32>
  %pr = linalg.softmax dimension(3) ins(%s : tensor<1x8x128x128xf32>) outs(%es : tensor<1x8x128x128xf32>) -> tensor<1x8x128x128xf32>
  %eo = tensor.empty() : tensor<1x8x128x64xf32>
  %fo = linalg.fill ins(%zero : f32) outs(%eo : tensor<1x8x128x64xf32>) -> tensor<1x8x128x64xf32>
  %o = linalg.generic {indexing_maps = [#p, #v, #o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%pr, %vr : tensor<1x8x128x128xf32>, tensor<1x8x128x64xf32>) outs(%fo : tensor<1x8x128x64xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<1x8x128x64xf32>
  return %o : tensor<1x8x128x64xf32>
}
