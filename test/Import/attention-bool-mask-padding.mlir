// RUN: fuse-opt %s --fuse-raise-linalg --mlir-print-local-scope | FileCheck %s
// RUN: fusec %s -o %t.ptx --report=text --report-file=%t.report
// RUN: grep -c "\.entry" %t.ptx | FileCheck %s --check-prefix=KERNELS
// RUN: FileCheck %s --check-prefix=PLAN < %t.report
// RUN: FileCheck %s --check-prefix=MANIFEST < %t.manifest.json
// RUN: FileCheck %s --check-prefix=PTX < %t.ptx
// RUN: fusec %s --emit=gpu | FileCheck %s --check-prefix=GPU
// RUN: fuse-opt %s --fuse-raise-linalg --fusec-cpu-pipeline | FileCheck %s --check-prefix=CPU
// KERNELS: {{^}}2{{$}}
// PLAN: (attention)
// PLAN: decision:          FUSE
// The mask is an input buffer of one byte per element.
// MANIFEST:      "dtype": "i1",
// MANIFEST-NEXT: "kind": "input",
// MANIFEST-NEXT: "name": "arg3",
// PTX: ld.global.b8
// One online-softmax kernel reads its key blocks from the block table and
// loads the mask per logit at (b, j) in the blocks it does not know full;
// the table's pre-kernel bounds the mask per (row block, key block).
// GPU-COUNT-1: gpu.func @bert_attention_0_weighted_softmax(
// GPU-SAME: memref<2x2x4xi32>
// GPU: memref.load %{{.+}}[%{{.+}}, %{{.+}}, %c0] : memref<2x2x4xi32>
// GPU: memref.load %{{.+}}[%{{.+}}, %c0, %c0, %{{.+}}] : memref<2x1x1x256xi1>
// GPU: arith.select
// GPU: gpu.func @bert_attention_0_weighted_softmax_blocks(%{{.+}}: memref<2x1x1x256xi1>, %{{.+}}: memref<2x2x4xi32>)
// GPU: memref.atomic_rmw mins
// GPU-NOT: gpu.func
// CPU: llvm.load %{{.+}} : !llvm.ptr -> i1

// A BERT padding mask as a boolean argument: `torch.where(mask, scores,
// -inf)` with mask [B, 1, 1, N] (True = attend), broadcast over heads and
// queries. The mask is an input of the scores' aggregate read at its map
// (the unit dims as 0); the select rides into the online softmax's body.

// CHECK-LABEL: func @bert_attention(
// CHECK-SAME: %[[M:[^:]+]]: tensor<2x1x1x256xi1>)
// CHECK: fuse.aggregate #fuse.add dims [d0 = 2, d1 = 4, d2 = 128, d3 = 256] reduce [] ins(%{{.+}}, %[[M]] : tensor<2x4x128x256xf32>, tensor<2x1x1x256xi1>) maps [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, d3)>]
// CHECK-NEXT: ^bb0(%[[S:.+]]: f32, %[[KEEP:.+]]: i1):
// CHECK-NEXT: %[[X:.+]] = arith.mulf %[[S]]
// CHECK-NEXT: arith.select %[[KEEP]], %[[X]], %{{.+}} : f32
#qk_q = affine_map<(b, h, i, j, k) -> (b, h, i, k)>
#qk_k = affine_map<(b, h, i, j, k) -> (b, h, j, k)>
#qk_s = affine_map<(b, h, i, j, k) -> (b, h, i, j)>
#id4 = affine_map<(b, h, i, j) -> (b, h, i, j)>
#mask = affine_map<(b, h, i, j) -> (b, 0, 0, j)>
#row4 = affine_map<(b, h, i, j) -> (b, h, i)>
#pv_p = affine_map<(b, h, i, e, j) -> (b, h, i, j)>
#pv_v = affine_map<(b, h, i, e, j) -> (b, h, j, e)>
#pv_o = affine_map<(b, h, i, e, j) -> (b, h, i, e)>
func.func @bert_attention(%q: tensor<2x4x128x64xbf16>, %k: tensor<2x4x256x64xbf16>, %v: tensor<2x4x256x64xbf16>, %mask: tensor<2x1x1x256xi1>) -> tensor<2x4x128x64xf32> {
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
  %x = linalg.generic {indexing_maps = [#id4, #mask, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s, %mask : tensor<2x4x128x256xf32>, tensor<2x1x1x256xi1>) outs(%es : tensor<2x4x128x256xf32>) {
  ^bb0(%a: f32, %keep: i1, %o: f32):
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
