// Two layers whose weights are slices of one flat weight argument at
// constant offsets (as buddy-mlir passes a whole model's weights): each
// GEMM reads its slice as a 512 x 512 view, so both layers are one tiled
// kernel (generated once) that the manifest launches twice, on the buffer
// at either offset.
// RUN: rm -rf %t && mkdir -p %t
// RUN: fusec %s --fuse-policy=never -o %t/w.ptx
// RUN: FileCheck %s < %t/w.manifest.json
// RUN: grep -c "^.visible .entry" %t/w.ptx | FileCheck %s --check-prefix=ONE-KERNEL

// ONE-KERNEL: {{^1$}}

// CHECK-LABEL: "kernels": [
// CHECK:         "buffer": "arg1",
// CHECK-NEXT:    "offset": 4096
// CHECK:         "tensor_map": {
// CHECK:           "buffer": "arg1",
// CHECK-NEXT:      "offset": 4096,
// CHECK-NEXT:      "shape": [
// CHECK-NEXT:        512,
// CHECK-NEXT:        512
// CHECK:       "name": "[[KERNEL:mlp_0_add]]",
// CHECK:         "buffer": "arg1",
// CHECK-NEXT:    "offset": 266240
// CHECK:           "offset": 266240,
// CHECK:       "name": "[[KERNEL]]",

func.func @mlp(%x: tensor<256x512xbf16>, %w: tensor<528384xbf16>) -> tensor<256x512xbf16> {
  %s1 = tensor.extract_slice %w[4096] [262144] [1] : tensor<528384xbf16> to tensor<262144xbf16>
  %w1 = tensor.expand_shape %s1 [[0, 1]] output_shape [512, 512] : tensor<262144xbf16> into tensor<512x512xbf16>
  %s2 = tensor.extract_slice %w[266240] [262144] [1] : tensor<528384xbf16> to tensor<262144xbf16>
  %w2 = tensor.expand_shape %s2 [[0, 1]] output_shape [512, 512] : tensor<262144xbf16> into tensor<512x512xbf16>
  %z = arith.constant 0.0 : bf16
  %e = tensor.empty() : tensor<256x512xbf16>
  %f = linalg.fill ins(%z : bf16) outs(%e : tensor<256x512xbf16>) -> tensor<256x512xbf16>
  %h = linalg.matmul ins(%x, %w1 : tensor<256x512xbf16>, tensor<512x512xbf16>) outs(%f : tensor<256x512xbf16>) -> tensor<256x512xbf16>
  %y = linalg.matmul ins(%h, %w2 : tensor<256x512xbf16>, tensor<512x512xbf16>) outs(%f : tensor<256x512xbf16>) -> tensor<256x512xbf16>
  return %y : tensor<256x512xbf16>
}
