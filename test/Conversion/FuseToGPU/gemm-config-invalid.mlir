// GEMM and untiled kernel configs that the target or the aggregate cannot
// take are located errors, from the config pass and from the generator
// alike. (The online softmax's: kernel-config*-invalid.mlir.)
// RUN: fuse-opt %s -split-input-file --fuse-select-kernel-config -verify-diagnostics
// RUN: fuse-opt %s -split-input-file --convert-fuse-to-gpu="arch=sm_90a" -verify-diagnostics

func.func @tile_n_96(%a: tensor<256x512xbf16>, %b: tensor<512x512xbf16>) -> tensor<256x512xf32> {
  // expected-error @+1 {{must have 64, 128 or 256 columns (wgmma's n, in 64-column slabs)}}
  %0 = fuse.aggregate #fuse.add dims [i = 256, j = 512, k = 512] reduce [k] ins(%a, %b : tensor<256x512xbf16>, tensor<512x512xbf16>) maps [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>] -> tensor<256x512xf32> attributes {fuse.kernel_config = #fuse.gemm_config<"gemm_wgmma", tile_m = 128, tile_n = 96, tile_k = 64, stages = 4, warps = 8, overlap = true, splits = 1>} {
  ^bb0(%x: bf16, %y: bf16):
    %1 = arith.extf %x : bf16 to f32
    %2 = arith.extf %y : bf16 to f32
    %3 = arith.mulf %1, %2 : f32
    fuse.yield %3 : f32
  }
  return %0 : tensor<256x512xf32>
}

// -----

func.func @rows_per_warpgroup(%a: tensor<256x512xbf16>, %b: tensor<512x512xbf16>) -> tensor<256x512xf32> {
  // expected-error @+1 {{must have 64 rows per warpgroup (tile_m = 128)}}
  %0 = fuse.aggregate #fuse.add dims [i = 256, j = 512, k = 512] reduce [k] ins(%a, %b : tensor<256x512xbf16>, tensor<512x512xbf16>) maps [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>] -> tensor<256x512xf32> attributes {fuse.kernel_config = #fuse.gemm_config<"gemm_wgmma", tile_m = 256, tile_n = 256, tile_k = 64, stages = 4, warps = 8, overlap = true, splits = 1>} {
  ^bb0(%x: bf16, %y: bf16):
    %1 = arith.extf %x : bf16 to f32
    %2 = arith.extf %y : bf16 to f32
    %3 = arith.mulf %1, %2 : f32
    fuse.yield %3 : f32
  }
  return %0 : tensor<256x512xf32>
}

// -----

func.func @three_warpgroups(%a: tensor<256x512xbf16>, %b: tensor<512x512xbf16>) -> tensor<256x512xf32> {
  // expected-error @+1 {{must have 1 or 2 warpgroups (4 or 8 warps)}}
  %0 = fuse.aggregate #fuse.add dims [i = 256, j = 512, k = 512] reduce [k] ins(%a, %b : tensor<256x512xbf16>, tensor<512x512xbf16>) maps [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>] -> tensor<256x512xf32> attributes {fuse.kernel_config = #fuse.gemm_config<"gemm_wgmma", tile_m = 192, tile_n = 256, tile_k = 64, stages = 4, warps = 12, overlap = true, splits = 1>} {
  ^bb0(%x: bf16, %y: bf16):
    %1 = arith.extf %x : bf16 to f32
    %2 = arith.extf %y : bf16 to f32
    %3 = arith.mulf %1, %2 : f32
    fuse.yield %3 : f32
  }
  return %0 : tensor<256x512xf32>
}

// -----

func.func @tile_k_32(%a: tensor<256x512xbf16>, %b: tensor<512x512xbf16>) -> tensor<256x512xf32> {
  // expected-error @+1 {{must have tile_k = 64 (one 128-byte swizzled row)}}
  %0 = fuse.aggregate #fuse.add dims [i = 256, j = 512, k = 512] reduce [k] ins(%a, %b : tensor<256x512xbf16>, tensor<512x512xbf16>) maps [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>] -> tensor<256x512xf32> attributes {fuse.kernel_config = #fuse.gemm_config<"gemm_wgmma", tile_m = 128, tile_n = 256, tile_k = 32, stages = 4, warps = 8, overlap = true, splits = 1>} {
  ^bb0(%x: bf16, %y: bf16):
    %1 = arith.extf %x : bf16 to f32
    %2 = arith.extf %y : bf16 to f32
    %3 = arith.mulf %1, %2 : f32
    fuse.yield %3 : f32
  }
  return %0 : tensor<256x512xf32>
}

// -----

func.func @overlap_two_stages(%a: tensor<256x512xbf16>, %b: tensor<512x512xbf16>) -> tensor<256x512xf32> {
  // expected-error @+1 {{must have at least 3 stages with overlap}}
  %0 = fuse.aggregate #fuse.add dims [i = 256, j = 512, k = 512] reduce [k] ins(%a, %b : tensor<256x512xbf16>, tensor<512x512xbf16>) maps [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>] -> tensor<256x512xf32> attributes {fuse.kernel_config = #fuse.gemm_config<"gemm_wgmma", tile_m = 128, tile_n = 256, tile_k = 64, stages = 2, warps = 8, overlap = true, splits = 1>} {
  ^bb0(%x: bf16, %y: bf16):
    %1 = arith.extf %x : bf16 to f32
    %2 = arith.extf %y : bf16 to f32
    %3 = arith.mulf %1, %2 : f32
    fuse.yield %3 : f32
  }
  return %0 : tensor<256x512xf32>
}

// -----

func.func @shared_too_large(%a: tensor<256x512xbf16>, %b: tensor<512x512xbf16>) -> tensor<256x512xf32> {
  // expected-error @+1 {{needs 295936 bytes of shared memory; a block of the target has at most 232448}}
  %0 = fuse.aggregate #fuse.add dims [i = 256, j = 512, k = 512] reduce [k] ins(%a, %b : tensor<256x512xbf16>, tensor<512x512xbf16>) maps [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>] -> tensor<256x512xf32> attributes {fuse.kernel_config = #fuse.gemm_config<"gemm_wgmma", tile_m = 128, tile_n = 256, tile_k = 64, stages = 6, warps = 8, overlap = true, splits = 1>} {
  ^bb0(%x: bf16, %y: bf16):
    %1 = arith.extf %x : bf16 to f32
    %2 = arith.extf %y : bf16 to f32
    %3 = arith.mulf %1, %2 : f32
    fuse.yield %3 : f32
  }
  return %0 : tensor<256x512xf32>
}

// -----

func.func @splits_not_split(%a: tensor<256x512xbf16>, %b: tensor<512x512xbf16>) -> tensor<256x512xf32> {
  // expected-error @+1 {{records 4 split(s), but the aggregate is not a split-k partial}}
  %0 = fuse.aggregate #fuse.add dims [i = 256, j = 512, k = 512] reduce [k] ins(%a, %b : tensor<256x512xbf16>, tensor<512x512xbf16>) maps [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>] -> tensor<256x512xf32> attributes {fuse.kernel_config = #fuse.gemm_config<"gemm_wgmma", tile_m = 128, tile_n = 256, tile_k = 64, stages = 4, warps = 8, overlap = true, splits = 4>} {
  ^bb0(%x: bf16, %y: bf16):
    %1 = arith.extf %x : bf16 to f32
    %2 = arith.extf %y : bf16 to f32
    %3 = arith.mulf %1, %2 : f32
    fuse.yield %3 : f32
  }
  return %0 : tensor<256x512xf32>
}

// -----

func.func @unknown_strategy(%a: tensor<256x512xbf16>, %b: tensor<512x512xbf16>) -> tensor<256x512xf32> {
  // expected-error @+1 {{has an unknown strategy (expected gemm_wgmma, gemm_wgmma_ws, gemm_mma or gemm_simt)}}
  %0 = fuse.aggregate #fuse.add dims [i = 256, j = 512, k = 512] reduce [k] ins(%a, %b : tensor<256x512xbf16>, tensor<512x512xbf16>) maps [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>] -> tensor<256x512xf32> attributes {fuse.kernel_config = #fuse.gemm_config<"gemm_tma", tile_m = 128, tile_n = 256, tile_k = 64, stages = 4, warps = 8, overlap = true, splits = 1>} {
  ^bb0(%x: bf16, %y: bf16):
    %1 = arith.extf %x : bf16 to f32
    %2 = arith.extf %y : bf16 to f32
    %3 = arith.mulf %1, %2 : f32
    fuse.yield %3 : f32
  }
  return %0 : tensor<256x512xf32>
}

// -----

func.func @mma_tile_k_48(%a: tensor<256x512xbf16>, %b: tensor<512x512xbf16>) -> tensor<256x512xf32> {
  // expected-error @+1 {{must have tile_k = 32 or 64}}
  %0 = fuse.aggregate #fuse.add dims [i = 256, j = 512, k = 512] reduce [k] ins(%a, %b : tensor<256x512xbf16>, tensor<512x512xbf16>) maps [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>] -> tensor<256x512xf32> attributes {fuse.kernel_config = #fuse.gemm_config<"gemm_mma", tile_m = 128, tile_n = 128, tile_k = 48, stages = 2, warps = 4, overlap = false, splits = 1>} {
  ^bb0(%x: bf16, %y: bf16):
    %1 = arith.extf %x : bf16 to f32
    %2 = arith.extf %y : bf16 to f32
    %3 = arith.mulf %1, %2 : f32
    fuse.yield %3 : f32
  }
  return %0 : tensor<256x512xf32>
}

// -----

func.func @mma_rows_per_warp(%a: tensor<256x512xbf16>, %b: tensor<512x512xbf16>) -> tensor<256x512xf32> {
  // expected-error @+1 {{must have 32 rows per warp (tile_m = 128)}}
  %0 = fuse.aggregate #fuse.add dims [i = 256, j = 512, k = 512] reduce [k] ins(%a, %b : tensor<256x512xbf16>, tensor<512x512xbf16>) maps [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>] -> tensor<256x512xf32> attributes {fuse.kernel_config = #fuse.gemm_config<"gemm_mma", tile_m = 64, tile_n = 128, tile_k = 64, stages = 2, warps = 4, overlap = false, splits = 1>} {
  ^bb0(%x: bf16, %y: bf16):
    %1 = arith.extf %x : bf16 to f32
    %2 = arith.extf %y : bf16 to f32
    %3 = arith.mulf %1, %2 : f32
    fuse.yield %3 : f32
  }
  return %0 : tensor<256x512xf32>
}

// -----

func.func @mma_three_stages(%a: tensor<256x512xbf16>, %b: tensor<512x512xbf16>) -> tensor<256x512xf32> {
  // expected-error @+1 {{must have 2 stages and no overlap (mma.sync)}}
  %0 = fuse.aggregate #fuse.add dims [i = 256, j = 512, k = 512] reduce [k] ins(%a, %b : tensor<256x512xbf16>, tensor<512x512xbf16>) maps [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>] -> tensor<256x512xf32> attributes {fuse.kernel_config = #fuse.gemm_config<"gemm_mma", tile_m = 128, tile_n = 128, tile_k = 64, stages = 3, warps = 4, overlap = false, splits = 1>} {
  ^bb0(%x: bf16, %y: bf16):
    %1 = arith.extf %x : bf16 to f32
    %2 = arith.extf %y : bf16 to f32
    %3 = arith.mulf %1, %2 : f32
    fuse.yield %3 : f32
  }
  return %0 : tensor<256x512xf32>
}

// -----

func.func @mma_tile_n_256(%a: tensor<256x512xbf16>, %b: tensor<512x512xbf16>) -> tensor<256x512xf32> {
  // expected-error @+1 {{must have a multiple of 16 columns from 16 to 128}}
  %0 = fuse.aggregate #fuse.add dims [i = 256, j = 512, k = 512] reduce [k] ins(%a, %b : tensor<256x512xbf16>, tensor<512x512xbf16>) maps [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>] -> tensor<256x512xf32> attributes {fuse.kernel_config = #fuse.gemm_config<"gemm_mma", tile_m = 128, tile_n = 256, tile_k = 64, stages = 2, warps = 4, overlap = false, splits = 1>} {
  ^bb0(%x: bf16, %y: bf16):
    %1 = arith.extf %x : bf16 to f32
    %2 = arith.extf %y : bf16 to f32
    %3 = arith.mulf %1, %2 : f32
    fuse.yield %3 : f32
  }
  return %0 : tensor<256x512xf32>
}

// -----

func.func @untiled_on_gemm(%a: tensor<256x512xbf16>, %b: tensor<512x512xbf16>) -> tensor<256x512xf32> {
  // expected-error @+1 {{'fuse.kernel_config' must be a #fuse.gemm_config (the aggregate is a contraction the tensor-core GEMM generator builds)}}
  %0 = fuse.aggregate #fuse.add dims [i = 256, j = 512, k = 512] reduce [k] ins(%a, %b : tensor<256x512xbf16>, tensor<512x512xbf16>) maps [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>] -> tensor<256x512xf32> attributes {fuse.kernel_config = #fuse.untiled_config<"untiled", threads = 128>} {
  ^bb0(%x: bf16, %y: bf16):
    %1 = arith.extf %x : bf16 to f32
    %2 = arith.extf %y : bf16 to f32
    %3 = arith.mulf %1, %2 : f32
    fuse.yield %3 : f32
  }
  return %0 : tensor<256x512xf32>
}

// -----

func.func @softmax_config_on_gemm(%a: tensor<256x512xbf16>, %b: tensor<512x512xbf16>) -> tensor<256x512xf32> {
  // expected-error @+1 {{'fuse.kernel_config' must be a #fuse.gemm_config}}
  %0 = fuse.aggregate #fuse.add dims [i = 256, j = 512, k = 512] reduce [k] ins(%a, %b : tensor<256x512xbf16>, tensor<512x512xbf16>) maps [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>] -> tensor<256x512xf32> attributes {fuse.kernel_config = #fuse.kernel_config<"online_softmax_wgmma", warps = 4, m_tiles = 1, keys = 128, stages = 1, q_in_registers = false>} {
  ^bb0(%x: bf16, %y: bf16):
    %1 = arith.extf %x : bf16 to f32
    %2 = arith.extf %y : bf16 to f32
    %3 = arith.mulf %1, %2 : f32
    fuse.yield %3 : f32
  }
  return %0 : tensor<256x512xf32>
}

// -----

func.func @gemm_config_on_untiled(%a: tensor<256x512xf64>, %b: tensor<512x512xf64>) -> tensor<256x512xf64> {
  // expected-error @+1 {{'fuse.kernel_config' must be a #fuse.untiled_config (no tiled generator takes this aggregate)}}
  %0 = fuse.aggregate #fuse.add dims [i = 256, j = 512, k = 512] reduce [k] ins(%a, %b : tensor<256x512xf64>, tensor<512x512xf64>) maps [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>] -> tensor<256x512xf64> attributes {fuse.kernel_config = #fuse.gemm_config<"gemm_wgmma", tile_m = 128, tile_n = 256, tile_k = 64, stages = 4, warps = 8, overlap = true, splits = 1>} {
  ^bb0(%x: f64, %y: f64):
    %3 = arith.mulf %x, %y : f64
    fuse.yield %3 : f64
  }
  return %0 : tensor<256x512xf64>
}

// -----

func.func @untiled_threads_100(%a: tensor<256x512xf64>, %b: tensor<512x512xf64>) -> tensor<256x512xf64> {
  // expected-error @+1 {{must have a multiple of 32 threads from 32 to 1024}}
  %0 = fuse.aggregate #fuse.add dims [i = 256, j = 512, k = 512] reduce [k] ins(%a, %b : tensor<256x512xf64>, tensor<512x512xf64>) maps [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>] -> tensor<256x512xf64> attributes {fuse.kernel_config = #fuse.untiled_config<"untiled", threads = 100>} {
  ^bb0(%x: f64, %y: f64):
    %3 = arith.mulf %x, %y : f64
    fuse.yield %3 : f64
  }
  return %0 : tensor<256x512xf64>
}

// -----

func.func @warp_reduce_f64(%x: tensor<256x512xf64>) -> tensor<256xf64> {
  // expected-error @+1 {{kernel config #fuse.untiled_config<"warp_reduce", threads = 128> needs a reduction of static sizes into f32 states of #fuse.add, #fuse.max or #fuse.softmax}}
  %0 = fuse.aggregate #fuse.add dims [i = 256, k = 512] reduce [k] ins(%x : tensor<256x512xf64>) maps [affine_map<(d0, d1) -> (d0, d1)>] -> tensor<256xf64> attributes {fuse.kernel_config = #fuse.untiled_config<"warp_reduce", threads = 128>} {
  ^bb0(%v: f64):
    fuse.yield %v : f64
  }
  return %0 : tensor<256xf64>
}

// -----

func.func @untiled_unknown(%a: tensor<256x512xf64>, %b: tensor<512x512xf64>) -> tensor<256x512xf64> {
  // expected-error @+1 {{has an unknown strategy (expected untiled, warp_reduce, tiled_transpose, split_k_combine or split_kv_combine)}}
  %0 = fuse.aggregate #fuse.add dims [i = 256, j = 512, k = 512] reduce [k] ins(%a, %b : tensor<256x512xf64>, tensor<512x512xf64>) maps [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>] -> tensor<256x512xf64> attributes {fuse.kernel_config = #fuse.untiled_config<"tiled", threads = 128>} {
  ^bb0(%x: f64, %y: f64):
    %3 = arith.mulf %x, %y : f64
    fuse.yield %3 : f64
  }
  return %0 : tensor<256x512xf64>
}

// -----

// The warp-specialized GEMM loads its tiles by TMA: A read through a
// sliced window (k offset 8 of a 520-column tensor) is no box of its tensor.
func.func @ws_not_a_box(%a: tensor<256x520xbf16>, %b: tensor<512x512xbf16>) -> tensor<256x512xf32> {
  // expected-error @+1 {{loads A and B by TMA, which needs each operand tile to be a box of its tensor}}
  %0 = fuse.aggregate #fuse.add dims [i = 256, j = 512, k = 512] reduce [k] ins(%a, %b : tensor<256x520xbf16>, tensor<512x512xbf16>) maps [affine_map<(d0, d1, d2) -> (d0, d2 + 8)>, affine_map<(d0, d1, d2) -> (d2, d1)>] -> tensor<256x512xf32> attributes {fuse.kernel_config = #fuse.gemm_config<"gemm_wgmma_ws", tile_m = 128, tile_n = 256, tile_k = 64, stages = 4, warps = 8, overlap = true, splits = 1>} {
  ^bb0(%x: bf16, %y: bf16):
    %1 = arith.extf %x : bf16 to f32
    %2 = arith.extf %y : bf16 to f32
    %3 = arith.mulf %1, %2 : f32
    fuse.yield %3 : f32
  }
  return %0 : tensor<256x512xf32>
}

// -----

// f32 operands read as tf32 (--f32-precision=tf32) take wgmma only when
// both are stored K-major; here B is [k, n].
module attributes {fuse.f32_precision = "tf32"} {
func.func @tf32_wgmma(%a: tensor<256x512xf32>, %b: tensor<512x512xf32>) -> tensor<256x512xf32> {
  // expected-error @+1 {{is a wgmma strategy, which reads tf32 operands K-major only; this GEMM reads B MN-major: gemm_mma (mma.sync m16n8k8) takes it}}
  %0 = fuse.aggregate #fuse.add dims [i = 256, j = 512, k = 512] reduce [k] ins(%a, %b : tensor<256x512xf32>, tensor<512x512xf32>) maps [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>] -> tensor<256x512xf32> attributes {fuse.kernel_config = #fuse.gemm_config<"gemm_wgmma", tile_m = 128, tile_n = 256, tile_k = 64, stages = 4, warps = 8, overlap = true, splits = 1>} {
  ^bb0(%x: f32, %y: f32):
    %1 = arith.mulf %x, %y : f32
    fuse.yield %1 : f32
  }
  return %0 : tensor<256x512xf32>
}
}

// -----

// K-major tf32 operands: wgmma takes 32 of k per stage (one 128-byte row).
module attributes {fuse.f32_precision = "tf32"} {
func.func @tf32_tile_k(%a: tensor<256x512xf32>, %b: tensor<512x512xf32>) -> tensor<256x512xf32> {
  // expected-error @+1 {{must have tile_k = 32 (one 128-byte swizzled row)}}
  %0 = fuse.aggregate #fuse.add dims [i = 256, j = 512, k = 512] reduce [k] ins(%a, %b : tensor<256x512xf32>, tensor<512x512xf32>) maps [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>] -> tensor<256x512xf32> attributes {fuse.kernel_config = #fuse.gemm_config<"gemm_wgmma", tile_m = 128, tile_n = 256, tile_k = 64, stages = 4, warps = 8, overlap = true, splits = 1>} {
  ^bb0(%x: f32, %y: f32):
    %1 = arith.mulf %x, %y : f32
    fuse.yield %1 : f32
  }
  return %0 : tensor<256x512xf32>
}
}

// -----

// f32 operands read exactly take gemm_simt only.
func.func @f32_on_mma(%a: tensor<256x512xf32>, %b: tensor<512x512xf32>) -> tensor<256x512xf32> {
  // expected-error @+1 {{must be gemm_simt: the operands are f32, read exactly (--f32-precision=ieee)}}
  %0 = fuse.aggregate #fuse.add dims [i = 256, j = 512, k = 512] reduce [k] ins(%a, %b : tensor<256x512xf32>, tensor<512x512xf32>) maps [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>] -> tensor<256x512xf32> attributes {fuse.kernel_config = #fuse.gemm_config<"gemm_mma", tile_m = 128, tile_n = 128, tile_k = 32, stages = 2, warps = 4, overlap = false, splits = 1>} {
  ^bb0(%x: f32, %y: f32):
    %1 = arith.mulf %x, %y : f32
    fuse.yield %1 : f32
  }
  return %0 : tensor<256x512xf32>
}

// -----

func.func @simt_tile_k_64(%a: tensor<256x512xf32>, %b: tensor<512x512xf32>) -> tensor<256x512xf32> {
  // expected-error @+1 {{must have tile_k = 8, 16 or 32}}
  %0 = fuse.aggregate #fuse.add dims [i = 256, j = 512, k = 512] reduce [k] ins(%a, %b : tensor<256x512xf32>, tensor<512x512xf32>) maps [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>] -> tensor<256x512xf32> attributes {fuse.kernel_config = #fuse.gemm_config<"gemm_simt", tile_m = 128, tile_n = 128, tile_k = 64, stages = 2, warps = 8, overlap = false, splits = 1>} {
  ^bb0(%x: f32, %y: f32):
    %1 = arith.mulf %x, %y : f32
    fuse.yield %1 : f32
  }
  return %0 : tensor<256x512xf32>
}

// -----

func.func @transpose_not_transposing(%x: tensor<256x512xf32>) -> tensor<256x512xf32> {
  // expected-error @+1 {{kernel config #fuse.untiled_config<"tiled_transpose", threads = 256> needs an elementwise op of static sizes (at least 32 along its last dim) with an input read along another dim of 32 or more as its last index}}
  %0 = fuse.aggregate #fuse.add dims [i = 256, j = 512] reduce [] ins(%x : tensor<256x512xf32>) maps [affine_map<(d0, d1) -> (d0, d1)>] -> tensor<256x512xf32> attributes {fuse.kernel_config = #fuse.untiled_config<"tiled_transpose", threads = 256>} {
  ^bb0(%v: f32):
    fuse.yield %v : f32
  }
  return %0 : tensor<256x512xf32>
}

// -----

func.func @transpose_threads(%x: tensor<512x256xf32>) -> tensor<256x512xf32> {
  // expected-error @+1 {{kernel config #fuse.untiled_config<"tiled_transpose", threads = 128> must have 256 threads (32 x 32 tiles, 8 rows at a time)}}
  %0 = fuse.aggregate #fuse.add dims [i = 256, j = 512] reduce [] ins(%x : tensor<512x256xf32>) maps [affine_map<(d0, d1) -> (d1, d0)>] -> tensor<256x512xf32> attributes {fuse.kernel_config = #fuse.untiled_config<"tiled_transpose", threads = 128>} {
  ^bb0(%v: f32):
    fuse.yield %v : f32
  }
  return %0 : tensor<256x512xf32>
}
