// A module's fuse.target is set once: an option that contradicts it is an
// error at the module, one that repeats it is fine.
// RUN: fuse-opt %s -split-input-file --fuse-set-target="gpu=h100 arch=sm_90a" -verify-diagnostics

// expected-error @+1 {{fuse-set-target: gpu=h100 contradicts the module's fuse.target (GPU 'a100'); the target is set once, by fuse-set-target}}
module attributes {fuse.target = #fuse.target<name = "a100", arch = "sm_80", compute_capability = 80, sms = 108, shared_per_sm = 167936, shared_per_block = 166912, registers_per_sm = 65536, peak_bf16_flops = 3.12e14, peak_fp16_flops = 3.12e14, peak_fp32_flops = 1.95e13, hbm_bytes_per_sec = 2.039e12, hbm_bytes = 80000000000, l2_bytes = 41943040>} {
}

// -----

// expected-error @+1 {{fuse-set-target: arch=sm_90a contradicts the module's fuse.target (arch sm_90); the target is set once, by fuse-set-target}}
module attributes {fuse.target = #fuse.target<name = "h100", arch = "sm_90", compute_capability = 90, sms = 132, shared_per_sm = 233472, shared_per_block = 232448, registers_per_sm = 65536, peak_bf16_flops = 9.89e14, peak_fp16_flops = 9.89e14, peak_fp32_flops = 6.7e13, hbm_bytes_per_sec = 3.35e12, hbm_bytes = 80000000000, l2_bytes = 52428800>} {
}

// -----

// The same target: accepted.
module attributes {fuse.target = #fuse.target<name = "h100", arch = "sm_90a", compute_capability = 90, sms = 132, shared_per_sm = 233472, shared_per_block = 232448, registers_per_sm = 65536, peak_bf16_flops = 9.89e14, peak_fp16_flops = 9.89e14, peak_fp32_flops = 6.7e13, hbm_bytes_per_sec = 3.35e12, hbm_bytes = 80000000000, l2_bytes = 52428800>} {
}
