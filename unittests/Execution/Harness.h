//===- Harness.h - run fuse modules on the CPU in unit tests ----*- C++ -*-===//
//
// Part of fusec.
//
//===----------------------------------------------------------------------===//
//
// Compiles a module of fuse ops with the CPU pipeline
// (mlir::fuse::buildFuseCPUPipeline), JIT-compiles it with
// mlir::ExecutionEngine and calls one function on host data. Tests compare
// the results with a double-precision reference. The function's arguments
// and results must be tensors of static shape with f16, bf16, f32 or f64
// elements; host data is row-major doubles, rounded to the argument's element
// type on the way in and widened exactly on the way out.
//
//===----------------------------------------------------------------------===//

#ifndef FUSEC_UNITTESTS_EXECUTION_HARNESS_H
#define FUSEC_UNITTESTS_EXECUTION_HARNESS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include "gtest/gtest.h"

#include <cstdint>
#include <vector>

namespace fusec::exec {

/// The element types host buffers support.
enum class ElementType { F16, BF16, F32, F64 };

/// Row-major values of one tensor argument or result.
using Values = std::vector<double>;

/// Compiles `source` with the CPU pipeline (plus `extraRewrites`, a textual
/// pass list run on the generic fuse form; empty for the unfused reference),
/// JIT-compiles it and calls `function` with one buffer per argument.
/// Returns one buffer per result. Fails with the diagnostics when the module
/// does not parse or compile, when the signature is unsupported, or when an
/// input has the wrong number of elements.
llvm::Expected<std::vector<Values>>
runFuseFunction(llvm::StringRef source, llvm::StringRef function,
                llvm::ArrayRef<Values> inputs,
                llvm::StringRef extraRewrites = "");

/// The outputs of one module compiled twice on the same inputs.
struct ComparedRuns {
  /// Every fuse op its own aggregate (the unfused reference).
  std::vector<Values> reference;
  /// With `extraRewrites` applied to the generic form.
  std::vector<Values> rewritten;
};

/// Runs `function` of `source` twice on `inputs`: through the unfused
/// reference pipeline and with `extraRewrites` (e.g.
/// "fuse-factor-aggregates").
llvm::Expected<ComparedRuns>
runReferenceAndRewritten(llvm::StringRef source, llvm::StringRef function,
                         llvm::ArrayRef<Values> inputs,
                         llvm::StringRef extraRewrites);

/// `source` after the pass pipeline `passes` (on builtin.module, e.g.
/// "fuse-reassociate-matmuls"), printed: for rewrites that act on the
/// surface ops, before the CPU pipeline generalizes them.
llvm::Expected<std::string> applyPasses(llvm::StringRef source,
                                        llvm::StringRef passes);

/// Rounds `value` to `type` (to nearest even).
double roundTo(ElementType type, double value);

/// `count` values uniform in [lo, hi] from std::mt19937(seed), rounded to
/// `type`; a value that rounds to 0 is drawn again, so none is zero.
Values randomValues(size_t count, double lo, double hi, uint32_t seed,
                    ElementType type = ElementType::F32);

/// Whether every element satisfies |actual - expected| <= atol +
/// rtol * |expected| (equal infinities and NaN against NaN match). The
/// failure message names the first mismatching element.
::testing::AssertionResult allClose(llvm::ArrayRef<double> actual,
                                    llvm::ArrayRef<double> expected,
                                    double rtol, double atol = 0);

} // namespace fusec::exec

#endif // FUSEC_UNITTESTS_EXECUTION_HARNESS_H
