// An architecture convert-fuse-to-gpu has no instructions for is an error,
// not a silent mma.sync kernel.
// RUN: fuse-opt %s --convert-fuse-to-gpu="arch=sm_70" -verify-diagnostics

// expected-error@+1 {{convert-fuse-to-gpu: unknown arch 'sm_70'; expected one of: sm_90a, sm_90, sm_80}}
module {
  func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
    return %a : tensor<4xf32>
  }
}
