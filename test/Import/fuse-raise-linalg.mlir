// RUN: fuse-opt %s --fuse-raise-linalg --mlir-print-local-scope | FileCheck %s
// RUN: fuse-opt %s --fuse-raise-linalg | FileCheck %s --check-prefix=RAISED

// Nothing of linalg (fills, empties, reshapes included) is left.
// RAISED-NOT: linalg.
// RAISED-NOT: tensor.

// Named matmuls with a zero fill.
// CHECK-LABEL: func @matmul(
// CHECK-SAME: %[[A:.+]]: tensor<128x64xf32>, %[[B:.+]]: tensor<64x32xf32>)
// CHECK-NEXT: %[[C:.+]] = fuse.matmul %[[A]], %[[B]] : tensor<128x64xf32>, tensor<64x32xf32> -> tensor<128x32xf32>
// CHECK-NEXT: return %[[C]]
func.func @matmul(%a: tensor<128x64xf32>, %b: tensor<64x32xf32>) -> tensor<128x32xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<128x32xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<128x32xf32>) -> tensor<128x32xf32>
  %c = linalg.matmul ins(%a, %b : tensor<128x64xf32>, tensor<64x32xf32>) outs(%f : tensor<128x32xf32>) -> tensor<128x32xf32>
  return %c : tensor<128x32xf32>
}

// An init that is not zero is added afterwards.
// CHECK-LABEL: func @matmul_accumulate(
// CHECK-SAME: %[[A:.+]]: tensor<128x64xf32>, %[[B:.+]]: tensor<64x32xf32>, %[[C:.+]]: tensor<128x32xf32>)
// CHECK-NEXT: %[[P:.+]] = fuse.matmul %[[A]], %[[B]] : tensor<128x64xf32>, tensor<64x32xf32> -> tensor<128x32xf32>
// CHECK-NEXT: %[[R:.+]] = fuse.map ins(%[[P]], %[[C]] : tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32> {
// CHECK-NEXT: ^bb0(%[[X:.+]]: f32, %[[I:.+]]: f32):
// CHECK-NEXT:   %[[S:.+]] = arith.addf %[[I]], %[[X]] : f32
// CHECK-NEXT:   fuse.yield %[[S]] : f32
// CHECK: return %[[R]]
func.func @matmul_accumulate(%a: tensor<128x64xf32>, %b: tensor<64x32xf32>, %c: tensor<128x32xf32>) -> tensor<128x32xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<128x64xf32>, tensor<64x32xf32>) outs(%c : tensor<128x32xf32>) -> tensor<128x32xf32>
  return %r : tensor<128x32xf32>
}

// A splat zero constant as init; bf16 operands, f32 result.
// CHECK-LABEL: func @batch_matmul_bf16(
// CHECK-NEXT: %[[C:.+]] = fuse.matmul %{{.+}}, %{{.+}} : tensor<4x128x64xbf16>, tensor<4x64x128xbf16> -> tensor<4x128x128xf32>
// CHECK-NEXT: return %[[C]]
func.func @batch_matmul_bf16(%a: tensor<4x128x64xbf16>, %b: tensor<4x64x128xbf16>) -> tensor<4x128x128xf32> {
  %zero = arith.constant dense<0.0> : tensor<4x128x128xf32>
  %c = linalg.batch_matmul ins(%a, %b : tensor<4x128x64xbf16>, tensor<4x64x128xbf16>) outs(%zero : tensor<4x128x128xf32>) -> tensor<4x128x128xf32>
  return %c : tensor<4x128x128xf32>
}

// Transposes given by indexing maps.
// CHECK-LABEL: func @matmul_maps(
// CHECK-SAME: %[[A:.+]]: tensor<128x64xf32>, %[[B:.+]]: tensor<32x64xf32>, %[[AT:.+]]: tensor<64x128xf32>)
// CHECK-NEXT: fuse.matmul %[[A]], %[[B]] transpose_rhs : tensor<128x64xf32>, tensor<32x64xf32> -> tensor<128x32xf32>
// CHECK-NEXT: fuse.matmul %[[AT]], %[[B]] transpose_lhs transpose_rhs : tensor<64x128xf32>, tensor<32x64xf32> -> tensor<128x32xf32>
#mk = affine_map<(m, n, k) -> (m, k)>
#nk = affine_map<(m, n, k) -> (n, k)>
#km = affine_map<(m, n, k) -> (k, m)>
#mn = affine_map<(m, n, k) -> (m, n)>
func.func @matmul_maps(%a: tensor<128x64xf32>, %b: tensor<32x64xf32>, %at: tensor<64x128xf32>) -> (tensor<128x32xf32>, tensor<128x32xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<128x32xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<128x32xf32>) -> tensor<128x32xf32>
  %c = linalg.matmul indexing_maps = [#mk, #nk, #mn] ins(%a, %b : tensor<128x64xf32>, tensor<32x64xf32>) outs(%f : tensor<128x32xf32>) -> tensor<128x32xf32>
  %d = linalg.matmul indexing_maps = [#km, #nk, #mn] ins(%at, %b : tensor<64x128xf32>, tensor<32x64xf32>) outs(%f : tensor<128x32xf32>) -> tensor<128x32xf32>
  return %c, %d : tensor<128x32xf32>, tensor<128x32xf32>
}

// A batch_matmul whose lhs is shared by every batch (a missing batch dim).
// CHECK-LABEL: func @batch_matmul_broadcast(
// CHECK-NEXT: fuse.matmul %{{.+}}, %{{.+}} : tensor<128x64xf32>, tensor<4x64x32xf32> -> tensor<4x128x32xf32>
#bA = affine_map<(b, m, n, k) -> (m, k)>
#bB = affine_map<(b, m, n, k) -> (b, k, n)>
#bC = affine_map<(b, m, n, k) -> (b, m, n)>
func.func @batch_matmul_broadcast(%a: tensor<128x64xf32>, %b: tensor<4x64x32xf32>) -> tensor<4x128x32xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x128x32xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4x128x32xf32>) -> tensor<4x128x32xf32>
  %c = linalg.batch_matmul indexing_maps = [#bA, #bB, #bC] ins(%a, %b : tensor<128x64xf32>, tensor<4x64x32xf32>) outs(%f : tensor<4x128x32xf32>) -> tensor<4x128x32xf32>
  return %c : tensor<4x128x32xf32>
}

// A contraction written as a generic: loops in another order, K shared by
// all heads through a size-1 dimension, and a scale.
// CHECK-LABEL: func @generic_contraction(
// CHECK-SAME: %[[Q:.+]]: tensor<2x8x128x64xbf16>, %[[K:.+]]: tensor<2x1x128x64xbf16>)
// CHECK-NEXT: %[[S:.+]] = fuse.matmul %[[Q]], %[[K]] transpose_rhs scale 1.250000e-01 : tensor<2x8x128x64xbf16>, tensor<2x1x128x64xbf16> -> tensor<2x8x128x128xf32>
// CHECK-NEXT: return %[[S]]
#q5 = affine_map<(b, h, k, i, j) -> (b, h, i, k)>
#k5 = affine_map<(b, h, k, i, j) -> (b, 0, j, k)>
#s5 = affine_map<(b, h, k, i, j) -> (b, h, i, j)>
func.func @generic_contraction(%q: tensor<2x8x128x64xbf16>, %k: tensor<2x1x128x64xbf16>) -> tensor<2x8x128x128xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x8x128x128xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x8x128x128xf32>) -> tensor<2x8x128x128xf32>
  %s = linalg.generic {indexing_maps = [#q5, #k5, #s5], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel"]}
      ins(%q, %k : tensor<2x8x128x64xbf16>, tensor<2x1x128x64xbf16>) outs(%f : tensor<2x8x128x128xf32>) {
  ^bb0(%a: bf16, %b: bf16, %acc: f32):
    %x = arith.extf %a : bf16 to f32
    %y = arith.extf %b : bf16 to f32
    %p = arith.mulf %x, %y : f32
    %c = arith.constant 0.125 : f32
    %ps = arith.mulf %p, %c : f32
    %r = arith.addf %acc, %ps : f32
    linalg.yield %r : f32
  } -> tensor<2x8x128x128xf32>
  return %s : tensor<2x8x128x128xf32>
}

// Not a matmul form: an aggregate over (b0, b1, i, j, k) with the maps.
// CHECK-LABEL: func @gqa_contraction(
// CHECK-SAME: %[[Q:.+]]: tensor<2x8x128x64xf32>, %[[K:.+]]: tensor<2x2x128x64xf32>)
// CHECK-NEXT: %[[S:.+]] = fuse.aggregate #fuse.add dims [b0 = 2, b1 = 8, i = 128, j = 128, k = 64] reduce [k]
// CHECK-SAME: ins(%[[Q]], %[[K]] : tensor<2x8x128x64xf32>, tensor<2x2x128x64xf32>)
// CHECK-SAME: maps [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1 floordiv 4, d3, d4)>] -> tensor<2x8x128x128xf32> {
// CHECK-NEXT: ^bb0(%[[X:.+]]: f32, %[[Y:.+]]: f32):
// CHECK-NEXT:   %[[P:.+]] = arith.mulf %[[X]], %[[Y]] : f32
// CHECK-NEXT:   fuse.yield %[[P]] : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %[[S]]
// Grouped-query attention's logits: 8 query heads share 2 key heads.
#qg = affine_map<(b, h, i, j, k) -> (b, h, i, k)>
#kg = affine_map<(b, h, i, j, k) -> (b, h floordiv 4, j, k)>
#sg = affine_map<(b, h, i, j, k) -> (b, h, i, j)>
func.func @gqa_contraction(%q: tensor<2x8x128x64xf32>, %k: tensor<2x2x128x64xf32>) -> tensor<2x8x128x128xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x8x128x128xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x8x128x128xf32>) -> tensor<2x8x128x128xf32>
  %s = linalg.generic {indexing_maps = [#qg, #kg, #sg], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%q, %k : tensor<2x8x128x64xf32>, tensor<2x2x128x64xf32>) outs(%f : tensor<2x8x128x128xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %r = arith.addf %acc, %p : f32
    linalg.yield %r : f32
  } -> tensor<2x8x128x128xf32>
  return %s : tensor<2x8x128x128xf32>
}

// max (maxnumf) from -inf, a sum of exp(x - m) from 0, and a sum whose init
// 1.0 is not the identity.
// CHECK-LABEL: func @reductions(
// CHECK-SAME: %[[X:.+]]: tensor<128x256xf32>)
// CHECK-NEXT: %[[M:.+]] = fuse.aggregate #fuse.max dims [d0 = 128, d1 = 256] reduce [d1] ins(%[[X]] : tensor<128x256xf32>) maps [affine_map<(d0, d1) -> (d0, d1)>] -> tensor<128xf32> {
// CHECK-NEXT: ^bb0(%[[E:.+]]: f32):
// CHECK-NEXT:   fuse.yield %[[E]] : f32
// CHECK:      %[[S:.+]] = fuse.aggregate #fuse.add dims [d0 = 128, d1 = 256] reduce [d1] ins(%[[X]], %[[M]] : tensor<128x256xf32>, tensor<128xf32>) maps [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>] -> tensor<128xf32> {
// CHECK-NEXT: ^bb0(%[[XE:.+]]: f32, %[[ME:.+]]: f32):
// CHECK-NEXT:   %[[D:.+]] = arith.subf %[[XE]], %[[ME]] : f32
// CHECK-NEXT:   %[[EX:.+]] = math.exp %[[D]] : f32
// CHECK-NEXT:   fuse.yield %[[EX]] : f32
// CHECK:      %[[T:.+]] = fuse.aggregate #fuse.add dims [d0 = 128, d1 = 256] reduce [d1] ins(%[[X]] : tensor<128x256xf32>)
// CHECK:      %[[T1:.+]] = fuse.map ins(%[[T]] : tensor<128xf32>) -> tensor<128xf32> {
// CHECK-NEXT: ^bb0(%[[TE:.+]]: f32):
// CHECK-NEXT:   %[[ONE:.+]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:   %[[TS:.+]] = arith.addf %[[TE]], %[[ONE]] : f32
// CHECK-NEXT:   fuse.yield %[[TS]] : f32
// CHECK:      return %[[M]], %[[S]], %[[T1]]
#id2 = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>
func.func @reductions(%x: tensor<128x256xf32>) -> (tensor<128xf32>, tensor<128xf32>, tensor<128xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<128xf32>
  %fm = linalg.fill ins(%ninf : f32) outs(%e : tensor<128xf32>) -> tensor<128xf32>
  %m = linalg.generic {indexing_maps = [#id2, #row], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<128x256xf32>) outs(%fm : tensor<128xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %r = arith.maxnumf %acc, %in : f32
    linalg.yield %r : f32
  } -> tensor<128xf32>
  %fz = linalg.fill ins(%zero : f32) outs(%e : tensor<128xf32>) -> tensor<128xf32>
  %s = linalg.generic {indexing_maps = [#id2, #row, #row], iterator_types = ["parallel", "reduction"]} ins(%x, %m : tensor<128x256xf32>, tensor<128xf32>) outs(%fz : tensor<128xf32>) {
  ^bb0(%in: f32, %mi: f32, %acc: f32):
    %d = arith.subf %in, %mi : f32
    %ex = math.exp %d : f32
    %r = arith.addf %ex, %acc : f32
    linalg.yield %r : f32
  } -> tensor<128xf32>
  %f1 = linalg.fill ins(%one : f32) outs(%e : tensor<128xf32>) -> tensor<128xf32>
  %t = linalg.reduce ins(%x : tensor<128x256xf32>) outs(%f1 : tensor<128xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %r = arith.addf %in, %acc : f32
      linalg.yield %r : f32
    }
  return %m, %s, %t : tensor<128xf32>, tensor<128xf32>, tensor<128xf32>
}

// keepdim: the kept unit dimension is restored by a copy when returned.
// CHECK-LABEL: func @keepdim(
// CHECK-NEXT: %[[M:.+]] = fuse.aggregate #fuse.max dims [d0 = 4, d1 = 128, d2 = 256] reduce [d2] ins(%{{.+}} : tensor<4x128x256xf32>) {{.*}} -> tensor<4x128xf32> {
// CHECK:      %[[K:.+]] = fuse.aggregate #fuse.add dims [d0 = 4, d1 = 128, d2 = 1] reduce [] ins(%[[M]] : tensor<4x128xf32>) maps [affine_map<(d0, d1, d2) -> (d0, d1)>] -> tensor<4x128x1xf32> {
// CHECK:      return %[[K]]
#id3 = affine_map<(a, i, j) -> (a, i, j)>
#keep = affine_map<(a, i, j) -> (a, i, 0)>
func.func @keepdim(%x: tensor<4x128x256xf32>) -> tensor<4x128x1xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<4x128x1xf32>
  %f = linalg.fill ins(%ninf : f32) outs(%e : tensor<4x128x1xf32>) -> tensor<4x128x1xf32>
  %m = linalg.generic {indexing_maps = [#id3, #keep], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x : tensor<4x128x256xf32>) outs(%f : tensor<4x128x1xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %r = arith.maximumf %in, %acc : f32
    linalg.yield %r : f32
  } -> tensor<4x128x1xf32>
  return %m : tensor<4x128x1xf32>
}

// CHECK-LABEL: func @elementwise(
// CHECK-SAME: %[[X:.+]]: tensor<128x256xf32>, %[[BIAS:.+]]: tensor<256xf32>
// CHECK-NEXT: %[[G:.+]] = fuse.map ins(%[[X]] : tensor<128x256xf32>) -> tensor<128x256xf32> {
// CHECK:        math.erf
// CHECK:      %[[M:.+]] = fuse.aggregate #fuse.add dims [d0 = 128, d1 = 256] reduce [] ins(%[[X]], %[[BIAS]] : tensor<128x256xf32>, tensor<256xf32>) maps [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>] -> tensor<128x256xf32> {
// CHECK-NEXT: ^bb0(%[[XE:.+]]: f32, %[[BE:.+]]: f32):
// CHECK-NEXT:   %[[I:.+]] = fuse.index 0 : index
// CHECK-NEXT:   %[[J:.+]] = fuse.index 1 : index
// CHECK-NEXT:   %[[AFTER:.+]] = arith.cmpi ugt, %[[J]], %[[I]] : index
// CHECK-NEXT:   %[[NINF:.+]] = arith.constant 0xFF800000 : f32
// CHECK-NEXT:   %[[S:.+]] = arith.addf %[[XE]], %[[BE]] : f32
// CHECK-NEXT:   %[[R:.+]] = arith.select %[[AFTER]], %[[NINF]], %[[S]] : f32
// CHECK-NEXT:   fuse.yield %[[R]] : f32
// CHECK:      %[[T:.+]] = fuse.map ins(%[[M]] : tensor<128x256xf32>) -> tensor<128x256xbf16> {
// CHECK:        arith.truncf
// CHECK:      return %[[G]], %[[M]], %[[T]]
#col = affine_map<(i, j) -> (j)>
func.func @elementwise(%x: tensor<128x256xf32>, %bias: tensor<256xf32>, %h: tensor<128x256xbf16>) -> (tensor<128x256xf32>, tensor<128x256xf32>, tensor<128x256xbf16>) {
  %e = tensor.empty() : tensor<128x256xf32>
  // GELU (erf form): an identity-map map.
  %g = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<128x256xf32>) outs(%e : tensor<128x256xf32>) {
  ^bb0(%in: f32, %out: f32):
    %half = arith.constant 0.5 : f32
    %one = arith.constant 1.0 : f32
    %rs2 = arith.constant 0.70710678 : f32
    %a = arith.mulf %in, %rs2 : f32
    %erf = math.erf %a : f32
    %b = arith.addf %erf, %one : f32
    %c = arith.mulf %in, %b : f32
    %r = arith.mulf %c, %half : f32
    linalg.yield %r : f32
  } -> tensor<128x256xf32>
  // A broadcast bias and a causal mask from indices.
  %m = linalg.generic {indexing_maps = [#id2, #col, #id2], iterator_types = ["parallel", "parallel"]} ins(%x, %bias : tensor<128x256xf32>, tensor<256xf32>) outs(%e : tensor<128x256xf32>) {
  ^bb0(%in: f32, %bi: f32, %out: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %after = arith.cmpi ugt, %j, %i : index
    %ninf = arith.constant 0xFF800000 : f32
    %s = arith.addf %in, %bi : f32
    %r = arith.select %after, %ninf, %s : f32
    linalg.yield %r : f32
  } -> tensor<128x256xf32>
  // A cast.
  %eb = tensor.empty() : tensor<128x256xbf16>
  %t = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%m : tensor<128x256xf32>) outs(%eb : tensor<128x256xbf16>) {
  ^bb0(%in: f32, %out: bf16):
    %r = arith.truncf %in : f32 to bf16
    linalg.yield %r : bf16
  } -> tensor<128x256xbf16>
  return %g, %m, %t : tensor<128x256xf32>, tensor<128x256xf32>, tensor<128x256xbf16>
}

// A mask computed in its own generic (i1) is merged into its reader.
// CHECK-LABEL: func @mask_producer(
// CHECK-SAME: %[[X:.+]]: tensor<128x128xf32>)
// CHECK-NEXT: %[[R:.+]] = fuse.map ins(%[[X]] : tensor<128x128xf32>) -> tensor<128x128xf32> {
// CHECK-NEXT: ^bb0(%[[XE:.+]]: f32):
// CHECK-DAG:    %[[I:.+]] = fuse.index 0 : index
// CHECK-DAG:    %[[J:.+]] = fuse.index 1 : index
// CHECK:        %[[AFTER:.+]] = arith.cmpi ugt, %[[J]], %[[I]] : index
// CHECK:        arith.select %[[AFTER]], %{{.+}}, %[[XE]] : f32
// CHECK:      return %[[R]]
func.func @mask_producer(%x: tensor<128x128xf32>) -> tensor<128x128xf32> {
  %em = tensor.empty() : tensor<128x128xi1>
  %mask = linalg.generic {indexing_maps = [#id2], iterator_types = ["parallel", "parallel"]} outs(%em : tensor<128x128xi1>) {
  ^bb0(%out: i1):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %after = arith.cmpi ugt, %j, %i : index
    linalg.yield %after : i1
  } -> tensor<128x128xi1>
  %e = tensor.empty() : tensor<128x128xf32>
  %r = linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%mask, %x : tensor<128x128xi1>, tensor<128x128xf32>) outs(%e : tensor<128x128xf32>) {
  ^bb0(%c: i1, %in: f32, %out: f32):
    %ninf = arith.constant 0xFF800000 : f32
    %s = arith.select %c, %ninf, %in : f32
    linalg.yield %s : f32
  } -> tensor<128x128xf32>
  return %r : tensor<128x128xf32>
}

// A transpose nobody else reads stays an aggregate with a permuted map; a
// transpose read by a matmul becomes transpose_rhs; a broadcast and a
// collapse_shape fold into the reader's map; a returned fill is a map.
// CHECK-LABEL: func @views(
// CHECK-SAME: %[[X:.+]]: tensor<128x64xf32>, %[[W:.+]]: tensor<32x64xf32>, %[[V:.+]]: tensor<4x32xf32>)
// CHECK:      %[[XT:.+]] = fuse.aggregate #fuse.add dims [d0 = 64, d1 = 128] reduce [] ins(%[[X]] : tensor<128x64xf32>) maps [affine_map<(d0, d1) -> (d1, d0)>] -> tensor<64x128xf32> {
// CHECK-NEXT: ^bb0(%[[E:.+]]: f32):
// CHECK-NEXT:   fuse.yield %[[E]] : f32
// CHECK:      %[[F:.+]] = fuse.map -> tensor<128x32xf32> {
// CHECK-NEXT:   %[[Z:.+]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:   fuse.yield %[[Z]] : f32
// CHECK:      %[[C:.+]] = fuse.matmul %[[X]], %[[W]] transpose_rhs : tensor<128x64xf32>, tensor<32x64xf32> -> tensor<128x32xf32>
// CHECK:      %[[FLAT:.+]] = fuse.aggregate #fuse.add dims [d0 = 128] reduce [] ins(%[[V]] : tensor<4x32xf32>) maps [affine_map<(d0) -> (d0 floordiv 32, d0 mod 32)>] -> tensor<128xf32> {
// CHECK:      %[[SUM:.+]] = fuse.aggregate #fuse.add dims [d0 = 128, d1 = 32] reduce [] ins(%[[C]], %[[V]] : tensor<128x32xf32>, tensor<4x32xf32>) maps [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0 floordiv 32, d0 mod 32)>] -> tensor<128x32xf32> {
// CHECK:      return %[[XT]], %[[SUM]], %[[FLAT]], %[[F]]
func.func @views(%x: tensor<128x64xf32>, %w: tensor<32x64xf32>, %v: tensor<4x32xf32>) -> (tensor<64x128xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<128x32xf32>) {
  %zero = arith.constant 0.0 : f32
  %et = tensor.empty() : tensor<64x128xf32>
  %xt = linalg.transpose ins(%x : tensor<128x64xf32>) outs(%et : tensor<64x128xf32>) permutation = [1, 0]
  %ew = tensor.empty() : tensor<64x32xf32>
  %wt = linalg.transpose ins(%w : tensor<32x64xf32>) outs(%ew : tensor<64x32xf32>) permutation = [1, 0]
  %e = tensor.empty() : tensor<128x32xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<128x32xf32>) -> tensor<128x32xf32>
  %c = linalg.matmul ins(%x, %wt : tensor<128x64xf32>, tensor<64x32xf32>) outs(%f : tensor<128x32xf32>) -> tensor<128x32xf32>
  %flat = tensor.collapse_shape %v [[0, 1]] : tensor<4x32xf32> into tensor<128xf32>
  %eb = tensor.empty() : tensor<128x32xf32>
  %b = linalg.broadcast ins(%flat : tensor<128xf32>) outs(%eb : tensor<128x32xf32>) dimensions = [1]
  %sum = linalg.map { arith.addf } ins(%c, %b : tensor<128x32xf32>, tensor<128x32xf32>) outs(%eb : tensor<128x32xf32>)
  return %xt, %sum, %flat, %f : tensor<64x128xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<128x32xf32>
}

// CHECK-LABEL: func @softmax(
// CHECK-SAME: %[[X:.+]]: tensor<8x128x128xf32>)
// CHECK-NEXT: %[[S:.+]] = fuse.softmax %[[X]] axis = 2 : tensor<8x128x128xf32>
// CHECK-NEXT: return %[[S]]
func.func @softmax(%x: tensor<8x128x128xf32>) -> tensor<8x128x128xf32> {
  %e = tensor.empty() : tensor<8x128x128xf32>
  %s = linalg.softmax dimension(2) ins(%x : tensor<8x128x128xf32>) outs(%e : tensor<8x128x128xf32>) -> tensor<8x128x128xf32>
  return %s : tensor<8x128x128xf32>
}

// The form the softmax factorization expects: a max aggregate over x, a sum
// aggregate whose body computes exp(x - m), an elementwise division.
// CHECK-LABEL: func @decomposed_softmax(
// CHECK-SAME: %[[X:.+]]: tensor<128x256xf32>)
// CHECK-NEXT: %[[M:.+]] = fuse.aggregate #fuse.max dims [d0 = 128, d1 = 256] reduce [d1] ins(%[[X]] : tensor<128x256xf32>) maps [affine_map<(d0, d1) -> (d0, d1)>] -> tensor<128xf32> {
// CHECK-NEXT: ^bb0(%[[E:.+]]: f32):
// CHECK-NEXT:   fuse.yield %[[E]] : f32
// CHECK-NEXT: }
// CHECK-NEXT: %[[S:.+]] = fuse.aggregate #fuse.add dims [d0 = 128, d1 = 256] reduce [d1] ins(%[[X]], %[[M]] : tensor<128x256xf32>, tensor<128xf32>) maps [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>] -> tensor<128xf32> {
// CHECK-NEXT: ^bb0(%[[XE:.+]]: f32, %[[ME:.+]]: f32):
// CHECK-NEXT:   %[[D:.+]] = arith.subf %[[XE]], %[[ME]] : f32
// CHECK-NEXT:   %[[EX:.+]] = math.exp %[[D]] : f32
// CHECK-NEXT:   fuse.yield %[[EX]] : f32
// CHECK-NEXT: }
// CHECK-NEXT: %[[P:.+]] = fuse.aggregate #fuse.add dims [d0 = 128, d1 = 256] reduce [] ins(%[[X]], %[[M]], %[[S]] : tensor<128x256xf32>, tensor<128xf32>, tensor<128xf32>) maps [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>] -> tensor<128x256xf32> {
// CHECK-NEXT: ^bb0(%[[XE2:.+]]: f32, %[[ME2:.+]]: f32, %[[SE:.+]]: f32):
// CHECK-NEXT:   %[[D2:.+]] = arith.subf %[[XE2]], %[[ME2]] : f32
// CHECK-NEXT:   %[[EX2:.+]] = math.exp %[[D2]] : f32
// CHECK-NEXT:   %[[Q:.+]] = arith.divf %[[EX2]], %[[SE]] : f32
// CHECK-NEXT:   fuse.yield %[[Q]] : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %[[P]]
// Decomposed softmax, one generic per step (torch-mlir).
func.func @decomposed_softmax(%x: tensor<128x256xf32>) -> tensor<128x256xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %er = tensor.empty() : tensor<128xf32>
  %fm = linalg.fill ins(%ninf : f32) outs(%er : tensor<128xf32>) -> tensor<128xf32>
  %m = linalg.generic {indexing_maps = [#id2, #row], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<128x256xf32>) outs(%fm : tensor<128xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %r = arith.maximumf %in, %acc : f32
    linalg.yield %r : f32
  } -> tensor<128xf32>
  %e = tensor.empty() : tensor<128x256xf32>
  %d = linalg.generic {indexing_maps = [#id2, #row, #id2], iterator_types = ["parallel", "parallel"]} ins(%x, %m : tensor<128x256xf32>, tensor<128xf32>) outs(%e : tensor<128x256xf32>) {
  ^bb0(%in: f32, %mi: f32, %out: f32):
    %r = arith.subf %in, %mi : f32
    linalg.yield %r : f32
  } -> tensor<128x256xf32>
  %ex = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%d : tensor<128x256xf32>) outs(%e : tensor<128x256xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = math.exp %in : f32
    linalg.yield %r : f32
  } -> tensor<128x256xf32>
  %fs = linalg.fill ins(%zero : f32) outs(%er : tensor<128xf32>) -> tensor<128xf32>
  %s = linalg.generic {indexing_maps = [#id2, #row], iterator_types = ["parallel", "reduction"]} ins(%ex : tensor<128x256xf32>) outs(%fs : tensor<128xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %r = arith.addf %in, %acc : f32
    linalg.yield %r : f32
  } -> tensor<128xf32>
  %p = linalg.generic {indexing_maps = [#id2, #row, #id2], iterator_types = ["parallel", "parallel"]} ins(%ex, %s : tensor<128x256xf32>, tensor<128xf32>) outs(%e : tensor<128x256xf32>) {
  ^bb0(%in: f32, %si: f32, %out: f32):
    %r = arith.divf %in, %si : f32
    linalg.yield %r : f32
  } -> tensor<128x256xf32>
  return %p : tensor<128x256xf32>
}
