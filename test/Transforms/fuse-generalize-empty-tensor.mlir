// RUN: fuse-opt %s -split-input-file --fuse-generalize -verify-diagnostics
// RUN: not fusec %s -o /dev/null 2>&1 | FileCheck %s

// Found with fuse-fuzz: a matmul over an empty tensor (M = 0 or K = 0) became
// a fuse.aggregate with a zero-sized dimension, which the verifier rejects
// after fuse-generalize. fuse ops now reject empty tensors themselves.

// CHECK: error: 'fuse.matmul' op operand #0 is empty (shape 0x64); fuse ops need tensors without zero-sized dimensions
func.func @empty_rows(%a: tensor<0x64xbf16>, %b: tensor<64x96xbf16>) -> tensor<0x96xf32> {
  // expected-error @+1 {{'fuse.matmul' op operand #0 is empty (shape 0x64); fuse ops need tensors without zero-sized dimensions}}
  %c = fuse.matmul %a, %b : tensor<0x64xbf16>, tensor<64x96xbf16> -> tensor<0x96xf32>
  return %c : tensor<0x96xf32>
}

// -----

func.func @empty_contraction(%a: tensor<4x0xbf16>, %b: tensor<0x96xbf16>) -> tensor<4x96xf32> {
  // expected-error @+1 {{'fuse.matmul' op operand #0 is empty (shape 4x0)}}
  %c = fuse.matmul %a, %b : tensor<4x0xbf16>, tensor<0x96xbf16> -> tensor<4x96xf32>
  return %c : tensor<4x96xf32>
}

// -----

func.func @empty_map(%x: tensor<0x8xf32>) -> tensor<0x8xf32> {
  // expected-error @+1 {{'fuse.map' op operand #0 is empty (shape 0x8)}}
  %m = fuse.map ins(%x : tensor<0x8xf32>) -> tensor<0x8xf32> {
  ^bb0(%e: f32):
    fuse.yield %e : f32
  }
  return %m : tensor<0x8xf32>
}
