// RUN: fuse-opt %s --fuse-raise-linalg --mlir-print-local-scope | FileCheck %s
// RUN: fusec %s -o %t.ptx --report=text --report-file=%t.report
// RUN: grep -c "\.entry" %t.ptx | FileCheck %s --check-prefix=KERNELS
// RUN: FileCheck %s --check-prefix=PLAN < %t.report
// KERNELS: {{^}}1{{$}}
// PLAN: decision:          FUSE

// Multi-query attention by broadcast maps: one key/value head of size 1 read
// at head 0 by every query head, in generic contractions whose loops are not
// in matmul order; softmax decomposed into generics. Both contractions are a
// batched matmul with a broadcast batch dimension, so they raise to
// fuse.matmul on the [B, 1, N, d] operands.

// CHECK-LABEL: func @attention(
// CHECK-SAME: %[[Q:.+]]: tensor<2x8x128x64xbf16>, %[[K:.+]]: tensor<2x1x128x64xbf16>, %[[V:.+]]: tensor<2x1x128x64xbf16>)
// CHECK:      %[[S:.+]] = fuse.matmul %[[Q]], %[[K]] transpose_rhs scale 1.250000e-01 : tensor<2x8x128x64xbf16>, tensor<2x1x128x64xbf16> -> tensor<2x8x128x128xf32>
// CHECK-NEXT: %[[M:.+]] = fuse.aggregate #fuse.max dims [d0 = 2, d1 = 8, d2 = 128, d3 = 128] reduce [d3] ins(%[[S]] : tensor<2x8x128x128xf32>)
// CHECK:      %[[L:.+]] = fuse.aggregate #fuse.add dims [d0 = 2, d1 = 8, d2 = 128, d3 = 128] reduce [d3] ins(%[[S]], %[[M]] :
// CHECK:        math.exp
// CHECK:      %[[P:.+]] = fuse.aggregate #fuse.add dims [d0 = 2, d1 = 8, d2 = 128, d3 = 128] reduce [] ins(%[[S]], %[[M]], %[[L]] : {{.*}} -> tensor<2x8x128x128xbf16> {
// CHECK:        arith.divf
// CHECK-NEXT:   arith.truncf
// CHECK:      %[[O:.+]] = fuse.matmul %[[P]], %[[V]] : tensor<2x8x128x128xbf16>, tensor<2x1x128x64xbf16> -> tensor<2x8x128x64xf32>
// CHECK-NEXT: return %[[O]]
// CHECK-NOT: linalg.
#q = affine_map<(k, b, h, i, j) -> (b, h, i, k)>
#k = affine_map<(k, b, h, i, j) -> (b, 0, j, k)>
#s = affine_map<(k, b, h, i, j) -> (b, h, i, j)>
#p = affine_map<(b, h, i, e, j) -> (b, h, i, j)>
#v = affine_map<(b, h, i, e, j) -> (b, 0, j, e)>
#o = affine_map<(b, h, i, e, j) -> (b, h, i, e)>
#id = affine_map<(b, h, i, j) -> (b, h, i, j)>
#row = affine_map<(b, h, i, j) -> (b, h, i)>
func.func @attention(%q: tensor<2x8x128x64xbf16>, %k: tensor<2x1x128x64xbf16>, %v: tensor<2x1x128x64xbf16>) -> tensor<2x8x128x64xf32> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %es = tensor.empty() : tensor<2x8x128x128xf32>
  %fs = linalg.fill ins(%zero : f32) outs(%es : tensor<2x8x128x128xf32>) -> tensor<2x8x128x128xf32>
  %s = linalg.generic {indexing_maps = [#q, #k, #s], iterator_types = ["reduction", "parallel", "parallel", "parallel", "parallel"]} ins(%q, %k : tensor<2x8x128x64xbf16>, tensor<2x1x128x64xbf16>) outs(%fs : tensor<2x8x128x128xf32>) {
  ^bb0(%a: bf16, %b: bf16, %acc: f32):
    %x = arith.extf %a : bf16 to f32
    %y = arith.extf %b : bf16 to f32
    %xy = arith.mulf %x, %y : f32
    %c = arith.constant 0.125 : f32
    %ms = arith.mulf %c, %xy : f32
    %r = arith.addf %acc, %ms : f32
    linalg.yield %r : f32
  } -> tensor<2x8x128x128xf32>
  %er = tensor.empty() : tensor<2x8x128xf32>
  %fm = linalg.fill ins(%ninf : f32) outs(%er : tensor<2x8x128xf32>) -> tensor<2x8x128xf32>
  %m = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%s : tensor<2x8x128x128xf32>) outs(%fm : tensor<2x8x128xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %r = arith.maximumf %x, %acc : f32
    linalg.yield %r : f32
  } -> tensor<2x8x128xf32>
  %e = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s, %m : tensor<2x8x128x128xf32>, tensor<2x8x128xf32>) outs(%es : tensor<2x8x128x128xf32>) {
  ^bb0(%x: f32, %mi: f32, %out: f32):
    %d = arith.subf %x, %mi : f32
    %r = math.exp %d : f32
    linalg.yield %r : f32
  } -> tensor<2x8x128x128xf32>
  %fl = linalg.fill ins(%zero : f32) outs(%er : tensor<2x8x128xf32>) -> tensor<2x8x128xf32>
  %l = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%e : tensor<2x8x128x128xf32>) outs(%fl : tensor<2x8x128xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %r = arith.addf %x, %acc : f32
    linalg.yield %r : f32
  } -> tensor<2x8x128xf32>
  %eb = tensor.empty() : tensor<2x8x128x128xbf16>
  %p = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%e, %l : tensor<2x8x128x128xf32>, tensor<2x8x128xf32>) outs(%eb : tensor<2x8x128x128xbf16>) {
  ^bb0(%x: f32, %li: f32, %out: bf16):
    %d = arith.divf %x, %li : f32
    %r = arith.truncf %d : f32 to bf16
    linalg.yield %r : bf16
  } -> tensor<2x8x128x128xbf16>
  %eo = tensor.empty() : tensor<2x8x128x64xf32>
  %fo = linalg.fill ins(%zero : f32) outs(%eo : tensor<2x8x128x64xf32>) -> tensor<2x8x128x64xf32>
  %o = linalg.generic {indexing_maps = [#p, #v, #o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p, %v : tensor<2x8x128x128xbf16>, tensor<2x1x128x64xbf16>) outs(%fo : tensor<2x8x128x64xf32>) {
  ^bb0(%a: bf16, %b: bf16, %acc: f32):
    %x = arith.extf %a : bf16 to f32
    %y = arith.extf %b : bf16 to f32
    %xy = arith.mulf %x, %y : f32
    %r = arith.addf %acc, %xy : f32
    linalg.yield %r : f32
  } -> tensor<2x8x128x64xf32>
  return %o : tensor<2x8x128x64xf32>
}
