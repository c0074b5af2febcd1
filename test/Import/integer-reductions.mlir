// REQUIRES: libdevice
// RUN: fuse-opt %s --fusec-import --mlir-print-local-scope | FileCheck %s
// RUN: rm -rf %t && mkdir -p %t
// RUN: fusec %s -o %t/k.ptx --report=text --report-file=%t/report
// RUN: FileCheck %s --check-prefix=PLAN < %t/report
// RUN: FileCheck %s --check-prefix=PTX < %t/k.ptx

// Integer reductions: sums (#fuse.add) and signed maxima (#fuse.max) of
// integers are aggregates like any other. An arg-max (tosa.argmax, torch's
// argmax / max.dim) is one reduction with two results; the import splits it
// into the maximum and a signed max reduction of N-1-j over the elements
// that reach it, so the first index of the maximum is the largest. CLIP's
// text encoder gathers its pooled output at the argmax of the token ids
// (the end-of-text token has the largest id). The GPU check:
// bench/gather/check_gather.py.

// CHECK-LABEL: func @eos_embedding(
// CHECK-SAME: %[[IDS:[a-z0-9]+]]: tensor<2x12xi64>, %[[H:[a-z0-9]+]]: tensor<2x12x64xf32>
// CHECK:      %[[M:.+]] = fuse.aggregate #fuse.max dims [d0 = 2, d1 = 12] reduce [d1] ins(%[[IDS]] : tensor<2x12xi64>) {{.*}} -> tensor<2xi32> {
// CHECK:        arith.trunci
// CHECK:      %[[R:.+]] = fuse.aggregate #fuse.max dims [d0 = 2, d1 = 12] reduce [d1] ins(%[[IDS]], %[[M]] : tensor<2x12xi64>, tensor<2xi32>) {{.*}} -> tensor<2xi32> {
// CHECK:        %[[ABOVE:.+]] = arith.cmpi sgt, %{{.+}}, %c-2147483648_i32
// CHECK:        %[[EQ:.+]] = arith.cmpi eq,
// CHECK:        %[[J:.+]] = fuse.index 1 : index
// CHECK:        %[[REV:.+]] = arith.subi %c11_i32, %{{.+}} : i32
// CHECK:        %[[KEEP:.+]] = arith.andi %[[ABOVE]], %[[EQ]] : i1
// CHECK:        %[[SEL:.+]] = arith.select %[[KEEP]], %[[REV]], %{{.+}} : i32
// CHECK-NEXT:   fuse.yield %[[SEL]] : i32
// The index (no element above the start: the start index 0), merged into
// the gather that reads it.
// CHECK:      fuse.aggregate #fuse.add dims [d0 = 2, d1 = 64] reduce [] ins(%[[R]], %[[H]] : tensor<2xi32>, tensor<2x12x64xf32>)
// CHECK:        arith.cmpi slt
// CHECK:        arith.select
// CHECK:        tensor.extract

// CHECK-LABEL: func @argmax_f32(
// CHECK:      fuse.aggregate #fuse.max dims [d0 = 2, d1 = 64, d2 = 12] reduce [d2] {{.*}} -> tensor<2x64xf32>
// CHECK:      fuse.aggregate #fuse.max dims [d0 = 2, d1 = 64, d2 = 12] reduce [d2] {{.*}} -> tensor<2x64xi32>
// A NaN is the maximum and its first index (tosa's rule).
// CHECK:        arith.cmpf ugt
// CHECK:        arith.cmpf oeq
// CHECK:        arith.cmpf uno
// CHECK:      fuse.aggregate #fuse.add dims [d0 = 2, d1 = 64] reduce [] {{.*}} -> tensor<2x64xi32>

// CHECK-LABEL: func @count(
// CHECK:      fuse.aggregate #fuse.add dims [d0 = 4, d1 = 8] reduce [d1] ins(%{{.+}} : tensor<4x8xi32>) {{.*}} -> tensor<4xi32> {
// CHECK-NEXT: ^bb0(%[[A:.+]]: i32):
// CHECK-NEXT:   fuse.yield %[[A]] : i32

// CHECK-LABEL: func @argmax_long(
// CHECK:      fuse.aggregate #fuse.max dims [d0 = 8, d1 = 4096] reduce [d1] {{.*}} -> tensor<8xf32>
// CHECK:      fuse.aggregate #fuse.max dims [d0 = 8, d1 = 4096] reduce [d1] {{.*}} -> tensor<8xi32>

// The index step is the second reduction's epilogue where nothing else
// reads the reduction (not in @eos_embedding: the gather reads it).
// PLAN: @eos_embedding: 3 kernels
// PLAN: @argmax_f32: 2 kernels
// PLAN: @count: 1 kernel
// PLAN: @argmax_long: 2 kernels

// The integer maxima and sums on the GPU: the max of the ids, the count
// (the only 32-bit add: addresses are 64-bit), and the long argmax's index
// step combined across a warp (its float maximum has no integer max).
// PTX-LABEL: .visible .entry eos_embedding_0_max(
// PTX:       max.s32
// PTX-LABEL: .visible .entry count_0_add(
// PTX:       add.s32
// PTX-LABEL: .visible .entry argmax_long_0_max(
// PTX-NOT:   max.s32
// PTX-LABEL: .visible .entry argmax_long_1_max(
// PTX:       max.s32

func.func @eos_embedding(%ids: tensor<2x12xi64>, %h: tensor<2x12x64xf32>) -> tensor<2x64xf32> {
  %i = tosa.cast %ids : (tensor<2x12xi64>) -> tensor<2x12xi32>
  %a = tosa.argmax %i {axis = 1 : i32} : (tensor<2x12xi32>) -> tensor<2xi32>
  %e = tensor.empty() : tensor<2x64xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(b, d) -> (b)>, affine_map<(b, d) -> (b, d)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<2xi32>) outs(%e : tensor<2x64xf32>) {
  ^bb0(%t: i32, %o: f32):
    %b = linalg.index 0 : index
    %d = linalg.index 1 : index
    %ti = arith.index_cast %t : i32 to index
    %x = tensor.extract %h[%b, %ti, %d] : tensor<2x12x64xf32>
    linalg.yield %x : f32
  } -> tensor<2x64xf32>
  return %g : tensor<2x64xf32>
}

func.func @argmax_f32(%x: tensor<2x12x64xf32>) -> tensor<2x64xi32> {
  %a = tosa.argmax %x {axis = 1 : i32} : (tensor<2x12x64xf32>) -> tensor<2x64xi32>
  return %a : tensor<2x64xi32>
}

func.func @count(%x: tensor<4x8xi32>) -> tensor<4xi32> {
  %z = arith.constant dense<0> : tensor<4xi32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<4x8xi32>) outs(%z : tensor<4xi32>) {
  ^bb0(%a: i32, %out: i32):
    %s = arith.addi %a, %out : i32
    linalg.yield %s : i32
  } -> tensor<4xi32>
  return %r : tensor<4xi32>
}

func.func @argmax_long(%x: tensor<8x4096xf32>) -> tensor<8xi32> {
  %a = tosa.argmax %x {axis = 1 : i32} : (tensor<8x4096xf32>) -> tensor<8xi32>
  return %a : tensor<8xi32>
}
