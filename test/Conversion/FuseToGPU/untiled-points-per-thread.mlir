// An elementwise aggregate of at least 2^20 points gives each thread four,
// a block (128 points) apart: each computed at its index clamped into
// range, so the four loads need no branch, and stored where in range. Fewer
// points keep one per thread.
// RUN: fuse-opt %s -split-input-file --fuse-select-kernel-config -convert-fuse-to-gpu | FileCheck %s
// The record parses back (what --emit=gpu prints can be compiled again).
// RUN: fuse-opt %s -split-input-file --fuse-select-kernel-config -convert-fuse-to-gpu | fuse-opt -split-input-file | FileCheck %s

// 1023 x 1027 points: 2052 blocks of 512, the last partly out of range.
// The record (the report's text) says so.
// CHECK: fusec.kernels = [#fuse.kernel_record<{{.*}}function = "many", config = #fuse.untiled_config<"untiled", threads = 128>, structure = "4 output points per thread, a block's worth apart">]
// CHECK: kernels = [<name = "many_0_add", grid = [2052, 1, 1], block = [128, 1, 1]
// CHECK-LABEL: gpu.func @many_0_add(
// CHECK: arith.minui %{{.*}}, %c1050620
// CHECK: math.exp
// CHECK: arith.minui %{{.*}}, %c1050620
// CHECK: math.exp
// CHECK: arith.minui %{{.*}}, %c1050620
// CHECK: math.exp
// CHECK: arith.minui %{{.*}}, %c1050620
// CHECK: math.exp
// CHECK-COUNT-4: scf.if
// CHECK-NOT: scf.if
// CHECK: gpu.return
#id = affine_map<(i, j) -> (i, j)>
func.func @many(%x: tensor<1023x1027xf32>) -> tensor<1023x1027xf32> {
  %y = fuse.aggregate #fuse.add dims [i = 1023, j = 1027] reduce [] ins(%x : tensor<1023x1027xf32>) maps [#id] -> tensor<1023x1027xf32> {
  ^bb0(%v: f32):
    %e = math.exp %v : f32
    fuse.yield %e : f32
  }
  return %y : tensor<1023x1027xf32>
}

// -----

// CHECK: fusec.kernels = [#fuse.kernel_record<{{.*}}function = "few", config = #fuse.untiled_config<"untiled", threads = 128>>]
// CHECK: kernels = [<name = "few_0_add", grid = [7813, 1, 1], block = [128, 1, 1]
// CHECK-LABEL: gpu.func @few_0_add(
// CHECK-NOT: arith.minui
// CHECK-COUNT-1: math.exp
// CHECK-NOT: math.exp
#id = affine_map<(i, j) -> (i, j)>
func.func @few(%x: tensor<1000x1000xf32>) -> tensor<1000x1000xf32> {
  %y = fuse.aggregate #fuse.add dims [i = 1000, j = 1000] reduce [] ins(%x : tensor<1000x1000xf32>) maps [#id] -> tensor<1000x1000xf32> {
  ^bb0(%v: f32):
    %e = math.exp %v : f32
    fuse.yield %e : f32
  }
  return %y : tensor<1000x1000xf32>
}
