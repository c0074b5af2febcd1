// RUN: fuse-opt %s --fusec-cpu-pipeline | FileCheck %s
// RUN: fuse-opt %s --fusec-cpu-pipeline | FileCheck %s --check-prefix=ONLY-LLVM
// RUN: fuse-opt %s --fusec-cpu-pipeline="rewrites={canonicalize,cse}" | FileCheck %s
// RUN: not fuse-opt %s --fusec-cpu-pipeline="rewrites=no-such-pass" 2>&1 | FileCheck %s --check-prefix=BAD

// Everything reaches the LLVM dialect; results become out-parameters and
// public functions get a c-interface wrapper for the ExecutionEngine.
// ONLY-LLVM-NOT: {{(fuse|scf|tensor|memref|bufferization|arith|math|func|cf)\.}}
// CHECK-LABEL: llvm.func @attention
// CHECK-LABEL: llvm.func @_mlir_ciface_attention(%{{.+}}: !llvm.ptr, %{{.+}}: !llvm.ptr, %{{.+}}: !llvm.ptr, %{{.+}}: !llvm.ptr)
// CHECK-SAME: attributes {llvm.emit_c_interface}

// BAD: invalid rewrites 'no-such-pass'

func.func @attention(%q: tensor<5x16xbf16>, %k: tensor<11x16xbf16>,
                     %v: tensor<11x16xbf16>) -> tensor<5x16xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.25
      : tensor<5x16xbf16>, tensor<11x16xbf16> -> tensor<5x11xf32>
  %p = fuse.softmax %s axis = 1 : tensor<5x11xf32>
  %pb = fuse.map ins(%p : tensor<5x11xf32>) -> tensor<5x11xbf16> {
  ^bb0(%x: f32):
    %y = arith.truncf %x : f32 to bf16
    fuse.yield %y : bf16
  }
  %o = fuse.matmul %pb, %v : tensor<5x11xbf16>, tensor<11x16xbf16> -> tensor<5x16xbf16>
  return %o : tensor<5x16xbf16>
}
