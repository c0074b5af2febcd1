// fuse-partition-kernels: contiguous runs of kernels of about the same
// size, each partition with a copy of the module's other ops.
// RUN: fuse-opt %s --fuse-partition-kernels=partitions=3 | FileCheck %s
// RUN: fuse-opt %s --fuse-partition-kernels=partitions=1 | FileCheck %s --check-prefix=ONE
// RUN: fuse-opt %s --fuse-partition-kernels=partitions=8 | FileCheck %s --check-prefix=EACH

// CHECK-LABEL: gpu.module @fusec_kernels {
// CHECK-NEXT:    memref.global "private" constant @table
// CHECK:         gpu.func @k0
// CHECK:         gpu.func @k1
// CHECK-LABEL: gpu.module @fusec_kernels_0 {
// CHECK-NEXT:    memref.global "private" constant @table
// CHECK:         gpu.func @k2
// CHECK-NOT:     gpu.func
// CHECK-LABEL: gpu.module @fusec_kernels_1 {
// CHECK-NEXT:    memref.global "private" constant @table
// CHECK:         gpu.func @k3
// CHECK-NOT:     gpu.module

// ONE:     gpu.module @fusec_kernels {
// ONE-NOT: gpu.module

// At most one partition per kernel.
// EACH-COUNT-4: gpu.module
// EACH-NOT:     gpu.module

module attributes {gpu.container_module} {
  gpu.module @fusec_kernels {
    memref.global "private" constant @table : memref<4xf32> = dense<[1.0, 2.0, 3.0, 4.0]>
    gpu.func @k0(%out: memref<4xf32>) kernel {
      %i = gpu.thread_id x
      %t = memref.get_global @table : memref<4xf32>
      %v = memref.load %t[%i] : memref<4xf32>
      memref.store %v, %out[%i] : memref<4xf32>
      gpu.return
    }
    gpu.func @k1(%out: memref<4xf32>) kernel {
      %i = gpu.thread_id x
      %t = memref.get_global @table : memref<4xf32>
      %v = memref.load %t[%i] : memref<4xf32>
      memref.store %v, %out[%i] : memref<4xf32>
      gpu.return
    }
    gpu.func @k2(%out: memref<4xf32>) kernel {
      %i = gpu.thread_id x
      %t = memref.get_global @table : memref<4xf32>
      %v = memref.load %t[%i] : memref<4xf32>
      memref.store %v, %out[%i] : memref<4xf32>
      gpu.return
    }
    gpu.func @k3(%out: memref<4xf32>) kernel {
      %i = gpu.thread_id x
      %t = memref.get_global @table : memref<4xf32>
      %v = memref.load %t[%i] : memref<4xf32>
      memref.store %v, %out[%i] : memref<4xf32>
      gpu.return
    }
  }
}
