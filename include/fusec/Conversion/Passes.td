//===- Passes.td - fusec conversion passes -----------------*- tablegen -*-===//

#ifndef FUSEC_CONVERSION_PASSES_TD
#define FUSEC_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

def ConvertFuseToGPUPass : Pass<"convert-fuse-to-gpu", "::mlir::ModuleOp"> {
  let summary = "Generate one GPU kernel per fused chain or fuse op";
  let description = [{
    Turns every `func.func` of fuse ops on static tensors into a launch
    sequence: each supported op becomes a `gpu.func` kernel in the
    `gpu.module @fusec_kernels`, every tensor a buffer (function arguments
    are inputs, returned values outputs, the rest temporaries). The host
    function is replaced by the launch manifest, stored as the module
    attribute `fusec.manifest` (kernel names, grid, block, shared memory,
    argument buffers, shapes, dtypes, strides and the reference graph).

    Ops without a kernel generator are a located error.
  }];
  let dependentDialects = ["::mlir::gpu::GPUDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::math::MathDialect"];
}

#endif // FUSEC_CONVERSION_PASSES_TD
