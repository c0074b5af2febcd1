// REQUIRES: libdevice
// RUN: rm -rf %t && mkdir -p %t
// RUN: fusec %s -o %t/ieee.ptx --report=text --report-file=%t/ieee.report
// RUN: FileCheck %s --check-prefix=IEEE < %t/ieee.report
// RUN: fusec %s --fuse-policy=never -o %t/never.ptx --report=text --report-file=%t/never.report
// RUN: FileCheck %s --check-prefix=NEVER < %t/never.report
// RUN: fusec %s --f32-precision=3xtf32 -o %t/3xtf32.ptx --report=text --report-file=%t/3xtf32.report
// RUN: FileCheck %s --check-prefix=SPLIT < %t/3xtf32.report
// RUN: fusec %s --f32-precision=bf16 -o %t/bf16.ptx --report=text --report-file=%t/bf16.report
// RUN: FileCheck %s --check-prefix=BF16 < %t/bf16.report
// RUN: fusec %s --f32-precision=tf32 -o %t/tf32.ptx --report=text --report-file=%t/tf32.report
// RUN: FileCheck %s --check-prefix=TF32 < %t/tf32.report
// RUN: not fusec %s --f32-precision=fp8 -o %t/bad.ptx 2>&1 | FileCheck %s --check-prefix=BAD

// An f32 attention as torch-mlir writes it (attention-torch-bmm.mlir's
// form). By default (ieee) it is fused into the online softmax on the CUDA
// cores (exact f32 FMAs on the tensor-core kernel's tiles); unfused
// (--fuse-policy=never) Q K^T is a gemm_simt GEMM and the softmax with P V
// one untiled kernel. Under 3xtf32 each product is three tf32 GEMMs, and
// the attention is not found as a chain (16 kernels). With
// --f32-precision=bf16, Q, K and V are rounded to bf16 by three elementwise
// kernels and the attention is the tensor-core online softmax.
// IEEE: decision:          FUSE (decided by seed)
// IEEE: predicted kernels: (fused, as built)
// IEEE-NEXT: online-softmax (CUDA cores): {{.*}} (FMA {{.*}} at 58% of peak
// IEEE: kernels built (1, fuse.kernel_config)
// IEEE-NEXT: online_softmax_simt, 128 query rows x 64 keys per block, 2 stage(s), 4 warps of 2 m-tiles, Q in shared memory; f32 operands read exactly, fma on the CUDA cores
// NEVER: decision:          DO NOT FUSE (decided by policy)
// NEVER: kernels built (2, fuse.kernel_config)
// NEVER-NEXT: gemm_simt, 128 x 128 x 16 tiles, 2 stage(s), 8 warps; f32 operands read exactly, fma on the CUDA cores
// NEVER-NEXT: untiled, one thread per output point
// SPLIT-NOT: online_softmax
// SPLIT: kernels built (16, fuse.kernel_config)
// BF16: kernels built (4, fuse.kernel_config)
// BF16-COUNT-3: untiled, one thread per output point
// BF16-NEXT: online_softmax_wgmma
// With --f32-precision=tf32 the attention is fused: one kernel, the online
// softmax on mma.sync's tf32 MMAs (Q, K, V and P rounded to tf32, the
// softmax and the accumulation in f32).
// TF32: decision:          FUSE
// TF32: kernels built (1, fuse.kernel_config)
// TF32-NEXT: online_softmax_mma, 128 query rows x 64 keys per block, 2 stage(s), 4 warps of 2 m-tiles, Q in shared memory; tf32 operands, f32 accumulation
// BAD: unknown --f32-precision 'fp8'; expected ieee, tf32, 3xtf32 or bf16


#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#tr3 = affine_map<(d0, d1, d2) -> (d0, d2, d1)>
#keep = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
func.func @attention(%q: tensor<4x256x64xf32>, %k: tensor<4x256x64xf32>, %v: tensor<4x256x64xf32>) -> tensor<4x256x64xf32> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %scale = arith.constant 0.125 : f32
  %ekt = tensor.empty() : tensor<4x64x256xf32>
  %kt = linalg.generic {indexing_maps = [#tr3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%k : tensor<4x256x64xf32>) outs(%ekt : tensor<4x64x256xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<4x64x256xf32>
  %es = tensor.empty() : tensor<4x256x256xf32>
  %fs = linalg.fill ins(%zero : f32) outs(%es : tensor<4x256x256xf32>) -> tensor<4x256x256xf32>
  %s = linalg.batch_matmul ins(%q, %kt : tensor<4x256x64xf32>, tensor<4x64x256xf32>) outs(%fs : tensor<4x256x256xf32>) -> tensor<4x256x256xf32>
  %x = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s : tensor<4x256x256xf32>) outs(%es : tensor<4x256x256xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.mulf %in, %scale : f32
    linalg.yield %0 : f32
  } -> tensor<4x256x256xf32>
  %er = tensor.empty() : tensor<4x256x1xf32>
  %fm = linalg.fill ins(%ninf : f32) outs(%er : tensor<4x256x1xf32>) -> tensor<4x256x1xf32>
  %m = linalg.generic {indexing_maps = [#id3, #keep], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x : tensor<4x256x256xf32>) outs(%fm : tensor<4x256x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.maximumf %in, %out : f32
    linalg.yield %0 : f32
  } -> tensor<4x256x1xf32>
  %d = linalg.generic {indexing_maps = [#id3, #keep, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %m : tensor<4x256x256xf32>, tensor<4x256x1xf32>) outs(%es : tensor<4x256x256xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %0 = arith.subf %a, %b : f32
    linalg.yield %0 : f32
  } -> tensor<4x256x256xf32>
  %e = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%d : tensor<4x256x256xf32>) outs(%es : tensor<4x256x256xf32>) {
  ^bb0(%a: f32, %out: f32):
    %0 = math.exp %a : f32
    linalg.yield %0 : f32
  } -> tensor<4x256x256xf32>
  %fl = linalg.fill ins(%zero : f32) outs(%er : tensor<4x256x1xf32>) -> tensor<4x256x1xf32>
  %l = linalg.generic {indexing_maps = [#id3, #keep], iterator_types = ["parallel", "parallel", "reduction"]} ins(%e : tensor<4x256x256xf32>) outs(%fl : tensor<4x256x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.addf %in, %out : f32
    linalg.yield %0 : f32
  } -> tensor<4x256x1xf32>
  %p = linalg.generic {indexing_maps = [#id3, #keep, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%e, %l : tensor<4x256x256xf32>, tensor<4x256x1xf32>) outs(%es : tensor<4x256x256xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %0 = arith.divf %a, %b : f32
    linalg.yield %0 : f32
  } -> tensor<4x256x256xf32>
  %eo = tensor.empty() : tensor<4x256x64xf32>
  %fo = linalg.fill ins(%zero : f32) outs(%eo : tensor<4x256x64xf32>) -> tensor<4x256x64xf32>
  %o = linalg.batch_matmul ins(%p, %v : tensor<4x256x256xf32>, tensor<4x256x64xf32>) outs(%fo : tensor<4x256x64xf32>) -> tensor<4x256x64xf32>
  return %o : tensor<4x256x64xf32>
}
