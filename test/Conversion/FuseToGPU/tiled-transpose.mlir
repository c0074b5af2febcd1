// An elementwise op whose input is contiguous along another dim than its
// output's last one (a transpose) is the tiled_transpose kernel: block t
// takes a 32 x 32 tile (o's tile fastest, then c's, then the other dims),
// computes it with lanes along the input's contiguous dim c into a padded
// shared tile [o][c], and after a barrier stores it with lanes along o.
// Edge points are computed at clamped indices and not stored. A permutation
// that keeps the last dim in place stays one thread per output.
// RUN: fuse-opt %s -split-input-file --fuse-select-kernel-config -convert-fuse-to-gpu | FileCheck %s

// 70 x 130 outputs: ceil(130 / 32) = 5 tiles of o, ceil(70 / 32) = 3 of c,
// 4 batches.
// CHECK: kernels = [<name = "scaled_0_add", grid = [60, 1, 1], block = [256, 1, 1]
// CHECK-LABEL: gpu.func @scaled_0_add(
// CHECK-SAME: workgroup(%[[TILE:.*]] : memref<32x33xf32, #gpu.address_space<workgroup>>)
// CHECK: %[[B:.*]] = gpu.block_id  x
// CHECK: %[[OT:.*]] = arith.remui %[[B]], %c5
// CHECK: %[[OBASE:.*]] = arith.muli %[[OT]], %c32
// CHECK: %[[B1:.*]] = arith.divui %[[B]], %c5
// CHECK: %[[CT:.*]] = arith.remui %[[B1]], %c3
// CHECK: %[[CBASE:.*]] = arith.muli %[[CT]], %c32
// CHECK: %[[B2:.*]] = arith.divui %[[B1]], %c3
// CHECK: %[[BATCH:.*]] = arith.remui %[[B2]], %c4
// CHECK: %[[T:.*]] = gpu.thread_id  x
// CHECK: %[[LANE:.*]] = arith.remui %[[T]], %c32
// CHECK: %[[ROW:.*]] = arith.divui %[[T]], %c32
// CHECK: %[[OL:.*]] = arith.addi %[[ROW]], %c0
// CHECK: %[[C:.*]] = arith.addi %[[CBASE]], %[[LANE]]
// CHECK: %[[CC:.*]] = arith.minui %[[C]], %c69
// CHECK: %[[O:.*]] = arith.addi %[[OBASE]], %[[OL]]
// CHECK: %[[OC:.*]] = arith.minui %[[O]], %c129
// CHECK: affine.apply #{{.*}}(%[[BATCH]], %[[CC]], %[[OC]])
// CHECK: memref.load %arg0[{{.*}}] : memref<4x130x70xf16>
// CHECK: arith.mulf
// CHECK: memref.store %{{.*}}, %[[TILE]][%[[OL]], %[[LANE]]]
// CHECK-COUNT-3: memref.store %{{.*}}, %[[TILE]]
// CHECK: gpu.barrier
// CHECK: %[[CL:.*]] = arith.addi %[[ROW]], %c0
// CHECK: %[[C2:.*]] = arith.addi %[[CBASE]], %[[CL]]
// CHECK: %[[O2:.*]] = arith.addi %[[OBASE]], %[[LANE]]
// CHECK: arith.cmpi ult, %[[C2]], %c70
// CHECK: arith.cmpi ult, %[[O2]], %c130
// CHECK: scf.if
// CHECK-NEXT: %[[V:.*]] = memref.load %[[TILE]][%[[LANE]], %[[CL]]]
// CHECK-NEXT: memref.store %[[V]], %{{.*}}[%[[BATCH]], %[[C2]], %[[O2]]] : memref<4x70x130xf32>
// CHECK-COUNT-3: scf.if
// CHECK-NOT: scf.if
// CHECK: gpu.return
func.func @scaled(%x: tensor<4x130x70xf16>) -> tensor<4x70x130xf32> {
  %0 = fuse.aggregate #fuse.add dims [b = 4, i = 70, j = 130] reduce [] ins(%x : tensor<4x130x70xf16>) maps [affine_map<(b, i, j) -> (b, j, i)>] -> tensor<4x70x130xf32> {
  ^bb0(%v: f16):
    %f = arith.extf %v : f16 to f32
    %m = arith.mulf %f, %f : f32
    fuse.yield %m : f32
  }
  return %0 : tensor<4x70x130xf32>
}

// -----

// Heads moved next to the rows, the last dim in place: one thread per output.
// CHECK-LABEL: gpu.func @bshd_0_add(
// CHECK-NOT: workgroup
// CHECK-NOT: gpu.barrier
// CHECK: gpu.return
func.func @bshd(%x: tensor<2x8x100x64xbf16>) -> tensor<2x100x8x64xbf16> {
  %0 = fuse.aggregate #fuse.add dims [b = 2, s = 100, h = 8, d = 64] reduce [] ins(%x : tensor<2x8x100x64xbf16>) maps [affine_map<(b, s, h, d) -> (b, h, s, d)>] -> tensor<2x100x8x64xbf16> {
  ^bb0(%v: bf16):
    fuse.yield %v : bf16
  }
  return %0 : tensor<2x100x8x64xbf16>
}

// -----

// A transpose shorter than a tile along c stays one thread per output.
// CHECK-LABEL: gpu.func @narrow_0_add(
// CHECK-NOT: gpu.barrier
// CHECK: gpu.return
func.func @narrow(%x: tensor<512x16xf32>) -> tensor<16x512xf32> {
  %0 = fuse.aggregate #fuse.add dims [i = 16, j = 512] reduce [] ins(%x : tensor<512x16xf32>) maps [affine_map<(i, j) -> (j, i)>] -> tensor<16x512xf32> {
  ^bb0(%v: f32):
    fuse.yield %v : f32
  }
  return %0 : tensor<16x512xf32>
}
