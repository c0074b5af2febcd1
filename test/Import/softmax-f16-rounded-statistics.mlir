// RUN: fuse-opt %s --fusec-import --mlir-print-local-scope | FileCheck %s
// RUN: fuse-opt %s --fusec-import --fuse-generalize --fuse-factor-aggregates | FileCheck %s --check-prefix=MONOID

// A softmax computed in f16 with its statistics rounded to f16 on the way
// (tosa.reduce_max / reduce_sum into f16 tensors, read back by the sub and
// the reciprocal), as MIGraphX emits attention for rocMLIR. From
// test/Corpus/Inputs/rocmlir-attention-causal.mlir (@mlir_nokvcache_causal_attention;
// ROCm/rocMLIR, mlir/test/Conversion/TosaToRock/tosa-to-rock-attention-causal.mlir
// at 04782558e67c); see test/Corpus/PROVENANCE.md.
// The roundings of the max and of the sum are carried into their readers
// and dropped there (values that never reach memory), and exp(x - m) into
// the sum that reads it: the statistics are one #fuse.softmax aggregate.

// CHECK-LABEL: func @mlir_nokvcache_causal_attention
// CHECK:      %[[X:.+]] = fuse.aggregate #fuse.add {{.*}} -> tensor<1x32x2x64xf16>
// CHECK:      %[[M:.+]] = fuse.aggregate #fuse.max {{.*}} reduce [d3] ins(%[[X]] : tensor<1x32x2x64xf16>) {{.*}} -> tensor<1x32x2xf32>
// CHECK-NOT:  fuse.map
// CHECK:      %[[S:.+]] = fuse.aggregate #fuse.add {{.*}} reduce [d3] ins(%[[X]], %[[M]] : tensor<1x32x2x64xf16>, tensor<1x32x2xf32>) {{.*}} -> tensor<1x32x2xf32>
// CHECK:        math.exp
// CHECK:      fuse.aggregate #fuse.add {{.*}} reduce [] ins(%[[X]], %[[M]], %[[S]] : tensor<1x32x2x64xf16>, tensor<1x32x2xf32>, tensor<1x32x2xf32>)

// The statistics, P and P V (P read as 32 x 2 x 64, its unit batch dim at
// index 0) factor into one weighted-softmax aggregate, the mask and scale
// carried into its body.
// MONOID-NOT: fuse.aggregate #fuse.softmax
// MONOID: fuse.aggregate #fuse.weighted_softmax dims [b0 = 32, i = 2, j = 128, k = 64] reduce [k] ins(%arg2, %{{.+}}, %{{.+}}, %{{.+}} : tensor<262144xf16>, tensor<1x1x1x64xi32>, tensor<1x1x2x1xi32>, tensor<1x32x2x64xf32>)
// MONOID-NOT: fuse.aggregate #fuse.softmax
func.func @mlir_nokvcache_causal_attention(%arg0: tensor<24576xf16>, %arg1: tensor<262144xf16>, %arg2: tensor<262144xf16>) -> tensor<8192xf16> attributes {rock.kernel, rock.arch = "##TOKEN_ARCH##"} {
  %expanded = tensor.expand_shape %arg2 [[0, 1, 2, 3]] output_shape [1, 32, 64, 128] : tensor<262144xf16> into tensor<1x32x64x128xf16>
  %expanded_1 = tensor.expand_shape %arg1 [[0, 1, 2, 3]] output_shape [1, 32, 64, 128] : tensor<262144xf16> into tensor<1x32x64x128xf16>
  %expanded_2 = tensor.expand_shape %arg0 [[0, 1, 2, 3]] output_shape [1, 2, 96, 128] : tensor<24576xf16> into tensor<1x2x96x128xf16>
  %5 = tosa.transpose %expanded_2 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x2x96x128xf16>) -> tensor<1x96x2x128xf16>
  %6 = "tosa.const"() <{values = dense<[1, 2]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %7 = "tosa.const"() <{values = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63]> : tensor<64xi32>}> : () -> tensor<64xi32>
  %extracted_slice = tensor.extract_slice %5[0, 0, 0, 0] [1, 32, 2, 128] [1, 1, 1, 1] : tensor<1x96x2x128xf16> to tensor<1x32x2x128xf16>
  %8 = "tosa.const"() <{values = dense<[0, 1, 3, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
  %9 = tosa.transpose %expanded_1 {perms = array<i32: 0, 1, 3, 2>} : (tensor<1x32x64x128xf16>) -> tensor<1x32x128x64xf16>
  %collapsed = tensor.collapse_shape %extracted_slice [[0, 1], [2], [3]] : tensor<1x32x2x128xf16> into tensor<32x2x128xf16>
  %collapsed_3 = tensor.collapse_shape %9 [[0, 1], [2], [3]] : tensor<1x32x128x64xf16> into tensor<32x128x64xf16>
  %a_zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  %b_zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  %10 = tosa.matmul %collapsed, %collapsed_3, %a_zp, %b_zp : (tensor<32x2x128xf16>, tensor<32x128x64xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<32x2x64xf16>
  %expanded_4 = tensor.expand_shape %10 [[0, 1], [2], [3]] output_shape [1, 32, 2, 64] : tensor<32x2x64xf16> into tensor<1x32x2x64xf16>
  %cst = arith.constant dense<[[[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63]]]]> : tensor<1x1x1x64xi32>
  %11 = "tosa.const"() <{values = dense<1> : tensor<1x32x2x64xi32>}> : () -> tensor<1x32x2x64xi32>
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %12 = tosa.mul %cst, %11, %shift: (tensor<1x1x1x64xi32>, tensor<1x32x2x64xi32>, tensor<1xi8>) -> tensor<1x32x2x64xi32>
  %13 = "tosa.const"() <{values = dense<0xFC00> : tensor<1x32x2x64xf16>}> : () -> tensor<1x32x2x64xf16>
  %14 = "tosa.const"() <{values = dense<8.837890e-02> : tensor<1x32x2x64xf16>}> : () -> tensor<1x32x2x64xf16>
  %fused = tosa.mul %expanded_4, %14, %shift : (tensor<1x32x2x64xf16>, tensor<1x32x2x64xf16>, tensor<1xi8>) -> tensor<1x32x2x64xf16>
  %cst_6 = arith.constant dense<[[[[0], [1]]]]> : tensor<1x1x2x1xi32>
  %15 = tosa.mul %cst_6, %11, %shift : (tensor<1x1x2x1xi32>, tensor<1x32x2x64xi32>, tensor<1xi8>) -> tensor<1x32x2x64xi32>
  %16 = tosa.greater %12, %15 : (tensor<1x32x2x64xi32>, tensor<1x32x2x64xi32>) -> tensor<1x32x2x64xi1>
  %17 = tosa.cast %16 : (tensor<1x32x2x64xi1>) -> tensor<1x32x2x64xi32>
  %18 = tosa.cast %17 : (tensor<1x32x2x64xi32>) -> tensor<1x32x2x64xi8>
  %19 = tosa.cast %18 : (tensor<1x32x2x64xi8>) -> tensor<1x32x2x64xi1>
  %20 = tosa.select %19, %13, %fused : (tensor<1x32x2x64xi1>, tensor<1x32x2x64xf16>, tensor<1x32x2x64xf16>) -> tensor<1x32x2x64xf16>
  %28 = tosa.reduce_max %20 {axis = 3 : i32} : (tensor<1x32x2x64xf16>) -> tensor<1x32x2x1xf16>
  %29 = tosa.sub %20, %28 : (tensor<1x32x2x64xf16>, tensor<1x32x2x1xf16>) -> tensor<1x32x2x64xf16>
  %30 = tosa.exp %29 : (tensor<1x32x2x64xf16>) -> tensor<1x32x2x64xf16>
  %31 = tosa.reduce_sum %30 {axis = 3 : i32} : (tensor<1x32x2x64xf16>) -> tensor<1x32x2x1xf16>
  %32 = tosa.reciprocal %31 : (tensor<1x32x2x1xf16>) -> tensor<1x32x2x1xf16>
  %33 = tosa.mul %30, %32, %shift : (tensor<1x32x2x64xf16>, tensor<1x32x2x1xf16>, tensor<1xi8>) -> tensor<1x32x2x64xf16>
  %collapsed_8 = tensor.collapse_shape %33 [[0, 1], [2], [3]] : tensor<1x32x2x64xf16> into tensor<32x2x64xf16>
  %expanded_9 = tensor.expand_shape %arg2 [[0, 1, 2]] output_shape [32, 64, 128] : tensor<262144xf16> into tensor<32x64x128xf16>
  %34 = tosa.matmul %collapsed_8, %expanded_9, %a_zp, %b_zp : (tensor<32x2x64xf16>, tensor<32x64x128xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<32x2x128xf16>
  %expanded_10 = tensor.expand_shape %34 [[0, 1], [2], [3]] output_shape [1, 32, 2, 128] : tensor<32x2x128xf16> into tensor<1x32x2x128xf16>
  %35 = tosa.transpose %expanded_10 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x32x2x128xf16>) -> tensor<1x2x32x128xf16>
  %collapsed_11 = tensor.collapse_shape %35 [[0], [1], [2, 3]] : tensor<1x2x32x128xf16> into tensor<1x2x4096xf16>
  %collapsed_12 = tensor.collapse_shape %35 [[0, 1, 2, 3]] : tensor<1x2x32x128xf16> into tensor<8192xf16>
  return %collapsed_12 : tensor<8192xf16>
}
