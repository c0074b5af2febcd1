// RUN: fusec %s --emit=fuse | FileCheck %s
// RUN: fusec %s -o %t.ptx
// RUN: cat %t*manifest.json | grep -c "\"shared_bytes\"" | FileCheck %s --check-prefix=KERNELS
// KERNELS: {{^}}3{{$}}

// Issue 17 item 5, one computation, one speed -- attention written in
// linalg with linalg.softmax as torch-mlir lowers it (K by linalg.transpose,
// batch_matmul into f32, P and the output cast to bf16 by generics): the mask
// `select(i >= j, s, -inf)` with the scale after it; the mask on i64 index
// casts (`sge`, as torch-mlir compares indices); the scale as a division by
// sqrt(d).
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

// CHECK-LABEL: func.func @mask_i64(
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

// CHECK-LABEL: func.func @div(
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
  %empty8 = tensor.empty() : tensor<4x256x256xf32>
  %p9 = linalg.softmax dimension(2) ins(%t6 : tensor<4x256x256xf32>) outs(%empty8 : tensor<4x256x256xf32>) -> tensor<4x256x256xf32>
  %empty11 = tensor.empty() : tensor<4x256x256xbf16>
  %t10 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%p9 : tensor<4x256x256xf32>) outs(%empty11 : tensor<4x256x256xbf16>) {
  ^bb0(%a0: f32, %acc: bf16):
    %y = arith.truncf %a0 : f32 to bf16
    linalg.yield %y : bf16
  } -> tensor<4x256x256xbf16>
  %empty12 = tensor.empty() : tensor<4x256x64xf32>
  %fill13 = linalg.fill ins(%zero : f32) outs(%empty12 : tensor<4x256x64xf32>) -> tensor<4x256x64xf32>
  %o = linalg.batch_matmul ins(%t10, %v : tensor<4x256x256xbf16>, tensor<4x256x64xbf16>) outs(%fill13 : tensor<4x256x64xf32>) -> tensor<4x256x64xf32>
  %empty15 = tensor.empty() : tensor<4x256x64xbf16>
  %t14 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%o : tensor<4x256x64xf32>) outs(%empty15 : tensor<4x256x64xbf16>) {
  ^bb0(%a0: f32, %acc: bf16):
    %y = arith.truncf %a0 : f32 to bf16
    linalg.yield %y : bf16
  } -> tensor<4x256x64xbf16>
  return %t14 : tensor<4x256x64xbf16>
}

func.func @mask_i64(%q: tensor<4x256x64xbf16>, %k: tensor<4x256x64xbf16>, %v: tensor<4x256x64xbf16>) -> tensor<4x256x64xbf16> {
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
  %empty7 = tensor.empty() : tensor<4x256x256xf32>
  %t6 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t4 : tensor<4x256x256xf32>) outs(%empty7 : tensor<4x256x256xf32>) {
  ^bb0(%a0: f32, %acc: f32):
    %ix = linalg.index 1 : index
    %jx = linalg.index 2 : index
    %i = arith.index_cast %ix : index to i64
    %j = arith.index_cast %jx : index to i64
    %past = arith.cmpi sge, %i, %j : i64
    %y = arith.select %past, %a0, %ninf : f32
    linalg.yield %y : f32
  } -> tensor<4x256x256xf32>
  %empty8 = tensor.empty() : tensor<4x256x256xf32>
  %p9 = linalg.softmax dimension(2) ins(%t6 : tensor<4x256x256xf32>) outs(%empty8 : tensor<4x256x256xf32>) -> tensor<4x256x256xf32>
  %empty11 = tensor.empty() : tensor<4x256x256xbf16>
  %t10 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%p9 : tensor<4x256x256xf32>) outs(%empty11 : tensor<4x256x256xbf16>) {
  ^bb0(%a0: f32, %acc: bf16):
    %y = arith.truncf %a0 : f32 to bf16
    linalg.yield %y : bf16
  } -> tensor<4x256x256xbf16>
  %empty12 = tensor.empty() : tensor<4x256x64xf32>
  %fill13 = linalg.fill ins(%zero : f32) outs(%empty12 : tensor<4x256x64xf32>) -> tensor<4x256x64xf32>
  %o = linalg.batch_matmul ins(%t10, %v : tensor<4x256x256xbf16>, tensor<4x256x64xbf16>) outs(%fill13 : tensor<4x256x64xf32>) -> tensor<4x256x64xf32>
  %empty15 = tensor.empty() : tensor<4x256x64xbf16>
  %t14 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%o : tensor<4x256x64xf32>) outs(%empty15 : tensor<4x256x64xbf16>) {
  ^bb0(%a0: f32, %acc: bf16):
    %y = arith.truncf %a0 : f32 to bf16
    linalg.yield %y : bf16
  } -> tensor<4x256x64xbf16>
  return %t14 : tensor<4x256x64xbf16>
}

func.func @div(%q: tensor<4x256x64xbf16>, %k: tensor<4x256x64xbf16>, %v: tensor<4x256x64xbf16>) -> tensor<4x256x64xbf16> {
  %zero = arith.constant 0.000000e+00 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %scale = arith.constant 8.0 : f32
  %empty1 = tensor.empty() : tensor<4x64x256xbf16>
  %kt = linalg.transpose ins(%k : tensor<4x256x64xbf16>) outs(%empty1 : tensor<4x64x256xbf16>) permutation = [0, 2, 1]
  %empty2 = tensor.empty() : tensor<4x256x256xf32>
  %fill3 = linalg.fill ins(%zero : f32) outs(%empty2 : tensor<4x256x256xf32>) -> tensor<4x256x256xf32>
  %s = linalg.batch_matmul ins(%q, %kt : tensor<4x256x64xbf16>, tensor<4x64x256xbf16>) outs(%fill3 : tensor<4x256x256xf32>) -> tensor<4x256x256xf32>
  %empty5 = tensor.empty() : tensor<4x256x256xf32>
  %t4 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s : tensor<4x256x256xf32>) outs(%empty5 : tensor<4x256x256xf32>) {
  ^bb0(%a0: f32, %acc: f32):
    %y = arith.divf %a0, %scale : f32
    linalg.yield %y : f32
  } -> tensor<4x256x256xf32>
  %empty6 = tensor.empty() : tensor<4x256x256xf32>
  %p7 = linalg.softmax dimension(2) ins(%t4 : tensor<4x256x256xf32>) outs(%empty6 : tensor<4x256x256xf32>) -> tensor<4x256x256xf32>
  %empty9 = tensor.empty() : tensor<4x256x256xbf16>
  %t8 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%p7 : tensor<4x256x256xf32>) outs(%empty9 : tensor<4x256x256xbf16>) {
  ^bb0(%a0: f32, %acc: bf16):
    %y = arith.truncf %a0 : f32 to bf16
    linalg.yield %y : bf16
  } -> tensor<4x256x256xbf16>
  %empty10 = tensor.empty() : tensor<4x256x64xf32>
  %fill11 = linalg.fill ins(%zero : f32) outs(%empty10 : tensor<4x256x64xf32>) -> tensor<4x256x64xf32>
  %o = linalg.batch_matmul ins(%t8, %v : tensor<4x256x256xbf16>, tensor<4x256x64xbf16>) outs(%fill11 : tensor<4x256x64xf32>) -> tensor<4x256x64xf32>
  %empty13 = tensor.empty() : tensor<4x256x64xbf16>
  %t12 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%o : tensor<4x256x64xf32>) outs(%empty13 : tensor<4x256x64xbf16>) {
  ^bb0(%a0: f32, %acc: bf16):
    %y = arith.truncf %a0 : f32 to bf16
    linalg.yield %y : bf16
  } -> tensor<4x256x64xbf16>
  return %t12 : tensor<4x256x64xbf16>
}
