// RUN: fuse-opt %s --fuse-raise-linalg --mlir-print-local-scope | FileCheck %s
// RUN: fusec %s -o %t.ptx --report=text --report-file=%t.report
// RUN: grep -c "\.entry" %t.ptx | FileCheck %s --check-prefix=KERNELS
// RUN: FileCheck %s --check-prefix=PLAN < %t.report
// KERNELS: {{^}}1{{$}}
// PLAN: (attention)
// PLAN: decision:          FUSE

// Softmax written with arith / math ops on whole tensors (`math.exp` of a
// tensor, a tensor subtraction after linalg.broadcast): they become
// elementwise linalg.generic ops before raising (upstream
// elementwise-to-linalg patterns).

// The canonical form: max, sum of e^(x - m), e^(x - m) / s; one kernel.
// CHECK-LABEL: func @attention(
// CHECK-NEXT: %[[S:.+]] = fuse.matmul %{{.+}}, %{{.+}} transpose_rhs : tensor<16x256x64xbf16>, tensor<16x256x64xbf16> -> tensor<16x256x256xf32>
// CHECK-NEXT: %[[M:.+]] = fuse.aggregate #fuse.max dims [d0 = 16, d1 = 256, d2 = 256] reduce [d2] ins(%[[S]] : tensor<16x256x256xf32>)
// CHECK-NEXT: ^bb0(%[[X:.+]]: f32):
// CHECK-NEXT:   fuse.yield %[[X]] : f32
// CHECK:      %[[L:.+]] = fuse.aggregate #fuse.add dims [d0 = 16, d1 = 256, d2 = 256] reduce [d2] ins(%[[S]], %[[M]] :
// CHECK-NEXT: ^bb0(%{{.+}}: f32, %{{.+}}: f32):
// CHECK-NEXT:   arith.subf
// CHECK-NEXT:   math.exp
// CHECK-NEXT:   fuse.yield
// CHECK:      %[[P:.+]] = fuse.aggregate #fuse.add dims [d0 = 16, d1 = 256, d2 = 256] reduce [] ins(%[[S]], %[[M]], %[[L]] :
// CHECK-NEXT: ^bb0(%[[A:.+]]: f32, %[[B:.+]]: f32, %[[C:.+]]: f32):
// CHECK-NEXT:   %[[D:.+]] = arith.subf %[[A]], %[[B]] : f32
// CHECK-NEXT:   %[[E:.+]] = math.exp %[[D]] : f32
// CHECK-NEXT:   %[[Q:.+]] = arith.divf %[[E]], %[[C]] : f32
// CHECK-NEXT:   arith.truncf %[[Q]] : f32 to bf16
// CHECK:      fuse.matmul %[[P]], %{{.+}} : tensor<16x256x256xbf16>, tensor<16x256x64xbf16> -> tensor<16x256x64xf32>
// CHECK-NOT: linalg.
// CHECK-NOT: math.log
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#row3 = affine_map<(d0, d1, d2) -> (d0, d1)>
#lhs = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#rhsT = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
#rhs = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#out = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
func.func @attention(%q: tensor<16x256x64xbf16>, %k: tensor<16x256x64xbf16>, %v: tensor<16x256x64xbf16>) -> tensor<16x256x64xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %es = tensor.empty() : tensor<16x256x256xf32>
  %fs = linalg.fill ins(%zero : f32) outs(%es : tensor<16x256x256xf32>) -> tensor<16x256x256xf32>
  %s = linalg.generic {indexing_maps = [#lhs, #rhsT, #out], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%q, %k : tensor<16x256x64xbf16>, tensor<16x256x64xbf16>) outs(%fs : tensor<16x256x256xf32>) {
  ^bb0(%a: bf16, %b: bf16, %acc: f32):
    %a32 = arith.extf %a : bf16 to f32
    %b32 = arith.extf %b : bf16 to f32
    %p = arith.mulf %a32, %b32 : f32
    %r = arith.addf %acc, %p : f32
    linalg.yield %r : f32
  } -> tensor<16x256x256xf32>
  %er = tensor.empty() : tensor<16x256xf32>
  %fm = linalg.fill ins(%ninf : f32) outs(%er : tensor<16x256xf32>) -> tensor<16x256xf32>
  %m = linalg.generic {indexing_maps = [#id3, #row3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%s : tensor<16x256x256xf32>) outs(%fm : tensor<16x256xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.maximumf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<16x256xf32>
  %mb = linalg.broadcast ins(%m : tensor<16x256xf32>) outs(%es : tensor<16x256x256xf32>) dimensions = [2]
  %dd = arith.subf %s, %mb : tensor<16x256x256xf32>
  %e = math.exp %dd : tensor<16x256x256xf32>
  %fz = linalg.fill ins(%zero : f32) outs(%er : tensor<16x256xf32>) -> tensor<16x256xf32>
  %l = linalg.generic {indexing_maps = [#id3, #row3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%e : tensor<16x256x256xf32>) outs(%fz : tensor<16x256xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<16x256xf32>
  %ep = tensor.empty() : tensor<16x256x256xbf16>
  %p = linalg.generic {indexing_maps = [#id3, #row3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%e, %l : tensor<16x256x256xf32>, tensor<16x256xf32>) outs(%ep : tensor<16x256x256xbf16>) {
  ^bb0(%a: f32, %b: f32, %o: bf16):
    %d = arith.divf %a, %b : f32
    %t = arith.truncf %d : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<16x256x256xbf16>
  %eo = tensor.empty() : tensor<16x256x64xf32>
  %fo = linalg.fill ins(%zero : f32) outs(%eo : tensor<16x256x64xf32>) -> tensor<16x256x64xf32>
  %o = linalg.generic {indexing_maps = [#lhs, #rhs, #out], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%p, %v : tensor<16x256x256xbf16>, tensor<16x256x64xbf16>) outs(%fo : tensor<16x256x64xf32>) {
  ^bb0(%a: bf16, %b: bf16, %acc: f32):
    %a32 = arith.extf %a : bf16 to f32
    %b32 = arith.extf %b : bf16 to f32
    %pr = arith.mulf %a32, %b32 : f32
    %r = arith.addf %acc, %pr : f32
    linalg.yield %r : f32
  } -> tensor<16x256x64xf32>
  return %o : tensor<16x256x64xf32>
}
