// REQUIRES: libdevice
// RUN: fusec %s -o %t.ptx --report=text --report-file=%t.report
// RUN: grep -c "\.entry" %t.ptx | FileCheck %s --check-prefix=KERNELS
// RUN: FileCheck %s --check-prefix=PLAN < %t.report
// RUN: fusec %s --strict-accumulation -o %t.strict.ptx --report=text --report-file=%t.strict.report
// RUN: grep -c "\.entry" %t.strict.ptx | FileCheck %s --check-prefix=STRICT-KERNELS
// RUN: FileCheck %s --check-prefix=STRICT < %t.strict.report

// Attention as torch-mlir writes it for bf16 tensors: every batch_matmul
// accumulates into a bf16 output (bf16 fills), the scale in bf16, the
// softmax in f32 between casts. By the accumulation rule (a sum into a
// 16-bit output accumulates in f32, rounded once) it is the same program as
// the f32-accumulator form, and fuses into one online-softmax kernel.
// KERNELS: {{^}}1{{$}}
// PLAN: chain 1 at {{.*}}attention-bf16-accumulator.mlir:{{[0-9]+}}:8 (attention)
// PLAN: decision: FUSE
// PLAN: online_softmax_wgmma

// As written (--strict-accumulation) P V accumulates in bf16, which the
// online softmax (f32) does not compute: the report says so.
// STRICT-KERNELS: {{^}}4{{$}}
// STRICT: no matmul chains found
// STRICT: softmax at {{.*}} is not fused: the weighted sum at {{.*}}attention-bf16-accumulator.mlir:{{[0-9]+}}:8 accumulates in 'bf16' as written (--strict-accumulation); the online softmax accumulates in f32
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
func.func @attention(%q: tensor<4x256x64xbf16>, %k: tensor<4x256x64xbf16>, %v: tensor<4x256x64xbf16>) -> tensor<4x256x64xbf16> {
  %zero = arith.constant 0.0 : bf16
  %scale = arith.constant 1.250000e-01 : bf16
  %ekT = tensor.empty() : tensor<4x64x256xbf16>
  %kT = linalg.transpose ins(%k : tensor<4x256x64xbf16>) outs(%ekT : tensor<4x64x256xbf16>) permutation = [0, 2, 1]
  %es = tensor.empty() : tensor<4x256x256xbf16>
  %fs = linalg.fill ins(%zero : bf16) outs(%es : tensor<4x256x256xbf16>) -> tensor<4x256x256xbf16>
  %s = linalg.batch_matmul ins(%q, %kT : tensor<4x256x64xbf16>, tensor<4x64x256xbf16>) outs(%fs : tensor<4x256x256xbf16>) -> tensor<4x256x256xbf16>
  %ss = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s : tensor<4x256x256xbf16>) outs(%es : tensor<4x256x256xbf16>) {
  ^bb0(%a: bf16, %out: bf16):
    %c = arith.mulf %a, %scale : bf16
    linalg.yield %c : bf16
  } -> tensor<4x256x256xbf16>
  %esf = tensor.empty() : tensor<4x256x256xf32>
  %sf = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%ss : tensor<4x256x256xbf16>) outs(%esf : tensor<4x256x256xf32>) {
  ^bb0(%a: bf16, %out: f32):
    %c = arith.extf %a : bf16 to f32
    linalg.yield %c : f32
  } -> tensor<4x256x256xf32>
  %sm = linalg.softmax dimension(2) ins(%sf : tensor<4x256x256xf32>) outs(%esf : tensor<4x256x256xf32>) -> tensor<4x256x256xf32>
  %p = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%sm : tensor<4x256x256xf32>) outs(%es : tensor<4x256x256xbf16>) {
  ^bb0(%a: f32, %out: bf16):
    %c = arith.truncf %a : f32 to bf16
    linalg.yield %c : bf16
  } -> tensor<4x256x256xbf16>
  %eo = tensor.empty() : tensor<4x256x64xbf16>
  %fo = linalg.fill ins(%zero : bf16) outs(%eo : tensor<4x256x64xbf16>) -> tensor<4x256x64xbf16>
  %o = linalg.batch_matmul ins(%p, %v : tensor<4x256x256xbf16>, tensor<4x256x64xbf16>) outs(%fo : tensor<4x256x64xbf16>) -> tensor<4x256x64xbf16>
  return %o : tensor<4x256x64xbf16>
}
