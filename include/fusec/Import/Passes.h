//===- Passes.h - importing what frontends emit -----------------*- C++ -*-===//
//
// Declares the raising of linalg on tensors to fuse and the import pipeline
// that brings TOSA there first.
//
//===----------------------------------------------------------------------===//

#ifndef FUSEC_IMPORT_PASSES_H
#define FUSEC_IMPORT_PASSES_H

#include "fusec/Dialect/Fuse/IR/FuseDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Pass/Pass.h"

namespace mlir {
class OpPassManager;
namespace fuse {

#define GEN_PASS_DECL
#include "fusec/Import/Passes.h.inc"

/// Adds the import passes to the module-level `pm`: upstream
/// `tosa-to-linalg-named`, `tosa-to-linalg`, `tosa-to-arith` and
/// `tosa-to-tensor`, `canonicalize`, then `fuse-raise-linalg` (all nested on
/// func.func). Input already in the fuse dialect passes through unchanged.
/// `wideAccumulation` is fuse-raise-linalg's option of that name: a sum
/// into a 16-bit float output accumulates in f32 (the default), or in the
/// output's type when false (`--strict-accumulation`).
void buildImportPipeline(OpPassManager &pm, bool wideAccumulation = true);

/// Registers `fuse-raise-linalg` and the `fusec-import` pipeline (the passes
/// of buildImportPipeline).
void registerFusecImportPasses();

} // namespace fuse
} // namespace mlir

#endif // FUSEC_IMPORT_PASSES_H
