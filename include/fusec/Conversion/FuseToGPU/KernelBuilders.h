//===- KernelBuilders.h - per-op GPU kernel generators ----------*- C++ -*-===//
//
// The kernel generators convert-fuse-to-gpu dispatches to. Each one appends a
// gpu.func to the kernel module and returns how to launch it; the argument
// order is the op's operands followed by its results, as memrefs.
//
//===----------------------------------------------------------------------===//

#ifndef FUSEC_CONVERSION_FUSETOGPU_KERNELBUILDERS_H
#define FUSEC_CONVERSION_FUSETOGPU_KERNELBUILDERS_H

#include "fusec/Dialect/Fuse/IR/FuseOps.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/BuiltinTypes.h"

namespace mlir::fuse {

/// How to launch one generated kernel.
struct KernelLaunch {
  SmallVector<int64_t, 3> grid{1, 1, 1};
  SmallVector<int64_t, 3> block{1, 1, 1};
  int64_t sharedBytes = 0;
};

/// The manifest's name of an element type ("f32", "bf16", ...), or "" when
/// unsupported.
StringRef dtypeName(Type elementType);

/// Appends an empty kernel `name` taking `argTypes` to `kernels` and sets
/// `b`'s insertion point at its start.
gpu::GPUFuncOp createKernel(OpBuilder &b, gpu::GPUModuleOp kernels,
                            Location loc, StringRef name,
                            ArrayRef<MemRefType> argTypes);

/// A kernel being built: its function, the memref argument of each host
/// tensor it reads, and its result arguments.
struct KernelFrame {
  gpu::GPUFuncOp fn;
  llvm::DenseMap<Value, Value> memrefOf;
  SmallVector<Value> results;
};

/// createKernel, plus the mapping of `operands` (host tensors) to the first
/// arguments; the remaining arguments are the results.
KernelFrame beginKernel(OpBuilder &b, gpu::GPUModuleOp kernels, Location loc,
                        StringRef name, ArrayRef<Value> operands,
                        ArrayRef<MemRefType> argTypes);

/// The tensors an aggregate kernel reads: its inputs, then the tensors nested
/// fuse.reduce ops capture.
SmallVector<Value> aggregateKernelOperands(AggregateOp op);

/// A correct, untiled kernel for any `fuse.aggregate`: one thread per kept
/// point folding the monoid over the reduced dimensions. Arguments: the
/// `operands` (see aggregateKernelOperands), then one per result -- of
/// `epilogue` when given: an elementwise aggregate over `op`'s results that
/// is applied to the state in registers before the store.
FailureOr<KernelLaunch> buildAggregateKernel(gpu::GPUModuleOp kernels,
                                             StringRef name, AggregateOp op,
                                             ArrayRef<Value> operands,
                                             ArrayRef<MemRefType> argTypes,
                                             AggregateOp epilogue = nullptr);

/// Whether `op` is a `#fuse.weighted_softmax` aggregate whose logit is a
/// nested dot product of two 16-bit tensors (head dim 64 or 128): the shape
/// factorization and chain formation give softmax(Q K^T) V.
bool isTensorCoreOnlineSoftmax(AggregateOp op);

/// The tensor-core kernel (mma.sync m16n8k16, ldmatrix, cp.async) for such
/// an aggregate, FlashAttention-2's loop structure; arguments as for
/// buildAggregateKernel.
FailureOr<KernelLaunch> buildOnlineSoftmaxKernel(
    gpu::GPUModuleOp kernels, StringRef name, AggregateOp op,
    ArrayRef<Value> operands, ArrayRef<MemRefType> argTypes,
    AggregateOp epilogue = nullptr);

/// Whether `op` is a single contraction (`#fuse.add` of the scaled product
/// of two 16-bit inputs) the tensor-core GEMM generator handles.
bool isTensorCoreContraction(AggregateOp op);

/// The tiled tensor-core GEMM kernel (128x128x64 tiles, mma.sync, ldmatrix,
/// two-stage cp.async) for such a contraction; arguments as for
/// buildAggregateKernel.
FailureOr<KernelLaunch> buildContractionKernel(
    gpu::GPUModuleOp kernels, StringRef name, AggregateOp op,
    ArrayRef<Value> operands, ArrayRef<MemRefType> argTypes,
    AggregateOp epilogue = nullptr);

/// A correct, untiled kernel for `fuse.matmul`: one thread per output
/// element, f32 (or f64) accumulation. Arguments: lhs, rhs, result.
FailureOr<KernelLaunch> buildMatmulKernel(gpu::GPUModuleOp kernels,
                                          StringRef name, MatmulOp op,
                                          ArrayRef<MemRefType> argTypes);

} // namespace mlir::fuse

#endif // FUSEC_CONVERSION_FUSETOGPU_KERNELBUILDERS_H
