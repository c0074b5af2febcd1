// RUN: fuse-opt %s -split-input-file -fuse-record-reference -fuse-generalize -convert-fuse-to-gpu | FileCheck %s

// Several public functions: one kernel module with every function's kernels,
// one manifest per function in `fusec.manifests` (module order), each in the
// format of a module of one function, with its own reference graph. Kernel
// names are PTX identifiers, unique in the kernel module: @"a.b" and @a_b
// would both give a_b_0_add (its multiply by 2 is the add kernel's
// epilogue). A private function is left alone.

// CHECK-LABEL: module attributes
// CHECK-SAME: fusec.manifests = [
// CHECK-SAME: entry = "a.b", buffers = [
// CHECK-SAME: kernels = [<name = "a_b_0_add",
// CHECK-SAME: reference = <ops = [<op = "matmul", inputs = ["arg0", "arg1"], output = "out0"
// CHECK-SAME: entry = "a_b", buffers = [
// CHECK-SAME: kernels = [<name = "a_b_0_add_2",
// CHECK-SAME: reference = <ops = [<op = "matmul", inputs = ["arg0", "arg1"], output = "ref0"
// CHECK-SAME: op = "scale", inputs = ["ref0"], output = "out0"
// CHECK-NOT: fusec.manifest =
// CHECK-NOT: fusec.reference
// CHECK: func.func private @unused
// CHECK: gpu.module @fusec_kernels
// CHECK: gpu.func @a_b_0_add(
// CHECK: gpu.func @a_b_0_add_2(
// CHECK-NOT: func.func @

func.func @"a.b"(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>) -> tensor<4x4xf32> {
  %c = fuse.matmul %a, %b : tensor<4x8xf32>, tensor<8x4xf32> -> tensor<4x4xf32>
  return %c : tensor<4x4xf32>
}
func.func private @unused(%a: tensor<4x8xf32>) -> tensor<4x8xf32> {
  return %a : tensor<4x8xf32>
}
func.func @a_b(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>) -> tensor<4x4xf32> {
  %c = fuse.matmul %a, %b : tensor<4x8xf32>, tensor<8x4xf32> -> tensor<4x4xf32>
  %d = fuse.map ins(%c : tensor<4x4xf32>) -> tensor<4x4xf32> {
  ^bb0(%x: f32):
    %two = arith.constant 2.0 : f32
    %y = arith.mulf %x, %two : f32
    fuse.yield %y : f32
  }
  return %d : tensor<4x4xf32>
}

// -----

// A module of one public function keeps `fusec.manifest` and the module's
// `fusec.reference`; its kernels are named after it, as PTX identifiers.

// CHECK-LABEL: module attributes
// CHECK-SAME: fusec.manifest = #fuse.manifest<
// CHECK-SAME: entry = "my.fn-1"
// CHECK-SAME: name = "my_fn_1_0_add"
// CHECK: gpu.func @my_fn_1_0_add(
func.func @"my.fn-1"(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>) -> tensor<4x4xf32> {
  %c = fuse.matmul %a, %b : tensor<4x8xf32>, tensor<8x4xf32> -> tensor<4x4xf32>
  return %c : tensor<4x4xf32>
}
