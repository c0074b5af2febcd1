//===- SelectKernelConfig.cpp - one kernel description, in the IR --------===//
//
// `fuse-select-kernel-config` gives every aggregate that becomes a
// tensor-core online-softmax kernel (attention, matmul chains) its
// `fuse.kernel_config`: the strategy and tiles the generator builds. A
// config already there (set by hand) is checked against the target and
// the aggregate and kept. Each kernel's config, and the tile the planner
// priced for it, is recorded in the module's `fusec.kernels` for the
// report, so that what the report describes is what is built.
//
//===----------------------------------------------------------------------===//

#include "fusec/Conversion/FuseToGPU/KernelBuilders.h"
#include "fusec/Conversion/Passes.h"
#include "fusec/Dialect/Fuse/IR/FuseOps.h"
#include "fusec/Transforms/AggregateUtils.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"

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
    Builder b(&getContext());
    SmallVector<Attribute> records;
    WalkResult walk = module.walk([&](AggregateOp op) {
      if (op->getParentOfType<AggregateOp>() || !isTensorCoreOnlineSoftmax(op))
        return WalkResult::advance();
      FailureOr<fusec::cost::OnlineSoftmaxConfig> config =
          onlineSoftmaxConfig(op, *target);
      if (failed(config))
        return WalkResult::interrupt();
      KernelConfigAttr attr = toAttr(&getContext(), *config);
      op->setAttr(kKernelConfigAttrName, attr);
      NamedAttrList r;
      std::string loc = locationString(op.getLoc());
      r.append("location", b.getStringAttr(loc));
      appendFunctionOf(r, op);
      r.append("strategy", b.getStringAttr(attr.getStrategy()));
      r.append("rows", b.getI64IntegerAttr(attr.getRowsPerCta()));
      r.append("keys", b.getI64IntegerAttr(attr.getKeys()));
      r.append("stages", b.getI64IntegerAttr(attr.getStages()));
      r.append("warps", b.getI64IntegerAttr(attr.getWarps()));
      if (std::optional<uint64_t> seg = op.getSegmentDim())
        r.append("segments", b.getI64IntegerAttr(op.getDimSizes()[*seg]));
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
