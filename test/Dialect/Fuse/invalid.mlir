// RUN: fuse-opt %s -split-input-file -verify-diagnostics

func.func @matmul_rank(%a: tensor<8xf32>, %b: tensor<8x4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'fuse.matmul' op operands must have rank >= 2, got rank 1 and rank 2}}
  %c = fuse.matmul %a, %b : tensor<8xf32>, tensor<8x4xf32> -> tensor<4xf32>
  return %c : tensor<4xf32>
}

// -----

func.func @matmul_k(%a: tensor<4x64xf32>, %b: tensor<32x8xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{contraction dimensions differ: lhs has K = 64 but rhs has K = 32}}
  %c = fuse.matmul %a, %b : tensor<4x64xf32>, tensor<32x8xf32> -> tensor<4x8xf32>
  return %c : tensor<4x8xf32>
}

// -----

func.func @matmul_k_transposed(%a: tensor<4x64xf32>, %b: tensor<8x64xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{contraction dimensions differ: lhs has K = 64 but rhs has K = 8}}
  %c = fuse.matmul %a, %b : tensor<4x64xf32>, tensor<8x64xf32> -> tensor<4x8xf32>
  return %c : tensor<4x8xf32>
}

// -----

func.func @matmul_batch(%a: tensor<3x4x16xf32>, %b: tensor<2x16x8xf32>) -> tensor<3x4x8xf32> {
  // expected-error @+1 {{batch dimensions do not broadcast: 3 vs 2}}
  %c = fuse.matmul %a, %b : tensor<3x4x16xf32>, tensor<2x16x8xf32> -> tensor<3x4x8xf32>
  return %c : tensor<3x4x8xf32>
}

// -----

func.func @matmul_result_rank(%a: tensor<2x4x16xf32>, %b: tensor<16x8xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{result must have rank 3 (shape 2x4x8), got 4x8}}
  %c = fuse.matmul %a, %b : tensor<2x4x16xf32>, tensor<16x8xf32> -> tensor<4x8xf32>
  return %c : tensor<4x8xf32>
}

// -----

func.func @matmul_result_shape(%a: tensor<4x16xf32>, %b: tensor<16x8xf32>) -> tensor<4x9xf32> {
  // expected-error @+1 {{result shape 4x9 does not match the expected 4x8}}
  %c = fuse.matmul %a, %b : tensor<4x16xf32>, tensor<16x8xf32> -> tensor<4x9xf32>
  return %c : tensor<4x9xf32>
}

// -----

func.func @matmul_scale(%a: tensor<4x16xf32>, %b: tensor<16x8xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{scale must be finite}}
  %c = fuse.matmul %a, %b scale 0x7FF0000000000000 : tensor<4x16xf32>, tensor<16x8xf32> -> tensor<4x8xf32>
  return %c : tensor<4x8xf32>
}

// -----

// Finite in f64, +inf in f32 (the kernels' type).
func.func @matmul_scale_overflows_f32(%a: tensor<4x16xf32>, %b: tensor<16x8xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{scale 1.000000e+300 is outside the range of f32 (the kernels' type)}}
  %c = fuse.matmul %a, %b scale 1.0e300 : tensor<4x16xf32>, tensor<16x8xf32> -> tensor<4x8xf32>
  return %c : tensor<4x8xf32>
}

// -----

// 0 in f32.
func.func @matmul_scale_underflows_f32(%a: tensor<4x16xf32>, %b: tensor<16x8xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{scale 1.000000e-300 is outside the range of f32 (the kernels' type)}}
  %c = fuse.matmul %a, %b scale 1.0e-300 : tensor<4x16xf32>, tensor<16x8xf32> -> tensor<4x8xf32>
  return %c : tensor<4x8xf32>
}

// -----

func.func @matmul_int(%a: tensor<4x16xi32>, %b: tensor<16x8xi32>) -> tensor<4x8xi32> {
  // expected-error @+1 {{operand #0 must be ranked tensor of floating-point values}}
  %c = fuse.matmul %a, %b : tensor<4x16xi32>, tensor<16x8xi32> -> tensor<4x8xi32>
  return %c : tensor<4x8xi32>
}

// -----

func.func @softmax_axis(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{'fuse.softmax' op axis 2 is out of range for a rank-2 tensor}}
  %p = fuse.softmax %x axis = 2 : tensor<4x8xf32>
  return %p : tensor<4x8xf32>
}

// -----

func.func @softmax_rank0(%x: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{'fuse.softmax' op input must have rank >= 1}}
  %p = fuse.softmax %x axis = 0 : tensor<f32>
  return %p : tensor<f32>
}

// -----

func.func @map_shape(%x: tensor<4x8xf32>) -> tensor<8x4xf32> {
  // expected-error @+1 {{'fuse.map' op input #0 has shape 4x8 but the result has shape 8x4}}
  %m = fuse.map ins(%x : tensor<4x8xf32>) -> tensor<8x4xf32> {
  ^bb0(%e: f32):
    fuse.yield %e : f32
  }
  return %m : tensor<8x4xf32>
}

// -----

func.func @map_args(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'fuse.map' op body must take 1 argument(s), one per input, got 2}}
  %m = fuse.map ins(%x : tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%e: f32, %f: f32):
    fuse.yield %e : f32
  }
  return %m : tensor<4xf32>
}

// -----

func.func @map_arg_type(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'fuse.map' op body argument #0 has type 'f16' but input #0 has element type 'f32'}}
  %m = fuse.map ins(%x : tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%e: f16):
    %y = arith.extf %e : f16 to f32
    fuse.yield %y : f32
  }
  return %m : tensor<4xf32>
}

// -----

func.func @map_yield_count(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'fuse.map' op body must yield 1 value(s) (the result element), got 2}}
  %m = fuse.map ins(%x : tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%e: f32):
    fuse.yield %e, %e : f32, f32
  }
  return %m : tensor<4xf32>
}

// -----

func.func @map_yield_type(%x: tensor<4xf32>) -> tensor<4xf16> {
  // expected-error @+1 {{'fuse.map' op body yields 'f32' but the result element type is 'f16'}}
  %m = fuse.map ins(%x : tensor<4xf32>) -> tensor<4xf16> {
  ^bb0(%e: f32):
    fuse.yield %e : f32
  }
  return %m : tensor<4xf16>
}

// -----

func.func @map_terminator(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'fuse.map' op body must end with fuse.yield}}
  %m = fuse.map ins(%x : tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%e: f32):
    llvm.unreachable
  }
  return %m : tensor<4xf32>
}

// -----

func.func @aggregate_unknown_reduce(%x: tensor<4x8xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{reduced dimension 'k' is not one of the dims}}
  %s = fuse.aggregate #fuse.add dims [i = 4, j = 8] reduce [k]
      ins(%x : tensor<4x8xf32>) maps [affine_map<(d0, d1) -> (d0, d1)>] -> tensor<4xf32> {
  ^bb0(%e: f32):
    fuse.yield %e : f32
  }
  return %s : tensor<4xf32>
}

// -----

func.func @aggregate_dup_name(%x: tensor<4x8xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'fuse.aggregate' op dimension 'i' is named twice}}
  %s = fuse.aggregate #fuse.add dims [i = 4, i = 8] reduce [i]
      ins(%x : tensor<4x8xf32>) maps [affine_map<(d0, d1) -> (d0, d1)>] -> tensor<4xf32> {
  ^bb0(%e: f32):
    fuse.yield %e : f32
  }
  return %s : tensor<4xf32>
}

// -----

func.func @aggregate_zero_size(%x: tensor<4x8xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'fuse.aggregate' op dimension 'j' must have a positive size, got 0}}
  %s = fuse.aggregate #fuse.add dims [i = 4, j = 0] reduce [j]
      ins(%x : tensor<4x8xf32>) maps [affine_map<(d0, d1) -> (d0, d1)>] -> tensor<4xf32> {
  ^bb0(%e: f32):
    fuse.yield %e : f32
  }
  return %s : tensor<4xf32>
}

// -----

func.func @aggregate_names_sizes(%x: tensor<4x8xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'fuse.aggregate' op has 1 dimension names but 2 sizes}}
  %s = "fuse.aggregate"(%x) <{monoid = #fuse.add, dim_names = ["i"], dim_sizes = array<i64: 4, 8>,
        reduce_dims = array<i64: 1>, indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>]}> ({
  ^bb0(%e: f32):
    fuse.yield %e : f32
  }) : (tensor<4x8xf32>) -> tensor<4xf32>
  return %s : tensor<4xf32>
}

// -----

func.func @aggregate_reduce_range(%x: tensor<4x8xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'fuse.aggregate' op reduced dimension 5 is out of range}}
  %s = "fuse.aggregate"(%x) <{monoid = #fuse.add, dim_names = ["i", "j"], dim_sizes = array<i64: 4, 8>,
        reduce_dims = array<i64: 5>, indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>]}> ({
  ^bb0(%e: f32):
    fuse.yield %e : f32
  }) : (tensor<4x8xf32>) -> tensor<4xf32>
  return %s : tensor<4xf32>
}

// -----

func.func @aggregate_reduce_order(%x: tensor<4x8xf32>) -> tensor<f32> {
  // expected-error @+1 {{'fuse.aggregate' op reduced dimensions must be listed in increasing order without repetition}}
  %s = fuse.aggregate #fuse.add dims [i = 4, j = 8] reduce [j, i]
      ins(%x : tensor<4x8xf32>) maps [affine_map<(d0, d1) -> (d0, d1)>] -> tensor<f32> {
  ^bb0(%e: f32):
    fuse.yield %e : f32
  }
  return %s : tensor<f32>
}

// -----

func.func @aggregate_map_count(%x: tensor<4x8xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'fuse.aggregate' op expected 1 indexing map(s), one per input, got 2}}
  %s = fuse.aggregate #fuse.add dims [i = 4, j = 8] reduce [j]
      ins(%x : tensor<4x8xf32>) maps [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>] -> tensor<4xf32> {
  ^bb0(%e: f32):
    fuse.yield %e : f32
  }
  return %s : tensor<4xf32>
}

// -----

func.func @aggregate_map_kind(%x: tensor<4x8xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'fuse.aggregate' op attribute 'indexing_maps' failed to satisfy constraint: AffineMap array attribute}}
  %s = fuse.aggregate #fuse.add dims [i = 4, j = 8] reduce [j]
      ins(%x : tensor<4x8xf32>) maps [1 : i64] -> tensor<4xf32> {
  ^bb0(%e: f32):
    fuse.yield %e : f32
  }
  return %s : tensor<4xf32>
}

// -----

func.func @aggregate_map_dims(%x: tensor<4x8xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'fuse.aggregate' op indexing map #0 must have 2 dimensions and no symbols, got affine_map<(d0, d1, d2) -> (d0, d1)>}}
  %s = fuse.aggregate #fuse.add dims [i = 4, j = 8] reduce [j]
      ins(%x : tensor<4x8xf32>) maps [affine_map<(d0, d1, d2) -> (d0, d1)>] -> tensor<4xf32> {
  ^bb0(%e: f32):
    fuse.yield %e : f32
  }
  return %s : tensor<4xf32>
}

// -----

func.func @aggregate_map_results(%x: tensor<4x8xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'fuse.aggregate' op indexing map #0 has 1 results but input #0 has rank 2}}
  %s = fuse.aggregate #fuse.add dims [i = 4, j = 8] reduce [j]
      ins(%x : tensor<4x8xf32>) maps [affine_map<(d0, d1) -> (d0)>] -> tensor<4xf32> {
  ^bb0(%e: f32):
    fuse.yield %e : f32
  }
  return %s : tensor<4xf32>
}

// -----

func.func @aggregate_extent(%x: tensor<4x7xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'fuse.aggregate' op input #0 dimension 1 has size 7 but iteration dimension 'j' has size 8}}
  %s = fuse.aggregate #fuse.add dims [i = 4, j = 8] reduce [j]
      ins(%x : tensor<4x7xf32>) maps [affine_map<(d0, d1) -> (d0, d1)>] -> tensor<4xf32> {
  ^bb0(%e: f32):
    fuse.yield %e : f32
  }
  return %s : tensor<4xf32>
}

// -----

func.func @aggregate_result_count(%x: tensor<4x8xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'fuse.aggregate' op monoid #fuse.softmax has 2 state component(s), so the op must have that many results, got 1}}
  %s = fuse.aggregate #fuse.softmax dims [i = 4, j = 8] reduce [j]
      ins(%x : tensor<4x8xf32>) maps [affine_map<(d0, d1) -> (d0, d1)>] -> tensor<4xf32> {
  ^bb0(%e: f32):
    fuse.yield %e : f32
  }
  return %s : tensor<4xf32>
}

// -----

// Integer results only in #fuse.add and #fuse.max (sums, signed maxima).
func.func @aggregate_result_type(%x: tensor<4x8xf32>) -> tensor<4xi32> {
  // expected-error @+1 {{'fuse.aggregate' op result #0 must have a float element type (integers only in #fuse.add and #fuse.max)}}
  %s:2 = fuse.aggregate #fuse.softmax dims [i = 4, j = 8] reduce [j]
      ins(%x : tensor<4x8xf32>) maps [affine_map<(d0, d1) -> (d0, d1)>] -> tensor<4xi32>, tensor<4xi32> {
  ^bb0(%e: f32):
    fuse.yield %e : f32
  }
  return %s#0 : tensor<4xi32>
}

// -----

func.func @aggregate_result_shape(%x: tensor<4x8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'fuse.aggregate' op result #0 must have the shape of the kept dimensions (4), got 8}}
  %s = fuse.aggregate #fuse.add dims [i = 4, j = 8] reduce [j]
      ins(%x : tensor<4x8xf32>) maps [affine_map<(d0, d1) -> (d0, d1)>] -> tensor<8xf32> {
  ^bb0(%e: f32):
    fuse.yield %e : f32
  }
  return %s : tensor<8xf32>
}

// -----

func.func @aggregate_monoid_kind(%x: tensor<4x8xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{expected a monoid attribute (#fuse.add, #fuse.max, #fuse.softmax, #fuse.weighted_softmax), got 1 : i64}}
  %s = fuse.aggregate 1 : i64 dims [i = 4, j = 8] reduce [j]
      ins(%x : tensor<4x8xf32>) maps [affine_map<(d0, d1) -> (d0, d1)>] -> tensor<4xf32> {
  ^bb0(%e: f32):
    fuse.yield %e : f32
  }
  return %s : tensor<4xf32>
}

// -----

func.func @aggregate_yield_count(%x: tensor<4x8xf32>, %v: tensor<8xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  // expected-error @+1 {{'fuse.aggregate' op body must yield 2 value(s) (the #fuse.weighted_softmax element), got 1}}
  %m, %s, %o = fuse.aggregate #fuse.weighted_softmax dims [i = 4, j = 8] reduce [j]
      ins(%x : tensor<4x8xf32>) maps [affine_map<(d0, d1) -> (d0, d1)>] -> tensor<4xf32>, tensor<4xf32>, tensor<4xf32> {
  ^bb0(%e: f32):
    fuse.yield %e : f32
  }
  return %m, %s, %o : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// -----

func.func @aggregate_body_args(%x: tensor<4x8xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'fuse.aggregate' op body must take 1 argument(s), one per input, got 0}}
  %s = fuse.aggregate #fuse.add dims [i = 4, j = 8] reduce [j]
      ins(%x : tensor<4x8xf32>) maps [affine_map<(d0, d1) -> (d0, d1)>] -> tensor<4xf32> {
    %c = arith.constant 1.0 : f32
    fuse.yield %c : f32
  }
  return %s : tensor<4xf32>
}

// -----

func.func @reduce_not_nested(%q: tensor<64xf32>) -> f32 {
  // expected-error @+1 {{'fuse.reduce' op must be nested in the body of a fuse.map, fuse.aggregate or fuse.reduce}}
  %x = fuse.reduce #fuse.add dims [d = 64] ins(%q : tensor<64xf32>) maps [affine_map<(d0) -> (d0)>] -> f32 {
  ^bb0(%a: f32):
    fuse.yield %a : f32
  }
  return %x : f32
}

// -----

func.func @reduce_monoid(%x: tensor<4x8xf32>, %q: tensor<4x16xf32>) -> tensor<4xf32> {
  %s = fuse.aggregate #fuse.add dims [i = 4, j = 8] reduce [j]
      ins(%x : tensor<4x8xf32>) maps [affine_map<(d0, d1) -> (d0, d1)>] -> tensor<4xf32> {
  ^bb0(%e: f32):
    // expected-error @+1 {{'fuse.reduce' op monoid #fuse.softmax has more than one state component; fuse.reduce needs a single-state monoid such as #fuse.add or #fuse.max}}
    %r = fuse.reduce #fuse.softmax dims [d = 16] ins(%q : tensor<4x16xf32>)
        maps [affine_map<(d0, d1, d2) -> (d0, d2)>] -> f32 {
    ^bb0(%a: f32):
      fuse.yield %a : f32
    }
    fuse.yield %r : f32
  }
  return %s : tensor<4xf32>
}

// -----

func.func @reduce_extent(%x: tensor<4x8xf32>, %q: tensor<3x16xf32>) -> tensor<4xf32> {
  %s = fuse.aggregate #fuse.add dims [i = 4, j = 8] reduce [j]
      ins(%x : tensor<4x8xf32>) maps [affine_map<(d0, d1) -> (d0, d1)>] -> tensor<4xf32> {
  ^bb0(%e: f32):
    // expected-error @+1 {{'fuse.reduce' op input #0 dimension 0 has size 3 but iteration dimension '(enclosing)' has size 4}}
    %r = fuse.reduce #fuse.add dims [d = 16] ins(%q : tensor<3x16xf32>)
        maps [affine_map<(d0, d1, d2) -> (d0, d2)>] -> f32 {
    ^bb0(%a: f32):
      fuse.yield %a : f32
    }
    fuse.yield %r : f32
  }
  return %s : tensor<4xf32>
}

// -----

func.func @index_not_nested() -> index {
  // expected-error @+1 {{'fuse.index' op must be nested in the body of a fuse.map, fuse.aggregate or fuse.reduce}}
  %i = fuse.index 0 : index
  return %i : index
}

// -----

func.func @index_range(%x: tensor<4xf32>) -> tensor<4xf32> {
  %m = fuse.map ins(%x : tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%e: f32):
    // expected-error @+1 {{'fuse.index' op dimension 1 is out of range: the enclosing fuse.map iterates over 1 dimension(s)}}
    %i = fuse.index 1 : index
    fuse.yield %e : f32
  }
  return %m : tensor<4xf32>
}

// -----

func.func @yield_outside(%x: f32) {
  // expected-error @+1 {{'fuse.yield' op expects parent op to be one of 'fuse.map, fuse.aggregate, fuse.reduce'}}
  fuse.yield %x : f32
}

// -----

// A dynamic iteration size needs a dynamic result extent (and vice versa).
func.func @aggregate_dynamic_result_shape(%x: tensor<?x8xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'fuse.aggregate' op result #0 must have the shape of the kept dimensions (?), got 4}}
  %s = fuse.aggregate #fuse.add dims [i = ?, j = 8] reduce [j]
      ins(%x : tensor<?x8xf32>) maps [affine_map<(d0, d1) -> (d0, d1)>] -> tensor<4xf32> {
  ^bb0(%e: f32):
    fuse.yield %e : f32
  }
  return %s : tensor<4xf32>
}

// -----

// `?` is the only non-numeric size.
func.func @aggregate_bad_size(%x: tensor<4x8xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{expected integer value}}
  %s = fuse.aggregate #fuse.add dims [i = 4, j = *] reduce [j]
      ins(%x : tensor<4x8xf32>) maps [affine_map<(d0, d1) -> (d0, d1)>] -> tensor<4xf32> {
  ^bb0(%e: f32):
    fuse.yield %e : f32
  }
  return %s : tensor<4xf32>
}

// -----

func.func @segment_without_align(%x: tensor<4x8xf32>) -> tensor<4x2xf32> {
  // expected-error @+1 {{'fuse.aggregate' op segment_dim and segment_align go together}}
  %s = fuse.aggregate #fuse.add dims [i = 4, j = 8, s = 2] reduce [j]
      ins(%x : tensor<4x8xf32>) maps [affine_map<(d0, d1, d2) -> (d0, d1)>] -> tensor<4x2xf32> attributes {segment_dim = 2 : i64} {
  ^bb0(%e: f32):
    fuse.yield %e : f32
  }
  return %s : tensor<4x2xf32>
}

// -----

func.func @segment_on_reduced_dim(%x: tensor<4x8xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'fuse.aggregate' op segment_dim 1 must name a kept dimension}}
  %s = fuse.aggregate #fuse.add dims [i = 4, j = 8] reduce [j]
      ins(%x : tensor<4x8xf32>) maps [affine_map<(d0, d1) -> (d0, d1)>] -> tensor<4xf32> attributes {segment_align = 4 : i64, segment_dim = 1 : i64} {
  ^bb0(%e: f32):
    fuse.yield %e : f32
  }
  return %s : tensor<4xf32>
}

// -----

func.func @segment_read_by_map(%x: tensor<2x8xf32>) -> tensor<4x2xf32> {
  // expected-error @+1 {{'fuse.aggregate' op input #0 is read through the segment dimension; segments only partition the reduced dimension}}
  %s = fuse.aggregate #fuse.add dims [i = 4, j = 8, s = 2] reduce [j]
      ins(%x : tensor<2x8xf32>) maps [affine_map<(d0, d1, d2) -> (d2, d1)>] -> tensor<4x2xf32> attributes {segment_align = 4 : i64, segment_dim = 2 : i64} {
  ^bb0(%e: f32):
    fuse.yield %e : f32
  }
  return %s : tensor<4x2xf32>
}

// -----

func.func @segment_two_reduced_dims(%x: tensor<4x8xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'fuse.aggregate' op a segmented aggregate reduces exactly one dimension}}
  %s = fuse.aggregate #fuse.add dims [i = 4, j = 8, s = 2] reduce [i, j]
      ins(%x : tensor<4x8xf32>) maps [affine_map<(d0, d1, d2) -> (d0, d1)>] -> tensor<2xf32> attributes {segment_align = 4 : i64, segment_dim = 2 : i64} {
  ^bb0(%e: f32):
    fuse.yield %e : f32
  }
  return %s : tensor<2xf32>
}

// -----

func.func @segment_bad_align(%x: tensor<4x8xf32>) -> tensor<4x2xf32> {
  // expected-error @+1 {{'fuse.aggregate' op segment_align must be positive}}
  %s = fuse.aggregate #fuse.add dims [i = 4, j = 8, s = 2] reduce [j]
      ins(%x : tensor<4x8xf32>) maps [affine_map<(d0, d1, d2) -> (d0, d1)>] -> tensor<4x2xf32> attributes {segment_align = 0 : i64, segment_dim = 2 : i64} {
  ^bb0(%e: f32):
    fuse.yield %e : f32
  }
  return %s : tensor<4x2xf32>
}

// -----

func.func @yields_state_count(%m: tensor<4x8xf32>, %s: tensor<4x8xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  // expected-error @+1 {{'fuse.aggregate' op body must yield 2 value(s) (a #fuse.softmax state: yields_state), got 1}}
  %r:2 = fuse.aggregate #fuse.softmax dims [i = 4, j = 8] reduce [j]
      ins(%m, %s : tensor<4x8xf32>, tensor<4x8xf32>) maps [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>] -> tensor<4xf32>, tensor<4xf32> attributes {yields_state} {
  ^bb0(%a: f32, %b: f32):
    fuse.yield %a : f32
  }
  return %r#0, %r#1 : tensor<4xf32>, tensor<4xf32>
}

// -----

// A window of an input (a folded slice) must lie inside it: rows 400..527
// of a 512-row tensor do not.
func.func @window_past_the_end(%x: tensor<512x64xf32>) -> tensor<128xf32> {
  // expected-error @+1 {{'fuse.aggregate' op input #0 dimension 0 has size 512 but indexing map #0 reads it at index 527 (at the last point of the iteration space)}}
  %s = fuse.aggregate #fuse.add dims [i = 128, j = 64] reduce [j]
      ins(%x : tensor<512x64xf32>) maps [affine_map<(d0, d1) -> (d0 + 400, d1)>] -> tensor<128xf32> {
  ^bb0(%e: f32):
    fuse.yield %e : f32
  }
  return %s : tensor<128xf32>
}
