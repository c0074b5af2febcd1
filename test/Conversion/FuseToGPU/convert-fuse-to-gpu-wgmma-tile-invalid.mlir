// The wgmma generators' hidden tile flags (for experiments) are checked: a
// tile the copy loops would not cover evenly, that wgmma has no shape for or
// that does not fit shared memory is a located error, not a kernel that
// leaves shared memory unfilled.
// RUN: fuse-opt %s --fusec-pipeline="stop-after=gpu reassociate=false" -fusec-wgmma-keys=200 -verify-diagnostics -split-input-file
// RUN: not fuse-opt %s --fusec-pipeline="stop-after=gpu reassociate=false" -fusec-wgmma-warpgroups=2 -fusec-wgmma-keys=256 -fusec-wgmma-stages=2 -split-input-file 2>&1 | FileCheck %s --check-prefix=SMEM
// RUN: not fuse-opt %s --fusec-pipeline="stop-after=gpu reassociate=false" -fusec-wgmma-gemm-n=96 -split-input-file 2>&1 | FileCheck %s --check-prefix=GEMM

// SMEM: :16:8: error: 'fuse.aggregate' op wgmma tile (2 warpgroups, 256 keys per block, 2 stages) is not one the generator supports for head dim 128
// GEMM: :23:8: error: 'fuse.aggregate' op wgmma GEMM tile (128 x 96, 4 stages) is not one the generator supports

func.func @attention(%q: tensor<1x2x256x128xbf16>, %k: tensor<1x2x256x128xbf16>, %v: tensor<1x2x256x128xbf16>) -> tensor<1x2x256x128xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.088388 : tensor<1x2x256x128xbf16>, tensor<1x2x256x128xbf16> -> tensor<1x2x256x256xf32>
  %p = fuse.softmax %s axis = 3 : tensor<1x2x256x256xf32>
  // expected-error@+1 {{'fuse.aggregate' op wgmma tile (1 warpgroups, 200 keys per block, 1 stages) is not one the generator supports for head dim 128 (check the -fusec-wgmma-* flags)}}
  %o = fuse.matmul %p, %v : tensor<1x2x256x256xf32>, tensor<1x2x256x128xbf16> -> tensor<1x2x256x128xbf16>
  return %o : tensor<1x2x256x128xbf16>
}

// -----

func.func @gemm(%a: tensor<256x512xbf16>, %b: tensor<512x512xbf16>) -> tensor<256x512xbf16> {
  %c = fuse.matmul %a, %b : tensor<256x512xbf16>, tensor<512x512xbf16> -> tensor<256x512xbf16>
  return %c : tensor<256x512xbf16>
}
