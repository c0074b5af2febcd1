// Reads of flattened 1-D arguments at a linear index become reads of a
// row-major N-D view (tensor.expand_shape of the argument) through a
// projection of the aggregate's dims, where the index is such a walk.
// RUN: fuse-opt %s -split-input-file --fuse-unflatten-operands | FileCheck %s

// Q of a packed QKV buffer [2][96][128] (rows outermost, 32 of 96 heads
// read: an axis longer than its dim) and K [32][64][128]: one view each.
// CHECK-DAG: #[[Q:.*]] = affine_map<(d0, d1, d2, d3) -> (d1, d0, d3)>
// CHECK-DAG: #[[K:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
// CHECK-LABEL: func @scores
// CHECK-DAG: %[[QV:.*]] = tensor.expand_shape %arg0 {{\[\[}}0, 1, 2]] output_shape [2, 96, 128] : tensor<24576xf16> into tensor<2x96x128xf16>
// CHECK-DAG: %[[KV:.*]] = tensor.expand_shape %arg1 {{\[\[}}0, 1, 2]] output_shape [32, 64, 128] : tensor<262144xf16> into tensor<32x64x128xf16>
// CHECK: fuse.aggregate #fuse.add dims [b = 32, i = 2, j = 64, k = 128] reduce [k] ins(%[[QV]], %[[KV]] : tensor<2x96x128xf16>, tensor<32x64x128xf16>) maps [#[[Q]], #[[K]]]
#q = affine_map<(b, i, j, k) -> (b * 128 + i * 12288 + k)>
#k = affine_map<(b, i, j, k) -> (b * 8192 + j * 128 + k)>
func.func @scores(%q: tensor<24576xf16>, %k: tensor<262144xf16>) -> tensor<32x2x64xf32> {
  %s = fuse.aggregate #fuse.add dims [b = 32, i = 2, j = 64, k = 128] reduce [k] ins(%q, %k : tensor<24576xf16>, tensor<262144xf16>) maps [#q, #k] -> tensor<32x2x64xf32> {
  ^bb0(%a: f16, %c: f16):
    %x = arith.extf %a : f16 to f32
    %y = arith.extf %c : f16 to f32
    %p = arith.mulf %x, %y : f32
    fuse.yield %p : f32
  }
  return %s : tensor<32x2x64xf32>
}

// -----

// Two reads of one argument with the same strides share a view.
// CHECK-LABEL: func @shared
// CHECK-COUNT-1: tensor.expand_shape
// CHECK-NOT: tensor.expand_shape
#m = affine_map<(i, j) -> (i * 64 + j)>
func.func @shared(%a: tensor<4096xf32>) -> tensor<64x64xf32> {
  %s = fuse.aggregate #fuse.add dims [i = 64, j = 64] reduce [] ins(%a, %a : tensor<4096xf32>, tensor<4096xf32>) maps [#m, #m] -> tensor<64x64xf32> {
  ^bb0(%x: f32, %y: f32):
    %p = arith.addf %x, %y : f32
    fuse.yield %p : f32
  }
  return %s : tensor<64x64xf32>
}

// -----

// Two layers' weights, each a slice of one flat weight buffer at a
// constant offset (a multiple of 256 bytes): each a view of an
// extract_slice, the outermost axis as long as its dim's range.
// CHECK-DAG: #[[W:.*]] = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-LABEL: func @layers
// CHECK-DAG: %[[S1:.*]] = tensor.extract_slice %arg1[1024] [32768] [1] : tensor<131072xf32> to tensor<32768xf32>
// CHECK-DAG: %[[V1:.*]] = tensor.expand_shape %[[S1]] {{\[\[}}0, 1]] output_shape [128, 256] : tensor<32768xf32> into tensor<128x256xf32>
// CHECK-DAG: %[[S2:.*]] = tensor.extract_slice %arg1[33792] [32768] [1] : tensor<131072xf32> to tensor<32768xf32>
// CHECK-DAG: %[[V2:.*]] = tensor.expand_shape %[[S2]] {{\[\[}}0, 1]] output_shape [128, 256] : tensor<32768xf32> into tensor<128x256xf32>
// CHECK: fuse.aggregate #fuse.add dims [i = 64, j = 256, k = 128] reduce [k] ins(%arg0, %[[V1]] : tensor<64x128xf32>, tensor<128x256xf32>) maps [#{{.*}}, #[[W]]]
// CHECK: fuse.aggregate #fuse.add dims [i = 64, j = 256, k = 128] reduce [k] ins(%arg0, %[[V2]] : tensor<64x128xf32>, tensor<128x256xf32>) maps [#{{.*}}, #[[W]]]
#x = affine_map<(i, j, k) -> (i, k)>
#w1 = affine_map<(i, j, k) -> (k * 256 + j + 1024)>
#w2 = affine_map<(i, j, k) -> (k * 256 + j + 33792)>
func.func @layers(%x: tensor<64x128xf32>, %w: tensor<131072xf32>) -> (tensor<64x256xf32>, tensor<64x256xf32>) {
  %h = fuse.aggregate #fuse.add dims [i = 64, j = 256, k = 128] reduce [k] ins(%x, %w : tensor<64x128xf32>, tensor<131072xf32>) maps [#x, #w1] -> tensor<64x256xf32> {
  ^bb0(%a: f32, %b: f32):
    %p = arith.mulf %a, %b : f32
    fuse.yield %p : f32
  }
  %g = fuse.aggregate #fuse.add dims [i = 64, j = 256, k = 128] reduce [k] ins(%x, %w : tensor<64x128xf32>, tensor<131072xf32>) maps [#x, #w2] -> tensor<64x256xf32> {
  ^bb0(%a: f32, %b: f32):
    %p = arith.mulf %a, %b : f32
    fuse.yield %p : f32
  }
  return %h, %g : tensor<64x256xf32>, tensor<64x256xf32>
}

// -----

// Left as written: a constant offset of 4 bytes (not a multiple of 256: the
// view could not be loaded as aligned), a smallest stride other than 1, a
// dim whose range overflows its axis (j < 80 under stride 64), an
// outermost stride that does not divide the buffer's size.
// CHECK-LABEL: func @not_views
// CHECK-NOT: tensor.expand_shape
// CHECK: return
#off = affine_map<(i, j) -> (i * 64 + j + 1)>
#unit = affine_map<(i, j) -> (i * 128 + j * 2)>
#over = affine_map<(i, j) -> (i * 64 + j)>
#outer = affine_map<(i, j) -> (i * 3000 + j)>
func.func @not_views(%a: tensor<16384xf32>) -> tensor<4x80xf32> {
  %s = fuse.aggregate #fuse.add dims [i = 4, j = 80] reduce [] ins(%a, %a, %a, %a : tensor<16384xf32>, tensor<16384xf32>, tensor<16384xf32>, tensor<16384xf32>) maps [#off, #unit, #over, #outer] -> tensor<4x80xf32> {
  ^bb0(%x: f32, %y: f32, %z: f32, %w: f32):
    %p = arith.addf %x, %y : f32
    %q = arith.addf %p, %z : f32
    %r = arith.addf %q, %w : f32
    fuse.yield %r : f32
  }
  return %s : tensor<4x80xf32>
}
