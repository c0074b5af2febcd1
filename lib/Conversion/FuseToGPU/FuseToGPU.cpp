//===- FuseToGPU.cpp - generate GPU kernels from fuse ops -----------------===//
//
// Implements convert-fuse-to-gpu: every public host function of fuse ops
// becomes a sequence of gpu.func kernels (one gpu.module for the module)
// plus a launch manifest. This file is the pass only: the target, the
// per-function diagnostics and where the manifests go. The launch sequence
// and the manifest's contents are LaunchSequence.cpp's, the size symbols
// DimSymbols.cpp's, the kernels the generators' (KernelGenerator.h).
//
//===----------------------------------------------------------------------===//

#include "LaunchSequence.h"
#include "fusec/Conversion/Passes.h"
#include "fusec/Dialect/Fuse/IR/FuseOps.h"
#include "fusec/Transforms/AggregateUtils.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/StringMap.h"

namespace mlir::fuse {
#define GEN_PASS_DEF_CONVERTFUSETOGPUPASS
#include "fusec/Conversion/Passes.h.inc"
} // namespace mlir::fuse

using namespace mlir;
using namespace mlir::fuse;

/// Name of the gpu.module holding every generated kernel.
static constexpr StringLiteral kKernelModuleName = "fusec_kernels";

/// Keeps one of each set of identical kernels (the same signature,
/// attributes and body, locations aside: the layers of a model, the same
/// op in several functions) and erases the others; returns each erased
/// kernel's name mapped to the one kept. Every later stage (lowering,
/// LLVM, PTX) then runs once per distinct kernel.
static llvm::StringMap<std::string> dedupKernels(gpu::GPUModuleOp kernels) {
  llvm::StringMap<std::string> keptFor;
  auto flags = OperationEquivalence::IgnoreLocations;
  // A hash of the signature and of every op's name, attributes and types
  // (not of which values it reads) picks the candidates; the full
  // comparison, under one name, decides.
  auto hashOf = [&](gpu::GPUFuncOp fn) {
    llvm::hash_code h = hash_value(fn.getFunctionType());
    fn.getBody().walk([&](Operation *op) {
      h = llvm::hash_combine(
          h, OperationEquivalence::computeHash(
                 op, OperationEquivalence::ignoreHashValue,
                 OperationEquivalence::ignoreHashValue, flags));
    });
    return h;
  };
  llvm::DenseMap<llvm::hash_code, SmallVector<gpu::GPUFuncOp>> kept;
  SmallVector<gpu::GPUFuncOp> duplicates;
  for (auto fn : kernels.getOps<gpu::GPUFuncOp>()) {
    SmallVector<gpu::GPUFuncOp> &candidates = kept[hashOf(fn)];
    std::string name = fn.getName().str();
    gpu::GPUFuncOp same;
    for (gpu::GPUFuncOp other : candidates) {
      fn.setName(other.getName());
      bool equal = OperationEquivalence::isEquivalentTo(fn, other, flags);
      fn.setName(name);
      if (equal) {
        same = other;
        break;
      }
    }
    if (!same) {
      candidates.push_back(fn);
      continue;
    }
    keptFor[name] = same.getName().str();
    duplicates.push_back(fn);
  }
  for (gpu::GPUFuncOp fn : duplicates)
    fn.erase();
  return keptFor;
}

/// `manifest` with its launches of erased kernels launching the kept ones.
static ManifestAttr
renameLaunches(ManifestAttr manifest,
               const llvm::StringMap<std::string> &keptFor) {
  SmallVector<LaunchAttr> launches;
  for (LaunchAttr launch : manifest.getKernels()) {
    auto it = keptFor.find(launch.getName());
    launches.push_back(
        it == keptFor.end()
            ? launch
            : LaunchAttr::get(launch.getContext(), it->second,
                              launch.getGrid(), launch.getBlock(),
                              launch.getSharedBytes(), launch.getArgs()));
  }
  return ManifestAttr::get(manifest.getContext(), manifest.getVersion(),
                           manifest.getEntry(), manifest.getDims(),
                           manifest.getBuffers(), launches,
                           manifest.getReference());
}

namespace {
struct ConvertFuseToGPUPass
    : public mlir::fuse::impl::ConvertFuseToGPUPassBase<ConvertFuseToGPUPass> {
  using ConvertFuseToGPUPassBase::ConvertFuseToGPUPassBase;
  void runOnOperation() override {
    ModuleOp module = getOperation();
    // Kernels fusec did not generate would be serialized beside its own, a
    // second PTX module in one file that ptxas rejects.
    for (auto existing : module.getOps<gpu::GPUModuleOp>()) {
      existing.emitError("the input already holds a gpu.module; fusec "
                         "generates the kernels itself from fuse, linalg or "
                         "TOSA programs, and does not compile GPU code "
                         "written by hand");
      return signalPassFailure();
    }
    SmallVector<func::FuncOp> funcs(module.getOps<func::FuncOp>());
    funcs.erase(llvm::remove_if(funcs,
                                [](func::FuncOp f) {
                                  return f.isDeclaration() || f.isPrivate();
                                }),
                funcs.end());
    // The module's fuse.target; the arch option serves a module without one.
    TargetAttr targetAttr = resolveTarget(module, "convert-fuse-to-gpu: ",
                                          /*gpu=*/"", arch,
                                          /*defaultArch=*/"sm_80");
    if (!targetAttr)
      return signalPassFailure();
    std::optional<TensorCoreTarget> target =
        TensorCoreTarget::forTarget(targetAttr);
    if (!target) {
      module.emitError("convert-fuse-to-gpu: unknown arch '")
          << targetAttr.getArch() << "' (expected sm_80, sm_90 or sm_90a)";
      return signalPassFailure();
    }
    if (!target->setSegmentFold(segmentFold)) {
      module.emitError("convert-fuse-to-gpu: unknown segment-fold '")
          << segmentFold << "' (expected kernel, last-cta or cluster)";
      return signalPassFailure();
    }
    if (funcs.empty())
      return;
    bool failedAny = false;
    for (func::FuncOp func : funcs)
      if (!func.getBody().hasOneBlock()) {
        func.emitError("host functions must have a single block");
        failedAny = true;
      }
    if (failedAny)
      return signalPassFailure();

    // One kernel module for every public function (kernel names are
    // unique in it), one manifest per function: each a complete launch
    // description, as for a module of one function.
    OpBuilder b(module.getBodyRegion());
    b.setInsertionPointToEnd(module.getBody());
    auto kernels =
        gpu::GPUModuleOp::create(b, funcs.front().getLoc(), kKernelModuleName);
    SmallVector<Attribute> manifests;
    for (func::FuncOp func : funcs) {
      std::optional<ManifestAttr> manifest =
          lowerFunction(func, kernels, *target, funcs.size());
      if (!manifest) {
        // Go on: every function that cannot be compiled is reported.
        failedAny = true;
        continue;
      }
      manifests.push_back(*manifest);
    }
    if (failedAny)
      return signalPassFailure();
    llvm::StringMap<std::string> keptFor = dedupKernels(kernels);
    if (!keptFor.empty())
      for (Attribute &manifest : manifests)
        manifest = renameLaunches(cast<ManifestAttr>(manifest), keptFor);
    if (manifests.size() == 1)
      module->setAttr(kManifestAttrName, manifests.front());
    else
      module->setAttr(kManifestsAttrName, b.getArrayAttr(manifests));
    module->setAttr(gpu::GPUDialect::getContainerModuleAttrName(),
                    b.getUnitAttr());
    for (func::FuncOp func : funcs)
      func.erase();
  }

  /// The launch sequence of `func` (its kernels added to `kernels`) and
  /// its manifest; nullopt after a located error. In a module of several
  /// public functions, errors get a note naming the function.
  std::optional<ManifestAttr> lowerFunction(func::FuncOp func,
                                            gpu::GPUModuleOp kernels,
                                            const TensorCoreTarget &target,
                                            size_t numFuncs) {
    MLIRContext *ctx = func.getContext();
    std::optional<ScopedDiagnosticHandler> naming;
    if (numFuncs > 1)
      naming.emplace(ctx, [&](Diagnostic &diag) {
        if (diag.getSeverity() == DiagnosticSeverity::Error)
          diag.attachNote(func.getLoc())
              << "in @" << func.getSymName() << ", one of " << numFuncs
              << " public functions of the module (each gets its own "
                 "kernels and launch manifest)";
        return failure(); // On to the next handler, with the note.
      });
    LaunchSequence seq(func, kernels, target);
    if (failed(seq.run()))
      return std::nullopt;
    // The graph recorded before the rewrites, if fuse-record-reference ran
    // (the function's own; the module's for a module of one function);
    // else the per-op reference of what is being lowered.
    auto reference =
        func->getAttrOfType<ReferenceGraphAttr>(kReferenceAttrName);
    if (!reference && numFuncs == 1)
      reference =
          getOperation()->getAttrOfType<ReferenceGraphAttr>(kReferenceAttrName);
    return seq.manifest(reference);
  }
};
} // namespace
