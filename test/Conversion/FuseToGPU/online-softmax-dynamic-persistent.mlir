// Dynamic sizes on the persistent grid (a config set by hand; the planner
// keeps one CTA per tile for dynamic sizes, which measured as fast or
// faster at 4096 keys and more): a CTA per SM, each counting the tiles from
// the size arguments (row blocks x batch x heads) and running tile
// blockIdx.x, + gridDim.x, ...; a CTA past the last tile runs none.
// RUN: fuse-opt %s --fusec-pipeline="stop-after=gpu arch=sm_90a" | FileCheck %s
// CHECK: kernels = [<name = "attn_0_weighted_softmax", grid = [132, 1, 1], block = [384, 1, 1]
// CHECK-LABEL: gpu.func @attn_0_weighted_softmax
// The tiles: ceil(rows / 128) x batch x heads, then this CTA's count.
// CHECK: %[[BID:.+]] = gpu.block_id  x
// CHECK-NEXT: %[[GRID:.+]] = gpu.grid_dim  x
// CHECK-NEXT: %[[R:.+]] = arith.addi %{{.+}}, %c127 : index
// CHECK-NEXT: %[[RB:.+]] = arith.divui %[[R]], %c128 : index
// CHECK-NEXT: %[[T0:.+]] = arith.muli %[[RB]], %{{.+}} : index
// CHECK-NEXT: %[[T:.+]] = arith.muli %[[T0]], %{{.+}} : index
// CHECK-NEXT: %[[AT:.+]] = arith.maxui %[[T]], %[[BID]] : index
// CHECK-NEXT: %[[LEFT:.+]] = arith.subi %[[AT]], %[[BID]] : index
// CHECK-NEXT: %[[G1:.+]] = arith.subi %[[GRID]], %c1 : index
// CHECK-NEXT: %[[UP:.+]] = arith.addi %[[LEFT]], %[[G1]] : index
// CHECK-NEXT: arith.divui %[[UP]], %[[GRID]] : index
#map = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d5)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d4, d5)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @attn(%arg0: tensor<?x?x?x128xbf16>, %arg1: tensor<?x?x?x128xbf16>, %arg2: tensor<?x?x?x128xbf16>) -> tensor<?x?x?x128xbf16> {
  %cst = arith.constant 0.000000e+00 : f32
  %cst_0 = arith.constant 0xFF800000 : f32
  %cst_1 = arith.constant 0.0883883461 : f32
  %0:3 = fuse.aggregate #fuse.weighted_softmax dims [b0 = ?, b1 = ?, i = ?, j = 128, k = ?] reduce [k] ins(%arg2 : tensor<?x?x?x128xbf16>) maps [#map] -> tensor<?x?x?x128xf32>, tensor<?x?x?x128xf32>, tensor<?x?x?x128xf32> attributes {fuse.kernel_config = #fuse.kernel_config<"online_softmax_wgmma_ws", warps = 8, m_tiles = 1, keys = 128, stages = 2, q_in_registers = false, persistent = true>} {
  ^bb0(%arg3: bf16):
    %2 = fuse.reduce #fuse.add dims [k_r = 128] ins(%arg0, %arg1 : tensor<?x?x?x128xbf16>, tensor<?x?x?x128xbf16>) maps [#map1, #map2] -> f32 {
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
  %1 = fuse.aggregate #fuse.add dims [b0 = ?, b1 = ?, i = ?, j = 128] reduce [] ins(%0#0, %0#1, %0#2 : tensor<?x?x?x128xf32>, tensor<?x?x?x128xf32>, tensor<?x?x?x128xf32>) maps [#map3, #map3, #map3] -> tensor<?x?x?x128xbf16> {
  ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
    %2 = arith.divf %arg5, %arg4 fastmath<arcp> : f32
    %3 = arith.cmpf oeq, %arg3, %cst_0 : f32
    %4 = arith.select %3, %cst, %2 : f32
    %5 = arith.truncf %4 : f32 to bf16
    fuse.yield %5 : bf16
  }
  return %1 : tensor<?x?x?x128xbf16>
}
