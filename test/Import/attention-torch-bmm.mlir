// REQUIRES: libdevice
// RUN: fuse-opt %s --fuse-raise-linalg --mlir-print-local-scope | FileCheck %s
// RUN: fusec %s --fuse-policy=always -o %t.ptx --report=text --report-file=%t.report
// RUN: grep -c "\.entry" %t.ptx | FileCheck %s --check-prefix=KERNELS
// RUN: FileCheck %s --check-prefix=PLAN < %t.report
// (--fuse-policy=always: the planner leaves f32 chains to gemm_simt GEMMs;
// the chain the importer forms is what this test checks.)
// KERNELS: {{^}}1{{$}}
// PLAN: decision:          FUSE

// Attention as torch-mlir lowers it for [B*H, N, d] tensors: K transposed by
// a copy generic, linalg.batch_matmul on zero fills, the scale as its own
// generic, softmax decomposed into keepdim generics (amax, sub, exp, sum,
// div), and a second batch_matmul.

// CHECK-LABEL: func @attention(
// CHECK-SAME: %[[Q:.+]]: tensor<16x128x64xf32>, %[[K:.+]]: tensor<16x128x64xf32>, %[[V:.+]]: tensor<16x128x64xf32>)
// CHECK:      %[[S:.+]] = fuse.matmul %[[Q]], %[[K]] transpose_rhs : tensor<16x128x64xf32>, tensor<16x128x64xf32> -> tensor<16x128x128xf32>
// CHECK-NEXT: %[[X:.+]] = fuse.map ins(%[[S]] : tensor<16x128x128xf32>) -> tensor<16x128x128xf32> {
// CHECK:        arith.mulf
// CHECK:      %[[M:.+]] = fuse.aggregate #fuse.max dims [d0 = 16, d1 = 128, d2 = 128] reduce [d2] ins(%[[X]] : tensor<16x128x128xf32>) maps [affine_map<(d0, d1, d2) -> (d0, d1, d2)>] -> tensor<16x128xf32> {
// CHECK:      %[[L:.+]] = fuse.aggregate #fuse.add dims [d0 = 16, d1 = 128, d2 = 128] reduce [d2] ins(%[[X]], %[[M]] : tensor<16x128x128xf32>, tensor<16x128xf32>) maps [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] -> tensor<16x128xf32> {
// CHECK:        arith.subf
// CHECK-NEXT:   math.exp
// CHECK:      %[[P:.+]] = fuse.aggregate #fuse.add dims [d0 = 16, d1 = 128, d2 = 128] reduce [] ins(%[[X]], %[[M]], %[[L]] : {{.*}} -> tensor<16x128x128xf32> {
// CHECK:        math.exp
// CHECK-NEXT:   arith.divf
// CHECK:      %[[O:.+]] = fuse.matmul %[[P]], %[[V]] : tensor<16x128x128xf32>, tensor<16x128x64xf32> -> tensor<16x128x64xf32>
// CHECK-NEXT: return %[[O]]
// CHECK-NOT: linalg.
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#tr3 = affine_map<(d0, d1, d2) -> (d0, d2, d1)>
#keep = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
func.func @attention(%q: tensor<16x128x64xf32>, %k: tensor<16x128x64xf32>, %v: tensor<16x128x64xf32>) -> tensor<16x128x64xf32> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %scale = arith.constant 0.125 : f32
  %ekt = tensor.empty() : tensor<16x64x128xf32>
  %kt = linalg.generic {indexing_maps = [#tr3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%k : tensor<16x128x64xf32>) outs(%ekt : tensor<16x64x128xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<16x64x128xf32>
  %es = tensor.empty() : tensor<16x128x128xf32>
  %fs = linalg.fill ins(%zero : f32) outs(%es : tensor<16x128x128xf32>) -> tensor<16x128x128xf32>
  %s = linalg.batch_matmul ins(%q, %kt : tensor<16x128x64xf32>, tensor<16x64x128xf32>) outs(%fs : tensor<16x128x128xf32>) -> tensor<16x128x128xf32>
  %x = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s : tensor<16x128x128xf32>) outs(%es : tensor<16x128x128xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.mulf %in, %scale : f32
    linalg.yield %0 : f32
  } -> tensor<16x128x128xf32>
  %er = tensor.empty() : tensor<16x128x1xf32>
  %fm = linalg.fill ins(%ninf : f32) outs(%er : tensor<16x128x1xf32>) -> tensor<16x128x1xf32>
  %m = linalg.generic {indexing_maps = [#id3, #keep], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x : tensor<16x128x128xf32>) outs(%fm : tensor<16x128x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.maximumf %in, %out : f32
    linalg.yield %0 : f32
  } -> tensor<16x128x1xf32>
  %d = linalg.generic {indexing_maps = [#id3, #keep, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %m : tensor<16x128x128xf32>, tensor<16x128x1xf32>) outs(%es : tensor<16x128x128xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %0 = arith.subf %a, %b : f32
    linalg.yield %0 : f32
  } -> tensor<16x128x128xf32>
  %e = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%d : tensor<16x128x128xf32>) outs(%es : tensor<16x128x128xf32>) {
  ^bb0(%a: f32, %out: f32):
    %0 = math.exp %a : f32
    linalg.yield %0 : f32
  } -> tensor<16x128x128xf32>
  %fl = linalg.fill ins(%zero : f32) outs(%er : tensor<16x128x1xf32>) -> tensor<16x128x1xf32>
  %l = linalg.generic {indexing_maps = [#id3, #keep], iterator_types = ["parallel", "parallel", "reduction"]} ins(%e : tensor<16x128x128xf32>) outs(%fl : tensor<16x128x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.addf %in, %out : f32
    linalg.yield %0 : f32
  } -> tensor<16x128x1xf32>
  %p = linalg.generic {indexing_maps = [#id3, #keep, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%e, %l : tensor<16x128x128xf32>, tensor<16x128x1xf32>) outs(%es : tensor<16x128x128xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %0 = arith.divf %a, %b : f32
    linalg.yield %0 : f32
  } -> tensor<16x128x128xf32>
  %eo = tensor.empty() : tensor<16x128x64xf32>
  %fo = linalg.fill ins(%zero : f32) outs(%eo : tensor<16x128x64xf32>) -> tensor<16x128x64xf32>
  %o = linalg.batch_matmul ins(%p, %v : tensor<16x128x128xf32>, tensor<16x128x64xf32>) outs(%fo : tensor<16x128x64xf32>) -> tensor<16x128x64xf32>
  return %o : tensor<16x128x64xf32>
}
