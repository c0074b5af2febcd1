// RUN: fuse-opt %s -split-input-file --fuse-f32-precision="precision=bf16" | FileCheck %s
// RUN: fuse-opt %s -split-input-file --fuse-f32-precision | FileCheck %s --check-prefix=IEEE
// RUN: fuse-opt %s -split-input-file --fuse-f32-precision="precision=tf32" | FileCheck %s --check-prefix=TF32
// RUN: fuse-opt %s -split-input-file --fuse-f32-precision="precision=3xtf32" | FileCheck %s --check-prefix=THREE
// RUN: not fuse-opt %s -split-input-file --fuse-f32-precision="precision=fp8" 2>&1 | FileCheck %s --check-prefix=BAD

// BAD: error: fuse-f32-precision: unknown precision 'fp8' (expected ieee, tf32, 3xtf32 or bf16)

// precision=tf32 is recorded on the module and rewrites nothing: the GEMM
// generator reads the f32 operands as tf32.
// TF32-LABEL: module attributes {fuse.f32_precision = "tf32"}
// TF32-NOT:   fuse.map
// TF32:       fuse.matmul %{{.+}}, %{{.+}} : tensor<64x32xf32>, tensor<32x16xf32> -> tensor<64x16xf32>

// precision=bf16: each f32 operand read from memory is rounded to bf16 once
// (x feeds two matmuls, one map), right after its definition; the matmuls
// take bf16 operands and still produce f32.
// CHECK-LABEL: module attributes {fuse.f32_precision = "bf16"}
// CHECK-LABEL: func @two_projections(
// CHECK-SAME: %[[X:.+]]: tensor<64x32xf32>, %[[W1:.+]]: tensor<32x16xf32>, %[[W2:.+]]: tensor<32x16xf32>)
// CHECK-DAG:  %[[XB:.+]] = fuse.map ins(%[[X]] : tensor<64x32xf32>) -> tensor<64x32xbf16> {
// CHECK-DAG:  %[[W1B:.+]] = fuse.map ins(%[[W1]] : tensor<32x16xf32>) -> tensor<32x16xbf16> {
// CHECK-DAG:  %[[W2B:.+]] = fuse.map ins(%[[W2]] : tensor<32x16xf32>) -> tensor<32x16xbf16> {
// CHECK:      fuse.matmul %[[XB]], %[[W1B]] : tensor<64x32xbf16>, tensor<32x16xbf16> -> tensor<64x16xf32>
// CHECK:      fuse.matmul %[[XB]], %[[W2B]] : tensor<64x32xbf16>, tensor<32x16xbf16> -> tensor<64x16xf32>
// CHECK-NOT:  fuse.map

// IEEE-NOT:   fuse.f32_precision
// IEEE-NOT:   fuse.map
// IEEE:       fuse.matmul %{{.+}}, %{{.+}} : tensor<64x32xf32>, tensor<32x16xf32> -> tensor<64x16xf32>
// precision=3xtf32: each operand split once into hi (x rounded to tf32:
// + 0x1000, the low 13 mantissa bits cleared) and lo (x - hi, rounded to
// tf32 too); each product is (lo hi + hi lo) + hi hi.
// THREE-LABEL: module attributes {fuse.f32_precision = "3xtf32"}
// THREE-LABEL: func @two_projections(
// THREE-SAME: %[[X:[^:]+]]: tensor<64x32xf32>, %[[W1:[^:]+]]: tensor<32x16xf32>, %[[W2:[^:]+]]: tensor<32x16xf32>)
// THREE:      %[[W1L:.+]] = fuse.map ins(%[[W1]] : tensor<32x16xf32>)
// THREE:        %[[B:.+]] = arith.bitcast %{{.+}} : f32 to i32
// THREE:        %[[HALF:.+]] = arith.constant 4096 : i32
// THREE:        %[[MASK:.+]] = arith.constant -8192 : i32
// THREE:        %[[R:.+]] = arith.addi %[[B]], %[[HALF]] : i32
// THREE:        %[[M:.+]] = arith.andi %[[R]], %[[MASK]] : i32
// THREE:        %[[H:.+]] = arith.bitcast %[[M]] : i32 to f32
// THREE:        %[[L:.+]] = arith.subf %{{.+}}, %[[H]] : f32
// THREE:        arith.bitcast %[[L]] : f32 to i32
// THREE:        arith.andi
// THREE:        fuse.yield
// THREE:      %[[W1H:.+]] = fuse.map ins(%[[W1]] : tensor<32x16xf32>)
// THREE-NOT:    arith.subf
// THREE:      %[[XL:.+]] = fuse.map ins(%[[X]] : tensor<64x32xf32>)
// THREE:      %[[XH:.+]] = fuse.map ins(%[[X]] : tensor<64x32xf32>)
// THREE:      %[[C1:.+]] = fuse.matmul %[[XL]], %[[W1H]] :
// THREE:      %[[C2:.+]] = fuse.matmul %[[XH]], %[[W1L]] :
// THREE:      %[[CR:.+]] = fuse.map ins(%[[C1]], %[[C2]] :
// THREE:        arith.addf
// THREE:      %[[HI:.+]] = fuse.matmul %[[XH]], %[[W1H]] :
// THREE:      %[[R1:.+]] = fuse.map ins(%[[CR]], %[[HI]] :
// THREE:      return %[[R1]], %{{.+}} :
func.func @two_projections(%x: tensor<64x32xf32>, %w1: tensor<32x16xf32>, %w2: tensor<32x16xf32>) -> (tensor<64x16xf32>, tensor<64x16xf32>) {
  %a = fuse.matmul %x, %w1 : tensor<64x32xf32>, tensor<32x16xf32> -> tensor<64x16xf32>
  %b = fuse.matmul %x, %w2 : tensor<64x32xf32>, tensor<32x16xf32> -> tensor<64x16xf32>
  return %a, %b : tensor<64x16xf32>, tensor<64x16xf32>
}

// -----

// Attention in f32: Q, K and V are rounded; P, computed from the softmax
// in the fused kernel, is not. Under 3xtf32 attention's products are
// split like any other (an f32 attention is not fused under tf32 or
// 3xtf32: fuse-plan-chains): Q K^T into three, and P V, P split too.
// THREE-LABEL: func @attention(
// THREE-COUNT-3: fuse.matmul %{{.+}}, %{{.+}} transpose_rhs scale 1.250000e-01
// THREE:      %[[P:.+]] = fuse.softmax
// THREE:      fuse.map ins(%[[P]]
// THREE:      fuse.map ins(%[[P]]
// THREE-COUNT-3: fuse.matmul
// THREE:      return
// CHECK-LABEL: func @attention(
// CHECK-SAME: %[[Q:.+]]: tensor<4x128x64xf32>, %[[K:.+]]: tensor<4x128x64xf32>, %[[V:.+]]: tensor<4x128x64xf32>)
// CHECK-DAG:  %[[VB:.+]] = fuse.map ins(%[[V]] : tensor<4x128x64xf32>) -> tensor<4x128x64xbf16>
// CHECK-DAG:  %[[KB:.+]] = fuse.map ins(%[[K]] : tensor<4x128x64xf32>) -> tensor<4x128x64xbf16>
// CHECK-DAG:  %[[QB:.+]] = fuse.map ins(%[[Q]] : tensor<4x128x64xf32>) -> tensor<4x128x64xbf16>
// CHECK:      %[[S:.+]] = fuse.matmul %[[QB]], %[[KB]] transpose_rhs scale 1.250000e-01 : tensor<4x128x64xbf16>, tensor<4x128x64xbf16> -> tensor<4x128x128xf32>
// CHECK:      %[[P:.+]] = fuse.softmax %[[S]] axis = 2 : tensor<4x128x128xf32>
// CHECK:      fuse.matmul %[[P]], %[[VB]] : tensor<4x128x128xf32>, tensor<4x128x64xbf16> -> tensor<4x128x64xf32>
func.func @attention(%q: tensor<4x128x64xf32>, %k: tensor<4x128x64xf32>, %v: tensor<4x128x64xf32>) -> tensor<4x128x64xf32> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.125 : tensor<4x128x64xf32>, tensor<4x128x64xf32> -> tensor<4x128x128xf32>
  %p = fuse.softmax %s axis = 2 : tensor<4x128x128xf32>
  %o = fuse.matmul %p, %v : tensor<4x128x128xf32>, tensor<4x128x64xf32> -> tensor<4x128x64xf32>
  return %o : tensor<4x128x64xf32>
}

// -----

// precision=tf32: B of A B stored [k, n] and A of A^T B stored [k, m] are
// copied k-major (one transposing aggregate per value, whichever operand
// it is) where the other operand has 512 rows or more, so that wgmma's tf32 form takes the GEMM;
// below that the GEMM reads them as they are (mma.sync).
// TF32-LABEL: func @kmajor_copies(
// TF32-SAME: %[[A:.+]]: tensor<1024x64xf32>, %[[B:.+]]: tensor<64x512xf32>, %[[C:.+]]: tensor<256x64xf32>, %[[S:.+]]: tensor<64x16xf32>)
// TF32-NOT:  ins(%[[S]]
// TF32:      %[[BT:.+]] = fuse.aggregate #fuse.add dims [d0 = 512, d1 = 64] reduce [] ins(%[[B]] : tensor<64x512xf32>) maps [#[[T:.+]]] -> tensor<512x64xf32>
// TF32-NEXT: ^bb0(%[[X:.+]]: f32):
// TF32-NEXT:   fuse.yield %[[X]] : f32
// TF32:      fuse.matmul %[[A]], %[[BT]] transpose_rhs : tensor<1024x64xf32>, tensor<512x64xf32> -> tensor<1024x512xf32>
// TF32:      fuse.matmul %[[A]], %[[BT]] transpose_rhs : tensor<1024x64xf32>, tensor<512x64xf32> -> tensor<1024x512xf32>
// TF32:      fuse.matmul %[[BT]], %[[A]] transpose_rhs : tensor<512x64xf32>, tensor<1024x64xf32> -> tensor<512x1024xf32>
// TF32:      fuse.matmul %[[C]], %[[S]] : tensor<256x64xf32>, tensor<64x16xf32> -> tensor<256x16xf32>
func.func @kmajor_copies(%a: tensor<1024x64xf32>, %b: tensor<64x512xf32>, %c: tensor<256x64xf32>, %s: tensor<64x16xf32>) -> (tensor<1024x512xf32>, tensor<1024x512xf32>, tensor<512x1024xf32>, tensor<256x16xf32>) {
  %0 = fuse.matmul %a, %b : tensor<1024x64xf32>, tensor<64x512xf32> -> tensor<1024x512xf32>
  %1 = fuse.matmul %a, %b : tensor<1024x64xf32>, tensor<64x512xf32> -> tensor<1024x512xf32>
  %2 = fuse.matmul %b, %a transpose_lhs transpose_rhs : tensor<64x512xf32>, tensor<1024x64xf32> -> tensor<512x1024xf32>
  %3 = fuse.matmul %c, %s : tensor<256x64xf32>, tensor<64x16xf32> -> tensor<256x16xf32>
  return %0, %1, %2, %3 : tensor<1024x512xf32>, tensor<1024x512xf32>, tensor<512x1024xf32>, tensor<256x16xf32>
}
