// The limits of the module's #fuse.target, not the H100's: a config set by
// hand that needs more shared memory than the target's block has is
// refused (located), and where no config of the online softmax fits at
// all, the config pass says so.
// RUN: fuse-opt %s -split-input-file --fuse-select-kernel-config -verify-diagnostics

module attributes {fuse.target = #fuse.target<name = "custom", arch = "sm_90a", compute_capability = 90, sms = 132, shared_per_sm = 66560, shared_per_block = 65536, registers_per_sm = 65536, peak_bf16_flops = 9.89e+14, peak_fp16_flops = 9.89e+14, peak_fp32_flops = 6.7e+13, hbm_bytes_per_sec = 3.35e+12, hbm_bytes = 80000000000, l2_bytes = 52428800>} {
func.func @by_hand(%a: tensor<256x512xbf16>, %b: tensor<512x512xbf16>) -> tensor<256x512xf32> {
  // By hand: 1 KiB + 3 x (64 + 128) x 64 bf16 = 74752 bytes (gemm-config.mlir
  // builds it on the H100).
  // expected-error @+1 {{kernel config #fuse.gemm_config<"gemm_wgmma", tile_m = 64, tile_n = 128, tile_k = 64, stages = 3, warps = 4, overlap = false, splits = 1> needs 74752 bytes of shared memory; a block of the target has at most 65536}}
  %0 = fuse.aggregate #fuse.add dims [i = 256, j = 512, k = 512] reduce [k] ins(%a, %b : tensor<256x512xbf16>, tensor<512x512xbf16>) maps [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>] -> tensor<256x512xf32> attributes {fuse.kernel_config = #fuse.gemm_config<"gemm_wgmma", tile_m = 64, tile_n = 128, tile_k = 64, stages = 3, warps = 4, overlap = false, splits = 1>} {
  ^bb0(%x: bf16, %y: bf16):
    %1 = arith.extf %x : bf16 to f32
    %2 = arith.extf %y : bf16 to f32
    %3 = arith.mulf %1, %2 : f32
    fuse.yield %3 : f32
  }
  return %0 : tensor<256x512xf32>
}
}

// -----

module attributes {fuse.target = #fuse.target<name = "custom", arch = "sm_90a", compute_capability = 90, sms = 132, shared_per_sm = 9216, shared_per_block = 8192, registers_per_sm = 65536, peak_bf16_flops = 9.89e+14, peak_fp16_flops = 9.89e+14, peak_fp32_flops = 6.7e+13, hbm_bytes_per_sec = 3.35e+12, hbm_bytes = 80000000000, l2_bytes = 52428800>} {
func.func @too_little(%arg0: tensor<2x256x128xbf16>, %arg1: tensor<2x256x128xbf16>, %arg2: tensor<2x256x128xbf16>) -> tensor<2x256x128xf32> {
  %cst_1 = arith.constant 8.838800e-02 : f32
  // 8 KiB per block: even mma.sync's smallest tiles (16 query rows, 16
  // keys, one stage: Q, K and V of 16 x 136 bf16 = 13056 bytes) do not fit.
  // expected-error @+1 {{has no online-softmax kernel config that fits the target's shared memory: #fuse.kernel_config<"online_softmax_wgmma_ws", warps = 8, m_tiles = 1, keys = 128, stages = 2, q_in_registers = false, persistent = true, ping_pong = false> needs 164944 bytes for head dim 128, and no smaller one fits; a block of the target has at most 8192}}
  %0:3 = fuse.aggregate #fuse.weighted_softmax dims [b0 = 2, i = 256, j = 128, k = 256] reduce [k] ins(%arg2 : tensor<2x256x128xbf16>) maps [affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>] -> tensor<2x256x128xf32>, tensor<2x256x128xf32>, tensor<2x256x128xf32> {
  ^bb0(%arg3: bf16):
    %2 = fuse.reduce #fuse.add dims [k_r = 128] ins(%arg0, %arg1 : tensor<2x256x128xbf16>, tensor<2x256x128xbf16>) maps [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d4)>] -> f32 {
    ^bb0(%arg4: bf16, %arg5: bf16):
      %4 = arith.extf %arg4 : bf16 to f32
      %5 = arith.extf %arg5 : bf16 to f32
      %6 = arith.mulf %4, %5 : f32
      %7 = arith.mulf %6, %cst_1 : f32
      fuse.yield %7 : f32
    }
    %3 = arith.extf %arg3 : bf16 to f32
    fuse.yield %2, %3 : f32, f32
  }
  return %0#2 : tensor<2x256x128xf32>
}
}
