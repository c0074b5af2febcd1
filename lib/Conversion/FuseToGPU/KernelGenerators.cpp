//===- KernelGenerators.cpp - the registry of kernel strategies -----------===//
//
// The one place the kernel generators are registered, in the order they
// are asked (the first that matches an op builds its kernel): the tensor-
// core online softmax and GEMM before the untiled kernels that take every
// aggregate and fuse.matmul. Also what every generator's kernel group
// shares: the elementwise epilogue fused into a kernel (findEpilogue).
//
//===----------------------------------------------------------------------===//

#include "KernelConfigs.h"
#include "KernelGenerator.h"
#include "fusec/Transforms/AggregateUtils.h"

using namespace mlir;
using namespace mlir::fuse;

ArrayRef<std::unique_ptr<KernelGenerator>> mlir::fuse::kernelGenerators() {
  static const SmallVector<std::unique_ptr<KernelGenerator>> generators = [] {
    SmallVector<std::unique_ptr<KernelGenerator>> g;
    g.push_back(createOnlineSoftmaxGenerator());
    g.push_back(createContractionGenerator());
    g.push_back(createAggregateGenerator());
    g.push_back(createMatmulGenerator());
    g.push_back(createConstantGenerator());
    return g;
  }();
  return generators;
}

const KernelGenerator *
mlir::fuse::findGenerator(Operation *op, const TensorCoreTarget &target) {
  for (const std::unique_ptr<KernelGenerator> &g : kernelGenerators())
    if (g->matches(op, target))
      return g.get();
  return nullptr;
}

KernelGenerator::~KernelGenerator() = default;

KernelGroup mlir::fuse::defaultKernelGroup(Operation *op) {
  KernelGroup group;
  group.op = op;
  group.inputs.assign(op->operand_begin(), op->operand_end());
  if (auto agg = dyn_cast<AggregateOp>(op)) {
    group.epilogue = findEpilogue(agg);
    group.inputs = aggregateKernelOperands(agg);
  }
  return group;
}

KernelGroup KernelGenerator::group(Operation *op,
                                   const TensorCoreTarget &target) const {
  return defaultKernelGroup(op);
}

/// The elementwise aggregate that is the only user of every result of
/// `op` and reads nothing else, over exactly `op`'s kept dimensions: it can
/// run as the epilogue of `op`'s kernel, so `op`'s results never reach memory.
/// With `readsOthers` (the tensor-core GEMM, which loads them) it may also
/// read tensors ready before `op` runs (bias, residual) through any map. A
/// user `besides` is not counted.
AggregateOp mlir::fuse::findEpilogue(AggregateOp op, bool readsOthers,
                                     Operation *besides) {
  auto users = llvm::make_filter_range(
      op->getUsers(), [&](Operation *user) { return user != besides; });
  if (users.empty() || !llvm::all_equal(users))
    return nullptr;
  auto user = dyn_cast<AggregateOp>(*users.begin());
  if (!user || !isElementwise(user))
    return nullptr;
  for (auto [in, m] : llvm::zip(user.getInputs(), user.getIndexingMaps())) {
    if (isGatheredInput(cast<AffineMapAttr>(m).getValue(), in.getType()))
      return nullptr;
    if (in.getDefiningOp() == op) {
      if (!cast<AffineMapAttr>(m).getValue().isIdentity())
        return nullptr;
      continue;
    }
    Operation *def = in.getDefiningOp();
    if (!readsOthers || !isa<RankedTensorType>(in.getType()) ||
        (def &&
         (def->getBlock() != op->getBlock() || !def->isBeforeInBlock(op))))
      return nullptr;
  }
  auto keptShape = cast<ShapedType>(op.getResult(0).getType()).getShape();
  if (user.getDimSizes() != keptShape)
    return nullptr;
  return user;
}
