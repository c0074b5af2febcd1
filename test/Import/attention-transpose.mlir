// REQUIRES: libdevice
// RUN: fuse-opt %s --fuse-raise-linalg --mlir-print-local-scope | FileCheck %s
// RUN: fusec %s --fuse-policy=always -o %t.ptx --report=text --report-file=%t.report
// RUN: grep -c "\.entry" %t.ptx | FileCheck %s --check-prefix=KERNELS
// RUN: FileCheck %s --check-prefix=PLAN < %t.report
// (--fuse-policy=always: the planner leaves f32 chains to gemm_simt GEMMs;
// the chain the importer forms is what this test checks.)
// KERNELS: {{^}}1{{$}}
// PLAN: decision:          FUSE

// Attention with K transposed by linalg.transpose (raises exactly like K
// transposed by maps) and softmax written as IREE emits it after elementwise
// fusion: a max reduction, a sum reduction whose body computes exp(x - m),
// the reciprocal of the sum, and a multiply.

// CHECK-LABEL: func @attention(
// CHECK-SAME: %[[Q:.+]]: tensor<128x64xf32>, %[[K:.+]]: tensor<128x64xf32>, %[[V:.+]]: tensor<128x64xf32>)
// CHECK:      %[[S:.+]] = fuse.matmul %[[Q]], %[[K]] transpose_rhs : tensor<128x64xf32>, tensor<128x64xf32> -> tensor<128x128xf32>
// CHECK-NEXT: %[[M:.+]] = fuse.aggregate #fuse.max dims [d0 = 128, d1 = 128] reduce [d1] ins(%[[S]] : tensor<128x128xf32>) maps [affine_map<(d0, d1) -> (d0, d1)>] -> tensor<128xf32> {
// CHECK:      %[[L:.+]] = fuse.aggregate #fuse.add dims [d0 = 128, d1 = 128] reduce [d1] ins(%[[S]], %[[M]] : tensor<128x128xf32>, tensor<128xf32>) maps [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>] -> tensor<128xf32> {
// CHECK-NEXT: ^bb0(%[[X:.+]]: f32, %[[ME:.+]]: f32):
// CHECK-NEXT:   %[[D:.+]] = arith.subf %[[X]], %[[ME]] : f32
// CHECK-NEXT:   %[[E:.+]] = math.exp %[[D]] : f32
// CHECK-NEXT:   fuse.yield %[[E]] : f32
// CHECK:      %[[P:.+]] = fuse.aggregate #fuse.add dims [d0 = 128, d1 = 128] reduce [] ins(%[[S]], %[[M]], %[[L]] : {{.*}} -> tensor<128x128xf32> {
// CHECK-NEXT: ^bb0(%[[X2:.+]]: f32, %[[M2:.+]]: f32, %[[L2:.+]]: f32):
// CHECK-NEXT:   %[[R:.+]] = arith.divf %{{.+}}, %[[L2]] : f32
// CHECK-NEXT:   %[[D2:.+]] = arith.subf %[[X2]], %[[M2]] : f32
// CHECK-NEXT:   %[[E2:.+]] = math.exp %[[D2]] : f32
// CHECK-NEXT:   %[[P2:.+]] = arith.mulf %[[E2]], %[[R]] : f32
// CHECK-NEXT:   fuse.yield %[[P2]] : f32
// CHECK:      %[[O:.+]] = fuse.matmul %[[P]], %[[V]] : tensor<128x128xf32>, tensor<128x64xf32> -> tensor<128x64xf32>
// CHECK-NEXT: return %[[O]]
// CHECK-NOT: linalg.
#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>
#vec = affine_map<(i) -> (i)>
func.func @attention(%q: tensor<128x64xf32>, %k: tensor<128x64xf32>, %v: tensor<128x64xf32>) -> tensor<128x64xf32> {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %ekt = tensor.empty() : tensor<64x128xf32>
  %kt = linalg.transpose ins(%k : tensor<128x64xf32>) outs(%ekt : tensor<64x128xf32>) permutation = [1, 0]
  %es = tensor.empty() : tensor<128x128xf32>
  %fs = linalg.fill ins(%zero : f32) outs(%es : tensor<128x128xf32>) -> tensor<128x128xf32>
  %s = linalg.matmul ins(%q, %kt : tensor<128x64xf32>, tensor<64x128xf32>) outs(%fs : tensor<128x128xf32>) -> tensor<128x128xf32>
  %er = tensor.empty() : tensor<128xf32>
  %fm = linalg.fill ins(%ninf : f32) outs(%er : tensor<128xf32>) -> tensor<128xf32>
  %m = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%s : tensor<128x128xf32>) outs(%fm : tensor<128xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %r = arith.maximumf %x, %acc : f32
    linalg.yield %r : f32
  } -> tensor<128xf32>
  %fl = linalg.fill ins(%zero : f32) outs(%er : tensor<128xf32>) -> tensor<128xf32>
  %l = linalg.generic {indexing_maps = [#id, #row, #row], iterator_types = ["parallel", "reduction"]} ins(%s, %m : tensor<128x128xf32>, tensor<128xf32>) outs(%fl : tensor<128xf32>) {
  ^bb0(%x: f32, %mi: f32, %acc: f32):
    %d = arith.subf %x, %mi : f32
    %e = math.exp %d : f32
    %r = arith.addf %e, %acc : f32
    linalg.yield %r : f32
  } -> tensor<128xf32>
  %inv = linalg.generic {indexing_maps = [#vec, #vec], iterator_types = ["parallel"]} ins(%l : tensor<128xf32>) outs(%er : tensor<128xf32>) {
  ^bb0(%x: f32, %out: f32):
    %r = arith.divf %one, %x : f32
    linalg.yield %r : f32
  } -> tensor<128xf32>
  %p = linalg.generic {indexing_maps = [#id, #row, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%s, %m, %inv : tensor<128x128xf32>, tensor<128xf32>, tensor<128xf32>) outs(%es : tensor<128x128xf32>) {
  ^bb0(%x: f32, %mi: f32, %ri: f32, %out: f32):
    %d = arith.subf %x, %mi : f32
    %e = math.exp %d : f32
    %r = arith.mulf %e, %ri : f32
    linalg.yield %r : f32
  } -> tensor<128x128xf32>
  %eo = tensor.empty() : tensor<128x64xf32>
  %fo = linalg.fill ins(%zero : f32) outs(%eo : tensor<128x64xf32>) -> tensor<128x64xf32>
  %o = linalg.matmul ins(%p, %v : tensor<128x128xf32>, tensor<128x64xf32>) outs(%fo : tensor<128x64xf32>) -> tensor<128x64xf32>
  return %o : tensor<128x64xf32>
}
