// RUN: fuse-opt %s --fuse-raise-linalg --mlir-print-local-scope | FileCheck %s
// RUN: fusec %s -o %t.ptx --report=text --report-file=%t.report
// RUN: grep -c "\.entry" %t.ptx | FileCheck %s --check-prefix=KERNELS
// RUN: FileCheck %s --check-prefix=PLAN < %t.report
// RUN: FileCheck %s --check-prefix=MANIFEST < %t.manifest.json
// RUN: fusec %s --emit=gpu | FileCheck %s --check-prefix=GPU
// KERNELS: {{^}}1{{$}}
// PLAN: (attention)
// PLAN: decision:          FUSE
// GPU-COUNT-1: gpu.func @decode_step_0_weighted_softmax(
// GPU-NOT: gpu.func
// The caches and the mask are passed whole.
// MANIFEST: "name": "arg1",
// MANIFEST-NEXT: "shape": [
// MANIFEST-NEXT:   2,
// MANIFEST-NEXT:   4,
// MANIFEST-NEXT:   512,
// MANIFEST: "name": "arg3",
// MANIFEST-NEXT: "shape": [
// MANIFEST-NEXT:   512,
// MANIFEST-NEXT:   512

// Attention over the first 256 entries of a [B, H, 512, d] KV cache, with
// an additive mask sliced from a [512, 512] buffer at rows 128..255 (the
// queries' positions): `k_cache[:, :, :256]`, `mask[128:256, :256]`. A
// slice starting at 0 reads a window of its source through the plain map
// (the key dim has 256 points, the cache axis 512); the mask's row offset
// is added to its index. The scores stay a generic contraction (fuse.matmul
// reads whole operands); one online-softmax kernel whose key loop stops at
// 256 and whose body loads the mask at (i + 128, j).

// CHECK-LABEL: func @decode_step(
// CHECK-SAME: %[[Q:[^:]+]]: tensor<2x4x128x64xbf16>, %[[K:[^:]+]]: tensor<2x4x512x64xbf16>, %[[V:[^:]+]]: tensor<2x4x512x64xbf16>, %[[M:[^:]+]]: tensor<512x512xf32>)
// CHECK: %[[S:.+]] = fuse.aggregate #fuse.add dims [b0 = 2, b1 = 4, i = 128, j = 256, k = 64] reduce [k] ins(%[[Q]], %[[K]] : tensor<2x4x128x64xbf16>, tensor<2x4x512x64xbf16>) maps [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>]
// CHECK: fuse.aggregate #fuse.add dims [d0 = 2, d1 = 4, d2 = 128, d3 = 256] reduce [] ins(%[[S]], %[[M]] : tensor<2x4x128x256xf32>, tensor<512x512xf32>) maps [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2 + 128, d3)>]
// CHECK: fuse.aggregate #fuse.add dims [b0 = 2, b1 = 4, i = 128, j = 64, k = 256] reduce [k] ins(%{{.+}}, %[[V]] : tensor<2x4x128x256xbf16>, tensor<2x4x512x64xbf16>) maps [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>]
// CHECK-NOT: tensor.
// CHECK: return
#qk_q = affine_map<(b, h, i, j, k) -> (b, h, i, k)>
#qk_k = affine_map<(b, h, i, j, k) -> (b, h, j, k)>
#qk_s = affine_map<(b, h, i, j, k) -> (b, h, i, j)>
#id4 = affine_map<(b, h, i, j) -> (b, h, i, j)>
#mask = affine_map<(b, h, i, j) -> (i, j)>
#row4 = affine_map<(b, h, i, j) -> (b, h, i)>
#pv_p = affine_map<(b, h, i, e, j) -> (b, h, i, j)>
#pv_v = affine_map<(b, h, i, e, j) -> (b, h, j, e)>
#pv_o = affine_map<(b, h, i, e, j) -> (b, h, i, e)>
func.func @decode_step(%q: tensor<2x4x128x64xbf16>, %kcache: tensor<2x4x512x64xbf16>, %vcache: tensor<2x4x512x64xbf16>, %bias: tensor<512x512xf32>) -> tensor<2x4x128x64xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %scale = arith.constant 1.250000e-01 : f32
  %k = tensor.extract_slice %kcache[0, 0, 0, 0] [2, 4, 256, 64] [1, 1, 1, 1] : tensor<2x4x512x64xbf16> to tensor<2x4x256x64xbf16>
  %v = tensor.extract_slice %vcache[0, 0, 0, 0] [2, 4, 256, 64] [1, 1, 1, 1] : tensor<2x4x512x64xbf16> to tensor<2x4x256x64xbf16>
  %m0 = tensor.extract_slice %bias[128, 0] [128, 256] [1, 1] : tensor<512x512xf32> to tensor<128x256xf32>
  %es = tensor.empty() : tensor<2x4x128x256xf32>
  %fs = linalg.fill ins(%zero : f32) outs(%es : tensor<2x4x128x256xf32>) -> tensor<2x4x128x256xf32>
  %s = linalg.generic {indexing_maps = [#qk_q, #qk_k, #qk_s], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%q, %k : tensor<2x4x128x64xbf16>, tensor<2x4x256x64xbf16>) outs(%fs : tensor<2x4x128x256xf32>) {
  ^bb0(%a: bf16, %b: bf16, %acc: f32):
    %a32 = arith.extf %a : bf16 to f32
    %b32 = arith.extf %b : bf16 to f32
    %p = arith.mulf %a32, %b32 : f32
    %r = arith.addf %acc, %p : f32
    linalg.yield %r : f32
  } -> tensor<2x4x128x256xf32>
  %x = linalg.generic {indexing_maps = [#id4, #mask, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s, %m0 : tensor<2x4x128x256xf32>, tensor<128x256xf32>) outs(%es : tensor<2x4x128x256xf32>) {
  ^bb0(%a: f32, %mb: f32, %o: f32):
    %t = arith.mulf %a, %scale : f32
    %u = arith.addf %t, %mb : f32
    linalg.yield %u : f32
  } -> tensor<2x4x128x256xf32>
  %er = tensor.empty() : tensor<2x4x128xf32>
  %fm = linalg.fill ins(%ninf : f32) outs(%er : tensor<2x4x128xf32>) -> tensor<2x4x128xf32>
  %m = linalg.generic {indexing_maps = [#id4, #row4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%x : tensor<2x4x128x256xf32>) outs(%fm : tensor<2x4x128xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.maximumf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<2x4x128xf32>
  %e = linalg.generic {indexing_maps = [#id4, #row4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x, %m : tensor<2x4x128x256xf32>, tensor<2x4x128xf32>) outs(%es : tensor<2x4x128x256xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %d = arith.subf %a, %b : f32
    %y = math.exp %d : f32
    linalg.yield %y : f32
  } -> tensor<2x4x128x256xf32>
  %fz = linalg.fill ins(%zero : f32) outs(%er : tensor<2x4x128xf32>) -> tensor<2x4x128xf32>
  %l = linalg.generic {indexing_maps = [#id4, #row4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%e : tensor<2x4x128x256xf32>) outs(%fz : tensor<2x4x128xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<2x4x128xf32>
  %ep = tensor.empty() : tensor<2x4x128x256xbf16>
  %p = linalg.generic {indexing_maps = [#id4, #row4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%e, %l : tensor<2x4x128x256xf32>, tensor<2x4x128xf32>) outs(%ep : tensor<2x4x128x256xbf16>) {
  ^bb0(%a: f32, %b: f32, %o: bf16):
    %d = arith.divf %a, %b : f32
    %t = arith.truncf %d : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<2x4x128x256xbf16>
  %eo = tensor.empty() : tensor<2x4x128x64xf32>
  %fo = linalg.fill ins(%zero : f32) outs(%eo : tensor<2x4x128x64xf32>) -> tensor<2x4x128x64xf32>
  %o = linalg.generic {indexing_maps = [#pv_p, #pv_v, #pv_o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p, %v : tensor<2x4x128x256xbf16>, tensor<2x4x256x64xbf16>) outs(%fo : tensor<2x4x128x64xf32>) {
  ^bb0(%a: bf16, %b: bf16, %acc: f32):
    %a32 = arith.extf %a : bf16 to f32
    %b32 = arith.extf %b : bf16 to f32
    %pr = arith.mulf %a32, %b32 : f32
    %r = arith.addf %acc, %pr : f32
    linalg.yield %r : f32
  } -> tensor<2x4x128x64xf32>
  return %o : tensor<2x4x128x64xf32>
}
