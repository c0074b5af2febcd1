// RUN: fusec %s --emit=fuse | FileCheck %s
// RUN: fusec %s -o %t.ptx
// RUN: cat %t*manifest.json | grep -c "\"shared_bytes\"" | FileCheck %s --check-prefix=KERNELS
// KERNELS: {{^}}2{{$}}

// Issue 17 item 5, one computation, one speed -- attention written in
// the fuse dialect: the mask as `select(i >= j, s, -inf)`; the scale as a
// separate fuse.map before the mask.
// Each function is one online-softmax kernel with the fuse-dialect form's
// config, and its logit is in the canonical form the kernel folds the scale
// out of: the scale a factor of the dot's product (not a multiply per
// logit), a causal mask `select(j > i, -inf, dot)` on the index values.
// (bench/forms.py check compares the PTX itself; test/fusec/attention-
// forms.test.)

// CHECK-LABEL: func.func @mask_ge(
// CHECK-SAME: -> tensor<4x256x64xbf16>
// CHECK-DAG:  %[[SCALE:.+]] = arith.constant 1.250000e-01 : f32
// CHECK-DAG:  %[[NINF:.+]] = arith.constant 0xFF800000 : f32
// CHECK:      fuse.aggregate #fuse.weighted_softmax {{.*}}fuse.kernel_config = #fuse.kernel_config<"online_softmax_wgmma_overlap", warps = 4, m_tiles = 1, keys = 128, stages = 2, q_in_registers = false>
// CHECK:        %[[DOT:.+]] = fuse.reduce #fuse.add dims [k_r = 64]
// CHECK:          %[[P:.+]] = arith.mulf %{{.+}}, %{{.+}} : f32
// CHECK-NEXT:     %[[PS:.+]] = arith.mulf %[[P]], %[[SCALE]] : f32
// CHECK-NEXT:     fuse.yield %[[PS]] : f32
// CHECK-DAG:    %[[I:.+]] = fuse.index 1 : index
// CHECK-DAG:    %[[J:.+]] = fuse.index 3 : index
// CHECK:        %[[C:.+]] = arith.cmpi ugt, %[[J]], %[[I]] : index
// CHECK-NEXT:   %[[X:.+]] = arith.select %[[C]], %[[NINF]], %[[DOT]] : f32
// CHECK:        fuse.yield %[[X]], %{{.+}} : f32, f32
// CHECK-NOT:  fuse.aggregate #fuse.weighted_softmax
// CHECK:      -> tensor<4x256x64xbf16>
// CHECK:      return %{{.+}} : tensor<4x256x64xbf16>

// CHECK-LABEL: func.func @scale_map(
// CHECK-SAME: -> tensor<4x256x64xbf16>
// CHECK-DAG:  %[[SCALE:.+]] = arith.constant 1.250000e-01 : f32
// CHECK-DAG:  %[[NINF:.+]] = arith.constant 0xFF800000 : f32
// CHECK:      fuse.aggregate #fuse.weighted_softmax {{.*}}fuse.kernel_config = #fuse.kernel_config<"online_softmax_wgmma_overlap", warps = 4, m_tiles = 1, keys = 128, stages = 2, q_in_registers = false>
// CHECK:        %[[DOT:.+]] = fuse.reduce #fuse.add dims [k_r = 64]
// CHECK:          %[[P:.+]] = arith.mulf %{{.+}}, %{{.+}} : f32
// CHECK-NEXT:     %[[PS:.+]] = arith.mulf %[[P]], %[[SCALE]] : f32
// CHECK-NEXT:     fuse.yield %[[PS]] : f32
// CHECK-DAG:    %[[I:.+]] = fuse.index 1 : index
// CHECK-DAG:    %[[J:.+]] = fuse.index 3 : index
// CHECK:        %[[C:.+]] = arith.cmpi ugt, %[[J]], %[[I]] : index
// CHECK-NEXT:   %[[X:.+]] = arith.select %[[C]], %[[NINF]], %[[DOT]] : f32
// CHECK:        fuse.yield %[[X]], %{{.+}} : f32, f32
// CHECK-NOT:  fuse.aggregate #fuse.weighted_softmax
// CHECK:      -> tensor<4x256x64xbf16>
// CHECK:      return %{{.+}} : tensor<4x256x64xbf16>

func.func @mask_ge(%q: tensor<4x256x64xbf16>, %k: tensor<4x256x64xbf16>, %v: tensor<4x256x64xbf16>) -> tensor<4x256x64xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.125 : tensor<4x256x64xbf16>, tensor<4x256x64xbf16> -> tensor<4x256x256xf32>
  %m = fuse.map ins(%s : tensor<4x256x256xf32>) -> tensor<4x256x256xf32> {
  ^bb0(%e: f32):
    %i = fuse.index 1 : index
    %j = fuse.index 2 : index
    %ninf = arith.constant 0xFF800000 : f32
    %past = arith.cmpi uge, %i, %j : index
    %y = arith.select %past, %e, %ninf : f32
    fuse.yield %y : f32
  }
  %p = fuse.softmax %m axis = 2 : tensor<4x256x256xf32>
  %o = fuse.matmul %p, %v : tensor<4x256x256xf32>, tensor<4x256x64xbf16> -> tensor<4x256x64xbf16>
  return %o : tensor<4x256x64xbf16>
}

func.func @scale_map(%q: tensor<4x256x64xbf16>, %k: tensor<4x256x64xbf16>, %v: tensor<4x256x64xbf16>) -> tensor<4x256x64xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs : tensor<4x256x64xbf16>, tensor<4x256x64xbf16> -> tensor<4x256x256xf32>
  %x = fuse.map ins(%s : tensor<4x256x256xf32>) -> tensor<4x256x256xf32> {
  ^bb0(%e: f32):
    %c = arith.constant 0.125 : f32
    %y = arith.mulf %e, %c : f32
    fuse.yield %y : f32
  }
  %m = fuse.map ins(%x : tensor<4x256x256xf32>) -> tensor<4x256x256xf32> {
  ^bb0(%e: f32):
    %i = fuse.index 1 : index
    %j = fuse.index 2 : index
    %ninf = arith.constant 0xFF800000 : f32
    %future = arith.cmpi ugt, %j, %i : index
    %y = arith.select %future, %ninf, %e : f32
    fuse.yield %y : f32
  }
  %p = fuse.softmax %m axis = 2 : tensor<4x256x256xf32>
  %o = fuse.matmul %p, %v : tensor<4x256x256xf32>, tensor<4x256x64xbf16> -> tensor<4x256x64xbf16>
  return %o : tensor<4x256x64xbf16>
}
