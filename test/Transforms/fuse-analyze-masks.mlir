// RUN: fuse-opt %s --fuse-analyze-masks --mlir-print-local-scope -split-input-file | FileCheck %s

// The band of keys each softmax's mask leaves (fuse-analyze-masks): every
// spelling of one mask gives the same band; a mask that is no interval of
// keys is counted in `unexplained` and left to the body. Dims: i = d0 (the
// query), e = d1, j = d2 (the key).

// -----

// Causal: keys after the query get -inf.
// CHECK-LABEL: func @causal_index
// CHECK: fuse.key_band = {lower = [], unexplained = 0 : i64, upper = [affine_map<(d0, d1, d2) -> (d0)>]}
func.func @causal_index(%s: tensor<64x64xf32>, %v: tensor<64x16xf32>)
    -> (tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32>) {
  %m, %l, %o = fuse.aggregate #fuse.weighted_softmax dims [i = 64, e = 16, j = 64] reduce [j]
      ins(%s, %v : tensor<64x64xf32>, tensor<64x16xf32>)
      maps [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>]
      -> tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32> {
  ^bb0(%x: f32, %val: f32):
    %i = fuse.index 0 : index
    %j = fuse.index 2 : index
    %ninf = arith.constant 0xFF800000 : f32
    %bad = arith.cmpi ugt, %j, %i : index
    %y = arith.select %bad, %ninf, %x : f32
    fuse.yield %y, %val : f32, f32
  }
  return %m, %l, %o : tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32>
}

// -----

// Causal with the compare the other way round (i < j).
// CHECK-LABEL: func @causal_reversed
// CHECK: fuse.key_band = {lower = [], unexplained = 0 : i64, upper = [affine_map<(d0, d1, d2) -> (d0)>]}
func.func @causal_reversed(%s: tensor<64x64xf32>, %v: tensor<64x16xf32>)
    -> (tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32>) {
  %m, %l, %o = fuse.aggregate #fuse.weighted_softmax dims [i = 64, e = 16, j = 64] reduce [j]
      ins(%s, %v : tensor<64x64xf32>, tensor<64x16xf32>)
      maps [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>]
      -> tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32> {
  ^bb0(%x: f32, %val: f32):
    %i = fuse.index 0 : index
    %j = fuse.index 2 : index
    %ninf = arith.constant 0xFF800000 : f32
    %bad = arith.cmpi slt, %i, %j : index
    %y = arith.select %bad, %ninf, %x : f32
    fuse.yield %y, %val : f32, f32
  }
  return %m, %l, %o : tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32>
}

// -----

// Causal from i64 positions (torch-mlir's aranges).
// CHECK-LABEL: func @causal_i64
// CHECK: fuse.key_band = {lower = [], unexplained = 0 : i64, upper = [affine_map<(d0, d1, d2) -> (d0)>]}
func.func @causal_i64(%s: tensor<64x64xf32>, %v: tensor<64x16xf32>)
    -> (tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32>) {
  %m, %l, %o = fuse.aggregate #fuse.weighted_softmax dims [i = 64, e = 16, j = 64] reduce [j]
      ins(%s, %v : tensor<64x64xf32>, tensor<64x16xf32>)
      maps [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>]
      -> tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32> {
  ^bb0(%x: f32, %val: f32):
    %i = fuse.index 0 : index
    %j = fuse.index 2 : index
    %ninf = arith.constant 0xFF800000 : f32
    %ii = arith.index_cast %i : index to i64
    %jj = arith.index_cast %j : index to i64
    %bad = arith.cmpi sgt, %jj, %ii : i64
    %y = arith.select %bad, %ninf, %x : f32
    fuse.yield %y, %val : f32, f32
  }
  return %m, %l, %o : tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32>
}

// -----

// Causal as a keep condition: select(j <= i, x, -inf).
// CHECK-LABEL: func @causal_keep
// CHECK: fuse.key_band = {lower = [], unexplained = 0 : i64, upper = [affine_map<(d0, d1, d2) -> (d0)>]}
func.func @causal_keep(%s: tensor<64x64xf32>, %v: tensor<64x16xf32>)
    -> (tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32>) {
  %m, %l, %o = fuse.aggregate #fuse.weighted_softmax dims [i = 64, e = 16, j = 64] reduce [j]
      ins(%s, %v : tensor<64x64xf32>, tensor<64x16xf32>)
      maps [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>]
      -> tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32> {
  ^bb0(%x: f32, %val: f32):
    %i = fuse.index 0 : index
    %j = fuse.index 2 : index
    %ninf = arith.constant 0xFF800000 : f32
    %keep = arith.cmpi ule, %j, %i : index
    %y = arith.select %keep, %x, %ninf : f32
    fuse.yield %y, %val : f32, f32
  }
  return %m, %l, %o : tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32>
}

// -----

// Causal as an additive bias: x + select(j > i, -inf, 0).
// CHECK-LABEL: func @causal_additive
// CHECK: fuse.key_band = {lower = [], unexplained = 0 : i64, upper = [affine_map<(d0, d1, d2) -> (d0)>]}
func.func @causal_additive(%s: tensor<64x64xf32>, %v: tensor<64x16xf32>)
    -> (tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32>) {
  %m, %l, %o = fuse.aggregate #fuse.weighted_softmax dims [i = 64, e = 16, j = 64] reduce [j]
      ins(%s, %v : tensor<64x64xf32>, tensor<64x16xf32>)
      maps [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>]
      -> tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32> {
  ^bb0(%x: f32, %val: f32):
    %i = fuse.index 0 : index
    %j = fuse.index 2 : index
    %ninf = arith.constant 0xFF800000 : f32
    %bad = arith.cmpi ugt, %j, %i : index
    %zero = arith.constant 0.0 : f32
    %bias = arith.select %bad, %ninf, %zero : f32
    %y = arith.addf %x, %bias : f32
    fuse.yield %y, %val : f32, f32
  }
  return %m, %l, %o : tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32>
}

// -----

// Causal compared in floats (converted aranges).
// CHECK-LABEL: func @causal_float_iota
// CHECK: fuse.key_band = {lower = [], unexplained = 0 : i64, upper = [affine_map<(d0, d1, d2) -> (d0)>]}
func.func @causal_float_iota(%s: tensor<64x64xf32>, %v: tensor<64x16xf32>)
    -> (tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32>) {
  %m, %l, %o = fuse.aggregate #fuse.weighted_softmax dims [i = 64, e = 16, j = 64] reduce [j]
      ins(%s, %v : tensor<64x64xf32>, tensor<64x16xf32>)
      maps [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>]
      -> tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32> {
  ^bb0(%x: f32, %val: f32):
    %i = fuse.index 0 : index
    %j = fuse.index 2 : index
    %ninf = arith.constant 0xFF800000 : f32
    %ii = arith.index_cast %i : index to i64
    %jj = arith.index_cast %j : index to i64
    %fi = arith.sitofp %ii : i64 to f32
    %fj = arith.sitofp %jj : i64 to f32
    %bad = arith.cmpf ogt, %fj, %fi : f32
    %y = arith.select %bad, %ninf, %x : f32
    fuse.yield %y, %val : f32, f32
  }
  return %m, %l, %o : tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32>
}

// -----

// Causal through a negation: not(j <= i).
// CHECK-LABEL: func @causal_not
// CHECK: fuse.key_band = {lower = [], unexplained = 0 : i64, upper = [affine_map<(d0, d1, d2) -> (d0)>]}
func.func @causal_not(%s: tensor<64x64xf32>, %v: tensor<64x16xf32>)
    -> (tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32>) {
  %m, %l, %o = fuse.aggregate #fuse.weighted_softmax dims [i = 64, e = 16, j = 64] reduce [j]
      ins(%s, %v : tensor<64x64xf32>, tensor<64x16xf32>)
      maps [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>]
      -> tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32> {
  ^bb0(%x: f32, %val: f32):
    %i = fuse.index 0 : index
    %j = fuse.index 2 : index
    %ninf = arith.constant 0xFF800000 : f32
    %keep = arith.cmpi ule, %j, %i : index
    %true = arith.constant true
    %bad = arith.xori %keep, %true : i1
    %y = arith.select %bad, %ninf, %x : f32
    fuse.yield %y, %val : f32, f32
  }
  return %m, %l, %o : tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32>
}

// -----

// Strict causal: the diagonal masked too.
// CHECK-LABEL: func @causal_strict
// CHECK: fuse.key_band = {lower = [], unexplained = 0 : i64, upper = [affine_map<(d0, d1, d2) -> (d0 - 1)>]}
func.func @causal_strict(%s: tensor<64x64xf32>, %v: tensor<64x16xf32>)
    -> (tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32>) {
  %m, %l, %o = fuse.aggregate #fuse.weighted_softmax dims [i = 64, e = 16, j = 64] reduce [j]
      ins(%s, %v : tensor<64x64xf32>, tensor<64x16xf32>)
      maps [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>]
      -> tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32> {
  ^bb0(%x: f32, %val: f32):
    %i = fuse.index 0 : index
    %j = fuse.index 2 : index
    %ninf = arith.constant 0xFF800000 : f32
    %bad = arith.cmpi uge, %j, %i : index
    %y = arith.select %bad, %ninf, %x : f32
    fuse.yield %y, %val : f32, f32
  }
  return %m, %l, %o : tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32>
}

// -----

// Causal aligned bottom-right (64 more keys than queries in a cache).
// CHECK-LABEL: func @causal_offset
// CHECK: fuse.key_band = {lower = [], unexplained = 0 : i64, upper = [affine_map<(d0, d1, d2) -> (d0 + 64)>]}
func.func @causal_offset(%s: tensor<64x64xf32>, %v: tensor<64x16xf32>)
    -> (tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32>) {
  %m, %l, %o = fuse.aggregate #fuse.weighted_softmax dims [i = 64, e = 16, j = 64] reduce [j]
      ins(%s, %v : tensor<64x64xf32>, tensor<64x16xf32>)
      maps [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>]
      -> tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32> {
  ^bb0(%x: f32, %val: f32):
    %i = fuse.index 0 : index
    %j = fuse.index 2 : index
    %ninf = arith.constant 0xFF800000 : f32
    %c64 = arith.constant 64 : index
    %last = arith.addi %i, %c64 : index
    %bad = arith.cmpi ugt, %j, %last : index
    %y = arith.select %bad, %ninf, %x : f32
    fuse.yield %y, %val : f32, f32
  }
  return %m, %l, %o : tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32>
}

// -----

// Sliding window: j > i or i - j >= 16.
// CHECK-LABEL: func @window_or
// CHECK: fuse.key_band = {lower = [affine_map<(d0, d1, d2) -> (d0 - 15)>], unexplained = 0 : i64, upper = [affine_map<(d0, d1, d2) -> (d0)>]}
func.func @window_or(%s: tensor<64x64xf32>, %v: tensor<64x16xf32>)
    -> (tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32>) {
  %m, %l, %o = fuse.aggregate #fuse.weighted_softmax dims [i = 64, e = 16, j = 64] reduce [j]
      ins(%s, %v : tensor<64x64xf32>, tensor<64x16xf32>)
      maps [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>]
      -> tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32> {
  ^bb0(%x: f32, %val: f32):
    %i = fuse.index 0 : index
    %j = fuse.index 2 : index
    %ninf = arith.constant 0xFF800000 : f32
    %w = arith.constant 16 : index
    %future = arith.cmpi ugt, %j, %i : index
    %dist = arith.subi %i, %j : index
    %far = arith.cmpi sge, %dist, %w : index
    %bad = arith.ori %future, %far : i1
    %y = arith.select %bad, %ninf, %x : f32
    fuse.yield %y, %val : f32, f32
  }
  return %m, %l, %o : tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32>
}

// -----

// The same window as one unsigned compare: (i - j) >=u 16.
// CHECK-LABEL: func @window_unsigned
// CHECK: fuse.key_band = {lower = [affine_map<(d0, d1, d2) -> (d0 - 15)>], unexplained = 0 : i64, upper = [affine_map<(d0, d1, d2) -> (d0)>]}
func.func @window_unsigned(%s: tensor<64x64xf32>, %v: tensor<64x16xf32>)
    -> (tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32>) {
  %m, %l, %o = fuse.aggregate #fuse.weighted_softmax dims [i = 64, e = 16, j = 64] reduce [j]
      ins(%s, %v : tensor<64x64xf32>, tensor<64x16xf32>)
      maps [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>]
      -> tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32> {
  ^bb0(%x: f32, %val: f32):
    %i = fuse.index 0 : index
    %j = fuse.index 2 : index
    %ninf = arith.constant 0xFF800000 : f32
    %w = arith.constant 16 : index
    %dist = arith.subi %i, %j : index
    %bad = arith.cmpi uge, %dist, %w : index
    %y = arith.select %bad, %ninf, %x : f32
    fuse.yield %y, %val : f32, f32
  }
  return %m, %l, %o : tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32>
}

// -----

// The same window from i64 relative positions, an additive bias.
// CHECK-LABEL: func @window_i64_bias
// CHECK: fuse.key_band = {lower = [affine_map<(d0, d1, d2) -> (d0 - 15)>], unexplained = 0 : i64, upper = [affine_map<(d0, d1, d2) -> (d0)>]}
func.func @window_i64_bias(%s: tensor<64x64xf32>, %v: tensor<64x16xf32>)
    -> (tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32>) {
  %m, %l, %o = fuse.aggregate #fuse.weighted_softmax dims [i = 64, e = 16, j = 64] reduce [j]
      ins(%s, %v : tensor<64x64xf32>, tensor<64x16xf32>)
      maps [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>]
      -> tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32> {
  ^bb0(%x: f32, %val: f32):
    %i = fuse.index 0 : index
    %j = fuse.index 2 : index
    %ninf = arith.constant 0xFF800000 : f32
    %ii = arith.index_cast %i : index to i64
    %jj = arith.index_cast %j : index to i64
    %rel = arith.subi %jj, %ii : i64
    %zero = arith.constant 0 : i64
    %lim = arith.constant -16 : i64
    %past = arith.cmpi sle, %rel, %zero : i64
    %near = arith.cmpi sgt, %rel, %lim : i64
    %keep = arith.andi %past, %near : i1
    %zf = arith.constant 0.0 : f32
    %bias = arith.select %keep, %zf, %ninf : f32
    %y = arith.addf %x, %bias : f32
    fuse.yield %y, %val : f32, f32
  }
  return %m, %l, %o : tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32>
}

// -----

// The same window as two selects.
// CHECK-LABEL: func @window_two_selects
// CHECK: fuse.key_band = {lower = [affine_map<(d0, d1, d2) -> (d0 - 15)>], unexplained = 0 : i64, upper = [affine_map<(d0, d1, d2) -> (d0)>]}
func.func @window_two_selects(%s: tensor<64x64xf32>, %v: tensor<64x16xf32>)
    -> (tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32>) {
  %m, %l, %o = fuse.aggregate #fuse.weighted_softmax dims [i = 64, e = 16, j = 64] reduce [j]
      ins(%s, %v : tensor<64x64xf32>, tensor<64x16xf32>)
      maps [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>]
      -> tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32> {
  ^bb0(%x: f32, %val: f32):
    %i = fuse.index 0 : index
    %j = fuse.index 2 : index
    %ninf = arith.constant 0xFF800000 : f32
    %w = arith.constant 16 : index
    %future = arith.cmpi ugt, %j, %i : index
    %dist = arith.subi %i, %j : index
    %far = arith.cmpi sge, %dist, %w : index
    %y0 = arith.select %future, %ninf, %x : f32
    %y = arith.select %far, %ninf, %y0 : f32
    fuse.yield %y, %val : f32, f32
  }
  return %m, %l, %o : tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32>
}

// -----

// Chunked causal: i / 16 == j / 16 and j <= i.
// CHECK-LABEL: func @chunked_causal
// CHECK: fuse.key_band = {lower = [affine_map<(d0, d1, d2) -> ((d0 floordiv 16) * 16)>], unexplained = 0 : i64, upper = [affine_map<(d0, d1, d2) -> ((d0 floordiv 16) * 16 + 15)>, affine_map<(d0, d1, d2) -> (d0)>]}
func.func @chunked_causal(%s: tensor<64x64xf32>, %v: tensor<64x16xf32>)
    -> (tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32>) {
  %m, %l, %o = fuse.aggregate #fuse.weighted_softmax dims [i = 64, e = 16, j = 64] reduce [j]
      ins(%s, %v : tensor<64x64xf32>, tensor<64x16xf32>)
      maps [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>]
      -> tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32> {
  ^bb0(%x: f32, %val: f32):
    %i = fuse.index 0 : index
    %j = fuse.index 2 : index
    %ninf = arith.constant 0xFF800000 : f32
    %c = arith.constant 16 : index
    %ci = arith.divui %i, %c : index
    %cj = arith.divui %j, %c : index
    %same = arith.cmpi eq, %ci, %cj : index
    %past = arith.cmpi ule, %j, %i : index
    %keep = arith.andi %same, %past : i1
    %y = arith.select %keep, %x, %ninf : f32
    fuse.yield %y, %val : f32, f32
  }
  return %m, %l, %o : tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32>
}

// -----

// Block-diagonal: i / 16 != j / 16 masked.
// CHECK-LABEL: func @block_diagonal
// CHECK: fuse.key_band = {lower = [affine_map<(d0, d1, d2) -> ((d0 floordiv 16) * 16)>], unexplained = 0 : i64, upper = [affine_map<(d0, d1, d2) -> ((d0 floordiv 16) * 16 + 15)>]}
func.func @block_diagonal(%s: tensor<64x64xf32>, %v: tensor<64x16xf32>)
    -> (tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32>) {
  %m, %l, %o = fuse.aggregate #fuse.weighted_softmax dims [i = 64, e = 16, j = 64] reduce [j]
      ins(%s, %v : tensor<64x64xf32>, tensor<64x16xf32>)
      maps [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>]
      -> tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32> {
  ^bb0(%x: f32, %val: f32):
    %i = fuse.index 0 : index
    %j = fuse.index 2 : index
    %ninf = arith.constant 0xFF800000 : f32
    %c = arith.constant 16 : index
    %ci = arith.floordivsi %i, %c : index
    %cj = arith.floordivsi %j, %c : index
    %bad = arith.cmpi ne, %ci, %cj : index
    %y = arith.select %bad, %ninf, %x : f32
    fuse.yield %y, %val : f32, f32
  }
  return %m, %l, %o : tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32>
}

// -----

// A constant key count (keys from 40 on padded).
// CHECK-LABEL: func @key_limit
// CHECK: fuse.key_band = {lower = [], unexplained = 0 : i64, upper = [affine_map<(d0, d1, d2) -> (39)>]}
func.func @key_limit(%s: tensor<64x64xf32>, %v: tensor<64x16xf32>)
    -> (tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32>) {
  %m, %l, %o = fuse.aggregate #fuse.weighted_softmax dims [i = 64, e = 16, j = 64] reduce [j]
      ins(%s, %v : tensor<64x64xf32>, tensor<64x16xf32>)
      maps [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>]
      -> tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32> {
  ^bb0(%x: f32, %val: f32):
    %i = fuse.index 0 : index
    %j = fuse.index 2 : index
    %ninf = arith.constant 0xFF800000 : f32
    %n = arith.constant 40 : index
    %bad = arith.cmpi sge, %j, %n : index
    %y = arith.select %bad, %ninf, %x : f32
    fuse.yield %y, %val : f32, f32
  }
  return %m, %l, %o : tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32>
}

// -----

// ALiBi (slope times j - i) with causal: the bias is no mask.
// CHECK-LABEL: func @alibi_causal
// CHECK: fuse.key_band = {lower = [], unexplained = 0 : i64, upper = [affine_map<(d0, d1, d2) -> (d0)>]}
func.func @alibi_causal(%s: tensor<64x64xf32>, %v: tensor<64x16xf32>)
    -> (tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32>) {
  %m, %l, %o = fuse.aggregate #fuse.weighted_softmax dims [i = 64, e = 16, j = 64] reduce [j]
      ins(%s, %v : tensor<64x64xf32>, tensor<64x16xf32>)
      maps [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>]
      -> tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32> {
  ^bb0(%x: f32, %val: f32):
    %i = fuse.index 0 : index
    %j = fuse.index 2 : index
    %ninf = arith.constant 0xFF800000 : f32
    %ii = arith.index_cast %i : index to i64
    %jj = arith.index_cast %j : index to i64
    %rel = arith.subi %jj, %ii : i64
    %zero = arith.constant 0 : i64
    %future = arith.cmpi sgt, %rel, %zero : i64
    %relf = arith.sitofp %rel : i64 to f32
    %slope = arith.constant 0.0625 : f32
    %bias = arith.mulf %relf, %slope : f32
    %biased = arith.addf %x, %bias : f32
    %y = arith.select %future, %ninf, %biased : f32
    fuse.yield %y, %val : f32, f32
  }
  return %m, %l, %o : tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32>
}

// -----

// Softcap (50 tanh(x / 50)) with causal.
// CHECK-LABEL: func @softcap_causal
// CHECK: fuse.key_band = {lower = [], unexplained = 0 : i64, upper = [affine_map<(d0, d1, d2) -> (d0)>]}
func.func @softcap_causal(%s: tensor<64x64xf32>, %v: tensor<64x16xf32>)
    -> (tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32>) {
  %m, %l, %o = fuse.aggregate #fuse.weighted_softmax dims [i = 64, e = 16, j = 64] reduce [j]
      ins(%s, %v : tensor<64x64xf32>, tensor<64x16xf32>)
      maps [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>]
      -> tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32> {
  ^bb0(%x: f32, %val: f32):
    %i = fuse.index 0 : index
    %j = fuse.index 2 : index
    %ninf = arith.constant 0xFF800000 : f32
    %cap = arith.constant 50.0 : f32
    %inv = arith.constant 0.02 : f32
    %a = arith.mulf %x, %inv : f32
    %t = math.tanh %a : f32
    %capped = arith.mulf %t, %cap : f32
    %bad = arith.cmpi ugt, %j, %i : index
    %y = arith.select %bad, %ninf, %capped : f32
    fuse.yield %y, %val : f32, f32
  }
  return %m, %l, %o : tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32>
}

// -----

// Prefix-LM, j < 16 or j <= i: a union of two intervals from 0, itself one:
// j <= max(i, 15).
// CHECK-LABEL: func @prefix_lm
// CHECK: fuse.key_band = {lower = [], unexplained = 0 : i64, upper = [affine_map<(d0, d1, d2) -> (d0, 15)>]}
func.func @prefix_lm(%s: tensor<64x64xf32>, %v: tensor<64x16xf32>)
    -> (tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32>) {
  %m, %l, %o = fuse.aggregate #fuse.weighted_softmax dims [i = 64, e = 16, j = 64] reduce [j]
      ins(%s, %v : tensor<64x64xf32>, tensor<64x16xf32>)
      maps [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>]
      -> tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32> {
  ^bb0(%x: f32, %val: f32):
    %i = fuse.index 0 : index
    %j = fuse.index 2 : index
    %ninf = arith.constant 0xFF800000 : f32
    %pre = arith.constant 16 : index
    %inpre = arith.cmpi ult, %j, %pre : index
    %past = arith.cmpi ule, %j, %i : index
    %keep = arith.ori %inpre, %past : i1
    %y = arith.select %keep, %x, %ninf : f32
    fuse.yield %y, %val : f32, f32
  }
  return %m, %l, %o : tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32>
}

// -----

// Prefix-LM as the masked set, j >= 16 and j > i to -inf: the same band.
// CHECK-LABEL: func @prefix_lm_masked
// CHECK: fuse.key_band = {lower = [], unexplained = 0 : i64, upper = [affine_map<(d0, d1, d2) -> (d0, 15)>]}
func.func @prefix_lm_masked(%s: tensor<64x64xf32>, %v: tensor<64x16xf32>)
    -> (tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32>) {
  %m, %l, %o = fuse.aggregate #fuse.weighted_softmax dims [i = 64, e = 16, j = 64] reduce [j]
      ins(%s, %v : tensor<64x64xf32>, tensor<64x16xf32>)
      maps [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>]
      -> tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32> {
  ^bb0(%x: f32, %val: f32):
    %i = fuse.index 0 : index
    %j = fuse.index 2 : index
    %ninf = arith.constant 0xFF800000 : f32
    %pre = arith.constant 16 : index
    %outpre = arith.cmpi sge, %j, %pre : index
    %future = arith.cmpi sgt, %j, %i : index
    %bad = arith.andi %outpre, %future : i1
    %y = arith.select %bad, %ninf, %x : f32
    fuse.yield %y, %val : f32, f32
  }
  return %m, %l, %o : tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32>
}

// -----

// A union of a window and a chunk start, j <= i and j >= i - 7 or
// j >= (i / 16) * 16: both sides bounded on the left, the window also on
// the right. No one interval: unexplained, evaluated everywhere.
// CHECK-LABEL: func @window_or_prefix
// CHECK: fuse.aggregate
// CHECK-NOT: fuse.key_band
// CHECK: return
func.func @window_or_prefix(%s: tensor<64x64xf32>, %v: tensor<64x16xf32>)
    -> (tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32>) {
  %m, %l, %o = fuse.aggregate #fuse.weighted_softmax dims [i = 64, e = 16, j = 64] reduce [j]
      ins(%s, %v : tensor<64x64xf32>, tensor<64x16xf32>)
      maps [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>]
      -> tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32> {
  ^bb0(%x: f32, %val: f32):
    %i = fuse.index 0 : index
    %j = fuse.index 2 : index
    %ninf = arith.constant 0xFF800000 : f32
    %c7 = arith.constant 7 : index
    %c16 = arith.constant 16 : index
    %past = arith.cmpi ule, %j, %i : index
    %lo = arith.subi %i, %c7 : index
    %near = arith.cmpi sge, %j, %lo : index
    %window = arith.andi %past, %near : i1
    %chunk = arith.divui %i, %c16 : index
    %start = arith.muli %chunk, %c16 : index
    %inchunk = arith.cmpi sge, %j, %start : index
    %keep = arith.ori %window, %inchunk : i1
    %y = arith.select %keep, %x, %ninf : f32
    fuse.yield %y, %val : f32, f32
  }
  return %m, %l, %o : tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32>
}

// -----

// Dilated, j mod 4 == 0: no band.
// CHECK-LABEL: func @dilated
// CHECK: fuse.aggregate
// CHECK-NOT: fuse.key_band
// CHECK: return
func.func @dilated(%s: tensor<64x64xf32>, %v: tensor<64x16xf32>)
    -> (tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32>) {
  %m, %l, %o = fuse.aggregate #fuse.weighted_softmax dims [i = 64, e = 16, j = 64] reduce [j]
      ins(%s, %v : tensor<64x64xf32>, tensor<64x16xf32>)
      maps [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>]
      -> tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32> {
  ^bb0(%x: f32, %val: f32):
    %i = fuse.index 0 : index
    %j = fuse.index 2 : index
    %ninf = arith.constant 0xFF800000 : f32
    %step = arith.constant 4 : index
    %r = arith.remui %j, %step : index
    %z = arith.constant 0 : index
    %keep = arith.cmpi eq, %r, %z : index
    %y = arith.select %keep, %x, %ninf : f32
    fuse.yield %y, %val : f32, f32
  }
  return %m, %l, %o : tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32>
}

// -----

// An i1 mask read from a tensor (key padding) and causal: the band is the causal part, the tensor's mask is unexplained.
// CHECK-LABEL: func @bool_input_causal
// CHECK: fuse.key_band = {lower = [], unexplained = 1 : i64, upper = [affine_map<(d0, d1, d2) -> (d0)>]}
func.func @bool_input_causal(%s: tensor<64x64xf32>, %v: tensor<64x16xf32>, %mask: tensor<64xi1>)
    -> (tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32>) {
  %m, %l, %o = fuse.aggregate #fuse.weighted_softmax dims [i = 64, e = 16, j = 64] reduce [j]
      ins(%s, %v, %mask : tensor<64x64xf32>, tensor<64x16xf32>, tensor<64xi1>)
      maps [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d2)>]
      -> tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32> {
  ^bb0(%x: f32, %val: f32, %pad: i1):
    %i = fuse.index 0 : index
    %j = fuse.index 2 : index
    %ninf = arith.constant 0xFF800000 : f32
    %bad = arith.cmpi ugt, %j, %i : index
    %y0 = arith.select %bad, %ninf, %x : f32
    %y = arith.select %pad, %y0, %ninf : f32
    fuse.yield %y, %val : f32, f32
  }
  return %m, %l, %o : tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32>
}

// -----

// A KV-cache length per batch point (an i32 input read at (b), not moving
// with j): keys j < len[b] and j <= i. The length is symbol 0, input 2.
// CHECK-LABEL: func @kv_length
// CHECK: fuse.key_band = {lower = [], symbols = [2], unexplained = 0 : i64, upper = [affine_map<(d0, d1, d2, d3)[s0] -> (s0 - 1)>, affine_map<(d0, d1, d2, d3)[s0] -> (d1)>]}
func.func @kv_length(%s: tensor<2x64x64xf32>, %v: tensor<2x64x16xf32>, %len: tensor<2xi32>)
    -> (tensor<2x64x16xf32>, tensor<2x64x16xf32>, tensor<2x64x16xf32>) {
  %m, %l, %o = fuse.aggregate #fuse.weighted_softmax dims [b = 2, i = 64, e = 16, j = 64] reduce [j]
      ins(%s, %v, %len : tensor<2x64x64xf32>, tensor<2x64x16xf32>, tensor<2xi32>)
      maps [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0)>]
      -> tensor<2x64x16xf32>, tensor<2x64x16xf32>, tensor<2x64x16xf32> {
  ^bb0(%x: f32, %val: f32, %n: i32):
    %i = fuse.index 1 : index
    %j = fuse.index 3 : index
    %ninf = arith.constant 0xFF800000 : f32
    %jj = arith.index_cast %j : index to i32
    %ii = arith.index_cast %i : index to i32
    %inlen = arith.cmpi slt, %jj, %n : i32
    %past = arith.cmpi sle, %jj, %ii : i32
    %keep = arith.andi %inlen, %past : i1
    %y = arith.select %keep, %x, %ninf : f32
    fuse.yield %y, %val : f32, f32
  }
  return %m, %l, %o : tensor<2x64x16xf32>, tensor<2x64x16xf32>, tensor<2x64x16xf32>
}

// -----

// A length read at the key (lim[j]) moves with j: no symbol, no band.
// CHECK-LABEL: func @key_indexed_length
// CHECK: fuse.aggregate
// CHECK-NOT: fuse.key_band
// CHECK: return
func.func @key_indexed_length(%s: tensor<64x64xf32>, %v: tensor<64x16xf32>, %lim: tensor<64xi32>)
    -> (tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32>) {
  %m, %l, %o = fuse.aggregate #fuse.weighted_softmax dims [i = 64, e = 16, j = 64] reduce [j]
      ins(%s, %v, %lim : tensor<64x64xf32>, tensor<64x16xf32>, tensor<64xi32>)
      maps [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d2)>]
      -> tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32> {
  ^bb0(%x: f32, %val: f32, %n: i32):
    %i = fuse.index 0 : index
    %ninf = arith.constant 0xFF800000 : f32
    %ii = arith.index_cast %i : index to i32
    %keep = arith.cmpi slt, %ii, %n : i32
    %y = arith.select %keep, %x, %ninf : f32
    fuse.yield %y, %val : f32, f32
  }
  return %m, %l, %o : tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32>
}

// -----

// Document ids and causal, doc[i] == doc[j] and j <= i: the ids are no
// interval, but the causal conjunct is a necessary condition: the band is
// causal and the select stays in the body (unexplained).
// CHECK-LABEL: func @documents_causal
// CHECK: fuse.key_band = {lower = [], unexplained = 1 : i64, upper = [affine_map<(d0, d1, d2) -> (d0)>]}
func.func @documents_causal(%s: tensor<64x64xf32>, %v: tensor<64x16xf32>, %doc: tensor<64xi32>)
    -> (tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32>) {
  %m, %l, %o = fuse.aggregate #fuse.weighted_softmax dims [i = 64, e = 16, j = 64] reduce [j]
      ins(%s, %v, %doc, %doc : tensor<64x64xf32>, tensor<64x16xf32>, tensor<64xi32>, tensor<64xi32>)
      maps [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>,
            affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d2)>]
      -> tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32> {
  ^bb0(%x: f32, %val: f32, %di: i32, %dj: i32):
    %i = fuse.index 0 : index
    %j = fuse.index 2 : index
    %ninf = arith.constant 0xFF800000 : f32
    %same = arith.cmpi eq, %di, %dj : i32
    %past = arith.cmpi ule, %j, %i : index
    %keep = arith.andi %same, %past : i1
    %y = arith.select %keep, %x, %ninf : f32
    fuse.yield %y, %val : f32, f32
  }
  return %m, %l, %o : tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32>
}

// -----

// A mask matrix added to the logit the dot computes, read from a function
// argument and broadcast over the batch (0 kept, the lowest float
// masked): an addend of at most -65504 masks its key, written as a -inf
// select on `t >u -65504` (a NaN addend keeps its key, NaN as written),
// which the block table bounds (the key band has no bounds to record).
// CHECK-LABEL: func @additive_mask_matrix
// CHECK-NOT: fuse.key_band
// CHECK: %[[SUM:.*]] = arith.addf %{{.*}}, %[[T:.*]] : f32
// CHECK-NEXT: %[[LOWEST:.*]] = arith.constant -6.550400e+04 : f32
// CHECK-NEXT: %[[KEEP:.*]] = arith.cmpf ugt, %[[T]], %[[LOWEST]] : f32
// CHECK-NEXT: %[[NINF:.*]] = arith.constant 0xFF800000 : f32
// CHECK-NEXT: %[[Y:.*]] = arith.select %[[KEEP]], %[[SUM]], %[[NINF]] : f32
// CHECK-NEXT: fuse.yield %[[Y]], %{{.*}} : f32, f32
func.func @additive_mask_matrix(%q: tensor<2x256x16xf32>, %k: tensor<2x256x16xf32>, %v: tensor<2x256x16xf32>, %t: tensor<256x256xf32>)
    -> (tensor<2x256x16xf32>, tensor<2x256x16xf32>, tensor<2x256x16xf32>) {
  %m, %l, %o = fuse.aggregate #fuse.weighted_softmax dims [b = 2, i = 256, e = 16, j = 256] reduce [j]
      ins(%v, %t : tensor<2x256x16xf32>, tensor<256x256xf32>)
      maps [affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>]
      -> tensor<2x256x16xf32>, tensor<2x256x16xf32>, tensor<2x256x16xf32> {
  ^bb0(%val: f32, %tv: f32):
    %dot = fuse.reduce #fuse.add dims [d = 16] ins(%q, %k : tensor<2x256x16xf32>, tensor<2x256x16xf32>)
        maps [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d4)>] -> f32 {
    ^bb0(%a: f32, %c: f32):
      %p = arith.mulf %a, %c : f32
      fuse.yield %p : f32
    }
    %y = arith.addf %dot, %tv : f32
    fuse.yield %y, %val : f32, f32
  }
  return %m, %l, %o : tensor<2x256x16xf32>, tensor<2x256x16xf32>, tensor<2x256x16xf32>
}

// -----

// A bias table read at a relative position (i - j + 255) is a bias, not a
// mask: added as written.
// CHECK-LABEL: func @additive_relative_table
// CHECK-NOT: arith.cmpf
// CHECK: fuse.yield
func.func @additive_relative_table(%q: tensor<2x256x16xf32>, %k: tensor<2x256x16xf32>, %v: tensor<2x256x16xf32>, %t: tensor<511xf32>)
    -> (tensor<2x256x16xf32>, tensor<2x256x16xf32>, tensor<2x256x16xf32>) {
  %m, %l, %o = fuse.aggregate #fuse.weighted_softmax dims [b = 2, i = 256, e = 16, j = 256] reduce [j]
      ins(%v, %t : tensor<2x256x16xf32>, tensor<511xf32>)
      maps [affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d1 - d3 + 255)>]
      -> tensor<2x256x16xf32>, tensor<2x256x16xf32>, tensor<2x256x16xf32> {
  ^bb0(%val: f32, %tv: f32):
    %dot = fuse.reduce #fuse.add dims [d = 16] ins(%q, %k : tensor<2x256x16xf32>, tensor<2x256x16xf32>)
        maps [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d4)>] -> f32 {
    ^bb0(%a: f32, %c: f32):
      %p = arith.mulf %a, %c : f32
      fuse.yield %p : f32
    }
    %y = arith.addf %dot, %tv : f32
    fuse.yield %y, %val : f32, f32
  }
  return %m, %l, %o : tensor<2x256x16xf32>, tensor<2x256x16xf32>, tensor<2x256x16xf32>
}

// -----

// A bias with a value per logit (every index the dot reads: T5's
// [B, H, S, S]) would cost the block table a pass over as many values as
// there are logits: added as written.
// CHECK-LABEL: func @additive_per_logit
// CHECK-NOT: arith.cmpf
// CHECK: fuse.yield
func.func @additive_per_logit(%q: tensor<2x256x16xf32>, %k: tensor<2x256x16xf32>, %v: tensor<2x256x16xf32>, %t: tensor<2x256x256xf32>)
    -> (tensor<2x256x16xf32>, tensor<2x256x16xf32>, tensor<2x256x16xf32>) {
  %m, %l, %o = fuse.aggregate #fuse.weighted_softmax dims [b = 2, i = 256, e = 16, j = 256] reduce [j]
      ins(%v, %t : tensor<2x256x16xf32>, tensor<2x256x256xf32>)
      maps [affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>]
      -> tensor<2x256x16xf32>, tensor<2x256x16xf32>, tensor<2x256x16xf32> {
  ^bb0(%val: f32, %tv: f32):
    %dot = fuse.reduce #fuse.add dims [d = 16] ins(%q, %k : tensor<2x256x16xf32>, tensor<2x256x16xf32>)
        maps [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d4)>] -> f32 {
    ^bb0(%a: f32, %c: f32):
      %p = arith.mulf %a, %c : f32
      fuse.yield %p : f32
    }
    %y = arith.addf %dot, %tv : f32
    fuse.yield %y, %val : f32, f32
  }
  return %m, %l, %o : tensor<2x256x16xf32>, tensor<2x256x16xf32>, tensor<2x256x16xf32>
}

// -----

// With 128 keys, one key block of the kernels, nothing can be skipped:
// added as written (no pre-kernel).
// CHECK-LABEL: func @additive_one_key_block
// CHECK-NOT: arith.cmpf
// CHECK: fuse.yield
func.func @additive_one_key_block(%q: tensor<2x128x16xf32>, %k: tensor<2x128x16xf32>, %v: tensor<2x128x16xf32>, %t: tensor<128x128xf32>)
    -> (tensor<2x128x16xf32>, tensor<2x128x16xf32>, tensor<2x128x16xf32>) {
  %m, %l, %o = fuse.aggregate #fuse.weighted_softmax dims [b = 2, i = 128, e = 16, j = 128] reduce [j]
      ins(%v, %t : tensor<2x128x16xf32>, tensor<128x128xf32>)
      maps [affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>]
      -> tensor<2x128x16xf32>, tensor<2x128x16xf32>, tensor<2x128x16xf32> {
  ^bb0(%val: f32, %tv: f32):
    %dot = fuse.reduce #fuse.add dims [d = 16] ins(%q, %k : tensor<2x128x16xf32>, tensor<2x128x16xf32>)
        maps [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d4)>] -> f32 {
    ^bb0(%a: f32, %c: f32):
      %p = arith.mulf %a, %c : f32
      fuse.yield %p : f32
    }
    %y = arith.addf %dot, %tv : f32
    fuse.yield %y, %val : f32, f32
  }
  return %m, %l, %o : tensor<2x128x16xf32>, tensor<2x128x16xf32>, tensor<2x128x16xf32>
}

// -----

// Scores read from a tensor plus a mask matrix: no dot in the body tells
// the logit from the addend: added as written.
// CHECK-LABEL: func @additive_scores_input
// CHECK-NOT: arith.cmpf
// CHECK: fuse.yield
func.func @additive_scores_input(%s: tensor<2x256x256xf32>, %v: tensor<2x256x16xf32>, %mask: tensor<256x256xf32>)
    -> (tensor<2x256x16xf32>, tensor<2x256x16xf32>, tensor<2x256x16xf32>) {
  %m, %l, %o = fuse.aggregate #fuse.weighted_softmax dims [b = 2, i = 256, e = 16, j = 256] reduce [j]
      ins(%s, %v, %mask : tensor<2x256x256xf32>, tensor<2x256x16xf32>, tensor<256x256xf32>)
      maps [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>]
      -> tensor<2x256x16xf32>, tensor<2x256x16xf32>, tensor<2x256x16xf32> {
  ^bb0(%x: f32, %val: f32, %t: f32):
    %y = arith.addf %x, %t : f32
    fuse.yield %y, %val : f32, f32
  }
  return %m, %l, %o : tensor<2x256x16xf32>, tensor<2x256x16xf32>, tensor<2x256x16xf32>
}
