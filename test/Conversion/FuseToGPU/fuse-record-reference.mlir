// RUN: fuse-opt %s -split-input-file --fuse-record-reference | FileCheck %s

// The unfused graph in the runtime's vocabulary, with fusec's buffer names.
// CHECK: fusec.reference = [
// CHECK-SAME: {inputs = ["arg0", "arg1"], op = "matmul", output = "ref0", scale = 1.250000e-01 : f64, transpose_lhs = false, transpose_rhs = true}
// CHECK-SAME: {inputs = ["ref0"], op = "causal_mask", output = "ref1"}
// CHECK-SAME: {inputs = ["ref1", "arg3"], op = "add", output = "ref2"}
// CHECK-SAME: {axis = 2 : i64, inputs = ["ref2"], op = "softmax", output = "ref3"}
// CHECK-SAME: {factor = 2.000000e+00 : f64, inputs = ["ref3"], op = "scale", output = "ref4"}
// CHECK-SAME: {inputs = ["ref4", "arg2"], op = "matmul", output = "out0"
func.func @attention(%q: tensor<2x8x16xf32>, %k: tensor<2x8x16xf32>, %v: tensor<2x8x16xf32>, %bias: tensor<2x8x8xf32>) -> tensor<2x8x16xf32> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.125 : tensor<2x8x16xf32>, tensor<2x8x16xf32> -> tensor<2x8x8xf32>
  %m = fuse.map ins(%s : tensor<2x8x8xf32>) -> tensor<2x8x8xf32> {
  ^bb0(%x: f32):
    %i = fuse.index 1 : index
    %j = fuse.index 2 : index
    %ninf = arith.constant 0xFF800000 : f32
    %after = arith.cmpi ugt, %j, %i : index
    %y = arith.select %after, %ninf, %x : f32
    fuse.yield %y : f32
  }
  %b = fuse.map ins(%m, %bias : tensor<2x8x8xf32>, tensor<2x8x8xf32>) -> tensor<2x8x8xf32> {
  ^bb0(%x: f32, %y: f32):
    %z = arith.addf %x, %y : f32
    fuse.yield %z : f32
  }
  %p = fuse.softmax %b axis = 2 : tensor<2x8x8xf32>
  %p2 = fuse.map ins(%p : tensor<2x8x8xf32>) -> tensor<2x8x8xf32> {
  ^bb0(%x: f32):
    %two = arith.constant 2.0 : f32
    %y = arith.mulf %x, %two : f32
    fuse.yield %y : f32
  }
  %o = fuse.matmul %p2, %v : tensor<2x8x8xf32>, tensor<2x8x16xf32> -> tensor<2x8x16xf32>
  return %o : tensor<2x8x16xf32>
}

// -----

// j >= i masks the diagonal too (a strictly causal mask); anything else is
// opaque (the runtime then skips the check).
// CHECK: {inputs = ["ref0"], op = "causal_mask", output = "ref1", strict = true}
// CHECK-SAME: {inputs = ["ref1"], op = "opaque", output = "out0"}
func.func @strict(%q: tensor<8x16xf32>, %k: tensor<8x16xf32>) -> tensor<8x8xf32> {
  %s = fuse.matmul %q, %k transpose_rhs : tensor<8x16xf32>, tensor<8x16xf32> -> tensor<8x8xf32>
  %m = fuse.map ins(%s : tensor<8x8xf32>) -> tensor<8x8xf32> {
  ^bb0(%x: f32):
    %i = fuse.index 0 : index
    %j = fuse.index 1 : index
    %ninf = arith.constant 0xFF800000 : f32
    %after = arith.cmpi uge, %j, %i : index
    %y = arith.select %after, %ninf, %x : f32
    fuse.yield %y : f32
  }
  %t = fuse.map ins(%m : tensor<8x8xf32>) -> tensor<8x8xf32> {
  ^bb0(%x: f32):
    %y = math.tanh %x : f32
    fuse.yield %y : f32
  }
  return %t : tensor<8x8xf32>
}
