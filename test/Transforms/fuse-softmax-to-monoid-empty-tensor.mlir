// RUN: fuse-opt %s --fuse-softmax-to-monoid -verify-diagnostics
// RUN: not fusec %s -o /dev/null 2>&1 | FileCheck %s

// Found with fuse-fuzz: a softmax over an empty axis became a fuse.aggregate
// with a zero-sized dimension, which the verifier rejects after
// fuse-softmax-to-monoid. fuse.softmax now rejects empty tensors itself.

// CHECK: error: 'fuse.softmax' op operand #0 is empty (shape 4x0); fuse ops need tensors without zero-sized dimensions
func.func @empty_axis(%x: tensor<4x0xf32>) -> tensor<4x0xf32> {
  // expected-error @+1 {{'fuse.softmax' op operand #0 is empty (shape 4x0); fuse ops need tensors without zero-sized dimensions}}
  %p = fuse.softmax %x axis = 1 : tensor<4x0xf32>
  return %p : tensor<4x0xf32>
}
