// RUN: fuse-opt %s --fuse-raise-linalg --split-input-file --verify-diagnostics

// Each op fusec cannot raise is a located error naming the op and the reason.

func.func @conv(%x: tensor<1x34x34x16xf32>, %w: tensor<3x3x16x32xf32>, %o: tensor<1x32x32x32xf32>) -> tensor<1x32x32x32xf32> {
  // expected-error @+1 {{'linalg.conv_2d_nhwc_hwcf' op cannot be raised to fuse: convolutions are not supported}}
  %r = linalg.conv_2d_nhwc_hwcf ins(%x, %w : tensor<1x34x34x16xf32>, tensor<3x3x16x32xf32>) outs(%o : tensor<1x32x32x32xf32>) -> tensor<1x32x32x32xf32>
  return %r : tensor<1x32x32x32xf32>
}

// -----

func.func @pool(%x: tensor<1x34x34x16xf32>, %w: tensor<3x3xf32>, %o: tensor<1x32x32x16xf32>) -> tensor<1x32x32x16xf32> {
  // expected-error @+1 {{'linalg.pooling_nhwc_max' op cannot be raised to fuse: pooling is not supported}}
  %r = linalg.pooling_nhwc_max ins(%x, %w : tensor<1x34x34x16xf32>, tensor<3x3xf32>) outs(%o : tensor<1x32x32x16xf32>) -> tensor<1x32x32x16xf32>
  return %r : tensor<1x32x32x16xf32>
}

// -----

#x = affine_map<(i, k) -> (i + k)>
#w = affine_map<(i, k) -> (k)>
#o = affine_map<(i, k) -> (i)>
func.func @conv_generic(%x: tensor<130xf32>, %w: tensor<3xf32>, %o: tensor<128xf32>) -> tensor<128xf32> {
  // expected-error @+1 {{'linalg.generic' op cannot be raised to fuse: convolutions are not supported}}
  %r = linalg.generic {indexing_maps = [#x, #w, #o], iterator_types = ["parallel", "reduction"]} ins(%x, %w : tensor<130xf32>, tensor<3xf32>) outs(%o : tensor<128xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<128xf32>
  return %r : tensor<128xf32>
}

// -----

#x = affine_map<(i, k) -> (i + k)>
#w = affine_map<(i, k) -> (i, k)>
#o = affine_map<(i, k) -> (i)>
func.func @window(%x: tensor<130xf32>, %w: tensor<128x3xf32>, %o: tensor<128xf32>) -> tensor<128xf32> {
  // expected-error @+1 {{'linalg.generic' op cannot be raised to fuse: indexing map #0 affine_map<(d0, d1) -> (d0 + d1)> is not supported: fusec raises accesses by dimensions, constants, floordiv and mod (no convolution-like sums)}}
  %r = linalg.generic {indexing_maps = [#x, #w, #o], iterator_types = ["parallel", "reduction"]} ins(%x, %w : tensor<130xf32>, tensor<128x3xf32>) outs(%o : tensor<128xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.addf %a, %b : f32
    %s = arith.maximumf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<128xf32>
  return %r : tensor<128xf32>
}

// -----

// A dynamic dim inside a reshape group (its stride would be a size
// symbol): [?, ?] -> ? is not a view fusec folds.
func.func @dynamic_reshape(%a: tensor<?x?x64xf32>) -> tensor<?x64xf32> {
  // expected-error @+1 {{'tensor.collapse_shape' op cannot be raised to fuse: a group of its expanded shape has a dynamic dimension after the first; fusec folds reshapes whose inner dimensions are static ([?, 16, 64] <-> [?, 1024])}}
  %c = tensor.collapse_shape %a [[0, 1], [2]] : tensor<?x?x64xf32> into tensor<?x64xf32>
  %c0 = arith.constant 0 : index
  %n = tensor.dim %a, %c0 : tensor<?x?x64xf32>
  %e = tensor.empty(%n) : tensor<?x64xf32>
  %s = linalg.map { math.exp } ins(%c : tensor<?x64xf32>) outs(%e : tensor<?x64xf32>)
  return %s : tensor<?x64xf32>
}

// -----

func.func @dynamic_rank(%a: tensor<*xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{'tensor.cast' op cannot be raised to fuse: operand #0 has dynamic rank ('tensor<*xf32>'); fusec needs static shapes}}
  %r = tensor.cast %a : tensor<*xf32> to tensor<4x8xf32>
  %e = tensor.empty() : tensor<4x8xf32>
  %s = linalg.map { math.exp } ins(%r : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>)
  return %s : tensor<4x8xf32>
}

// -----

#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>
func.func @min_reduction(%x: tensor<4x8xf32>, %init: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.generic' op cannot be raised to fuse: its reduction combines with 'arith.minimumf'; fusec has monoids for arith.addf / arith.addi (#fuse.add) and arith.maximumf / arith.maxnumf / arith.maxsi (#fuse.max)}}
  %r = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<4x8xf32>) outs(%init : tensor<4xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.minimumf %acc, %a : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>
func.func @reads_accumulator(%x: tensor<4x8xf32>, %init: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.generic' op cannot be raised to fuse: its reduction body reads the output argument outside the final combine}}
  %r = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<4x8xf32>) outs(%init : tensor<4xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %p = arith.mulf %a, %acc : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

#id = affine_map<(i, j) -> (i, j)>
func.func @gather(%x: tensor<4x8xf32>, %table: tensor<?xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  // expected-error @+1 {{'linalg.generic' op cannot be raised to fuse: it gathers from 'tensor<?xf32>', a tensor of dynamic shape; fusec gathers from static tensors}}
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %out: f32):
    %j = linalg.index 1 : index
    %t = tensor.extract %table[%j] : tensor<?xf32>
    %s = arith.addf %a, %t : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// -----

#id = affine_map<(i, j) -> (i, j)>
func.func @captured(%x: tensor<4x8xf32>, %scale: f32) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  // expected-error @+1 {{'linalg.generic' op cannot be raised to fuse: its body reads a value defined outside it that is not a constant}}
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %out: f32):
    %s = arith.mulf %a, %scale : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// -----

// An unsigned integer maximum: fusec's integer max is signed. (Integer sums
// and signed maxima compile: Import/integer-reductions.mlir.)
#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>
func.func @integer(%x: tensor<4x8xi32>, %z: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'linalg.generic' op cannot be raised to fuse: its reduction combines with 'arith.maxui'; fusec has monoids for arith.addf / arith.addi (#fuse.add) and arith.maximumf / arith.maxnumf / arith.maxsi (#fuse.max)}}
  %r = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<4x8xi32>) outs(%z : tensor<4xi32>) {
  ^bb0(%a: i32, %out: i32):
    %s = arith.maxui %a, %out : i32
    linalg.yield %s : i32
  } -> tensor<4xi32>
  return %r : tensor<4xi32>
}

// -----

#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>
func.func @two_outputs(%x: tensor<4x8xf32>, %m: tensor<4xf32>, %s: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  // expected-error @+1 {{'linalg.generic' op cannot be raised to fuse: it has 2 outputs; fusec raises ops with one result}}
  %r:2 = linalg.generic {indexing_maps = [#id, #row, #row], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<4x8xf32>) outs(%m, %s : tensor<4xf32>, tensor<4xf32>) {
  ^bb0(%a: f32, %accm: f32, %accs: f32):
    %mm = arith.maximumf %accm, %a : f32
    %ss = arith.addf %accs, %a : f32
    linalg.yield %mm, %ss : f32, f32
  } -> (tensor<4xf32>, tensor<4xf32>)
  return %r#0, %r#1 : tensor<4xf32>, tensor<4xf32>
}

// -----

// An elementwise op that reads its uninitialized output. (A reduction into
// tensor.empty starts from the monoid's identity: reduce-empty-init.mlir.)
#id = affine_map<(i, j) -> (i, j)>
func.func @uninitialized(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  // expected-error @+1 {{'linalg.generic' op cannot be raised to fuse: it reads its uninitialized output (tensor.empty)}}
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %acc, %a : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// -----

func.func @pad(%x: tensor<4x8xf32>) -> tensor<4x16xf32> {
  %zero = arith.constant 0.0 : f32
  // expected-error @+1 {{'tensor.pad' op cannot be raised to fuse: it has no fuse equivalent}}
  %p = tensor.pad %x low[0, 0] high[0, 8] {
  ^bb0(%i: index, %j: index):
    tensor.yield %zero : f32
  } : tensor<4x8xf32> to tensor<4x16xf32>
  return %p : tensor<4x16xf32>
}

// -----

func.func @tosa_left(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{'tosa.exp' op cannot be raised to fuse: TOSA is imported through upstream tosa-to-linalg first (the fusec-import pipeline)}}
  %r = tosa.exp %x : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// -----

#id = affine_map<(i, j) -> (i, j)>
#sc = affine_map<(i, j) -> ()>
func.func @scalar_argument(%x: tensor<4x8xf32>, %scale: f32) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  // expected-error @+1 {{'linalg.generic' op cannot be raised to fuse: input #1 is a scalar ('f32') that is not a constant; fusec reads scalars only as constants (pass it as a tensor)}}
  %r = linalg.generic {indexing_maps = [#id, #sc, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %scale : tensor<4x8xf32>, f32) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %s: f32, %out: f32):
    %m = arith.mulf %a, %s : f32
    linalg.yield %m : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// -----

#id = affine_map<(i, j) -> (i, j)>
#sc = affine_map<(i, j) -> ()>
#row = affine_map<(i, j) -> (i)>
func.func @scalar_computed(%x: tensor<4x8xf32>, %d: f32) -> tensor<4xf32> {
  %one = arith.constant 1.0 : f32
  %s = arith.divf %one, %d : f32
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  // expected-error @+1 {{'linalg.generic' op cannot be raised to fuse: input #1 is a scalar ('f32') that is not a constant}}
  %r = linalg.generic {indexing_maps = [#id, #sc, #row], iterator_types = ["parallel", "reduction"]} ins(%x, %s : tensor<4x8xf32>, f32) outs(%f : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// An i4 mask passed in: fusec's buffers hold floats, i1 masks and 8- to
// 64-bit integers (attention-bool-mask*.mlir, attention-kv-length-i32.mlir).
#id = affine_map<(i, j) -> (i, j)>
func.func @int_mask_argument(%x: tensor<4x8xf32>, %mask: tensor<4x8xi4>) -> tensor<4x8xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %c0 = arith.constant 0 : i4
  %e = tensor.empty() : tensor<4x8xf32>
  // expected-error @+1 {{'linalg.generic' op cannot be raised to fuse: input #1 has element type 'i4' and is not computed by ops fusec can merge into this one; fusec reads float, i1, i8, i16, i32 and i64 tensors}}
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %mask : tensor<4x8xf32>, tensor<4x8xi4>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %m: i4, %out: f32):
    %keep = arith.cmpi ne, %m, %c0 : i4
    %s = arith.select %keep, %a, %ninf : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// -----

// An arg-max whose compare is not strict (`oge`: the last index of the
// maximum) is no arg-max reduction fusec splits; its two results stay one
// op. (The strict forms: Import/integer-reductions.mlir.)
#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>
func.func @argmax_last(%x: tensor<4x8xf32>, %m: tensor<4xf32>, %i: tensor<4xi64>) -> (tensor<4xf32>, tensor<4xi64>) {
  // expected-error @+1 {{'linalg.generic' op cannot be raised to fuse: its result has a non-float element type (tensor<4xf32>, tensor<4xi64>) and it cannot be merged into the elementwise ops that read it; fusec computes integers elementwise, in sums and signed maxima, and in arg-max reductions (a maximum and its first index)}}
  %r:2 = linalg.generic {indexing_maps = [#id, #row, #row], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<4x8xf32>) outs(%m, %i : tensor<4xf32>, tensor<4xi64>) {
  ^bb0(%a: f32, %acc: f32, %idx: i64):
    %j = linalg.index 1 : index
    %j64 = arith.index_cast %j : index to i64
    %mx = arith.maximumf %a, %acc : f32
    %ge = arith.cmpf oge, %a, %acc : f32
    %s = arith.select %ge, %j64, %idx : i64
    linalg.yield %mx, %s : f32, i64
  } -> (tensor<4xf32>, tensor<4xi64>)
  return %r#0, %r#1 : tensor<4xf32>, tensor<4xi64>
}

// -----

// A cast to `?` read by an op (not only returned) stays dynamic.
func.func @cast_read(%x: tensor<4x8xf32>) -> tensor<?x8xf32> {
  // expected-error @+1 {{'tensor.cast' op cannot be raised to fuse: a cast to or from `?` dims folds only where the function returns its result; give the tensors one type (static, or `?` throughout)}}
  %c = tensor.cast %x : tensor<4x8xf32> to tensor<?x8xf32>
  %e = tensor.empty() : tensor<4x8xf32>
  %ec = tensor.cast %e : tensor<4x8xf32> to tensor<?x8xf32>
  %s = linalg.map { math.exp } ins(%c : tensor<?x8xf32>) outs(%ec : tensor<?x8xf32>)
  return %s : tensor<?x8xf32>
}
