// Split-k: a long contraction over few output tiles becomes S partial
// contractions (k = split * depth + k') and a sum of the partials.
// RUN: fuse-opt %s -split-input-file --fuse-generalize --fuse-split-k | FileCheck %s
// RUN: fuse-opt %s -split-input-file --fuse-generalize --fuse-split-k="gpu=a100 min-depth=256" | FileCheck %s --check-prefix=A100
// RUN: fuse-opt %s -split-input-file --fuse-generalize --fuse-split-k="emit-remarks=true" -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: not fuse-opt %s --fuse-split-k="min-depth=32" -o /dev/null 2>&1 | FileCheck %s --check-prefix=BADDEPTH

// 128 x 128 from k = 4096 on 132 SMs: 32 splits of depth 128 (depth >= 128
// bounds it before the SMs do). On an A100 (108 SMs) with min-depth 256:
// 16 of 256.
// CHECK-DAG: #[[A:.*]] = affine_map<(d0, d1, d2, d3) -> (d1, d0 * 128 + d3)>
// CHECK-DAG: #[[B:.*]] = affine_map<(d0, d1, d2, d3) -> (d0 * 128 + d3, d2)>
// CHECK: fusec.rewrites = [#fuse.split_k_record<location = "{{.*}}fuse-split-k.mlir:[[@LINE+15]]:8", function = "few_tiles", k = 4096, tiles = 1, splits = 32, depth = 128,
// CHECK-SAME: reason = "contraction over k = 4096 has 1 output tile(s) of 128x128 for 132 SMs on h100: split into 32 partial contractions of depth 128 and a sum of the partials">]
// CHECK-LABEL: func @few_tiles
// CHECK: %[[P:.*]] = fuse.aggregate #fuse.add dims [split = 32, i = 128, j = 128, k = 128] reduce [k] ins(%arg0, %arg1 : tensor<128x4096xbf16>, tensor<4096x128xbf16>) maps [#[[A]], #[[B]]] -> tensor<32x128x128xf32>
// CHECK: arith.mulf
// CHECK: %[[S:.*]] = fuse.aggregate #fuse.add dims [split = 32, i = 128, j = 128] reduce [split] ins(%[[P]] : tensor<32x128x128xf32>) {{.*}} -> tensor<128x128xf32>
// CHECK-NEXT: ^bb0(%[[X:.*]]: f32):
// CHECK-NEXT: fuse.yield %[[X]]
// CHECK: fuse.aggregate #fuse.add dims [i = 128, j = 128] reduce [] ins(%[[S]]
// CHECK: arith.truncf
// A100: #fuse.split_k_record<location = "{{.*}}", function = "few_tiles", k = 4096, tiles = 1, splits = 16, depth = 256,
// A100-SAME: for 108 SMs on a100: split into 16 partial contractions of depth 256
// A100: dims [split = 16, i = 128, j = 128, k = 256]
// REMARK: remark: fusec split-k: contraction over k = 4096
func.func @few_tiles(%b: tensor<128x4096xbf16>, %c: tensor<4096x128xbf16>) -> tensor<128x128xbf16> {
  %x = fuse.matmul %b, %c : tensor<128x4096xbf16>, tensor<4096x128xbf16> -> tensor<128x128xbf16>
  return %x : tensor<128x128xbf16>
}

// -----

// B stored [n, k], a batch of 2 with 4 tiles each (8 tiles): tiles * S
// <= 132 SMs allows 16 splits (128 CTAs), of depth 256.
// CHECK-LABEL: func @batched_transposed
// CHECK: dims [split = 16, b0 = 2, i = 256, j = 256, k = 256] reduce [k]
// CHECK-SAME: -> tensor<16x2x256x256xf32>
func.func @batched_transposed(%a: tensor<2x256x4096xf16>, %b: tensor<2x256x4096xf16>) -> tensor<2x256x256xf32> {
  %x = fuse.matmul %a, %b transpose_rhs : tensor<2x256x4096xf16>, tensor<2x256x4096xf16> -> tensor<2x256x256xf32>
  return %x : tensor<2x256x256xf32>
}

// -----

// Left alone: k shorter than min-k (1024), enough tiles to fill the GPU,
// f32 operands (no tensor-core GEMM), a dynamic extent. No record.
// CHECK-NOT: fusec.rewrites
// CHECK-LABEL: func @short_k
// CHECK-NOT: split
func.func @short_k(%a: tensor<128x512xbf16>, %b: tensor<512x128xbf16>) -> tensor<128x128xbf16> {
  %x = fuse.matmul %a, %b : tensor<128x512xbf16>, tensor<512x128xbf16> -> tensor<128x128xbf16>
  return %x : tensor<128x128xbf16>
}
// CHECK-LABEL: func @many_tiles
// CHECK-NOT: split
func.func @many_tiles(%a: tensor<2048x4096xbf16>, %b: tensor<4096x2048xbf16>) -> tensor<2048x2048xbf16> {
  %x = fuse.matmul %a, %b : tensor<2048x4096xbf16>, tensor<4096x2048xbf16> -> tensor<2048x2048xbf16>
  return %x : tensor<2048x2048xbf16>
}
// CHECK-LABEL: func @f32_operands
// CHECK-NOT: split
func.func @f32_operands(%a: tensor<128x4096xf32>, %b: tensor<4096x128xf32>) -> tensor<128x128xf32> {
  %x = fuse.matmul %a, %b : tensor<128x4096xf32>, tensor<4096x128xf32> -> tensor<128x128xf32>
  return %x : tensor<128x128xf32>
}
// CHECK-LABEL: func @dynamic_rows
// CHECK-NOT: split
func.func @dynamic_rows(%a: tensor<?x4096xbf16>, %b: tensor<4096x128xbf16>) -> tensor<?x128xbf16> {
  %x = fuse.matmul %a, %b : tensor<?x4096xbf16>, tensor<4096x128xbf16> -> tensor<?x128xbf16>
  return %x : tensor<?x128xbf16>
}

// BADDEPTH: error: fuse-split-k: min-depth must be at least 64, got 32
