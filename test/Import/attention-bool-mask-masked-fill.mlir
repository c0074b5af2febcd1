// RUN: fuse-opt %s --fuse-raise-linalg --mlir-print-local-scope | FileCheck %s
// RUN: fusec %s -o %t.ptx --report=text --report-file=%t.report
// RUN: grep -c "\.entry" %t.ptx | FileCheck %s --check-prefix=KERNELS
// RUN: FileCheck %s --check-prefix=PLAN < %t.report
// RUN: fusec %s --emit=gpu | FileCheck %s --check-prefix=GPU
// RUN: fusec %s --arch=sm_80 -o %t80.ptx
// RUN: grep -c "\.entry" %t80.ptx | FileCheck %s --check-prefix=KERNELS
// KERNELS: {{^}}2{{$}}
// PLAN: (attention)
// PLAN: decision:          FUSE
// GPU-COUNT-1: gpu.func @masked_fill_attention_0_weighted_softmax(
// GPU: memref.load %{{.+}}[%{{.+}}, %{{.+}}] : memref<512x512xi1>
// GPU: gpu.func @masked_fill_attention_0_weighted_softmax_blocks(
// GPU-NOT: gpu.func

// `scores.masked_fill(mask[:128, :256], -inf)`: a boolean mask (True =
// masked) sliced from a [512, 512] buffer, selected the other way round
// (`select %masked, -inf, %s`). The slice is a window of the i1 argument
// read through the plain map; one online-softmax kernel, after the block
// table's pre-kernel that bounds the mask matrix over each block.

// CHECK-LABEL: func @masked_fill_attention(
// CHECK-SAME: %[[M:[^:]+]]: tensor<512x512xi1>)
// CHECK: ins(%{{.+}}, %[[M]] : tensor<2x4x128x256xf32>, tensor<512x512xi1>) maps [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>]
// CHECK-NEXT: ^bb0(%[[S:.+]]: f32, %[[MASKED:.+]]: i1):
// CHECK-NEXT: %[[X:.+]] = arith.mulf %[[S]]
// CHECK-NEXT: arith.select %[[MASKED]], %{{.+}}, %[[X]] : f32
// CHECK-NOT: tensor.
#qk_q = affine_map<(b, h, i, j, k) -> (b, h, i, k)>
#qk_k = affine_map<(b, h, i, j, k) -> (b, h, j, k)>
#qk_s = affine_map<(b, h, i, j, k) -> (b, h, i, j)>
#id4 = affine_map<(b, h, i, j) -> (b, h, i, j)>
#mask = affine_map<(b, h, i, j) -> (i, j)>
#row4 = affine_map<(b, h, i, j) -> (b, h, i)>
#pv_p = affine_map<(b, h, i, e, j) -> (b, h, i, j)>
#pv_v = affine_map<(b, h, i, e, j) -> (b, h, j, e)>
#pv_o = affine_map<(b, h, i, e, j) -> (b, h, i, e)>
func.func @masked_fill_attention(%q: tensor<2x4x128x64xbf16>, %k: tensor<2x4x256x64xbf16>, %v: tensor<2x4x256x64xbf16>, %mask: tensor<512x512xi1>) -> tensor<2x4x128x64xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %scale = arith.constant 1.250000e-01 : f32
  %mb = tensor.extract_slice %mask[0, 0] [128, 256] [1, 1] : tensor<512x512xi1> to tensor<128x256xi1>
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
  %x = linalg.generic {indexing_maps = [#id4, #mask, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s, %mb : tensor<2x4x128x256xf32>, tensor<128x256xi1>) outs(%es : tensor<2x4x128x256xf32>) {
  ^bb0(%a: f32, %masked: i1, %o: f32):
    %t = arith.mulf %a, %scale : f32
    %u = arith.select %masked, %ninf, %t : f32
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
