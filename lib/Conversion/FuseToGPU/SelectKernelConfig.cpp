//===- SelectKernelConfig.cpp - one kernel description, in the IR --------===//
//
// `fuse-select-kernel-config` gives every aggregate that becomes a kernel
// its `fuse.kernel_config`: the strategy and tiles the generator builds --
// #fuse.kernel_config for the tensor-core online softmax (attention, matmul
// chains), #fuse.gemm_config for the tensor-core GEMM (with split-k's split
// count), #fuse.untiled_config for the untiled kernel (and the split-k /
// split-KV combines it builds). Aggregates convert-fuse-to-gpu folds into
// another's kernel (epilogues, a cluster combine) get none. A config
// already there (set by hand) is checked against the target and the
// aggregate and kept. Each kernel's config, and for chains the tile the
// planner priced for it, is recorded in the module's `fusec.kernels` (one
// #fuse.kernel_record per kernel) for the report, so that what the report
// describes is what is built. The aggregate's generator
// (KernelGenerator.h: the first that matches, as convert-fuse-to-gpu asks)
// picks or checks the config and builds the record; this pass only walks
// the aggregates and collects records.
//
//===----------------------------------------------------------------------===//

#include "fusec/Conversion/FuseToGPU/KernelBuilders.h"
#include "KernelConfigs.h"
#include "KernelGenerator.h"
#include "LaunchSequence.h"
#include "fusec/Conversion/Passes.h"
#include "fusec/Dialect/Fuse/IR/FuseOps.h"
#include "fusec/Transforms/AggregateUtils.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/DenseMap.h"

namespace mlir::fuse {
#define GEN_PASS_DEF_SELECTKERNELCONFIGPASS
#include "fusec/Conversion/Passes.h.inc"
} // namespace mlir::fuse

using namespace mlir;
using namespace mlir::fuse;

namespace {
struct SelectKernelConfigPass
    : public mlir::fuse::impl::SelectKernelConfigPassBase<
          SelectKernelConfigPass> {
  using SelectKernelConfigPassBase::SelectKernelConfigPassBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    TargetAttr fuseTarget =
        resolveTarget(module, "fuse-select-kernel-config: ", "", arch);
    if (!fuseTarget)
      return signalPassFailure();
    // The arch's instructions and the target's SMs and shared memory, as
    // convert-fuse-to-gpu reads them.
    std::optional<TensorCoreTarget> target =
        TensorCoreTarget::forTarget(fuseTarget);
    if (!target) {
      module.emitError("fuse-select-kernel-config: unknown arch '")
          << fuseTarget.getArch() << "' (expected sm_80, sm_90 or sm_90a)";
      return signalPassFailure();
    }
    // As convert-fuse-to-gpu sees it: a split-KV combine folds in the
    // attention kernel only when asked.
    if (!target->setSegmentFold(segmentFold)) {
      module.emitError("fuse-select-kernel-config: unknown segment-fold '")
          << segmentFold << "' (expected kernel, last-cta or cluster)";
      return signalPassFailure();
    }
    Builder b(&getContext());
    SmallVector<Attribute> records;
    // Aggregates convert-fuse-to-gpu runs inside another's kernel (found as
    // it finds them, in program order) are no kernel of their own and take
    // no config: whether `op`, built inside the kernel of `kernel` as
    // `role`, has one (a located error: nothing would read it).
    auto takesNone = [&](AggregateOp op, Operation *kernel, StringRef role) {
      if (!op->hasAttr(kKernelConfigAttrName))
        return false;
      InFlightDiagnostic diag =
          op.emitError("'")
          << kKernelConfigAttrName
          << "' on an aggregate that is no kernel of its own: it is "
          << role << "; set the config on that aggregate";
      diag.attachNote(kernel->getLoc()) << "the kernel's aggregate";
      return true;
    };
    llvm::DenseMap<Operation *, std::pair<Operation *, StringRef>> foldedInto;
    WalkResult walk = module.walk([&](AggregateOp op) {
      if (auto outer = op->getParentOfType<AggregateOp>())
        return takesNone(op, outer, "nested in the body of another aggregate")
                   ? WalkResult::interrupt()
                   : WalkResult::advance();
      if (isFlatOutputCopy(op))
        return takesNone(op, op.getInputs()[0].getDefiningOp(),
                         "the copy into a flat output, which the kernel of "
                         "the tensor it copies writes in place")
                   ? WalkResult::interrupt()
                   : WalkResult::advance();
      if (auto it = foldedInto.find(op); it != foldedInto.end())
        return takesNone(op, it->second.first, it->second.second)
                   ? WalkResult::interrupt()
                   : WalkResult::advance();
      // The generator that builds op's kernel, asked as convert-fuse-to-gpu
      // asks it: what it folds in, then its config.
      const KernelGenerator *generator = findGenerator(op, *target);
      KernelGroup group = generator->group(op, *target);
      if (group.combine)
        foldedInto[group.combine] = {op, "the split-KV combine folded into "
                                         "another aggregate's kernel"};
      if (group.epilogue)
        foldedInto[group.epilogue] = {op, "the epilogue of another "
                                          "aggregate's kernel"};
      if (group.rowEpilogue)
        foldedInto[group.rowEpilogue] = {op, "the row epilogue of another "
                                             "aggregate's kernel"};
      KernelRecordAttr record;
      if (failed(generator->selectConfig(group, *target, record)))
        return WalkResult::interrupt();
      if (record)
        records.push_back(record);
      return WalkResult::advance();
    });
    if (walk.wasInterrupted())
      return signalPassFailure();
    if (!records.empty())
      module->setAttr(kKernelsAttrName, b.getArrayAttr(records));
  }
};
} // namespace
