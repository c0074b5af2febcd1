//===- Passes.h - fusec rewrites on the fuse dialect ------------*- C++ -*-===//
//
// Declares the rewrites: softmax to monoid aggregates, reduction
// factorization, chain formation and planning.
//
//===----------------------------------------------------------------------===//

#ifndef FUSEC_TRANSFORMS_PASSES_H
#define FUSEC_TRANSFORMS_PASSES_H

#include "fusec/Analysis/CostModel.h" // split-KV option defaults
#include "fusec/Dialect/Fuse/IR/FuseDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Pass/Pass.h"

namespace mlir {
class RewritePatternSet;
namespace fuse {

#define GEN_PASS_DECL
#include "fusec/Transforms/Passes.h.inc"

/// Patterns rewriting fuse.softmax into monoid aggregates.
void populateSoftmaxToMonoidPatterns(RewritePatternSet &patterns);

/// Patterns rewriting fuse.matmul and fuse.map into fuse.aggregate.
void populateGeneralizePatterns(RewritePatternSet &patterns);

/// Patterns of reduction factorization (see fuse-factor-aggregates).
void populateFactorAggregatesPatterns(RewritePatternSet &patterns);

#define GEN_PASS_REGISTRATION
#include "fusec/Transforms/Passes.h.inc"

} // namespace fuse
} // namespace mlir

#endif // FUSEC_TRANSFORMS_PASSES_H
