// #fuse.target round-trips (generic form too); omitted optional parameters
// take their defaults; doubles print in the shortest form that reads back.
// RUN: fuse-opt %s -allow-unregistered-dialect | fuse-opt -allow-unregistered-dialect | FileCheck %s
// RUN: fuse-opt %s -allow-unregistered-dialect --mlir-print-op-generic | fuse-opt -allow-unregistered-dialect | FileCheck %s

// CHECK: module attributes {fuse.target = #fuse.target<name = "h100", arch = "sm_90a", compute_capability = 90, sms = 132, shared_per_sm = 233472, shared_per_block = 232448, registers_per_sm = 65536, peak_bf16_flops = 9.89e+14, peak_fp16_flops = 9.89e+14, peak_fp32_flops = 6.7e+13, hbm_bytes_per_sec = 3.35e+12, hbm_bytes = 80000000000, l2_bytes = 52428800, display_name = "NVIDIA H100 SXM5 80GB">}
module attributes {fuse.target = #fuse.target<
    name = "h100", arch = "sm_90a", compute_capability = 90, sms = 132,
    shared_per_sm = 233472, shared_per_block = 232448,
    registers_per_sm = 65536, peak_bf16_flops = 9.89e14,
    peak_fp16_flops = 989000000000000.0, peak_fp32_flops = 6.7e13,
    hbm_bytes_per_sec = 3.35e12, hbm_bytes = 80000000000,
    l2_bytes = 52428800, display_name = "NVIDIA H100 SXM5 80GB",
    launch_overhead_s = 5.0e-6, l2_bytes_per_sec = 0.0>} {
  // A GPU described by hand, in any parameter order, running older code;
  // the optional parameters that differ from their defaults are printed.
  // CHECK: "test.gpu"() {t = #fuse.target<name = "mygpu", arch = "sm_80", compute_capability = 89, sms = 4, shared_per_sm = 102400, shared_per_block = 101376, registers_per_sm = 65536, peak_bf16_flops = 1.5e+14, peak_fp16_flops = 1.5e+14, peak_fp32_flops = 4.0e+13, hbm_bytes_per_sec = 1.0e+12, hbm_bytes = 24000000000, l2_bytes = 1048576, launch_overhead_s = 3.0e-06, l2_bytes_per_sec = 5.5e+12>}
  "test.gpu"() {t = #fuse.target<arch = "sm_80", name = "mygpu",
      compute_capability = 89, sms = 4, shared_per_sm = 102400,
      shared_per_block = 101376, registers_per_sm = 65536,
      peak_bf16_flops = 1.5e14, peak_fp16_flops = 1.5e14,
      peak_fp32_flops = 4.0e13, hbm_bytes_per_sec = 1.0e12,
      hbm_bytes = 24000000000, l2_bytes = 1048576,
      launch_overhead_s = 3.0e-6, l2_bytes_per_sec = 5.5e12>} : () -> ()
}
