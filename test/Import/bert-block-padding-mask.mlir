// RUN: rm -rf %t && mkdir -p %t
// RUN: fusec %s -o %t/bert.ptx --report=text --report-file=%t/report
// RUN: FileCheck %s --check-prefix=PLAN < %t/report
// RUN: cat %t/bert*manifest.json | grep -c "\"shared_bytes\"" | FileCheck %s --check-prefix=KERNELS
// RUN: FileCheck %s --check-prefix=PTX < %t/bert.ptx
// RUN: grep -c '"kind": "temp"' %t/bert.manifest.json | FileCheck %s --check-prefix=TEMPS
// RUN: fusec %s --emit=gpu | FileCheck %s --check-prefix=GPU
// RUN: fusec %s --arch=sm_80 -o %t/bert80.ptx
// RUN: FileCheck %s --check-prefix=SM80 < %t/bert80.ptx

// A BERT-style encoder attention block as torch-mlir lowers it (issue 17;
// bench/blocks/gen_blocks.py --small): nn.Linear with weights [out, in]
// transposed by copies and biases added after the f32 matmul, the head
// split, QK^T as a batch_matmul expanded back to [B, H, N, N] (torch-mlir's
// 4-D matmul), the scale and an additive padding mask [B, 1, 1, N], a 4-D
// linalg.softmax, the cast, P collapsed to [B*H, N, N] for the PV
// batch_matmul and expanded again, the head merge, the output projection
// + bias + residual. Five kernels: three GEMMs (bias and cast in their
// epilogues, written per head), one online softmax reading the mask per key,
// one GEMM with bias + residual. Before: PV was recomputed in the head
// merge's layout (the softmax read through a collapse was not seen), and V's
// bias was carried into the attention's body, which then recomputed the V
// projection per point (an untiled kernel).

// PLAN: (attention): m = 128, n = 128, k = 64, output width 64, batch 8
// PLAN: decision:          FUSE
// PLAN-NOT: untiled
// PLAN: kernels built (5,

// KERNELS: {{^}}5{{$}}
// Identical kernels are generated once: bert_block_1_add, bert_block_2_add reuse an earlier kernel (the same shape and body).
// PTX-LABEL: .entry bert_block_0_add(
// PTX: wgmma.mma_async
// PTX-LABEL: .entry bert_block_3_weighted_softmax(
// PTX: wgmma.mma_async
// PTX-LABEL: .entry bert_block_4_add(
// PTX: wgmma.mma_async
// Q, K, V per head and the attention's output; no scores.
// TEMPS: {{^}}4{{$}}
// SM80-COUNT-3: .entry
// SM80: mma.sync.aligned.m16n8k16

// The projections read x, the weight and the bias (split into heads: read
// as its [H, d] view); write [B, H, N, d].
// GPU: gpu.func @bert_block_0_add(%{{.*}}: memref<256x256xbf16>, %{{.*}}: memref<256x256xbf16>, %{{.*}}: memref<4x64xbf16>, %{{.*}}: memref<2x4x128x64xbf16>, %{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr) kernel
// The attention reads Q, the mask [B, 1, 1, N], K, V.
// GPU: gpu.func @bert_block_3_weighted_softmax(%{{.*}}: memref<2x4x128x64xbf16>, %{{.*}}: memref<2x1x1x128xf32>, %{{.*}}: memref<2x4x128x64xbf16>, %{{.*}}: memref<2x4x128x64xbf16>, %{{.*}}: memref<2x4x128x64xbf16>,
// The output projection reads the head merge in place, the bias and x.
// GPU: gpu.func @bert_block_4_add(%{{.*}}: memref<2x4x128x64xbf16>, %{{.*}}: memref<256x256xbf16>, %{{.*}}: memref<256xbf16>, %{{.*}}: memref<256x256xbf16>, %{{.*}}: memref<256x256xbf16>) kernel
// GPU-NOT: gpu.func

// BERT-style encoder attention block as torch-mlir lowers it: B = 2, N = 128, H = 4, d = 64, bf16.
// nn.Linear weights stored [out, in] and transposed by copies, biases added in f32 after the
// matmul; the additive padding mask [B, 1, 1, N] (0 or -1e4, HF's extended attention mask) added
// to the 4-D scores [B, H, N, N]; output projection + bias + residual (LayerNorm left out).
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#row = affine_map<(d0, d1) -> (d1)>
#pad = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, d3)>
func.func @bert_block(%x: tensor<256x256xbf16>, %wq: tensor<256x256xbf16>, %bq: tensor<256xbf16>, %wk: tensor<256x256xbf16>, %bk: tensor<256xbf16>, %wv: tensor<256x256xbf16>, %bv: tensor<256xbf16>, %wo: tensor<256x256xbf16>, %bo: tensor<256xbf16>, %mask: tensor<2x1x1x128xf32>) -> tensor<256x256xbf16> {
  %zero = arith.constant 0.0 : f32
  %scale = arith.constant 0.125 : f32
  // qp: nn.Linear(256, 256)
  %qp_et = tensor.empty() : tensor<256x256xbf16>
  %qp_wt = linalg.transpose ins(%wq : tensor<256x256xbf16>) outs(%qp_et : tensor<256x256xbf16>) permutation = [1, 0]
  %qp_e = tensor.empty() : tensor<256x256xf32>
  %qp_z = linalg.fill ins(%zero : f32) outs(%qp_e : tensor<256x256xf32>) -> tensor<256x256xf32>
  %qp_mm = linalg.matmul ins(%x, %qp_wt : tensor<256x256xbf16>, tensor<256x256xbf16>) outs(%qp_z : tensor<256x256xf32>) -> tensor<256x256xf32>
  %qp_bias = linalg.generic {indexing_maps = [#id2, #row, #id2], iterator_types = ["parallel", "parallel"]} ins(%qp_mm, %bq : tensor<256x256xf32>, tensor<256xbf16>) outs(%qp_e : tensor<256x256xf32>) {
  ^bb0(%a: f32, %b: bf16, %out: f32):
    %be = arith.extf %b : bf16 to f32
    %sum = arith.addf %a, %be : f32
    linalg.yield %sum : f32
  } -> tensor<256x256xf32>
  %qp_eb = tensor.empty() : tensor<256x256xbf16>
  %qp = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%qp_bias : tensor<256x256xf32>) outs(%qp_eb : tensor<256x256xbf16>) {
  ^bb0(%a: f32, %out: bf16):
    %c = arith.truncf %a : f32 to bf16
    linalg.yield %c : bf16
  } -> tensor<256x256xbf16>
  %q4 = tensor.expand_shape %qp [[0, 1], [2, 3]] output_shape [2, 128, 4, 64] : tensor<256x256xbf16> into tensor<2x128x4x64xbf16>
  %eq4 = tensor.empty() : tensor<2x4x128x64xbf16>
  %qt = linalg.transpose ins(%q4 : tensor<2x128x4x64xbf16>) outs(%eq4 : tensor<2x4x128x64xbf16>) permutation = [0, 2, 1, 3]
  %q3 = tensor.collapse_shape %qt [[0, 1], [2], [3]] : tensor<2x4x128x64xbf16> into tensor<8x128x64xbf16>
  // kp: nn.Linear(256, 256)
  %kp_et = tensor.empty() : tensor<256x256xbf16>
  %kp_wt = linalg.transpose ins(%wk : tensor<256x256xbf16>) outs(%kp_et : tensor<256x256xbf16>) permutation = [1, 0]
  %kp_e = tensor.empty() : tensor<256x256xf32>
  %kp_z = linalg.fill ins(%zero : f32) outs(%kp_e : tensor<256x256xf32>) -> tensor<256x256xf32>
  %kp_mm = linalg.matmul ins(%x, %kp_wt : tensor<256x256xbf16>, tensor<256x256xbf16>) outs(%kp_z : tensor<256x256xf32>) -> tensor<256x256xf32>
  %kp_bias = linalg.generic {indexing_maps = [#id2, #row, #id2], iterator_types = ["parallel", "parallel"]} ins(%kp_mm, %bk : tensor<256x256xf32>, tensor<256xbf16>) outs(%kp_e : tensor<256x256xf32>) {
  ^bb0(%a: f32, %b: bf16, %out: f32):
    %be = arith.extf %b : bf16 to f32
    %sum = arith.addf %a, %be : f32
    linalg.yield %sum : f32
  } -> tensor<256x256xf32>
  %kp_eb = tensor.empty() : tensor<256x256xbf16>
  %kp = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%kp_bias : tensor<256x256xf32>) outs(%kp_eb : tensor<256x256xbf16>) {
  ^bb0(%a: f32, %out: bf16):
    %c = arith.truncf %a : f32 to bf16
    linalg.yield %c : bf16
  } -> tensor<256x256xbf16>
  %k4 = tensor.expand_shape %kp [[0, 1], [2, 3]] output_shape [2, 128, 4, 64] : tensor<256x256xbf16> into tensor<2x128x4x64xbf16>
  %ek4 = tensor.empty() : tensor<2x4x128x64xbf16>
  %kt = linalg.transpose ins(%k4 : tensor<2x128x4x64xbf16>) outs(%ek4 : tensor<2x4x128x64xbf16>) permutation = [0, 2, 1, 3]
  %k3 = tensor.collapse_shape %kt [[0, 1], [2], [3]] : tensor<2x4x128x64xbf16> into tensor<8x128x64xbf16>
  // vp: nn.Linear(256, 256)
  %vp_et = tensor.empty() : tensor<256x256xbf16>
  %vp_wt = linalg.transpose ins(%wv : tensor<256x256xbf16>) outs(%vp_et : tensor<256x256xbf16>) permutation = [1, 0]
  %vp_e = tensor.empty() : tensor<256x256xf32>
  %vp_z = linalg.fill ins(%zero : f32) outs(%vp_e : tensor<256x256xf32>) -> tensor<256x256xf32>
  %vp_mm = linalg.matmul ins(%x, %vp_wt : tensor<256x256xbf16>, tensor<256x256xbf16>) outs(%vp_z : tensor<256x256xf32>) -> tensor<256x256xf32>
  %vp_bias = linalg.generic {indexing_maps = [#id2, #row, #id2], iterator_types = ["parallel", "parallel"]} ins(%vp_mm, %bv : tensor<256x256xf32>, tensor<256xbf16>) outs(%vp_e : tensor<256x256xf32>) {
  ^bb0(%a: f32, %b: bf16, %out: f32):
    %be = arith.extf %b : bf16 to f32
    %sum = arith.addf %a, %be : f32
    linalg.yield %sum : f32
  } -> tensor<256x256xf32>
  %vp_eb = tensor.empty() : tensor<256x256xbf16>
  %vp = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%vp_bias : tensor<256x256xf32>) outs(%vp_eb : tensor<256x256xbf16>) {
  ^bb0(%a: f32, %out: bf16):
    %c = arith.truncf %a : f32 to bf16
    linalg.yield %c : bf16
  } -> tensor<256x256xbf16>
  %v4 = tensor.expand_shape %vp [[0, 1], [2, 3]] output_shape [2, 128, 4, 64] : tensor<256x256xbf16> into tensor<2x128x4x64xbf16>
  %ev4 = tensor.empty() : tensor<2x4x128x64xbf16>
  %vt = linalg.transpose ins(%v4 : tensor<2x128x4x64xbf16>) outs(%ev4 : tensor<2x4x128x64xbf16>) permutation = [0, 2, 1, 3]
  %v3 = tensor.collapse_shape %vt [[0, 1], [2], [3]] : tensor<2x4x128x64xbf16> into tensor<8x128x64xbf16>
  // scores = Q K^T / sqrt(d) + mask, on [B, H, N, N]; softmax over keys; cast
  %ekT = tensor.empty() : tensor<8x64x128xbf16>
  %kT = linalg.transpose ins(%k3 : tensor<8x128x64xbf16>) outs(%ekT : tensor<8x64x128xbf16>) permutation = [0, 2, 1]
  %es = tensor.empty() : tensor<8x128x128xf32>
  %fs = linalg.fill ins(%zero : f32) outs(%es : tensor<8x128x128xf32>) -> tensor<8x128x128xf32>
  %s = linalg.batch_matmul ins(%q3, %kT : tensor<8x128x64xbf16>, tensor<8x64x128xbf16>) outs(%fs : tensor<8x128x128xf32>) -> tensor<8x128x128xf32>
  %s4 = tensor.expand_shape %s [[0, 1], [2], [3]] output_shape [2, 4, 128, 128] : tensor<8x128x128xf32> into tensor<2x4x128x128xf32>
  %es4 = tensor.empty() : tensor<2x4x128x128xf32>
  %ss = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s4 : tensor<2x4x128x128xf32>) outs(%es4 : tensor<2x4x128x128xf32>) {
  ^bb0(%a: f32, %out: f32):
    %c = arith.mulf %a, %scale : f32
    linalg.yield %c : f32
  } -> tensor<2x4x128x128xf32>
  %sm4 = linalg.generic {indexing_maps = [#id4, #pad, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%ss, %mask : tensor<2x4x128x128xf32>, tensor<2x1x1x128xf32>) outs(%es4 : tensor<2x4x128x128xf32>) {
  ^bb0(%a: f32, %m: f32, %out: f32):
    %c = arith.addf %a, %m : f32
    linalg.yield %c : f32
  } -> tensor<2x4x128x128xf32>
  %sx = linalg.softmax dimension(3) ins(%sm4 : tensor<2x4x128x128xf32>) outs(%es4 : tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
  %esb = tensor.empty() : tensor<2x4x128x128xbf16>
  %p4 = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%sx : tensor<2x4x128x128xf32>) outs(%esb : tensor<2x4x128x128xbf16>) {
  ^bb0(%a: f32, %out: bf16):
    %c = arith.truncf %a : f32 to bf16
    linalg.yield %c : bf16
  } -> tensor<2x4x128x128xbf16>
  %p = tensor.collapse_shape %p4 [[0, 1], [2], [3]] : tensor<2x4x128x128xbf16> into tensor<8x128x128xbf16>
  // O = P V, cast, head merge
  %eo = tensor.empty() : tensor<8x128x64xf32>
  %fo = linalg.fill ins(%zero : f32) outs(%eo : tensor<8x128x64xf32>) -> tensor<8x128x64xf32>
  %o = linalg.batch_matmul ins(%p, %v3 : tensor<8x128x128xbf16>, tensor<8x128x64xbf16>) outs(%fo : tensor<8x128x64xf32>) -> tensor<8x128x64xf32>
  %eob = tensor.empty() : tensor<8x128x64xbf16>
  %ob = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%o : tensor<8x128x64xf32>) outs(%eob : tensor<8x128x64xbf16>) {
  ^bb0(%a: f32, %out: bf16):
    %c = arith.truncf %a : f32 to bf16
    linalg.yield %c : bf16
  } -> tensor<8x128x64xbf16>
  %o4 = tensor.expand_shape %ob [[0, 1], [2], [3]] output_shape [2, 4, 128, 64] : tensor<8x128x64xbf16> into tensor<2x4x128x64xbf16>
  %eot = tensor.empty() : tensor<2x128x4x64xbf16>
  %ot = linalg.transpose ins(%o4 : tensor<2x4x128x64xbf16>) outs(%eot : tensor<2x128x4x64xbf16>) permutation = [0, 2, 1, 3]
  %o2 = tensor.collapse_shape %ot [[0, 1], [2, 3]] : tensor<2x128x4x64xbf16> into tensor<256x256xbf16>
  // out: nn.Linear(256, 256) + residual
  %out_et = tensor.empty() : tensor<256x256xbf16>
  %out_wt = linalg.transpose ins(%wo : tensor<256x256xbf16>) outs(%out_et : tensor<256x256xbf16>) permutation = [1, 0]
  %out_e = tensor.empty() : tensor<256x256xf32>
  %out_z = linalg.fill ins(%zero : f32) outs(%out_e : tensor<256x256xf32>) -> tensor<256x256xf32>
  %out_mm = linalg.matmul ins(%o2, %out_wt : tensor<256x256xbf16>, tensor<256x256xbf16>) outs(%out_z : tensor<256x256xf32>) -> tensor<256x256xf32>
  %out_bias = linalg.generic {indexing_maps = [#id2, #row, #id2], iterator_types = ["parallel", "parallel"]} ins(%out_mm, %bo : tensor<256x256xf32>, tensor<256xbf16>) outs(%out_e : tensor<256x256xf32>) {
  ^bb0(%a: f32, %b: bf16, %out: f32):
    %be = arith.extf %b : bf16 to f32
    %sum = arith.addf %a, %be : f32
    linalg.yield %sum : f32
  } -> tensor<256x256xf32>
  %out_res = linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%out_bias, %x : tensor<256x256xf32>, tensor<256x256xbf16>) outs(%out_e : tensor<256x256xf32>) {
  ^bb0(%a: f32, %b: bf16, %out: f32):
    %be = arith.extf %b : bf16 to f32
    %sum = arith.addf %a, %be : f32
    linalg.yield %sum : f32
  } -> tensor<256x256xf32>
  %out_eb = tensor.empty() : tensor<256x256xbf16>
  %out = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%out_res : tensor<256x256xf32>) outs(%out_eb : tensor<256x256xbf16>) {
  ^bb0(%a: f32, %out: bf16):
    %c = arith.truncf %a : f32 to bf16
    linalg.yield %c : bf16
  } -> tensor<256x256xbf16>
  return %out : tensor<256x256xbf16>
}
