// RUN: fusec %s -o %t.ptx --report=text --report-file=%t.report
// RUN: FileCheck %s < %t.report
// RUN: fusec %s --emit=gpu | FileCheck %s --check-prefix=GPU

// Attention over sequences padded to 256 keys, the valid length per batch
// an i32 tensor (keys j >= len[b] masked), written the way torch-mlir
// decomposes softmax: the masked scores are read by the max, the exp and
// the normalization. The mask (which reads the length, a value broadcast
// along the keys but no statistic) stays one producer that the softmax's
// reductions read, so the softmax forms and the attention is one
// online-softmax kernel that reads len[b] once per CTA and visits only the
// key blocks below it.

// CHECK: decision: FUSE
// CHECK: kernels built (1, fuse.kernel_config)
// CHECK-NEXT: online_softmax_{{.*}}; keys {{[a-z0-9]+}} in [0, arg3[{{[a-z0-9]+}}] - 1], read per batch point: key blocks counted at run time;
// GPU-COUNT-1: gpu.func
// GPU: memref.load %{{.+}}[%{{.+}}] : memref<2xi32>
// GPU-NOT: memref<2xi32>
#qk_q = affine_map<(b, h, i, j, k) -> (b, h, i, k)>
#qk_k = affine_map<(b, h, i, j, k) -> (b, h, j, k)>
#qk_s = affine_map<(b, h, i, j, k) -> (b, h, i, j)>
#id4 = affine_map<(b, h, i, j) -> (b, h, i, j)>
#mask = affine_map<(b, h, i, j) -> (b)>
#row4 = affine_map<(b, h, i, j) -> (b, h, i)>
#pv_p = affine_map<(b, h, i, e, j) -> (b, h, i, j)>
#pv_v = affine_map<(b, h, i, e, j) -> (b, h, j, e)>
#pv_o = affine_map<(b, h, i, e, j) -> (b, h, i, e)>
func.func @padded_attention(%q: tensor<2x4x128x64xbf16>, %k: tensor<2x4x256x64xbf16>, %v: tensor<2x4x256x64xbf16>, %len: tensor<2xi32>) -> tensor<2x4x128x64xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %scale = arith.constant 1.250000e-01 : f32
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
  %x = linalg.generic {indexing_maps = [#id4, #mask, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s, %len : tensor<2x4x128x256xf32>, tensor<2xi32>) outs(%es : tensor<2x4x128x256xf32>) {
  ^bb0(%a: f32, %n: i32, %o: f32):
    %jx = linalg.index 3 : index
    %ji = arith.index_cast %jx : index to i32
    %keep = arith.cmpi slt, %ji, %n : i32
    %t = arith.mulf %a, %scale : f32
    %u = arith.select %keep, %t, %ninf : f32
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
