// RUN: fuse-opt %s --fuse-serialize-kernels -verify-diagnostics -split-input-file

module attributes {gpu.container_module} {
  // expected-error @below {{fuse-serialize-kernels: the kernel module needs exactly one GPU target attribute (run fuse-attach-nvvm-target first)}}
  gpu.module @fusec_kernels {
    llvm.func @k0() attributes {gpu.kernel, nvvm.kernel} {
      llvm.return
    }
  }
}
