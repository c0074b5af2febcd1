// fuse-select-kernel-config records the tensor-core GEMM's strategy and
// tiles (#fuse.gemm_config, from fusec::cost::chooseGemmConfig), split-k's
// split count, and the untiled kernel of every other aggregate that is its
// own kernel (#fuse.untiled_config); an elementwise epilogue fused into a
// kernel gets none. A config set by hand is kept, and convert-fuse-to-gpu
// builds exactly it.
// RUN: fuse-opt %s -split-input-file --fuse-generalize --fuse-split-k --fuse-select-kernel-config | FileCheck %s --check-prefix=SELECT
// RUN: fuse-opt %s -split-input-file --fuse-generalize --fuse-split-k --fuse-select-kernel-config --convert-fuse-to-gpu="arch=sm_90a" | FileCheck %s --check-prefix=BUILT

// sm_90a, both operands TMA boxes: warp-specialized, two consumer
// warpgroups and a producer, 128 x 256 x 64 tiles, 4 stages, one k block of
// wgmma in flight: 1 KiB + 4 x (128 + 256) x 64 bf16 + 4 x 2 mbarriers =
// 197696 bytes. The truncation to bf16 is the GEMM's epilogue: no kernel,
// no config.
// SELECT: fusec.kernels = [#fuse.kernel_record<location = "{{.*}}", function = "gemm", config = #fuse.gemm_config<"gemm_wgmma_ws", tile_m = 128, tile_n = 256, tile_k = 64, stages = 4, warps = 8, overlap = true, splits = 1>, precision = "bf16">]
// SELECT-LABEL: func @gemm
// SELECT: fuse.kernel_config = #fuse.gemm_config<"gemm_wgmma_ws", tile_m = 128, tile_n = 256, tile_k = 64, stages = 4, warps = 8, overlap = true, splits = 1>
// SELECT-NOT: kernel_config
// SELECT: return
// BUILT: name = "gemm_0_add", grid = [32, 16, 1], block = [384, 1, 1], shared_bytes = 197696
// BUILT: nvvm.wgmma.mma_async {{.*}} <m = 64, n = 256, k = 16>
func.func @gemm(%a: tensor<4096x512xbf16>, %b: tensor<512x4096xbf16>) -> tensor<4096x4096xbf16> {
  %c = fuse.matmul %a, %b : tensor<4096x512xbf16>, tensor<512x4096xbf16> -> tensor<4096x4096xbf16>
  return %c : tensor<4096x4096xbf16>
}

// -----

// A grid of few tiles: 128 x 256 tiles would leave most SMs idle (4 CTAs
// on 132 SMs, one wave); 128 x 128 tiles (8 CTAs, still one wave) take
// about two thirds of the time each, with six stages: 1 KiB + 6 x (128 +
// 128) x 64 bf16 + 6 x 2 mbarriers.
// SELECT: fusec.kernels = [#fuse.kernel_record<location = "{{.*}}", function = "few_ctas", config = #fuse.gemm_config<"gemm_wgmma_ws", tile_m = 128, tile_n = 128, tile_k = 64, stages = 6, warps = 8, overlap = true, splits = 1>, precision = "bf16">]
// BUILT: name = "few_ctas_0_add", grid = [2, 4, 1], block = [384, 1, 1], shared_bytes = 197728
// BUILT: nvvm.wgmma.mma_async {{.*}} <m = 64, n = 128, k = 16>
func.func @few_ctas(%a: tensor<256x512xbf16>, %b: tensor<512x512xbf16>) -> tensor<256x512xbf16> {
  %c = fuse.matmul %a, %b : tensor<256x512xbf16>, tensor<512x512xbf16> -> tensor<256x512xbf16>
  return %c : tensor<256x512xbf16>
}

// -----

// By hand on sm_90a: one warpgroup, 64 x 128 tiles, three stages without
// overlap: 1 KiB + 3 x (64 + 128) x 64 bf16 = 74752 bytes, 128 threads,
// wgmma m64n128.
// SELECT-LABEL: func @by_hand
// SELECT: #fuse.gemm_config<"gemm_wgmma", tile_m = 64, tile_n = 128, tile_k = 64, stages = 3, warps = 4, overlap = false, splits = 1>
// BUILT: name = "by_hand_0_add", grid = [4, 4, 1], block = [128, 1, 1], shared_bytes = 74752
// BUILT: nvvm.wgmma.mma_async {{.*}} <m = 64, n = 128, k = 16>
func.func @by_hand(%a: tensor<256x512xbf16>, %b: tensor<512x512xbf16>) -> tensor<256x512xf32> {
  %0 = fuse.aggregate #fuse.add dims [i = 256, j = 512, k = 512] reduce [k] ins(%a, %b : tensor<256x512xbf16>, tensor<512x512xbf16>) maps [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>] -> tensor<256x512xf32> attributes {fuse.kernel_config = #fuse.gemm_config<"gemm_wgmma", tile_m = 64, tile_n = 128, tile_k = 64, stages = 3, warps = 4, overlap = false, splits = 1>} {
  ^bb0(%x: bf16, %y: bf16):
    %1 = arith.extf %x : bf16 to f32
    %2 = arith.extf %y : bf16 to f32
    %3 = arith.mulf %1, %2 : f32
    fuse.yield %3 : f32
  }
  return %0 : tensor<256x512xf32>
}

// -----

// By hand on sm_90a, warp-specialized: 2 consumer warpgroups and a producer
// warpgroup (384 threads) whose first lane loads A ([128][64], K-major) and
// B (four [64][64] slabs, MN-major) by TMA into 4 stages, each with a full
// and an empty mbarrier (197632 + 4 x 16 bytes), one CTA per output tile;
// the manifest gets both tensor maps.
// SELECT-LABEL: func @warp_specialized
// SELECT: #fuse.gemm_config<"gemm_wgmma_ws", tile_m = 128, tile_n = 256, tile_k = 64, stages = 4, warps = 8, overlap = true, splits = 1>
// BUILT: name = "warp_specialized_0_add", grid = [2, 2, 1], block = [384, 1, 1], shared_bytes = 197696, args = [<buffer = "arg0">, <buffer = "arg1">, <buffer = "out0">, <tensor_map = <buffer = "arg0", box = [128, 64], swizzle = 128>>, <tensor_map = <buffer = "arg1", box = [64, 64], swizzle = 128>>]
// BUILT: gpu.func @warp_specialized_0_add({{.*}}, %{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr) kernel attributes {{{.*}}nvvm.maxntid = array<i32: 384, 1, 1>
// BUILT-COUNT-8: nvvm.mbarrier.init
// BUILT: nvvm.fence.mbarrier.init
// BUILT: scf.if
// BUILT: nvvm.setmaxregister decrease 56
// BUILT: scf.for
// BUILT: nvvm.mbarrier.try_wait.parity
// BUILT: nvvm.mbarrier.arrive.expect_tx
// BUILT-COUNT-5: cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes
// BUILT: } else {
// BUILT: nvvm.setmaxregister increase 216
// BUILT-NOT: scf.if
// BUILT: scf.for
// BUILT: nvvm.mbarrier.try_wait.parity
// BUILT-COUNT-4: nvvm.wgmma.mma_async {{.*}} <m = 64, n = 256, k = 16>
// BUILT: nvvm.wgmma.wait.group.sync.aligned 1
// BUILT: nvvm.mbarrier.arrive
// BUILT: nvvm.wgmma.wait.group.sync.aligned 0
// BUILT-NOT: nvvm.mbarrier
// BUILT-NOT: nvgpu.device_async_copy
// The epilogue: once both consumer warpgroups' wgmma are done (named
// barrier 1, 256 threads), each warp stages its 16 f32 rows in shared
// memory (pairs, rows of 256 + 4 elements) and stores them back 16 bytes
// (4 x f32) per lane.
// BUILT: nvvm.barrier id = %{{.*}} number_of_threads = %c256_i32
// BUILT: memref.view {{.*}} to memref<16x260xf32, #gpu.address_space<workgroup>>
// BUILT: vector.store {{.*}} : memref<16x260xf32, #gpu.address_space<workgroup>>, vector<2xf32>
// BUILT: nvvm.bar.warp.sync
// BUILT: vector.load {{.*}} : memref<16x260xf32, #gpu.address_space<workgroup>>, vector<4xf32>
// BUILT: vector.store {{.*}} {alignment = 16 : i64} : memref<256x512xf32>, vector<4xf32>
// BUILT: gpu.return
func.func @warp_specialized(%a: tensor<256x512xbf16>, %b: tensor<512x512xbf16>) -> tensor<256x512xf32> {
  %0 = fuse.aggregate #fuse.add dims [i = 256, j = 512, k = 512] reduce [k] ins(%a, %b : tensor<256x512xbf16>, tensor<512x512xbf16>) maps [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>] -> tensor<256x512xf32> attributes {fuse.kernel_config = #fuse.gemm_config<"gemm_wgmma_ws", tile_m = 128, tile_n = 256, tile_k = 64, stages = 4, warps = 8, overlap = true, splits = 1>} {
  ^bb0(%x: bf16, %y: bf16):
    %1 = arith.extf %x : bf16 to f32
    %2 = arith.extf %y : bf16 to f32
    %3 = arith.mulf %1, %2 : f32
    fuse.yield %3 : f32
  }
  return %0 : tensor<256x512xf32>
}

// -----

// Warp-specialized with more tiles (32 x 16) than the H100's 132 SMs: one
// CTA per tile all the same (a persistent grid measured no faster, runs
// 66 and 72).
// BUILT: name = "many_tiles_0_add", grid = [32, 16, 1], block = [384, 1, 1]
func.func @many_tiles(%a: tensor<4096x512xbf16>, %b: tensor<512x4096xbf16>) -> tensor<4096x4096xf32> {
  %0 = fuse.aggregate #fuse.add dims [i = 4096, j = 4096, k = 512] reduce [k] ins(%a, %b : tensor<4096x512xbf16>, tensor<512x4096xbf16>) maps [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>] -> tensor<4096x4096xf32> attributes {fuse.kernel_config = #fuse.gemm_config<"gemm_wgmma_ws", tile_m = 128, tile_n = 256, tile_k = 64, stages = 4, warps = 8, overlap = true, splits = 1>} {
  ^bb0(%x: bf16, %y: bf16):
    %1 = arith.extf %x : bf16 to f32
    %2 = arith.extf %y : bf16 to f32
    %3 = arith.mulf %1, %2 : f32
    fuse.yield %3 : f32
  }
  return %0 : tensor<4096x4096xf32>
}

// -----

// Split-k (128 x 128 from k = 4096: 32 partial GEMMs of depth 128): the
// partial GEMM records its splits, the sum of the partials is an untiled
// split_k_combine kernel (the truncation is its epilogue).
// SELECT: fusec.kernels = [#fuse.kernel_record<location = "{{.*}}", function = "few_tiles", config = #fuse.gemm_config<"gemm_wgmma", tile_m = 128, tile_n = 128, tile_k = 64, stages = 6, warps = 8, overlap = true, splits = 32>, precision = "bf16">, #fuse.kernel_record<location = "{{.*}}", function = "few_tiles", config = #fuse.untiled_config<"split_k_combine", threads = 128>>]
// SELECT-LABEL: func @few_tiles
// SELECT: dims [split = 32, i = 128, j = 128, k = 128]
// SELECT-SAME: fuse.kernel_config = #fuse.gemm_config<"gemm_wgmma", tile_m = 128, tile_n = 128, tile_k = 64, stages = 6, warps = 8, overlap = true, splits = 32>
// SELECT: reduce [split]
// SELECT-SAME: fuse.kernel_config = #fuse.untiled_config<"split_k_combine", threads = 128>
// SELECT-NOT: kernel_config
// SELECT: return
// BUILT: name = "few_tiles_0_add", grid = [1, 1, 32], block = [256, 1, 1]
// BUILT: name = "few_tiles_1_add", grid = [128, 1, 1], block = [128, 1, 1]
func.func @few_tiles(%b: tensor<128x4096xbf16>, %c: tensor<4096x128xbf16>) -> tensor<128x128xbf16> {
  %x = fuse.matmul %b, %c : tensor<128x4096xbf16>, tensor<4096x128xbf16> -> tensor<128x128xbf16>
  return %x : tensor<128x128xbf16>
}

// -----

// f64: no tiled GEMM; the untiled kernel, 128 threads per block by
// default, 256 set by hand. (f64 is gemm_simt: gemm-simt.mlir.)
// SELECT: fusec.kernels = [#fuse.kernel_record<location = "{{.*}}", function = "untiled", config = #fuse.untiled_config<"untiled", threads = 128>, not_tensor_core = "its operands are f64 and f64; the tiled GEMMs take two bf16, two f16 (tensor cores) or two f32 operands">, #fuse.kernel_record<location = "{{.*}}", function = "untiled", config = #fuse.untiled_config<"untiled", threads = 256>, not_tensor_core = "{{.*}}">]
// SELECT-LABEL: func @untiled
// SELECT: fuse.kernel_config = #fuse.untiled_config<"untiled", threads = 128>
// SELECT: fuse.kernel_config = #fuse.untiled_config<"untiled", threads = 256>
// BUILT: name = "untiled_0_add", grid = [8, 1, 1], block = [128, 1, 1]
// BUILT: name = "untiled_1_add", grid = [4, 1, 1], block = [256, 1, 1]
func.func @untiled(%a: tensor<64x32xf64>, %b: tensor<32x16xf64>) -> (tensor<64x16xf64>, tensor<64x16xf64>) {
  %c = fuse.matmul %a, %b : tensor<64x32xf64>, tensor<32x16xf64> -> tensor<64x16xf64>
  %0 = fuse.aggregate #fuse.add dims [i = 64, j = 16, k = 32] reduce [k] ins(%a, %b : tensor<64x32xf64>, tensor<32x16xf64>) maps [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>] -> tensor<64x16xf64> attributes {fuse.kernel_config = #fuse.untiled_config<"untiled", threads = 256>} {
  ^bb0(%x: f64, %y: f64):
    %3 = arith.mulf %x, %y : f64
    fuse.yield %3 : f64
  }
  return %c, %0 : tensor<64x16xf64>, tensor<64x16xf64>
}
