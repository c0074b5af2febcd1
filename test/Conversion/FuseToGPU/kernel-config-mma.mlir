// On sm_80 the online softmax runs on mma.sync: 4 warps of two m-tiles,
// 32 keys per block for d = 128, Q re-read from shared memory.
// RUN: fuse-opt %s --fuse-select-kernel-config="arch=sm_80" | FileCheck %s
// CHECK: fusec.kernels = [#fuse.kernel_record<location = "{{.*}}", function = "chosen", config = #fuse.kernel_config<"online_softmax_mma", warps = 4, m_tiles = 2, keys = 32, stages = 1, q_in_registers = false>, precision = "{{b?f16}}">]
// CHECK: fuse.kernel_config = #fuse.kernel_config<"online_softmax_mma", warps = 4, m_tiles = 2, keys = 32, stages = 1, q_in_registers = false>
func.func @chosen(%arg0: tensor<2x256x128xbf16>, %arg1: tensor<2x256x128xbf16>, %arg2: tensor<2x256x128xbf16>) -> tensor<2x256x128xbf16> {
  %cst = arith.constant 0.000000e+00 : f32
  %cst_0 = arith.constant 0xFF800000 : f32
  %cst_1 = arith.constant 8.838800e-02 : f32
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

