//===- PTX.cpp - PTX text and launch manifest -----------------------------===//

#include "fusec/Target/PTX.h"

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
  return ptx;
}

/// Converts a manifest attribute to JSON: integers, floats, strings, bools,
/// arrays and dictionaries.
static llvm::json::Value toJSON(Attribute attr) {
  if (auto b = dyn_cast<BoolAttr>(attr))
    return b.getValue();
  if (auto i = dyn_cast<IntegerAttr>(attr))
    return i.getInt();
  if (auto f = dyn_cast<FloatAttr>(attr))
    return f.getValueAsDouble();
  if (auto s = dyn_cast<StringAttr>(attr))
    return s.getValue().str();
  if (auto a = dyn_cast<ArrayAttr>(attr)) {
    llvm::json::Array arr;
    for (Attribute e : a)
      arr.push_back(toJSON(e));
    return arr;
  }
  if (auto d = dyn_cast<DictionaryAttr>(attr)) {
    llvm::json::Object obj;
    for (NamedAttribute na : d)
      obj[na.getName().getValue()] = toJSON(na.getValue());
    return obj;
  }
  return nullptr;
}

FailureOr<llvm::json::Value>
mlir::fuse::buildManifestJSON(ModuleOp module, StringRef ptxFileName,
                              StringRef arch) {
  auto manifest = module->getAttrOfType<DictionaryAttr>("fusec.manifest");
  if (!manifest)
    return emitError(module.getLoc(),
                     "no launch manifest: the module did not go through "
                     "convert-fuse-to-gpu");
  llvm::json::Value json = toJSON(manifest);
  llvm::json::Object *obj = json.getAsObject();
  (*obj)["ptx"] = ptxFileName.str();
  (*obj)["arch"] = arch.str();
  return json;
}
