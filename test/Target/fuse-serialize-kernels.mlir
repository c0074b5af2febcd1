// fuse-serialize-kernels: every gpu.module compiled to PTX (in parallel),
// linked into one gpu.binary named as the first module: one header, each
// kernel once, the table both partitions define once. (The PTX is one
// string attribute on one line: counted with grep -o.)
// RUN: fuse-opt %s --fuse-serialize-kernels | FileCheck %s
// RUN: fuse-opt %s --fuse-serialize-kernels | grep -o "\.version 8\.0" | count 1
// RUN: fuse-opt %s --fuse-serialize-kernels | grep -o "\.b8 table\[16\]" | count 1
// RUN: fuse-opt %s --fuse-serialize-kernels | grep -o "\.entry k[01](" | count 2

// CHECK:     gpu.binary @fusec_kernels [#gpu.object<#nvvm.target<chip = "sm_90a", features = "+ptx80">, assembly = "{{.*}}.version 8.0{{.*}}.global .align 4 .b8 table[16]{{.*}}.entry k0{{.*}}.entry k1{{.*}}">]
// CHECK-NOT: gpu.module
// CHECK-NOT: gpu.binary

module attributes {gpu.container_module} {
  gpu.module @fusec_kernels [#nvvm.target<chip = "sm_90a", features = "+ptx80">] {
    llvm.mlir.global internal constant @table(dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>) {addr_space = 1 : i32} : !llvm.array<4 x f32>
    llvm.func @k0(%out: !llvm.ptr) attributes {gpu.kernel, nvvm.kernel} {
      %p = llvm.mlir.addressof @table : !llvm.ptr<1>
      %v = llvm.load volatile %p : !llvm.ptr<1> -> f32
      llvm.store %v, %out : f32, !llvm.ptr
      llvm.return
    }
  }
  gpu.module @fusec_kernels_1 [#nvvm.target<chip = "sm_90a", features = "+ptx80">] {
    llvm.mlir.global internal constant @table(dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>) {addr_space = 1 : i32} : !llvm.array<4 x f32>
    llvm.func @k1(%out: !llvm.ptr) attributes {gpu.kernel, nvvm.kernel} {
      %p = llvm.mlir.addressof @table : !llvm.ptr<1>
      %v = llvm.load volatile %p : !llvm.ptr<1> -> f32
      llvm.store %v, %out : f32, !llvm.ptr
      llvm.return
    }
  }
}
