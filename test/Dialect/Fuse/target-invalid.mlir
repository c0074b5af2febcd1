// The #fuse.target verifier: a known arch the GPU can run, sane numbers;
// fuse.target belongs on a module and must be a #fuse.target.
// RUN: fuse-opt %s -split-input-file -verify-diagnostics

// expected-error @+1 {{#fuse.target: unknown arch 'sm_70'; expected one of: sm_90a, sm_90, sm_80}}
module attributes {fuse.target = #fuse.target<name = "v100", arch = "sm_70", compute_capability = 70, sms = 80, shared_per_sm = 98304, shared_per_block = 98304, registers_per_sm = 65536, peak_bf16_flops = 1.25e14, peak_fp16_flops = 1.25e14, peak_fp32_flops = 1.57e13, hbm_bytes_per_sec = 9.0e11, hbm_bytes = 32000000000, l2_bytes = 6291456>} {
}

// -----

// Hopper code on an A100.
// expected-error @+1 {{#fuse.target: arch sm_90a does not run on GPU 'a100' (compute capability 8.0)}}
module attributes {fuse.target = #fuse.target<name = "a100", arch = "sm_90a", compute_capability = 80, sms = 108, shared_per_sm = 167936, shared_per_block = 166912, registers_per_sm = 65536, peak_bf16_flops = 3.12e14, peak_fp16_flops = 3.12e14, peak_fp32_flops = 1.95e13, hbm_bytes_per_sec = 2.039e12, hbm_bytes = 80000000000, l2_bytes = 41943040>} {
}

// -----

// expected-error @+1 {{#fuse.target: shared_per_block (300000) exceeds shared_per_sm (233472)}}
module attributes {fuse.target = #fuse.target<name = "h100", arch = "sm_90a", compute_capability = 90, sms = 132, shared_per_sm = 233472, shared_per_block = 300000, registers_per_sm = 65536, peak_bf16_flops = 9.89e14, peak_fp16_flops = 9.89e14, peak_fp32_flops = 6.7e13, hbm_bytes_per_sec = 3.35e12, hbm_bytes = 80000000000, l2_bytes = 52428800>} {
}

// -----

// expected-error @+1 {{#fuse.target: peak FLOP/s and HBM bandwidth must be positive}}
module attributes {fuse.target = #fuse.target<name = "h100", arch = "sm_90a", compute_capability = 90, sms = 132, shared_per_sm = 233472, shared_per_block = 232448, registers_per_sm = 65536, peak_bf16_flops = 0.0, peak_fp16_flops = 9.89e14, peak_fp32_flops = 6.7e13, hbm_bytes_per_sec = 3.35e12, hbm_bytes = 80000000000, l2_bytes = 52428800>} {
}

// -----

// expected-error @+1 {{struct is missing required parameter: l2_bytes}}
module attributes {fuse.target = #fuse.target<name = "h100", arch = "sm_90a", compute_capability = 90, sms = 132, shared_per_sm = 233472, shared_per_block = 232448, registers_per_sm = 65536, peak_bf16_flops = 9.89e14, peak_fp16_flops = 9.89e14, peak_fp32_flops = 6.7e13, hbm_bytes_per_sec = 3.35e12, hbm_bytes = 80000000000>} {
}

// -----

// expected-error @+1 {{'fuse.target' must be a #fuse.target attribute, got "h100"}}
module attributes {fuse.target = "h100"} {
}

// -----

module {
  // expected-error @+1 {{'fuse.target' belongs on a builtin.module}}
  func.func @f() attributes {fuse.target = #fuse.target<name = "h100", arch = "sm_90a", compute_capability = 90, sms = 132, shared_per_sm = 233472, shared_per_block = 232448, registers_per_sm = 65536, peak_bf16_flops = 9.89e14, peak_fp16_flops = 9.89e14, peak_fp32_flops = 6.7e13, hbm_bytes_per_sec = 3.35e12, hbm_bytes = 80000000000, l2_bytes = 52428800>} {
    return
  }
}
