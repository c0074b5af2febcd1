// RUN: rm -rf %t && mkdir -p %t
// RUN: fusec %s -o %t/mlp.ptx --report=text --report-file=%t/report
// RUN: FileCheck %s --check-prefix=PLAN < %t/report
// RUN: FileCheck %s --check-prefix=PTX < %t/mlp.ptx
// RUN: grep -c "\.entry" %t/mlp.ptx | FileCheck %s --check-prefix=KERNELS
// RUN: fusec %s --emit=gpu | FileCheck %s --check-prefixes=GPU,WS
// RUN: fusec %s --arch=sm_80 --emit=gpu | FileCheck %s --check-prefixes=GPU,MMA

// A GPT MLP as torch-mlir lowers it (issue 17): each linalg.matmul is a
// tensor-core GEMM with its elementwise consumers as the epilogue -- the
// bias add, GELU (tanh form) and the cast to bf16 after the up projection;
// the bias add, the residual add (x) and the cast after the down projection.
// The bias and the residual are loaded in the epilogue. The down
// projection's weight is stored [out, in] (nn.Linear) and transposed by a
// copy: the fused chain kernel cannot stream it, so the planner keeps the
// two GEMMs and says why.

// PLAN: decision:          DO NOT FUSE (decided by generator)
// PLAN: reason:            do not fuse: the second matmul reads its other operand (the function argument #3) with the reduced dimension contiguous

// KERNELS: {{^}}2{{$}}
// PTX-LABEL: .entry mlp_0_add(
// PTX: wgmma.mma_async
// PTX-LABEL: .entry mlp_1_add(
// PTX: wgmma.mma_async

// The up projection: x, w1, the bias b1, the bf16 hidden state.
// WS: gpu.func @mlp_0_add(%{{.*}}: memref<256x128xbf16>, %{{.*}}: memref<128x512xbf16>, %[[B1:.*]]: memref<512xbf16>, %{{.*}}: memref<256x512xbf16>, %{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr) kernel
// MMA: gpu.func @mlp_0_add(%{{.*}}: memref<256x128xbf16>, %{{.*}}: memref<128x512xbf16>, %[[B1:.*]]: memref<512xbf16>, %{{.*}}: memref<256x512xbf16>) kernel
// GPU: memref.load %[[B1]][%{{.*}}] : memref<512xbf16>
// GPU: math.tanh
// GPU: arith.truncf %{{.*}} : f32 to bf16
// The down projection: hidden, w2, the bias b2, the residual x, the output.
// WS: gpu.func @mlp_1_add(%{{.*}}: memref<256x512xbf16>, %{{.*}}: memref<128x512xbf16>, %[[B2:.*]]: memref<128xbf16>, %[[X:.*]]: memref<256x128xbf16>, %{{.*}}: memref<256x128xbf16>, %{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr) kernel
// MMA: gpu.func @mlp_1_add(%{{.*}}: memref<256x512xbf16>, %{{.*}}: memref<128x512xbf16>, %[[B2:.*]]: memref<128xbf16>, %[[X:.*]]: memref<256x128xbf16>, %{{.*}}: memref<256x128xbf16>) kernel
// GPU: memref.load %[[B2]][%{{.*}}] : memref<128xbf16>
// GPU: memref.load %[[X]][%{{.*}}, %{{.*}}] : memref<256x128xbf16>
// GPU-NOT: gpu.func

// GPT MLP as torch-mlir lowers it: M = 256 tokens, D = 128, F = 512, bf16 in and out,
// f32 accumulation; w1 stored [D, F], w2 stored [D, F] as nn.Linear keeps it ([out, in]) and
// transposed by a copy; bias adds, GELU (tanh form) and the residual as separate generics.
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#tr2 = affine_map<(d0, d1) -> (d1, d0)>
#row = affine_map<(d0, d1) -> (d1)>
func.func @mlp(%x: tensor<256x128xbf16>, %w1: tensor<128x512xbf16>, %b1: tensor<512xbf16>, %w2: tensor<128x512xbf16>, %b2: tensor<128xbf16>) -> tensor<256x128xbf16> {
  %zero = arith.constant 0.0 : f32
  %half = arith.constant 0.5 : f32
  %one = arith.constant 1.0 : f32
  %c0 = arith.constant 0.7978845608028654 : f32
  %c1 = arith.constant 0.044715 : f32
  %eh = tensor.empty() : tensor<256x512xf32>
  %fh = linalg.fill ins(%zero : f32) outs(%eh : tensor<256x512xf32>) -> tensor<256x512xf32>
  %h = linalg.matmul ins(%x, %w1 : tensor<256x128xbf16>, tensor<128x512xbf16>) outs(%fh : tensor<256x512xf32>) -> tensor<256x512xf32>
  %hb = linalg.generic {indexing_maps = [#id2, #row, #id2], iterator_types = ["parallel", "parallel"]} ins(%h, %b1 : tensor<256x512xf32>, tensor<512xbf16>) outs(%eh : tensor<256x512xf32>) {
  ^bb0(%a: f32, %b: bf16, %out: f32):
    %be = arith.extf %b : bf16 to f32
    %s = arith.addf %a, %be : f32
    linalg.yield %s : f32
  } -> tensor<256x512xf32>
  %g = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%hb : tensor<256x512xf32>) outs(%eh : tensor<256x512xf32>) {
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
  } -> tensor<256x512xf32>
  %ehb = tensor.empty() : tensor<256x512xbf16>
  %gb = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%g : tensor<256x512xf32>) outs(%ehb : tensor<256x512xbf16>) {
  ^bb0(%a: f32, %out: bf16):
    %c = arith.truncf %a : f32 to bf16
    linalg.yield %c : bf16
  } -> tensor<256x512xbf16>
  %ew2 = tensor.empty() : tensor<512x128xbf16>
  %w2t = linalg.transpose ins(%w2 : tensor<128x512xbf16>) outs(%ew2 : tensor<512x128xbf16>) permutation = [1, 0]
  %ey = tensor.empty() : tensor<256x128xf32>
  %fy = linalg.fill ins(%zero : f32) outs(%ey : tensor<256x128xf32>) -> tensor<256x128xf32>
  %y = linalg.matmul ins(%gb, %w2t : tensor<256x512xbf16>, tensor<512x128xbf16>) outs(%fy : tensor<256x128xf32>) -> tensor<256x128xf32>
  %yb = linalg.generic {indexing_maps = [#id2, #row, #id2], iterator_types = ["parallel", "parallel"]} ins(%y, %b2 : tensor<256x128xf32>, tensor<128xbf16>) outs(%ey : tensor<256x128xf32>) {
  ^bb0(%a: f32, %b: bf16, %out: f32):
    %be = arith.extf %b : bf16 to f32
    %s = arith.addf %a, %be : f32
    linalg.yield %s : f32
  } -> tensor<256x128xf32>
  %yr = linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%yb, %x : tensor<256x128xf32>, tensor<256x128xbf16>) outs(%ey : tensor<256x128xf32>) {
  ^bb0(%a: f32, %b: bf16, %out: f32):
    %be = arith.extf %b : bf16 to f32
    %s = arith.addf %a, %be : f32
    linalg.yield %s : f32
  } -> tensor<256x128xf32>
  %eo = tensor.empty() : tensor<256x128xbf16>
  %o = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%yr : tensor<256x128xf32>) outs(%eo : tensor<256x128xbf16>) {
  ^bb0(%a: f32, %out: bf16):
    %c = arith.truncf %a : f32 to bf16
    linalg.yield %c : bf16
  } -> tensor<256x128xbf16>
  return %o : tensor<256x128xbf16>
}
