// V read as `v + 0.0` (a bias of zeros a frontend folded into the value:
// buddy-mlir's DeepSeek-R1 prefill) is V itself to the online softmax: the
// add changes only -0.0, a zero either way in the sum of p * v. The kernel
// reads V's tiles from the tensor.
// RUN: fuse-opt %s --fuse-select-kernel-config | FileCheck %s
// CHECK: config = #fuse.kernel_config<"online_softmax_wgmma
// CHECK-NOT: untiled
func.func @value_plus_zero(%arg0: tensor<2x256x64xbf16>, %arg1: tensor<2x256x64xbf16>, %arg2: tensor<2x256x64xbf16>) -> tensor<2x256x64xf32> {
  %zero = arith.constant 0.0 : f32
  %0:3 = fuse.aggregate #fuse.weighted_softmax dims [b0 = 2, i = 256, j = 64, k = 256] reduce [k] ins(%arg2 : tensor<2x256x64xbf16>) maps [affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>] -> tensor<2x256x64xf32>, tensor<2x256x64xf32>, tensor<2x256x64xf32> {
  ^bb0(%v: bf16):
    %s = fuse.reduce #fuse.add dims [k_r = 64] ins(%arg0, %arg1 : tensor<2x256x64xbf16>, tensor<2x256x64xbf16>) maps [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d4)>] -> f32 {
    ^bb0(%a: bf16, %b: bf16):
      %x = arith.extf %a : bf16 to f32
      %y = arith.extf %b : bf16 to f32
      %p = arith.mulf %x, %y : f32
      fuse.yield %p : f32
    }
    %ve = arith.extf %v : bf16 to f32
    %v0 = arith.addf %ve, %zero : f32
    fuse.yield %s, %v0 : f32, f32
  }
  return %0#2 : tensor<2x256x64xf32>
}
