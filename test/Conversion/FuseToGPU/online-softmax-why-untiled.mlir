// An online softmax the tensor-core kernel does not take is built untiled,
// and its kernel record says why (the report prints it): here V is computed
// in the aggregate's body (v * 2), not read from a tensor.
// RUN: fuse-opt %s --fuse-select-kernel-config | FileCheck %s
// CHECK: config = #fuse.untiled_config<"untiled", threads = 128>, not_tensor_core = "its value (V) is computed in the body, not read from a tensor"
func.func @computed_v(%arg0: tensor<2x256x64xbf16>, %arg1: tensor<2x256x64xbf16>, %arg2: tensor<2x256x64xbf16>) -> tensor<2x256x64xf32> {
  %two = arith.constant 2.0 : f32
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
    %v2 = arith.mulf %ve, %two : f32
    fuse.yield %s, %v2 : f32, f32
  }
  return %0#2 : tensor<2x256x64xf32>
}
