// RUN: fuse-opt %s --fuse-raise-linalg --mlir-print-local-scope | FileCheck %s --check-prefix=RAISE
// RUN: fusec %s --emit=fuse | FileCheck %s
// RUN: rm -rf %t && mkdir -p %t
// RUN: fusec %s -o %t/b.ptx --report=text --report-file=%t/report
// RUN: FileCheck %s --check-prefix=PLAN < %t/report
// RUN: cat %t/b*manifest.json | grep -c "\"shared_bytes\"" | FileCheck %s --check-prefix=KERNELS
// RUN: FileCheck %s --check-prefix=PTX < %t/b.ptx
// RUN: FileCheck %s --check-prefix=MANIFEST < %t/b.manifest.json

// The BERT block of bert-block-padding-mask.mlir with dynamic batch and
// sequence length (issue 17; bench/blocks/gen_blocks.py bert_dyn at the
// --small sizes): hidden states x [?, ?, 256], the padding mask
// [?, 1, 1, ?], sizes from tensor.dim, [B*H] from arith.muli and B back
// from arith.divui, nn.Linear on the 3-D input as a broadcast weight and
// linalg.batch_matmul. The collapse of P to [B*H, ?, ?] is pushed through
// the PV batch_matmul with dynamic extents too, so the attention is one
// online-softmax aggregate over [B, H, ?, ?] reading the mask per key.
// The five kernels of the static sizes, each taking s0 (batch) and s1
// (sequence length), and a sixth: the sequence may be long, so the
// additive mask gets a block table, its pre-kernel launched before the
// attention (the static block, 128 keys, is one key block and gets none).

// RAISE-LABEL: func.func @bert_block(
// RAISE-SAME: %arg0: tensor<?x?x256xbf16>
// RAISE-SAME: %arg9: tensor<?x1x1x?xf32>) -> tensor<?x?x256xbf16>
// RAISE-COUNT-3: fuse.aggregate #fuse.add dims [b0 = ?, b1 = 4, i = ?, j = 64, k = 256] reduce [k] ins(%arg0, %{{.+}} : tensor<?x?x256xbf16>, tensor<256x256xbf16>) {{.*}} -> tensor<?x4x?x64xf32>
// RAISE: fuse.matmul %{{.+}}, %{{.+}} transpose_rhs : tensor<?x4x?x64xbf16>, tensor<?x4x?x64xbf16> -> tensor<?x4x?x?xf32>
// RAISE: fuse.aggregate #fuse.add dims [d0 = ?, d1 = 4, d2 = ?, d3 = ?] reduce [] ins(%{{.+}}, %arg9 : tensor<?x4x?x?xf32>, tensor<?x1x1x?xf32>) maps [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, d3)>]
// RAISE: fuse.softmax %{{.+}} axis = 3 : tensor<?x4x?x?xf32>
// PV is expanded to [B, H] like the softmax it reads (the collapse of P
// joins the two layouts; dynamic extents included), so the chain has one
// iteration space.
// RAISE: fuse.matmul %{{.+}}, %{{.+}} : tensor<?x4x?x?xbf16>, tensor<?x4x?x64xbf16> -> tensor<?x4x?x64xf32>
// RAISE: fuse.aggregate #fuse.add dims [b0 = ?, i = ?, j = 256, k = 256] reduce [k] {{.*}} -> tensor<?x?x256xf32>
// RAISE-NOT: tensor.
// RAISE-NOT: linalg.
// RAISE-NOT: arith.muli
// RAISE-NOT: arith.divui

// CHECK-LABEL: func.func @bert_block(
// CHECK-COUNT-3: #fuse.gemm_config<"gemm_wgmma_ws"
// CHECK: %[[O:.+]]:3 = fuse.aggregate #fuse.weighted_softmax dims [b0 = ?, b1 = 4, i = ?, j = 64, k = ?] reduce [k] ins(%{{.+}}, %arg9 : tensor<?x4x?x64xbf16>, tensor<?x1x1x?xf32>) {{.*}}fuse.kernel_config = #fuse.kernel_config<"online_softmax_wgmma
// CHECK-NOT: fuse.aggregate #fuse.weighted_softmax
// CHECK-NOT: fuse.softmax
// CHECK: fuse.aggregate #fuse.add dims [b0 = ?, i = ?, j = 256, k = 256] reduce [k] {{.*}}#fuse.gemm_config<"gemm_wgmma"
// CHECK: return %{{.+}} : tensor<?x?x256xbf16>

// The Q projection and QK^T are a matmul chain candidate too (the raised
// QK reads Q, itself a contraction); it cannot stay on chip.
// PLAN: (2 chains)
// PLAN: chain 1 at {{.*}} (matmul_chain)
// PLAN: decision:          DO NOT FUSE (decided by feasibility)
// PLAN: chain 2 at {{.*}} (attention): m = 4096, n = 4096, k = 64, output width 64, batch 4
// PLAN: decision:          FUSE
// PLAN-SAME: {{$}}
// PLAN-NEXT: reason: {{.*}}(dynamic extents taken as 4096, --assume-dynamic-extent)

// KERNELS: {{^}}6{{$}}
// PTX-LABEL: .entry bert_block_0_add(
// PTX: wgmma.mma_async
// PTX-LABEL: .entry bert_block_3_weighted_softmax(
// PTX: wgmma.mma_async
// PTX-LABEL: .entry bert_block_3_weighted_softmax_blocks(
// PTX-LABEL: .entry bert_block_5_add(
// PTX: wgmma.mma_async

// MANIFEST: "name": "arg9",
// MANIFEST-NEXT: "shape": [
// MANIFEST-NEXT: "s0",
// MANIFEST-NEXT: 1,
// MANIFEST-NEXT: 1,
// MANIFEST-NEXT: "s1"
// MANIFEST: "dims": [
// MANIFEST-NEXT: {
// MANIFEST-NEXT: "axis": 0,
// MANIFEST-NEXT: "buffer": "arg0",
// MANIFEST-NEXT: "name": "s0"
// MANIFEST-NEXT: },
// MANIFEST-NEXT: {
// MANIFEST-NEXT: "axis": 1,
// MANIFEST-NEXT: "buffer": "arg0",
// MANIFEST-NEXT: "name": "s1"
// MANIFEST-NEXT: }
// MANIFEST-NEXT: ],
// MANIFEST: "grid": [
// MANIFEST-NEXT: {
// MANIFEST-NEXT: "ceil_div": 128,
// MANIFEST-NEXT: "product": [
// MANIFEST-NEXT: "s1"
// MANIFEST: "name": "bert_block_0_add"
// MANIFEST: "name": "bert_block_3_weighted_softmax_blocks"
// MANIFEST: "ceil_div": 64,
// MANIFEST-NEXT: "product": [
// MANIFEST-NEXT: "s1"
// MANIFEST-NEXT: ]
// MANIFEST-NEXT: },
// MANIFEST-NEXT: 4,
// MANIFEST-NEXT: {
// MANIFEST-NEXT: "product": [
// MANIFEST-NEXT: "s0"
// MANIFEST: "name": "bert_block_3_weighted_softmax"
// MANIFEST-NOT: "s2"

// BERT-style encoder attention block as torch-mlir lowers it with dynamic batch and sequence
// length: B = ?, N = ?, H = 4, d = 64, bf16; x [B, N, 256], the padding mask [B, 1, 1, N].
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#bcast = affine_map<(d0, d1, d2) -> (d1, d2)>
#row3 = affine_map<(d0, d1, d2) -> (d2)>
#pad = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, d3)>
func.func @bert_block(%x: tensor<?x?x256xbf16>, %wq: tensor<256x256xbf16>, %bq: tensor<256xbf16>, %wk: tensor<256x256xbf16>, %bk: tensor<256xbf16>, %wv: tensor<256x256xbf16>, %bv: tensor<256xbf16>, %wo: tensor<256x256xbf16>, %bo: tensor<256xbf16>, %mask: tensor<?x1x1x?xf32>) -> tensor<?x?x256xbf16> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cH = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  %scale = arith.constant 0.125 : f32
  %b = tensor.dim %x, %c0 : tensor<?x?x256xbf16>
  %n = tensor.dim %x, %c1 : tensor<?x?x256xbf16>
  %bh = arith.muli %b, %cH : index
  // qp: nn.Linear(256, 256) on [B, N, 256]
  %qp_et = tensor.empty() : tensor<256x256xbf16>
  %qp_wt = linalg.transpose ins(%wq : tensor<256x256xbf16>) outs(%qp_et : tensor<256x256xbf16>) permutation = [1, 0]
  %qp_eb = tensor.empty(%b) : tensor<?x256x256xbf16>
  %qp_wb = linalg.generic {indexing_maps = [#bcast, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%qp_wt : tensor<256x256xbf16>) outs(%qp_eb : tensor<?x256x256xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    linalg.yield %in : bf16
  } -> tensor<?x256x256xbf16>
  %qp_e = tensor.empty(%b, %n) : tensor<?x?x256xf32>
  %qp_z = linalg.fill ins(%zero : f32) outs(%qp_e : tensor<?x?x256xf32>) -> tensor<?x?x256xf32>
  %qp_mm = linalg.batch_matmul ins(%x, %qp_wb : tensor<?x?x256xbf16>, tensor<?x256x256xbf16>) outs(%qp_z : tensor<?x?x256xf32>) -> tensor<?x?x256xf32>
  %qp_bias = linalg.generic {indexing_maps = [#id3, #row3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%qp_mm, %bq : tensor<?x?x256xf32>, tensor<256xbf16>) outs(%qp_e : tensor<?x?x256xf32>) {
  ^bb0(%a: f32, %v: bf16, %out: f32):
    %ve = arith.extf %v : bf16 to f32
    %sum = arith.addf %a, %ve : f32
    linalg.yield %sum : f32
  } -> tensor<?x?x256xf32>
  %qp_ec = tensor.empty(%b, %n) : tensor<?x?x256xbf16>
  %qp = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%qp_bias : tensor<?x?x256xf32>) outs(%qp_ec : tensor<?x?x256xbf16>) {
  ^bb0(%a: f32, %out: bf16):
    %c = arith.truncf %a : f32 to bf16
    linalg.yield %c : bf16
  } -> tensor<?x?x256xbf16>
  %q4 = tensor.expand_shape %qp [[0], [1], [2, 3]] output_shape [%b, %n, 4, 64] : tensor<?x?x256xbf16> into tensor<?x?x4x64xbf16>
  %eq4 = tensor.empty(%b, %n) : tensor<?x4x?x64xbf16>
  %qt = linalg.transpose ins(%q4 : tensor<?x?x4x64xbf16>) outs(%eq4 : tensor<?x4x?x64xbf16>) permutation = [0, 2, 1, 3]
  %q3 = tensor.collapse_shape %qt [[0, 1], [2], [3]] : tensor<?x4x?x64xbf16> into tensor<?x?x64xbf16>
  // kp: nn.Linear(256, 256) on [B, N, 256]
  %kp_et = tensor.empty() : tensor<256x256xbf16>
  %kp_wt = linalg.transpose ins(%wk : tensor<256x256xbf16>) outs(%kp_et : tensor<256x256xbf16>) permutation = [1, 0]
  %kp_eb = tensor.empty(%b) : tensor<?x256x256xbf16>
  %kp_wb = linalg.generic {indexing_maps = [#bcast, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%kp_wt : tensor<256x256xbf16>) outs(%kp_eb : tensor<?x256x256xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    linalg.yield %in : bf16
  } -> tensor<?x256x256xbf16>
  %kp_e = tensor.empty(%b, %n) : tensor<?x?x256xf32>
  %kp_z = linalg.fill ins(%zero : f32) outs(%kp_e : tensor<?x?x256xf32>) -> tensor<?x?x256xf32>
  %kp_mm = linalg.batch_matmul ins(%x, %kp_wb : tensor<?x?x256xbf16>, tensor<?x256x256xbf16>) outs(%kp_z : tensor<?x?x256xf32>) -> tensor<?x?x256xf32>
  %kp_bias = linalg.generic {indexing_maps = [#id3, #row3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%kp_mm, %bk : tensor<?x?x256xf32>, tensor<256xbf16>) outs(%kp_e : tensor<?x?x256xf32>) {
  ^bb0(%a: f32, %v: bf16, %out: f32):
    %ve = arith.extf %v : bf16 to f32
    %sum = arith.addf %a, %ve : f32
    linalg.yield %sum : f32
  } -> tensor<?x?x256xf32>
  %kp_ec = tensor.empty(%b, %n) : tensor<?x?x256xbf16>
  %kp = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%kp_bias : tensor<?x?x256xf32>) outs(%kp_ec : tensor<?x?x256xbf16>) {
  ^bb0(%a: f32, %out: bf16):
    %c = arith.truncf %a : f32 to bf16
    linalg.yield %c : bf16
  } -> tensor<?x?x256xbf16>
  %k4 = tensor.expand_shape %kp [[0], [1], [2, 3]] output_shape [%b, %n, 4, 64] : tensor<?x?x256xbf16> into tensor<?x?x4x64xbf16>
  %ek4 = tensor.empty(%b, %n) : tensor<?x4x?x64xbf16>
  %kt = linalg.transpose ins(%k4 : tensor<?x?x4x64xbf16>) outs(%ek4 : tensor<?x4x?x64xbf16>) permutation = [0, 2, 1, 3]
  %k3 = tensor.collapse_shape %kt [[0, 1], [2], [3]] : tensor<?x4x?x64xbf16> into tensor<?x?x64xbf16>
  // vp: nn.Linear(256, 256) on [B, N, 256]
  %vp_et = tensor.empty() : tensor<256x256xbf16>
  %vp_wt = linalg.transpose ins(%wv : tensor<256x256xbf16>) outs(%vp_et : tensor<256x256xbf16>) permutation = [1, 0]
  %vp_eb = tensor.empty(%b) : tensor<?x256x256xbf16>
  %vp_wb = linalg.generic {indexing_maps = [#bcast, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%vp_wt : tensor<256x256xbf16>) outs(%vp_eb : tensor<?x256x256xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    linalg.yield %in : bf16
  } -> tensor<?x256x256xbf16>
  %vp_e = tensor.empty(%b, %n) : tensor<?x?x256xf32>
  %vp_z = linalg.fill ins(%zero : f32) outs(%vp_e : tensor<?x?x256xf32>) -> tensor<?x?x256xf32>
  %vp_mm = linalg.batch_matmul ins(%x, %vp_wb : tensor<?x?x256xbf16>, tensor<?x256x256xbf16>) outs(%vp_z : tensor<?x?x256xf32>) -> tensor<?x?x256xf32>
  %vp_bias = linalg.generic {indexing_maps = [#id3, #row3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%vp_mm, %bv : tensor<?x?x256xf32>, tensor<256xbf16>) outs(%vp_e : tensor<?x?x256xf32>) {
  ^bb0(%a: f32, %v: bf16, %out: f32):
    %ve = arith.extf %v : bf16 to f32
    %sum = arith.addf %a, %ve : f32
    linalg.yield %sum : f32
  } -> tensor<?x?x256xf32>
  %vp_ec = tensor.empty(%b, %n) : tensor<?x?x256xbf16>
  %vp = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%vp_bias : tensor<?x?x256xf32>) outs(%vp_ec : tensor<?x?x256xbf16>) {
  ^bb0(%a: f32, %out: bf16):
    %c = arith.truncf %a : f32 to bf16
    linalg.yield %c : bf16
  } -> tensor<?x?x256xbf16>
  %v4 = tensor.expand_shape %vp [[0], [1], [2, 3]] output_shape [%b, %n, 4, 64] : tensor<?x?x256xbf16> into tensor<?x?x4x64xbf16>
  %ev4 = tensor.empty(%b, %n) : tensor<?x4x?x64xbf16>
  %vt = linalg.transpose ins(%v4 : tensor<?x?x4x64xbf16>) outs(%ev4 : tensor<?x4x?x64xbf16>) permutation = [0, 2, 1, 3]
  %v3 = tensor.collapse_shape %vt [[0, 1], [2], [3]] : tensor<?x4x?x64xbf16> into tensor<?x?x64xbf16>
  // scores = Q K^T / sqrt(d) + mask, on [B, H, N, N]; softmax over keys; cast
  %ekT = tensor.empty(%bh, %n) : tensor<?x64x?xbf16>
  %kT = linalg.transpose ins(%k3 : tensor<?x?x64xbf16>) outs(%ekT : tensor<?x64x?xbf16>) permutation = [0, 2, 1]
  %es = tensor.empty(%bh, %n, %n) : tensor<?x?x?xf32>
  %fs = linalg.fill ins(%zero : f32) outs(%es : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  %s = linalg.batch_matmul ins(%q3, %kT : tensor<?x?x64xbf16>, tensor<?x64x?xbf16>) outs(%fs : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  %s4 = tensor.expand_shape %s [[0, 1], [2], [3]] output_shape [%b, 4, %n, %n] : tensor<?x?x?xf32> into tensor<?x4x?x?xf32>
  %es4 = tensor.empty(%b, %n, %n) : tensor<?x4x?x?xf32>
  %ss = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s4 : tensor<?x4x?x?xf32>) outs(%es4 : tensor<?x4x?x?xf32>) {
  ^bb0(%a: f32, %out: f32):
    %c = arith.mulf %a, %scale : f32
    linalg.yield %c : f32
  } -> tensor<?x4x?x?xf32>
  %sm4 = linalg.generic {indexing_maps = [#id4, #pad, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%ss, %mask : tensor<?x4x?x?xf32>, tensor<?x1x1x?xf32>) outs(%es4 : tensor<?x4x?x?xf32>) {
  ^bb0(%a: f32, %m: f32, %out: f32):
    %c = arith.addf %a, %m : f32
    linalg.yield %c : f32
  } -> tensor<?x4x?x?xf32>
  %sx = linalg.softmax dimension(3) ins(%sm4 : tensor<?x4x?x?xf32>) outs(%es4 : tensor<?x4x?x?xf32>) -> tensor<?x4x?x?xf32>
  %esb = tensor.empty(%b, %n, %n) : tensor<?x4x?x?xbf16>
  %p4 = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%sx : tensor<?x4x?x?xf32>) outs(%esb : tensor<?x4x?x?xbf16>) {
  ^bb0(%a: f32, %out: bf16):
    %c = arith.truncf %a : f32 to bf16
    linalg.yield %c : bf16
  } -> tensor<?x4x?x?xbf16>
  %p = tensor.collapse_shape %p4 [[0, 1], [2], [3]] : tensor<?x4x?x?xbf16> into tensor<?x?x?xbf16>
  // O = P V, cast; head merge view(-1, H, N, d) (B = B*H / H), transpose, flatten
  %eo = tensor.empty(%bh, %n) : tensor<?x?x64xf32>
  %fo = linalg.fill ins(%zero : f32) outs(%eo : tensor<?x?x64xf32>) -> tensor<?x?x64xf32>
  %o = linalg.batch_matmul ins(%p, %v3 : tensor<?x?x?xbf16>, tensor<?x?x64xbf16>) outs(%fo : tensor<?x?x64xf32>) -> tensor<?x?x64xf32>
  %eob = tensor.empty(%bh, %n) : tensor<?x?x64xbf16>
  %ob = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%o : tensor<?x?x64xf32>) outs(%eob : tensor<?x?x64xbf16>) {
  ^bb0(%a: f32, %out: bf16):
    %c = arith.truncf %a : f32 to bf16
    linalg.yield %c : bf16
  } -> tensor<?x?x64xbf16>
  %bh2 = tensor.dim %ob, %c0 : tensor<?x?x64xbf16>
  %b2 = arith.divui %bh2, %cH : index
  %o4 = tensor.expand_shape %ob [[0, 1], [2], [3]] output_shape [%b2, 4, %n, 64] : tensor<?x?x64xbf16> into tensor<?x4x?x64xbf16>
  %eot = tensor.empty(%b2, %n) : tensor<?x?x4x64xbf16>
  %ot = linalg.transpose ins(%o4 : tensor<?x4x?x64xbf16>) outs(%eot : tensor<?x?x4x64xbf16>) permutation = [0, 2, 1, 3]
  %o2 = tensor.collapse_shape %ot [[0], [1], [2, 3]] : tensor<?x?x4x64xbf16> into tensor<?x?x256xbf16>
  // out: nn.Linear(256, 256) on [B, N, 256] + residual
  %out_et = tensor.empty() : tensor<256x256xbf16>
  %out_wt = linalg.transpose ins(%wo : tensor<256x256xbf16>) outs(%out_et : tensor<256x256xbf16>) permutation = [1, 0]
  %out_eb = tensor.empty(%b) : tensor<?x256x256xbf16>
  %out_wb = linalg.generic {indexing_maps = [#bcast, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%out_wt : tensor<256x256xbf16>) outs(%out_eb : tensor<?x256x256xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    linalg.yield %in : bf16
  } -> tensor<?x256x256xbf16>
  %out_e = tensor.empty(%b, %n) : tensor<?x?x256xf32>
  %out_z = linalg.fill ins(%zero : f32) outs(%out_e : tensor<?x?x256xf32>) -> tensor<?x?x256xf32>
  %out_mm = linalg.batch_matmul ins(%o2, %out_wb : tensor<?x?x256xbf16>, tensor<?x256x256xbf16>) outs(%out_z : tensor<?x?x256xf32>) -> tensor<?x?x256xf32>
  %out_bias = linalg.generic {indexing_maps = [#id3, #row3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%out_mm, %bo : tensor<?x?x256xf32>, tensor<256xbf16>) outs(%out_e : tensor<?x?x256xf32>) {
  ^bb0(%a: f32, %v: bf16, %out: f32):
    %ve = arith.extf %v : bf16 to f32
    %sum = arith.addf %a, %ve : f32
    linalg.yield %sum : f32
  } -> tensor<?x?x256xf32>
  %out_res = linalg.generic {indexing_maps = [#id3, #id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%out_bias, %x : tensor<?x?x256xf32>, tensor<?x?x256xbf16>) outs(%out_e : tensor<?x?x256xf32>) {
  ^bb0(%a: f32, %v: bf16, %out: f32):
    %ve = arith.extf %v : bf16 to f32
    %sum = arith.addf %a, %ve : f32
    linalg.yield %sum : f32
  } -> tensor<?x?x256xf32>
  %out_ec = tensor.empty(%b, %n) : tensor<?x?x256xbf16>
  %out = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%out_res : tensor<?x?x256xf32>) outs(%out_ec : tensor<?x?x256xbf16>) {
  ^bb0(%a: f32, %out: bf16):
    %c = arith.truncf %a : f32 to bf16
    linalg.yield %c : bf16
  } -> tensor<?x?x256xbf16>
  return %out : tensor<?x?x256xbf16>
}
