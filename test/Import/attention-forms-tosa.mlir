// RUN: fusec %s --emit=fuse | FileCheck %s
// RUN: fusec %s -o %t.ptx
// RUN: grep -c "\.entry" %t.ptx | FileCheck %s --check-prefix=KERNELS
// KERNELS: {{^}}2{{$}}

// Issue 17 item 5, one computation, one speed -- attention written in
// TOSA (tosa.matmul, tosa.mul by the scale, reduce_max, sub, exp, reduce_sum,
// reciprocal, mul, casts): a bf16 and an f32 result.
// Each function is one online-softmax kernel with the fuse-dialect form's
// config, and its logit is in the canonical form the kernel folds the scale
// out of: the scale a factor of the dot's product (not a multiply per
// logit), a causal mask `select(j > i, -inf, dot)` on the index values.
// (bench/forms.py check compares the PTX itself; test/fusec/attention-
// forms.test.)

// CHECK-LABEL: func.func @bf16(
// CHECK-SAME: -> tensor<4x256x64xbf16>
// CHECK-DAG:  %[[SCALE:.+]] = arith.constant 1.250000e-01 : f32
// CHECK-DAG:  %[[NINF:.+]] = arith.constant 0xFF800000 : f32
// CHECK:      fuse.aggregate #fuse.weighted_softmax {{.*}}fuse.kernel_config = #fuse.kernel_config<"online_softmax_wgmma_overlap", warps = 4, m_tiles = 1, keys = 128, stages = 2, q_in_registers = false>
// CHECK:        %[[DOT:.+]] = fuse.reduce #fuse.add dims [k_r = 64]
// CHECK:          %[[P:.+]] = arith.mulf %{{.+}}, %{{.+}} : f32
// CHECK-NEXT:     %[[PS:.+]] = arith.mulf %[[P]], %[[SCALE]] : f32
// CHECK-NEXT:     fuse.yield %[[PS]] : f32
// CHECK:        fuse.yield %[[DOT]], %{{.+}} : f32, f32
// CHECK-NOT:  fuse.aggregate #fuse.weighted_softmax
// CHECK:      -> tensor<4x256x64xbf16>
// CHECK:      return %{{.+}} : tensor<4x256x64xbf16>

// CHECK-LABEL: func.func @f32(
// CHECK-SAME: -> tensor<4x256x64xf32>
// CHECK-DAG:  %[[SCALE:.+]] = arith.constant 1.250000e-01 : f32
// CHECK-DAG:  %[[NINF:.+]] = arith.constant 0xFF800000 : f32
// CHECK:      fuse.aggregate #fuse.weighted_softmax {{.*}}fuse.kernel_config = #fuse.kernel_config<"online_softmax_wgmma_overlap", warps = 4, m_tiles = 1, keys = 128, stages = 2, q_in_registers = false>
// CHECK:        %[[DOT:.+]] = fuse.reduce #fuse.add dims [k_r = 64]
// CHECK:          %[[P:.+]] = arith.mulf %{{.+}}, %{{.+}} : f32
// CHECK-NEXT:     %[[PS:.+]] = arith.mulf %[[P]], %[[SCALE]] : f32
// CHECK-NEXT:     fuse.yield %[[PS]] : f32
// CHECK:        fuse.yield %[[DOT]], %{{.+}} : f32, f32
// CHECK-NOT:  fuse.aggregate #fuse.weighted_softmax
// CHECK:      -> tensor<4x256x64xf32>
// CHECK:      return %{{.+}} : tensor<4x256x64xf32>

func.func @bf16(%q: tensor<4x256x64xbf16>, %k: tensor<4x256x64xbf16>, %v: tensor<4x256x64xbf16>) -> tensor<4x256x64xbf16> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xbf16>}> : () -> tensor<1xbf16>
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %scale = "tosa.const"() <{values = dense<0.125> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %kt = tosa.transpose %k {perms = array<i32: 0, 2, 1>} : (tensor<4x256x64xbf16>) -> tensor<4x64x256xbf16>
  %s = tosa.matmul %q, %kt, %zp, %zp : (tensor<4x256x64xbf16>, tensor<4x64x256xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<4x256x256xf32>
  %x = tosa.mul %s, %scale, %shift : (tensor<4x256x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<4x256x256xf32>
  %m = tosa.reduce_max %x {axis = 2 : i32} : (tensor<4x256x256xf32>) -> tensor<4x256x1xf32>
  %d = tosa.sub %x, %m : (tensor<4x256x256xf32>, tensor<4x256x1xf32>) -> tensor<4x256x256xf32>
  %e = tosa.exp %d : (tensor<4x256x256xf32>) -> tensor<4x256x256xf32>
  %l = tosa.reduce_sum %e {axis = 2 : i32} : (tensor<4x256x256xf32>) -> tensor<4x256x1xf32>
  %r = tosa.reciprocal %l : (tensor<4x256x1xf32>) -> tensor<4x256x1xf32>
  %p = tosa.mul %e, %r, %shift : (tensor<4x256x256xf32>, tensor<4x256x1xf32>, tensor<1xi8>) -> tensor<4x256x256xf32>
  %pb = tosa.cast %p : (tensor<4x256x256xf32>) -> tensor<4x256x256xbf16>
  %o = tosa.matmul %pb, %v, %zp, %zp : (tensor<4x256x256xbf16>, tensor<4x256x64xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<4x256x64xf32>
  %ob = tosa.cast %o : (tensor<4x256x64xf32>) -> tensor<4x256x64xbf16>
  return %ob : tensor<4x256x64xbf16>
}

func.func @f32(%q: tensor<4x256x64xbf16>, %k: tensor<4x256x64xbf16>, %v: tensor<4x256x64xbf16>) -> tensor<4x256x64xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xbf16>}> : () -> tensor<1xbf16>
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %scale = "tosa.const"() <{values = dense<0.125> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %kt = tosa.transpose %k {perms = array<i32: 0, 2, 1>} : (tensor<4x256x64xbf16>) -> tensor<4x64x256xbf16>
  %s = tosa.matmul %q, %kt, %zp, %zp : (tensor<4x256x64xbf16>, tensor<4x64x256xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<4x256x256xf32>
  %x = tosa.mul %s, %scale, %shift : (tensor<4x256x256xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<4x256x256xf32>
  %m = tosa.reduce_max %x {axis = 2 : i32} : (tensor<4x256x256xf32>) -> tensor<4x256x1xf32>
  %d = tosa.sub %x, %m : (tensor<4x256x256xf32>, tensor<4x256x1xf32>) -> tensor<4x256x256xf32>
  %e = tosa.exp %d : (tensor<4x256x256xf32>) -> tensor<4x256x256xf32>
  %l = tosa.reduce_sum %e {axis = 2 : i32} : (tensor<4x256x256xf32>) -> tensor<4x256x1xf32>
  %r = tosa.reciprocal %l : (tensor<4x256x1xf32>) -> tensor<4x256x1xf32>
  %p = tosa.mul %e, %r, %shift : (tensor<4x256x256xf32>, tensor<4x256x1xf32>, tensor<1xi8>) -> tensor<4x256x256xf32>
  %pb = tosa.cast %p : (tensor<4x256x256xf32>) -> tensor<4x256x256xbf16>
  %o = tosa.matmul %pb, %v, %zp, %zp : (tensor<4x256x256xbf16>, tensor<4x256x64xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<4x256x64xf32>
  return %o : tensor<4x256x64xf32>
}
