// RUN: fuse-opt %s --fuse-raise-linalg --split-input-file --mlir-print-local-scope | FileCheck %s

// tensor.concat of static pieces of equal size along a dim is one
// elementwise op reading piece p at `d mod size` (in bounds everywhere) and
// yielding the piece whose range holds d: its producers and consumers fuse
// by their maps. RoPE's rotate_half as torch-mlir writes it,
// concat(-x[..., 32:], x[..., :32]), times sin plus x times cos: one
// aggregate, reading x three times (as is, its upper half negated, its
// lower half).

// CHECK-LABEL: func @rotate_half(
// CHECK: %[[R:.+]] = fuse.aggregate #fuse.add dims [d0 = 2, d1 = 16, d2 = 128, d3 = 64] reduce [] ins(%arg0, %arg0, %arg0, %arg1, %arg2 : {{.*}}) maps [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3 mod 32 + 32)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3 mod 32)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>]
// CHECK-NEXT: ^bb0(%[[X:.+]]: f32, %[[HI:.+]]: f32, %[[LO:.+]]: f32, %[[C:.+]]: f32, %[[S:.+]]: f32):
// CHECK-NEXT:   %[[NEG:.+]] = arith.negf %[[HI]] : f32
// CHECK-NEXT:   %[[D:.+]] = fuse.index 3 : index
// CHECK-NEXT:   %[[C32:.+]] = arith.constant 32 : index
// CHECK-NEXT:   %[[FIRST:.+]] = arith.cmpi ult, %[[D]], %[[C32]] : index
// CHECK-NEXT:   %[[ROT:.+]] = arith.select %[[FIRST]], %[[NEG]], %[[LO]] : f32
// CHECK-NEXT:   %[[XC:.+]] = arith.mulf %[[X]], %[[C]] : f32
// CHECK-NEXT:   %[[RS:.+]] = arith.mulf %[[ROT]], %[[S]] : f32
// CHECK-NEXT:   %[[SUM:.+]] = arith.addf %[[XC]], %[[RS]] : f32
// CHECK-NEXT:   fuse.yield %[[SUM]] : f32
// CHECK-NOT: fuse.aggregate
// CHECK: return %[[R]]
func.func @rotate_half(%x: tensor<2x16x128x64xf32>, %cos: tensor<128x64xf32>, %sin: tensor<128x64xf32>) -> tensor<2x16x128x64xf32> {
  %x1 = tensor.extract_slice %x[0, 0, 0, 0] [2, 16, 128, 32] [1, 1, 1, 1] : tensor<2x16x128x64xf32> to tensor<2x16x128x32xf32>
  %x2 = tensor.extract_slice %x[0, 0, 0, 32] [2, 16, 128, 32] [1, 1, 1, 1] : tensor<2x16x128x64xf32> to tensor<2x16x128x32xf32>
  %e = tensor.empty() : tensor<2x16x128x32xf32>
  %n = linalg.negf ins(%x2 : tensor<2x16x128x32xf32>) outs(%e : tensor<2x16x128x32xf32>) -> tensor<2x16x128x32xf32>
  %r = tensor.concat dim(3) %n, %x1 : (tensor<2x16x128x32xf32>, tensor<2x16x128x32xf32>) -> tensor<2x16x128x64xf32>
  %e2 = tensor.empty() : tensor<2x16x128x64xf32>
  %o = linalg.generic {indexing_maps = [affine_map<(b, h, i, d) -> (b, h, i, d)>, affine_map<(b, h, i, d) -> (b, h, i, d)>, affine_map<(b, h, i, d) -> (i, d)>, affine_map<(b, h, i, d) -> (i, d)>, affine_map<(b, h, i, d) -> (b, h, i, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x, %r, %cos, %sin : tensor<2x16x128x64xf32>, tensor<2x16x128x64xf32>, tensor<128x64xf32>, tensor<128x64xf32>) outs(%e2 : tensor<2x16x128x64xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32, %s: f32, %out: f32):
    %1 = arith.mulf %a, %c : f32
    %2 = arith.mulf %b, %s : f32
    %3 = arith.addf %1, %2 : f32
    linalg.yield %3 : f32
  } -> tensor<2x16x128x64xf32>
  return %o : tensor<2x16x128x64xf32>
}

// -----

// Three pieces of 2 rows: rows 0-1 from %a, 2-3 from %b, 4-5 from %c.
// CHECK-LABEL: func @three_pieces(
// CHECK: fuse.aggregate #fuse.add dims [d0 = 6, d1 = 8] reduce [] ins(%arg0, %arg1, %arg2 : {{.*}}) maps [affine_map<(d0, d1) -> (d0 mod 2, d1)>, affine_map<(d0, d1) -> (d0 mod 2, d1)>, affine_map<(d0, d1) -> (d0 mod 2, d1)>]
// CHECK-NEXT: ^bb0(%[[A:.+]]: f32, %[[B:.+]]: f32, %[[C:.+]]: f32):
// CHECK-NEXT:   %[[I:.+]] = fuse.index 0 : index
// CHECK-NEXT:   %[[C4:.+]] = arith.constant 4 : index
// CHECK-NEXT:   %[[BEFORE_C:.+]] = arith.cmpi ult, %[[I]], %[[C4]] : index
// CHECK-NEXT:   %[[BC:.+]] = arith.select %[[BEFORE_C]], %[[B]], %[[C]] : f32
// CHECK-NEXT:   %[[C2:.+]] = arith.constant 2 : index
// CHECK-NEXT:   %[[BEFORE_B:.+]] = arith.cmpi ult, %[[I]], %[[C2]] : index
// CHECK-NEXT:   %[[ABC:.+]] = arith.select %[[BEFORE_B]], %[[A]], %[[BC]] : f32
// CHECK-NEXT:   fuse.yield %[[ABC]] : f32
func.func @three_pieces(%a: tensor<2x8xf32>, %b: tensor<2x8xf32>, %c: tensor<2x8xf32>) -> tensor<6x8xf32> {
  %r = tensor.concat dim(0) %a, %b, %c : (tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<6x8xf32>
  return %r : tensor<6x8xf32>
}

// -----

// Pieces of different sizes (an offset not a multiple of its piece's size):
// upstream's insert_slices, each a clamped gather.
// CHECK-LABEL: func @unequal_pieces(
// CHECK: tensor.extract %{{.+}} : tensor<2x8xf32>
// CHECK: tensor.extract %{{.+}} : tensor<3x8xf32>
func.func @unequal_pieces(%a: tensor<2x8xf32>, %b: tensor<3x8xf32>) -> tensor<5x8xf32> {
  %r = tensor.concat dim(0) %a, %b : (tensor<2x8xf32>, tensor<3x8xf32>) -> tensor<5x8xf32>
  return %r : tensor<5x8xf32>
}
