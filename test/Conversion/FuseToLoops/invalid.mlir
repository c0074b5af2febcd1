// RUN: fuse-opt %s -split-input-file -convert-fuse-to-loops -verify-diagnostics

func.func @matmul(%a: tensor<4x8xf32>, %b: tensor<8x2xf32>) -> tensor<4x2xf32> {
  // expected-error @+1 {{'fuse.matmul' op must be rewritten into fuse.aggregate before convert-fuse-to-loops; run fuse-generalize first}}
  %c = fuse.matmul %a, %b : tensor<4x8xf32>, tensor<8x2xf32> -> tensor<4x2xf32>
  return %c : tensor<4x2xf32>
}

// -----

func.func @map(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'fuse.map' op must be rewritten into fuse.aggregate before convert-fuse-to-loops; run fuse-generalize first}}
  %m = fuse.map ins(%x : tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%e: f32):
    fuse.yield %e : f32
  }
  return %m : tensor<4xf32>
}

// -----

func.func @softmax(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{'fuse.softmax' op must be rewritten into fuse.aggregate before convert-fuse-to-loops; run fuse-softmax-to-monoid first}}
  %p = fuse.softmax %x axis = 1 : tensor<4x8xf32>
  return %p : tensor<4x8xf32>
}

// -----

func.func @dynamic_matmul(%a: tensor<?x8xf32>, %b: tensor<8x2xf32>) -> tensor<?x2xf32> {
  // expected-error @+1 {{'fuse.matmul' op has dynamic shape 'tensor<?x8xf32>'; convert-fuse-to-loops needs static shapes}}
  %c = fuse.matmul %a, %b : tensor<?x8xf32>, tensor<8x2xf32> -> tensor<?x2xf32>
  return %c : tensor<?x2xf32>
}

// -----

func.func @dynamic_input(%x: tensor<4x?xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'fuse.aggregate' op has dynamic shape 'tensor<4x?xf32>'; convert-fuse-to-loops needs static shapes}}
  %r = fuse.aggregate #fuse.add dims [i = 4, j = 8] reduce [j]
      ins(%x : tensor<4x?xf32>) maps [affine_map<(d0, d1) -> (d0, d1)>]
      -> tensor<4xf32> {
  ^bb0(%e: f32):
    fuse.yield %e : f32
  }
  return %r : tensor<4xf32>
}

// -----

func.func @dynamic_reduce_input(%q: tensor<3x?xf32>) -> tensor<3xf32> {
  %r = fuse.aggregate #fuse.add dims [i = 3] reduce [] maps [] -> tensor<3xf32> {
    // expected-error @+1 {{'fuse.reduce' op has dynamic shape 'tensor<3x?xf32>'; convert-fuse-to-loops needs static shapes}}
    %x = fuse.reduce #fuse.add dims [d = 16] ins(%q : tensor<3x?xf32>)
        maps [affine_map<(i, d) -> (i, d)>] -> f32 {
    ^bb0(%a: f32):
      fuse.yield %a : f32
    }
    fuse.yield %x : f32
  }
  return %r : tensor<3xf32>
}
