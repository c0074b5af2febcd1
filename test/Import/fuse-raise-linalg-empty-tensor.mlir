// RUN: fuse-opt %s --fuse-raise-linalg --split-input-file --verify-diagnostics
// RUN: not fusec %s -o /dev/null 2>&1 | FileCheck %s

// Found with fuse-fuzz: linalg on empty tensors was raised to fuse ops over
// empty tensors (invalid: fuse ops need non-empty iteration spaces). It is a
// located error now.

// CHECK: error: 'linalg.fill' op cannot be raised to fuse: operand #1 is empty ('tensor<0x96xf32>'); fusec needs tensors without zero-sized dimensions
func.func @empty_matmul(%a: tensor<0x64xf32>, %b: tensor<64x96xf32>) -> tensor<0x96xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<0x96xf32>
  // expected-error @+1 {{'linalg.fill' op cannot be raised to fuse: operand #1 is empty ('tensor<0x96xf32>'); fusec needs tensors without zero-sized dimensions}}
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<0x96xf32>) -> tensor<0x96xf32>
  %c = linalg.matmul ins(%a, %b : tensor<0x64xf32>, tensor<64x96xf32>) outs(%f : tensor<0x96xf32>) -> tensor<0x96xf32>
  return %c : tensor<0x96xf32>
}

// -----

func.func @empty_softmax(%x: tensor<4x0xf32>) -> tensor<4x0xf32> {
  %e = tensor.empty() : tensor<4x0xf32>
  // expected-error @+1 {{'linalg.softmax' op cannot be raised to fuse: operand #0 is empty ('tensor<4x0xf32>')}}
  %s = linalg.softmax dimension(1) ins(%x : tensor<4x0xf32>) outs(%e : tensor<4x0xf32>) -> tensor<4x0xf32>
  return %s : tensor<4x0xf32>
}
