// RUN: fusec %s --emit=gpu -o - | FileCheck %s
// RUN: rm -rf %t && mkdir -p %t
// RUN: fusec %s -o %t/a.ptx

// Found with fuse-fuzz: attention with f64 logits and an f64 output. The
// tensor-core kernel keeps its softmax state in f32 registers, and its
// epilogue (o = v / s) was emitted on those f32 values with the f64 types of
// the epilogue's body: 'arith.divf' (f32, f32) -> f64, invalid IR after
// convert-fuse-to-gpu. The state is now converted to the body's types first.

// CHECK-LABEL: gpu.func @attention_0_weighted_softmax(
// CHECK-SAME:    memref<2x8x1024x64xf64>, %arg4: !llvm.ptr, %arg5: !llvm.ptr) kernel
// CHECK:         %[[M:.+]] = arith.extf %{{.+}} : f32 to f64
// CHECK-NEXT:    %[[S:.+]] = arith.extf %{{.+}} : f32 to f64
// CHECK-NEXT:    %[[V:.+]] = arith.extf %{{.+}} : f32 to f64
// CHECK-NEXT:    arith.cmpf oeq, %[[S]], %{{.+}} : f64
// CHECK-NEXT:    %[[O:.+]] = arith.divf %[[V]], %[[S]] fastmath<arcp> : f64
// CHECK:         vector.store %{{.+}}, %{{.+}} {alignment = 16 : i64} : memref<2x8x1024x64xf64>, vector<2xf64>

func.func @attention(%q: tensor<2x8x1024x64xbf16>, %k: tensor<2x8x1024x64xbf16>,
                     %v: tensor<2x8x1024x64xbf16>) -> tensor<2x8x1024x64xf64> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.125
      : tensor<2x8x1024x64xbf16>, tensor<2x8x1024x64xbf16> -> tensor<2x8x1024x1024xf64>
  %p = fuse.softmax %s axis = 3 : tensor<2x8x1024x1024xf64>
  %o = fuse.matmul %p, %v : tensor<2x8x1024x1024xf64>, tensor<2x8x1024x64xbf16> -> tensor<2x8x1024x64xf64>
  return %o : tensor<2x8x1024x64xf64>
}
