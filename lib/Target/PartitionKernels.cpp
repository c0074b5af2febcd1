//===- PartitionKernels.cpp - the kernel module in parallel pieces --------===//
//
// Lowering and LLVM's code generation take the compile time, one kernel
// after the other in one gpu.module. Split into partitions, the nested
// lowering passes run on the MLIR context's threads (the pass manager runs
// sibling gpu.modules in parallel) and so does fuse-serialize-kernels.
// Each partition holds a contiguous run of the kernels, so that the linked
// PTX keeps the kernels' order, and every other op of the module (device
// functions, globals), which the PTX linker keeps once. By default a
// kernel of more than its share of the module's ops is a partition of its
// own and smaller ones share one: the pieces, and so the PTX, do not
// depend on how many threads compile them (a partition costs no measurable
// time: 10 GEMM kernels compile in the same CPU time as 1 or 10 partitions).
//
//===----------------------------------------------------------------------===//

#include "fusec/Target/Passes.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"

using namespace mlir;

namespace {
struct PartitionKernelsPass
    : public PassWrapper<PartitionKernelsPass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(PartitionKernelsPass)

  PartitionKernelsPass() = default;
  PartitionKernelsPass(const PartitionKernelsPass &other)
      : PassWrapper(other) {}
  explicit PartitionKernelsPass(unsigned count) { partitions = count; }

  StringRef getArgument() const override { return "fuse-partition-kernels"; }
  StringRef getDescription() const override {
    return "Split each gpu.module into partitions of contiguous kernels that "
           "lower and code-generate in parallel";
  }
  void getDependentDialects(DialectRegistry &registry) const override {
    registry.insert<gpu::GPUDialect>();
  }

  Option<unsigned> partitions{
      *this, "partitions",
      llvm::cl::desc("Most partitions per gpu.module (default 0: as many as "
                     "kernels)"),
      llvm::cl::init(0)};

  void runOnOperation() override {
    ModuleOp module = getOperation();
    unsigned wanted = partitions ? unsigned(partitions) : ~0u;
    SymbolTable symbols(module);
    for (auto kernels :
         llvm::to_vector(module.getBody()->getOps<gpu::GPUModuleOp>()))
      split(kernels, wanted, symbols);
  }

  void split(gpu::GPUModuleOp kernels, unsigned wanted, SymbolTable &symbols) {
    SmallVector<Operation *> funcs, others;
    SmallVector<int64_t> weights;
    int64_t total = 0;
    for (Operation &op : kernels.getBody()->getOperations()) {
      auto fn = dyn_cast<gpu::GPUFuncOp>(op);
      if (!fn || !fn.isKernel()) {
        others.push_back(&op);
        continue;
      }
      int64_t weight = 0;
      fn.walk([&](Operation *) { ++weight; });
      funcs.push_back(fn);
      weights.push_back(weight);
      total += weight;
    }
    unsigned count = std::min<size_t>(wanted, funcs.size());
    if (count < 2)
      return;

    // Cut where the running weight passes each next share of the total:
    // a kernel of more than a share gets a partition of its own, small ones
    // share one.
    SmallVector<size_t> starts{0};
    int64_t running = 0;
    for (size_t i = 0; i + 1 < funcs.size(); ++i) {
      running += weights[i];
      int64_t part = starts.size();
      if (part < count && running * count >= total * part)
        starts.push_back(i + 1);
    }

    OpBuilder b(kernels.getContext());
    b.setInsertionPointAfter(kernels);
    for (size_t p = 1; p < starts.size(); ++p) {
      auto piece = cast<gpu::GPUModuleOp>(b.cloneWithoutRegions(*kernels));
      piece.getBodyRegion().emplaceBlock();
      symbols.insert(piece); // Renamed: fusec_kernels_0, _1, ...
      b.setInsertionPointAfter(piece);
      OpBuilder inside = OpBuilder::atBlockEnd(piece.getBody());
      for (Operation *op : others)
        inside.clone(*op);
      size_t end = p + 1 < starts.size() ? starts[p + 1] : funcs.size();
      for (size_t i = starts[p]; i < end; ++i)
        funcs[i]->moveBefore(piece.getBody(), piece.getBody()->end());
    }
  }
};
} // namespace

std::unique_ptr<Pass> mlir::fuse::createPartitionKernelsPass(unsigned count) {
  return std::make_unique<PartitionKernelsPass>(count);
}
