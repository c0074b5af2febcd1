// RUN: fuse-opt %s --fuse-raise-linalg --mlir-print-local-scope | FileCheck %s
// RUN: rm -rf %t && mkdir -p %t
// RUN: fusec %s -o %t/gpt.ptx --report=text --report-file=%t/report
// RUN: FileCheck %s --check-prefix=PLAN < %t/report
// RUN: FileCheck %s --check-prefix=PTX < %t/gpt.ptx
// RUN: cat %t/gpt*manifest.json | grep -c "\"shared_bytes\"" | FileCheck %s --check-prefix=KERNELS
// RUN: FileCheck %s --check-prefix=MANIFEST < %t/gpt.manifest.json
// RUN: grep -c '"kind": "temp"' %t/gpt.manifest.json | FileCheck %s --check-prefix=TEMPS
// RUN: fusec %s --arch=sm_80 -o %t/gpt80.ptx
// RUN: FileCheck %s --check-prefix=SM80 < %t/gpt80.ptx

// A GPT-style attention block as torch-mlir lowers it (issue 17): the head
// split [B*N, H*d] -> [B, N, H, d] -> [B, H, N, d] -> [B*H, N, d] and the
// head merge back are views. Each projection writes its result per head
// (the expand and the transpose are computed into the matmul and its cast),
// the collapse folds into the attention's maps as floordiv / mod of the
// batch, and the head merge folds into the output projection's A map (k
// read as [h, .., e]). Five kernels: three GEMMs, one online softmax, one
// GEMM; no scores in memory, nothing untiled.

// The projections: one GEMM each, written as [B, H, N, d].
// CHECK-LABEL: func @gpt_block(
// CHECK: %[[Q:.+]] = fuse.aggregate #fuse.add dims [b0 = 2, b1 = 4, i = 128, j = 64, k = 256] reduce [k] ins(%arg0, %arg1 : tensor<256x256xbf16>, tensor<256x256xbf16>) maps [affine_map<(d0, d1, d2, d3, d4) -> (d0 * 128 + d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d4, d1 * 64 + d3)>] -> tensor<2x4x128x64xf32>
// CHECK: %[[QB:.+]] = fuse.map ins(%[[Q]] : tensor<2x4x128x64xf32>) -> tensor<2x4x128x64xbf16>
// CHECK: %[[K:.+]] = fuse.aggregate #fuse.add {{.*}} -> tensor<2x4x128x64xf32>
// CHECK: %[[KB:.+]] = fuse.map ins(%[[K]]
// CHECK: %[[V:.+]] = fuse.aggregate #fuse.add {{.*}} -> tensor<2x4x128x64xf32>
// CHECK: %[[VB:.+]] = fuse.map ins(%[[V]]
// The scores read Q and K per head through the collapse of (B, H).
// CHECK: fuse.aggregate #fuse.add dims [b0 = 8, i = 128, j = 128, k = 64] reduce [k] ins(%[[QB]], %[[KB]] : tensor<2x4x128x64xbf16>, tensor<2x4x128x64xbf16>) maps [affine_map<(d0, d1, d2, d3) -> (d0 floordiv 4, d0 mod 4, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0 floordiv 4, d0 mod 4, d2, d3)>] -> tensor<8x128x128xf32>
// CHECK: fuse.softmax
// PV keeps its iteration space (the factorization fuses it with the softmax).
// CHECK: %[[O:.+]] = fuse.aggregate #fuse.add dims [b0 = 8, i = 128, j = 64, k = 128] reduce [k] ins(%{{.+}}, %[[VB]] : tensor<8x128x128xbf16>, tensor<2x4x128x64xbf16>) maps [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0 floordiv 4, d0 mod 4, d3, d2)>] -> tensor<8x128x64xf32>
// CHECK: %[[OB:.+]] = fuse.map ins(%[[O]] : tensor<8x128x64xf32>) -> tensor<8x128x64xbf16>
// The head merge: k = h * 64 + e.
// CHECK: fuse.aggregate #fuse.add dims [i = 256, j = 256, k = 256] reduce [k] ins(%[[OB]], %arg4 : tensor<8x128x64xbf16>, tensor<256x256xbf16>) maps [affine_map<(d0, d1, d2) -> ((d0 floordiv 128) * 4 + d2 floordiv 64, d0 mod 128, d2 mod 64)>, affine_map<(d0, d1, d2) -> (d2, d1)>] -> tensor<256x256xf32>
// CHECK-NOT: linalg.
// CHECK-NOT: tensor.

// PLAN: (1 chain)
// PLAN: (attention): m = 128, n = 128, k = 64, output width 64, batch 8
// PLAN: decision:          FUSE
// PLAN-NOT: softmax without a chain

// KERNELS: {{^}}5{{$}}
// Identical kernels are generated once: gpt_block_1_add, gpt_block_2_add reuse an earlier kernel (the same shape and body).
// PTX-LABEL: .entry gpt_block_0_add(
// PTX: wgmma.mma_async
// PTX-LABEL: .entry gpt_block_3_weighted_softmax(
// PTX: wgmma.mma_async
// PTX-LABEL: .entry gpt_block_4_add(
// PTX: wgmma.mma_async
// SM80-COUNT-3: .entry
// SM80: mma.sync.aligned.m16n8k16

// MANIFEST: "name": "gpt_block_0_add"
// MANIFEST: "name": "gpt_block_3_weighted_softmax"
// Temporaries: Q, K, V per head and the attention's output; no scores.
// TEMPS: {{^}}4{{$}}

// GPT-style attention block as torch-mlir lowers it: B = 2, N = 128, H = 4, d = 64, bf16.
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
func.func @gpt_block(%x: tensor<256x256xbf16>, %wq: tensor<256x256xbf16>, %wk: tensor<256x256xbf16>, %wv: tensor<256x256xbf16>, %wo: tensor<256x256xbf16>) -> tensor<256x256xbf16> {
  %zero = arith.constant 0.0 : f32
  %scale = arith.constant 0.125 : f32
  %e2f = tensor.empty() : tensor<256x256xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2f : tensor<256x256xf32>) -> tensor<256x256xf32>
  %e2b = tensor.empty() : tensor<256x256xbf16>
  // Q projection and head split
  %qf = linalg.matmul ins(%x, %wq : tensor<256x256xbf16>, tensor<256x256xbf16>) outs(%f2 : tensor<256x256xf32>) -> tensor<256x256xf32>
  %qb = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%qf : tensor<256x256xf32>) outs(%e2b : tensor<256x256xbf16>) {
  ^bb0(%a: f32, %out: bf16):
    %c = arith.truncf %a : f32 to bf16
    linalg.yield %c : bf16
  } -> tensor<256x256xbf16>
  %q4 = tensor.expand_shape %qb [[0, 1], [2, 3]] output_shape [2, 128, 4, 64] : tensor<256x256xbf16> into tensor<2x128x4x64xbf16>
  %eq4 = tensor.empty() : tensor<2x4x128x64xbf16>
  %qt = linalg.transpose ins(%q4 : tensor<2x128x4x64xbf16>) outs(%eq4 : tensor<2x4x128x64xbf16>) permutation = [0, 2, 1, 3]
  %q3 = tensor.collapse_shape %qt [[0, 1], [2], [3]] : tensor<2x4x128x64xbf16> into tensor<8x128x64xbf16>
  // K projection and head split
  %kf = linalg.matmul ins(%x, %wk : tensor<256x256xbf16>, tensor<256x256xbf16>) outs(%f2 : tensor<256x256xf32>) -> tensor<256x256xf32>
  %kb = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%kf : tensor<256x256xf32>) outs(%e2b : tensor<256x256xbf16>) {
  ^bb0(%a: f32, %out: bf16):
    %c = arith.truncf %a : f32 to bf16
    linalg.yield %c : bf16
  } -> tensor<256x256xbf16>
  %k4 = tensor.expand_shape %kb [[0, 1], [2, 3]] output_shape [2, 128, 4, 64] : tensor<256x256xbf16> into tensor<2x128x4x64xbf16>
  %ek4 = tensor.empty() : tensor<2x4x128x64xbf16>
  %kt = linalg.transpose ins(%k4 : tensor<2x128x4x64xbf16>) outs(%ek4 : tensor<2x4x128x64xbf16>) permutation = [0, 2, 1, 3]
  %k3 = tensor.collapse_shape %kt [[0, 1], [2], [3]] : tensor<2x4x128x64xbf16> into tensor<8x128x64xbf16>
  // V projection and head split
  %vf = linalg.matmul ins(%x, %wv : tensor<256x256xbf16>, tensor<256x256xbf16>) outs(%f2 : tensor<256x256xf32>) -> tensor<256x256xf32>
  %vb = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%vf : tensor<256x256xf32>) outs(%e2b : tensor<256x256xbf16>) {
  ^bb0(%a: f32, %out: bf16):
    %c = arith.truncf %a : f32 to bf16
    linalg.yield %c : bf16
  } -> tensor<256x256xbf16>
  %v4 = tensor.expand_shape %vb [[0, 1], [2, 3]] output_shape [2, 128, 4, 64] : tensor<256x256xbf16> into tensor<2x128x4x64xbf16>
  %ev4 = tensor.empty() : tensor<2x4x128x64xbf16>
  %vt = linalg.transpose ins(%v4 : tensor<2x128x4x64xbf16>) outs(%ev4 : tensor<2x4x128x64xbf16>) permutation = [0, 2, 1, 3]
  %v3 = tensor.collapse_shape %vt [[0, 1], [2], [3]] : tensor<2x4x128x64xbf16> into tensor<8x128x64xbf16>
  // scores = Q K^T (K transposed by a copy), scaled; softmax; cast
  %ekT = tensor.empty() : tensor<8x64x128xbf16>
  %kT = linalg.transpose ins(%k3 : tensor<8x128x64xbf16>) outs(%ekT : tensor<8x64x128xbf16>) permutation = [0, 2, 1]
  %es = tensor.empty() : tensor<8x128x128xf32>
  %fs = linalg.fill ins(%zero : f32) outs(%es : tensor<8x128x128xf32>) -> tensor<8x128x128xf32>
  %s = linalg.batch_matmul ins(%q3, %kT : tensor<8x128x64xbf16>, tensor<8x64x128xbf16>) outs(%fs : tensor<8x128x128xf32>) -> tensor<8x128x128xf32>
  %ss = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s : tensor<8x128x128xf32>) outs(%es : tensor<8x128x128xf32>) {
  ^bb0(%a: f32, %out: f32):
    %c = arith.mulf %a, %scale : f32
    linalg.yield %c : f32
  } -> tensor<8x128x128xf32>
  %sm = linalg.softmax dimension(2) ins(%ss : tensor<8x128x128xf32>) outs(%es : tensor<8x128x128xf32>) -> tensor<8x128x128xf32>
  %esb = tensor.empty() : tensor<8x128x128xbf16>
  %p = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%sm : tensor<8x128x128xf32>) outs(%esb : tensor<8x128x128xbf16>) {
  ^bb0(%a: f32, %out: bf16):
    %c = arith.truncf %a : f32 to bf16
    linalg.yield %c : bf16
  } -> tensor<8x128x128xbf16>
  // O = P V, cast, head merge
  %eo = tensor.empty() : tensor<8x128x64xf32>
  %fo = linalg.fill ins(%zero : f32) outs(%eo : tensor<8x128x64xf32>) -> tensor<8x128x64xf32>
  %o = linalg.batch_matmul ins(%p, %v3 : tensor<8x128x128xbf16>, tensor<8x128x64xbf16>) outs(%fo : tensor<8x128x64xf32>) -> tensor<8x128x64xf32>
  %eob = tensor.empty() : tensor<8x128x64xbf16>
  %ob = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%o : tensor<8x128x64xf32>) outs(%eob : tensor<8x128x64xbf16>) {
  ^bb0(%a: f32, %o2: bf16):
    %c = arith.truncf %a : f32 to bf16
    linalg.yield %c : bf16
  } -> tensor<8x128x64xbf16>
  %o4 = tensor.expand_shape %ob [[0, 1], [2], [3]] output_shape [2, 4, 128, 64] : tensor<8x128x64xbf16> into tensor<2x4x128x64xbf16>
  %eot = tensor.empty() : tensor<2x128x4x64xbf16>
  %ot = linalg.transpose ins(%o4 : tensor<2x4x128x64xbf16>) outs(%eot : tensor<2x128x4x64xbf16>) permutation = [0, 2, 1, 3]
  %o2 = tensor.collapse_shape %ot [[0, 1], [2, 3]] : tensor<2x128x4x64xbf16> into tensor<256x256xbf16>
  // output projection
  %yf = linalg.matmul ins(%o2, %wo : tensor<256x256xbf16>, tensor<256x256xbf16>) outs(%f2 : tensor<256x256xf32>) -> tensor<256x256xf32>
  %y = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%yf : tensor<256x256xf32>) outs(%e2b : tensor<256x256xbf16>) {
  ^bb0(%a: f32, %out: bf16):
    %c = arith.truncf %a : f32 to bf16
    linalg.yield %c : bf16
  } -> tensor<256x256xbf16>
  return %y : tensor<256x256xbf16>
}
