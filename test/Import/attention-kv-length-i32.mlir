// REQUIRES: libdevice
// RUN: fuse-opt %s --fuse-raise-linalg --mlir-print-local-scope | FileCheck %s
// RUN: rm -rf %t && mkdir -p %t
// RUN: fusec %s -o %t/k.ptx --report=text --report-file=%t/report
// RUN: FileCheck %s --check-prefix=PLAN < %t/report
// RUN: FileCheck %s --check-prefix=MANIFEST < %t/k.attention.manifest.json

// Attention over a KV cache whose valid length per batch is an i32 tensor
// (keys j >= len[b] masked), as a decoder with a padded cache writes it: the
// i32 input is read in the logit's body like a float or an i1 mask, and the
// attention is one online-softmax kernel. An i32 argument no op reads
// compiles too (@unused_int_arg).

// CHECK-LABEL: func @attention(
// CHECK-SAME: %[[LEN:[a-z0-9]+]]: tensor<4xi32>
// CHECK:      fuse.aggregate #fuse.add {{.*}} ins(%{{.+}}, %[[LEN]] : tensor<4x64x256xf32>, tensor<4xi32>) maps [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0)>] -> tensor<4x64x256xf32> {
// CHECK-NEXT: ^bb0(%[[S:.+]]: f32, %[[L:.+]]: i32):
// CHECK-NEXT:   %[[J:.+]] = fuse.index 2 : index
// CHECK-NEXT:   %[[JI:.+]] = arith.index_cast %[[J]] : index to i32
// CHECK-NEXT:   %[[KEEP:.+]] = arith.cmpi slt, %[[JI]], %[[L]] : i32
// CHECK-NEXT:   arith.select %[[KEEP]], %[[S]], %{{.+}} : f32

// PLAN: chain 1 at {{.*}} (attention)
// PLAN: decision: FUSE
// PLAN: kernels built (2, fuse.kernel_config)
// PLAN: online_softmax_wgmma
// PLAN: @attention: 1 kernel
// PLAN: @unused_int_arg: 1 kernel

// MANIFEST:      "dtype": "i32",
// MANIFEST-NEXT: "kind": "input",
// MANIFEST-NEXT: "name": "arg3",
// MANIFEST-NEXT: "shape": [
// MANIFEST-NEXT: 4
// MANIFEST-NEXT: ],
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#row = affine_map<(d0, d1, d2) -> (d0)>
func.func @attention(%q: tensor<4x64x64xbf16>, %k: tensor<4x256x64xbf16>, %v: tensor<4x256x64xbf16>, %len: tensor<4xi32>) -> tensor<4x64x64xbf16> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %ekT = tensor.empty() : tensor<4x64x256xbf16>
  %kT = linalg.transpose ins(%k : tensor<4x256x64xbf16>) outs(%ekT : tensor<4x64x256xbf16>) permutation = [0, 2, 1]
  %es = tensor.empty() : tensor<4x64x256xf32>
  %fs = linalg.fill ins(%zero : f32) outs(%es : tensor<4x64x256xf32>) -> tensor<4x64x256xf32>
  %s = linalg.batch_matmul ins(%q, %kT : tensor<4x64x64xbf16>, tensor<4x64x256xbf16>) outs(%fs : tensor<4x64x256xf32>) -> tensor<4x64x256xf32>
  %ms = linalg.generic {indexing_maps = [#id3, #row, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s, %len : tensor<4x64x256xf32>, tensor<4xi32>) outs(%es : tensor<4x64x256xf32>) {
  ^bb0(%a: f32, %l: i32, %out: f32):
    %j = linalg.index 2 : index
    %ji = arith.index_cast %j : index to i32
    %keep = arith.cmpi slt, %ji, %l : i32
    %c = arith.select %keep, %a, %ninf : f32
    linalg.yield %c : f32
  } -> tensor<4x64x256xf32>
  %sm = linalg.softmax dimension(2) ins(%ms : tensor<4x64x256xf32>) outs(%es : tensor<4x64x256xf32>) -> tensor<4x64x256xf32>
  %esb = tensor.empty() : tensor<4x64x256xbf16>
  %p = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%sm : tensor<4x64x256xf32>) outs(%esb : tensor<4x64x256xbf16>) {
  ^bb0(%a: f32, %out: bf16):
    %c = arith.truncf %a : f32 to bf16
    linalg.yield %c : bf16
  } -> tensor<4x64x256xbf16>
  %eo = tensor.empty() : tensor<4x64x64xf32>
  %fo = linalg.fill ins(%zero : f32) outs(%eo : tensor<4x64x64xf32>) -> tensor<4x64x64xf32>
  %o = linalg.batch_matmul ins(%p, %v : tensor<4x64x256xbf16>, tensor<4x256x64xbf16>) outs(%fo : tensor<4x64x64xf32>) -> tensor<4x64x64xf32>
  %eob = tensor.empty() : tensor<4x64x64xbf16>
  %ob = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%o : tensor<4x64x64xf32>) outs(%eob : tensor<4x64x64xbf16>) {
  ^bb0(%a: f32, %o2: bf16):
    %c = arith.truncf %a : f32 to bf16
    linalg.yield %c : bf16
  } -> tensor<4x64x64xbf16>
  return %ob : tensor<4x64x64xbf16>
}

func.func @unused_int_arg(%a: tensor<64x32xbf16>, %b: tensor<32x64xbf16>, %n: tensor<1xi32>) -> tensor<64x64xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x64xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %c = linalg.matmul ins(%a, %b : tensor<64x32xbf16>, tensor<32x64xbf16>) outs(%f : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %c : tensor<64x64xf32>
}
