// RUN: fuse-opt %s -split-input-file --fuse-softmax-to-monoid --fuse-generalize --fuse-factor-aggregates --fuse-plan-chains | FileCheck %s

// Found with fuse-fuzz: shapes near 2^63 overflowed int64 arithmetic in the
// planner and its cost model (UBSan: signed overflow in ceilDiv, in 3 * k and
// in the batch / contraction products; unsigned wrap-around in the on-chip
// fit could call a huge tile a fit). Products now saturate and the
// comparisons avoid overflow; fusec then rejects such buffers with a located
// error (test/Conversion/FuseToGPU/convert-fuse-to-gpu-too-large.mlir).

// A 2^63 - 1 sequence: ceil(n / b_r) and k < n/3 without overflow.
// CHECK: module attributes {fusec.plans = [#fuse.chain_record<
// CHECK-SAME: m = 9223372036854775807, n = 9223372036854775807, k = 64, out_width = 64, batch = 1,
// CHECK-SAME: criteria = <b_equals_k = true, k_lt_n_over_3 = true, fits_on_chip = true
// CHECK: func.func @long
func.func @long(%q: tensor<9223372036854775807x64xbf16>, %k: tensor<9223372036854775807x64xbf16>,
                %v: tensor<9223372036854775807x64xbf16>) -> tensor<9223372036854775807x64xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs : tensor<9223372036854775807x64xbf16>, tensor<9223372036854775807x64xbf16> -> tensor<9223372036854775807x9223372036854775807xf32>
  %p = fuse.softmax %s axis = 1 : tensor<9223372036854775807x9223372036854775807xf32>
  %o = fuse.matmul %p, %v : tensor<9223372036854775807x9223372036854775807xf32>, tensor<9223372036854775807x64xbf16> -> tensor<9223372036854775807x64xbf16>
  return %o : tensor<9223372036854775807x64xbf16>
}

// -----

// A 2^62 head dimension: 3 * k and the tile's shared memory must not wrap.
// CHECK: module attributes {fusec.plans = [#fuse.chain_record<
// CHECK-SAME: k = 4611686018427387904,
// CHECK-SAME: criteria = <b_equals_k = false, k_lt_n_over_3 = false, fits_on_chip = false
// CHECK-SAME: decided_by = "feasibility"
// CHECK: func.func @wide
func.func @wide(%q: tensor<128x4611686018427387904xbf16>, %k: tensor<128x4611686018427387904xbf16>,
                %v: tensor<128x64xbf16>) -> tensor<128x64xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs : tensor<128x4611686018427387904xbf16>, tensor<128x4611686018427387904xbf16> -> tensor<128x128xf32>
  %p = fuse.softmax %s axis = 1 : tensor<128x128xf32>
  %o = fuse.matmul %p, %v : tensor<128x128xf32>, tensor<128x64xbf16> -> tensor<128x64xbf16>
  return %o : tensor<128x64xbf16>
}

// -----

// Batch dimensions whose product overflows: it saturates.
// CHECK: module attributes {fusec.plans = [#fuse.chain_record<
// CHECK-SAME: k = 64, out_width = 64, batch = 9223372036854775807,
// CHECK: func.func @batched
func.func @batched(%q: tensor<4611686018427387904x2147483647x128x64xbf16>, %k: tensor<4611686018427387904x2147483647x128x64xbf16>,
                   %v: tensor<4611686018427387904x2147483647x128x64xbf16>) -> tensor<4611686018427387904x2147483647x128x64xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs : tensor<4611686018427387904x2147483647x128x64xbf16>, tensor<4611686018427387904x2147483647x128x64xbf16> -> tensor<4611686018427387904x2147483647x128x128xf32>
  %p = fuse.softmax %s axis = 3 : tensor<4611686018427387904x2147483647x128x128xf32>
  %o = fuse.matmul %p, %v : tensor<4611686018427387904x2147483647x128x128xf32>, tensor<4611686018427387904x2147483647x128x64xbf16> -> tensor<4611686018427387904x2147483647x128x64xbf16>
  return %o : tensor<4611686018427387904x2147483647x128x64xbf16>
}
