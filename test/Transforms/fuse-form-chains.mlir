// RUN: fuse-opt %s -split-input-file --fuse-softmax-to-monoid --fuse-generalize --fuse-factor-aggregates --fuse-plan-chains --fuse-form-chains | FileCheck %s
// RUN: fuse-opt %s -split-input-file --fuse-softmax-to-monoid --fuse-generalize --fuse-factor-aggregates --fuse-plan-chains="policy=never" --fuse-form-chains | FileCheck %s --check-prefix=NEVER

// Attention the planner fuses: the weighted online-softmax aggregate over the
// keys computes q . k_j in its body (a nested fuse.reduce over the head dim);
// no 1024 x 1024 tensor remains.
// CHECK-LABEL: func @attention
// CHECK-NOT: tensor<8x1024x1024
// CHECK: fuse.aggregate #fuse.weighted_softmax dims [b0 = 8, i = 1024, j = 64, k = 1024] reduce [k] ins(%{{.+}} : tensor<8x1024x64xbf16>)
// CHECK-SAME: fusec.plan = #fuse.plan<fuse = true
// CHECK: fuse.reduce #fuse.add dims [k_r = 64] ins(%{{.+}}, %{{.+}} : tensor<8x1024x64xbf16>, tensor<8x1024x64xbf16>) maps [#[[QMAP:.+]], #[[KMAP:.+]]] -> f32
// CHECK:   arith.mulf
// CHECK: fuse.yield
// CHECK-NOT: tensor<8x1024x1024
// NEVER-LABEL: func @attention
// NEVER: tensor<8x1024x1024xf32>
// NEVER-NOT: fuse.reduce
func.func @attention(%q: tensor<8x1024x64xbf16>, %k: tensor<8x1024x64xbf16>, %v: tensor<8x1024x64xbf16>) -> tensor<8x1024x64xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.125 : tensor<8x1024x64xbf16>, tensor<8x1024x64xbf16> -> tensor<8x1024x1024xf32>
  %p = fuse.softmax %s axis = 2 : tensor<8x1024x1024xf32>
  %o = fuse.matmul %p, %v : tensor<8x1024x1024xf32>, tensor<8x1024x64xbf16> -> tensor<8x1024x64xbf16>
  return %o : tensor<8x1024x64xbf16>
}

// -----

// The MLP the planner rejects keeps its 4096 x 16384 intermediate: two
// separate contractions.
// CHECK-LABEL: func @mlp
// CHECK: %[[H:.+]] = fuse.aggregate #fuse.add dims [i = 4096, j = 16384, k = 4096] reduce [k]
// CHECK: fuse.aggregate #fuse.add dims [i = 4096, j = 4096, k = 16384] reduce [k] ins(%{{.+}}, %{{.+}} : tensor<4096x16384xbf16>, tensor<16384x4096xbf16>)
// CHECK-SAME: fuse = false
// CHECK-NOT: fuse.reduce
func.func @mlp(%x: tensor<4096x4096xbf16>, %w1: tensor<4096x16384xbf16>, %w2: tensor<16384x4096xbf16>) -> tensor<4096x4096xbf16> {
  %h = fuse.matmul %x, %w1 : tensor<4096x4096xbf16>, tensor<4096x16384xbf16> -> tensor<4096x16384xbf16>
  %y = fuse.matmul %h, %w2 : tensor<4096x16384xbf16>, tensor<16384x4096xbf16> -> tensor<4096x4096xbf16>
  return %y : tensor<4096x4096xbf16>
}
