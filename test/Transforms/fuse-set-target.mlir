// fuse-set-target puts the #fuse.target of its gpu / arch options on the
// module: h100 + sm_90a by default, gpu=a100 alone means sm_80.
// RUN: fuse-opt %s --fuse-set-target | FileCheck %s --check-prefix=H100
// RUN: fuse-opt %s --fuse-set-target="gpu=a100" | FileCheck %s --check-prefix=A100
// RUN: fuse-opt %s --fuse-set-target="gpu=h200 arch=sm_90" | FileCheck %s --check-prefix=H200
// Set once: a module that has a target keeps it.
// RUN: fuse-opt %s --fuse-set-target="gpu=a100" | fuse-opt --fuse-set-target | FileCheck %s --check-prefix=A100
// Contradictory options are errors at the module.
// RUN: not fuse-opt %s --fuse-set-target="gpu=a100 arch=sm_90a" 2>&1 | FileCheck %s --check-prefix=NOHOPPER
// RUN: not fuse-opt %s --fuse-set-target="arch=sm_75" 2>&1 | FileCheck %s --check-prefix=BADARCH
// RUN: not fuse-opt %s --fuse-set-target="gpu=h300" 2>&1 | FileCheck %s --check-prefix=BADGPU
// A pass run alone reads the module's target; its own gpu / arch option
// may repeat it but not contradict it.
// RUN: fuse-opt %s --fuse-set-target="gpu=a100" | fuse-opt --fuse-split-k="gpu=a100" | FileCheck %s --check-prefix=A100
// RUN: fuse-opt %s --fuse-set-target="gpu=a100" | not fuse-opt --fuse-plan-chains="gpu=h100" 2>&1 | FileCheck %s --check-prefix=PLAN
// RUN: fuse-opt %s --fuse-set-target="gpu=a100" | not fuse-opt --convert-fuse-to-gpu="arch=sm_90a" 2>&1 | FileCheck %s --check-prefix=GEN

// H100: module attributes {fuse.target = #fuse.target<name = "h100", arch = "sm_90a", compute_capability = 90, sms = 132, shared_per_sm = 233472, shared_per_block = 232448, registers_per_sm = 65536, peak_bf16_flops = 9.89e+14, peak_fp16_flops = 9.89e+14, peak_fp32_flops = 6.7e+13, hbm_bytes_per_sec = 3.35e+12, hbm_bytes = 80000000000, l2_bytes = 52428800, display_name = "NVIDIA H100 SXM5 80GB">}
// A100: module attributes {fuse.target = #fuse.target<name = "a100", arch = "sm_80", compute_capability = 80, sms = 108,
// A100-SAME: display_name = "NVIDIA A100 SXM4 80GB">}
// H200: module attributes {fuse.target = #fuse.target<name = "h200", arch = "sm_90", compute_capability = 90, sms = 132,
// H200-SAME: hbm_bytes_per_sec = 4.8e+12

// NOHOPPER: fuse-set-target.mlir:[[# @LINE + 6]]:1: error: fuse-set-target: arch sm_90a does not run on GPU a100 (compute capability 8.0); use arch sm_80 for it, or a Hopper GPU
// BADARCH: error: fuse-set-target: unknown arch 'sm_75'; expected one of: sm_90a, sm_90, sm_80
// BADGPU: error: fuse-set-target: unknown GPU 'h300' for the cost model; expected one of: a100, h100, h200
// PLAN: error: fuse-plan-chains: gpu=h100 contradicts the module's fuse.target (GPU 'a100'); the target is set once, by fuse-set-target
// GEN: error: convert-fuse-to-gpu: arch=sm_90a contradicts the module's fuse.target (arch sm_80); the target is set once, by fuse-set-target

module {
  func.func @mm(%a: tensor<16x32xf32>, %b: tensor<32x8xf32>) -> tensor<16x8xf32> {
    %c = fuse.matmul %a, %b : tensor<16x32xf32>, tensor<32x8xf32> -> tensor<16x8xf32>
    return %c : tensor<16x8xf32>
  }
}
