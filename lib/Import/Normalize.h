//===- Normalize.h - frontend spellings in one canonical form ---*- C++ -*-===//
//
// The first step of the import: rewrites, at the linalg level, that bring
// the many ways frontends spell one computation to the one form the raising
// reads. Internal to lib/Import.
//
//===----------------------------------------------------------------------===//

#ifndef FUSEC_LIB_IMPORT_NORMALIZE_H
#define FUSEC_LIB_IMPORT_NORMALIZE_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::fuse {

/// Rewrites the frontend spellings of `func` into the ones the raising
/// reads: elementwise arith / math ops on whole tensors become
/// linalg.generic ops, a max spelled as compare and select becomes
/// arith.maximumf, results nobody reads are dropped from multi-result
/// generics, and -- with `wideAccumulation` -- a sum into a 16-bit float
/// output is accumulated in f32 and rounded once.
void normalizeFrontendIdioms(func::FuncOp func, bool wideAccumulation);

/// `tensor.concat` and `tensor.insert_slice` of static pieces as
/// elementwise generics that read each piece through a piecewise map or as
/// a gather (NormalizeSlices.cpp).
void populateSlicesAsMapsPatterns(RewritePatternSet &patterns);

/// An arg-max reduction (two results: the maximum and its first index) as
/// a max reduction, a signed max reduction that finds the first index, and
/// an elementwise op (NormalizeArgMax.cpp).
void populateArgMaxPatterns(RewritePatternSet &patterns);

/// `extf(truncf(x))` -> `x` in `body`: a value rounded to 16 bits and
/// extended again within one body never reaches memory, and is read
/// unrounded (as with `wideAccumulation`, the 16-bit arithmetic of a body is
/// computed in f32). Run on bodies that carrying producers has merged.
void dropIntermediateRoundings(Block &body);

/// `exp(x - (m + log s))` -> `exp(x - m) / s` (and `exp((x - m) - log s)`):
/// a softmax normalized in log space, in the form the factorization reads.
void populateLogSumExpToDivisionPatterns(RewritePatternSet &patterns);

} // namespace mlir::fuse

#endif // FUSEC_LIB_IMPORT_NORMALIZE_H
