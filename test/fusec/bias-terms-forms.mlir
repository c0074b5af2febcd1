// Spellings of ALiBi + causal, each split into the same bias terms (the
// report's "logit bias"): the split reads the logit's arithmetic (sums,
// differences, negations, factors that move with nothing, integer affines
// converted to f32), not a named idiom. Dims: i = 2 (query), k = 3 (key).
// RUN: fusec %s --report=text -o /dev/null | FileCheck %s

// slope sitofp(j - i), index arithmetic.
// CHECK: online_softmax{{.*}}; logit bias: 1 key term(s) linear in k (one conversion per key block, a constant step per key), 1 row term(s) in the row's max only (the softmax cancels a row's shift), scale folded into the exponent;
func.func @index_rel(%q: tensor<1x4x1024x64xbf16>, %k: tensor<1x4x1024x64xbf16>,
    %v: tensor<1x4x1024x64xbf16>) -> tensor<1x4x1024x64xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.125
      : tensor<1x4x1024x64xbf16>, tensor<1x4x1024x64xbf16> -> tensor<1x4x1024x1024xf32>
  %m = fuse.map ins(%s : tensor<1x4x1024x1024xf32>) -> tensor<1x4x1024x1024xf32> {
  ^bb0(%x: f32):
    %i = fuse.index 2 : index
    %j = fuse.index 3 : index
    %ninf = arith.constant 0xFF800000 : f32
    %slope = arith.constant 0.0625 : f32
    %bad = arith.cmpi ugt, %j, %i : index
    %rel = arith.subi %j, %i : index
    %reli = arith.index_cast %rel : index to i32
    %relf = arith.sitofp %reli : i32 to f32
    %bias = arith.mulf %slope, %relf : f32
    %b = arith.addf %x, %bias : f32
    %y = arith.select %bad, %ninf, %b : f32
    fuse.yield %y : f32
  }
  %p = fuse.softmax %m axis = 3 : tensor<1x4x1024x1024xf32>
  %o = fuse.matmul %p, %v : tensor<1x4x1024x1024xf32>, tensor<1x4x1024x64xbf16> -> tensor<1x4x1024x64xbf16>
  return %o : tensor<1x4x1024x64xbf16>
}

// x - slope (float(i) - float(j)): positions converted apart, subtracted.
// CHECK: online_softmax{{.*}}; logit bias: 1 key term(s) linear in k (one conversion per key block, a constant step per key), 1 row term(s) in the row's max only (the softmax cancels a row's shift), scale folded into the exponent;
func.func @float_iotas(%q: tensor<1x4x1024x64xbf16>, %k: tensor<1x4x1024x64xbf16>,
    %v: tensor<1x4x1024x64xbf16>) -> tensor<1x4x1024x64xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.125
      : tensor<1x4x1024x64xbf16>, tensor<1x4x1024x64xbf16> -> tensor<1x4x1024x1024xf32>
  %m = fuse.map ins(%s : tensor<1x4x1024x1024xf32>) -> tensor<1x4x1024x1024xf32> {
  ^bb0(%x: f32):
    %i = fuse.index 2 : index
    %j = fuse.index 3 : index
    %ninf = arith.constant 0xFF800000 : f32
    %slope = arith.constant 0.0625 : f32
    %bad = arith.cmpi ugt, %j, %i : index
    %ii = arith.index_cast %i : index to i32
    %jj = arith.index_cast %j : index to i32
    %if = arith.sitofp %ii : i32 to f32
    %jf = arith.sitofp %jj : i32 to f32
    %d = arith.subf %if, %jf : f32
    %bias = arith.mulf %d, %slope : f32
    %b = arith.subf %x, %bias : f32
    %y = arith.select %bad, %ninf, %b : f32
    fuse.yield %y : f32
  }
  %p = fuse.softmax %m axis = 3 : tensor<1x4x1024x1024xf32>
  %o = fuse.matmul %p, %v : tensor<1x4x1024x1024xf32>, tensor<1x4x1024x64xbf16> -> tensor<1x4x1024x64xbf16>
  return %o : tensor<1x4x1024x64xbf16>
}

// x + (slope float(j) - slope float(i)) + 0.5: the slope distributed by hand, a constant.
// CHECK: online_softmax{{.*}}; logit bias: 1 key term(s) linear in k (one conversion per key block, a constant step per key), 2 row term(s) in the row's max only (the softmax cancels a row's shift), scale folded into the exponent;
func.func @distributed(%q: tensor<1x4x1024x64xbf16>, %k: tensor<1x4x1024x64xbf16>,
    %v: tensor<1x4x1024x64xbf16>) -> tensor<1x4x1024x64xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.125
      : tensor<1x4x1024x64xbf16>, tensor<1x4x1024x64xbf16> -> tensor<1x4x1024x1024xf32>
  %m = fuse.map ins(%s : tensor<1x4x1024x1024xf32>) -> tensor<1x4x1024x1024xf32> {
  ^bb0(%x: f32):
    %i = fuse.index 2 : index
    %j = fuse.index 3 : index
    %ninf = arith.constant 0xFF800000 : f32
    %slope = arith.constant 0.0625 : f32
    %bad = arith.cmpi ugt, %j, %i : index
    %ii = arith.index_cast %i : index to i64
    %jj = arith.index_cast %j : index to i64
    %if = arith.sitofp %ii : i64 to f32
    %jf = arith.sitofp %jj : i64 to f32
    %bj = arith.mulf %jf, %slope : f32
    %bi = arith.mulf %if, %slope : f32
    %bias = arith.subf %bj, %bi : f32
    %half = arith.constant 0.5 : f32
    %x2 = arith.addf %half, %x : f32
    %b = arith.addf %x2, %bias : f32
    %y = arith.select %bad, %ninf, %b : f32
    fuse.yield %y : f32
  }
  %p = fuse.softmax %m axis = 3 : tensor<1x4x1024x1024xf32>
  %o = fuse.matmul %p, %v : tensor<1x4x1024x1024xf32>, tensor<1x4x1024x64xbf16> -> tensor<1x4x1024x64xbf16>
  return %o : tensor<1x4x1024x64xbf16>
}

// Softcap, then ALiBi: the dot inside a tanh is no term of a sum; the logit
// is computed as written (no "logit bias" in the report).
// CHECK: online_softmax
// CHECK-NOT: logit bias
// CHECK-SAME: f32 accumulation
func.func @softcap_alibi(%q: tensor<1x4x1024x64xbf16>, %k: tensor<1x4x1024x64xbf16>,
    %v: tensor<1x4x1024x64xbf16>) -> tensor<1x4x1024x64xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.125
      : tensor<1x4x1024x64xbf16>, tensor<1x4x1024x64xbf16> -> tensor<1x4x1024x1024xf32>
  %m = fuse.map ins(%s : tensor<1x4x1024x1024xf32>) -> tensor<1x4x1024x1024xf32> {
  ^bb0(%x: f32):
    %i = fuse.index 2 : index
    %j = fuse.index 3 : index
    %ninf = arith.constant 0xFF800000 : f32
    %slope = arith.constant 0.0625 : f32
    %bad = arith.cmpi ugt, %j, %i : index
    %rel = arith.subi %j, %i : index
    %reli = arith.index_cast %rel : index to i32
    %relf = arith.sitofp %reli : i32 to f32
    %bias = arith.mulf %slope, %relf : f32
    %inv = arith.constant 0.02 : f32
    %cap = arith.constant 50.0 : f32
    %t0 = arith.mulf %x, %inv : f32
    %t1 = math.tanh %t0 : f32
    %sc = arith.mulf %t1, %cap : f32
    %b = arith.addf %sc, %bias : f32
    %y = arith.select %bad, %ninf, %b : f32
    fuse.yield %y : f32
  }
  %p = fuse.softmax %m axis = 3 : tensor<1x4x1024x1024xf32>
  %o = fuse.matmul %p, %v : tensor<1x4x1024x1024xf32>, tensor<1x4x1024x64xbf16> -> tensor<1x4x1024x64xbf16>
  return %o : tensor<1x4x1024x64xbf16>
}
