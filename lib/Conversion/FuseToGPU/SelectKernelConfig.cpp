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
// planner priced for it, is recorded in the module's `fusec.kernels` for
// the report, so that what the report describes is what is built.
//
//===----------------------------------------------------------------------===//

#include "fusec/Conversion/FuseToGPU/KernelBuilders.h"
#include "KernelConfigs.h"
#include "fusec/Conversion/Passes.h"
#include "fusec/Dialect/Fuse/IR/FuseOps.h"
#include "fusec/Transforms/AggregateUtils.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/SmallPtrSet.h"

namespace mlir::fuse {
#define GEN_PASS_DEF_SELECTKERNELCONFIGPASS
#include "fusec/Conversion/Passes.h.inc"
} // namespace mlir::fuse

using namespace mlir;
using namespace mlir::fuse;

/// The plan the planner recorded for the chain at `loc`, if any.
static DictionaryAttr planAt(ModuleOp module, StringRef loc) {
  if (auto plans = module->getAttrOfType<ArrayAttr>("fusec.plans"))
    for (Attribute a : plans) {
      auto plan = cast<DictionaryAttr>(a);
      if (auto l = plan.getAs<StringAttr>("location"); l && l == loc)
        return plan;
    }
  return nullptr;
}

/// The untiled kernel's name for what `op` computes: the sum over the
/// splits of a split-k's partial GEMMs, the fold of a split-KV's segment
/// states, or a plain untiled aggregate.
static StringRef untiledStrategy(AggregateOp op) {
  if (op.getInputs().size() != 1 || op.getReduceDims().size() != 1)
    return "untiled";
  auto producer = op.getInputs()[0].getDefiningOp<AggregateOp>();
  if (!producer)
    return "untiled";
  if (op.getYieldsState() && producer.getSegmentDim())
    return "split_kv_combine";
  if (isa<AddMonoidAttr>(op.getMonoid()) && op.getReduceDims()[0] == 0 &&
      splitKSplits(producer) > 1 &&
      op.getDimSizes()[0] == splitKSplits(producer))
    return "split_k_combine";
  return "untiled";
}

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
    std::optional<TensorCoreTarget> target =
        TensorCoreTarget::forArch(fuseTarget.getArch());
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
    // it finds them, in program order): they are no kernel of their own.
    llvm::SmallPtrSet<Operation *, 8> folded;
    WalkResult walk = module.walk([&](AggregateOp op) {
      if (op->getParentOfType<AggregateOp>() || folded.contains(op))
        return WalkResult::advance();
      AggregateOp combine = findFoldedCombine(op, *target);
      bool gemm = !combine && !isTensorCoreOnlineSoftmax(op) &&
                  isTensorCoreContraction(op);
      AggregateOp epilogue = findEpilogue(combine ? combine : op, gemm);
      if (combine)
        folded.insert(combine);
      if (epilogue)
        folded.insert(epilogue);
      NamedAttrList r;
      std::string loc = locationString(op.getLoc());
      r.append("location", b.getStringAttr(loc));
      appendFunctionOf(r, op);
      if (gemm) {
        FailureOr<fusec::cost::GemmConfig> config = gemmConfig(op, *target);
        if (failed(config))
          return WalkResult::interrupt();
        GemmConfigAttr attr = toAttr(&getContext(), *config);
        op->setAttr(kKernelConfigAttrName, attr);
        r.append("strategy", b.getStringAttr(attr.getStrategy()));
        r.append("tile_m", b.getI64IntegerAttr(attr.getTileM()));
        r.append("tile_n", b.getI64IntegerAttr(attr.getTileN()));
        r.append("tile_k", b.getI64IntegerAttr(attr.getTileK()));
        r.append("stages", b.getI64IntegerAttr(attr.getStages()));
        r.append("warps", b.getI64IntegerAttr(attr.getWarps()));
        if (attr.getSplits() > 1)
          r.append("splits", b.getI64IntegerAttr(attr.getSplits()));
        records.push_back(r.getDictionary(&getContext()));
        return WalkResult::advance();
      }
      if (!isTensorCoreOnlineSoftmax(op)) {
        // Only the online-softmax generator builds a segmented reduction:
        // convert-fuse-to-gpu says so, located.
        if (op.getSegmentDim())
          return WalkResult::advance();
        FailureOr<UntiledConfigAttr> attr =
            untiledConfig(op, untiledStrategy(op));
        if (failed(attr))
          return WalkResult::interrupt();
        op->setAttr(kKernelConfigAttrName, *attr);
        r.append("strategy", b.getStringAttr(attr->getStrategy()));
        r.append("threads", b.getI64IntegerAttr(attr->getThreads()));
        records.push_back(r.getDictionary(&getContext()));
        return WalkResult::advance();
      }
      FailureOr<fusec::cost::OnlineSoftmaxConfig> config =
          onlineSoftmaxConfig(op, *target);
      if (failed(config))
        return WalkResult::interrupt();
      KernelConfigAttr attr = toAttr(&getContext(), *config);
      op->setAttr(kKernelConfigAttrName, attr);
      r.append("strategy", b.getStringAttr(attr.getStrategy()));
      r.append("rows", b.getI64IntegerAttr(attr.getRowsPerCta()));
      r.append("keys", b.getI64IntegerAttr(attr.getKeys()));
      r.append("stages", b.getI64IntegerAttr(attr.getStages()));
      r.append("warps", b.getI64IntegerAttr(attr.getWarps()));
      if (std::optional<uint64_t> seg = op.getSegmentDim()) {
        r.append("segments", b.getI64IntegerAttr(op.getDimSizes()[*seg]));
        r.append("fold", b.getStringAttr(
                             !combine                       ? "kernel"
                             : foldsInCluster(op, *target) ? "cluster"
                                                            : "last_cta"));
      }
      // The tile the planner priced for this chain (rows x keys, stages).
      if (DictionaryAttr plan = planAt(module, loc))
        if (auto tile = plan.getAs<DictionaryAttr>("tile"))
          r.append("planned_tile", tile);
      records.push_back(r.getDictionary(&getContext()));
      return WalkResult::advance();
    });
    if (walk.wasInterrupted())
      return signalPassFailure();
    if (!records.empty())
      module->setAttr("fusec.kernels", b.getArrayAttr(records));
  }
};
} // namespace
