// REQUIRES: libdevice
// RUN: rm -rf %t && mkdir -p %t
// RUN: fusec %s -o %t/gpt.ptx --report=text --report-file=%t/report
// RUN: FileCheck %s --check-prefix=PLAN < %t/report
// RUN: cat %t/gpt*manifest.json | grep -c "\"shared_bytes\"" | FileCheck %s --check-prefix=KERNELS
// RUN: grep -c '"kind": "temp"' %t/gpt.manifest.json | FileCheck %s --check-prefix=TEMPS
// RUN: fusec %S/gpt-block-head-split.mlir -o %t/f32acc.ptx
// RUN: sed -e 's/gpt_bf16_block/gpt_block/g' %t/gpt.ptx | grep -v '^//' > %t/bf16.body
// RUN: grep -v '^//' %t/f32acc.ptx > %t/f32acc.body
// RUN: diff %t/bf16.body %t/f32acc.body

// The GPT block of gpt-block-head-split.mlir as torch-mlir writes a bf16
// model (bench/blocks/gen_blocks.py gpt_bf16 --small): every matmul into a
// bf16 output on a bf16 zero fill, the scale and linalg.softmax in bf16.
// By the accumulation rule it builds the f32-accumulator form's kernels:
// three GEMMs writing Q, K, V per head, one online softmax (no scores in
// memory), the output projection; nothing untiled. The PTX is that of the
// f32-accumulator form (gpt-block-head-split.mlir) to the byte, but for the
// function's name: the scores' bf16 roundings never reach memory and are
// dropped in the fused logit.
// KERNELS: {{^}}5{{$}}
// TEMPS: {{^}}4{{$}}
// PLAN: chain 1 at {{.*}} (attention)
// PLAN: decision: FUSE
// PLAN: kernels built (5, fuse.kernel_config)
// PLAN-NOT: untiled
// PLAN: online_softmax_wgmma
// PLAN-NOT: untiled
// PLAN: kernels by function
// GPT-style attention block as torch-mlir lowers a bf16 model: B = 2, N = 128, H = 4, d = 64.
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
func.func @gpt_bf16_block(%x: tensor<256x256xbf16>, %wq: tensor<256x256xbf16>, %wk: tensor<256x256xbf16>, %wv: tensor<256x256xbf16>, %wo: tensor<256x256xbf16>) -> tensor<256x256xbf16> {
  %zero = arith.constant 0.0 : bf16
  %scale = arith.constant 0.125 : bf16
  %e2 = tensor.empty() : tensor<256x256xbf16>
  %f2 = linalg.fill ins(%zero : bf16) outs(%e2 : tensor<256x256xbf16>) -> tensor<256x256xbf16>
  %qb = linalg.matmul ins(%x, %wq : tensor<256x256xbf16>, tensor<256x256xbf16>) outs(%f2 : tensor<256x256xbf16>) -> tensor<256x256xbf16>
  %q4 = tensor.expand_shape %qb [[0, 1], [2, 3]] output_shape [2, 128, 4, 64] : tensor<256x256xbf16> into tensor<2x128x4x64xbf16>
  %eq4 = tensor.empty() : tensor<2x4x128x64xbf16>
  %qt = linalg.transpose ins(%q4 : tensor<2x128x4x64xbf16>) outs(%eq4 : tensor<2x4x128x64xbf16>) permutation = [0, 2, 1, 3]
  %q3 = tensor.collapse_shape %qt [[0, 1], [2], [3]] : tensor<2x4x128x64xbf16> into tensor<8x128x64xbf16>
  %kb = linalg.matmul ins(%x, %wk : tensor<256x256xbf16>, tensor<256x256xbf16>) outs(%f2 : tensor<256x256xbf16>) -> tensor<256x256xbf16>
  %k4 = tensor.expand_shape %kb [[0, 1], [2, 3]] output_shape [2, 128, 4, 64] : tensor<256x256xbf16> into tensor<2x128x4x64xbf16>
  %ek4 = tensor.empty() : tensor<2x4x128x64xbf16>
  %kt = linalg.transpose ins(%k4 : tensor<2x128x4x64xbf16>) outs(%ek4 : tensor<2x4x128x64xbf16>) permutation = [0, 2, 1, 3]
  %k3 = tensor.collapse_shape %kt [[0, 1], [2], [3]] : tensor<2x4x128x64xbf16> into tensor<8x128x64xbf16>
  %vb = linalg.matmul ins(%x, %wv : tensor<256x256xbf16>, tensor<256x256xbf16>) outs(%f2 : tensor<256x256xbf16>) -> tensor<256x256xbf16>
  %v4 = tensor.expand_shape %vb [[0, 1], [2, 3]] output_shape [2, 128, 4, 64] : tensor<256x256xbf16> into tensor<2x128x4x64xbf16>
  %ev4 = tensor.empty() : tensor<2x4x128x64xbf16>
  %vt = linalg.transpose ins(%v4 : tensor<2x128x4x64xbf16>) outs(%ev4 : tensor<2x4x128x64xbf16>) permutation = [0, 2, 1, 3]
  %v3 = tensor.collapse_shape %vt [[0, 1], [2], [3]] : tensor<2x4x128x64xbf16> into tensor<8x128x64xbf16>
  %ekT = tensor.empty() : tensor<8x64x128xbf16>
  %kT = linalg.transpose ins(%k3 : tensor<8x128x64xbf16>) outs(%ekT : tensor<8x64x128xbf16>) permutation = [0, 2, 1]
  %es = tensor.empty() : tensor<8x128x128xbf16>
  %fs = linalg.fill ins(%zero : bf16) outs(%es : tensor<8x128x128xbf16>) -> tensor<8x128x128xbf16>
  %s = linalg.batch_matmul ins(%q3, %kT : tensor<8x128x64xbf16>, tensor<8x64x128xbf16>) outs(%fs : tensor<8x128x128xbf16>) -> tensor<8x128x128xbf16>
  %ss = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s : tensor<8x128x128xbf16>) outs(%es : tensor<8x128x128xbf16>) {
  ^bb0(%a: bf16, %out: bf16):
    %c = arith.mulf %a, %scale : bf16
    linalg.yield %c : bf16
  } -> tensor<8x128x128xbf16>
  %p = linalg.softmax dimension(2) ins(%ss : tensor<8x128x128xbf16>) outs(%es : tensor<8x128x128xbf16>) -> tensor<8x128x128xbf16>
  %eo = tensor.empty() : tensor<8x128x64xbf16>
  %fo = linalg.fill ins(%zero : bf16) outs(%eo : tensor<8x128x64xbf16>) -> tensor<8x128x64xbf16>
  %o = linalg.batch_matmul ins(%p, %v3 : tensor<8x128x128xbf16>, tensor<8x128x64xbf16>) outs(%fo : tensor<8x128x64xbf16>) -> tensor<8x128x64xbf16>
  %o4 = tensor.expand_shape %o [[0, 1], [2], [3]] output_shape [2, 4, 128, 64] : tensor<8x128x64xbf16> into tensor<2x4x128x64xbf16>
  %eot = tensor.empty() : tensor<2x128x4x64xbf16>
  %ot = linalg.transpose ins(%o4 : tensor<2x4x128x64xbf16>) outs(%eot : tensor<2x128x4x64xbf16>) permutation = [0, 2, 1, 3]
  %o2 = tensor.collapse_shape %ot [[0, 1], [2, 3]] : tensor<2x128x4x64xbf16> into tensor<256x256xbf16>
  %y = linalg.matmul ins(%o2, %wo : tensor<256x256xbf16>, tensor<256x256xbf16>) outs(%f2 : tensor<256x256xbf16>) -> tensor<256x256xbf16>
  return %y : tensor<256x256xbf16>
}
