// Split-KV on the GPU: the segmented online softmax is the tensor-core
// kernel with the segments on grid y, each CTA looping over its segment's
// key blocks only. Its combine (the state-yielding aggregate, with the
// v / s division as its epilogue) runs where split-kv-fold says:
// - kernel (default, TWO): a second, untiled kernel over the partial
//   states (temporaries);
// - last-cta (LAST): in the same kernel: each CTA writes its partial state
//   (m, s, O) to temporaries and counts its arrival on its group's counter
//   (a `counters` argument the runtime zeroes once); the CTA that arrives
//   last folds the group's states with the monoid's combine and resets the
//   counter;
// - cluster (CHECK, sm_90a): the segments of a group are one thread-block
//   cluster: each CTA leaves (m, s, O) in its shared memory and the CTAs
//   share the fold, reading each other's through distributed shared memory
//   (mapa), so the partial states never reach global memory.
// RUN: fuse-opt %s --fusec-pipeline="stop-after=gpu arch=sm_90a split-kv-fold=cluster" | FileCheck %s
// RUN: fuse-opt %s --fusec-pipeline="stop-after=gpu arch=sm_90a split-kv-fold=last-cta" | FileCheck %s --check-prefix=LAST
// RUN: fuse-opt %s --fusec-pipeline="stop-after=gpu arch=sm_80 split-kv-fold=last-cta" | FileCheck %s --check-prefix=LAST
// RUN: fuse-opt %s --fusec-pipeline="stop-after=gpu arch=sm_90a" | FileCheck %s --check-prefix=TWO
// RUN: fuse-opt %s --fusec-pipeline="stop-after=gpu arch=sm_80 split-kv-fold=cluster" | FileCheck %s --check-prefix=TWO
// RUN: not fuse-opt %s --fusec-pipeline="stop-after=gpu split-kv-fold=sideways" 2>&1 | FileCheck %s --check-prefix=BAD

// 2 heads x 1 query, 4096 keys, d = 64: 2 CTAs -> 64 segments would fill
// the wave, 4096 / 512 keys (split-kv-min-keys) bound it to 8 (segments of
// 512 keys).
// BAD: unknown segment-fold 'sideways' (expected kernel, last-cta or cluster)
// TWO: name = "tmp0", kind = "temp", dtype = "f32", shape = [2, 1, 8, 64]
// TWO: name = "seg_0_weighted_softmax", grid = [1, 8, 2]
// TWO-SAME: name = "seg_1_weighted_softmax", grid = [1, 1, 1], block = [128, 1, 1], shared_bytes = 0, args = [{{[^]]*}}<buffer = "out0">]>]
// TWO-LABEL: gpu.func @seg_0_weighted_softmax
// TWO-NOT: nvvm.cluster
// TWO-NOT: atomic_rmw
// TWO: vector.store {{.*}} : memref<2x1x8x64xf32>, vector<2xf32>
// TWO-LABEL: gpu.func @seg_1_weighted_softmax
// TWO-NOT: mma
// TWO: scf.for
// TWO: arith.divf
// TWO: gpu.return
// CHECK-NOT: kind = "temp"
// CHECK: kernels = [<name = "seg_0_weighted_softmax", grid = [1, 8, 2], block = [128, 1, 1], shared_bytes = 74752, args = [<buffer = "arg2">, <buffer = "arg0">, <buffer = "arg1">, <buffer = "out0">]>]
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
// LAST: name = "tmp0", kind = "temp", dtype = "f32", shape = [2, 1, 8, 64]
// LAST: kernels = [<name = "seg_0_weighted_softmax", grid = [1, 8, 2], block = [128, 1, 1], shared_bytes = {{[0-9]+}}, args = [<buffer = "arg2">, <buffer = "arg0">, <buffer = "arg1">, <buffer = "tmp0">, <buffer = "tmp1">, <buffer = "tmp2">, <buffer = "out0">, {{.*}}<counters = 2>]>]
// LAST-NOT: name = "seg_1
// LAST-LABEL: gpu.func @seg_0_weighted_softmax
// LAST-SAME: %[[CNT:[a-z0-9]+]]: memref<2xi32>) kernel {
// LAST-NOT: nvvm.cluster
// The partial state, then the arrival: barrier, release, count, acquire.
// LAST: vector.store {{.*}} : memref<2x1x8x64xf32>, vector<2xf32>
// LAST: gpu.barrier
// LAST: llvm.fence syncscope("device") acq_rel
// LAST-NEXT: %[[OLD:.*]] = memref.atomic_rmw addi %c1_i32, %[[CNT]][%[[G:.*]]] : (i32, memref<2xi32>) -> i32
// LAST-NEXT: llvm.fence syncscope("device") acq_rel
// LAST-NEXT: arith.cmpi eq, %[[OLD]], %c7_i32
// LAST: %[[ANY:.*]] = nvvm.barrier #nvvm.reduction<or>
// LAST: arith.cmpi ne, %[[ANY]]
// The last CTA folds, in the fragment layout of the store, the 8 states of
// each output it holds (m and s once per row, read at column 0), divides,
// stores and resets the counter.
// LAST: scf.if
// LAST-COUNT-8: memref.load {{.*}}[%{{.*}}, %{{.*}}, %c{{[0-7]}}, %c0] : memref<2x1x8x64xf32>
// LAST: memref.load {{.*}}[%{{.*}}, %{{.*}}, %c0, %{{.*}}] : memref<2x1x8x64xf32>
// LAST: math.exp
// LAST: arith.divf
// LAST: vector.store {{.*}} : memref<2x1x64xbf16>, vector<2xbf16>
// LAST: memref.store %c0_i32, %[[CNT]][%[[G]]] : memref<2xi32>
// LAST: gpu.return
func.func @seg(%q: tensor<2x1x64xbf16>, %k: tensor<2x4096x64xbf16>,
               %v: tensor<2x4096x64xbf16>) -> tensor<2x1x64xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.125
      : tensor<2x1x64xbf16>, tensor<2x4096x64xbf16> -> tensor<2x1x4096xf32>
  %p = fuse.softmax %s axis = 2 : tensor<2x1x4096xf32>
  %o = fuse.matmul %p, %v : tensor<2x1x4096xf32>, tensor<2x4096x64xbf16> -> tensor<2x1x64xbf16>
  return %o : tensor<2x1x64xbf16>
}
