// The wgmma GEMM generator's hidden tile flag (for experiments) is checked:
// a tile wgmma has no shape for is a located error, not a kernel that
// leaves shared memory unfilled. (The attention / chain kernel's tiles are
// its #fuse.kernel_config: kernel-config*.mlir.)
// RUN: not fuse-opt %s --fusec-pipeline="stop-after=gpu reassociate=false" -fusec-wgmma-gemm-n=96 2>&1 | FileCheck %s --check-prefix=GEMM

// GEMM: :10:8: error: 'fuse.aggregate' op wgmma GEMM tile (128 x 96, 4 stages) is not one the generator supports

func.func @gemm(%a: tensor<256x512xbf16>, %b: tensor<512x512xbf16>) -> tensor<256x512xbf16> {
  %c = fuse.matmul %a, %b : tensor<256x512xbf16>, tensor<512x512xbf16> -> tensor<256x512xbf16>
  return %c : tensor<256x512xbf16>
}
