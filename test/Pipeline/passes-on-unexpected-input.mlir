// Passes run alone on input they do not expect (no fuse ops, or nothing at
// all) neither crash nor invent: the fuse dialect they build attributes in
// is loaded by the passes themselves.
// RUN: fuse-opt %s -split-input-file --fuse-record-reference | FileCheck %s --check-prefix=REF
// RUN: fuse-opt %s -split-input-file --fuse-attach-nvvm-target | FileCheck %s --check-prefix=NVVM
// RUN: echo "" | fuse-opt --fuse-attach-nvvm-target | FileCheck %s --check-prefix=EMPTY

// REF: module attributes {fusec.reference = #fuse.reference<ops = []>}
// REF-LABEL: func.func @plain(
// NVVM-LABEL: func.func @plain(
// NVVM-NOT: gpu.module
// EMPTY: module {
// EMPTY-NEXT: }
func.func @plain(%a: tensor<4xf32>) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}

// -----

// torch-style linalg attention (not raised): every op is opaque to the
// reference, which the runtime then does not check against.
// REF: module attributes {fusec.reference = #fuse.reference<ops = [<op = "opaque", {{.*}}<op = "opaque", inputs = ["arg0", "arg1", "ref1"], output = "out0">]>}
// REF-LABEL: func.func @linalg_only(
func.func @linalg_only(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>) -> tensor<4x4xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x4xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %c = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x4xf32>) outs(%f : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %c : tensor<4x4xf32>
}
