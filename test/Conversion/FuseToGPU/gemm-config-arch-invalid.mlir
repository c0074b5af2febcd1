// A wgmma GEMM config on a target without wgmma is a located error.
// RUN: fuse-opt %s --fuse-select-kernel-config="arch=sm_80" -verify-diagnostics
// RUN: fuse-opt %s --convert-fuse-to-gpu="arch=sm_90" -verify-diagnostics

func.func @wgmma_on_sm80(%a: tensor<256x512xbf16>, %b: tensor<512x512xbf16>) -> tensor<256x512xf32> {
  // expected-error @+1 {{needs sm_90a's wgmma; the target has mma.sync only}}
  %0 = fuse.aggregate #fuse.add dims [i = 256, j = 512, k = 512] reduce [k] ins(%a, %b : tensor<256x512xbf16>, tensor<512x512xbf16>) maps [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>] -> tensor<256x512xf32> attributes {fuse.kernel_config = #fuse.gemm_config<"gemm_wgmma", tile_m = 128, tile_n = 256, tile_k = 64, stages = 4, warps = 8, overlap = true, splits = 1>} {
  ^bb0(%x: bf16, %y: bf16):
    %1 = arith.extf %x : bf16 to f32
    %2 = arith.extf %y : bf16 to f32
    %3 = arith.mulf %1, %2 : f32
    fuse.yield %3 : f32
  }
  return %0 : tensor<256x512xf32>
}
