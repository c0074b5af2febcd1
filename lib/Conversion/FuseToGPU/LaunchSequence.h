//===- LaunchSequence.h - a function's kernels and manifest -----*- C++ -*-===//
//
// Private to convert-fuse-to-gpu: the launch sequence of one host function.
// It gives every tensor a buffer (input, output or temporary; shapes with
// the dimension symbols of DimSymbols.h), asks the kernel generators
// (KernelGenerator.h) for one kernel per remaining op, and records the
// buffers, kernels (grid, block, arguments) and per-op reference that make
// up the function's launch manifest.
//
//===----------------------------------------------------------------------===//

#ifndef FUSEC_LIB_CONVERSION_FUSETOGPU_LAUNCHSEQUENCE_H
#define FUSEC_LIB_CONVERSION_FUSETOGPU_LAUNCHSEQUENCE_H

#include "DimSymbols.h"
#include "fusec/Conversion/FuseToGPU/KernelBuilders.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"

namespace mlir::fuse {

/// Whether `copy` only writes a computed tensor, row-major, into a returned
/// 1-D buffer (a flattened output): the launch sequence then has the
/// tensor's kernel write that buffer in place, as a view, and `copy` is no
/// kernel.
bool isFlatOutputCopy(AggregateOp copy);

class KernelGenerator;

/// Assigns buffers to the tensors of one host function and records kernels
/// into the manifest.
class LaunchSequence {
public:
  LaunchSequence(func::FuncOp func, gpu::GPUModuleOp kernels,
                 TensorCoreTarget target)
      : func(func), kernels(kernels), target(target), b(func.getContext()),
        dims(func) {}

  /// Generates the kernels; fails with a located error on unsupported input.
  LogicalResult run();

  /// The function's launch manifest, after run(). `reference`: the graph
  /// fuse-record-reference recorded, if any; else the manifest's reference
  /// is the per-op one of what was lowered.
  ManifestAttr manifest(ReferenceGraphAttr reference);

private:
  LogicalResult declareBuffer(Value v, StringRef kind, std::string name);
  FailureOr<KernelSignature> signatureOf(Operation *op,
                                         const KernelGenerator *generator,
                                         ArrayRef<Value> buffers,
                                         SmallVectorImpl<int64_t> &symbols);
  SmallVector<GridDimAttr> gridAttr(Operation *op, const KernelLaunch &launch);
  LogicalResult lowerOp(Operation *op);
  ReferenceOpAttr referenceFor(Operation *op);

  func::FuncOp func;
  gpu::GPUModuleOp kernels;
  TensorCoreTarget target;
  OpBuilder b;
  llvm::DenseMap<Value, std::string> bufferOf;
  llvm::DenseMap<Value, MemRefType> memrefOf;
  /// Per buffer and axis: its size symbol, or -1 when static.
  llvm::DenseMap<Value, SmallVector<int64_t>> symbolsOf;
  /// Row-major N-D views of 1-D buffers (a tensor.expand_shape of a
  /// flattened argument): the view's shape; its buffer is the argument's.
  llvm::DenseMap<Value, SmallVector<int64_t>> viewShapeOf;
  /// Views of a slice of a 1-D argument (tensor.extract_slice at a static
  /// offset): the element offset where the view starts in its buffer.
  llvm::DenseMap<Value, int64_t> offsetOf;
  /// Registers `view` (static type `ty`) as a row-major view of `buffer`'s
  /// buffer starting `offset` elements into it.
  void aliasView(Value view, RankedTensorType ty, Value buffer,
                 int64_t offset);
  DimSymbols dims;
  unsigned numTemps = 0;
  llvm::SmallPtrSet<Operation *, 4> fusedEpilogues;
  /// The manifest entries built for this function.
  SmallVector<BufferAttr> bufferAttrs;
  SmallVector<LaunchAttr> kernelAttrs;
  SmallVector<ReferenceOpAttr> referenceAttrs;
  /// Whether a kernel takes a tensor map or counters (manifest version 2
  /// arguments).
  bool usesVersion2Args = false;
};

} // namespace mlir::fuse

#endif // FUSEC_LIB_CONVERSION_FUSETOGPU_LAUNCHSEQUENCE_H
