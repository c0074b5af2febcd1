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

// Batch-1 attention as torch-mlir writes it when the softmax and P V are
// spelled with different batch dimensions: Q and K come as [1, 32, N, d]
// and are collapsed for the Q K^T batch_matmul, whose result is expanded to
// [1, 32, N, N] for the softmax (keepdim reductions, the batch read as the
// constant 0 nowhere); P is collapsed to [32, N, N] for a batch_matmul with
// a V of [32, N, d], whose result is returned as is. The softmax side takes
// the contractions' [32] layout (unit-extent folding, then the reshapes
// folded by collapsing its loops), so the chain has one iteration space.

// RAISE-LABEL: func.func @attention(
// RAISE: fuse.aggregate #fuse.add dims [b0 = 32, i = 128, j = 128, k = 64] reduce [k] ins(%arg0, %arg1 : tensor<1x32x128x64xf32>, tensor<1x32x128x64xf32>) maps [affine_map<(d0, d1, d2, d3) -> (0, d0, d1, d3)>
// RAISE: fuse.aggregate #fuse.max dims [d0 = 32, d1 = 128, d2 = 128] reduce [d2]
// RAISE: fuse.aggregate #fuse.add dims [d0 = 32, d1 = 128, d2 = 128] reduce [d2]
// RAISE: fuse.matmul %{{.+}}, %{{.+}} : tensor<32x128x128xf32>, tensor<32x128x64xf32> -> tensor<32x128x64xf32>
// RAISE-NOT: tensor.

// CHECK-LABEL: func.func @attention(
// CHECK: fuse.aggregate #fuse.weighted_softmax dims [b0 = 32, i = 128, j = 64, k = 128] reduce [k]
// CHECK-NOT: fuse.aggregate #fuse.max
// CHECK-NOT: fuse.matmul
func.func @attention(%q: tensor<1x32x128x64xf32>, %k: tensor<1x32x128x64xf32>, %v: tensor<32x128x64xf32>) -> tensor<32x128x64xf32> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %te = tensor.empty() : tensor<1x32x64x128xf32>
  %kt = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%k : tensor<1x32x128x64xf32>) outs(%te : tensor<1x32x64x128xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<1x32x64x128xf32>
  %qc = tensor.collapse_shape %q [[0, 1], [2], [3]] : tensor<1x32x128x64xf32> into tensor<32x128x64xf32>
  %kc = tensor.collapse_shape %kt [[0, 1], [2], [3]] : tensor<1x32x64x128xf32> into tensor<32x64x128xf32>
  %sme = tensor.empty() : tensor<32x128x128xf32>
  %smf = linalg.fill ins(%zero : f32) outs(%sme : tensor<32x128x128xf32>) -> tensor<32x128x128xf32>
  %s = linalg.batch_matmul ins(%qc, %kc : tensor<32x128x64xf32>, tensor<32x64x128xf32>) outs(%smf : tensor<32x128x128xf32>) -> tensor<32x128x128xf32>
  %se = tensor.expand_shape %s [[0, 1], [2], [3]] output_shape [1, 32, 128, 128] : tensor<32x128x128xf32> into tensor<1x32x128x128xf32>
  %e2 = tensor.empty() : tensor<1x32x128x1xf32>
  %f2 = linalg.fill ins(%ninf : f32) outs(%e2 : tensor<1x32x128x1xf32>) -> tensor<1x32x128x1xf32>
  %m = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%se : tensor<1x32x128x128xf32>) outs(%f2 : tensor<1x32x128x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.maximumf %in, %out : f32
    linalg.yield %0 : f32
  } -> tensor<1x32x128x1xf32>
  %e3 = tensor.empty() : tensor<1x32x128x128xf32>
  %sub = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%se, %m : tensor<1x32x128x128xf32>, tensor<1x32x128x1xf32>) outs(%e3 : tensor<1x32x128x128xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %0 = arith.subf %a, %b : f32
    linalg.yield %0 : f32
  } -> tensor<1x32x128x128xf32>
  %exp = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%sub : tensor<1x32x128x128xf32>) outs(%e3 : tensor<1x32x128x128xf32>) {
  ^bb0(%a: f32, %out: f32):
    %0 = math.exp %a : f32
    linalg.yield %0 : f32
  } -> tensor<1x32x128x128xf32>
  %f3 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<1x32x128x1xf32>) -> tensor<1x32x128x1xf32>
  %sum = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%exp : tensor<1x32x128x128xf32>) outs(%f3 : tensor<1x32x128x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.addf %in, %out : f32
    linalg.yield %0 : f32
  } -> tensor<1x32x128x1xf32>
  %p = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%exp, %sum : tensor<1x32x128x128xf32>, tensor<1x32x128x1xf32>) outs(%e3 : tensor<1x32x128x128xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %0 = arith.divf %a, %b : f32
    linalg.yield %0 : f32
  } -> tensor<1x32x128x128xf32>
  %pc = tensor.collapse_shape %p [[0, 1], [2], [3]] : tensor<1x32x128x128xf32> into tensor<32x128x128xf32>
  %ome = tensor.empty() : tensor<32x128x64xf32>
  %omf = linalg.fill ins(%zero : f32) outs(%ome : tensor<32x128x64xf32>) -> tensor<32x128x64xf32>
  %o = linalg.batch_matmul ins(%pc, %v : tensor<32x128x128xf32>, tensor<32x128x64xf32>) outs(%omf : tensor<32x128x64xf32>) -> tensor<32x128x64xf32>
  return %o : tensor<32x128x64xf32>
}
