// RUN: fusec %s --emit=fuse | FileCheck %s
// RUN: rm -rf %t && mkdir -p %t
// RUN: fusec %s -o %t/g.ptx --report=text --report-file=%t/report
// RUN: FileCheck %s --check-prefix=PLAN < %t/report
// RUN: cat %t/g*manifest.json | grep -c "\"shared_bytes\"" | FileCheck %s --check-prefix=KERNELS
// RUN: FileCheck %s --check-prefix=PTX < %t/g.ptx
// RUN: FileCheck %s --check-prefix=MANIFEST < %t/g.manifest.json

// The GQA block of gqa-block.mlir for one sequence of dynamic length
// (issue 17; bench/blocks/gen_blocks.py gqa_dyn at the --small sizes):
// x [?, 512], 8 query heads and 2 KV heads repeated as repeat_interleave
// decomposes, the causal mask select(i >= j, s, -inf). One causal
// online-softmax aggregate over the `?` queries and keys reading the KV
// heads `h floordiv 4` (never repeated in memory), four wgmma GEMMs; every
// kernel takes the one size symbol s0.

// CHECK-DAG: #[[KV:.+]] = affine_map<(d0, d1, d2, d3) -> (0, d0 floordiv 4, d3, d2)>
// CHECK-LABEL: func.func @gqa_block(
// CHECK-SAME: %arg0: tensor<?x512xbf16>
// CHECK-SAME: -> tensor<?x512xbf16>
// CHECK: fuse.aggregate #fuse.add dims [b0 = 1, b1 = 8, i = ?, j = 64, k = 512] reduce [k] ins(%arg0, %arg1 {{.*}}-> tensor<1x8x?x64xf32> attributes {fuse.kernel_config = #fuse.gemm_config<"gemm_wgmma_ws"
// CHECK: fuse.aggregate #fuse.add dims [b0 = 1, b1 = 2, i = ?, j = 64, k = 512] reduce [k] ins(%arg0, %arg2 {{.*}}-> tensor<1x2x?x64xf32> attributes {fuse.kernel_config = #fuse.gemm_config<"gemm_wgmma_ws"
// CHECK: fuse.aggregate #fuse.add dims [b0 = 1, b1 = 2, i = ?, j = 64, k = 512] reduce [k] ins(%arg0, %arg3 {{.*}}-> tensor<1x2x?x64xf32> attributes {fuse.kernel_config = #fuse.gemm_config<"gemm_wgmma_ws"
// CHECK: fuse.aggregate #fuse.weighted_softmax dims [b0 = 8, i = ?, j = 64, k = ?] reduce [k] ins(%{{.+}} : tensor<1x2x?x64xbf16>) maps [#[[KV]]] {{.*}}fuse.kernel_config = #fuse.kernel_config<"online_softmax_wgmma
// CHECK-NOT: fuse.aggregate #fuse.weighted_softmax
// CHECK-NOT: fuse.softmax
// CHECK: fuse.aggregate #fuse.add dims [i = ?, j = 512, k = 512] reduce [k] {{.*}}#fuse.gemm_config<"gemm_wgmma"
// CHECK: return %{{.+}} : tensor<?x512xbf16>

// The Q projection feeding Q K^T is a matmul chain too (its 1 x 8 batch
// read as 8): considered, and refused as too large for a tile on chip.
// PLAN: (2 chains)
// PLAN: (matmul_chain): m = 4096, n = 64, k = 512
// PLAN: DO NOT FUSE (decided by feasibility)
// PLAN: (attention): m = 4096, n = 4096, k = 64, output width 64, batch 8, 2-byte elements, causal
// PLAN: decision:          FUSE

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

// MANIFEST: "dims": [
// MANIFEST-NEXT: {
// MANIFEST-NEXT: "axis": 0,
// MANIFEST-NEXT: "buffer": "arg0",
// MANIFEST-NEXT: "name": "s0"
// MANIFEST-NEXT: }
// MANIFEST-NEXT: ],
// MANIFEST: "ceil_div": 64,
// MANIFEST-NEXT: "product": [
// MANIFEST-NEXT: "s0"
// MANIFEST-NEXT: ]
// MANIFEST-NEXT: },
// MANIFEST-NEXT: 8,
// MANIFEST: "name": "gqa_block_3_weighted_softmax"
// MANIFEST-NOT: "s1"

// GPT block with grouped-query attention as torch-mlir lowers it: B = 1, N = ? (dynamic), Hq = 8, Hkv = 2, d = 64, bf16, causal.
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#rep_in = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, 0, d3, d4)>
#id5 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
func.func @gqa_block(%x: tensor<?x512xbf16>, %wq: tensor<512x512xbf16>, %wk: tensor<512x128xbf16>, %wv: tensor<512x128xbf16>, %wo: tensor<512x512xbf16>) -> tensor<?x512xbf16> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %x, %c0 : tensor<?x512xbf16>
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %scale = arith.constant 0.125 : f32
  // Q projection [N x 512] x [512 x 512] and head split
  %eqf = tensor.empty(%n) : tensor<?x512xf32>
  %zqf = linalg.fill ins(%zero : f32) outs(%eqf : tensor<?x512xf32>) -> tensor<?x512xf32>
  %qf = linalg.matmul ins(%x, %wq : tensor<?x512xbf16>, tensor<512x512xbf16>) outs(%zqf : tensor<?x512xf32>) -> tensor<?x512xf32>
  %eqb = tensor.empty(%n) : tensor<?x512xbf16>
  %qb = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%qf : tensor<?x512xf32>) outs(%eqb : tensor<?x512xbf16>) {
  ^bb0(%a: f32, %out: bf16):
    %c = arith.truncf %a : f32 to bf16
    linalg.yield %c : bf16
  } -> tensor<?x512xbf16>
  %q4 = tensor.expand_shape %qb [[0, 1], [2, 3]] output_shape [1, %n, 8, 64] : tensor<?x512xbf16> into tensor<1x?x8x64xbf16>
  %eq4 = tensor.empty(%n) : tensor<1x8x?x64xbf16>
  %qt = linalg.transpose ins(%q4 : tensor<1x?x8x64xbf16>) outs(%eq4 : tensor<1x8x?x64xbf16>) permutation = [0, 2, 1, 3]
  %q3 = tensor.collapse_shape %qt [[0, 1], [2], [3]] : tensor<1x8x?x64xbf16> into tensor<8x?x64xbf16>
  // K projection [N x 512] x [512 x 128] and head split
  %ekf = tensor.empty(%n) : tensor<?x128xf32>
  %zkf = linalg.fill ins(%zero : f32) outs(%ekf : tensor<?x128xf32>) -> tensor<?x128xf32>
  %kf = linalg.matmul ins(%x, %wk : tensor<?x512xbf16>, tensor<512x128xbf16>) outs(%zkf : tensor<?x128xf32>) -> tensor<?x128xf32>
  %ekb = tensor.empty(%n) : tensor<?x128xbf16>
  %kb = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%kf : tensor<?x128xf32>) outs(%ekb : tensor<?x128xbf16>) {
  ^bb0(%a: f32, %out: bf16):
    %c = arith.truncf %a : f32 to bf16
    linalg.yield %c : bf16
  } -> tensor<?x128xbf16>
  %k4 = tensor.expand_shape %kb [[0, 1], [2, 3]] output_shape [1, %n, 2, 64] : tensor<?x128xbf16> into tensor<1x?x2x64xbf16>
  %ek4 = tensor.empty(%n) : tensor<1x2x?x64xbf16>
  %kt = linalg.transpose ins(%k4 : tensor<1x?x2x64xbf16>) outs(%ek4 : tensor<1x2x?x64xbf16>) permutation = [0, 2, 1, 3]
  // repeat_interleave(k, 4, dim=1): unsqueeze(2), expand, flatten(1, 2)
  %ku = tensor.expand_shape %kt [[0], [1, 2], [3], [4]] output_shape [1, 2, 1, %n, 64] : tensor<1x2x?x64xbf16> into tensor<1x2x1x?x64xbf16>
  %ekx = tensor.empty(%n) : tensor<1x2x4x?x64xbf16>
  %kx = linalg.generic {indexing_maps = [#rep_in, #id5], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%ku : tensor<1x2x1x?x64xbf16>) outs(%ekx : tensor<1x2x4x?x64xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    linalg.yield %in : bf16
  } -> tensor<1x2x4x?x64xbf16>
  %kr = tensor.collapse_shape %kx [[0], [1, 2], [3], [4]] : tensor<1x2x4x?x64xbf16> into tensor<1x8x?x64xbf16>
  %k3 = tensor.collapse_shape %kr [[0, 1], [2], [3]] : tensor<1x8x?x64xbf16> into tensor<8x?x64xbf16>
  // V projection [N x 512] x [512 x 128] and head split
  %evf = tensor.empty(%n) : tensor<?x128xf32>
  %zvf = linalg.fill ins(%zero : f32) outs(%evf : tensor<?x128xf32>) -> tensor<?x128xf32>
  %vf = linalg.matmul ins(%x, %wv : tensor<?x512xbf16>, tensor<512x128xbf16>) outs(%zvf : tensor<?x128xf32>) -> tensor<?x128xf32>
  %evb = tensor.empty(%n) : tensor<?x128xbf16>
  %vb = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%vf : tensor<?x128xf32>) outs(%evb : tensor<?x128xbf16>) {
  ^bb0(%a: f32, %out: bf16):
    %c = arith.truncf %a : f32 to bf16
    linalg.yield %c : bf16
  } -> tensor<?x128xbf16>
  %v4 = tensor.expand_shape %vb [[0, 1], [2, 3]] output_shape [1, %n, 2, 64] : tensor<?x128xbf16> into tensor<1x?x2x64xbf16>
  %ev4 = tensor.empty(%n) : tensor<1x2x?x64xbf16>
  %vt = linalg.transpose ins(%v4 : tensor<1x?x2x64xbf16>) outs(%ev4 : tensor<1x2x?x64xbf16>) permutation = [0, 2, 1, 3]
  // repeat_interleave(v, 4, dim=1): unsqueeze(2), expand, flatten(1, 2)
  %vu = tensor.expand_shape %vt [[0], [1, 2], [3], [4]] output_shape [1, 2, 1, %n, 64] : tensor<1x2x?x64xbf16> into tensor<1x2x1x?x64xbf16>
  %evx = tensor.empty(%n) : tensor<1x2x4x?x64xbf16>
  %vx = linalg.generic {indexing_maps = [#rep_in, #id5], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%vu : tensor<1x2x1x?x64xbf16>) outs(%evx : tensor<1x2x4x?x64xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    linalg.yield %in : bf16
  } -> tensor<1x2x4x?x64xbf16>
  %vr = tensor.collapse_shape %vx [[0], [1, 2], [3], [4]] : tensor<1x2x4x?x64xbf16> into tensor<1x8x?x64xbf16>
  %v3 = tensor.collapse_shape %vr [[0, 1], [2], [3]] : tensor<1x8x?x64xbf16> into tensor<8x?x64xbf16>
  // scores = Q K^T, scaled, causal mask select(i >= j, s, -inf); softmax; cast
  %ekT = tensor.empty(%n) : tensor<8x64x?xbf16>
  %kT = linalg.transpose ins(%k3 : tensor<8x?x64xbf16>) outs(%ekT : tensor<8x64x?xbf16>) permutation = [0, 2, 1]
  %es = tensor.empty(%n, %n) : tensor<8x?x?xf32>
  %fs = linalg.fill ins(%zero : f32) outs(%es : tensor<8x?x?xf32>) -> tensor<8x?x?xf32>
  %s = linalg.batch_matmul ins(%q3, %kT : tensor<8x?x64xbf16>, tensor<8x64x?xbf16>) outs(%fs : tensor<8x?x?xf32>) -> tensor<8x?x?xf32>
  %ss = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s : tensor<8x?x?xf32>) outs(%es : tensor<8x?x?xf32>) {
  ^bb0(%a: f32, %out: f32):
    %i = linalg.index 1 : index
    %j = linalg.index 2 : index
    %c = arith.mulf %a, %scale : f32
    %keep = arith.cmpi uge, %i, %j : index
    %m = arith.select %keep, %c, %ninf : f32
    linalg.yield %m : f32
  } -> tensor<8x?x?xf32>
  %sm = linalg.softmax dimension(2) ins(%ss : tensor<8x?x?xf32>) outs(%es : tensor<8x?x?xf32>) -> tensor<8x?x?xf32>
  %esb = tensor.empty(%n, %n) : tensor<8x?x?xbf16>
  %p = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%sm : tensor<8x?x?xf32>) outs(%esb : tensor<8x?x?xbf16>) {
  ^bb0(%a: f32, %out: bf16):
    %c = arith.truncf %a : f32 to bf16
    linalg.yield %c : bf16
  } -> tensor<8x?x?xbf16>
  // O = P V, cast, head merge, output projection
  %eo = tensor.empty(%n) : tensor<8x?x64xf32>
  %fo = linalg.fill ins(%zero : f32) outs(%eo : tensor<8x?x64xf32>) -> tensor<8x?x64xf32>
  %o = linalg.batch_matmul ins(%p, %v3 : tensor<8x?x?xbf16>, tensor<8x?x64xbf16>) outs(%fo : tensor<8x?x64xf32>) -> tensor<8x?x64xf32>
  %eob = tensor.empty(%n) : tensor<8x?x64xbf16>
  %ob = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%o : tensor<8x?x64xf32>) outs(%eob : tensor<8x?x64xbf16>) {
  ^bb0(%a: f32, %out: bf16):
    %c = arith.truncf %a : f32 to bf16
    linalg.yield %c : bf16
  } -> tensor<8x?x64xbf16>
  %o4 = tensor.expand_shape %ob [[0, 1], [2], [3]] output_shape [1, 8, %n, 64] : tensor<8x?x64xbf16> into tensor<1x8x?x64xbf16>
  %eot = tensor.empty(%n) : tensor<1x?x8x64xbf16>
  %ot = linalg.transpose ins(%o4 : tensor<1x8x?x64xbf16>) outs(%eot : tensor<1x?x8x64xbf16>) permutation = [0, 2, 1, 3]
  %o2 = tensor.collapse_shape %ot [[0, 1], [2, 3]] : tensor<1x?x8x64xbf16> into tensor<?x512xbf16>
  %ey = tensor.empty(%n) : tensor<?x512xf32>
  %zy = linalg.fill ins(%zero : f32) outs(%ey : tensor<?x512xf32>) -> tensor<?x512xf32>
  %yf = linalg.matmul ins(%o2, %wo : tensor<?x512xbf16>, tensor<512x512xbf16>) outs(%zy : tensor<?x512xf32>) -> tensor<?x512xf32>
  %eyb = tensor.empty(%n) : tensor<?x512xbf16>
  %y = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%yf : tensor<?x512xf32>) outs(%eyb : tensor<?x512xbf16>) {
  ^bb0(%a: f32, %out: bf16):
    %c = arith.truncf %a : f32 to bf16
    linalg.yield %c : bf16
  } -> tensor<?x512xbf16>
  return %y : tensor<?x512xbf16>
}
