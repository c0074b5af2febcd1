// RUN: rm -rf %t && mkdir -p %t
// RUN: fusec %s -o %t/gqa.ptx --report=text --report-file=%t/report
// RUN: FileCheck %s --check-prefix=PLAN < %t/report
// RUN: cat %t/gqa*manifest.json | grep -c "\"shared_bytes\"" | FileCheck %s --check-prefix=KERNELS
// RUN: FileCheck %s --check-prefix=PTX < %t/gqa.ptx
// RUN: fusec %s --emit=gpu | FileCheck %s --check-prefix=GPU
// RUN: fusec %s --arch=sm_80 -o %t/gqa80.ptx
// RUN: FileCheck %s --check-prefix=SM80 < %t/gqa80.ptx

// A GPT block with grouped-query attention as torch-mlir lowers it (issue
// 17; bench/blocks/gen_blocks.py --small): Hq = 8 query heads share Hkv = 2
// KV heads; K and V projections of width Hkv*d; the KV heads repeated as
// `repeat_interleave(k, 4, dim=1)` decomposes (expand_shape to
// [B, Hkv, 1, N, d], a broadcast generic to [B, Hkv, 4, N, d], collapses to
// [B, Hq, N, d] and [B*Hq, N, d]); a causal mask select(i >= j, s, -inf).
// Five kernels: three GEMMs (K and V written as [B, Hkv, N, d], never
// repeated), one causal online softmax reading the KV head h floordiv 4,
// one GEMM.

// PLAN: (attention): m = 128, n = 128, k = 64, output width 64, batch 16, 2-byte elements, causal
// PLAN: decision:          FUSE
// PLAN-NOT: untiled
// PLAN: kernels built (5,

// KERNELS: {{^}}5{{$}}
// Identical kernels are generated once: gqa_block_2_add reuse an earlier kernel (the same shape and body).
// PTX-LABEL: .entry gqa_block_0_add(
// PTX: wgmma.mma_async
// PTX-LABEL: .entry gqa_block_1_add(
// PTX: wgmma.mma_async
// PTX-LABEL: .entry gqa_block_3_weighted_softmax(
// PTX: wgmma.mma_async
// PTX-LABEL: .entry gqa_block_4_add(
// PTX: wgmma.mma_async
// SM80-COUNT-4: .entry
// SM80: mma.sync.aligned.m16n8k16

// GPU: gpu.func @gqa_block_0_add(%{{.*}}: memref<256x512xbf16>, %{{.*}}: memref<512x512xbf16>, %{{.*}}: memref<2x8x128x64xbf16>, %{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr) kernel
// GPU: gpu.func @gqa_block_1_add(%{{.*}}: memref<256x512xbf16>, %{{.*}}: memref<512x128xbf16>, %{{.*}}: memref<2x2x128x64xbf16>, %{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr) kernel
// K and V are read with their Hkv = 2 heads.
// GPU: gpu.func @gqa_block_3_weighted_softmax(%{{.*}}: memref<2x2x128x64xbf16>, %{{.*}}: memref<2x8x128x64xbf16>, %{{.*}}: memref<2x2x128x64xbf16>, %{{.*}}: memref<16x128x64xbf16>,
// GPU: gpu.func @gqa_block_4_add(
// GPU-NOT: gpu.func

// GPT block with grouped-query attention as torch-mlir lowers it: B = 2, N = 128, Hq = 8, Hkv = 2, d = 64, bf16, causal.
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#rep_in = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, 0, d3, d4)>
#id5 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
func.func @gqa_block(%x: tensor<256x512xbf16>, %wq: tensor<512x512xbf16>, %wk: tensor<512x128xbf16>, %wv: tensor<512x128xbf16>, %wo: tensor<512x512xbf16>) -> tensor<256x512xbf16> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %scale = arith.constant 0.125 : f32
  // Q projection [256 x 512] x [512 x 512] and head split
  %eqf = tensor.empty() : tensor<256x512xf32>
  %zqf = linalg.fill ins(%zero : f32) outs(%eqf : tensor<256x512xf32>) -> tensor<256x512xf32>
  %qf = linalg.matmul ins(%x, %wq : tensor<256x512xbf16>, tensor<512x512xbf16>) outs(%zqf : tensor<256x512xf32>) -> tensor<256x512xf32>
  %eqb = tensor.empty() : tensor<256x512xbf16>
  %qb = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%qf : tensor<256x512xf32>) outs(%eqb : tensor<256x512xbf16>) {
  ^bb0(%a: f32, %out: bf16):
    %c = arith.truncf %a : f32 to bf16
    linalg.yield %c : bf16
  } -> tensor<256x512xbf16>
  %q4 = tensor.expand_shape %qb [[0, 1], [2, 3]] output_shape [2, 128, 8, 64] : tensor<256x512xbf16> into tensor<2x128x8x64xbf16>
  %eq4 = tensor.empty() : tensor<2x8x128x64xbf16>
  %qt = linalg.transpose ins(%q4 : tensor<2x128x8x64xbf16>) outs(%eq4 : tensor<2x8x128x64xbf16>) permutation = [0, 2, 1, 3]
  %q3 = tensor.collapse_shape %qt [[0, 1], [2], [3]] : tensor<2x8x128x64xbf16> into tensor<16x128x64xbf16>
  // K projection [256 x 512] x [512 x 128] and head split
  %ekf = tensor.empty() : tensor<256x128xf32>
  %zkf = linalg.fill ins(%zero : f32) outs(%ekf : tensor<256x128xf32>) -> tensor<256x128xf32>
  %kf = linalg.matmul ins(%x, %wk : tensor<256x512xbf16>, tensor<512x128xbf16>) outs(%zkf : tensor<256x128xf32>) -> tensor<256x128xf32>
  %ekb = tensor.empty() : tensor<256x128xbf16>
  %kb = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%kf : tensor<256x128xf32>) outs(%ekb : tensor<256x128xbf16>) {
  ^bb0(%a: f32, %out: bf16):
    %c = arith.truncf %a : f32 to bf16
    linalg.yield %c : bf16
  } -> tensor<256x128xbf16>
  %k4 = tensor.expand_shape %kb [[0, 1], [2, 3]] output_shape [2, 128, 2, 64] : tensor<256x128xbf16> into tensor<2x128x2x64xbf16>
  %ek4 = tensor.empty() : tensor<2x2x128x64xbf16>
  %kt = linalg.transpose ins(%k4 : tensor<2x128x2x64xbf16>) outs(%ek4 : tensor<2x2x128x64xbf16>) permutation = [0, 2, 1, 3]
  // repeat_interleave(k, 4, dim=1): unsqueeze(2), expand, flatten(1, 2)
  %ku = tensor.expand_shape %kt [[0], [1, 2], [3], [4]] output_shape [2, 2, 1, 128, 64] : tensor<2x2x128x64xbf16> into tensor<2x2x1x128x64xbf16>
  %ekx = tensor.empty() : tensor<2x2x4x128x64xbf16>
  %kx = linalg.generic {indexing_maps = [#rep_in, #id5], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%ku : tensor<2x2x1x128x64xbf16>) outs(%ekx : tensor<2x2x4x128x64xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    linalg.yield %in : bf16
  } -> tensor<2x2x4x128x64xbf16>
  %kr = tensor.collapse_shape %kx [[0], [1, 2], [3], [4]] : tensor<2x2x4x128x64xbf16> into tensor<2x8x128x64xbf16>
  %k3 = tensor.collapse_shape %kr [[0, 1], [2], [3]] : tensor<2x8x128x64xbf16> into tensor<16x128x64xbf16>
  // V projection [256 x 512] x [512 x 128] and head split
  %evf = tensor.empty() : tensor<256x128xf32>
  %zvf = linalg.fill ins(%zero : f32) outs(%evf : tensor<256x128xf32>) -> tensor<256x128xf32>
  %vf = linalg.matmul ins(%x, %wv : tensor<256x512xbf16>, tensor<512x128xbf16>) outs(%zvf : tensor<256x128xf32>) -> tensor<256x128xf32>
  %evb = tensor.empty() : tensor<256x128xbf16>
  %vb = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%vf : tensor<256x128xf32>) outs(%evb : tensor<256x128xbf16>) {
  ^bb0(%a: f32, %out: bf16):
    %c = arith.truncf %a : f32 to bf16
    linalg.yield %c : bf16
  } -> tensor<256x128xbf16>
  %v4 = tensor.expand_shape %vb [[0, 1], [2, 3]] output_shape [2, 128, 2, 64] : tensor<256x128xbf16> into tensor<2x128x2x64xbf16>
  %ev4 = tensor.empty() : tensor<2x2x128x64xbf16>
  %vt = linalg.transpose ins(%v4 : tensor<2x128x2x64xbf16>) outs(%ev4 : tensor<2x2x128x64xbf16>) permutation = [0, 2, 1, 3]
  // repeat_interleave(v, 4, dim=1): unsqueeze(2), expand, flatten(1, 2)
  %vu = tensor.expand_shape %vt [[0], [1, 2], [3], [4]] output_shape [2, 2, 1, 128, 64] : tensor<2x2x128x64xbf16> into tensor<2x2x1x128x64xbf16>
  %evx = tensor.empty() : tensor<2x2x4x128x64xbf16>
  %vx = linalg.generic {indexing_maps = [#rep_in, #id5], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%vu : tensor<2x2x1x128x64xbf16>) outs(%evx : tensor<2x2x4x128x64xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    linalg.yield %in : bf16
  } -> tensor<2x2x4x128x64xbf16>
  %vr = tensor.collapse_shape %vx [[0], [1, 2], [3], [4]] : tensor<2x2x4x128x64xbf16> into tensor<2x8x128x64xbf16>
  %v3 = tensor.collapse_shape %vr [[0, 1], [2], [3]] : tensor<2x8x128x64xbf16> into tensor<16x128x64xbf16>
  // scores = Q K^T, scaled, causal mask select(i >= j, s, -inf); softmax; cast
  %ekT = tensor.empty() : tensor<16x64x128xbf16>
  %kT = linalg.transpose ins(%k3 : tensor<16x128x64xbf16>) outs(%ekT : tensor<16x64x128xbf16>) permutation = [0, 2, 1]
  %es = tensor.empty() : tensor<16x128x128xf32>
  %fs = linalg.fill ins(%zero : f32) outs(%es : tensor<16x128x128xf32>) -> tensor<16x128x128xf32>
  %s = linalg.batch_matmul ins(%q3, %kT : tensor<16x128x64xbf16>, tensor<16x64x128xbf16>) outs(%fs : tensor<16x128x128xf32>) -> tensor<16x128x128xf32>
  %ss = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s : tensor<16x128x128xf32>) outs(%es : tensor<16x128x128xf32>) {
  ^bb0(%a: f32, %out: f32):
    %i = linalg.index 1 : index
    %j = linalg.index 2 : index
    %c = arith.mulf %a, %scale : f32
    %keep = arith.cmpi uge, %i, %j : index
    %m = arith.select %keep, %c, %ninf : f32
    linalg.yield %m : f32
  } -> tensor<16x128x128xf32>
  %sm = linalg.softmax dimension(2) ins(%ss : tensor<16x128x128xf32>) outs(%es : tensor<16x128x128xf32>) -> tensor<16x128x128xf32>
  %esb = tensor.empty() : tensor<16x128x128xbf16>
  %p = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%sm : tensor<16x128x128xf32>) outs(%esb : tensor<16x128x128xbf16>) {
  ^bb0(%a: f32, %out: bf16):
    %c = arith.truncf %a : f32 to bf16
    linalg.yield %c : bf16
  } -> tensor<16x128x128xbf16>
  // O = P V, cast, head merge, output projection
  %eo = tensor.empty() : tensor<16x128x64xf32>
  %fo = linalg.fill ins(%zero : f32) outs(%eo : tensor<16x128x64xf32>) -> tensor<16x128x64xf32>
  %o = linalg.batch_matmul ins(%p, %v3 : tensor<16x128x128xbf16>, tensor<16x128x64xbf16>) outs(%fo : tensor<16x128x64xf32>) -> tensor<16x128x64xf32>
  %eob = tensor.empty() : tensor<16x128x64xbf16>
  %ob = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%o : tensor<16x128x64xf32>) outs(%eob : tensor<16x128x64xbf16>) {
  ^bb0(%a: f32, %out: bf16):
    %c = arith.truncf %a : f32 to bf16
    linalg.yield %c : bf16
  } -> tensor<16x128x64xbf16>
  %o4 = tensor.expand_shape %ob [[0, 1], [2], [3]] output_shape [2, 8, 128, 64] : tensor<16x128x64xbf16> into tensor<2x8x128x64xbf16>
  %eot = tensor.empty() : tensor<2x128x8x64xbf16>
  %ot = linalg.transpose ins(%o4 : tensor<2x8x128x64xbf16>) outs(%eot : tensor<2x128x8x64xbf16>) permutation = [0, 2, 1, 3]
  %o2 = tensor.collapse_shape %ot [[0, 1], [2, 3]] : tensor<2x128x8x64xbf16> into tensor<256x512xbf16>
  %ey = tensor.empty() : tensor<256x512xf32>
  %zy = linalg.fill ins(%zero : f32) outs(%ey : tensor<256x512xf32>) -> tensor<256x512xf32>
  %yf = linalg.matmul ins(%o2, %wo : tensor<256x512xbf16>, tensor<512x512xbf16>) outs(%zy : tensor<256x512xf32>) -> tensor<256x512xf32>
  %eyb = tensor.empty() : tensor<256x512xbf16>
  %y = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%yf : tensor<256x512xf32>) outs(%eyb : tensor<256x512xbf16>) {
  ^bb0(%a: f32, %out: bf16):
    %c = arith.truncf %a : f32 to bf16
    linalg.yield %c : bf16
  } -> tensor<256x512xbf16>
  return %y : tensor<256x512xbf16>
}
