// The planner's four required decisions, each with its reason checked.
// RUN: fuse-opt %s -split-input-file --fuse-softmax-to-monoid --fuse-generalize --fuse-factor-aggregates --fuse-plan-chains | FileCheck %s
// RUN: fuse-opt %s -split-input-file --fuse-softmax-to-monoid --fuse-generalize --fuse-factor-aggregates --fuse-plan-chains="emit-remarks=true" -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: fuse-opt %s -split-input-file --fuse-softmax-to-monoid --fuse-generalize --fuse-factor-aggregates --fuse-plan-chains="policy=never" | FileCheck %s --check-prefix=NEVER

// Attention, d = 64, N = 1024: fuse, by the seed's criteria.
// The tile is the tensor-core kernel's (sm_90a wgmma: 64 query rows x 128 keys).
// CHECK-LABEL: func @attention_d64
// CHECK: fuse.aggregate #fuse.weighted_softmax
// CHECK-SAME: fusec.plan = #fuse.plan<fuse = true, m = 1024, n = 1024, k = 64, tile_m = 64, tile_n = 128, b_equals_k = true, k_lt_n_over_3 = true, fits_on_chip = true
// CHECK-SAME: decided_by = "seed", reason = "fuse: b = k = 64 and k < n/3 (64 < 341.3)
// REMARK: remark: fusec plan for the chain starting at {{.*}}:[[@LINE+5]]:8: fuse: b = k = 64 and k < n/3
// NEVER-LABEL: func @attention_d64
// NEVER: fusec.plan = #fuse.plan<fuse = false
// NEVER-SAME: decided_by = "policy", reason = "do not fuse by --fuse-policy=never; the cost model said: fuse: b = k = 64
func.func @attention_d64(%q: tensor<16x1024x64xbf16>, %k: tensor<16x1024x64xbf16>, %v: tensor<16x1024x64xbf16>) -> tensor<16x1024x64xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.125 : tensor<16x1024x64xbf16>, tensor<16x1024x64xbf16> -> tensor<16x1024x1024xf32>
  %p = fuse.softmax %s axis = 2 : tensor<16x1024x1024xf32>
  %o = fuse.matmul %p, %v : tensor<16x1024x1024xf32>, tensor<16x1024x64xbf16> -> tensor<16x1024x64xbf16>
  return %o : tensor<16x1024x64xbf16>
}

// -----

// Attention, d = 128, N = 4096: fuse.
// CHECK-LABEL: func @attention_d128
// CHECK: fusec.plan = #fuse.plan<fuse = true, m = 4096, n = 4096, k = 128,
// CHECK-SAME: decided_by = "seed", reason = "fuse: b = k = 128 and k < n/3 (128 < 1365.3)
func.func @attention_d128(%q: tensor<4x4096x128xbf16>, %k: tensor<4x4096x128xbf16>, %v: tensor<4x4096x128xbf16>) -> tensor<4x4096x128xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs : tensor<4x4096x128xbf16>, tensor<4x4096x128xbf16> -> tensor<4x4096x4096xf32>
  %p = fuse.softmax %s axis = 2 : tensor<4x4096x4096xf32>
  %o = fuse.matmul %p, %v : tensor<4x4096x4096xf32>, tensor<4x4096x128xbf16> -> tensor<4x4096x128xbf16>
  return %o : tensor<4x4096x128xbf16>
}

// -----

// (A.B).C with k = 64, n = 4096: fuse.
// CHECK-LABEL: func @chain_k64
// CHECK: fuse.aggregate #fuse.add dims [i = 16384, j = 64, k = 4096] reduce [k]
// CHECK-SAME: fusec.plan = #fuse.plan<fuse = true, m = 16384, n = 4096, k = 64,
// CHECK-SAME: decided_by = "seed", reason = "fuse: b = k = 64 and k < n/3 (64 < 1365.3)
func.func @chain_k64(%a: tensor<16384x64xbf16>, %b: tensor<64x4096xbf16>, %c: tensor<4096x64xbf16>) -> tensor<16384x64xbf16> {
  %t = fuse.matmul %a, %b : tensor<16384x64xbf16>, tensor<64x4096xbf16> -> tensor<16384x4096xbf16>
  %y = fuse.matmul %t, %c : tensor<16384x4096xbf16>, tensor<4096x64xbf16> -> tensor<16384x64xbf16>
  return %y : tensor<16384x64xbf16>
}

// -----

// The transformer MLP: do not fuse; a b = k = 4096 tile cannot stay on chip.
// CHECK-LABEL: func @mlp
// CHECK: fusec.plan = #fuse.plan<fuse = false, m = 4096, n = 16384, k = 4096,
// CHECK-SAME: fits_on_chip = false
// CHECK-SAME: decided_by = "feasibility", reason = "do not fuse: a b = k = 4096 tile cannot stay on chip; {{.*}} shared memory (> 227.0 KiB per block)
func.func @mlp(%x: tensor<4096x4096xbf16>, %w1: tensor<4096x16384xbf16>, %w2: tensor<16384x4096xbf16>) -> tensor<4096x4096xbf16> {
  %h = fuse.matmul %x, %w1 : tensor<4096x4096xbf16>, tensor<4096x16384xbf16> -> tensor<4096x16384xbf16>
  %y = fuse.matmul %h, %w2 : tensor<4096x16384xbf16>, tensor<16384x4096xbf16> -> tensor<4096x4096xbf16>
  return %y : tensor<4096x4096xbf16>
}

// -----

// Attention N = 128, d = 128: the seed's k < n/3 fails; the roofline decides.
// CHECK-LABEL: func @attention_short
// CHECK: fusec.plan = #fuse.plan<fuse = true, m = 128, n = 128, k = 128,
// CHECK-SAME: b_equals_k = true, k_lt_n_over_3 = false, fits_on_chip = true
// CHECK-SAME: decided_by = "roofline", reason = "fuse (roofline overrides seed): b = k = 128 but k < n/3 fails (128 >= 42.7)
func.func @attention_short(%q: tensor<32x128x128xbf16>, %k: tensor<32x128x128xbf16>, %v: tensor<32x128x128xbf16>) -> tensor<32x128x128xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs : tensor<32x128x128xbf16>, tensor<32x128x128xbf16> -> tensor<32x128x128xf32>
  %p = fuse.softmax %s axis = 2 : tensor<32x128x128xf32>
  %o = fuse.matmul %p, %v : tensor<32x128x128xf32>, tensor<32x128x128xbf16> -> tensor<32x128x128xbf16>
  return %o : tensor<32x128x128xbf16>
}
