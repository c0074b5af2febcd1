// fuse-select-kernel-config and the generators read the GPU's limits from
// the module's #fuse.target, not from the H100's: its SM count (the rule
// that chooses a persistent grid and stream-K, and the grid itself) and
// its shared memory per block (a kernel is built only with tiles that fit
// it; where the rule's tiles do not, the best smaller config that does).
// RUN: fuse-opt %s -split-input-file --fuse-select-kernel-config | FileCheck %s --check-prefix=SELECT
// RUN: fuse-opt %s -split-input-file --convert-fuse-to-gpu | FileCheck %s --check-prefix=BUILT

// d = 128, 12 heads x 16 row blocks = 192 tiles, on 132 SMs: stream-K
// (two rounds would leave 72 CTA slots empty), a CTA per SM.
// SELECT-LABEL: func @stream_k
// SELECT: fuse.kernel_config = #fuse.kernel_config<"online_softmax_wgmma_ws", warps = 8, m_tiles = 1, keys = 128, stages = 2, q_in_registers = false, persistent = true, stream_k = true, ping_pong = false>
// BUILT: name = "stream_k_0_weighted_softmax", grid = [132, 1, 1], block = [384, 1, 1], shared_bytes = 164944
module attributes {fuse.target = #fuse.target<name = "custom", arch = "sm_90a", compute_capability = 90, sms = 132, shared_per_sm = 233472, shared_per_block = 232448, registers_per_sm = 65536, peak_bf16_flops = 9.89e+14, peak_fp16_flops = 9.89e+14, peak_fp32_flops = 6.7e+13, hbm_bytes_per_sec = 3.35e+12, hbm_bytes = 80000000000, l2_bytes = 52428800>} {
func.func @stream_k(%arg0: tensor<1x12x2048x128xbf16>, %arg1: tensor<1x12x2048x128xbf16>, %arg2: tensor<1x12x2048x128xbf16>) -> tensor<1x12x2048x128xbf16> {
  %cst = arith.constant 0.000000e+00 : f32
  %cst_0 = arith.constant 0.0883883461 : f32
  %cst_1 = arith.constant 0xFF800000 : f32
  %0:3 = fuse.aggregate #fuse.weighted_softmax dims [b0 = 1, b1 = 12, i = 2048, j = 128, k = 2048] reduce [k] ins(%arg2 : tensor<1x12x2048x128xbf16>) maps [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>] -> tensor<1x12x2048x128xf32>, tensor<1x12x2048x128xf32>, tensor<1x12x2048x128xf32> {
  ^bb0(%arg3: bf16):
    %2 = fuse.reduce #fuse.add dims [k_r = 128] ins(%arg0, %arg1 : tensor<1x12x2048x128xbf16>, tensor<1x12x2048x128xbf16>) maps [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d4, d5)>] -> f32 {
    ^bb0(%arg4: bf16, %arg5: bf16):
      %8 = arith.extf %arg4 : bf16 to f32
      %9 = arith.extf %arg5 : bf16 to f32
      %10 = arith.mulf %8, %9 : f32
      %11 = arith.mulf %10, %cst_0 : f32
      fuse.yield %11 : f32
    }
    %3 = arith.extf %arg3 : bf16 to f32
    fuse.yield %2, %3 : f32, f32
  }
  %1 = fuse.aggregate #fuse.add dims [b0 = 1, b1 = 12, i = 2048, j = 128] reduce [] ins(%0#0, %0#1, %0#2 : tensor<1x12x2048x128xf32>, tensor<1x12x2048x128xf32>, tensor<1x12x2048x128xf32>) maps [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>] -> tensor<1x12x2048x128xbf16> {
  ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
    %2 = arith.divf %arg5, %arg4 : f32
    %3 = arith.cmpf oeq, %arg3, %cst_1 : f32
    %4 = arith.select %3, %cst, %2 : f32
    %5 = arith.truncf %4 : f32 to bf16
    fuse.yield %5 : bf16
  }
  return %1 : tensor<1x12x2048x128xbf16>
}
}

// -----

// The same on a GPU of 96 SMs: 192 tiles are two full rounds, so no
// stream-K; a persistent grid of 96 CTAs.
// SELECT-LABEL: func @stream_k
// SELECT: fuse.kernel_config = #fuse.kernel_config<"online_softmax_wgmma_ws", warps = 8, m_tiles = 1, keys = 128, stages = 2, q_in_registers = false, persistent = true, ping_pong = false>
// BUILT: name = "stream_k_0_weighted_softmax", grid = [96, 1, 1], block = [384, 1, 1], shared_bytes = 197728
module attributes {fuse.target = #fuse.target<name = "custom", arch = "sm_90a", compute_capability = 90, sms = 96, shared_per_sm = 233472, shared_per_block = 232448, registers_per_sm = 65536, peak_bf16_flops = 9.89e+14, peak_fp16_flops = 9.89e+14, peak_fp32_flops = 6.7e+13, hbm_bytes_per_sec = 3.35e+12, hbm_bytes = 80000000000, l2_bytes = 52428800>} {
func.func @stream_k(%arg0: tensor<1x12x2048x128xbf16>, %arg1: tensor<1x12x2048x128xbf16>, %arg2: tensor<1x12x2048x128xbf16>) -> tensor<1x12x2048x128xbf16> {
  %cst = arith.constant 0.000000e+00 : f32
  %cst_0 = arith.constant 0.0883883461 : f32
  %cst_1 = arith.constant 0xFF800000 : f32
  %0:3 = fuse.aggregate #fuse.weighted_softmax dims [b0 = 1, b1 = 12, i = 2048, j = 128, k = 2048] reduce [k] ins(%arg2 : tensor<1x12x2048x128xbf16>) maps [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>] -> tensor<1x12x2048x128xf32>, tensor<1x12x2048x128xf32>, tensor<1x12x2048x128xf32> {
  ^bb0(%arg3: bf16):
    %2 = fuse.reduce #fuse.add dims [k_r = 128] ins(%arg0, %arg1 : tensor<1x12x2048x128xbf16>, tensor<1x12x2048x128xbf16>) maps [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d4, d5)>] -> f32 {
    ^bb0(%arg4: bf16, %arg5: bf16):
      %8 = arith.extf %arg4 : bf16 to f32
      %9 = arith.extf %arg5 : bf16 to f32
      %10 = arith.mulf %8, %9 : f32
      %11 = arith.mulf %10, %cst_0 : f32
      fuse.yield %11 : f32
    }
    %3 = arith.extf %arg3 : bf16 to f32
    fuse.yield %2, %3 : f32, f32
  }
  %1 = fuse.aggregate #fuse.add dims [b0 = 1, b1 = 12, i = 2048, j = 128] reduce [] ins(%0#0, %0#1, %0#2 : tensor<1x12x2048x128xf32>, tensor<1x12x2048x128xf32>, tensor<1x12x2048x128xf32>) maps [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>] -> tensor<1x12x2048x128xbf16> {
  ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
    %2 = arith.divf %arg5, %arg4 : f32
    %3 = arith.cmpf oeq, %arg3, %cst_1 : f32
    %4 = arith.select %3, %cst, %2 : f32
    %5 = arith.truncf %4 : f32 to bf16
    fuse.yield %5 : bf16
  }
  return %1 : tensor<1x12x2048x128xbf16>
}
}

// -----

// 64 KiB of shared memory per block: the warp-specialized kernel (164944
// bytes) does not fit, nor does it with 64 keys per block; the plain wgmma
// kernel of one warpgroup with 32 keys per block and two stages does:
// 1 KiB + Q 64 x 128 + 2 x (K 32 x 128 + V 32 x 128), bf16, + 32 bytes of
// mbarriers = 50208 bytes, one CTA per 64 query rows.
// SELECT-LABEL: func @stream_k
// SELECT: fuse.kernel_config = #fuse.kernel_config<"online_softmax_wgmma", warps = 4, m_tiles = 1, keys = 32, stages = 2, q_in_registers = false>
// BUILT: name = "stream_k_0_weighted_softmax", grid = [32, 12, 1], block = [128, 1, 1], shared_bytes = 50208
module attributes {fuse.target = #fuse.target<name = "custom", arch = "sm_90a", compute_capability = 90, sms = 132, shared_per_sm = 66560, shared_per_block = 65536, registers_per_sm = 65536, peak_bf16_flops = 9.89e+14, peak_fp16_flops = 9.89e+14, peak_fp32_flops = 6.7e+13, hbm_bytes_per_sec = 3.35e+12, hbm_bytes = 80000000000, l2_bytes = 52428800>} {
func.func @stream_k(%arg0: tensor<1x12x2048x128xbf16>, %arg1: tensor<1x12x2048x128xbf16>, %arg2: tensor<1x12x2048x128xbf16>) -> tensor<1x12x2048x128xbf16> {
  %cst = arith.constant 0.000000e+00 : f32
  %cst_0 = arith.constant 0.0883883461 : f32
  %cst_1 = arith.constant 0xFF800000 : f32
  %0:3 = fuse.aggregate #fuse.weighted_softmax dims [b0 = 1, b1 = 12, i = 2048, j = 128, k = 2048] reduce [k] ins(%arg2 : tensor<1x12x2048x128xbf16>) maps [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>] -> tensor<1x12x2048x128xf32>, tensor<1x12x2048x128xf32>, tensor<1x12x2048x128xf32> {
  ^bb0(%arg3: bf16):
    %2 = fuse.reduce #fuse.add dims [k_r = 128] ins(%arg0, %arg1 : tensor<1x12x2048x128xbf16>, tensor<1x12x2048x128xbf16>) maps [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d4, d5)>] -> f32 {
    ^bb0(%arg4: bf16, %arg5: bf16):
      %8 = arith.extf %arg4 : bf16 to f32
      %9 = arith.extf %arg5 : bf16 to f32
      %10 = arith.mulf %8, %9 : f32
      %11 = arith.mulf %10, %cst_0 : f32
      fuse.yield %11 : f32
    }
    %3 = arith.extf %arg3 : bf16 to f32
    fuse.yield %2, %3 : f32, f32
  }
  %1 = fuse.aggregate #fuse.add dims [b0 = 1, b1 = 12, i = 2048, j = 128] reduce [] ins(%0#0, %0#1, %0#2 : tensor<1x12x2048x128xf32>, tensor<1x12x2048x128xf32>, tensor<1x12x2048x128xf32>) maps [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>] -> tensor<1x12x2048x128xbf16> {
  ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
    %2 = arith.divf %arg5, %arg4 : f32
    %3 = arith.cmpf oeq, %arg3, %cst_1 : f32
    %4 = arith.select %3, %cst, %2 : f32
    %5 = arith.truncf %4 : f32 to bf16
    fuse.yield %5 : bf16
  }
  return %1 : tensor<1x12x2048x128xbf16>
}
}

// -----

// A GEMM on the same GPU: the rule's 128 x 256 tiles in four stages
// (197696 bytes) do not fit, nor do 128 x 128 in two (1 KiB + 2 x 256 x
// 64 bf16 + mbarriers > 64 KiB); 128 x 64 in two stages do, still
// warp-specialized: 1 KiB + 2 x (128 + 64) x 64 x 2 + 2 x 16 = 50208.
// SELECT-LABEL: func @gemm
// SELECT: fuse.kernel_config = #fuse.gemm_config<"gemm_wgmma_ws", tile_m = 128, tile_n = 64, tile_k = 64, stages = 2, warps = 8, overlap = false, splits = 1>
// BUILT: name = "gemm_0_add", grid = [2, 8, 1], block = [384, 1, 1], shared_bytes = 50208
module attributes {fuse.target = #fuse.target<name = "custom", arch = "sm_90a", compute_capability = 90, sms = 132, shared_per_sm = 66560, shared_per_block = 65536, registers_per_sm = 65536, peak_bf16_flops = 9.89e+14, peak_fp16_flops = 9.89e+14, peak_fp32_flops = 6.7e+13, hbm_bytes_per_sec = 3.35e+12, hbm_bytes = 80000000000, l2_bytes = 52428800>} {
func.func @gemm(%a: tensor<256x512xbf16>, %b: tensor<512x512xbf16>) -> tensor<256x512xf32> {
  %0 = fuse.aggregate #fuse.add dims [i = 256, j = 512, k = 512] reduce [k] ins(%a, %b : tensor<256x512xbf16>, tensor<512x512xbf16>) maps [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>] -> tensor<256x512xf32> {
  ^bb0(%x: bf16, %y: bf16):
    %1 = arith.extf %x : bf16 to f32
    %2 = arith.extf %y : bf16 to f32
    %3 = arith.mulf %1, %2 : f32
    fuse.yield %3 : f32
  }
  return %0 : tensor<256x512xf32>
}
}
