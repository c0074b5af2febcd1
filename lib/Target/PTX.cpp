//===- PTX.cpp - PTX text and launch manifest -----------------------------===//

#include "fusec/Target/PTX.h"
#include "fusec/Dialect/Fuse/IR/FuseAttrs.h"
#include "fusec/Report/Report.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/Diagnostics.h"
#include "llvm/Support/TargetSelect.h"

#include <mutex>

using namespace mlir;
using namespace mlir::fuse;

void mlir::fuse::initializeNVPTXBackend() {
  static std::once_flag once;
  std::call_once(once, [] {
    LLVMInitializeNVPTXTargetInfo();
    LLVMInitializeNVPTXTarget();
    LLVMInitializeNVPTXTargetMC();
    LLVMInitializeNVPTXAsmPrinter();
  });
}

FailureOr<std::string> mlir::fuse::extractPTX(ModuleOp module) {
  std::string ptx;
  for (auto binary : module.getOps<gpu::BinaryOp>())
    for (Attribute attr : binary.getObjects())
      if (auto object = dyn_cast<gpu::ObjectAttr>(attr))
        ptx += object.getObject().getValue();
  if (ptx.empty())
    return emitError(module.getLoc(),
                     "no PTX in the module: it holds no kernels (an empty "
                     "input?) or was not compiled to the ptx stage");
  // A math function in a body (math.tanh, ...) becomes a libdevice call;
  // when MLIR found no libdevice to link, the PTX still declares it and no
  // driver could load it.
  size_t pos = ptx.find(".extern .func");
  if (pos != std::string::npos) {
    size_t name = ptx.find("__nv_", pos);
    size_t end = ptx.find_first_of(" \n(", name);
    std::string callee = name == std::string::npos
                             ? std::string("a device function")
                             : "'" + ptx.substr(name, end - name) + "'";
    return emitError(module.getLoc(), "the kernels call ")
           << callee
           << ", which was not linked: no libdevice was found (set CUDA_HOME "
              "or --cuda-path to a CUDA toolkit that has "
              "nvvm/libdevice/libdevice.10.bc)";
  }
  return ptx;
}

FailureOr<llvm::json::Value>
mlir::fuse::buildManifestJSON(ModuleOp module, StringRef ptxFileName,
                              StringRef arch) {
  if (auto several = module->getAttrOfType<ArrayAttr>(kManifestsAttrName))
    return emitError(module.getLoc(), "the module has ")
           << several.size()
           << " public functions, each with its own launch manifest (use "
              "buildManifestsJSON)";
  FailureOr<SmallVector<FunctionManifest>> all =
      buildManifestsJSON(module, ptxFileName, arch);
  if (failed(all))
    return failure();
  return std::move(all->front().json);
}

FailureOr<SmallVector<FunctionManifest>>
mlir::fuse::buildManifestsJSON(ModuleOp module, StringRef ptxFileName,
                               StringRef arch) {
  SmallVector<ManifestAttr> manifests = getManifests(module);
  if (manifests.empty())
    return emitError(module.getLoc(),
                     "no launch manifest: the module did not go through "
                     "convert-fuse-to-gpu");
  TargetAttr target =
      resolveTarget(module, "manifest: ", /*gpu=*/"", arch, "sm_90a");
  if (!target)
    return failure();
  SmallVector<FunctionManifest> out;
  for (ManifestAttr manifest : manifests) {
    llvm::json::Value json = manifestToJSON(manifest);
    llvm::json::Object *obj = json.getAsObject();
    (*obj)["ptx"] = ptxFileName.str();
    (*obj)["arch"] = target.getArch().str();
    out.push_back({manifest.getEntry().str(), std::move(json)});
  }
  return out;
}
