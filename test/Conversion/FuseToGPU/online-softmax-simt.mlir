// f32 attention read exactly (--f32-precision=ieee, the default): the
// online softmax on the CUDA cores (online_softmax_simt), on the tf32
// kernel's tiles and schedule (4 warps of two m-tiles, 64 keys, two
// stages; rows padded by 4 f32: 34816 + 2 x 2 x 17408 = 104448 bytes of
// shared memory). S and P V are f32 FMAs in loops (four d per iteration;
// one per lane of the quad, whose P values come by shuffles), reading Q and
// K 16 bytes and V 8 bytes at a time; no MMA, no tf32 rounding.
// RUN: fuse-opt %s --fuse-select-kernel-config | FileCheck %s --check-prefix=SELECT
// RUN: fuse-opt %s --fuse-select-kernel-config --convert-fuse-to-gpu="arch=sm_90a" | FileCheck %s --check-prefix=BUILT
// RUN: fusec %s -o - | FileCheck %s --check-prefix=PTX

// SELECT: config = #fuse.kernel_config<"online_softmax_simt", warps = 4, m_tiles = 2, keys = 64, stages = 2, q_in_registers = false>
// SELECT-NOT: precision
// SELECT: fuse.aggregate #fuse.weighted_softmax
// SELECT-SAME: fuse.kernel_config = #fuse.kernel_config<"online_softmax_simt", warps = 4, m_tiles = 2, keys = 64, stages = 2, q_in_registers = false>

// BUILT: name = "attention_0_weighted_softmax", grid = [2, 4, 2], block = [128, 1, 1], shared_bytes = 104448
// BUILT-NOT: nvvm.mma.sync
// BUILT-NOT: nvvm.convert.float.to.tf32
// BUILT: nvgpu.device_async_copy {{.*}} 4, %{{.*}} {bypassL1}
// The scores: 4 d per iteration, 64 accumulators (two m-tiles x 8 key
// tiles x 4) carried.
// BUILT: scf.for %{{.*}} = %c0{{.*}} to %c64{{.*}} step %c4{{.*}} iter_args(
// BUILT-COUNT-4: vector.load {{.*}} : memref<128x68xf32, #gpu.address_space<workgroup>>, vector<4xf32>
// BUILT: vector.load {{.*}} : memref<64x68xf32, #gpu.address_space<workgroup>>, vector<4xf32>
// BUILT: math.fma
// P V: one iteration per lane of the quad, P by shuffles, V 8 bytes a load.
// BUILT: scf.for %{{.*}} = %c0{{.*}} to %c4{{.*}} step %c1{{.*}} iter_args(
// BUILT: gpu.shuffle  idx
// BUILT: vector.load {{.*}} : memref<64x68xf32, #gpu.address_space<workgroup>>, vector<2xf32>
// BUILT: math.fma

// PTX-NOT: mma.sync
// PTX-NOT: cvt.rna.tf32
// PTX: ld.shared.v4.b32
// PTX: fma.rn.f32
// PTX: ex2.approx.ftz.f32
// PTX: shfl.sync.idx.b32
// PTX: ld.shared.v2.b32
// PTX: fma.rn.f32

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
