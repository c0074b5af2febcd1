// RUN: fuse-opt %s --fuse-raise-linalg --mlir-print-local-scope | FileCheck %s
// RUN: rm -rf %t && mkdir -p %t
// RUN: fusec %s -o %t/a.ptx --report=text --report-file=%t/report
// RUN: FileCheck %s --check-prefix=PLAN < %t/report
// RUN: grep -c "\.entry" %t/a.ptx | FileCheck %s --check-prefix=KERNELS
// RUN: FileCheck %s --check-prefix=MANIFEST < %t/a.manifest.json

// Dynamic sizes as torch-mlir emits them (issue 17): tensor.dim of the
// arguments feeds tensor.empty; the raising reads the extents from the
// types (`?`, the fuse dialect's size symbols) and leaves the size
// arithmetic dead. One online-softmax kernel taking B, N and M at launch.

// CHECK-LABEL: func @attention(
// CHECK-SAME: %[[Q:.+]]: tensor<?x?x64xbf16>, %[[K:.+]]: tensor<?x?x64xbf16>, %[[V:.+]]: tensor<?x?x64xbf16>) -> tensor<?x?x64xbf16>
// CHECK: fuse.matmul %[[Q]], %[[K]] transpose_rhs : tensor<?x?x64xbf16>, tensor<?x?x64xbf16> -> tensor<?x?x?xf32>
// CHECK: fuse.softmax %{{.*}} axis = 2 : tensor<?x?x?xf32>
// CHECK: fuse.matmul %{{.*}}, %[[V]] : tensor<?x?x?xbf16>, tensor<?x?x64xbf16> -> tensor<?x?x64xf32>
// CHECK-NOT: tensor.dim
// CHECK-NOT: tensor.empty
// CHECK-NOT: linalg.

// PLAN: (1 chain)
// PLAN: decision:          FUSE

// KERNELS: {{^}}1{{$}}
// MANIFEST: "dims": [
// MANIFEST: "name": "s0"
// MANIFEST: "name": "s1"
// MANIFEST: "name": "s2"
// MANIFEST: "name": "attention_0_weighted_softmax"

#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
func.func @attention(%q: tensor<?x?x64xbf16>, %k: tensor<?x?x64xbf16>, %v: tensor<?x?x64xbf16>) -> tensor<?x?x64xbf16> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %scale = arith.constant 0.125 : f32
  %b = tensor.dim %q, %c0 : tensor<?x?x64xbf16>
  %n = tensor.dim %q, %c1 : tensor<?x?x64xbf16>
  %m = tensor.dim %k, %c1 : tensor<?x?x64xbf16>
  %ekt = tensor.empty(%b, %m) : tensor<?x64x?xbf16>
  %kt = linalg.transpose ins(%k : tensor<?x?x64xbf16>) outs(%ekt : tensor<?x64x?xbf16>) permutation = [0, 2, 1]
  %es = tensor.empty(%b, %n, %m) : tensor<?x?x?xf32>
  %fs = linalg.fill ins(%zero : f32) outs(%es : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  %s = linalg.batch_matmul ins(%q, %kt : tensor<?x?x64xbf16>, tensor<?x64x?xbf16>) outs(%fs : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  %ss = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s : tensor<?x?x?xf32>) outs(%es : tensor<?x?x?xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.mulf %a, %scale : f32
    linalg.yield %t : f32
  } -> tensor<?x?x?xf32>
  %sm = linalg.softmax dimension(2) ins(%ss : tensor<?x?x?xf32>) outs(%es : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  %esb = tensor.empty(%b, %n, %m) : tensor<?x?x?xbf16>
  %p = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%sm : tensor<?x?x?xf32>) outs(%esb : tensor<?x?x?xbf16>) {
  ^bb0(%a: f32, %o: bf16):
    %t = arith.truncf %a : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<?x?x?xbf16>
  %eo = tensor.empty(%b, %n) : tensor<?x?x64xf32>
  %fo = linalg.fill ins(%zero : f32) outs(%eo : tensor<?x?x64xf32>) -> tensor<?x?x64xf32>
  %o = linalg.batch_matmul ins(%p, %v : tensor<?x?x?xbf16>, tensor<?x?x64xbf16>) outs(%fo : tensor<?x?x64xf32>) -> tensor<?x?x64xf32>
  %eob = tensor.empty(%b, %n) : tensor<?x?x64xbf16>
  %ob = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%o : tensor<?x?x64xf32>) outs(%eob : tensor<?x?x64xbf16>) {
  ^bb0(%a: f32, %out: bf16):
    %t = arith.truncf %a : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<?x?x64xbf16>
  return %ob : tensor<?x?x64xbf16>
}
