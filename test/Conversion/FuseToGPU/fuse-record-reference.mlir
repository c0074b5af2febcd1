// RUN: fuse-opt %s -split-input-file --fuse-record-reference | FileCheck %s

// The unfused graph in the runtime's vocabulary, with fusec's buffer names
// (fields at their defaults -- no transpose, scale 1, not strict -- are not
// printed).
// CHECK: fusec.reference = #fuse.reference<ops = [
// CHECK-SAME: <op = "matmul", inputs = ["arg0", "arg1"], output = "ref0", transpose_rhs = true, scale = 0.125>
// CHECK-SAME: <op = "causal_mask", inputs = ["ref0"], output = "ref1">
// CHECK-SAME: <op = "add", inputs = ["ref1", "arg3"], output = "ref2">
// CHECK-SAME: <op = "softmax", inputs = ["ref2"], output = "ref3", axis = 2>
// CHECK-SAME: <op = "scale", inputs = ["ref3"], output = "ref4", factor = 2.0>
// CHECK-SAME: <op = "matmul", inputs = ["ref4", "arg2"], output = "out0">]>
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
// CHECK: <op = "causal_mask", inputs = ["ref0"], output = "ref1", strict = true>
// CHECK-SAME: <op = "opaque", inputs = ["ref1"], output = "out0">
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
