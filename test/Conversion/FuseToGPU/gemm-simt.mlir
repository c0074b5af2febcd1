// A contraction of two f32 operands read exactly (--f32-precision=ieee, the
// default) is gemm_simt: the tiled FMA GEMM on the CUDA cores, 128 x 128 x
// 16 tiles for 256 threads (8 x 8 outputs each), two cp.async stages of
// (128 x 20 + 16 x 132) f32, 37376 bytes in all; A stored [m, k] read
// four k at a time and B stored [k, n] in runs of four columns, by 16-byte
// shared loads; two CTAs per SM (nvvm.minctasm).
// RUN: fuse-opt %s --fuse-generalize --fuse-select-kernel-config | FileCheck %s --check-prefix=SELECT
// RUN: fuse-opt %s --fuse-generalize --fuse-select-kernel-config --convert-fuse-to-gpu="arch=sm_90a" | FileCheck %s --check-prefix=BUILT
// RUN: fusec %s -o - | FileCheck %s --check-prefix=PTX

// SELECT: config = #fuse.gemm_config<"gemm_simt", tile_m = 128, tile_n = 128, tile_k = 16, stages = 2, warps = 8, overlap = false, splits = 1>
// SELECT-NOT: precision
// SELECT-LABEL: func @ab
// SELECT: fuse.kernel_config = #fuse.gemm_config<"gemm_simt"

// BUILT: name = "ab_0_add", grid = [2, 3, 1], block = [256, 1, 1], shared_bytes = 37376
// BUILT: gpu.func @ab_0_add
// BUILT-SAME: nvvm.minctasm = 2 : i32
// BUILT: nvgpu.device_async_copy
// BUILT: vector.load
// BUILT: math.fma

// PTX: .maxntid 256, 1, 1
// PTX: .minnctapersm 2
// PTX: cp.async.cg.shared.global
// PTX: ld.shared.v4.b32
// PTX: fma.rn.f32
func.func @ab(%a: tensor<256x512xf32>, %b: tensor<512x384xf32>) -> tensor<256x384xf32> {
  %c = fuse.matmul %a, %b : tensor<256x512xf32>, tensor<512x384xf32> -> tensor<256x384xf32>
  return %c : tensor<256x384xf32>
}
