// fuse-opt runs the same pipeline fusec runs (fusec only adds file handling).
// RUN: fuse-opt %s --fusec-pipeline="stop-after=fuse" > %t.opt.mlir
// RUN: fusec %s --emit=fuse > %t.fusec.mlir
// RUN: diff %t.opt.mlir %t.fusec.mlir
// RUN: fuse-opt %s --fusec-pipeline="stop-after=gpu arch=sm_80" | FileCheck %s --check-prefix=GPU
// RUN: not fuse-opt %s --fusec-pipeline="bogus=1" 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not fuse-opt %s --fusec-pipeline="gpu=h300" 2>&1 | FileCheck %s --check-prefix=BADGPU

// GPU: gpu.module @fusec_kernels
// GPU: gpu.func @mm_0_add

// BAD: no such option bogus
// BAD: invalid --fusec-pipeline options 'bogus=1'; valid options are (with their defaults): {arch= assume-dynamic-extent=4096 cuda-path= f32-precision=ieee fuse-policy=auto gpu=h100 grad=false reassociate=true remarks=false split-kv-fold=kernel split-kv-min-keys=512 stop-after=ptx strict-accumulation=false}
// BADGPU: unknown GPU 'h300' for the cost model; expected one of: a100, h100, h200

func.func @mm(%a: tensor<16x32xf32>, %b: tensor<32x8xf32>) -> tensor<16x8xf32> {
  %c = fuse.matmul %a, %b : tensor<16x32xf32>, tensor<32x8xf32> -> tensor<16x8xf32>
  return %c : tensor<16x8xf32>
}
