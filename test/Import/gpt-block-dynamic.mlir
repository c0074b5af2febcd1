// RUN: rm -rf %t && mkdir -p %t
// RUN: fusec %s -o %t/g.ptx --report=text --report-file=%t/report
// RUN: FileCheck %s --check-prefix=PLAN < %t/report
// RUN: FileCheck %s --check-prefix=PTX < %t/g.ptx
// RUN: cat %t/g*manifest.json | grep -c "\"shared_bytes\"" | FileCheck %s --check-prefix=KERNELS
// RUN: FileCheck %s --check-prefix=MANIFEST < %t/g.manifest.json

// The GPT block of gpt-block-head-split.mlir for one sequence of dynamic
// length (issue 17): x is [?, 256], the head split reads the sequence
// length from tensor.dim ([?, 256] -> [1, ?, 4, 64]: the unit batch before
// the dynamic dim keeps the reshape a view). Five kernels, as for static
// sizes, each taking the one size symbol: the GEMMs' rows and the
// attention's queries and keys are the same `?`.

// The Q projection feeding Q K^T (its unit batch dim read at 0) is a
// matmul chain the planner considers and refuses: too large on chip.
// PLAN: (2 chains)
// PLAN: (matmul_chain)
// PLAN: DO NOT FUSE (decided by feasibility)
// PLAN: (attention)
// PLAN: decision:          FUSE

// KERNELS: {{^}}5{{$}}
// PTX-LABEL: .entry gpt_block_0_add(
// PTX: wgmma.mma_async
// PTX-LABEL: .entry gpt_block_3_weighted_softmax(
// PTX: wgmma.mma_async
// PTX-LABEL: .entry gpt_block_4_add(
// PTX: wgmma.mma_async

// MANIFEST: "dims": [
// MANIFEST-NEXT: {
// MANIFEST-NEXT: "axis": 0,
// MANIFEST-NEXT: "buffer": "arg0",
// MANIFEST-NEXT: "name": "s0"
// MANIFEST-NEXT: }
// MANIFEST-NEXT: ],
// MANIFEST: "ceil_div": 128,
// MANIFEST-NEXT: "product": [
// MANIFEST-NEXT: "s0"
// MANIFEST: "name": "gpt_block_0_add"
// MANIFEST-NOT: "s1"

// GPT-style attention block as torch-mlir lowers it: B = 1, N = ? (dynamic), H = 4, d = 64, bf16.
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
func.func @gpt_block(%x: tensor<?x256xbf16>, %wq: tensor<256x256xbf16>, %wk: tensor<256x256xbf16>, %wv: tensor<256x256xbf16>, %wo: tensor<256x256xbf16>) -> tensor<?x256xbf16> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %x, %c0 : tensor<?x256xbf16>
  %zero = arith.constant 0.0 : f32
  %scale = arith.constant 0.125 : f32
  %e2f = tensor.empty(%n) : tensor<?x256xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2f : tensor<?x256xf32>) -> tensor<?x256xf32>
  %e2b = tensor.empty(%n) : tensor<?x256xbf16>
  // Q projection and head split
  %qf = linalg.matmul ins(%x, %wq : tensor<?x256xbf16>, tensor<256x256xbf16>) outs(%f2 : tensor<?x256xf32>) -> tensor<?x256xf32>
  %qb = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%qf : tensor<?x256xf32>) outs(%e2b : tensor<?x256xbf16>) {
  ^bb0(%a: f32, %out: bf16):
    %c = arith.truncf %a : f32 to bf16
    linalg.yield %c : bf16
  } -> tensor<?x256xbf16>
  %q4 = tensor.expand_shape %qb [[0, 1], [2, 3]] output_shape [1, %n, 4, 64] : tensor<?x256xbf16> into tensor<1x?x4x64xbf16>
  %eq4 = tensor.empty(%n) : tensor<1x4x?x64xbf16>
  %qt = linalg.transpose ins(%q4 : tensor<1x?x4x64xbf16>) outs(%eq4 : tensor<1x4x?x64xbf16>) permutation = [0, 2, 1, 3]
  %q3 = tensor.collapse_shape %qt [[0, 1], [2], [3]] : tensor<1x4x?x64xbf16> into tensor<4x?x64xbf16>
  // K projection and head split
  %kf = linalg.matmul ins(%x, %wk : tensor<?x256xbf16>, tensor<256x256xbf16>) outs(%f2 : tensor<?x256xf32>) -> tensor<?x256xf32>
  %kb = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%kf : tensor<?x256xf32>) outs(%e2b : tensor<?x256xbf16>) {
  ^bb0(%a: f32, %out: bf16):
    %c = arith.truncf %a : f32 to bf16
    linalg.yield %c : bf16
  } -> tensor<?x256xbf16>
  %k4 = tensor.expand_shape %kb [[0, 1], [2, 3]] output_shape [1, %n, 4, 64] : tensor<?x256xbf16> into tensor<1x?x4x64xbf16>
  %ek4 = tensor.empty(%n) : tensor<1x4x?x64xbf16>
  %kt = linalg.transpose ins(%k4 : tensor<1x?x4x64xbf16>) outs(%ek4 : tensor<1x4x?x64xbf16>) permutation = [0, 2, 1, 3]
  %k3 = tensor.collapse_shape %kt [[0, 1], [2], [3]] : tensor<1x4x?x64xbf16> into tensor<4x?x64xbf16>
  // V projection and head split
  %vf = linalg.matmul ins(%x, %wv : tensor<?x256xbf16>, tensor<256x256xbf16>) outs(%f2 : tensor<?x256xf32>) -> tensor<?x256xf32>
  %vb = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%vf : tensor<?x256xf32>) outs(%e2b : tensor<?x256xbf16>) {
  ^bb0(%a: f32, %out: bf16):
    %c = arith.truncf %a : f32 to bf16
    linalg.yield %c : bf16
  } -> tensor<?x256xbf16>
  %v4 = tensor.expand_shape %vb [[0, 1], [2, 3]] output_shape [1, %n, 4, 64] : tensor<?x256xbf16> into tensor<1x?x4x64xbf16>
  %ev4 = tensor.empty(%n) : tensor<1x4x?x64xbf16>
  %vt = linalg.transpose ins(%v4 : tensor<1x?x4x64xbf16>) outs(%ev4 : tensor<1x4x?x64xbf16>) permutation = [0, 2, 1, 3]
  %v3 = tensor.collapse_shape %vt [[0, 1], [2], [3]] : tensor<1x4x?x64xbf16> into tensor<4x?x64xbf16>
  // scores = Q K^T (K transposed by a copy), scaled; softmax; cast
  %ekT = tensor.empty(%n) : tensor<4x64x?xbf16>
  %kT = linalg.transpose ins(%k3 : tensor<4x?x64xbf16>) outs(%ekT : tensor<4x64x?xbf16>) permutation = [0, 2, 1]
  %es = tensor.empty(%n, %n) : tensor<4x?x?xf32>
  %fs = linalg.fill ins(%zero : f32) outs(%es : tensor<4x?x?xf32>) -> tensor<4x?x?xf32>
  %s = linalg.batch_matmul ins(%q3, %kT : tensor<4x?x64xbf16>, tensor<4x64x?xbf16>) outs(%fs : tensor<4x?x?xf32>) -> tensor<4x?x?xf32>
  %ss = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s : tensor<4x?x?xf32>) outs(%es : tensor<4x?x?xf32>) {
  ^bb0(%a: f32, %out: f32):
    %c = arith.mulf %a, %scale : f32
    linalg.yield %c : f32
  } -> tensor<4x?x?xf32>
  %sm = linalg.softmax dimension(2) ins(%ss : tensor<4x?x?xf32>) outs(%es : tensor<4x?x?xf32>) -> tensor<4x?x?xf32>
  %esb = tensor.empty(%n, %n) : tensor<4x?x?xbf16>
  %p = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%sm : tensor<4x?x?xf32>) outs(%esb : tensor<4x?x?xbf16>) {
  ^bb0(%a: f32, %out: bf16):
    %c = arith.truncf %a : f32 to bf16
    linalg.yield %c : bf16
  } -> tensor<4x?x?xbf16>
  // O = P V, cast, head merge
  %eo = tensor.empty(%n) : tensor<4x?x64xf32>
  %fo = linalg.fill ins(%zero : f32) outs(%eo : tensor<4x?x64xf32>) -> tensor<4x?x64xf32>
  %o = linalg.batch_matmul ins(%p, %v3 : tensor<4x?x?xbf16>, tensor<4x?x64xbf16>) outs(%fo : tensor<4x?x64xf32>) -> tensor<4x?x64xf32>
  %eob = tensor.empty(%n) : tensor<4x?x64xbf16>
  %ob = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%o : tensor<4x?x64xf32>) outs(%eob : tensor<4x?x64xbf16>) {
  ^bb0(%a: f32, %o2: bf16):
    %c = arith.truncf %a : f32 to bf16
    linalg.yield %c : bf16
  } -> tensor<4x?x64xbf16>
  %o4 = tensor.expand_shape %ob [[0, 1], [2], [3]] output_shape [1, 4, %n, 64] : tensor<4x?x64xbf16> into tensor<1x4x?x64xbf16>
  %eot = tensor.empty(%n) : tensor<1x?x4x64xbf16>
  %ot = linalg.transpose ins(%o4 : tensor<1x4x?x64xbf16>) outs(%eot : tensor<1x?x4x64xbf16>) permutation = [0, 2, 1, 3]
  %o2 = tensor.collapse_shape %ot [[0, 1], [2, 3]] : tensor<1x?x4x64xbf16> into tensor<?x256xbf16>
  // output projection
  %yf = linalg.matmul ins(%o2, %wo : tensor<?x256xbf16>, tensor<256x256xbf16>) outs(%f2 : tensor<?x256xf32>) -> tensor<?x256xf32>
  %y = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%yf : tensor<?x256xf32>) outs(%e2b : tensor<?x256xbf16>) {
  ^bb0(%a: f32, %out: bf16):
    %c = arith.truncf %a : f32 to bf16
    linalg.yield %c : bf16
  } -> tensor<?x256xbf16>
  return %y : tensor<?x256xbf16>
}
