//===- KernelGenerator.h - the kernel generators' interface -----*- C++ -*-===//
//
// Private to convert-fuse-to-gpu and fuse-select-kernel-config: the
// interface every kernel generator (strategy) implements -- which ops it
// builds (matches), what it folds into the kernel (group), the config it
// takes (selectConfig) and the kernel itself (emit) -- and the registry
// both passes ask, in one order (KernelGenerators.cpp).
//
// A new strategy is a config value and one generator file: a subclass of
// KernelGenerator with its `create...Generator` factory, declared below and
// added to the list in KernelGenerators.cpp.
//
//===----------------------------------------------------------------------===//

#ifndef FUSEC_LIB_CONVERSION_FUSETOGPU_KERNELGENERATOR_H
#define FUSEC_LIB_CONVERSION_FUSETOGPU_KERNELGENERATOR_H

#include "fusec/Conversion/FuseToGPU/KernelBuilders.h"

#include "mlir/IR/OperationSupport.h"

#include <memory>

namespace mlir::fuse {

/// What one kernel computes: the op a generator matched and the ops it
/// folds in, with the tensors the kernel reads and writes.
struct KernelGroup {
  Operation *op = nullptr;
  /// The elementwise consumer applied before the store (findEpilogue).
  AggregateOp epilogue;
  /// An elementwise consumer of the row statistics (m, s) of an online
  /// softmax (findRowEpilogue: a log-sum-exp), run per query row beside
  /// `epilogue`; its results are the kernel's last.
  AggregateOp rowEpilogue;
  /// The split-KV combine folded into the kernel (findFoldedCombine).
  AggregateOp combine;
  /// The tensors the kernel reads, in argument order.
  SmallVector<Value> inputs;
  /// Results of `op` the kernel writes to memory besides those of last():
  /// the partial states a combine folded by the segments' last CTA reads.
  SmallVector<Value> partials;

  /// The op whose results are the kernel's: the epilogue, else the
  /// combine, else `op`.
  Operation *last() const {
    return epilogue  ? static_cast<Operation *>(epilogue)
           : combine ? static_cast<Operation *>(combine)
                     : op;
  }
};

/// One kernel strategy. Generators are stateless; the registry's first
/// that matches an op builds its kernel.
class KernelGenerator {
public:
  virtual ~KernelGenerator();

  /// The strategy's name, for debugging output and docs/Design.md.
  virtual StringRef name() const = 0;

  /// Whether this generator builds the kernel of `op` (a top-level op of a
  /// host function) for `target`.
  virtual bool matches(Operation *op, const TensorCoreTarget &target) const = 0;

  /// The kernel's group when `op` matched: by default `op` alone with the
  /// elementwise epilogue findEpilogue finds for an aggregate; its inputs
  /// are aggregateKernelOperands for an aggregate, else `op`'s operands.
  virtual KernelGroup group(Operation *op,
                            const TensorCoreTarget &target) const;

  /// Whether the kernel takes size arguments for dynamic (`?`) extents.
  virtual bool takesDynamicExtents() const { return false; }

  /// fuse-select-kernel-config: sets `group.op`'s `fuse.kernel_config` (or
  /// checks one set by hand: a located error) and sets `record` to the
  /// kernel's entry of the module's `fusec.kernels` (left null: no
  /// record). By default the op takes no config.
  virtual LogicalResult selectConfig(const KernelGroup &group,
                                     const TensorCoreTarget &target,
                                     KernelRecordAttr &record) const {
    return success();
  }

  /// Appends the kernel `name` of `group` with the arguments of `sig` (the
  /// group's inputs, partials, last()'s results, then the row epilogue's) to
  /// `kernels`.
  virtual FailureOr<KernelLaunch>
  emit(gpu::GPUModuleOp kernels, StringRef name, const KernelGroup &group,
       const KernelSignature &sig, const TensorCoreTarget &target) const = 0;
};

/// Every generator, in the order they are asked (KernelGenerators.cpp).
ArrayRef<std::unique_ptr<KernelGenerator>> kernelGenerators();

/// The first generator that matches `op`, or null (no kernel for it).
const KernelGenerator *findGenerator(Operation *op,
                                     const TensorCoreTarget &target);

/// The group of `op` when no generator matches it: `op` alone (what
/// KernelGenerator::group does by default).
KernelGroup defaultKernelGroup(Operation *op);

// The generators, one per file.
/// The tensor-core online softmax (AttentionGenerator.cpp).
std::unique_ptr<KernelGenerator> createOnlineSoftmaxGenerator();
/// The tensor-core GEMM (ContractionKernel.cpp).
std::unique_ptr<KernelGenerator> createContractionGenerator();
/// The untiled kernel of any aggregate (AggregateKernel.cpp).
std::unique_ptr<KernelGenerator> createAggregateGenerator();
/// The untiled fuse.matmul (MatmulKernel.cpp).
std::unique_ptr<KernelGenerator> createMatmulGenerator();
/// A dense constant tensor copied to its buffer (ConstantKernel.cpp).
std::unique_ptr<KernelGenerator> createConstantGenerator();

} // namespace mlir::fuse

#endif // FUSEC_LIB_CONVERSION_FUSETOGPU_KERNELGENERATOR_H
