// The mma.sync GEMM (sm_80, sm_90): fuse-select-kernel-config records
// chooseGemmConfig's 128 x 128 x 64 tiles (4 warps, two stages); a config
// set by hand is built as given.
// RUN: fuse-opt %s -split-input-file --fuse-generalize --fuse-select-kernel-config="arch=sm_80" | FileCheck %s --check-prefix=SELECT
// RUN: fuse-opt %s -split-input-file --fuse-generalize --fuse-select-kernel-config="arch=sm_80" --convert-fuse-to-gpu="arch=sm_80" | FileCheck %s --check-prefix=BUILT

// Shared memory: 2 stages x (A 128 x (64 + 8) + B 64 x (128 + 8)) bf16 =
// 71680 bytes; per k block of 64, 4 k16 steps x 2 m16 tiles x 16 n8
// tiles = 128 mma.sync.
// SELECT-LABEL: func @gemm
// SELECT: fuse.kernel_config = #fuse.gemm_config<"gemm_mma", tile_m = 128, tile_n = 128, tile_k = 64, stages = 2, warps = 4, overlap = false, splits = 1>
// BUILT: name = "gemm_0_add", grid = [2, 4, 1], block = [128, 1, 1], shared_bytes = 71680
// BUILT-COUNT-128: nvvm.mma.sync
func.func @gemm(%a: tensor<256x512xbf16>, %b: tensor<512x512xbf16>) -> tensor<256x512xbf16> {
  %c = fuse.matmul %a, %b : tensor<256x512xbf16>, tensor<512x512xbf16> -> tensor<256x512xbf16>
  return %c : tensor<256x512xbf16>
}

// -----

// By hand: 2 warps (64 rows) x 64 columns, 32 of k: 2 x (64 x 40 +
// 32 x 72) bf16 = 19456 bytes; per k block of 32, 2 k16 steps x 2 m16
// tiles x 8 n8 tiles = 32 mma.sync.
// SELECT-LABEL: func @by_hand_mma
// SELECT: fuse.kernel_config = #fuse.gemm_config<"gemm_mma", tile_m = 64, tile_n = 64, tile_k = 32, stages = 2, warps = 2, overlap = false, splits = 1>
// BUILT: name = "by_hand_mma_0_add", grid = [4, 8, 1], block = [64, 1, 1], shared_bytes = 19456
// BUILT-COUNT-32: nvvm.mma.sync
// BUILT-NOT: nvvm.mma.sync
func.func @by_hand_mma(%a: tensor<256x512xbf16>, %b: tensor<512x512xbf16>) -> tensor<256x512xf32> {
  %0 = fuse.aggregate #fuse.add dims [i = 256, j = 512, k = 512] reduce [k] ins(%a, %b : tensor<256x512xbf16>, tensor<512x512xbf16>) maps [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>] -> tensor<256x512xf32> attributes {fuse.kernel_config = #fuse.gemm_config<"gemm_mma", tile_m = 64, tile_n = 64, tile_k = 32, stages = 2, warps = 2, overlap = false, splits = 1>} {
  ^bb0(%x: bf16, %y: bf16):
    %1 = arith.extf %x : bf16 to f32
    %2 = arith.extf %y : bf16 to f32
    %3 = arith.mulf %1, %2 : f32
    fuse.yield %3 : f32
  }
  return %0 : tensor<256x512xf32>
}

