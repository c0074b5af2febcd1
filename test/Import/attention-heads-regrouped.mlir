// REQUIRES: libdevice
// RUN: fuse-opt %s --fusec-import --mlir-print-local-scope | FileCheck %s
// RUN: fusec %s -o %t.ptx --report=text --report-file=%t.report
// RUN: FileCheck %s --check-prefix=PLAN < %t.report

// Heads regrouped between the two matmuls (the form of MIGraphX's grouped
// attention as rocMLIR's tests write it): Q K^T runs over [2 groups, 7
// heads], the softmax and P V over the 14 heads merged, so the softmax
// reads the scores at (h floordiv 7, h mod 7). The import splits h in the
// softmax, in its statistics and in P V's batch, so the chain has one
// iteration space and fuses; the flat output reads the split result
// through its row-major digits.

// CHECK-LABEL: func @regrouped(
// CHECK:      %[[S:.+]] = fuse.aggregate #fuse.add dims [b0 = 1, b1 = 2, b2 = 7, i = 8, j = 8, k = 64] reduce [k]
// CHECK:      fuse.aggregate #fuse.max dims [d0 = 1, d1 = 2, d2 = 7, d3 = 8, d4 = 8] reduce [d4] ins(%{{.+}} : tensor<1x2x7x8x8xf32>) maps [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>]
// CHECK-NOT:  floordiv 7
// CHECK:      fuse.aggregate #fuse.add dims [b0 = 1, b1 = 2, b2 = 7, i = 8, j = 64, k = 8] reduce [k]
// CHECK-SAME: affine_map<(d0, d1, d2, d3, d4, d5) -> (d1 * 3584 + d2 * 512 + d4 + d5 * 64)>
// CHECK:      affine_map<(d0) -> (0, d0 floordiv 3584, (d0 floordiv 512) mod 7, (d0 floordiv 64) mod 8, d0 mod 64)>

// PLAN: (attention)
// PLAN: decision:          FUSE
// PLAN: kernels built (2,
// PLAN: online_softmax

func.func @regrouped(%arg0: tensor<1024xf16>, %arg1: tensor<7168xf16>, %arg2: tensor<7168xf16>) -> tensor<7168xf16> {
  %4 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf16>}> : () -> tensor<1xf16>
  %8 = "tosa.const"() <{values = dense<1.250000e-01> : tensor<1x14x64x8xf16>}> : () -> tensor<1x14x64x8xf16>
  %10 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %11 = "tosa.const"() <{values = dense<1.000000e+00> : tensor<1x2x7x64x8xf16>}> : () -> tensor<1x2x7x64x8xf16>
  %2 = "tosa.const"() <{values = dense<1.000000e+00> : tensor<1x14x8x8xf32>}> : () -> tensor<1x14x8x8xf32>
  %expanded = tensor.expand_shape %arg1 [[0, 1, 2, 3]] output_shape [1, 8, 14, 64] : tensor<7168xf16> into tensor<1x8x14x64xf16>
  %15 = tosa.transpose %expanded {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x8x14x64xf16>) -> tensor<1x14x8x64xf16>
  %expanded_0 = tensor.expand_shape %arg0 [[0, 1, 2, 3, 4]] output_shape [1, 2, 1, 8, 64] : tensor<1024xf16> into tensor<1x2x1x8x64xf16>
  %16 = tosa.transpose %expanded_0 {perms = array<i32: 0, 1, 2, 4, 3>} : (tensor<1x2x1x8x64xf16>) -> tensor<1x2x1x64x8xf16>
  %17 = tosa.mul %16, %11, %10 : (tensor<1x2x1x64x8xf16>, tensor<1x2x7x64x8xf16>, tensor<1xi8>) -> tensor<1x2x7x64x8xf16>
  %collapsed = tensor.collapse_shape %17 [[0], [1, 2], [3], [4]] : tensor<1x2x7x64x8xf16> into tensor<1x14x64x8xf16>
  %18 = tosa.mul %collapsed, %8, %10 : (tensor<1x14x64x8xf16>, tensor<1x14x64x8xf16>, tensor<1xi8>) -> tensor<1x14x64x8xf16>
  %collapsed_1 = tensor.collapse_shape %15 [[0, 1], [2], [3]] : tensor<1x14x8x64xf16> into tensor<14x8x64xf16>
  %collapsed_2 = tensor.collapse_shape %18 [[0, 1], [2], [3]] : tensor<1x14x64x8xf16> into tensor<14x64x8xf16>
  %20 = tosa.matmul %collapsed_1, %collapsed_2, %4, %4 {acc_type = f32} : (tensor<14x8x64xf16>, tensor<14x64x8xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<14x8x8xf16>
  %expanded_3 = tensor.expand_shape %20 [[0, 1], [2], [3]] output_shape [1, 14, 8, 8] : tensor<14x8x8xf16> into tensor<1x14x8x8xf16>
  %24 = tosa.cast %expanded_3 : (tensor<1x14x8x8xf16>) -> tensor<1x14x8x8xf32>
  %25 = tosa.reduce_max %24 {axis = 3 : i32} : (tensor<1x14x8x8xf32>) -> tensor<1x14x8x1xf32>
  %26 = tosa.mul %25, %2, %10 : (tensor<1x14x8x1xf32>, tensor<1x14x8x8xf32>, tensor<1xi8>) -> tensor<1x14x8x8xf32>
  %27 = tosa.sub %24, %26 : (tensor<1x14x8x8xf32>, tensor<1x14x8x8xf32>) -> tensor<1x14x8x8xf32>
  %28 = tosa.exp %27 : (tensor<1x14x8x8xf32>) -> tensor<1x14x8x8xf32>
  %29 = tosa.reduce_sum %28 {axis = 3 : i32} : (tensor<1x14x8x8xf32>) -> tensor<1x14x8x1xf32>
  %30 = tosa.mul %29, %2, %10 : (tensor<1x14x8x1xf32>, tensor<1x14x8x8xf32>, tensor<1xi8>) -> tensor<1x14x8x8xf32>
  %31 = tosa.reciprocal %30 : (tensor<1x14x8x8xf32>) -> tensor<1x14x8x8xf32>
  %32 = tosa.mul %28, %31, %10 : (tensor<1x14x8x8xf32>, tensor<1x14x8x8xf32>, tensor<1xi8>) -> tensor<1x14x8x8xf32>
  %33 = tosa.cast %32 : (tensor<1x14x8x8xf32>) -> tensor<1x14x8x8xf16>
  %collapsed_4 = tensor.collapse_shape %33 [[0, 1], [2], [3]] : tensor<1x14x8x8xf16> into tensor<14x8x8xf16>
  %expanded_5 = tensor.expand_shape %arg2 [[0, 1, 2]] output_shape [14, 8, 64] : tensor<7168xf16> into tensor<14x8x64xf16>
  %34 = tosa.matmul %collapsed_4, %expanded_5, %4, %4 {acc_type = f32} : (tensor<14x8x8xf16>, tensor<14x8x64xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<14x8x64xf16>
  %collapsed_6 = tensor.collapse_shape %34 [[0, 1, 2]] : tensor<14x8x64xf16> into tensor<7168xf16>
  return %collapsed_6 : tensor<7168xf16>
}
