// RUN: fuse-opt %s -split-input-file -convert-fuse-to-gpu -verify-diagnostics

// Found with fuse-fuzz: a tensor whose size in bytes overflows int64 overflowed
// the row-major strides of the manifest (UBSan: signed integer overflow in
// convert-fuse-to-gpu). It is a located error now.

// expected-error @+1 {{tensor type 'tensor<2x8x9223372036854775807x64xbf16>' is too large: its size in bytes does not fit in 64 bits}}
func.func @huge_extent(%a: tensor<2x8x9223372036854775807x64xbf16>, %b: tensor<2x8x1024x64xbf16>) -> tensor<2x8x9223372036854775807x1024xf32> {
  %s = fuse.matmul %a, %b transpose_rhs : tensor<2x8x9223372036854775807x64xbf16>, tensor<2x8x1024x64xbf16> -> tensor<2x8x9223372036854775807x1024xf32>
  return %s : tensor<2x8x9223372036854775807x1024xf32>
}

// -----

// Every extent fits, their product does not: 2^62 x 2^62 elements.
// expected-error @+1 {{tensor type 'tensor<4611686018427387904x4611686018427387904xbf16>' is too large}}
func.func @huge_product(%a: tensor<4611686018427387904x4611686018427387904xbf16>, %b: tensor<4611686018427387904x64xbf16>) -> tensor<4611686018427387904x64xf32> {
  %s = fuse.matmul %a, %b : tensor<4611686018427387904x4611686018427387904xbf16>, tensor<4611686018427387904x64xbf16> -> tensor<4611686018427387904x64xf32>
  return %s : tensor<4611686018427387904x64xf32>
}
