// RUN: fuse-opt %s -split-input-file -convert-fuse-to-gpu -verify-diagnostics

func.func @dynamic(%a: tensor<?x64xf32>, %b: tensor<64x8xf32>) -> tensor<?x8xf32> {
  // expected-error @+1 {{'fuse.matmul' op has dynamic extents, which only the fused tensor-core kernel (attention, or a matmul chain, in bf16/f16 with a static head dimension that is a multiple of 8 from 16 to 256) supports; this op would need a separate kernel: give it static shapes}}
  %c = fuse.matmul %a, %b : tensor<?x64xf32>, tensor<64x8xf32> -> tensor<?x8xf32>
  return %c : tensor<?x8xf32>
}

// -----

func.func @no_generator(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{'fuse.softmax' op has no GPU kernel generator yet; run the fuse rewrites first or file an issue}}
  %p = fuse.softmax %x axis = 1 : tensor<4x8xf32>
  return %p : tensor<4x8xf32>
}

// -----

func.func @passthrough(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{result #0 returns a function argument or an earlier result unchanged; fusec needs every output computed by a kernel}}
  return %x : tensor<4x8xf32>
}

// -----

// expected-error @+1 {{element type 'i4' is not supported (expected f16, bf16, f32, f64, i1, i8, i16, i32 or i64)}}
func.func @int_arg(%x: tensor<4xi4>, %a: tensor<4x8xf32>, %b: tensor<8x4xf32>) -> tensor<4x4xf32> {
  %c = fuse.matmul %a, %b : tensor<4x8xf32>, tensor<8x4xf32> -> tensor<4x4xf32>
  return %c : tensor<4x4xf32>
}

// -----

// Several public functions: each that cannot be compiled is reported, with
// a note naming it; the others compile.

func.func @first(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>) -> tensor<4x4xf32> {
  %c = fuse.matmul %a, %b : tensor<4x8xf32>, tensor<8x4xf32> -> tensor<4x4xf32>
  return %c : tensor<4x4xf32>
}
// expected-note @+1 {{in @second, one of 3 public functions of the module (each gets its own kernels and launch manifest)}}
func.func @second(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{'fuse.softmax' op has no GPU kernel generator yet}}
  %p = fuse.softmax %x axis = 1 : tensor<4x8xf32>
  return %p : tensor<4x8xf32>
}
// expected-note @+1 {{in @third, one of 3 public functions of the module}}
func.func @third(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{result #0 returns a function argument or an earlier result unchanged}}
  return %x : tensor<4x8xf32>
}

// -----

// A private helper is not compiled on its own; a call to it is a located
// error (as in a module of one public function).

func.func private @helper(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>) -> tensor<4x4xf32> {
  %c = fuse.matmul %a, %b : tensor<4x8xf32>, tensor<8x4xf32> -> tensor<4x4xf32>
  return %c : tensor<4x4xf32>
}
func.func @calls(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>) -> tensor<4x4xf32> {
  // expected-error @+1 {{'func.call' op calls @helper, but fusec compiles the ops of each public function, not calls; inline the callee first (mlir-opt --inline)}}
  %c = func.call @helper(%a, %b) : (tensor<4x8xf32>, tensor<8x4xf32>) -> tensor<4x4xf32>
  return %c : tensor<4x4xf32>
}

// -----

// A gpu.module written by hand: fusec would serialize it beside its own.
// expected-error @+1 {{the input already holds a gpu.module; fusec generates the kernels itself from fuse, linalg or TOSA programs, and does not compile GPU code written by hand}}
gpu.module @mine {
  gpu.func @k() kernel {
    gpu.return
  }
}
func.func @with_gpu_module(%a: tensor<4x8xbf16>, %b: tensor<8x4xbf16>) -> tensor<4x4xf32> {
  %c = fuse.matmul %a, %b : tensor<4x8xbf16>, tensor<8x4xbf16> -> tensor<4x4xf32>
  return %c : tensor<4x4xf32>
}
