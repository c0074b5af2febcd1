// RUN: fuse-opt %s --fusec-import --mlir-print-local-scope | FileCheck %s --check-prefix=IMPORT
// RUN: fusec %s --emit=fuse | FileCheck %s
// RUN: rm -rf %t && mkdir -p %t
// RUN: fusec %s -o %t/t.ptx --report=text --report-file=%t/report
// RUN: FileCheck %s --check-prefix=PLAN < %t/report
// RUN: cat %t/t*manifest.json | grep -c "\"shared_bytes\"" | FileCheck %s --check-prefix=KERNELS
// RUN: FileCheck %s --check-prefix=PTX < %t/t.ptx

// The GPT block of gpt-block-head-split.mlir as TOSA writes it (issue 17;
// bench/blocks/gen_blocks.py tosa_gpt at the --small sizes): 3-D
// tosa.matmul for the projections on x reshaped to [1, B*N, D], QK^T and
// PV, tosa.reshape + tosa.transpose for the head split and merge, the
// scale as tosa.mul, softmax as reduce_max / sub / exp / reduce_sum /
// reciprocal / mul, tosa.cast to bf16, the result reshaped to [B, N, D].
//
// tosa-to-tensor writes the head split [1, B*N, D] -> [B, N, H, d] as a
// collapse of the unit batch and an expand; the importer takes the pair as
// one view, so the projections write Q, K and V per head ([B, H, N, d])
// as in the linalg block, and the output projection writes [B, N, D]
// (the function's result) directly instead of through two copy kernels.
// Five kernels: four wgmma GEMMs and one online-softmax attention.

// IMPORT-LABEL: func.func @tosa_gpt_block(
// IMPORT-COUNT-3: fuse.aggregate #fuse.add dims [b0 = 2, b1 = 4, i = 128, j = 64, k = 256] reduce [k] ins(%arg0, %{{.+}} : tensor<2x128x256xbf16>, tensor<256x256xbf16>) maps [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d4, d1 * 64 + d3)>] -> tensor<2x4x128x64xf32>
// IMPORT: fuse.aggregate #fuse.add dims [b0 = 8, i = 128, j = 128, k = 64] reduce [k] ins({{.+}} : tensor<2x4x128x64xbf16>, tensor<2x4x128x64xbf16>) maps [affine_map<(d0, d1, d2, d3) -> (d0 floordiv 4, d0 mod 4, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0 floordiv 4, d0 mod 4, d2, d3)>] -> tensor<8x128x128xf32>
// IMPORT: fuse.aggregate #fuse.max dims [d0 = 8, d1 = 128, d2 = 128] reduce [d2]
// IMPORT: fuse.aggregate #fuse.add dims [b0 = 2, i = 128, j = 256, k = 256] reduce [k] ins(%{{.+}}, %arg4 : tensor<8x128x64xbf16>, tensor<256x256xbf16>) maps [affine_map<(d0, d1, d2, d3) -> (d0 * 4 + d3 floordiv 64, d1, d3 mod 64)>, affine_map<(d0, d1, d2, d3) -> (d3, d2)>] -> tensor<2x128x256xf32>
// IMPORT: %[[Y:.+]] = fuse.map ins(%{{.+}} : tensor<2x128x256xf32>) -> tensor<2x128x256xbf16>
// IMPORT: return %[[Y]] : tensor<2x128x256xbf16>
// IMPORT-NOT: tosa.
// IMPORT-NOT: tensor.

// CHECK-LABEL: func.func @tosa_gpt_block(
// CHECK-COUNT-3: #fuse.gemm_config<"gemm_wgmma"
// CHECK: %[[O:.+]]:3 = fuse.aggregate #fuse.weighted_softmax dims [b0 = 8, i = 128, j = 64, k = 128] reduce [k] {{.*}}fuse.kernel_config = #fuse.kernel_config<"online_softmax_wgmma
// CHECK-NEXT: ^bb0(
// CHECK-NEXT: fuse.reduce #fuse.add dims [k_r = 64]
// CHECK-NOT: fuse.aggregate #fuse.weighted_softmax
// CHECK-NOT: fuse.aggregate #fuse.max
// CHECK: fuse.aggregate #fuse.add dims [d0 = 8, d1 = 128, d2 = 64] reduce [] ins(%[[O]]#0, %[[O]]#1, %[[O]]#2
// CHECK: fuse.aggregate #fuse.add dims [b0 = 2, i = 128, j = 256, k = 256] reduce [k] {{.*}}#fuse.gemm_config<"gemm_wgmma"
// CHECK: %[[Y:.+]] = fuse.aggregate #fuse.add dims [d0 = 2, d1 = 128, d2 = 256] reduce [] {{.*}} -> tensor<2x128x256xbf16>
// CHECK-NEXT: ^bb0(
// CHECK-NEXT: arith.truncf
// CHECK: return %[[Y]] : tensor<2x128x256xbf16>

// PLAN: (1 chain)
// PLAN: (attention): m = 128, n = 128, k = 64, output width 64, batch 8
// PLAN: decision:          FUSE

// KERNELS: {{^}}5{{$}}
// Identical kernels are generated once: tosa_gpt_block_1_add, tosa_gpt_block_2_add reuse an earlier kernel (the same shape and body).
// PTX-LABEL: .entry tosa_gpt_block_0_add(
// PTX: wgmma.mma_async
// PTX-LABEL: .entry tosa_gpt_block_3_weighted_softmax(
// PTX: wgmma.mma_async
// PTX-LABEL: .entry tosa_gpt_block_4_add(
// PTX: wgmma.mma_async

// GPT-style attention block as TOSA writes it: B = 2, N = 128, H = 4, d = 64, bf16 operands,
// f32 matmul results cast to bf16.
func.func @tosa_gpt_block(%x: tensor<2x128x256xbf16>, %wq: tensor<256x256xbf16>, %wk: tensor<256x256xbf16>, %wv: tensor<256x256xbf16>, %wo: tensor<256x256xbf16>) -> tensor<2x128x256xbf16> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xbf16>}> : () -> tensor<1xbf16>
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %scale = "tosa.const"() <{values = dense<0.125> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %s_rows = tosa.const_shape {values = dense<[1, 256, 256]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %s_w = tosa.const_shape {values = dense<[1, 256, 256]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %s_split = tosa.const_shape {values = dense<[2, 128, 4, 64]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %s_bh = tosa.const_shape {values = dense<[8, 128, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %s_bhnd = tosa.const_shape {values = dense<[2, 4, 128, 64]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %s_out = tosa.const_shape {values = dense<[2, 128, 256]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %x1 = tosa.reshape %x, %s_rows : (tensor<2x128x256xbf16>, !tosa.shape<3>) -> tensor<1x256x256xbf16>
  // Q projection, head split [1, B*N, D] -> [B, N, H, d] -> [B, H, N, d] -> [B*H, N, d]
  %wq1 = tosa.reshape %wq, %s_w : (tensor<256x256xbf16>, !tosa.shape<3>) -> tensor<1x256x256xbf16>
  %qf = tosa.matmul %x1, %wq1, %zp, %zp : (tensor<1x256x256xbf16>, tensor<1x256x256xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<1x256x256xf32>
  %q = tosa.cast %qf : (tensor<1x256x256xf32>) -> tensor<1x256x256xbf16>
  %q4 = tosa.reshape %q, %s_split : (tensor<1x256x256xbf16>, !tosa.shape<4>) -> tensor<2x128x4x64xbf16>
  %qt = tosa.transpose %q4 {perms = array<i32: 0, 2, 1, 3>} : (tensor<2x128x4x64xbf16>) -> tensor<2x4x128x64xbf16>
  %q3 = tosa.reshape %qt, %s_bh : (tensor<2x4x128x64xbf16>, !tosa.shape<3>) -> tensor<8x128x64xbf16>
  // K projection, head split [1, B*N, D] -> [B, N, H, d] -> [B, H, N, d] -> [B*H, N, d]
  %wk1 = tosa.reshape %wk, %s_w : (tensor<256x256xbf16>, !tosa.shape<3>) -> tensor<1x256x256xbf16>
  %kf = tosa.matmul %x1, %wk1, %zp, %zp : (tensor<1x256x256xbf16>, tensor<1x256x256xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<1x256x256xf32>
  %k = tosa.cast %kf : (tensor<1x256x256xf32>) -> tensor<1x256x256xbf16>
  %k4 = tosa.reshape %k, %s_split : (tensor<1x256x256xbf16>, !tosa.shape<4>) -> tensor<2x128x4x64xbf16>
  %kt = tosa.transpose %k4 {perms = array<i32: 0, 2, 1, 3>} : (tensor<2x128x4x64xbf16>) -> tensor<2x4x128x64xbf16>
  %k3 = tosa.reshape %kt, %s_bh : (tensor<2x4x128x64xbf16>, !tosa.shape<3>) -> tensor<8x128x64xbf16>
  // V projection, head split [1, B*N, D] -> [B, N, H, d] -> [B, H, N, d] -> [B*H, N, d]
  %wv1 = tosa.reshape %wv, %s_w : (tensor<256x256xbf16>, !tosa.shape<3>) -> tensor<1x256x256xbf16>
  %vf = tosa.matmul %x1, %wv1, %zp, %zp : (tensor<1x256x256xbf16>, tensor<1x256x256xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<1x256x256xf32>
  %v = tosa.cast %vf : (tensor<1x256x256xf32>) -> tensor<1x256x256xbf16>
  %v4 = tosa.reshape %v, %s_split : (tensor<1x256x256xbf16>, !tosa.shape<4>) -> tensor<2x128x4x64xbf16>
  %vt = tosa.transpose %v4 {perms = array<i32: 0, 2, 1, 3>} : (tensor<2x128x4x64xbf16>) -> tensor<2x4x128x64xbf16>
  %v3 = tosa.reshape %vt, %s_bh : (tensor<2x4x128x64xbf16>, !tosa.shape<3>) -> tensor<8x128x64xbf16>
  // scores = Q K^T * scale; softmax over keys; cast
  %kT = tosa.transpose %k3 {perms = array<i32: 0, 2, 1>} : (tensor<8x128x64xbf16>) -> tensor<8x64x128xbf16>
  %s = tosa.matmul %q3, %kT, %zp, %zp : (tensor<8x128x64xbf16>, tensor<8x64x128xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<8x128x128xf32>
  %ss = tosa.mul %s, %scale, %shift : (tensor<8x128x128xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<8x128x128xf32>
  %m = tosa.reduce_max %ss {axis = 2 : i32} : (tensor<8x128x128xf32>) -> tensor<8x128x1xf32>
  %sub = tosa.sub %ss, %m : (tensor<8x128x128xf32>, tensor<8x128x1xf32>) -> tensor<8x128x128xf32>
  %e = tosa.exp %sub : (tensor<8x128x128xf32>) -> tensor<8x128x128xf32>
  %l = tosa.reduce_sum %e {axis = 2 : i32} : (tensor<8x128x128xf32>) -> tensor<8x128x1xf32>
  %r = tosa.reciprocal %l : (tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
  %pf = tosa.mul %e, %r, %shift : (tensor<8x128x128xf32>, tensor<8x128x1xf32>, tensor<1xi8>) -> tensor<8x128x128xf32>
  %p = tosa.cast %pf : (tensor<8x128x128xf32>) -> tensor<8x128x128xbf16>
  // O = P V, cast, head merge [B*H, N, d] -> [B, H, N, d] -> [B, N, H, d] -> [1, B*N, D]
  %of = tosa.matmul %p, %v3, %zp, %zp : (tensor<8x128x128xbf16>, tensor<8x128x64xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<8x128x64xf32>
  %o = tosa.cast %of : (tensor<8x128x64xf32>) -> tensor<8x128x64xbf16>
  %o4 = tosa.reshape %o, %s_bhnd : (tensor<8x128x64xbf16>, !tosa.shape<4>) -> tensor<2x4x128x64xbf16>
  %ot = tosa.transpose %o4 {perms = array<i32: 0, 2, 1, 3>} : (tensor<2x4x128x64xbf16>) -> tensor<2x128x4x64xbf16>
  %o2 = tosa.reshape %ot, %s_rows : (tensor<2x128x4x64xbf16>, !tosa.shape<3>) -> tensor<1x256x256xbf16>
  // output projection
  %wo1 = tosa.reshape %wo, %s_w : (tensor<256x256xbf16>, !tosa.shape<3>) -> tensor<1x256x256xbf16>
  %yf = tosa.matmul %o2, %wo1, %zp, %zp : (tensor<1x256x256xbf16>, tensor<1x256x256xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<1x256x256xf32>
  %y = tosa.cast %yf : (tensor<1x256x256xf32>) -> tensor<1x256x256xbf16>
  %y3 = tosa.reshape %y, %s_out : (tensor<1x256x256xbf16>, !tosa.shape<3>) -> tensor<2x128x256xbf16>
  return %y3 : tensor<2x128x256xbf16>
}
