//===- SerializeKernels.cpp - gpu.modules to one PTX, in parallel ---------===//
//
// Upstream gpu-module-to-binary serializes the gpu.modules one after the
// other and gives each its own gpu.binary; fusec's runtime loads one PTX
// module. This pass serializes the modules (fuse-partition-kernels' pieces
// of the kernel module) through their target attribute on the MLIR
// context's threads, each in its own LLVM context, and links their PTX into
// the one gpu.binary.
//
//===----------------------------------------------------------------------===//

#include "fusec/Target/LinkPTX.h"
#include "fusec/Target/Passes.h"

#include "mlir/Dialect/GPU/IR/CompilationInterfaces.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Threading.h"

using namespace mlir;
using namespace mlir::fuse;

namespace {
struct SerializeKernelsPass
    : public PassWrapper<SerializeKernelsPass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(SerializeKernelsPass)

  SerializeKernelsPass() = default;
  SerializeKernelsPass(const SerializeKernelsPass &other)
      : PassWrapper(other) {}
  explicit SerializeKernelsPass(std::string path) { toolkitPath = path; }

  StringRef getArgument() const override { return "fuse-serialize-kernels"; }
  StringRef getDescription() const override {
    return "Compile the gpu.modules to PTX in parallel and link it into one "
           "gpu.binary";
  }
  void getDependentDialects(DialectRegistry &registry) const override {
    registry.insert<gpu::GPUDialect>();
  }

  Option<std::string> toolkitPath{
      *this, "toolkit",
      llvm::cl::desc("CUDA toolkit whose libdevice is linked (default: the "
                     "target's search)"),
      llvm::cl::init("")};

  void runOnOperation() override {
    ModuleOp module = getOperation();
    auto modules =
        llvm::to_vector(module.getBody()->getOps<gpu::GPUModuleOp>());
    if (modules.empty())
      return;
    SmallVector<gpu::TargetAttrInterface> targets;
    for (gpu::GPUModuleOp kernels : modules) {
      ArrayAttr attrs = kernels.getTargetsAttr();
      auto target = attrs && attrs.size() == 1
                        ? dyn_cast<gpu::TargetAttrInterface>(attrs[0])
                        : gpu::TargetAttrInterface();
      if (!target) {
        kernels.emitError("fuse-serialize-kernels: the kernel module needs "
                          "exactly one GPU target attribute (run "
                          "fuse-attach-nvvm-target first)");
        return signalPassFailure();
      }
      targets.push_back(target);
    }

    // Built here, not lazily on a thread.
    SymbolTable symbols(module);
    auto symbolTable = [&]() { return &symbols; };
    gpu::TargetOptions options(toolkitPath, {}, "", "",
                               gpu::CompilationTarget::Assembly, symbolTable);
    SmallVector<std::string> ptx(modules.size());
    ParallelDiagnosticHandler diagnostics(&getContext());
    LogicalResult serialized = failableParallelForEachN(
        &getContext(), 0, modules.size(), [&](size_t i) -> LogicalResult {
          diagnostics.setOrderIDForThread(i);
          std::optional<SmallVector<char, 0>> object =
              targets[i].serializeToObject(modules[i], options);
          if (object)
            ptx[i].assign(object->begin(), object->end());
          else
            modules[i].emitError(
                "LLVM's NVPTX back end could not compile these kernels");
          diagnostics.eraseOrderIDForThread();
          return success(object.has_value());
        });
    if (failed(serialized))
      return signalPassFailure();

    llvm::Expected<std::string> linked = linkPTX(ptx);
    if (!linked) {
      modules.front().emitError("fuse-serialize-kernels: ")
          << llvm::toString(linked.takeError());
      return signalPassFailure();
    }
    // The object without the target's properties (they hold the time the
    // serialization took): the same input gives the same IR.
    auto object = gpu::ObjectAttr::get(
        &getContext(), targets.front(), gpu::CompilationTarget::Assembly,
        StringAttr::get(&getContext(), *linked), DictionaryAttr(), nullptr);
    OpBuilder b(modules.back());
    b.setInsertionPointAfter(modules.back());
    StringAttr name = modules.front().getNameAttr();
    for (gpu::GPUModuleOp kernels : modules)
      kernels.erase();
    gpu::BinaryOp::create(b, module.getLoc(), name.getValue(),
                          gpu::OffloadingLLVMTranslationAttrInterface(nullptr),
                          b.getArrayAttr({object}));
  }
};
} // namespace

std::unique_ptr<Pass>
mlir::fuse::createSerializeKernelsPass(std::string toolkitPath) {
  return std::make_unique<SerializeKernelsPass>(std::move(toolkitPath));
}

void mlir::fuse::registerTargetPasses() {
  registerPass([] { return createPartitionKernelsPass(); });
  registerPass([] { return createSerializeKernelsPass(); });
}
