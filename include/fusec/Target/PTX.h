//===- PTX.h - PTX text and launch manifest from a compiled module -*- C++ -*-===//
//
// After the pipeline has run to the PTX stage, the module holds a
// gpu.binary with the PTX text and a `fusec.manifest` attribute (a module
// of several public functions: `fusec.manifests`, one per function). These
// functions take them out.
//
//===----------------------------------------------------------------------===//

#ifndef FUSEC_TARGET_PTX_H
#define FUSEC_TARGET_PTX_H

#include "mlir/IR/BuiltinOps.h"
#include "llvm/Support/JSON.h"

#include <string>

namespace mlir::fuse {

/// Initializes LLVM's NVPTX backend (idempotent); needed before the PTX
/// stage.
void initializeNVPTXBackend();

/// The PTX text of the module's gpu.binary; a located error when the module
/// was not compiled to the PTX stage.
FailureOr<std::string> extractPTX(ModuleOp module);

/// The launch manifest as JSON: the `fusec.manifest` attribute plus the PTX
/// file name (relative to the manifest) and the architecture, the one of
/// the module's `fuse.target` (a module without one: `arch`, "" for
/// sm_90a). An `arch` that contradicts the target is a located error, and
/// so is a module of several public functions (see buildManifestsJSON).
FailureOr<llvm::json::Value> buildManifestJSON(ModuleOp module,
                                               StringRef ptxFileName,
                                               StringRef arch = "");

/// One public function's launch manifest.
struct FunctionManifest {
  /// The function's name (the manifest's "entry").
  std::string function;
  llvm::json::Value json;
};

/// Every public function's launch manifest, in the module's order: one for
/// a module of one function (`fusec.manifest`), one per function for a
/// module of several (`fusec.manifests`), all in the same format and all
/// naming the one PTX file that holds every function's kernels.
FailureOr<SmallVector<FunctionManifest>>
buildManifestsJSON(ModuleOp module, StringRef ptxFileName,
                   StringRef arch = "");

} // namespace mlir::fuse

#endif // FUSEC_TARGET_PTX_H
