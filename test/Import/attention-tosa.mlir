// RUN: fuse-opt %s --fusec-import --mlir-print-local-scope | FileCheck %s
// RUN: fusec %s -o %t.ptx --report=text --report-file=%t.report
// RUN: grep -c "\.entry" %t.ptx | FileCheck %s --check-prefix=KERNELS
// RUN: FileCheck %s --check-prefix=PLAN < %t.report
// KERNELS: {{^}}1{{$}}
// PLAN: decision:          FUSE

// Attention in TOSA (bf16 operands, f32 logits): K transposed by
// tosa.transpose, the scale as tosa.mul by a constant, softmax as
// reduce_max, sub, exp, reduce_sum, reciprocal and mul, P cast back to bf16.
// The fusec-import pipeline lowers it with upstream tosa-to-linalg and raises
// the result.
//
// TOSA's reduce_max starts from the lowest finite float, not -inf; the
// importer takes it as the max monoid's identity (the two differ only on a
// slice that is entirely -inf, where fusec defines softmax as 0, not NaN).

// CHECK-LABEL: func @attention(
// CHECK-SAME: %[[Q:.+]]: tensor<8x128x64xbf16>, %[[K:.+]]: tensor<8x128x64xbf16>, %[[V:.+]]: tensor<8x128x64xbf16>)
// CHECK:      %[[S:.+]] = fuse.matmul %[[Q]], %[[K]] transpose_rhs : tensor<8x128x64xbf16>, tensor<8x128x64xbf16> -> tensor<8x128x128xf32>
// CHECK-NEXT: %[[X:.+]] = fuse.map ins(%[[S]] : tensor<8x128x128xf32>) -> tensor<8x128x128xf32> {
// CHECK:        arith.mulf
// CHECK:      %[[M:.+]] = fuse.aggregate #fuse.max dims [d0 = 8, d1 = 128, d2 = 128] reduce [d2] ins(%[[X]] : tensor<8x128x128xf32>) maps [affine_map<(d0, d1, d2) -> (d0, d1, d2)>] -> tensor<8x128xf32> {
// CHECK:      %[[L:.+]] = fuse.aggregate #fuse.add dims [d0 = 8, d1 = 128, d2 = 128] reduce [d2] ins(%[[X]], %[[M]] : tensor<8x128x128xf32>, tensor<8x128xf32>) maps [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] -> tensor<8x128xf32> {
// CHECK:        arith.subf
// CHECK-NEXT:   math.exp
// CHECK:      %[[P:.+]] = fuse.aggregate #fuse.add dims [d0 = 8, d1 = 128, d2 = 128] reduce [] ins(%[[X]], %[[M]], %[[L]] : {{.*}} -> tensor<8x128x128xbf16> {
// CHECK:        arith.divf
// CHECK:        math.exp
// CHECK:        arith.mulf
// CHECK:        arith.truncf
// CHECK:      %[[O:.+]] = fuse.matmul %[[P]], %[[V]] : tensor<8x128x128xbf16>, tensor<8x128x64xbf16> -> tensor<8x128x64xf32>
// CHECK-NEXT: return %[[O]]
// CHECK-NOT: linalg.
// CHECK-NOT: tosa.
func.func @attention(%q: tensor<8x128x64xbf16>, %k: tensor<8x128x64xbf16>, %v: tensor<8x128x64xbf16>) -> tensor<8x128x64xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xbf16>}> : () -> tensor<1xbf16>
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %scale = "tosa.const"() <{values = dense<0.125> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %kt = tosa.transpose %k {perms = array<i32: 0, 2, 1>} : (tensor<8x128x64xbf16>) -> tensor<8x64x128xbf16>
  %s = tosa.matmul %q, %kt, %zp, %zp : (tensor<8x128x64xbf16>, tensor<8x64x128xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<8x128x128xf32>
  %x = tosa.mul %s, %scale, %shift : (tensor<8x128x128xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<8x128x128xf32>
  %m = tosa.reduce_max %x {axis = 2 : i32} : (tensor<8x128x128xf32>) -> tensor<8x128x1xf32>
  %d = tosa.sub %x, %m : (tensor<8x128x128xf32>, tensor<8x128x1xf32>) -> tensor<8x128x128xf32>
  %e = tosa.exp %d : (tensor<8x128x128xf32>) -> tensor<8x128x128xf32>
  %l = tosa.reduce_sum %e {axis = 2 : i32} : (tensor<8x128x128xf32>) -> tensor<8x128x1xf32>
  %r = tosa.reciprocal %l : (tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
  %p = tosa.mul %e, %r, %shift : (tensor<8x128x128xf32>, tensor<8x128x1xf32>, tensor<1xi8>) -> tensor<8x128x128xf32>
  %pb = tosa.cast %p : (tensor<8x128x128xf32>) -> tensor<8x128x128xbf16>
  %o = tosa.matmul %pb, %v, %zp, %zp : (tensor<8x128x128xbf16>, tensor<8x128x64xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<8x128x64xf32>
  return %o : tensor<8x128x64xf32>
}
