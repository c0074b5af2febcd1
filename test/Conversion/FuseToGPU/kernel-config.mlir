// fuse-select-kernel-config records the tensor-core kernel's strategy and
// tiles on the aggregate (the rule the planner prices); a config set by hand
// is kept, and convert-fuse-to-gpu builds exactly it.
// RUN: fuse-opt %s -split-input-file --fuse-select-kernel-config | FileCheck %s --check-prefix=SELECT
// RUN: fuse-opt %s -split-input-file --convert-fuse-to-gpu="arch=sm_90a" | FileCheck %s --check-prefix=BUILT

// d = 128 on sm_90a (K and V by TMA), 256 query rows: warp-specialized.
// Two consumer warpgroups (128 query rows) and a producer warpgroup (384
// threads, `maxntid` so that ptxas starts every thread at 168 registers);
// the producer gives registers up (setmaxnreg 24) and its first warp's
// lane 0 copies each 128-key block's K and V into buffer t mod 2 once the
// buffer's "empty" mbarrier says every consumer warp released it; the
// consumers take 240 registers, wait on the "full" mbarriers, issue their
// MMAs as they go (not causal: no ping-pong turns, ping_pong = false; no
// named barrier) and release each buffer (one mbarrier arrival per warp).
// Static, not causal, 256 keys: persistent (cost::persistentTiles): a grid
// of min(4 query tiles, 132 SMs) CTAs looping over tiles; the producer
// loads each tile's Q by TMA too (a third tensor map), tile k's into Q
// buffer k mod 2 on its own two mbarriers (Q full, Q empty), so it loads
// while tile k - 1 runs; carrying the tiles, the producer keeps 32
// registers and the consumers take 232 (at 24 it spilled). Shared memory: 1 KiB + Q 128x128 + 2 x K 128x128
// + 2 x V 128x128 + the second Q 128x128 + 96 bytes of mbarriers =
// 197728. The consumers run the tiles' blocks in one pipeline: each tile
// waits for its Q and takes its buffer's descriptor, issues its first S;
// its other blocks overlap S with the previous block's P V; once its last
// S completed every warp releases the Q buffer, then the last P V and the
// tile's stores. On sm_80: 4 warps of two m-tiles,
// 32 keys, Q re-read from shared memory.
// SELECT: fusec.kernels = [#fuse.kernel_record<location = "{{.*}}", function = "chosen", config = #fuse.kernel_config<"online_softmax_wgmma_ws", warps = 8, m_tiles = 1, keys = 128, stages = 2, q_in_registers = false, persistent = true, ping_pong = false>, precision = "{{b?f16}}">]
// SELECT-LABEL: func @chosen
// SELECT: fuse.kernel_config = #fuse.kernel_config<"online_softmax_wgmma_ws", warps = 8, m_tiles = 1, keys = 128, stages = 2, q_in_registers = false, persistent = true, ping_pong = false>
// BUILT: name = "chosen_0_weighted_softmax", grid = [4, 1, 1], block = [384, 1, 1], shared_bytes = 197728
// BUILT-LABEL: gpu.func @chosen_0_weighted_softmax
// BUILT-SAME: nvvm.maxntid = array<i32: 384, 1, 1>
// BUILT-COUNT-12: nvvm.mbarrier.init
// BUILT: nvvm.setmaxregister  decrease 32
// BUILT: scf.for
// Tile k's Q at byte (k mod 2) x 163840 (the second buffer after Q, 2 K, 2 V).
// BUILT: arith.muli %{{.*}}, %c163840 : index
// BUILT: mbarrier.try_wait.parity.shared::cta.b64
// BUILT: nvvm.mbarrier.arrive.expect_tx
// BUILT-COUNT-2: cp.async.bulk.tensor.3d
// BUILT: scf.for
// BUILT: mbarrier.try_wait.parity.shared::cta.b64
// BUILT: nvvm.mbarrier.arrive.expect_tx
// BUILT: cp.async.bulk.tensor.3d
// BUILT: } else {
// BUILT-NEXT: nvvm.setmaxregister  increase 232
// BUILT-NOT: nvvm.barrier
// BUILT: scf.for
// BUILT: nvvm.mbarrier.try_wait.parity
// BUILT: arith.select %{{.*}} : i64
// BUILT: nvvm.mbarrier.try_wait.parity
// BUILT-NOT: nvvm.barrier
// BUILT-COUNT-8: nvvm.wgmma.mma_async
// BUILT: nvvm.wgmma.commit.group.sync.aligned
// BUILT: nvvm.wgmma.wait.group.sync.aligned 0
// BUILT: nvvm.mbarrier.arrive %{{[0-9]+}} : !llvm.ptr<3>
// BUILT-NOT: nvvm.barrier
// BUILT: scf.for
// BUILT-NOT: nvvm.barrier
// BUILT-COUNT-8: nvvm.wgmma.mma_async
// BUILT: nvvm.wgmma.commit.group.sync.aligned
// BUILT: wgmma.mma_async.sync.aligned.m64n128k16
// BUILT: nvvm.wgmma.commit.group.sync.aligned
// BUILT-NOT: nvvm.barrier
// BUILT: nvvm.wgmma.wait.group.sync.aligned 1
// BUILT: nvvm.mbarrier.arrive %{{[0-9]+}} : !llvm.ptr<3>
// BUILT: llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"
// BUILT: nvvm.wgmma.wait.group.sync.aligned 0
// BUILT: nvvm.mbarrier.arrive %{{[0-9]+}} : !llvm.ptr<3>
// BUILT: scf.yield
// BUILT: nvvm.mbarrier.arrive %{{[0-9]+}} : !llvm.ptr<3>
// BUILT: wgmma.mma_async.sync.aligned.m64n128k16
// BUILT: nvvm.wgmma.wait.group.sync.aligned 0
// BUILT: vector.store {{.*}} vector<2xbf16>
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

// -----

// d = 192, not causal: the consumer warpgroups issue their MMAs without
// ping-pong turns (ping_pong = false, as FlashAttention-3 above d = 128:
// a block's GEMMs outlast its softmax), and, persistent (up to 2048
// keys), 80-key blocks (the last of 256 keys ragged). No named barrier
// in the kernel: neither the turns' bar.sync nor their bar.arrive.
// SELECT-LABEL: func @no_turns_d192
// SELECT: fuse.kernel_config = #fuse.kernel_config<"online_softmax_wgmma_ws", warps = 8, m_tiles = 1, keys = 80, stages = 2, q_in_registers = false, persistent = true, ping_pong = false>
// BUILT-LABEL: gpu.func @no_turns_d192_0_weighted_softmax
// BUILT-NOT: nvvm.barrier
// BUILT: nvvm.setmaxregister  increase 232
// BUILT-NOT: nvvm.barrier
// BUILT: nvvm.wgmma.mma_async {{.*}}, <m = 64, n = 80, k = 16>
// BUILT-NOT: nvvm.barrier
// BUILT: wgmma.mma_async.sync.aligned.m64n192k16
// BUILT-NOT: nvvm.barrier
// BUILT: gpu.return
func.func @no_turns_d192(%arg0: tensor<2x256x192xbf16>, %arg1: tensor<2x256x192xbf16>, %arg2: tensor<2x256x192xbf16>) -> tensor<2x256x192xbf16> {
  %cst = arith.constant 0.000000e+00 : f32
  %cst_0 = arith.constant 0xFF800000 : f32
  %cst_1 = arith.constant 7.216900e-02 : f32
  %0:3 = fuse.aggregate #fuse.weighted_softmax dims [b0 = 2, i = 256, j = 192, k = 256] reduce [k] ins(%arg2 : tensor<2x256x192xbf16>) maps [affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>] -> tensor<2x256x192xf32>, tensor<2x256x192xf32>, tensor<2x256x192xf32> {
  ^bb0(%arg3: bf16):
    %2 = fuse.reduce #fuse.add dims [k_r = 192] ins(%arg0, %arg1 : tensor<2x256x192xbf16>, tensor<2x256x192xbf16>) maps [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d4)>] -> f32 {
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
  %1 = fuse.aggregate #fuse.add dims [b0 = 2, i = 256, j = 192] reduce [] ins(%0#0, %0#1, %0#2 : tensor<2x256x192xf32>, tensor<2x256x192xf32>, tensor<2x256x192xf32>) maps [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>] -> tensor<2x256x192xbf16> {
  ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
    %2 = arith.divf %arg5, %arg4 : f32
    %3 = arith.cmpf oeq, %arg3, %cst_0 : f32
    %4 = arith.select %3, %cst, %2 : f32
    %5 = arith.truncf %4 : f32 to bf16
    fuse.yield %5 : bf16
  }
  return %1 : tensor<2x256x192xbf16>
}

// -----

// By hand: 2 warpgroups (128 rows), 64 keys, 2 stages: 1 KiB + Q 128x128 +
// 2 x (K, V 64x128) bf16 = 99328 bytes + 32 (TMA mbarriers); S is m64n64.
// SELECT-LABEL: func @by_hand
// SELECT: fuse.kernel_config = #fuse.kernel_config<"online_softmax_wgmma", warps = 8, m_tiles = 1, keys = 64, stages = 2, q_in_registers = false>
// BUILT: name = "by_hand_0_weighted_softmax", grid = [2, 2, 1], block = [{{[0-9, ]+}}], shared_bytes = 99360
// BUILT: nvvm.wgmma.mma_async {{.*}} <m = 64, n = 64, k = 16>
func.func @by_hand(%arg0: tensor<2x256x128xbf16>, %arg1: tensor<2x256x128xbf16>, %arg2: tensor<2x256x128xbf16>) -> tensor<2x256x128xbf16> {
  %cst = arith.constant 0.000000e+00 : f32
  %cst_0 = arith.constant 0xFF800000 : f32
  %cst_1 = arith.constant 8.838800e-02 : f32
  %0:3 = fuse.aggregate #fuse.weighted_softmax dims [b0 = 2, i = 256, j = 128, k = 256] reduce [k] ins(%arg2 : tensor<2x256x128xbf16>) maps [affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>] -> tensor<2x256x128xf32>, tensor<2x256x128xf32>, tensor<2x256x128xf32> attributes {fuse.kernel_config = #fuse.kernel_config<"online_softmax_wgmma", warps = 8, m_tiles = 1, keys = 64, stages = 2, q_in_registers = false>} {
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

// -----

// Set by hand: two CTAs (consecutive query tiles of a head) share each
// K/V tile, every CTA copying some of its 64-column slabs by TMA multicast
// into both; a buffer is refilled once both CTAs' thread 0 arrived on its
// "empty" mbarrier (8 mbarriers: 64 bytes). Opt-in: it measured 1.05-1.40x
// slower than one CTA per tile (L2 traffic 83% -> 31-36% of peak, but the
// refill waits stall the warpgroup;
// bench/results/2026-11-24-h100-run45-53-multicast.md).
// SELECT-LABEL: func @cluster_pair
// SELECT: q_in_registers = false, cluster = 2>
// BUILT-LABEL: gpu.func @cluster_pair_0_weighted_softmax
// BUILT-SAME: nvvm.cluster_dim = array<i32: 2, 1, 1>
// BUILT: nvvm.read.ptx.sreg.cluster.ctarank
// BUILT-COUNT-8: nvvm.mbarrier.init
// BUILT: nvvm.fence.mbarrier.init
// BUILT-NEXT: }
// BUILT-NEXT: nvvm.cluster.arrive {aligned}
// BUILT-NEXT: nvvm.cluster.wait {aligned}
// BUILT: multicast::cluster
// BUILT: scf.for
// BUILT: mbarrier.try_wait.parity.shared::cta.b64
// BUILT: mapa.shared::cluster.u32
// BUILT-SAME: mbarrier.arrive.shared::cluster.b64
// BUILT: nvvm.cluster.arrive {aligned}
// BUILT-NEXT: nvvm.cluster.wait {aligned}
func.func @cluster_pair(%arg0: tensor<2x256x128xbf16>, %arg1: tensor<2x256x128xbf16>, %arg2: tensor<2x256x128xbf16>) -> tensor<2x256x128xbf16> {
  %cst = arith.constant 0.000000e+00 : f32
  %cst_0 = arith.constant 0xFF800000 : f32
  %cst_1 = arith.constant 8.838800e-02 : f32
  %0:3 = fuse.aggregate #fuse.weighted_softmax dims [b0 = 2, i = 256, j = 128, k = 256] reduce [k] ins(%arg2 : tensor<2x256x128xbf16>) maps [affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>] -> tensor<2x256x128xf32>, tensor<2x256x128xf32>, tensor<2x256x128xf32> attributes {fuse.kernel_config = #fuse.kernel_config<"online_softmax_wgmma_overlap", warps = 4, m_tiles = 1, keys = 64, stages = 1, q_in_registers = false, cluster = 2>} {
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

// -----

// Set by hand, the overlapped schedule without a producer (the default
// for d = 64 and for fewer than 128 queries): one warpgroup, 64 keys, one K
// stage, the softmax overlapped with the previous block's P V (two V
// buffers): 1 KiB + Q 64x128 + K 64x128 + 2 x V 64x128 + 32 bytes of
// mbarriers = 66592; block j's S and block j - 1's P V are committed as two
// wgmma groups and S alone is waited for (wait 1) before the softmax. On
// sm_80: 4 warps of two m-tiles, 32 keys, Q re-read from shared memory.
// SELECT-LABEL: func @overlap_by_hand
// SELECT: fuse.kernel_config = #fuse.kernel_config<"online_softmax_wgmma_overlap", warps = 4, m_tiles = 1, keys = 64, stages = 1, q_in_registers = false>
// BUILT: name = "overlap_by_hand_0_weighted_softmax", grid = [4, 2, 1], block = [{{[0-9, ]+}}], shared_bytes = 66592
// BUILT: nvvm.wgmma.mma_async {{.*}} <m = 64, n = 64, k = 16>
// BUILT: nvvm.wgmma.wait.group.sync.aligned 0
// BUILT: scf.for
// BUILT: nvvm.wgmma.commit.group.sync.aligned
// BUILT: wgmma.mma_async.sync.aligned.m64n128k16
// BUILT: nvvm.wgmma.commit.group.sync.aligned
// BUILT-NEXT: nvvm.wgmma.wait.group.sync.aligned 1
// BUILT: llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"
// BUILT: nvvm.wgmma.wait.group.sync.aligned 0
func.func @overlap_by_hand(%arg0: tensor<2x256x128xbf16>, %arg1: tensor<2x256x128xbf16>, %arg2: tensor<2x256x128xbf16>) -> tensor<2x256x128xbf16> {
  %cst = arith.constant 0.000000e+00 : f32
  %cst_0 = arith.constant 0xFF800000 : f32
  %cst_1 = arith.constant 8.838800e-02 : f32
  %0:3 = fuse.aggregate #fuse.weighted_softmax dims [b0 = 2, i = 256, j = 128, k = 256] reduce [k] ins(%arg2 : tensor<2x256x128xbf16>) maps [affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>] -> tensor<2x256x128xf32>, tensor<2x256x128xf32>, tensor<2x256x128xf32> attributes {fuse.kernel_config = #fuse.kernel_config<"online_softmax_wgmma_overlap", warps = 4, m_tiles = 1, keys = 64, stages = 1, q_in_registers = false>} {
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

// -----

// A chain (A.B).C as written (k = 128, 512 keys): the warp-specialized
// kernel without the ping-pong (no softmax to hide). B is K stored [k][n]:
// the producer loads each 128-key block of it as two [128 k][64 key] TMA
// boxes (2D copies from the first tensor map), MN-major slabs of the wgmma's B.
// SELECT: fusec.kernels = [#fuse.kernel_record<location = "{{.*}}", function = "chain", config = #fuse.kernel_config<"online_softmax_wgmma_ws", warps = 8, m_tiles = 1, keys = 128, stages = 2, q_in_registers = false>, precision = "{{b?f16}}">]
// BUILT: name = "chain_0_add", grid = [2, 1, 1], block = [384, 1, 1], shared_bytes = 164928
// BUILT-LABEL: gpu.func @chain_0_add
// BUILT: nvvm.setmaxregister  decrease 24
// BUILT: nvvm.mbarrier.arrive.expect_tx
// BUILT-COUNT-2: cp.async.bulk.tensor.2d{{.*}} %arg4,
// BUILT: } else {
// BUILT-NEXT: nvvm.setmaxregister  increase 240
// BUILT-NOT: nvvm.barrier id
// BUILT: wgmma.mma_async.sync.aligned.m64n128k16
// BUILT-NOT: nvvm.barrier id
// BUILT: gpu.return
#map = affine_map<(d0, d1, d2) -> (d2, d1)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d3, d2)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
func.func @chain(%arg0: tensor<256x128xbf16>, %arg1: tensor<128x512xbf16>, %arg2: tensor<512x128xbf16>) -> tensor<256x128xbf16> {
  %0 = fuse.aggregate #fuse.add dims [i = 256, j = 128, k = 512] reduce [k] ins(%arg2 : tensor<512x128xbf16>) maps [#map] -> tensor<256x128xf32> {
  ^bb0(%arg3: bf16):
    %2 = fuse.reduce #fuse.add dims [k_r = 128] ins(%arg0, %arg1 : tensor<256x128xbf16>, tensor<128x512xbf16>) maps [#map1, #map2] -> f32 {
    ^bb0(%arg4: bf16, %arg5: bf16):
      %7 = arith.extf %arg4 : bf16 to f32
      %8 = arith.extf %arg5 : bf16 to f32
      %9 = arith.mulf %7, %8 : f32
      fuse.yield %9 : f32
    }
    %3 = arith.truncf %2 : f32 to bf16
    %4 = arith.extf %3 : bf16 to f32
    %5 = arith.extf %arg3 : bf16 to f32
    %6 = arith.mulf %4, %5 : f32
    fuse.yield %6 : f32
  }
  %1 = fuse.aggregate #fuse.add dims [i = 256, j = 128] reduce [] ins(%0 : tensor<256x128xf32>) maps [#map3] -> tensor<256x128xbf16> {
  ^bb0(%arg3: f32):
    %2 = arith.truncf %arg3 : f32 to bf16
    fuse.yield %2 : bf16
  }
  return %1 : tensor<256x128xbf16>
}

// -----

// d = 64 with 8192 queries and keys: warp-specialized with three consumer
// warpgroups (192 query rows per CTA; 1.01-1.12x the overlapped kernel at
// N = 8192 / 16384, bench/results/2026-11-25-h100-run86-87-planner-d64.md).
// 512 threads start at 128 registers; the producer warpgroup gives them up
// (keeping 24), the consumers take 160. Causal, they issue in turn on named
// barriers 2, 3, 4 (each bar.arrive on the next group's; 0.97x without the
// turns); not causal they issue without turns (three_groups_d64 below). One
// CTA per tile (the persistent grid ran slower: causal 0.80-0.88x, not
// causal 0.96-0.97x): grid = ceil(8192 / 192) = 43 query tiles. Turns and
// grid: bench/results/2026-11-26-h100-run90-95-causal-persistent.md and
// bench/results/2026-11-26-h100-run144-155-causal-turns-d64.md. Shared
// memory: 1 KiB + Q 192x64 + 2 x K 128x64 + 2 x V 128x64 + 64 bytes of
// mbarriers = 91200.
// SELECT-LABEL: func @long_d64_causal
// SELECT: fuse.kernel_config = #fuse.kernel_config<"online_softmax_wgmma_ws", warps = 12, m_tiles = 1, keys = 128, stages = 2, q_in_registers = false>
// BUILT: name = "long_d64_causal_0_weighted_softmax", grid = [43, 1, 1], block = [512, 1, 1], shared_bytes = 91200
// BUILT-LABEL: gpu.func @long_d64_causal_0_weighted_softmax
// BUILT-SAME: nvvm.maxntid = array<i32: 512, 1, 1>
// BUILT: nvvm.setmaxregister  decrease 24
// BUILT: } else {
// BUILT-NEXT: nvvm.setmaxregister  increase 160
// BUILT: nvvm.barrier.arrive id = {{.*}} number_of_threads = %c256_i32
// BUILT: scf.for
// BUILT: nvvm.barrier id = {{.*}} number_of_threads = %c256_i32
// BUILT: nvvm.wgmma.mma_async {{.*}}, <m = 64, n = 128, k = 16>
// BUILT: nvvm.barrier.arrive id
func.func @long_d64_causal(%arg0: tensor<1x8192x64xbf16>, %arg1: tensor<1x8192x64xbf16>, %arg2: tensor<1x8192x64xbf16>) -> tensor<1x8192x64xbf16> {
  %cst = arith.constant 0.000000e+00 : f32
  %cst_0 = arith.constant 0xFF800000 : f32
  %cst_1 = arith.constant 1.250000e-01 : f32
  %0:3 = fuse.aggregate #fuse.weighted_softmax dims [b0 = 1, i = 8192, j = 64, k = 8192] reduce [k] ins(%arg2 : tensor<1x8192x64xbf16>) maps [affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>] -> tensor<1x8192x64xf32>, tensor<1x8192x64xf32>, tensor<1x8192x64xf32> {
  ^bb0(%arg3: bf16):
    %2 = fuse.reduce #fuse.add dims [k_r = 64] ins(%arg0, %arg1 : tensor<1x8192x64xbf16>, tensor<1x8192x64xbf16>) maps [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d4)>] -> f32 {
    ^bb0(%arg4: bf16, %arg5: bf16):
      %4 = arith.extf %arg4 : bf16 to f32
      %5 = arith.extf %arg5 : bf16 to f32
      %6 = arith.mulf %4, %5 : f32
      %7 = arith.mulf %6, %cst_1 : f32
      fuse.yield %7 : f32
    }
    %3 = arith.extf %arg3 : bf16 to f32
    %8 = fuse.index 1 : index
    %9 = fuse.index 3 : index
    %10 = arith.cmpi ugt, %9, %8 : index
    %11 = arith.select %10, %cst_0, %2 : f32
    fuse.yield %11, %3 : f32, f32
  }
  %1 = fuse.aggregate #fuse.add dims [b0 = 1, i = 8192, j = 64] reduce [] ins(%0#0, %0#1, %0#2 : tensor<1x8192x64xf32>, tensor<1x8192x64xf32>, tensor<1x8192x64xf32>) maps [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>] -> tensor<1x8192x64xbf16> {
  ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
    %2 = arith.divf %arg5, %arg4 : f32
    %3 = arith.cmpf oeq, %arg3, %cst_0 : f32
    %4 = arith.select %3, %cst, %2 : f32
    %5 = arith.truncf %4 : f32 to bf16
    fuse.yield %5 : bf16
  }
  return %1 : tensor<1x8192x64xbf16>
}

// -----

// Causal with up to 4096 keys: persistent too (cost::persistentTiles). The
// tiles differ in length, so both roles carry the ring's block count across
// tiles (scf.for iter_args); a CTA takes tile k G + c in even rounds and
// k G + G - 1 - c in odd ones (snake order, G = grid x), each head's row
// blocks longest first. Grid: min(2 heads x 4 row blocks, 132). The
// producer (its lane elected, its tile and copy loops over i32) carries the
// tile loop and keeps 32 registers, the consumers 232 (AttentionKernel.h:
// 24 / 240 measured slower). As without the mask, tile k's Q
// goes to Q buffer k mod 2 (1 KiB + 2 x Q + 2 x (K, V) + 96 bytes of
// mbarriers = 197728) and the consumers' turns (kept here, one tile per
// CTA: ping-pong, bar.sync / bar.arrive on named barriers of 256 threads)
// run on across tiles: after the first tile a tile's first S is issued in
// the warpgroup's turn, its other blocks' S and P V too. Each tile's
// blocks are counted from its own bound.
// SELECT-LABEL: func @causal_tiles
// SELECT: fuse.kernel_config = #fuse.kernel_config<"online_softmax_wgmma_ws", warps = 8, m_tiles = 1, keys = 128, stages = 2, q_in_registers = false, persistent = true>
// BUILT: name = "causal_tiles_0_weighted_softmax", grid = [8, 1, 1], block = [384, 1, 1], shared_bytes = 197728
// BUILT-LABEL: gpu.func @causal_tiles_0_weighted_softmax
// BUILT: nvvm.setmaxregister  decrease 32
// BUILT: nvvm.elect.sync
// BUILT: %[[BID:.*]] = gpu.block_id  x
// BUILT: %[[G:.*]] = gpu.grid_dim  x
// BUILT: %[[FULL:.*]] = arith.divui %{{.*}}, %[[G]] : index
// BUILT: %[[LEFT:.*]] = arith.remui %{{.*}}, %[[G]] : index
// BUILT: %[[REV:.*]] = arith.subi %[[G2:.*]], %[[BID2:.*]] : index
// BUILT: %[[MIRROR:.*]] = arith.subi %[[REV]], %{{.*}} : index
// BUILT: %[[POS:.*]] = arith.select %{{.*}}, %[[BID2]], %[[MIRROR]] : index
// BUILT: arith.cmpi ult, %[[POS]], %[[LEFT]] : index
// BUILT: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[RING:.*]] = %{{.*}}) -> (i32)  : i32 {
// BUILT: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}}  : i32 {
// BUILT: cp.async.bulk.tensor.4d
// BUILT: scf.yield %{{.*}} : i32
// BUILT: nvvm.setmaxregister  increase 232
// BUILT: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%{{.*}} = %{{.*}}) -> (index) {
// BUILT: nvvm.barrier id = {{.*}} number_of_threads = %c256_i32
// BUILT-COUNT-8: nvvm.wgmma.mma_async
// BUILT: nvvm.wgmma.commit.group.sync.aligned
// BUILT: nvvm.barrier.arrive id
// BUILT: scf.for
// BUILT: nvvm.barrier id = {{.*}} number_of_threads = %c256_i32
// BUILT-COUNT-8: nvvm.wgmma.mma_async
// BUILT: wgmma.mma_async.sync.aligned.m64n128k16
// BUILT: nvvm.wgmma.commit.group.sync.aligned
// BUILT: nvvm.barrier.arrive id
// BUILT: scf.yield %{{.*}} : index
func.func @causal_tiles(%arg0: tensor<1x2x512x128xbf16>, %arg1: tensor<1x2x512x128xbf16>, %arg2: tensor<1x2x512x128xbf16>) -> tensor<1x2x512x128xbf16> {
  %cst = arith.constant 0.000000e+00 : f32
  %cst_0 = arith.constant 0.0883883461 : f32
  %cst_1 = arith.constant 0xFF800000 : f32
  %0:3 = fuse.aggregate #fuse.weighted_softmax dims [b0 = 1, b1 = 2, i = 512, j = 128, k = 512] reduce [k] ins(%arg2 : tensor<1x2x512x128xbf16>) maps [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>] -> tensor<1x2x512x128xf32>, tensor<1x2x512x128xf32>, tensor<1x2x512x128xf32> {
  ^bb0(%arg3: bf16):
    %2 = fuse.reduce #fuse.add dims [k_r = 128] ins(%arg0, %arg1 : tensor<1x2x512x128xbf16>, tensor<1x2x512x128xbf16>) maps [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d4, d5)>] -> f32 {
    ^bb0(%arg4: bf16, %arg5: bf16):
      %8 = arith.extf %arg4 : bf16 to f32
      %9 = arith.extf %arg5 : bf16 to f32
      %10 = arith.mulf %8, %9 : f32
      %11 = arith.mulf %10, %cst_0 : f32
      fuse.yield %11 : f32
    }
    %3 = fuse.index 2 : index
    %4 = fuse.index 4 : index
    %5 = arith.cmpi ugt, %4, %3 : index
    %6 = arith.select %5, %cst_1, %2 : f32
    %7 = arith.extf %arg3 : bf16 to f32
    fuse.yield %6, %7 : f32, f32
  }
  %1 = fuse.aggregate #fuse.add dims [b0 = 1, b1 = 2, i = 512, j = 128] reduce [] ins(%0#0, %0#1, %0#2 : tensor<1x2x512x128xf32>, tensor<1x2x512x128xf32>, tensor<1x2x512x128xf32>) maps [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>] -> tensor<1x2x512x128xbf16> {
  ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
    %2 = arith.divf %arg5, %arg4 : f32
    %3 = arith.cmpf oeq, %arg3, %cst_1 : f32
    %4 = arith.select %3, %cst, %2 : f32
    %5 = arith.truncf %4 : f32 to bf16
    fuse.yield %5 : bf16
  }
  return %1 : tensor<1x2x512x128xbf16>
}

// -----

// Causal with O 129 to 192 columns wide: persistent at any length, its
// tiles handed out at run time (cost::dynamicTiles). The producer starts
// with tile blockIdx.x and claims the next by an atomic add on the
// kernel's counter (claim c: tile c + gridDim.x; the launch's last claim,
// numTiles - 1 = 7, zeroes it again), writes each tile's number in its
// slot k mod 2 (global, counters[1 + 2 blockIdx.x + k mod 2]: racecheck
// does not see a shared slot's mbarrier ordering) and loads its Q; past
// the last tile it writes the end into the slot and arrives on Q full
// without a copy. The consumers read the slot once Q full completes and
// stop at the end. 96-key blocks; the producer (its elected lane, i32
// counters) keeps 40 registers, the consumers 232. The manifest gets a
// counters argument: the counter and 2 slots for each of the 8 CTAs.
// Above d_v = 128 the consumers issue without ping-pong turns (ping_pong
// = false), causal too.
// SELECT-LABEL: func @dynamic_tiles
// SELECT: fuse.kernel_config = #fuse.kernel_config<"online_softmax_wgmma_ws", warps = 8, m_tiles = 1, keys = 96, stages = 2, q_in_registers = false, persistent = true, dynamic_tiles = true, ping_pong = false>
// BUILT: name = "dynamic_tiles_0_weighted_softmax", grid = [8, 1, 1], block = [384, 1, 1], shared_bytes = {{[0-9]+}}, args = [{{.*}}box = [1, 1, 96, 64]{{.*}}<counters = 17>]
// BUILT-LABEL: gpu.func @dynamic_tiles_0_weighted_softmax
// BUILT: nvvm.setmaxregister  decrease 40
// BUILT: nvvm.elect.sync
// BUILT: %[[BID:.*]] = gpu.block_id  x
// BUILT: %[[BID32:.*]] = arith.index_cast %[[BID]] : index to i32
// BUILT: scf.while (%{{.*}} = %{{.*}}, %{{.*}} = %[[BID32]], %{{.*}} = %{{.*}}) : (i32, i32, i32) -> (i32, i32, i32) {
// BUILT: arith.cmpi ult, %{{.*}}, %c8{{.*}} : i32
// BUILT: scf.condition
// BUILT: ^bb0(%[[KI32:[a-z0-9]+]]: i32
// BUILT: %[[K:.*]] = arith.index_castui %[[KI32]] : i32 to index
// BUILT: %[[PARITY:.*]] = arith.remui %[[K]], %c2{{.*}} : index
// BUILT: %[[AFTER:.*]] = arith.addi %[[PARITY]], %c1{{.*}} : index
// BUILT: %[[BID2:.*]] = gpu.block_id  x
// BUILT: %[[TWICE:.*]] = arith.muli %[[BID2]], %c2{{.*}} : index
// BUILT: %[[INDEX:.*]] = arith.addi %[[TWICE]], %[[AFTER]] : index
// BUILT: %[[BYTES:.*]] = arith.muli %[[INDEX]], %c4{{.*}} : index
// BUILT: %[[SLOTS:.*]] = memref.extract_aligned_pointer_as_index %[[COUNTERS:.*]] : memref<17xi32> -> index
// BUILT: %[[ADDR:.*]] = arith.addi %[[SLOTS]], %[[BYTES]] : index
// BUILT: %[[ADDR64:.*]] = arith.index_castui %[[ADDR]] : index to i64
// BUILT: %[[SLOT:.*]] = llvm.inttoptr %[[ADDR64]] : i64 to !llvm.ptr<1>
// BUILT: llvm.store volatile %{{.*}}, %[[SLOT]] {alignment = 4 : i64} : i32, !llvm.ptr<1>
// BUILT: cp.async.bulk.tensor.4d
// BUILT: %[[CLAIM:.*]] = memref.atomic_rmw addi %{{.*}}, %[[COUNTERS]][%{{.*}}] : (i32, memref<17xi32>) -> i32
// BUILT: arith.cmpi eq, %[[CLAIM]], %c7_i32 : i32
// BUILT: memref.store %{{.*}}, %[[COUNTERS]][%{{.*}}] : memref<17xi32>
// BUILT: llvm.store volatile %{{.*}}, %{{.*}} {alignment = 4 : i64} : i32, !llvm.ptr<1>
// BUILT: nvvm.mbarrier.arrive
// BUILT: nvvm.setmaxregister  increase 232
// BUILT: scf.while
// BUILT: nvvm.mbarrier.try_wait.parity
// BUILT: llvm.load volatile %{{.*}} {alignment = 4 : i64} : !llvm.ptr<1> -> i32
// BUILT: scf.condition
// BUILT: wgmma.mma_async
func.func @dynamic_tiles(%arg0: tensor<1x2x512x192xbf16>, %arg1: tensor<1x2x512x192xbf16>, %arg2: tensor<1x2x512x192xbf16>) -> tensor<1x2x512x192xbf16> {
  %cst = arith.constant 0.000000e+00 : f32
  %cst_0 = arith.constant 0.0721687824 : f32
  %cst_1 = arith.constant 0xFF800000 : f32
  %0:3 = fuse.aggregate #fuse.weighted_softmax dims [b0 = 1, b1 = 2, i = 512, j = 192, k = 512] reduce [k] ins(%arg2 : tensor<1x2x512x192xbf16>) maps [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>] -> tensor<1x2x512x192xf32>, tensor<1x2x512x192xf32>, tensor<1x2x512x192xf32> {
  ^bb0(%arg3: bf16):
    %2 = fuse.reduce #fuse.add dims [k_r = 192] ins(%arg0, %arg1 : tensor<1x2x512x192xbf16>, tensor<1x2x512x192xbf16>) maps [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d4, d5)>] -> f32 {
    ^bb0(%arg4: bf16, %arg5: bf16):
      %8 = arith.extf %arg4 : bf16 to f32
      %9 = arith.extf %arg5 : bf16 to f32
      %10 = arith.mulf %8, %9 : f32
      %11 = arith.mulf %10, %cst_0 : f32
      fuse.yield %11 : f32
    }
    %3 = fuse.index 2 : index
    %4 = fuse.index 4 : index
    %5 = arith.cmpi ugt, %4, %3 : index
    %6 = arith.select %5, %cst_1, %2 : f32
    %7 = arith.extf %arg3 : bf16 to f32
    fuse.yield %6, %7 : f32, f32
  }
  %1 = fuse.aggregate #fuse.add dims [b0 = 1, b1 = 2, i = 512, j = 192] reduce [] ins(%0#0, %0#1, %0#2 : tensor<1x2x512x192xf32>, tensor<1x2x512x192xf32>, tensor<1x2x512x192xf32>) maps [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>] -> tensor<1x2x512x192xbf16> {
  ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
    %2 = arith.divf %arg5, %arg4 : f32
    %3 = arith.cmpf oeq, %arg3, %cst_1 : f32
    %4 = arith.select %3, %cst, %2 : f32
    %5 = arith.truncf %4 : f32 to bf16
    fuse.yield %5 : bf16
  }
  return %1 : tensor<1x2x512x192xbf16>
}

// -----

// Causal with more than 4096 keys, d = 128: one CTA per tile (not
// persistent), and no ping-pong turns: the consumer warpgroups issue their
// MMAs as they go (ping_pong = false: the turns ran 0.98x at 8192 keys,
// cost::chooseOnlineSoftmaxConfig). No named barrier between the
// consumers' register increase and the kernel's end. The key loop after
// the first block is two loops split at the first block the diagonal
// crosses (keyBlockLoops): the blocks below it without the mask's
// compare, the rest with it; no branch per block.
// SELECT-LABEL: func @causal_one_cta_per_tile
// SELECT: fuse.kernel_config = #fuse.kernel_config<"online_softmax_wgmma_ws", warps = 8, m_tiles = 1, keys = 128, stages = 2, q_in_registers = false, ping_pong = false>
// BUILT-LABEL: gpu.func @causal_one_cta_per_tile_0_weighted_softmax
// BUILT: nvvm.setmaxregister  increase 240
// BUILT-NOT: nvvm.barrier id
// BUILT-NOT: nvvm.barrier.arrive id
// BUILT: %[[SPLIT:.*]] = arith.maxsi %c1{{.*}}, %{{.*}} : index
// BUILT: %[[FAST:.*]]:100 = scf.for %{{.*}} = %c1{{.*}} to %[[SPLIT]] step
// BUILT-NOT: arith.cmpi ugt
// BUILT-NOT: nvvm.barrier id
// BUILT: scf.for %{{.*}} = %[[SPLIT]] to %{{.*}} step %{{.*}} iter_args(%{{.*}} = %[[FAST]]#0,
// BUILT: arith.cmpi ugt
// BUILT-NOT: nvvm.barrier id
// BUILT-NOT: nvvm.barrier.arrive id
// BUILT: gpu.return
func.func @causal_one_cta_per_tile(%arg0: tensor<1x2x8192x128xbf16>, %arg1: tensor<1x2x8192x128xbf16>, %arg2: tensor<1x2x8192x128xbf16>) -> tensor<1x2x8192x128xbf16> {
  %cst = arith.constant 0.000000e+00 : f32
  %cst_0 = arith.constant 0.0883883461 : f32
  %cst_1 = arith.constant 0xFF800000 : f32
  %0:3 = fuse.aggregate #fuse.weighted_softmax dims [b0 = 1, b1 = 2, i = 8192, j = 128, k = 8192] reduce [k] ins(%arg2 : tensor<1x2x8192x128xbf16>) maps [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>] -> tensor<1x2x8192x128xf32>, tensor<1x2x8192x128xf32>, tensor<1x2x8192x128xf32> {
  ^bb0(%arg3: bf16):
    %2 = fuse.reduce #fuse.add dims [k_r = 128] ins(%arg0, %arg1 : tensor<1x2x8192x128xbf16>, tensor<1x2x8192x128xbf16>) maps [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d4, d5)>] -> f32 {
    ^bb0(%arg4: bf16, %arg5: bf16):
      %8 = arith.extf %arg4 : bf16 to f32
      %9 = arith.extf %arg5 : bf16 to f32
      %10 = arith.mulf %8, %9 : f32
      %11 = arith.mulf %10, %cst_0 : f32
      fuse.yield %11 : f32
    }
    %3 = fuse.index 2 : index
    %4 = fuse.index 4 : index
    %5 = arith.cmpi ugt, %4, %3 : index
    %6 = arith.select %5, %cst_1, %2 : f32
    %7 = arith.extf %arg3 : bf16 to f32
    fuse.yield %6, %7 : f32, f32
  }
  %1 = fuse.aggregate #fuse.add dims [b0 = 1, b1 = 2, i = 8192, j = 128] reduce [] ins(%0#0, %0#1, %0#2 : tensor<1x2x8192x128xf32>, tensor<1x2x8192x128xf32>, tensor<1x2x8192x128xf32>) maps [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>] -> tensor<1x2x8192x128xbf16> {
  ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
    %2 = arith.divf %arg5, %arg4 : f32
    %3 = arith.cmpf oeq, %arg3, %cst_1 : f32
    %4 = arith.select %3, %cst, %2 : f32
    %5 = arith.truncf %4 : f32 to bf16
    fuse.yield %5 : bf16
  }
  return %1 : tensor<1x2x8192x128xbf16>
}

// -----

// Causal on the persistent grid (16 heads x 16 tiles of 128 rows, more
// than the SMs; 16 key blocks at most): without the turns since the
// mask's blocks have a loop of their own (d = 128 at 2048 keys 1.02x,
// bench/results/2026-11-27-h100-run156-165-mask-loop.md). Each tile's key loop is split as on one CTA per tile: the
// blocks below the diagonal, then the rest with the mask's compare.
// SELECT-LABEL: func @causal_tiles_no_turns
// SELECT: fuse.kernel_config = #fuse.kernel_config<"online_softmax_wgmma_ws", warps = 8, m_tiles = 1, keys = 128, stages = 2, q_in_registers = false, persistent = true, ping_pong = false>
// BUILT-LABEL: gpu.func @causal_tiles_no_turns_0_weighted_softmax
// BUILT: nvvm.setmaxregister  decrease
// BUILT-NOT: nvvm.barrier id
// BUILT-NOT: nvvm.barrier.arrive id
// BUILT: %[[SPLIT:.*]] = arith.maxsi %c1{{.*}}, %{{.*}} : index
// BUILT: %[[FAST:.*]]:{{[0-9]+}} = scf.for %{{.*}} = %c1{{.*}} to %[[SPLIT]] step
// BUILT-NOT: arith.cmpi ugt
// BUILT-NOT: nvvm.barrier id
// BUILT: scf.for %{{.*}} = %[[SPLIT]] to %{{.*}} step %{{.*}} iter_args(%{{.*}} = %[[FAST]]#0,
// BUILT: arith.cmpi ugt
// BUILT-NOT: nvvm.barrier id
// BUILT-NOT: nvvm.barrier.arrive id
// BUILT: gpu.return
func.func @causal_tiles_no_turns(%arg0: tensor<1x16x2048x128xbf16>, %arg1: tensor<1x16x2048x128xbf16>, %arg2: tensor<1x16x2048x128xbf16>) -> tensor<1x16x2048x128xbf16> {
  %cst = arith.constant 0.000000e+00 : f32
  %cst_0 = arith.constant 0.0883883461 : f32
  %cst_1 = arith.constant 0xFF800000 : f32
  %0:3 = fuse.aggregate #fuse.weighted_softmax dims [b0 = 1, b1 = 16, i = 2048, j = 128, k = 2048] reduce [k] ins(%arg2 : tensor<1x16x2048x128xbf16>) maps [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>] -> tensor<1x16x2048x128xf32>, tensor<1x16x2048x128xf32>, tensor<1x16x2048x128xf32> {
  ^bb0(%arg3: bf16):
    %2 = fuse.reduce #fuse.add dims [k_r = 128] ins(%arg0, %arg1 : tensor<1x16x2048x128xbf16>, tensor<1x16x2048x128xbf16>) maps [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d4, d5)>] -> f32 {
    ^bb0(%arg4: bf16, %arg5: bf16):
      %8 = arith.extf %arg4 : bf16 to f32
      %9 = arith.extf %arg5 : bf16 to f32
      %10 = arith.mulf %8, %9 : f32
      %11 = arith.mulf %10, %cst_0 : f32
      fuse.yield %11 : f32
    }
    %3 = fuse.index 2 : index
    %4 = fuse.index 4 : index
    %5 = arith.cmpi ugt, %4, %3 : index
    %6 = arith.select %5, %cst_1, %2 : f32
    %7 = arith.extf %arg3 : bf16 to f32
    fuse.yield %6, %7 : f32, f32
  }
  %1 = fuse.aggregate #fuse.add dims [b0 = 1, b1 = 16, i = 2048, j = 128] reduce [] ins(%0#0, %0#1, %0#2 : tensor<1x16x2048x128xf32>, tensor<1x16x2048x128xf32>, tensor<1x16x2048x128xf32>) maps [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>] -> tensor<1x16x2048x128xbf16> {
  ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
    %2 = arith.divf %arg5, %arg4 : f32
    %3 = arith.cmpf oeq, %arg3, %cst_1 : f32
    %4 = arith.select %3, %cst, %2 : f32
    %5 = arith.truncf %4 : f32 to bf16
    fuse.yield %5 : bf16
  }
  return %1 : tensor<1x16x2048x128xbf16>
}

// -----

// d = 64 not causal from 3072 queries and keys on a grid eight or more
// waves deep (64 heads x 17 tiles of 192 rows on 132 SMs): three consumer
// warpgroups (12 warps), one CTA per tile, no ping-pong turns
// (cost::threeConsumerGroups; the persistent grid and the turns ran
// slower, bench/results/2026-11-26-h100-run144-155-causal-turns-d64.md). The consumers take 160 registers each.
// SELECT-LABEL: func @three_groups_d64
// SELECT: fuse.kernel_config = #fuse.kernel_config<"online_softmax_wgmma_ws", warps = 12, m_tiles = 1, keys = 128, stages = 2, q_in_registers = false, ping_pong = false>
// BUILT: name = "three_groups_d64_0_weighted_softmax", grid = [17, 64, 1], block = [512, 1, 1]
// BUILT-LABEL: gpu.func @three_groups_d64_0_weighted_softmax
// BUILT: nvvm.setmaxregister  increase 160
// BUILT-NOT: nvvm.barrier id
// BUILT-NOT: nvvm.barrier.arrive id
// BUILT: gpu.return
func.func @three_groups_d64(%arg0: tensor<1x64x3200x64xbf16>, %arg1: tensor<1x64x3200x64xbf16>, %arg2: tensor<1x64x3200x64xbf16>) -> tensor<1x64x3200x64xbf16> {
  %cst = arith.constant 0.000000e+00 : f32
  %cst_0 = arith.constant 1.250000e-01 : f32
  %cst_1 = arith.constant 0xFF800000 : f32
  %0:3 = fuse.aggregate #fuse.weighted_softmax dims [b0 = 1, b1 = 64, i = 3200, j = 64, k = 3200] reduce [k] ins(%arg2 : tensor<1x64x3200x64xbf16>) maps [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>] -> tensor<1x64x3200x64xf32>, tensor<1x64x3200x64xf32>, tensor<1x64x3200x64xf32> {
  ^bb0(%arg3: bf16):
    %2 = fuse.reduce #fuse.add dims [k_r = 64] ins(%arg0, %arg1 : tensor<1x64x3200x64xbf16>, tensor<1x64x3200x64xbf16>) maps [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d4, d5)>] -> f32 {
    ^bb0(%arg4: bf16, %arg5: bf16):
      %8 = arith.extf %arg4 : bf16 to f32
      %9 = arith.extf %arg5 : bf16 to f32
      %10 = arith.mulf %8, %9 : f32
      %11 = arith.mulf %10, %cst_0 : f32
      fuse.yield %11 : f32
    }
    %7 = arith.extf %arg3 : bf16 to f32
    fuse.yield %2, %7 : f32, f32
  }
  %1 = fuse.aggregate #fuse.add dims [b0 = 1, b1 = 64, i = 3200, j = 64] reduce [] ins(%0#0, %0#1, %0#2 : tensor<1x64x3200x64xf32>, tensor<1x64x3200x64xf32>, tensor<1x64x3200x64xf32>) maps [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>] -> tensor<1x64x3200x64xbf16> {
  ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
    %2 = arith.divf %arg5, %arg4 : f32
    %3 = arith.cmpf oeq, %arg3, %cst_1 : f32
    %4 = arith.select %3, %cst, %2 : f32
    %5 = arith.truncf %4 : f32 to bf16
    fuse.yield %5 : bf16
  }
  return %1 : tensor<1x64x3200x64xbf16>
}

// -----

// Stream-K (not causal, 12 heads x 16 row blocks = 192 tiles on 132 SMs:
// whole tiles would leave 72 of two rounds' 264 CTA slots empty): each
// CTA runs whole tiles in the rounds before the last two (none here),
// then an equal share of the rest's key blocks, tile by tile. A tile cut
// between two CTAs: the one that ran its last blocks (lb > 0) stores its
// state into the counters buffer and sets its warps' flags; the one that
// ran its first blocks and ends inside it (ub < 16) polls the next CTA's
// flag, resets it and folds that state in (two rescales by 2^x; a loop
// over the CTAs whose shares start inside the tile, here one). The
// counters: 132 CTAs x 8 warps of flags (1056), then 132 x 68 values x
// 256 threads. The producer keeps 40 registers, the consumers 232.
// SELECT-LABEL: func @stream_k
// SELECT: fuse.kernel_config = #fuse.kernel_config<"online_softmax_wgmma_ws", warps = 8, m_tiles = 1, keys = 128, stages = 2, q_in_registers = false, persistent = true, stream_k = true, ping_pong = false>
// BUILT: name = "stream_k_0_weighted_softmax", grid = [132, 1, 1], block = [384, 1, 1], shared_bytes = {{[0-9]+}}, args = [{{.*}}<counters = 2298912>]
// BUILT-LABEL: gpu.func @stream_k_0_weighted_softmax
// BUILT: nvvm.setmaxregister  decrease 40
// BUILT: scf.for %{{.*}} = %c0{{.*}} to %{{.*}} step %c1{{.*}} iter_args(%{{.*}} = %c0{{.*}}) -> (i32)  : i32 {
// BUILT: cp.async.bulk.tensor.4d
// BUILT: nvvm.setmaxregister  increase 232
// BUILT: scf.for
// BUILT: wgmma.mma_async
// BUILT: %[[CUT:.*]] = arith.cmpi ugt, %{{.*}}, %c0{{.*}} : index
// BUILT: scf.if %[[CUT]] {
// BUILT: arith.bitcast %{{.*}} : f32 to i32
// BUILT: memref.store %{{.*}}, %{{.*}}[%{{.*}}] : memref<2298912xi32>
// BUILT: llvm.fence syncscope("device") acq_rel
// BUILT-NEXT: arith.constant -1 : i32
// BUILT-NEXT: nvvm.bar.warp.sync
// BUILT: memref.atomic_rmw assign %{{.*}}, %{{.*}}[%{{.*}}] : (i32, memref<2298912xi32>) -> i32
// BUILT: } else {
// BUILT: %[[OWNS:.*]] = arith.cmpi ult, %{{.*}}, %c16{{.*}} : index
// BUILT: scf.if %[[OWNS]] -> (f32,
// BUILT: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args({{.*}}) -> (f32,
// BUILT: scf.while
// BUILT: memref.atomic_rmw addi
// BUILT: scf.condition
// BUILT: llvm.fence syncscope("device") acq_rel
// BUILT: memref.store %c0_i32, %{{.*}}[%{{.*}}] : memref<2298912xi32>
// BUILT: nvvm.bar.warp.sync
// BUILT: %[[LOADED:.*]] = memref.load %{{.*}}[%{{.*}}] : memref<2298912xi32>
// BUILT: %[[OTHER:.*]] = arith.bitcast %[[LOADED]] : i32 to f32
// BUILT: arith.maximumf %{{.*}}, %[[OTHER]] : f32
// BUILT: llvm.nvvm.ex2.approx.ftz.f32
// BUILT: llvm.nvvm.ex2.approx.ftz.f32
// BUILT: llvm.intr.fma
func.func @stream_k(%arg0: tensor<1x12x2048x128xbf16>, %arg1: tensor<1x12x2048x128xbf16>, %arg2: tensor<1x12x2048x128xbf16>) -> tensor<1x12x2048x128xbf16> {
  %cst = arith.constant 0.000000e+00 : f32
  %cst_0 = arith.constant 0.0883883461 : f32
  %cst_1 = arith.constant 0xFF800000 : f32
  %0:3 = fuse.aggregate #fuse.weighted_softmax dims [b0 = 1, b1 = 12, i = 2048, j = 128, k = 2048] reduce [k] ins(%arg2 : tensor<1x12x2048x128xbf16>) maps [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>] -> tensor<1x12x2048x128xf32>, tensor<1x12x2048x128xf32>, tensor<1x12x2048x128xf32> {
  ^bb0(%arg3: bf16):
    %2 = fuse.reduce #fuse.add dims [k_r = 128] ins(%arg0, %arg1 : tensor<1x12x2048x128xbf16>, tensor<1x12x2048x128xbf16>) maps [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d4, d5)>] -> f32 {
    ^bb0(%arg4: bf16, %arg5: bf16):
      %8 = arith.extf %arg4 : bf16 to f32
      %9 = arith.extf %arg5 : bf16 to f32
      %10 = arith.mulf %8, %9 : f32
      %11 = arith.mulf %10, %cst_0 : f32
      fuse.yield %11 : f32
    }
    %3 = arith.extf %arg3 : bf16 to f32
    fuse.yield %2, %3 : f32, f32
  }
  %1 = fuse.aggregate #fuse.add dims [b0 = 1, b1 = 12, i = 2048, j = 128] reduce [] ins(%0#0, %0#1, %0#2 : tensor<1x12x2048x128xf32>, tensor<1x12x2048x128xf32>, tensor<1x12x2048x128xf32>) maps [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>] -> tensor<1x12x2048x128xbf16> {
  ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
    %2 = arith.divf %arg5, %arg4 : f32
    %3 = arith.cmpf oeq, %arg3, %cst_1 : f32
    %4 = arith.select %3, %cst, %2 : f32
    %5 = arith.truncf %4 : f32 to bf16
    fuse.yield %5 : bf16
  }
  return %1 : tensor<1x12x2048x128xbf16>
}
