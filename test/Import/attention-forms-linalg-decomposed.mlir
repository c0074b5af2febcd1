// RUN: fusec %s --emit=fuse | FileCheck %s
// RUN: fusec %s -o %t.ptx
// RUN: grep -c "\.entry" %t.ptx | FileCheck %s --check-prefix=KERNELS
// KERNELS: {{^}}2{{$}}

// Issue 17 item 5, one computation, one speed -- attention written in
// linalg with the softmax decomposed into generics (max, sub, exp, sum, div):
// the mask `select(i >= j, s, -inf)` with the scale after it; an f32 result.
// Each function is one online-softmax kernel with the fuse-dialect form's
// config, and its logit is in the canonical form the kernel folds the scale
// out of: the scale a factor of the dot's product (not a multiply per
// logit), a causal mask `select(j > i, -inf, dot)` on the index values.
// (bench/forms.py check compares the PTX itself; test/fusec/attention-
// forms.test.)

// CHECK-LABEL: func.func @ge_after(
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

#id = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#row = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
func.func @ge_after(%q: tensor<4x256x64xbf16>, %k: tensor<4x256x64xbf16>, %v: tensor<4x256x64xbf16>) -> tensor<4x256x64xbf16> {
  %zero = arith.constant 0.000000e+00 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %scale = arith.constant 0.125 : f32
  %empty1 = tensor.empty() : tensor<4x64x256xbf16>
  %kt = linalg.transpose ins(%k : tensor<4x256x64xbf16>) outs(%empty1 : tensor<4x64x256xbf16>) permutation = [0, 2, 1]
  %empty2 = tensor.empty() : tensor<4x256x256xf32>
  %fill3 = linalg.fill ins(%zero : f32) outs(%empty2 : tensor<4x256x256xf32>) -> tensor<4x256x256xf32>
  %s = linalg.batch_matmul ins(%q, %kt : tensor<4x256x64xbf16>, tensor<4x64x256xbf16>) outs(%fill3 : tensor<4x256x256xf32>) -> tensor<4x256x256xf32>
  %empty5 = tensor.empty() : tensor<4x256x256xf32>
  %t4 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s : tensor<4x256x256xf32>) outs(%empty5 : tensor<4x256x256xf32>) {
  ^bb0(%a0: f32, %acc: f32):
    %i = linalg.index 1 : index
    %j = linalg.index 2 : index
    %past = arith.cmpi uge, %i, %j : index
    %y = arith.select %past, %a0, %ninf : f32
    linalg.yield %y : f32
  } -> tensor<4x256x256xf32>
  %empty7 = tensor.empty() : tensor<4x256x256xf32>
  %t6 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t4 : tensor<4x256x256xf32>) outs(%empty7 : tensor<4x256x256xf32>) {
  ^bb0(%a0: f32, %acc: f32):
    %y = arith.mulf %a0, %scale : f32
    linalg.yield %y : f32
  } -> tensor<4x256x256xf32>
  %empty8 = tensor.empty() : tensor<4x256x1xf32>
  %fill9 = linalg.fill ins(%ninf : f32) outs(%empty8 : tensor<4x256x1xf32>) -> tensor<4x256x1xf32>
  %t10 = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t6 : tensor<4x256x256xf32>) outs(%fill9 : tensor<4x256x1xf32>) {
  ^bb0(%a0: f32, %acc: f32):
    %y = arith.maximumf %a0, %acc : f32
    linalg.yield %y : f32
  } -> tensor<4x256x1xf32>
  %empty12 = tensor.empty() : tensor<4x256x256xf32>
  %t11 = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t6, %t10 : tensor<4x256x256xf32>, tensor<4x256x1xf32>) outs(%empty12 : tensor<4x256x256xf32>) {
  ^bb0(%a0: f32, %a1: f32, %acc: f32):
    %y = arith.subf %a0, %a1 : f32
    linalg.yield %y : f32
  } -> tensor<4x256x256xf32>
  %empty14 = tensor.empty() : tensor<4x256x256xf32>
  %t13 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t11 : tensor<4x256x256xf32>) outs(%empty14 : tensor<4x256x256xf32>) {
  ^bb0(%a0: f32, %acc: f32):
    %y = math.exp %a0 : f32
    linalg.yield %y : f32
  } -> tensor<4x256x256xf32>
  %empty15 = tensor.empty() : tensor<4x256x1xf32>
  %fill16 = linalg.fill ins(%zero : f32) outs(%empty15 : tensor<4x256x1xf32>) -> tensor<4x256x1xf32>
  %t17 = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t13 : tensor<4x256x256xf32>) outs(%fill16 : tensor<4x256x1xf32>) {
  ^bb0(%a0: f32, %acc: f32):
    %y = arith.addf %a0, %acc : f32
    linalg.yield %y : f32
  } -> tensor<4x256x1xf32>
  %empty19 = tensor.empty() : tensor<4x256x256xf32>
  %t18 = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t13, %t17 : tensor<4x256x256xf32>, tensor<4x256x1xf32>) outs(%empty19 : tensor<4x256x256xf32>) {
  ^bb0(%a0: f32, %a1: f32, %acc: f32):
    %y = arith.divf %a0, %a1 : f32
    linalg.yield %y : f32
  } -> tensor<4x256x256xf32>
  %empty21 = tensor.empty() : tensor<4x256x256xbf16>
  %t20 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t18 : tensor<4x256x256xf32>) outs(%empty21 : tensor<4x256x256xbf16>) {
  ^bb0(%a0: f32, %acc: bf16):
    %y = arith.truncf %a0 : f32 to bf16
    linalg.yield %y : bf16
  } -> tensor<4x256x256xbf16>
  %empty22 = tensor.empty() : tensor<4x256x64xf32>
  %fill23 = linalg.fill ins(%zero : f32) outs(%empty22 : tensor<4x256x64xf32>) -> tensor<4x256x64xf32>
  %o = linalg.batch_matmul ins(%t20, %v : tensor<4x256x256xbf16>, tensor<4x256x64xbf16>) outs(%fill23 : tensor<4x256x64xf32>) -> tensor<4x256x64xf32>
  %empty25 = tensor.empty() : tensor<4x256x64xbf16>
  %t24 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%o : tensor<4x256x64xf32>) outs(%empty25 : tensor<4x256x64xbf16>) {
  ^bb0(%a0: f32, %acc: bf16):
    %y = arith.truncf %a0 : f32 to bf16
    linalg.yield %y : bf16
  } -> tensor<4x256x64xbf16>
  return %t24 : tensor<4x256x64xbf16>
}

func.func @f32(%q: tensor<4x256x64xbf16>, %k: tensor<4x256x64xbf16>, %v: tensor<4x256x64xbf16>) -> tensor<4x256x64xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %scale = arith.constant 0.125 : f32
  %empty1 = tensor.empty() : tensor<4x64x256xbf16>
  %kt = linalg.transpose ins(%k : tensor<4x256x64xbf16>) outs(%empty1 : tensor<4x64x256xbf16>) permutation = [0, 2, 1]
  %empty2 = tensor.empty() : tensor<4x256x256xf32>
  %fill3 = linalg.fill ins(%zero : f32) outs(%empty2 : tensor<4x256x256xf32>) -> tensor<4x256x256xf32>
  %s = linalg.batch_matmul ins(%q, %kt : tensor<4x256x64xbf16>, tensor<4x64x256xbf16>) outs(%fill3 : tensor<4x256x256xf32>) -> tensor<4x256x256xf32>
  %empty5 = tensor.empty() : tensor<4x256x256xf32>
  %t4 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s : tensor<4x256x256xf32>) outs(%empty5 : tensor<4x256x256xf32>) {
  ^bb0(%a0: f32, %acc: f32):
    %y = arith.mulf %a0, %scale : f32
    linalg.yield %y : f32
  } -> tensor<4x256x256xf32>
  %empty6 = tensor.empty() : tensor<4x256x1xf32>
  %fill7 = linalg.fill ins(%ninf : f32) outs(%empty6 : tensor<4x256x1xf32>) -> tensor<4x256x1xf32>
  %t8 = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t4 : tensor<4x256x256xf32>) outs(%fill7 : tensor<4x256x1xf32>) {
  ^bb0(%a0: f32, %acc: f32):
    %y = arith.maximumf %a0, %acc : f32
    linalg.yield %y : f32
  } -> tensor<4x256x1xf32>
  %empty10 = tensor.empty() : tensor<4x256x256xf32>
  %t9 = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t4, %t8 : tensor<4x256x256xf32>, tensor<4x256x1xf32>) outs(%empty10 : tensor<4x256x256xf32>) {
  ^bb0(%a0: f32, %a1: f32, %acc: f32):
    %y = arith.subf %a0, %a1 : f32
    linalg.yield %y : f32
  } -> tensor<4x256x256xf32>
  %empty12 = tensor.empty() : tensor<4x256x256xf32>
  %t11 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t9 : tensor<4x256x256xf32>) outs(%empty12 : tensor<4x256x256xf32>) {
  ^bb0(%a0: f32, %acc: f32):
    %y = math.exp %a0 : f32
    linalg.yield %y : f32
  } -> tensor<4x256x256xf32>
  %empty13 = tensor.empty() : tensor<4x256x1xf32>
  %fill14 = linalg.fill ins(%zero : f32) outs(%empty13 : tensor<4x256x1xf32>) -> tensor<4x256x1xf32>
  %t15 = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t11 : tensor<4x256x256xf32>) outs(%fill14 : tensor<4x256x1xf32>) {
  ^bb0(%a0: f32, %acc: f32):
    %y = arith.addf %a0, %acc : f32
    linalg.yield %y : f32
  } -> tensor<4x256x1xf32>
  %empty17 = tensor.empty() : tensor<4x256x256xf32>
  %t16 = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t11, %t15 : tensor<4x256x256xf32>, tensor<4x256x1xf32>) outs(%empty17 : tensor<4x256x256xf32>) {
  ^bb0(%a0: f32, %a1: f32, %acc: f32):
    %y = arith.divf %a0, %a1 : f32
    linalg.yield %y : f32
  } -> tensor<4x256x256xf32>
  %empty19 = tensor.empty() : tensor<4x256x256xbf16>
  %t18 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t16 : tensor<4x256x256xf32>) outs(%empty19 : tensor<4x256x256xbf16>) {
  ^bb0(%a0: f32, %acc: bf16):
    %y = arith.truncf %a0 : f32 to bf16
    linalg.yield %y : bf16
  } -> tensor<4x256x256xbf16>
  %empty20 = tensor.empty() : tensor<4x256x64xf32>
  %fill21 = linalg.fill ins(%zero : f32) outs(%empty20 : tensor<4x256x64xf32>) -> tensor<4x256x64xf32>
  %o = linalg.batch_matmul ins(%t18, %v : tensor<4x256x256xbf16>, tensor<4x256x64xbf16>) outs(%fill21 : tensor<4x256x64xf32>) -> tensor<4x256x64xf32>
  return %o : tensor<4x256x64xf32>
}
