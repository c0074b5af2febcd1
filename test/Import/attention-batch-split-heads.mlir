// REQUIRES: libdevice
// RUN: fuse-opt %s --fuse-raise-linalg --mlir-print-local-scope | FileCheck %s --check-prefix=RAISE
// RUN: fusec %s --fuse-policy=always --emit=fuse | FileCheck %s
// RUN: fusec %s --fuse-policy=always -o %t.ptx --report=text --report-file=%t.report
// RUN: grep -c "\.entry" %t.ptx | FileCheck %s --check-prefix=KERNELS
// RUN: FileCheck %s --check-prefix=PLAN < %t.report
// (--fuse-policy=always: the planner leaves f32 chains to gemm_simt GEMMs;
// the chain the importer forms is what this test checks.)
// KERNELS: {{^}}1{{$}}
// PLAN: (attention)
// PLAN: decision:          FUSE

// Attention whose heads are [2, 16] on the softmax and [32] on both
// batch_matmuls (a frontend that splits batch and heads only around the
// softmax): Q K^T on [32, N, N] expanded to [2, 16, N, N], the softmax there,
// P collapsed back to [32, N, N] for P V, the result returned on [32]. The
// softmax ops' batch loops are collapsed to the contractions' layout, so the
// output is written in place (no copy kernel for the returned [32] view).

// RAISE-LABEL: func.func @attention(
// RAISE: fuse.matmul %{{.+}}, %{{.+}} transpose_rhs : {{.*}} -> tensor<32x128x128xf32>
// RAISE: fuse.aggregate #fuse.max dims [d0 = 32, d1 = 128, d2 = 128] reduce [d2]
// RAISE: fuse.aggregate #fuse.add dims [d0 = 32, d1 = 128, d2 = 128] reduce [d2]
// RAISE: fuse.matmul %{{.+}}, %{{.+}} : tensor<32x128x128xf32>, tensor<32x128x64xf32> -> tensor<32x128x64xf32>
// RAISE-NOT: tensor.

// CHECK-LABEL: func.func @attention(
// CHECK: fuse.aggregate #fuse.weighted_softmax dims [b0 = 32, i = 128, j = 64, k = 128] reduce [k]
// CHECK-NOT: fuse.aggregate #fuse.max
// CHECK-NOT: fuse.matmul
func.func @attention(%q: tensor<32x128x64xf32>, %k: tensor<32x128x64xf32>, %v: tensor<32x128x64xf32>) -> tensor<32x128x64xf32> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %te = tensor.empty() : tensor<32x64x128xf32>
  %kt = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%k : tensor<32x128x64xf32>) outs(%te : tensor<32x64x128xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<32x64x128xf32>
  %sme = tensor.empty() : tensor<32x128x128xf32>
  %smf = linalg.fill ins(%zero : f32) outs(%sme : tensor<32x128x128xf32>) -> tensor<32x128x128xf32>
  %s = linalg.batch_matmul ins(%q, %kt : tensor<32x128x64xf32>, tensor<32x64x128xf32>) outs(%smf : tensor<32x128x128xf32>) -> tensor<32x128x128xf32>
  %se = tensor.expand_shape %s [[0, 1], [2], [3]] output_shape [2, 16, 128, 128] : tensor<32x128x128xf32> into tensor<2x16x128x128xf32>
  %e2 = tensor.empty() : tensor<2x16x128x1xf32>
  %f2 = linalg.fill ins(%ninf : f32) outs(%e2 : tensor<2x16x128x1xf32>) -> tensor<2x16x128x1xf32>
  %m = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%se : tensor<2x16x128x128xf32>) outs(%f2 : tensor<2x16x128x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.maximumf %in, %out : f32
    linalg.yield %0 : f32
  } -> tensor<2x16x128x1xf32>
  %e3 = tensor.empty() : tensor<2x16x128x128xf32>
  %sub = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%se, %m : tensor<2x16x128x128xf32>, tensor<2x16x128x1xf32>) outs(%e3 : tensor<2x16x128x128xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %0 = arith.subf %a, %b : f32
    linalg.yield %0 : f32
  } -> tensor<2x16x128x128xf32>
  %exp = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%sub : tensor<2x16x128x128xf32>) outs(%e3 : tensor<2x16x128x128xf32>) {
  ^bb0(%a: f32, %out: f32):
    %0 = math.exp %a : f32
    linalg.yield %0 : f32
  } -> tensor<2x16x128x128xf32>
  %f3 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<2x16x128x1xf32>) -> tensor<2x16x128x1xf32>
  %sum = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%exp : tensor<2x16x128x128xf32>) outs(%f3 : tensor<2x16x128x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.addf %in, %out : f32
    linalg.yield %0 : f32
  } -> tensor<2x16x128x1xf32>
  %p = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%exp, %sum : tensor<2x16x128x128xf32>, tensor<2x16x128x1xf32>) outs(%e3 : tensor<2x16x128x128xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %0 = arith.divf %a, %b : f32
    linalg.yield %0 : f32
  } -> tensor<2x16x128x128xf32>
  %pc = tensor.collapse_shape %p [[0, 1], [2], [3]] : tensor<2x16x128x128xf32> into tensor<32x128x128xf32>
  %ome = tensor.empty() : tensor<32x128x64xf32>
  %omf = linalg.fill ins(%zero : f32) outs(%ome : tensor<32x128x64xf32>) -> tensor<32x128x64xf32>
  %o = linalg.batch_matmul ins(%pc, %v : tensor<32x128x128xf32>, tensor<32x128x64xf32>) outs(%omf : tensor<32x128x64xf32>) -> tensor<32x128x64xf32>
  return %o : tensor<32x128x64xf32>
}
