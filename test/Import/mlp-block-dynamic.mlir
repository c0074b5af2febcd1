// RUN: fuse-opt %s --fuse-raise-linalg --mlir-print-local-scope | FileCheck %s --check-prefix=RAISE
// RUN: fusec %s --emit=fuse | FileCheck %s
// RUN: rm -rf %t && mkdir -p %t
// RUN: fusec %s -o %t/m.ptx
// RUN: grep -c "\.entry" %t/m.ptx | FileCheck %s --check-prefix=KERNELS
// RUN: FileCheck %s --check-prefix=PTX < %t/m.ptx
// RUN: FileCheck %s --check-prefix=MANIFEST < %t/m.manifest.json

// The MLP block of mlp-block-epilogue.mlir on a dynamic number of tokens
// (issue 17; bench/blocks/gen_blocks.py mlp_dyn at the --small sizes):
// x [?, 128]. Two wgmma GEMMs with dynamic rows, bias + GELU + cast and
// bias + residual + cast in their epilogues; both take s0.

// RAISE-LABEL: func.func @mlp(
// RAISE: fuse.matmul %arg0, %arg1 : tensor<?x128xbf16>, tensor<128x512xbf16> -> tensor<?x512xf32>
// RAISE: math.tanh
// RAISE: fuse.matmul %{{.+}}, %arg3 transpose_rhs : tensor<?x512xbf16>, tensor<128x512xbf16> -> tensor<?x128xf32>
// RAISE-NOT: tensor.
// RAISE-NOT: linalg.

// CHECK-LABEL: func.func @mlp(
// CHECK: fuse.aggregate #fuse.add dims [i = ?, j = 512, k = 128] reduce [k] ins(%arg0, %arg1 {{.*}}#fuse.gemm_config<"gemm_wgmma_ws"
// CHECK: fuse.aggregate #fuse.add dims [d0 = ?, d1 = 512] reduce [] ins(%{{.+}}, %arg2 : tensor<?x512xf32>, tensor<512xbf16>) {{.*}} -> tensor<?x512xbf16>
// CHECK: math.tanh
// CHECK: fuse.aggregate #fuse.add dims [i = ?, j = 128, k = 512] reduce [k] {{.*}}#fuse.gemm_config<"gemm_wgmma_ws"
// CHECK: fuse.aggregate #fuse.add dims [d0 = ?, d1 = 128] reduce [] ins(%{{.+}}, %arg4, %arg0 : tensor<?x128xf32>, tensor<128xbf16>, tensor<?x128xbf16>) {{.*}} -> tensor<?x128xbf16>
// CHECK: return %{{.+}} : tensor<?x128xbf16>

// KERNELS: {{^}}2{{$}}
// PTX-LABEL: .entry mlp_0_add(
// PTX: wgmma.mma_async
// PTX-LABEL: .entry mlp_1_add(
// PTX: wgmma.mma_async

// MANIFEST: "dims": [
// MANIFEST-NEXT: {
// MANIFEST-NEXT: "axis": 0,
// MANIFEST-NEXT: "buffer": "arg0",
// MANIFEST-NEXT: "name": "s0"
// MANIFEST-NEXT: }
// MANIFEST-NEXT: ],
// MANIFEST: "ceil_div": 128,
// MANIFEST-NEXT: "product": [
// MANIFEST-NEXT: "s0"
// MANIFEST: "name": "mlp_0_add"
// MANIFEST-NOT: "s1"

// GPT MLP as torch-mlir lowers it: M = ? (dynamic) tokens, D = 128, F = 512, bf16 in and out,
// f32 accumulation; w1 stored [D, F], w2 stored [D, F] as nn.Linear keeps it ([out, in]) and
// transposed by a copy; bias adds, GELU (tanh form) and the residual as separate generics.
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#tr2 = affine_map<(d0, d1) -> (d1, d0)>
#row = affine_map<(d0, d1) -> (d1)>
func.func @mlp(%x: tensor<?x128xbf16>, %w1: tensor<128x512xbf16>, %b1: tensor<512xbf16>, %w2: tensor<128x512xbf16>, %b2: tensor<128xbf16>) -> tensor<?x128xbf16> {
  %i0 = arith.constant 0 : index
  %n = tensor.dim %x, %i0 : tensor<?x128xbf16>
  %zero = arith.constant 0.0 : f32
  %half = arith.constant 0.5 : f32
  %one = arith.constant 1.0 : f32
  %c0 = arith.constant 0.7978845608028654 : f32
  %c1 = arith.constant 0.044715 : f32
  %eh = tensor.empty(%n) : tensor<?x512xf32>
  %fh = linalg.fill ins(%zero : f32) outs(%eh : tensor<?x512xf32>) -> tensor<?x512xf32>
  %h = linalg.matmul ins(%x, %w1 : tensor<?x128xbf16>, tensor<128x512xbf16>) outs(%fh : tensor<?x512xf32>) -> tensor<?x512xf32>
  %hb = linalg.generic {indexing_maps = [#id2, #row, #id2], iterator_types = ["parallel", "parallel"]} ins(%h, %b1 : tensor<?x512xf32>, tensor<512xbf16>) outs(%eh : tensor<?x512xf32>) {
  ^bb0(%a: f32, %b: bf16, %out: f32):
    %be = arith.extf %b : bf16 to f32
    %s = arith.addf %a, %be : f32
    linalg.yield %s : f32
  } -> tensor<?x512xf32>
  %g = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%hb : tensor<?x512xf32>) outs(%eh : tensor<?x512xf32>) {
  ^bb0(%a: f32, %out: f32):
    %a2 = arith.mulf %a, %a : f32
    %a3 = arith.mulf %a2, %a : f32
    %t0 = arith.mulf %a3, %c1 : f32
    %t1 = arith.addf %a, %t0 : f32
    %t2 = arith.mulf %t1, %c0 : f32
    %t3 = math.tanh %t2 : f32
    %t4 = arith.addf %t3, %one : f32
    %t5 = arith.mulf %a, %half : f32
    %t6 = arith.mulf %t5, %t4 : f32
    linalg.yield %t6 : f32
  } -> tensor<?x512xf32>
  %ehb = tensor.empty(%n) : tensor<?x512xbf16>
  %gb = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%g : tensor<?x512xf32>) outs(%ehb : tensor<?x512xbf16>) {
  ^bb0(%a: f32, %out: bf16):
    %c = arith.truncf %a : f32 to bf16
    linalg.yield %c : bf16
  } -> tensor<?x512xbf16>
  %ew2 = tensor.empty() : tensor<512x128xbf16>
  %w2t = linalg.transpose ins(%w2 : tensor<128x512xbf16>) outs(%ew2 : tensor<512x128xbf16>) permutation = [1, 0]
  %ey = tensor.empty(%n) : tensor<?x128xf32>
  %fy = linalg.fill ins(%zero : f32) outs(%ey : tensor<?x128xf32>) -> tensor<?x128xf32>
  %y = linalg.matmul ins(%gb, %w2t : tensor<?x512xbf16>, tensor<512x128xbf16>) outs(%fy : tensor<?x128xf32>) -> tensor<?x128xf32>
  %yb = linalg.generic {indexing_maps = [#id2, #row, #id2], iterator_types = ["parallel", "parallel"]} ins(%y, %b2 : tensor<?x128xf32>, tensor<128xbf16>) outs(%ey : tensor<?x128xf32>) {
  ^bb0(%a: f32, %b: bf16, %out: f32):
    %be = arith.extf %b : bf16 to f32
    %s = arith.addf %a, %be : f32
    linalg.yield %s : f32
  } -> tensor<?x128xf32>
  %yr = linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%yb, %x : tensor<?x128xf32>, tensor<?x128xbf16>) outs(%ey : tensor<?x128xf32>) {
  ^bb0(%a: f32, %b: bf16, %out: f32):
    %be = arith.extf %b : bf16 to f32
    %s = arith.addf %a, %be : f32
    linalg.yield %s : f32
  } -> tensor<?x128xf32>
  %eo = tensor.empty(%n) : tensor<?x128xbf16>
  %o = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%yr : tensor<?x128xf32>) outs(%eo : tensor<?x128xbf16>) {
  ^bb0(%a: f32, %out: bf16):
    %c = arith.truncf %a : f32 to bf16
    linalg.yield %c : bf16
  } -> tensor<?x128xbf16>
  return %o : tensor<?x128xbf16>
}
