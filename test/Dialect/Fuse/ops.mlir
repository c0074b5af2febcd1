// RUN: fuse-opt %s | fuse-opt | FileCheck %s
// RUN: fuse-opt %s --mlir-print-op-generic | fuse-opt | FileCheck %s

// CHECK-LABEL: func @matmul_surface
func.func @matmul_surface(%q: tensor<2x8x128x64xbf16>, %k: tensor<2x1x128x64xbf16>,
                          %a: tensor<64x32xf32>, %b: tensor<64x16xf32>)
    -> (tensor<2x8x128x128xf32>, tensor<32x16xf32>) {
  // CHECK: fuse.matmul %{{.*}}, %{{.*}} transpose_rhs scale 1.250000e-01 : tensor<2x8x128x64xbf16>, tensor<2x1x128x64xbf16> -> tensor<2x8x128x128xf32>
  %s = fuse.matmul %q, %k transpose_rhs scale 0.125
      : tensor<2x8x128x64xbf16>, tensor<2x1x128x64xbf16> -> tensor<2x8x128x128xf32>
  // CHECK: fuse.matmul %{{.*}}, %{{.*}} transpose_lhs : tensor<64x32xf32>, tensor<64x16xf32> -> tensor<32x16xf32>
  %c = fuse.matmul %a, %b transpose_lhs : tensor<64x32xf32>, tensor<64x16xf32> -> tensor<32x16xf32>
  return %s, %c : tensor<2x8x128x128xf32>, tensor<32x16xf32>
}

// CHECK-LABEL: func @softmax_and_map
func.func @softmax_and_map(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // CHECK: %[[P:.+]] = fuse.softmax %{{.*}} axis = 1 : tensor<4x8xf32>
  %p = fuse.softmax %x axis = 1 : tensor<4x8xf32>
  // CHECK: fuse.map ins(%[[P]] : tensor<4x8xf32>) -> tensor<4x8xf32> {
  // CHECK:   fuse.index 0 : index
  // CHECK:   fuse.yield %{{.*}} : f32
  %m = fuse.map ins(%p : tensor<4x8xf32>) -> tensor<4x8xf32> {
  ^bb0(%e: f32):
    %i = fuse.index 0 : index
    %j = fuse.index 1 : index
    %ninf = arith.constant 0xFF800000 : f32
    %after = arith.cmpi ugt, %j, %i : index
    %y = arith.select %after, %ninf, %e : f32
    fuse.yield %y : f32
  }
  return %m : tensor<4x8xf32>
}

// CHECK-LABEL: func @softmax_monoid
func.func @softmax_monoid(%x: tensor<4x8xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  // CHECK: fuse.aggregate #fuse.softmax dims [i = 4, j = 8] reduce [j] ins(%{{.*}} : tensor<4x8xf32>) maps [#{{.*}}] -> tensor<4xf32>, tensor<4xf32> {
  %m, %s = fuse.aggregate #fuse.softmax dims [i = 4, j = 8] reduce [j]
      ins(%x : tensor<4x8xf32>) maps [affine_map<(d0, d1) -> (d0, d1)>]
      -> tensor<4xf32>, tensor<4xf32> {
  ^bb0(%e: f32):
    fuse.yield %e : f32
  }
  return %m, %s : tensor<4xf32>, tensor<4xf32>
}

// The attention chain after factorization: one weighted online-softmax
// aggregate over the keys whose body computes q . k_j; no N x N tensor.
// CHECK-LABEL: func @attention_aggregate
func.func @attention_aggregate(%q: tensor<128x64xbf16>, %k: tensor<256x64xbf16>,
                               %v: tensor<256x64xbf16>)
    -> (tensor<128x64xf32>, tensor<128x64xf32>, tensor<128x64xf32>) {
  // CHECK: fuse.aggregate #fuse.weighted_softmax dims [i = 128, j = 256, e = 64] reduce [j]
  // CHECK:   fuse.reduce #fuse.add dims [d = 64] ins(%{{.*}}, %{{.*}} : tensor<128x64xbf16>, tensor<256x64xbf16>) maps
  // CHECK-SAME: -> f32
  // CHECK:   fuse.yield %{{.*}}, %{{.*}} : f32, bf16
  %m, %s, %o = fuse.aggregate #fuse.weighted_softmax dims [i = 128, j = 256, e = 64] reduce [j]
      ins(%v : tensor<256x64xbf16>) maps [affine_map<(i, j, e) -> (j, e)>]
      -> tensor<128x64xf32>, tensor<128x64xf32>, tensor<128x64xf32> {
  ^bb0(%ve: bf16):
    %x = fuse.reduce #fuse.add dims [d = 64] ins(%q, %k : tensor<128x64xbf16>, tensor<256x64xbf16>)
        maps [affine_map<(i, j, e, d) -> (i, d)>, affine_map<(i, j, e, d) -> (j, d)>] -> f32 {
    ^bb0(%a: bf16, %b: bf16):
      %af = arith.extf %a : bf16 to f32
      %bf = arith.extf %b : bf16 to f32
      %p = arith.mulf %af, %bf : f32
      fuse.yield %p : f32
    }
    fuse.yield %x, %ve : f32, bf16
  }
  return %m, %s, %o : tensor<128x64xf32>, tensor<128x64xf32>, tensor<128x64xf32>
}

// CHECK-LABEL: func @monoid_attrs
func.func @monoid_attrs() attributes {
    // CHECK-SAME: #fuse.add, #fuse.max, #fuse.softmax, #fuse.weighted_softmax
    monoids = [#fuse.add, #fuse.max, #fuse.softmax, #fuse.weighted_softmax]} {
  return
}

// Dynamic iteration sizes (`?`): a row sum over a dynamic number of rows
// and columns; a static extent in an input agrees with a `?` size.
// CHECK-LABEL: func @dynamic_dims
// CHECK: fuse.aggregate #fuse.add dims [i = ?, j = ?, c = 8] reduce [j] ins(%{{.*}}, %{{.*}} : tensor<?x?xf32>, tensor<8xf32>)
// CHECK-SAME: -> tensor<?x8xf32>
func.func @dynamic_dims(%x: tensor<?x?xf32>, %w: tensor<8xf32>) -> tensor<?x8xf32> {
  %r = fuse.aggregate #fuse.add dims [i = ?, j = ?, c = 8] reduce [j]
      ins(%x, %w : tensor<?x?xf32>, tensor<8xf32>)
      maps [affine_map<(i, j, c) -> (i, j)>, affine_map<(i, j, c) -> (c)>]
      -> tensor<?x8xf32> {
  ^bb0(%a: f32, %b: f32):
    %p = arith.mulf %a, %b : f32
    fuse.yield %p : f32
  }
  return %r : tensor<?x8xf32>
}

// Segments of the reduced dim, and an aggregate folding states.
// CHECK-LABEL: func @segments_and_states
// CHECK: fuse.aggregate #fuse.softmax dims [i = 4, j = 1000, s = 3] reduce [j] {{.*}} attributes {segment_align = 256 : i64, segment_dim = 2 : i64}
// CHECK: fuse.aggregate #fuse.softmax dims [i = 4, s = 3] reduce [s] {{.*}} attributes {yields_state}
func.func @segments_and_states(%x: tensor<4x1000xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %p:2 = fuse.aggregate #fuse.softmax dims [i = 4, j = 1000, s = 3] reduce [j]
      ins(%x : tensor<4x1000xf32>) maps [affine_map<(d0, d1, d2) -> (d0, d1)>] -> tensor<4x3xf32>, tensor<4x3xf32> attributes {segment_align = 256 : i64, segment_dim = 2 : i64} {
  ^bb0(%e: f32):
    fuse.yield %e : f32
  }
  %r:2 = fuse.aggregate #fuse.softmax dims [i = 4, s = 3] reduce [s]
      ins(%p#0, %p#1 : tensor<4x3xf32>, tensor<4x3xf32>) maps [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>] -> tensor<4xf32>, tensor<4xf32> attributes {yields_state} {
  ^bb0(%m: f32, %s: f32):
    fuse.yield %m, %s : f32, f32
  }
  return %r#0, %r#1 : tensor<4xf32>, tensor<4xf32>
}

// An input read as a window (an imported tensor.extract_slice): the key dim
// has 256 points, the cache axis 512; the mask's rows are offset by 128.
// CHECK-LABEL: func @window_reads
// CHECK: fuse.aggregate #fuse.add dims [i = 128, j = 256] reduce [j] ins(%{{.+}}, %{{.+}} : tensor<512x64xf32>, tensor<512x512xf32>)
func.func @window_reads(%cache: tensor<512x64xf32>, %mask: tensor<512x512xf32>) -> tensor<128xf32> {
  %s = fuse.aggregate #fuse.add dims [i = 128, j = 256] reduce [j]
      ins(%cache, %mask : tensor<512x64xf32>, tensor<512x512xf32>)
      maps [affine_map<(d0, d1) -> (d1, 0)>, affine_map<(d0, d1) -> (d0 + 128, d1)>] -> tensor<128xf32> {
  ^bb0(%c: f32, %m: f32):
    %x = arith.addf %c, %m : f32
    fuse.yield %x : f32
  }
  return %s : tensor<128xf32>
}
