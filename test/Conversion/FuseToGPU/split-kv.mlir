// Split-KV on the GPU: the segmented online softmax is the tensor-core
// kernel with the segments on grid y, each CTA looping over its segment's
// key blocks only. The combine (the state-yielding aggregate), with the
// v / s division as its epilogue, is a second, untiled kernel over the
// partial states (temporaries). With split-kv-cluster on sm_90a the
// segments of a group are one thread-block cluster and the fold runs in
// the same kernel: each CTA leaves (m, s, O) in its shared memory and the
// CTAs share the fold, reading each other's through distributed shared
// memory (mapa), so the partial states never reach global memory.
// RUN: fuse-opt %s --fusec-pipeline="stop-after=gpu arch=sm_90a split-kv-cluster=true" | FileCheck %s
// RUN: fuse-opt %s --fusec-pipeline="stop-after=gpu arch=sm_90a" | FileCheck %s --check-prefix=SM80
// RUN: fuse-opt %s --fusec-pipeline="stop-after=gpu arch=sm_80 split-kv-cluster=true" | FileCheck %s --check-prefix=SM80

// 2 heads x 1 query, 4096 keys, d = 64: 2 CTAs -> 64 segments would fill
// the wave, 4096 / 512 keys bound it to 8 (segments of 512 keys).
// CHECK-NOT: kind = "temp"
// CHECK: kernels = [{args = [{buffer = "arg2"}, {buffer = "arg0"}, {buffer = "arg1"}, {buffer = "out0"}], block = [128, 1, 1], grid = [1, 8, 2], name = "seg_0_weighted_softmax", shared_bytes = 74752 : i64}]
// CHECK-LABEL: gpu.func @seg_0_weighted_softmax
// CHECK-SAME: kernel attributes {nvvm.cluster_dim = array<i32: 1, 8, 1>}
// Segment bounds: [s * L / 128, min(ceil(N / 128), (s * L + L) / 128)),
// L = 512.
// CHECK: %[[S:.*]] = gpu.block_id  y
// CHECK: %[[FIRST:.*]] = arith.muli %[[S]], %c512 : index
// CHECK: arith.minui
// CHECK: arith.maxui
// CHECK: nvvm.wgmma.mma_async
// The exchange, the cluster barrier, then the 8 column groups of the
// output tile shared by the 8 segments' CTAs, each folding all 8 states.
// CHECK: llvm.store {{.*}} : f32, !llvm.ptr<3>
// CHECK: nvvm.cluster.arrive
// CHECK-NEXT: nvvm.cluster.wait
// CHECK-COUNT-8: nvvm.mapa {{.*}} : !llvm.ptr<3> -> !llvm.ptr<7>
// CHECK: arith.cmpi eq, %[[S]], %c0
// CHECK: llvm.load {{.*}} : !llvm.ptr<7> -> f32
// CHECK: arith.cmpi eq, %[[S]], %c7
// CHECK: arith.divf
// CHECK: vector.store {{.*}} : memref<2x1x64xbf16>, vector<2xbf16>
// CHECK: nvvm.cluster.arrive
// CHECK-NEXT: nvvm.cluster.wait
// CHECK-NEXT: gpu.return
// SM80: kind = "temp", name = "tmp0", shape = [2, 1, 64, 8]
// SM80: grid = [1, {{[48]}}, 2], name = "seg_0_weighted_softmax"
// SM80-SAME: {buffer = "out0"}], block = [128, 1, 1], grid = [1, 1, 1], name = "seg_1_weighted_softmax", shared_bytes = 0 : i64}
// SM80-LABEL: gpu.func @seg_0_weighted_softmax
// SM80-NOT: nvvm.cluster
// SM80: memref.store {{.*}} : memref<2x1x64x8xf32>
// SM80-LABEL: gpu.func @seg_1_weighted_softmax
// SM80-NOT: mma
// SM80: scf.for
// SM80: arith.divf
// SM80: gpu.return
func.func @seg(%q: tensor<2x1x64xbf16>, %k: tensor<2x4096x64xbf16>,
               %v: tensor<2x4096x64xbf16>) -> tensor<2x1x64xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.125
      : tensor<2x1x64xbf16>, tensor<2x4096x64xbf16> -> tensor<2x1x4096xf32>
  %p = fuse.softmax %s axis = 2 : tensor<2x1x4096xf32>
  %o = fuse.matmul %p, %v : tensor<2x1x4096xf32>, tensor<2x4096x64xbf16> -> tensor<2x1x64xbf16>
  return %o : tensor<2x1x64xbf16>
}
