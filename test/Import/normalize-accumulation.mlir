// RUN: fuse-opt %s --split-input-file --fuse-raise-linalg --mlir-print-local-scope | FileCheck %s
// RUN: fuse-opt %s --split-input-file --fuse-raise-linalg="wide-accumulation=false" --mlir-print-local-scope | FileCheck %s --check-prefix=STRICT

// One accumulation rule: a sum into a bf16 / f16 output accumulates in f32
// and is rounded once (what torch-mlir means by a bf16 batch_matmul); the
// product is formed in f32 from the extended operands.

// CHECK-LABEL: func @bf16_batch_matmul(
// CHECK-SAME: %[[A:.+]]: tensor<4x32x16xbf16>, %[[B:.+]]: tensor<4x16x8xbf16>)
// CHECK:      %[[C:.+]] = fuse.matmul %[[A]], %[[B]] : tensor<4x32x16xbf16>, tensor<4x16x8xbf16> -> tensor<4x32x8xf32>
// CHECK-NEXT: %[[R:.+]] = fuse.map ins(%[[C]] : tensor<4x32x8xf32>) -> tensor<4x32x8xbf16> {
// CHECK-NEXT: ^bb0(%[[X:.+]]: f32):
// CHECK-NEXT:   %[[T:.+]] = arith.truncf %[[X]] : f32 to bf16
// CHECK-NEXT:   fuse.yield %[[T]] : bf16
// CHECK:      return %[[R]]

// As written, the contraction accumulates in bf16: not a fuse.matmul (which
// accumulates in f32), an aggregate of bf16 products.
// STRICT-LABEL: func @bf16_batch_matmul(
// STRICT-NOT:   fuse.matmul
// STRICT:       fuse.aggregate #fuse.add dims [b0 = 4, i = 32, j = 8, k = 16] reduce [k] {{.*}} -> tensor<4x32x8xbf16> {
// STRICT-NEXT:  ^bb0(%[[X:.+]]: bf16, %[[Y:.+]]: bf16):
// STRICT-NEXT:    %[[P:.+]] = arith.mulf %[[X]], %[[Y]] : bf16
// STRICT-NEXT:    fuse.yield %[[P]] : bf16
func.func @bf16_batch_matmul(%a: tensor<4x32x16xbf16>, %b: tensor<4x16x8xbf16>) -> tensor<4x32x8xbf16> {
  %zero = arith.constant 0.0 : bf16
  %e = tensor.empty() : tensor<4x32x8xbf16>
  %f = linalg.fill ins(%zero : bf16) outs(%e : tensor<4x32x8xbf16>) -> tensor<4x32x8xbf16>
  %c = linalg.batch_matmul ins(%a, %b : tensor<4x32x16xbf16>, tensor<4x16x8xbf16>) outs(%f : tensor<4x32x8xbf16>) -> tensor<4x32x8xbf16>
  return %c : tensor<4x32x8xbf16>
}

// -----

// An f16 row sum into an init that is not zero (a bias): the sum and the
// init's addition in f32, one truncf at the end.
// CHECK-LABEL: func @f16_sum_with_init(
// CHECK-SAME: %[[X:.+]]: tensor<8x64xf16>, %[[BIAS:.+]]: tensor<8xf16>)
// CHECK:      %[[S:.+]] = fuse.aggregate #fuse.add dims [d0 = 8, d1 = 64] reduce [d1] ins(%[[X]] : tensor<8x64xf16>) {{.*}} -> tensor<8xf32> {
// CHECK-NEXT: ^bb0(%[[E:.+]]: f16):
// CHECK-NEXT:   %[[W:.+]] = arith.extf %[[E]] : f16 to f32
// CHECK-NEXT:   fuse.yield %[[W]] : f32
// CHECK:      fuse.map ins(%[[S]], %[[BIAS]] : tensor<8xf32>, tensor<8xf16>) -> tensor<8xf16> {
// CHECK-NEXT: ^bb0(%[[A:.+]]: f32, %[[B:.+]]: f16):
// CHECK-NEXT:   %[[BW:.+]] = arith.extf %[[B]] : f16 to f32
// CHECK-NEXT:   %[[SUM:.+]] = arith.addf %[[BW]], %[[A]] : f32
// CHECK-NEXT:   %[[T:.+]] = arith.truncf %[[SUM]] : f32 to f16
// CHECK-NEXT:   fuse.yield %[[T]] : f16

// STRICT-LABEL: func @f16_sum_with_init(
// STRICT:       fuse.aggregate #fuse.add dims [d0 = 8, d1 = 64] reduce [d1] ins({{.*}} : tensor<8x64xf16>) {{.*}} -> tensor<8xf16> {
// STRICT-NOT:   f32
func.func @f16_sum_with_init(%x: tensor<8x64xf16>, %bias: tensor<8xf16>) -> tensor<8xf16> {
  %s = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<8x64xf16>) outs(%bias : tensor<8xf16>) {
  ^bb0(%v: f16, %acc: f16):
    %y = arith.addf %acc, %v : f16
    linalg.yield %y : f16
  } -> tensor<8xf16>
  return %s : tensor<8xf16>
}

// -----

// A max is exact in either type; it is taken in f32 too, so that softmax
// statistics are f32 whatever the data's type. The narrow type's lowest
// value (TOSA's reduce_max start) is -inf in f32, the max's identity: no
// init is combined in afterwards.
// CHECK-LABEL: func @bf16_max(
// CHECK:      %[[M:.+]] = fuse.aggregate #fuse.max {{.*}} -> tensor<8xf32> {
// CHECK-NEXT: ^bb0(%[[E:.+]]: bf16):
// CHECK-NEXT:   %[[W:.+]] = arith.extf %[[E]] : bf16 to f32
// CHECK-NEXT:   fuse.yield %[[W]] : f32
// CHECK:      %[[R:.+]] = fuse.map ins(%[[M]] : tensor<8xf32>) -> tensor<8xbf16> {
// CHECK-NEXT: ^bb0(%[[X:.+]]: f32):
// CHECK-NEXT:   %[[T:.+]] = arith.truncf %[[X]] : f32 to bf16
// CHECK-NEXT:   fuse.yield %[[T]] : bf16
// CHECK:      return %[[R]]

// STRICT-LABEL: func @bf16_max(
// STRICT:       fuse.aggregate #fuse.max {{.*}} -> tensor<8xbf16>
// STRICT-NOT:   f32
func.func @bf16_max(%x: tensor<8x64xbf16>) -> tensor<8xbf16> {
  %ninf = arith.constant 0xFF7F : bf16
  %e = tensor.empty() : tensor<8xbf16>
  %f = linalg.fill ins(%ninf : bf16) outs(%e : tensor<8xbf16>) -> tensor<8xbf16>
  %m = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<8x64xbf16>) outs(%f : tensor<8xbf16>) {
  ^bb0(%v: bf16, %acc: bf16):
    %y = arith.maximumf %acc, %v : bf16
    linalg.yield %y : bf16
  } -> tensor<8xbf16>
  return %m : tensor<8xbf16>
}

// -----

// 16-bit arithmetic in a body is computed in f32, each result rounded to
// its type; a rounding that feeds another op of the same body is dropped.
// CHECK-LABEL: func @f16_body(
// CHECK:      fuse.map ins(%{{.+}}, %{{.+}} : tensor<8x64xf16>, tensor<8x64xf16>) -> tensor<8x64xf16> {
// CHECK-NEXT: ^bb0(%[[A:.+]]: f16, %[[B:.+]]: f16):
// CHECK-NEXT:   %[[AW:.+]] = arith.extf %[[A]] : f16 to f32
// CHECK-NEXT:   %[[BW:.+]] = arith.extf %[[B]] : f16 to f32
// CHECK-NEXT:   %[[D:.+]] = arith.subf %[[AW]], %[[BW]] : f32
// CHECK-NEXT:   %[[E:.+]] = math.exp %[[D]] : f32
// CHECK-NEXT:   %[[T:.+]] = arith.truncf %[[E]] : f32 to f16
// CHECK-NEXT:   fuse.yield %[[T]] : f16

// STRICT-LABEL: func @f16_body(
// STRICT:       arith.subf %{{.+}}, %{{.+}} : f16
// STRICT-NEXT:  math.exp %{{.+}} : f16
func.func @f16_body(%a: tensor<8x64xf16>, %b: tensor<8x64xf16>) -> tensor<8x64xf16> {
  %e = tensor.empty() : tensor<8x64xf16>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<8x64xf16>, tensor<8x64xf16>) outs(%e : tensor<8x64xf16>) {
  ^bb0(%x: f16, %y: f16, %o: f16):
    %d = arith.subf %x, %y : f16
    %z = math.exp %d : f16
    linalg.yield %z : f16
  } -> tensor<8x64xf16>
  return %r : tensor<8x64xf16>
}

// -----

// A bitcast reads the 16 bits as they are: it stays on the f16 value (f32
// would be a different width), the arithmetic around it is promoted.
// CHECK-LABEL: func @f16_bitcast(
// CHECK:      ^bb0(%[[A:.+]]: f16):
// CHECK-NEXT:   %[[BITS:.+]] = arith.bitcast %[[A]] : f16 to i16
// CHECK-NEXT:   %[[NEG:.+]] = arith.cmpi slt, %[[BITS]], %{{.+}} : i16
// CHECK:        %[[D:.+]] = arith.addf %{{.+}}, %{{.+}} : f32
// CHECK:        %[[Y:.+]] = arith.select %[[NEG]], %{{.+}}, %[[D]] : f32
// CHECK-NEXT:   %[[T:.+]] = arith.truncf %[[Y]] : f32 to f16
// CHECK-NEXT:   fuse.yield %[[T]] : f16
func.func @f16_bitcast(%a: tensor<8xf16>) -> tensor<8xf16> {
  %e = tensor.empty() : tensor<8xf16>
  %c0 = arith.constant 0 : i16
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%a : tensor<8xf16>) outs(%e : tensor<8xf16>) {
  ^bb0(%x: f16, %o: f16):
    %bits = arith.bitcast %x : f16 to i16
    %neg = arith.cmpi slt, %bits, %c0 : i16
    %d = arith.addf %x, %x : f16
    %y = arith.select %neg, %x, %d : f16
    linalg.yield %y : f16
  } -> tensor<8xf16>
  return %r : tensor<8xf16>
}
