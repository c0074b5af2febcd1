//===- SetTarget.cpp - set the module's #fuse.target ----------------------===//
//
// The first step of fusec's pipeline: the GPU and architecture named by the
// options become the module's `fuse.target`, which every later pass, the
// report and the manifest read. Set once: a module that has a target keeps
// it, and an option contradicting it is an error.
//
//===----------------------------------------------------------------------===//

#include "fusec/Dialect/Fuse/IR/FuseOps.h"
#include "fusec/Transforms/Passes.h"

#include "mlir/IR/BuiltinOps.h"

namespace mlir::fuse {
#define GEN_PASS_DEF_SETTARGETPASS
#include "fusec/Transforms/Passes.h.inc"
} // namespace mlir::fuse

using namespace mlir;
using namespace mlir::fuse;

namespace {
struct SetTargetPass
    : public mlir::fuse::impl::SetTargetPassBase<SetTargetPass> {
  using SetTargetPassBase::SetTargetPassBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    TargetAttr target = resolveTarget(module, "fuse-set-target: ", gpu, arch);
    if (!target)
      return signalPassFailure();
    module->setAttr(kTargetAttrName, target);
  }
};
} // namespace
