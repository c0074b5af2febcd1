// RUN: fuse-opt %s -split-input-file --fusec-import --fusec-pipeline="stop-after=gpu" | FileCheck %s
// RUN: fuse-opt %s -split-input-file --fusec-import --fusec-pipeline="stop-after=gpu arch=sm_80" | FileCheck %s --check-prefix=SM80

// Contractions on 16-bit operands as frontends spell them are tensor-core
// GEMMs (issue 17), with their elementwise consumers as the epilogue.

// The bias (the matmul's init) is loaded in the epilogue, with the cast.
// CHECK-LABEL: module attributes
// CHECK: gpu.func @linear_0_add(%{{.*}}: memref<512x256xbf16>, %{{.*}}: memref<384x256xbf16>, %[[B:.*]]: memref<384xf32>, %{{.*}}: memref<512x384xbf16>, %{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr) kernel
// CHECK: cp.async.bulk.tensor
// CHECK: nvvm.wgmma.mma_async
// CHECK: memref.load %[[B]]
// CHECK: arith.truncf
// CHECK-NOT: gpu.func
// SM80-LABEL: module attributes
// SM80: gpu.func @linear_0_add(
// SM80: nvvm.mma.sync
// SM80-NOT: gpu.func
// nn.Linear with bias as torch-mlir lowers it without decomposition: the
// weight [out, in] transposed by a copy, the bias broadcast into the
// matmul's init, a cast to bf16.
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>
func.func @linear(%x: tensor<512x256xbf16>, %w: tensor<384x256xbf16>, %b: tensor<384xf32>) -> tensor<512x384xbf16> {
  %ewt = tensor.empty() : tensor<256x384xbf16>
  %wt = linalg.transpose ins(%w : tensor<384x256xbf16>) outs(%ewt : tensor<256x384xbf16>) permutation = [1, 0]
  %e = tensor.empty() : tensor<512x384xf32>
  %bb = linalg.broadcast ins(%b : tensor<384xf32>) outs(%e : tensor<512x384xf32>) dimensions = [0]
  %y = linalg.matmul ins(%x, %wt : tensor<512x256xbf16>, tensor<256x384xbf16>) outs(%bb : tensor<512x384xf32>) -> tensor<512x384xf32>
  %eb = tensor.empty() : tensor<512x384xbf16>
  %yb = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%y : tensor<512x384xf32>) outs(%eb : tensor<512x384xbf16>) {
  ^bb0(%a: f32, %o: bf16):
    %t = arith.truncf %a : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<512x384xbf16>
  return %yb : tensor<512x384xbf16>
}

// -----

// CHECK-LABEL: module attributes
// CHECK: gpu.func @einsum_0_add(
// CHECK: nvvm.wgmma.mma_async
// CHECK-NOT: gpu.func
// SM80-LABEL: module attributes
// SM80: gpu.func @einsum_0_add(
// SM80: nvvm.mma.sync
// An einsum "bmk,bnk->bmn" as a linalg.generic contraction.
#a = affine_map<(b, m, n, k) -> (b, m, k)>
#bm = affine_map<(b, m, n, k) -> (b, n, k)>
#c = affine_map<(b, m, n, k) -> (b, m, n)>
func.func @einsum(%x: tensor<4x256x64xf16>, %y: tensor<4x192x64xf16>) -> tensor<4x256x192xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x256x192xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4x256x192xf32>) -> tensor<4x256x192xf32>
  %r = linalg.generic {indexing_maps = [#a, #bm, #c], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%x, %y : tensor<4x256x64xf16>, tensor<4x192x64xf16>) outs(%f : tensor<4x256x192xf32>) {
  ^bb0(%p: f16, %q: f16, %o: f32):
    %pe = arith.extf %p : f16 to f32
    %qe = arith.extf %q : f16 to f32
    %m = arith.mulf %pe, %qe : f32
    %s = arith.addf %o, %m : f32
    linalg.yield %s : f32
  } -> tensor<4x256x192xf32>
  return %r : tensor<4x256x192xf32>
}

// -----

// A head merge read by a matmul: A is [B*H, N, d] read as [B*N, H*d]
// (k = h * d + e: 8-element runs of k stay contiguous), one GEMM.
func.func @merge(%o: tensor<8x128x64xbf16>, %w: tensor<256x256xbf16>) -> tensor<256x256xf32> {
  %zero = arith.constant 0.0 : f32
  %o4 = tensor.expand_shape %o [[0, 1], [2], [3]] output_shape [2, 4, 128, 64] : tensor<8x128x64xbf16> into tensor<2x4x128x64xbf16>
  %e4 = tensor.empty() : tensor<2x128x4x64xbf16>
  %ot = linalg.transpose ins(%o4 : tensor<2x4x128x64xbf16>) outs(%e4 : tensor<2x128x4x64xbf16>) permutation = [0, 2, 1, 3]
  %o2 = tensor.collapse_shape %ot [[0, 1], [2, 3]] : tensor<2x128x4x64xbf16> into tensor<256x256xbf16>
  %e = tensor.empty() : tensor<256x256xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<256x256xf32>) -> tensor<256x256xf32>
  %y = linalg.matmul ins(%o2, %w : tensor<256x256xbf16>, tensor<256x256xbf16>) outs(%f : tensor<256x256xf32>) -> tensor<256x256xf32>
  return %y : tensor<256x256xf32>
}
// CHECK-LABEL: module attributes
// CHECK: gpu.func @merge_0_add(%{{.*}}: memref<8x128x64xbf16>, %{{.*}}: memref<256x256xbf16>, %{{.*}}: memref<256x256xf32>) kernel
// CHECK: nvvm.wgmma.mma_async
// CHECK-NOT: gpu.func
// SM80-LABEL: module attributes
// SM80: gpu.func @merge_0_add(
// SM80: nvvm.mma.sync

// -----

// A weight gradient, x^T dy, as torch-mlir lowers `x.transpose(1, 2) @ dy`
// on a batch: neither operand has k (the tokens) contiguous, so A is read
// MN-major (wgmma's transposed A; ldmatrix.trans on mma.sync).
func.func @weight_grad(%x: tensor<2x256x128xbf16>, %dy: tensor<2x256x192xbf16>) -> tensor<2x128x192xf32> {
  %zero = arith.constant 0.0 : f32
  %ext = tensor.empty() : tensor<2x128x256xbf16>
  %xt = linalg.transpose ins(%x : tensor<2x256x128xbf16>) outs(%ext : tensor<2x128x256xbf16>) permutation = [0, 2, 1]
  %e = tensor.empty() : tensor<2x128x192xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x128x192xf32>) -> tensor<2x128x192xf32>
  %g = linalg.batch_matmul ins(%xt, %dy : tensor<2x128x256xbf16>, tensor<2x256x192xbf16>) outs(%f : tensor<2x128x192xf32>) -> tensor<2x128x192xf32>
  return %g : tensor<2x128x192xf32>
}
// CHECK-LABEL: module attributes
// CHECK: gpu.func @weight_grad_0_add(%{{.*}}: memref<2x256x128xbf16>, %{{.*}}: memref<2x256x192xbf16>, %{{.*}}: memref<2x128x192xf32>, %{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr) kernel
// CHECK: nvvm.wgmma.mma_async {{.*}} A[<bf16>, <one>, <col>], B[<bf16>, <one>, <row>]
// CHECK-NOT: gpu.func
// SM80-LABEL: module attributes
// SM80: gpu.func @weight_grad_0_add(
// SM80: nvgpu.ldmatrix {{.*}} transpose = true
// SM80: nvvm.mma.sync
