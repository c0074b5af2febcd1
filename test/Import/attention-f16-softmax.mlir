// REQUIRES: libdevice
// RUN: fuse-opt %s --fuse-raise-linalg --mlir-print-local-scope | FileCheck %s
// RUN: fusec %s -o %t.ptx --report=text --report-file=%t.report
// RUN: grep -c "\.entry" %t.ptx | FileCheck %s --check-prefix=KERNELS
// RUN: FileCheck %s --check-prefix=PLAN < %t.report

// Attention whose softmax is computed in f16, as torch-mlir decomposes
// F.softmax on half tensors: the max, exp, sum and division each an f16
// generic, every intermediate an f16 tensor, both batch_matmuls into f16.
// The statistics are taken in f32 and the arithmetic computed in f32 (the
// roundings of values that never reach memory dropped: the scores' f16
// rounding is carried into the softmax's readers and folds away there), so
// the raised program has the f32 softmax's form and factors into one online
// softmax.

// CHECK-LABEL: func @attention(
// CHECK:      %[[S:.+]] = fuse.matmul %{{.+}}, %{{.+}} transpose_rhs : {{.*}} -> tensor<4x256x256xf32>
// CHECK-NOT:  fuse.map
// CHECK:      %[[M:.+]] = fuse.aggregate #fuse.max {{.*}} ins(%[[S]] : tensor<4x256x256xf32>) {{.*}} -> tensor<4x256xf32>
// CHECK:      %[[L:.+]] = fuse.aggregate #fuse.add {{.*}} ins(%[[S]], %[[M]] : tensor<4x256x256xf32>, tensor<4x256xf32>) {{.*}} -> tensor<4x256xf32> {
// CHECK-NEXT: ^bb0(%[[X:.+]]: f32, %[[MX:.+]]: f32):
// CHECK-NEXT:   %[[D:.+]] = arith.subf %[[X]], %[[MX]] : f32
// CHECK-NEXT:   %[[E:.+]] = math.exp %[[D]] : f32
// CHECK-NEXT:   fuse.yield %[[E]] : f32
// CHECK:      %[[P:.+]] = fuse.aggregate #fuse.add {{.*}} reduce [] ins(%[[S]], %[[M]], %[[L]] : {{.*}}) {{.*}} -> tensor<4x256x256xf16> {
// CHECK:        math.exp %{{.+}} : f32
// CHECK-NEXT:   arith.divf %{{.+}}, %{{.+}} : f32
// CHECK:      fuse.matmul %[[P]], %{{.+}} : tensor<4x256x256xf16>, tensor<4x256x64xf16> -> tensor<4x256x64xf32>

// KERNELS: {{^}}1{{$}}
// PLAN: decision: FUSE
// PLAN: online_softmax_wgmma
#m3 = affine_map<(b, i, j) -> (b, i, j)>
#mr = affine_map<(b, i, j) -> (b, i)>
func.func @attention(%q: tensor<4x256x64xf16>, %k: tensor<4x256x64xf16>, %v: tensor<4x256x64xf16>) -> tensor<4x256x64xf16> {
  %zero = arith.constant 0.0 : f16
  %ninf = arith.constant 0xFC00 : f16
  %ekT = tensor.empty() : tensor<4x64x256xf16>
  %kT = linalg.transpose ins(%k : tensor<4x256x64xf16>) outs(%ekT : tensor<4x64x256xf16>) permutation = [0, 2, 1]
  %es = tensor.empty() : tensor<4x256x256xf16>
  %fs = linalg.fill ins(%zero : f16) outs(%es : tensor<4x256x256xf16>) -> tensor<4x256x256xf16>
  %s = linalg.batch_matmul ins(%q, %kT : tensor<4x256x64xf16>, tensor<4x64x256xf16>) outs(%fs : tensor<4x256x256xf16>) -> tensor<4x256x256xf16>
  %r0 = tensor.empty() : tensor<4x256xf16>
  %mf = linalg.fill ins(%ninf : f16) outs(%r0 : tensor<4x256xf16>) -> tensor<4x256xf16>
  %mx = linalg.generic {indexing_maps = [#m3, #mr], iterator_types = ["parallel", "parallel", "reduction"]} ins(%s : tensor<4x256x256xf16>) outs(%mf : tensor<4x256xf16>) {
  ^bb0(%x: f16, %a: f16):
    %y = arith.maximumf %x, %a : f16
    linalg.yield %y : f16
  } -> tensor<4x256xf16>
  %e = linalg.generic {indexing_maps = [#m3, #mr, #m3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s, %mx : tensor<4x256x256xf16>, tensor<4x256xf16>) outs(%es : tensor<4x256x256xf16>) {
  ^bb0(%x: f16, %m: f16, %o: f16):
    %d = arith.subf %x, %m : f16
    %y = math.exp %d : f16
    linalg.yield %y : f16
  } -> tensor<4x256x256xf16>
  %sf = linalg.fill ins(%zero : f16) outs(%r0 : tensor<4x256xf16>) -> tensor<4x256xf16>
  %sum = linalg.generic {indexing_maps = [#m3, #mr], iterator_types = ["parallel", "parallel", "reduction"]} ins(%e : tensor<4x256x256xf16>) outs(%sf : tensor<4x256xf16>) {
  ^bb0(%x: f16, %a: f16):
    %y = arith.addf %x, %a : f16
    linalg.yield %y : f16
  } -> tensor<4x256xf16>
  %p = linalg.generic {indexing_maps = [#m3, #mr, #m3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%e, %sum : tensor<4x256x256xf16>, tensor<4x256xf16>) outs(%es : tensor<4x256x256xf16>) {
  ^bb0(%x: f16, %l: f16, %o: f16):
    %y = arith.divf %x, %l : f16
    linalg.yield %y : f16
  } -> tensor<4x256x256xf16>
  %eo = tensor.empty() : tensor<4x256x64xf16>
  %fo = linalg.fill ins(%zero : f16) outs(%eo : tensor<4x256x64xf16>) -> tensor<4x256x64xf16>
  %o = linalg.batch_matmul ins(%p, %v : tensor<4x256x256xf16>, tensor<4x256x64xf16>) outs(%fo : tensor<4x256x64xf16>) -> tensor<4x256x64xf16>
  return %o : tensor<4x256x64xf16>
}
