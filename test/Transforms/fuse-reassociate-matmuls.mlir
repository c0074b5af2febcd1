// Matrix-chain ordering: (A.B).C -> A.(B.C) when the roofline predicts it
// faster; kept as written otherwise, and never across a map or with
// shapes / types it cannot price.
// RUN: fuse-opt %s -split-input-file --fuse-reassociate-matmuls | FileCheck %s
// RUN: fuse-opt %s -split-input-file --fuse-reassociate-matmuls="emit-remarks=true" -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: not fuse-opt %s -split-input-file --fuse-reassociate-matmuls="gpu=h300" -o /dev/null 2>&1 | FileCheck %s --check-prefix=BADGPU

// k = 128 << n = 4096: A.(B.C) does 6.7e8 FLOPs instead of 3.4e10. The
// scales move onto the outer matmul; B . C keeps the intermediate's type.
// CHECK: fusec.rewrites = [#fuse.reassociate_record<location = "{{.*}}fuse-reassociate-matmuls.mlir:[[@LINE+11]]:8", function = "long_chain", m = 16384, k = 128, n = 4096, p = 128, batch = 1,
// CHECK-SAME: flops = <as_written = 34359738368.0, reassociated = 6.7108864e+08>, time_us = <as_written = 93.26{{[0-9]*}}, reassociated = 13.14{{[0-9]*}}>, applied = true,
// CHECK-SAME: reason = "(A.B).C with A 16384x128, B 128x4096, C 4096x128: as written 3.44e+10 FLOP, roofline 93.3 us; as A.(B.C) 6.71e+08 FLOP, roofline 13.1 us on h100: reassociated to A.(B.C)">]
// CHECK-LABEL: func @long_chain
// CHECK-SAME: (%[[A:.*]]: tensor<16384x128xbf16>, %[[B:.*]]: tensor<128x4096xbf16>, %[[C:.*]]: tensor<4096x128xbf16>)
// CHECK-NEXT: %[[X:.*]] = fuse.matmul %[[B]], %[[C]] : tensor<128x4096xbf16>, tensor<4096x128xbf16> -> tensor<128x128xbf16>
// CHECK-NEXT: %[[Y:.*]] = fuse.matmul %[[A]], %[[X]] scale 1.250000e-01 : tensor<16384x128xbf16>, tensor<128x128xbf16> -> tensor<16384x128xbf16>
// CHECK-NEXT: return %[[Y]]
// REMARK: remark: fusec reassociation: (A.B).C with A 16384x128, B 128x4096, C 4096x128: {{.*}} reassociated to A.(B.C)
func.func @long_chain(%a: tensor<16384x128xbf16>, %b: tensor<128x4096xbf16>, %c: tensor<4096x128xbf16>) -> tensor<16384x128xbf16> {
  %t = fuse.matmul %a, %b scale 0.5 : tensor<16384x128xbf16>, tensor<128x4096xbf16> -> tensor<16384x4096xbf16>
  %y = fuse.matmul %t, %c scale 0.25 : tensor<16384x4096xbf16>, tensor<4096x128xbf16> -> tensor<16384x128xbf16>
  return %y : tensor<16384x128xbf16>
}

// -----

// Transposes carry over: A stored [k, m], B stored [n, k], C stored [p, n];
// batch dimensions stay.
// CHECK-LABEL: func @transposed_batched
// CHECK-SAME: (%[[A:.*]]: tensor<4x64x2048xf16>, %[[B:.*]]: tensor<4x1024x64xf16>, %[[C:.*]]: tensor<4x64x1024xf16>)
// CHECK-NEXT: %[[X:.*]] = fuse.matmul %[[B]], %[[C]] transpose_lhs transpose_rhs : tensor<4x1024x64xf16>, tensor<4x64x1024xf16> -> tensor<4x64x64xf16>
// CHECK-NEXT: fuse.matmul %[[A]], %[[X]] transpose_lhs : tensor<4x64x2048xf16>, tensor<4x64x64xf16> -> tensor<4x2048x64xf16>
// REMARK: remark: fusec reassociation: (A.B).C with A 2048x64, B 64x1024, C 1024x64, batch 4: {{.*}} reassociated to A.(B.C)
func.func @transposed_batched(%a: tensor<4x64x2048xf16>, %b: tensor<4x1024x64xf16>, %c: tensor<4x64x1024xf16>) -> tensor<4x2048x64xf16> {
  %t = fuse.matmul %a, %b transpose_lhs transpose_rhs : tensor<4x64x2048xf16>, tensor<4x1024x64xf16> -> tensor<4x2048x1024xf16>
  %y = fuse.matmul %t, %c transpose_rhs : tensor<4x2048x1024xf16>, tensor<4x64x1024xf16> -> tensor<4x2048x64xf16>
  return %y : tensor<4x2048x64xf16>
}

// -----

// The other order is dearer (B.C would be 4096 x 4096): kept, and the
// record says why.
// CHECK: fusec.rewrites = [#fuse.reassociate_record<{{.*}}applied = false
// CHECK-SAME: kept as written">]
// CHECK-LABEL: func @kept
// CHECK-NEXT: fuse.matmul %arg0, %arg1
// CHECK-NEXT: fuse.matmul
// REMARK: remark: fusec reassociation: (A.B).C with A 128x4096, B 4096x64, C 64x4096: {{.*}} kept as written
func.func @kept(%a: tensor<128x4096xbf16>, %b: tensor<4096x64xbf16>, %c: tensor<64x4096xbf16>) -> tensor<128x4096xbf16> {
  %t = fuse.matmul %a, %b : tensor<128x4096xbf16>, tensor<4096x64xbf16> -> tensor<128x64xbf16>
  %y = fuse.matmul %t, %c : tensor<128x64xbf16>, tensor<64x4096xbf16> -> tensor<128x4096xbf16>
  return %y : tensor<128x4096xbf16>
}

// -----

// Not reassociable: a map between the matmuls (here an activation), an
// intermediate with a second use, an f32 intermediate between bf16
// operands, a dynamic extent. Nothing is recorded.
// CHECK-NOT: fusec.rewrites
// CHECK-LABEL: func @map_between
// CHECK-NEXT: fuse.matmul %arg0, %arg1
// CHECK-NEXT: fuse.map
// CHECK: fuse.matmul
func.func @map_between(%a: tensor<1024x64xbf16>, %b: tensor<64x4096xbf16>, %c: tensor<4096x64xbf16>) -> tensor<1024x64xbf16> {
  %t = fuse.matmul %a, %b : tensor<1024x64xbf16>, tensor<64x4096xbf16> -> tensor<1024x4096xbf16>
  %g = fuse.map ins(%t : tensor<1024x4096xbf16>) -> tensor<1024x4096xbf16> {
  ^bb0(%x: bf16):
    %z = arith.constant 0.0 : bf16
    %r = arith.maximumf %x, %z : bf16
    fuse.yield %r : bf16
  }
  %y = fuse.matmul %g, %c : tensor<1024x4096xbf16>, tensor<4096x64xbf16> -> tensor<1024x64xbf16>
  return %y : tensor<1024x64xbf16>
}
// CHECK-LABEL: func @two_uses
// CHECK-NEXT: fuse.matmul %arg0, %arg1
// CHECK-NEXT: fuse.matmul
func.func @two_uses(%a: tensor<1024x64xbf16>, %b: tensor<64x4096xbf16>, %c: tensor<4096x64xbf16>) -> (tensor<1024x64xbf16>, tensor<1024x4096xbf16>) {
  %t = fuse.matmul %a, %b : tensor<1024x64xbf16>, tensor<64x4096xbf16> -> tensor<1024x4096xbf16>
  %y = fuse.matmul %t, %c : tensor<1024x4096xbf16>, tensor<4096x64xbf16> -> tensor<1024x64xbf16>
  return %y, %t : tensor<1024x64xbf16>, tensor<1024x4096xbf16>
}
// CHECK-LABEL: func @f32_intermediate
// CHECK-NEXT: fuse.matmul %arg0, %arg1
func.func @f32_intermediate(%a: tensor<1024x64xbf16>, %b: tensor<64x4096xbf16>, %c: tensor<4096x64xbf16>) -> tensor<1024x64xbf16> {
  %t = fuse.matmul %a, %b : tensor<1024x64xbf16>, tensor<64x4096xbf16> -> tensor<1024x4096xf32>
  %y = fuse.matmul %t, %c : tensor<1024x4096xf32>, tensor<4096x64xbf16> -> tensor<1024x64xbf16>
  return %y : tensor<1024x64xbf16>
}
// CHECK-LABEL: func @dynamic_rows
// CHECK-NEXT: fuse.matmul %arg0, %arg1
func.func @dynamic_rows(%a: tensor<?x64xbf16>, %b: tensor<64x4096xbf16>, %c: tensor<4096x64xbf16>) -> tensor<?x64xbf16> {
  %t = fuse.matmul %a, %b : tensor<?x64xbf16>, tensor<64x4096xbf16> -> tensor<?x4096xbf16>
  %y = fuse.matmul %t, %c : tensor<?x4096xbf16>, tensor<4096x64xbf16> -> tensor<?x64xbf16>
  return %y : tensor<?x64xbf16>
}

// BADGPU: error: fuse-reassociate-matmuls: unknown GPU 'h300' for the cost model; expected one of:
