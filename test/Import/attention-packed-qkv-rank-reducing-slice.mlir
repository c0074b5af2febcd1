// RUN: fuse-opt %s --fuse-raise-linalg --mlir-print-local-scope | FileCheck %s
// RUN: fusec %s -o %t.ptx --report=text --report-file=%t.report
// RUN: grep -c "\.entry" %t.ptx | FileCheck %s --check-prefix=KERNELS
// RUN: FileCheck %s --check-prefix=PLAN < %t.report
// RUN: fusec %s --emit=gpu | FileCheck %s --check-prefix=GPU
// KERNELS: {{^}}1{{$}}
// PLAN: (attention)
// PLAN: decision:          FUSE
// GPU-COUNT-1: gpu.func @attention_0_weighted_softmax(
// GPU-NOT: gpu.func

// Fused-QKV split of a [B, N, 3, H, d] projection (`qkv.unbind(2)`): each
// slice takes one index of the size-3 dimension and drops it (a
// rank-reducing extract_slice). The dropped dimension is read as the
// constant offset (0 for Q, 1 for K, 2 for V); one online-softmax kernel.

// CHECK-LABEL: func @attention(
// CHECK-SAME: %[[QKV:.+]]: tensor<2x128x3x4x64xbf16>)
// CHECK: fuse.aggregate #fuse.add dims [b0 = 8, i = 128, j = 128, k = 64] reduce [k] ins(%[[QKV]], %[[QKV]] : tensor<2x128x3x4x64xbf16>, tensor<2x128x3x4x64xbf16>) maps [affine_map<(d0, d1, d2, d3) -> (d0 floordiv 4, d1, 0, d0 mod 4, d3)>, affine_map<(d0, d1, d2, d3) -> (d0 floordiv 4, d2, 1, d0 mod 4, d3)>]
// CHECK: ins(%{{.+}}, %[[QKV]] : tensor<8x128x128xbf16>, tensor<2x128x3x4x64xbf16>) maps [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0 floordiv 4, d3, 2, d0 mod 4, d2)>]
// CHECK-NOT: tensor.
// CHECK: return
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#row3 = affine_map<(d0, d1, d2) -> (d0, d1)>
#tr = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @attention(%qkv: tensor<2x128x3x4x64xbf16>) -> tensor<8x128x64xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %q1 = tensor.extract_slice %qkv[0, 0, 0, 0, 0] [2, 128, 1, 4, 64] [1, 1, 1, 1, 1] : tensor<2x128x3x4x64xbf16> to tensor<2x128x4x64xbf16>
  %k1 = tensor.extract_slice %qkv[0, 0, 1, 0, 0] [2, 128, 1, 4, 64] [1, 1, 1, 1, 1] : tensor<2x128x3x4x64xbf16> to tensor<2x128x4x64xbf16>
  %v1 = tensor.extract_slice %qkv[0, 0, 2, 0, 0] [2, 128, 1, 4, 64] [1, 1, 1, 1, 1] : tensor<2x128x3x4x64xbf16> to tensor<2x128x4x64xbf16>
  %et = tensor.empty() : tensor<2x4x128x64xbf16>
  %q2 = linalg.transpose ins(%q1 : tensor<2x128x4x64xbf16>) outs(%et : tensor<2x4x128x64xbf16>) permutation = [0, 2, 1, 3]
  %k2 = linalg.transpose ins(%k1 : tensor<2x128x4x64xbf16>) outs(%et : tensor<2x4x128x64xbf16>) permutation = [0, 2, 1, 3]
  %v2 = linalg.transpose ins(%v1 : tensor<2x128x4x64xbf16>) outs(%et : tensor<2x4x128x64xbf16>) permutation = [0, 2, 1, 3]
  %q = tensor.collapse_shape %q2 [[0, 1], [2], [3]] : tensor<2x4x128x64xbf16> into tensor<8x128x64xbf16>
  %k = tensor.collapse_shape %k2 [[0, 1], [2], [3]] : tensor<2x4x128x64xbf16> into tensor<8x128x64xbf16>
  %v = tensor.collapse_shape %v2 [[0, 1], [2], [3]] : tensor<2x4x128x64xbf16> into tensor<8x128x64xbf16>
  %ekt = tensor.empty() : tensor<8x64x128xbf16>
  %kt = linalg.transpose ins(%k : tensor<8x128x64xbf16>) outs(%ekt : tensor<8x64x128xbf16>) permutation = [0, 2, 1]
  %es = tensor.empty() : tensor<8x128x128xf32>
  %fs = linalg.fill ins(%zero : f32) outs(%es : tensor<8x128x128xf32>) -> tensor<8x128x128xf32>
  %s = linalg.batch_matmul ins(%q, %kt : tensor<8x128x64xbf16>, tensor<8x64x128xbf16>) outs(%fs : tensor<8x128x128xf32>) -> tensor<8x128x128xf32>
  %er = tensor.empty() : tensor<8x128xf32>
  %fm = linalg.fill ins(%ninf : f32) outs(%er : tensor<8x128xf32>) -> tensor<8x128xf32>
  %m = linalg.generic {indexing_maps = [#id3, #row3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%s : tensor<8x128x128xf32>) outs(%fm : tensor<8x128xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.maximumf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<8x128xf32>
  %e = linalg.generic {indexing_maps = [#id3, #row3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s, %m : tensor<8x128x128xf32>, tensor<8x128xf32>) outs(%es : tensor<8x128x128xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %d = arith.subf %a, %b : f32
    %x = math.exp %d : f32
    linalg.yield %x : f32
  } -> tensor<8x128x128xf32>
  %fz = linalg.fill ins(%zero : f32) outs(%er : tensor<8x128xf32>) -> tensor<8x128xf32>
  %l = linalg.generic {indexing_maps = [#id3, #row3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%e : tensor<8x128x128xf32>) outs(%fz : tensor<8x128xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<8x128xf32>
  %ep = tensor.empty() : tensor<8x128x128xbf16>
  %p = linalg.generic {indexing_maps = [#id3, #row3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%e, %l : tensor<8x128x128xf32>, tensor<8x128xf32>) outs(%ep : tensor<8x128x128xbf16>) {
  ^bb0(%a: f32, %b: f32, %o: bf16):
    %d = arith.divf %a, %b : f32
    %t = arith.truncf %d : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<8x128x128xbf16>
  %eo = tensor.empty() : tensor<8x128x64xf32>
  %fo = linalg.fill ins(%zero : f32) outs(%eo : tensor<8x128x64xf32>) -> tensor<8x128x64xf32>
  %o = linalg.batch_matmul ins(%p, %v : tensor<8x128x128xbf16>, tensor<8x128x64xbf16>) outs(%fo : tensor<8x128x64xf32>) -> tensor<8x128x64xf32>
  return %o : tensor<8x128x64xf32>
}
