//===- CPUPipeline.h - fuse on the CPU, for numerical checks ----*- C++ -*-===//
//
// The pipeline that runs fuse programs on the host: every fuse op becomes a
// monoid aggregate, every aggregate a loop nest on tensors, then buffers and
// the LLVM dialect, ready for mlir::ExecutionEngine. The execution tests use
// it to prove the monoid rewrites numerically against a double-precision
// reference.
//
//===----------------------------------------------------------------------===//

#ifndef FUSEC_PIPELINE_CPUPIPELINE_H
#define FUSEC_PIPELINE_CPUPIPELINE_H

#include "mlir/Pass/PassOptions.h"
#include "mlir/Support/LLVM.h"
#include "llvm/Support/raw_ostream.h"

namespace mlir {
class OpPassManager;
namespace fuse {

/// Options of `fuse-opt --fusec-cpu-pipeline="rewrites={...}"`.
struct FuseCPUPipelineOptions
    : public PassPipelineOptions<FuseCPUPipelineOptions> {
  Option<std::string> rewrites{
      *this, "rewrites",
      llvm::cl::desc("Textual pass list run on the generic fuse form, before "
                     "the loops (e.g. fuse-factor-aggregates); empty for the "
                     "unfused reference"),
      llvm::cl::init("")};
};

/// Appends the CPU pipeline to `pm` (which must run on builtin.module):
/// fuse-generalize and fuse-softmax-to-monoid (each op its own aggregate),
/// then `extraRewrites` (a textual pass list such as
/// "fuse-factor-aggregates,canonicalize"; empty for the unfused reference),
/// convert-fuse-to-loops, one-shot bufferization with results turned into
/// out-parameters (`func(ins..., outs...)`), and the lowering to the LLVM
/// dialect. Public functions get `llvm.emit_c_interface`. Fails, writing the
/// reason to `errorStream`, when `extraRewrites` does not parse.
LogicalResult buildFuseCPUPipeline(OpPassManager &pm,
                                   StringRef extraRewrites = "",
                                   raw_ostream &errorStream = llvm::errs());

/// Registers `--fusec-cpu-pipeline` for *-opt tools.
void registerFuseCPUPipeline();

} // namespace fuse
} // namespace mlir

#endif // FUSEC_PIPELINE_CPUPIPELINE_H
