// RUN: fusec %s -o %t.ptx --report=text --report-file=%t.report
// RUN: FileCheck %s < %t.report
// RUN: fuse-opt %s --pass-pipeline="builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor,canonicalize,fuse-raise-linalg))" | FileCheck %s --check-prefix=RAISED

// Grouped-query attention as buddy-mlir writes DeepSeek-R1-Distill-Qwen's
// (test/Corpus: buddy-deepseek-r1-1.5b-subgraph0-annotated.mlir, one layer
// reduced): K and V [1, 2, 40, 128] repeated over 6 query heads per KV head
// by adding a zero constant [1, 2, 6, 40, 128] (repeat_kv), collapsed to 12
// heads; the causal mask an additive input; the softmax in log space,
// exp(x - (max + log sum)); the output expanded back to [1, 12, ...] and
// transposed. The addition of zeros is the broadcast it spells
// (Normalize.cpp), and a collapsed broadcast does not make P V take its
// [2, 6] head groups (Prepare.cpp): it folds into the contractions' maps
// (the repeated K / V never exists), so the attention is one kernel.
// Before, the broadcast was a kernel of its own, P V was expanded to 2 x 6
// heads against the softmax's 12, and nothing fused (8 kernels).
// CHECK: chain 1 at {{.*}} (attention): m = 40, n = 40, k = 128, output width 128, batch 12
// CHECK: decision:          FUSE
// CHECK: kernels built (2, fuse.kernel_config)
// CHECK-NEXT: online_softmax_simt
// CHECK-NEXT: untiled
// (The second kernel is the output's transpose.)
// Raised, Q K^T and P V read K and V (%arg1, %arg2) where they are: no
// broadcast aggregate before them.
// RAISED-NOT: dims [d0 = 1, d1 = 2, d2 = 6
// RAISED: fuse.aggregate #fuse.add dims [b0 = 12, i = 40, j = 40, k = 128] reduce [k] ins(%arg0, %arg1 :
// RAISED: fuse.aggregate #fuse.add dims [b0 = 12, i = 40, j = 128, k = 40] reduce [k] ins(%{{.*}}, %arg2 :
func.func @attn(%q: tensor<1x12x40x128xf32>, %k: tensor<1x2x40x128xf32>, %v: tensor<1x2x40x128xf32>, %mask: tensor<40x40xf32>) -> tensor<1x40x12x128xf32> {
  %__upg_shape1 = tosa.const_shape {values = dense<[1, 2, 1, 40, 128]> : tensor<5xindex>} : () -> !tosa.shape<5>
  %k5 = tosa.reshape %k, %__upg_shape1 : (tensor<1x2x40x128xf32>, !tosa.shape<5>) -> tensor<1x2x1x40x128xf32>
  %z = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x2x6x40x128xf32>}> : () -> tensor<1x2x6x40x128xf32>
  %kb = tosa.add %k5, %z : (tensor<1x2x1x40x128xf32>, tensor<1x2x6x40x128xf32>) -> tensor<1x2x6x40x128xf32>
  %__upg_shape2 = tosa.const_shape {values = dense<[1, 12, 40, 128]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %kr = tosa.reshape %kb, %__upg_shape2 : (tensor<1x2x6x40x128xf32>, !tosa.shape<4>) -> tensor<1x12x40x128xf32>
  %__upg_shape3 = tosa.const_shape {values = dense<[1, 2, 1, 40, 128]> : tensor<5xindex>} : () -> !tosa.shape<5>
  %v5 = tosa.reshape %v, %__upg_shape3 : (tensor<1x2x40x128xf32>, !tosa.shape<5>) -> tensor<1x2x1x40x128xf32>
  %vb = tosa.add %v5, %z : (tensor<1x2x1x40x128xf32>, tensor<1x2x6x40x128xf32>) -> tensor<1x2x6x40x128xf32>
  %__upg_shape4 = tosa.const_shape {values = dense<[1, 12, 40, 128]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %vr = tosa.reshape %vb, %__upg_shape4 : (tensor<1x2x6x40x128xf32>, !tosa.shape<4>) -> tensor<1x12x40x128xf32>
  %perm = "tosa.const"() <{values = dense<[0, 1, 3, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
  %kt = tosa.transpose %kr {perms = array<i32: 0, 1, 3, 2>} : (tensor<1x12x40x128xf32>) -> tensor<1x12x128x40xf32>
  %__upg_shape5 = tosa.const_shape {values = dense<[12, 40, 128]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %q3 = tosa.reshape %q, %__upg_shape5 : (tensor<1x12x40x128xf32>, !tosa.shape<3>) -> tensor<12x40x128xf32>
  %__upg_shape6 = tosa.const_shape {values = dense<[12, 128, 40]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %k3 = tosa.reshape %kt, %__upg_shape6 : (tensor<1x12x128x40xf32>, !tosa.shape<3>) -> tensor<12x128x40xf32>
  %__upg_zp7 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
  %__upg_zp8 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
  %s = tosa.matmul %q3, %k3, %__upg_zp7, %__upg_zp8 : (tensor<12x40x128xf32>, tensor<12x128x40xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<12x40x40xf32>
  %c = arith.constant 0.0883883461 : f32
  %sp = tensor.splat %c : tensor<12x40x40xf32>
  %__upg_shift9 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ss = tosa.mul %s, %sp, %__upg_shift9 : (tensor<12x40x40xf32>, tensor<12x40x40xf32>, tensor<1xi8>) -> tensor<12x40x40xf32>
  %__upg_shape10 = tosa.const_shape {values = dense<[1, 40, 40]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %m3 = tosa.reshape %mask, %__upg_shape10 : (tensor<40x40xf32>, !tosa.shape<3>) -> tensor<1x40x40xf32>
  %x = tosa.add %ss, %m3 : (tensor<12x40x40xf32>, tensor<1x40x40xf32>) -> tensor<12x40x40xf32>
  %mx = tosa.reduce_max %x {axis = 2 : i32} : (tensor<12x40x40xf32>) -> tensor<12x40x1xf32>
  %d = tosa.sub %x, %mx : (tensor<12x40x40xf32>, tensor<12x40x1xf32>) -> tensor<12x40x40xf32>
  %e = math.exp %d : tensor<12x40x40xf32>
  %sum = tosa.reduce_sum %e {axis = 2 : i32} : (tensor<12x40x40xf32>) -> tensor<12x40x1xf32>
  %l = tosa.log %sum : (tensor<12x40x1xf32>) -> tensor<12x40x1xf32>
  %lse = tosa.add %mx, %l : (tensor<12x40x1xf32>, tensor<12x40x1xf32>) -> tensor<12x40x1xf32>
  %d2 = tosa.sub %x, %lse : (tensor<12x40x40xf32>, tensor<12x40x1xf32>) -> tensor<12x40x40xf32>
  %p = math.exp %d2 : tensor<12x40x40xf32>
  %__upg_shape11 = tosa.const_shape {values = dense<[12, 40, 128]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %v3 = tosa.reshape %vr, %__upg_shape11 : (tensor<1x12x40x128xf32>, !tosa.shape<3>) -> tensor<12x40x128xf32>
  %__upg_zp12 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
  %__upg_zp13 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
  %o = tosa.matmul %p, %v3, %__upg_zp12, %__upg_zp13 : (tensor<12x40x40xf32>, tensor<12x40x128xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<12x40x128xf32>
  %__out_shape = tosa.const_shape {values = dense<[1, 12, 40, 128]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %o4 = tosa.reshape %o, %__out_shape : (tensor<12x40x128xf32>, !tosa.shape<4>) -> tensor<1x12x40x128xf32>
  %ot = tosa.transpose %o4 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x12x40x128xf32>) -> tensor<1x40x12x128xf32>
  return %ot : tensor<1x40x12x128xf32>
}
