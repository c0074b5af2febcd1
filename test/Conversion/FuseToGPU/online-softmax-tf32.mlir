// f32 attention under --f32-precision=tf32 (the module's
// fuse.f32_precision): the online softmax on mma.sync m16n8k8 tf32 on any
// target (wgmma's tf32 form reads V MN-major, which it does not), Q re-read
// from shared memory. d = 64: 4 warps of two m-tiles, 64 keys, two stages;
// rows padded by 4 f32 (16 bytes): Q 128 x 68, K and V 64 x 68 per stage,
// 4 bytes each: 34816 + 2 x 2 x 17408 = 104448 bytes. Every operand element
// (P's too) is rounded to tf32 by cvt.rna; copies move 4 f32 at a time; Q's
// and K's fragments come by ldmatrix of 8 x 4 f32 tiles.
// RUN: fuse-opt %s --fuse-select-kernel-config | FileCheck %s --check-prefix=SELECT
// RUN: fuse-opt %s --fuse-select-kernel-config --convert-fuse-to-gpu="arch=sm_90a" | FileCheck %s --check-prefix=BUILT
// RUN: fusec %s -o - | FileCheck %s --check-prefix=PTX

// SELECT: config = #fuse.kernel_config<"online_softmax_mma", warps = 4, m_tiles = 2, keys = 64, stages = 2, q_in_registers = false>, precision = "tf32"
// SELECT: fuse.aggregate #fuse.weighted_softmax
// SELECT-SAME: fuse.kernel_config = #fuse.kernel_config<"online_softmax_mma", warps = 4, m_tiles = 2, keys = 64, stages = 2, q_in_registers = false>

// BUILT: name = "attention_0_weighted_softmax", grid = [2, 4, 2], block = [128, 1, 1], shared_bytes = 104448
// BUILT: nvgpu.device_async_copy {{.*}} 4, %{{.*}} {bypassL1}
// BUILT: nvgpu.ldmatrix {{.*}} {numTiles = 4 : i32, transpose = false} : memref<128x68xf32, #gpu.address_space<workgroup>> -> vector<4x1xf32>
// BUILT: nvvm.convert.float.to.tf32
// BUILT: nvgpu.ldmatrix {{.*}} {numTiles = 4 : i32, transpose = false} : memref<64x68xf32, #gpu.address_space<workgroup>> -> vector<4x1xf32>
// BUILT: nvvm.mma.sync {{.*}} multiplicandAPtxType = #nvvm.mma_type<tf32>
// BUILT-NOT: nvvm.wgmma

// PTX-NOT: wgmma
// PTX: ldmatrix.sync.aligned.m8n8.x4.shared.b16
// PTX: cvt.rna.tf32.f32
// PTX: mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32
// PTX: ex2.approx.ftz.f32

module attributes {fuse.f32_precision = "tf32"} {
func.func @attention(%arg0: tensor<2x4x256x64xf32>, %arg1: tensor<2x4x256x64xf32>, %arg2: tensor<2x4x256x64xf32>) -> tensor<2x4x256x64xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %cst_0 = arith.constant 0xFF800000 : f32
  %cst_1 = arith.constant 1.250000e-01 : f32
  %0:3 = fuse.aggregate #fuse.weighted_softmax dims [b0 = 2, b1 = 4, i = 256, j = 64, k = 256] reduce [k] ins(%arg2 : tensor<2x4x256x64xf32>) maps [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>] -> tensor<2x4x256x64xf32>, tensor<2x4x256x64xf32>, tensor<2x4x256x64xf32> {
  ^bb0(%arg3: f32):
    %2 = fuse.reduce #fuse.add dims [k_r = 64] ins(%arg0, %arg1 : tensor<2x4x256x64xf32>, tensor<2x4x256x64xf32>) maps [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d4, d5)>] -> f32 {
    ^bb0(%arg4: f32, %arg5: f32):
      %3 = arith.mulf %arg4, %arg5 : f32
      %4 = arith.mulf %3, %cst_1 : f32
      fuse.yield %4 : f32
    }
    fuse.yield %2, %arg3 : f32, f32
  }
  %1 = fuse.aggregate #fuse.add dims [d0 = 2, d1 = 4, d2 = 256, d3 = 64] reduce [] ins(%0#0, %0#1, %0#2 : tensor<2x4x256x64xf32>, tensor<2x4x256x64xf32>, tensor<2x4x256x64xf32>) maps [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>] -> tensor<2x4x256x64xf32> {
  ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
    %2 = arith.divf %arg5, %arg4 fastmath<arcp> : f32
    %3 = arith.cmpf oeq, %arg3, %cst_0 : f32
    %4 = arith.select %3, %cst, %2 : f32
    fuse.yield %4 : f32
  }
  return %1 : tensor<2x4x256x64xf32>
}
}
