// Kernel configs that the target or the aggregate cannot take are located
// errors, from the config pass and from the generator alike.
// RUN: fuse-opt %s -split-input-file --fuse-select-kernel-config -verify-diagnostics
// RUN: fuse-opt %s -split-input-file --convert-fuse-to-gpu="arch=sm_90a" -verify-diagnostics

func.func @keys_200(%arg0: tensor<2x256x128xbf16>, %arg1: tensor<2x256x128xbf16>, %arg2: tensor<2x256x128xbf16>) -> tensor<2x256x128xbf16> {
  %cst = arith.constant 0.000000e+00 : f32
  %cst_0 = arith.constant 0xFF800000 : f32
  %cst_1 = arith.constant 8.838800e-02 : f32
  // expected-error @+1 {{must have a multiple of 16 keys per block from 16 to 256}}
  %0:3 = fuse.aggregate #fuse.weighted_softmax dims [b0 = 2, i = 256, j = 128, k = 256] reduce [k] ins(%arg2 : tensor<2x256x128xbf16>) maps [affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>] -> tensor<2x256x128xf32>, tensor<2x256x128xf32>, tensor<2x256x128xf32> attributes {fuse.kernel_config = #fuse.kernel_config<"online_softmax_wgmma", warps = 4, m_tiles = 1, keys = 200, stages = 1, q_in_registers = false>} {
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
  %1 = fuse.aggregate #fuse.add dims [b0 = 2, i = 256, j = 128] reduce [] ins(%0#0, %0#1, %0#2 : tensor<2x256x128xf32>, tensor<2x256x128xf32>, tensor<2x256x128xf32>) maps [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>] -> tensor<2x256x128xbf16> {
  ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
    %2 = arith.divf %arg5, %arg4 : f32
    %3 = arith.cmpf oeq, %arg3, %cst_0 : f32
    %4 = arith.select %3, %cst, %2 : f32
    %5 = arith.truncf %4 : f32 to bf16
    fuse.yield %5 : bf16
  }
  return %1 : tensor<2x256x128xbf16>
}

// -----

func.func @three_stages(%arg0: tensor<2x256x128xbf16>, %arg1: tensor<2x256x128xbf16>, %arg2: tensor<2x256x128xbf16>) -> tensor<2x256x128xbf16> {
  %cst = arith.constant 0.000000e+00 : f32
  %cst_0 = arith.constant 0xFF800000 : f32
  %cst_1 = arith.constant 8.838800e-02 : f32
  // expected-error @+1 {{must have 1 or 2 stages}}
  %0:3 = fuse.aggregate #fuse.weighted_softmax dims [b0 = 2, i = 256, j = 128, k = 256] reduce [k] ins(%arg2 : tensor<2x256x128xbf16>) maps [affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>] -> tensor<2x256x128xf32>, tensor<2x256x128xf32>, tensor<2x256x128xf32> attributes {fuse.kernel_config = #fuse.kernel_config<"online_softmax_wgmma", warps = 4, m_tiles = 1, keys = 128, stages = 3, q_in_registers = false>} {
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
  %1 = fuse.aggregate #fuse.add dims [b0 = 2, i = 256, j = 128] reduce [] ins(%0#0, %0#1, %0#2 : tensor<2x256x128xf32>, tensor<2x256x128xf32>, tensor<2x256x128xf32>) maps [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>] -> tensor<2x256x128xbf16> {
  ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
    %2 = arith.divf %arg5, %arg4 : f32
    %3 = arith.cmpf oeq, %arg3, %cst_0 : f32
    %4 = arith.select %3, %cst, %2 : f32
    %5 = arith.truncf %4 : f32 to bf16
    fuse.yield %5 : bf16
  }
  return %1 : tensor<2x256x128xbf16>
}

// -----

func.func @six_warps(%arg0: tensor<2x256x128xbf16>, %arg1: tensor<2x256x128xbf16>, %arg2: tensor<2x256x128xbf16>) -> tensor<2x256x128xbf16> {
  %cst = arith.constant 0.000000e+00 : f32
  %cst_0 = arith.constant 0xFF800000 : f32
  %cst_1 = arith.constant 8.838800e-02 : f32
  // expected-error @+1 {{must have 1 to 4 warpgroups (4 to 16 warps) of one m-tile each, Q in shared memory}}
  %0:3 = fuse.aggregate #fuse.weighted_softmax dims [b0 = 2, i = 256, j = 128, k = 256] reduce [k] ins(%arg2 : tensor<2x256x128xbf16>) maps [affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>] -> tensor<2x256x128xf32>, tensor<2x256x128xf32>, tensor<2x256x128xf32> attributes {fuse.kernel_config = #fuse.kernel_config<"online_softmax_wgmma", warps = 6, m_tiles = 1, keys = 128, stages = 1, q_in_registers = false>} {
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
  %1 = fuse.aggregate #fuse.add dims [b0 = 2, i = 256, j = 128] reduce [] ins(%0#0, %0#1, %0#2 : tensor<2x256x128xf32>, tensor<2x256x128xf32>, tensor<2x256x128xf32>) maps [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>] -> tensor<2x256x128xbf16> {
  ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
    %2 = arith.divf %arg5, %arg4 : f32
    %3 = arith.cmpf oeq, %arg3, %cst_0 : f32
    %4 = arith.select %3, %cst, %2 : f32
    %5 = arith.truncf %4 : f32 to bf16
    fuse.yield %5 : bf16
  }
  return %1 : tensor<2x256x128xbf16>
}

// -----

func.func @unknown_strategy(%arg0: tensor<2x256x128xbf16>, %arg1: tensor<2x256x128xbf16>, %arg2: tensor<2x256x128xbf16>) -> tensor<2x256x128xbf16> {
  %cst = arith.constant 0.000000e+00 : f32
  %cst_0 = arith.constant 0xFF800000 : f32
  %cst_1 = arith.constant 8.838800e-02 : f32
  // expected-error @+1 {{has an unknown strategy (expected online_softmax_wgmma, online_softmax_wgmma_overlap, online_softmax_wgmma_ws, online_softmax_mma or online_softmax_simt)}}
  %0:3 = fuse.aggregate #fuse.weighted_softmax dims [b0 = 2, i = 256, j = 128, k = 256] reduce [k] ins(%arg2 : tensor<2x256x128xbf16>) maps [affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>] -> tensor<2x256x128xf32>, tensor<2x256x128xf32>, tensor<2x256x128xf32> attributes {fuse.kernel_config = #fuse.kernel_config<"flash", warps = 4, m_tiles = 1, keys = 128, stages = 1, q_in_registers = false>} {
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
  %1 = fuse.aggregate #fuse.add dims [b0 = 2, i = 256, j = 128] reduce [] ins(%0#0, %0#1, %0#2 : tensor<2x256x128xf32>, tensor<2x256x128xf32>, tensor<2x256x128xf32>) maps [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>] -> tensor<2x256x128xbf16> {
  ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
    %2 = arith.divf %arg5, %arg4 : f32
    %3 = arith.cmpf oeq, %arg3, %cst_0 : f32
    %4 = arith.select %3, %cst, %2 : f32
    %5 = arith.truncf %4 : f32 to bf16
    fuse.yield %5 : bf16
  }
  return %1 : tensor<2x256x128xbf16>
}

// -----

// The overlapped schedule on a head dim that is not whole 64-column slabs
// (d = 80: K and V keep cp.async).
func.func @overlap_without_tma(%arg0: tensor<2x256x80xbf16>, %arg1: tensor<2x256x80xbf16>, %arg2: tensor<2x256x80xbf16>) -> tensor<2x256x80xbf16> {
  %cst = arith.constant 0.000000e+00 : f32
  %cst_0 = arith.constant 0xFF800000 : f32
  %cst_1 = arith.constant 8.838800e-02 : f32
  // expected-error @+1 {{overlaps softmax with P V, which needs K and V loaded by TMA (K stored [keys][d], head dims multiples of 64)}}
  %0:3 = fuse.aggregate #fuse.weighted_softmax dims [b0 = 2, i = 256, j = 80, k = 256] reduce [k] ins(%arg2 : tensor<2x256x80xbf16>) maps [affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>] -> tensor<2x256x80xf32>, tensor<2x256x80xf32>, tensor<2x256x80xf32> attributes {fuse.kernel_config = #fuse.kernel_config<"online_softmax_wgmma_overlap", warps = 4, m_tiles = 1, keys = 64, stages = 1, q_in_registers = false>} {
  ^bb0(%arg3: bf16):
    %2 = fuse.reduce #fuse.add dims [k_r = 80] ins(%arg0, %arg1 : tensor<2x256x80xbf16>, tensor<2x256x80xbf16>) maps [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d4)>] -> f32 {
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
  %1 = fuse.aggregate #fuse.add dims [b0 = 2, i = 256, j = 80] reduce [] ins(%0#0, %0#1, %0#2 : tensor<2x256x80xf32>, tensor<2x256x80xf32>, tensor<2x256x80xf32>) maps [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>] -> tensor<2x256x80xbf16> {
  ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
    %2 = arith.divf %arg5, %arg4 : f32
    %3 = arith.cmpf oeq, %arg3, %cst_0 : f32
    %4 = arith.select %3, %cst, %2 : f32
    %5 = arith.truncf %4 : f32 to bf16
    fuse.yield %5 : bf16
  }
  return %1 : tensor<2x256x80xbf16>
}

// -----

func.func @not_a_config(%arg0: tensor<2x256x128xbf16>, %arg1: tensor<2x256x128xbf16>, %arg2: tensor<2x256x128xbf16>) -> tensor<2x256x128xbf16> {
  %cst = arith.constant 0.000000e+00 : f32
  %cst_0 = arith.constant 0xFF800000 : f32
  %cst_1 = arith.constant 8.838800e-02 : f32
  // expected-error @+1 {{'fuse.kernel_config' must be a #fuse.kernel_config, got 42 : i64}}
  %0:3 = fuse.aggregate #fuse.weighted_softmax dims [b0 = 2, i = 256, j = 128, k = 256] reduce [k] ins(%arg2 : tensor<2x256x128xbf16>) maps [affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>] -> tensor<2x256x128xf32>, tensor<2x256x128xf32>, tensor<2x256x128xf32> attributes {fuse.kernel_config = 42 : i64} {
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
  %1 = fuse.aggregate #fuse.add dims [b0 = 2, i = 256, j = 128] reduce [] ins(%0#0, %0#1, %0#2 : tensor<2x256x128xf32>, tensor<2x256x128xf32>, tensor<2x256x128xf32>) maps [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>] -> tensor<2x256x128xbf16> {
  ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
    %2 = arith.divf %arg5, %arg4 : f32
    %3 = arith.cmpf oeq, %arg3, %cst_0 : f32
    %4 = arith.select %3, %cst, %2 : f32
    %5 = arith.truncf %4 : f32 to bf16
    fuse.yield %5 : bf16
  }
  return %1 : tensor<2x256x128xbf16>
}

// -----

// Three query tiles cannot pair into clusters of two.
func.func @cluster_odd_tiles(%arg0: tensor<2x192x128xbf16>, %arg1: tensor<2x192x128xbf16>, %arg2: tensor<2x192x128xbf16>) -> tensor<2x192x128xbf16> {
  %cst = arith.constant 0.000000e+00 : f32
  %cst_0 = arith.constant 0xFF800000 : f32
  %cst_1 = arith.constant 8.838800e-02 : f32
  // expected-error @+1 {{shares K/V tiles in a cluster of 2 CTAs, which needs 2 CTAs, the overlapped schedule (K and V loaded by TMA), no key segments, no key band other than causal, no mask read from tensors and a static count of query tiles divisible by the cluster}}
  %0:3 = fuse.aggregate #fuse.weighted_softmax dims [b0 = 2, i = 192, j = 128, k = 192] reduce [k] ins(%arg2 : tensor<2x192x128xbf16>) maps [affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>] -> tensor<2x192x128xf32>, tensor<2x192x128xf32>, tensor<2x192x128xf32> attributes {fuse.kernel_config = #fuse.kernel_config<"online_softmax_wgmma", warps = 4, m_tiles = 1, keys = 64, stages = 1, q_in_registers = false, cluster = 2>} {
  ^bb0(%arg3: bf16):
    %2 = fuse.reduce #fuse.add dims [k_r = 128] ins(%arg0, %arg1 : tensor<2x192x128xbf16>, tensor<2x192x128xbf16>) maps [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d4)>] -> f32 {
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
  %1 = fuse.aggregate #fuse.add dims [b0 = 2, i = 192, j = 128] reduce [] ins(%0#0, %0#1, %0#2 : tensor<2x192x128xf32>, tensor<2x192x128xf32>, tensor<2x192x128xf32>) maps [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>] -> tensor<2x192x128xbf16> {
  ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
    %2 = arith.divf %arg5, %arg4 : f32
    %3 = arith.cmpf oeq, %arg3, %cst_0 : f32
    %4 = arith.select %3, %cst, %2 : f32
    %5 = arith.truncf %4 : f32 to bf16
    fuse.yield %5 : bf16
  }
  return %1 : tensor<2x192x128xbf16>
}

// -----

// Persistent needs the warp-specialized kernel (a producer that loads Q).
func.func @persistent_not_ws(%arg0: tensor<2x256x128xbf16>, %arg1: tensor<2x256x128xbf16>, %arg2: tensor<2x256x128xbf16>) -> tensor<2x256x128xbf16> {
  %cst = arith.constant 0.000000e+00 : f32
  %cst_0 = arith.constant 0xFF800000 : f32
  %cst_1 = arith.constant 8.838800e-02 : f32
  // expected-error @+1 {{is persistent, which needs the warp-specialized strategy, a key band other than causal only where it is static, of the query row alone and keeps a key block in every row block (not with stream-K), no mask read from tensors, static sizes for stream-K and tiles handed out at run time, no chain (a softmax), no key segments, a head dim that is a multiple of 16 and Q stored [rows][d] (loaded by TMA)}}
  %0:3 = fuse.aggregate #fuse.weighted_softmax dims [b0 = 2, i = 256, j = 128, k = 256] reduce [k] ins(%arg2 : tensor<2x256x128xbf16>) maps [affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>] -> tensor<2x256x128xf32>, tensor<2x256x128xf32>, tensor<2x256x128xf32> attributes {fuse.kernel_config = #fuse.kernel_config<"online_softmax_wgmma_overlap", warps = 4, m_tiles = 1, keys = 64, stages = 2, q_in_registers = false, persistent = true>} {
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
  %1 = fuse.aggregate #fuse.add dims [b0 = 2, i = 256, j = 128] reduce [] ins(%0#0, %0#1, %0#2 : tensor<2x256x128xf32>, tensor<2x256x128xf32>, tensor<2x256x128xf32>) maps [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>] -> tensor<2x256x128xbf16> {
  ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
    %2 = arith.divf %arg5, %arg4 : f32
    %3 = arith.cmpf oeq, %arg3, %cst_0 : f32
    %4 = arith.select %3, %cst, %2 : f32
    %5 = arith.truncf %4 : f32 to bf16
    fuse.yield %5 : bf16
  }
  return %1 : tensor<2x256x128xbf16>
}

// -----

// Tiles handed out at run time need a persistent kernel of causal attention
// (their lengths differ): not here, where every tile is as long.
func.func @dynamic_tiles_not_causal(%arg0: tensor<2x256x128xbf16>, %arg1: tensor<2x256x128xbf16>, %arg2: tensor<2x256x128xbf16>) -> tensor<2x256x128xbf16> {
  %cst = arith.constant 0.000000e+00 : f32
  %cst_0 = arith.constant 0xFF800000 : f32
  %cst_1 = arith.constant 8.838800e-02 : f32
  // expected-error @+1 {{hands out tiles at run time, which needs a persistent kernel and causal attention}}
  %0:3 = fuse.aggregate #fuse.weighted_softmax dims [b0 = 2, i = 256, j = 128, k = 256] reduce [k] ins(%arg2 : tensor<2x256x128xbf16>) maps [affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>] -> tensor<2x256x128xf32>, tensor<2x256x128xf32>, tensor<2x256x128xf32> attributes {fuse.kernel_config = #fuse.kernel_config<"online_softmax_wgmma_ws", warps = 8, m_tiles = 1, keys = 128, stages = 2, q_in_registers = false, persistent = true, dynamic_tiles = true>} {
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
  %1 = fuse.aggregate #fuse.add dims [b0 = 2, i = 256, j = 128] reduce [] ins(%0#0, %0#1, %0#2 : tensor<2x256x128xf32>, tensor<2x256x128xf32>, tensor<2x256x128xf32>) maps [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>] -> tensor<2x256x128xbf16> {
  ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
    %2 = arith.divf %arg5, %arg4 : f32
    %3 = arith.cmpf oeq, %arg3, %cst_0 : f32
    %4 = arith.select %3, %cst, %2 : f32
    %5 = arith.truncf %4 : f32 to bf16
    fuse.yield %5 : bf16
  }
  return %1 : tensor<2x256x128xbf16>
}

// -----

// Stream-K cuts the key blocks of a persistent grid's tiles: not a grid of
// one CTA per tile.
func.func @stream_k_not_persistent(%arg0: tensor<2x256x128xbf16>, %arg1: tensor<2x256x128xbf16>, %arg2: tensor<2x256x128xbf16>) -> tensor<2x256x128xbf16> {
  %cst = arith.constant 0.000000e+00 : f32
  %cst_0 = arith.constant 0xFF800000 : f32
  %cst_1 = arith.constant 8.838800e-02 : f32
  // expected-error @+1 {{splits the key blocks of its tiles between CTAs (stream-K), which needs a persistent kernel and attention that is not causal}}
  %0:3 = fuse.aggregate #fuse.weighted_softmax dims [b0 = 2, i = 256, j = 128, k = 256] reduce [k] ins(%arg2 : tensor<2x256x128xbf16>) maps [affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>] -> tensor<2x256x128xf32>, tensor<2x256x128xf32>, tensor<2x256x128xf32> attributes {fuse.kernel_config = #fuse.kernel_config<"online_softmax_wgmma_ws", warps = 8, m_tiles = 1, keys = 128, stages = 2, q_in_registers = false, stream_k = true>} {
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
  %1 = fuse.aggregate #fuse.add dims [b0 = 2, i = 256, j = 128] reduce [] ins(%0#0, %0#1, %0#2 : tensor<2x256x128xf32>, tensor<2x256x128xf32>, tensor<2x256x128xf32>) maps [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>] -> tensor<2x256x128xbf16> {
  ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
    %2 = arith.divf %arg5, %arg4 : f32
    %3 = arith.cmpf oeq, %arg3, %cst_0 : f32
    %4 = arith.select %3, %cst, %2 : f32
    %5 = arith.truncf %4 : f32 to bf16
    fuse.yield %5 : bf16
  }
  return %1 : tensor<2x256x128xbf16>
}

// -----

// f32 operands read as tf32 (--f32-precision=tf32) take mma.sync's
// m16n8k8: not wgmma (its tf32 form reads V MN-major), nor Q's fragments
// kept in registers (twice the registers of 16-bit ones).
module attributes {fuse.f32_precision = "tf32"} {
func.func @tf32_wgmma(%arg0: tensor<2x256x64xf32>, %arg1: tensor<2x256x64xf32>, %arg2: tensor<2x256x64xf32>) -> tensor<2x256x64xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %cst_0 = arith.constant 0xFF800000 : f32
  %cst_1 = arith.constant 1.250000e-01 : f32
  // expected-error @+1 {{reads f32 operands as tf32, which takes online_softmax_mma with Q in shared memory}}
  %0:3 = fuse.aggregate #fuse.weighted_softmax dims [b0 = 2, i = 256, j = 64, k = 256] reduce [k] ins(%arg2 : tensor<2x256x64xf32>) maps [affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>] -> tensor<2x256x64xf32>, tensor<2x256x64xf32>, tensor<2x256x64xf32> attributes {fuse.kernel_config = #fuse.kernel_config<"online_softmax_wgmma", warps = 4, m_tiles = 1, keys = 128, stages = 2, q_in_registers = false>} {
  ^bb0(%arg3: f32):
    %2 = fuse.reduce #fuse.add dims [k_r = 64] ins(%arg0, %arg1 : tensor<2x256x64xf32>, tensor<2x256x64xf32>) maps [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d4)>] -> f32 {
    ^bb0(%arg4: f32, %arg5: f32):
      %3 = arith.mulf %arg4, %arg5 : f32
      %4 = arith.mulf %3, %cst_1 : f32
      fuse.yield %4 : f32
    }
    fuse.yield %2, %arg3 : f32, f32
  }
  return %0#2 : tensor<2x256x64xf32>
}
}

// -----

module attributes {fuse.f32_precision = "tf32"} {
func.func @tf32_q_in_registers(%arg0: tensor<2x256x64xf32>, %arg1: tensor<2x256x64xf32>, %arg2: tensor<2x256x64xf32>) -> tensor<2x256x64xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %cst_0 = arith.constant 0xFF800000 : f32
  %cst_1 = arith.constant 1.250000e-01 : f32
  // expected-error @+1 {{reads f32 operands as tf32, which takes online_softmax_mma with Q in shared memory}}
  %0:3 = fuse.aggregate #fuse.weighted_softmax dims [b0 = 2, i = 256, j = 64, k = 256] reduce [k] ins(%arg2 : tensor<2x256x64xf32>) maps [affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>] -> tensor<2x256x64xf32>, tensor<2x256x64xf32>, tensor<2x256x64xf32> attributes {fuse.kernel_config = #fuse.kernel_config<"online_softmax_mma", warps = 4, m_tiles = 2, keys = 64, stages = 2, q_in_registers = true>} {
  ^bb0(%arg3: f32):
    %2 = fuse.reduce #fuse.add dims [k_r = 64] ins(%arg0, %arg1 : tensor<2x256x64xf32>, tensor<2x256x64xf32>) maps [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d4)>] -> f32 {
    ^bb0(%arg4: f32, %arg5: f32):
      %3 = arith.mulf %arg4, %arg5 : f32
      %4 = arith.mulf %3, %cst_1 : f32
      fuse.yield %4 : f32
    }
    fuse.yield %2, %arg3 : f32, f32
  }
  return %0#2 : tensor<2x256x64xf32>
}
}

// -----

// f32 read exactly (the default precision) is computed on the CUDA cores:
// a tensor-core strategy is refused, and the CUDA-core one elsewhere.
func.func @ieee_on_mma(%arg0: tensor<2x256x64xf32>, %arg1: tensor<2x256x64xf32>, %arg2: tensor<2x256x64xf32>) -> tensor<2x256x64xf32> {
  %cst_1 = arith.constant 1.250000e-01 : f32
  // expected-error @+1 {{is a tensor-core strategy, but the operands are f32 read exactly (--f32-precision=ieee), which takes online_softmax_simt}}
  %0:3 = fuse.aggregate #fuse.weighted_softmax dims [b0 = 2, i = 256, j = 64, k = 256] reduce [k] ins(%arg2 : tensor<2x256x64xf32>) maps [affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>] -> tensor<2x256x64xf32>, tensor<2x256x64xf32>, tensor<2x256x64xf32> attributes {fuse.kernel_config = #fuse.kernel_config<"online_softmax_mma", warps = 4, m_tiles = 2, keys = 64, stages = 2, q_in_registers = false>} {
  ^bb0(%arg3: f32):
    %2 = fuse.reduce #fuse.add dims [k_r = 64] ins(%arg0, %arg1 : tensor<2x256x64xf32>, tensor<2x256x64xf32>) maps [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d4)>] -> f32 {
    ^bb0(%arg4: f32, %arg5: f32):
      %3 = arith.mulf %arg4, %arg5 : f32
      %4 = arith.mulf %3, %cst_1 : f32
      fuse.yield %4 : f32
    }
    fuse.yield %2, %arg3 : f32, f32
  }
  return %0#2 : tensor<2x256x64xf32>
}

// -----

module attributes {fuse.f32_precision = "tf32"} {
func.func @tf32_on_simt(%arg0: tensor<2x256x64xf32>, %arg1: tensor<2x256x64xf32>, %arg2: tensor<2x256x64xf32>) -> tensor<2x256x64xf32> {
  %cst_1 = arith.constant 1.250000e-01 : f32
  // expected-error @+1 {{computes on the CUDA cores, which only f32 operands read exactly (--f32-precision=ieee) take; expected online_softmax_mma}}
  %0:3 = fuse.aggregate #fuse.weighted_softmax dims [b0 = 2, i = 256, j = 64, k = 256] reduce [k] ins(%arg2 : tensor<2x256x64xf32>) maps [affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>] -> tensor<2x256x64xf32>, tensor<2x256x64xf32>, tensor<2x256x64xf32> attributes {fuse.kernel_config = #fuse.kernel_config<"online_softmax_simt", warps = 4, m_tiles = 2, keys = 64, stages = 2, q_in_registers = false>} {
  ^bb0(%arg3: f32):
    %2 = fuse.reduce #fuse.add dims [k_r = 64] ins(%arg0, %arg1 : tensor<2x256x64xf32>, tensor<2x256x64xf32>) maps [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d4)>] -> f32 {
    ^bb0(%arg4: f32, %arg5: f32):
      %3 = arith.mulf %arg4, %arg5 : f32
      %4 = arith.mulf %3, %cst_1 : f32
      fuse.yield %4 : f32
    }
    fuse.yield %2, %arg3 : f32, f32
  }
  return %0#2 : tensor<2x256x64xf32>
}
}
