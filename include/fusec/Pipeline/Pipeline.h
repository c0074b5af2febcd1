//===- Pipeline.h - the fusec pass pipeline as a library --------*- C++ -*-===//
//
// The one function that builds fusec's pipeline. The fusec driver, fuse-opt
// (`--fusec-pipeline`) and embedding compilers all call it.
//
//===----------------------------------------------------------------------===//

#ifndef FUSEC_PIPELINE_PIPELINE_H
#define FUSEC_PIPELINE_PIPELINE_H

#include "mlir/IR/Location.h"
#include "mlir/Pass/PassOptions.h"
#include "mlir/Support/LLVM.h"

#include <optional>

namespace mlir {
class OpPassManager;
namespace fuse {

/// Where the pipeline stops.
enum class Stage {
  /// After the fuse rewrites and planning: fuse dialect on tensors.
  Fuse,
  /// After kernel generation: gpu.module with gpu.func kernels.
  GPU,
  /// After lowering the kernels to the NVVM/LLVM dialects.
  LLVM,
  /// After serialization: a gpu.binary holding the PTX text.
  PTX,
};

/// Parses "fuse", "gpu", "llvm" or "ptx".
std::optional<Stage> parseStage(StringRef name);

/// The architectures fusec can target, in order of preference.
ArrayRef<StringRef> supportedArchs();

/// The default architecture (the H100/H200 machines fusec is tuned for).
inline constexpr StringLiteral kDefaultArch = "sm_90a";

/// Options of the fusec pipeline (also `fuse-opt --fusec-pipeline="..."`).
struct FusecPipelineOptions
    : public PassPipelineOptions<FusecPipelineOptions> {
  Option<std::string> arch{*this, "arch",
                           llvm::cl::desc("GPU architecture: sm_80, sm_90 "
                                          "(mma.sync) or sm_90a (wgmma)"),
                           llvm::cl::init(kDefaultArch.str())};
  Option<std::string> gpu{*this, "gpu",
                          llvm::cl::desc("GPU the cost model plans for: "
                                         "h100, a100 or h200"),
                          llvm::cl::init("h100")};
  Option<std::string> fusePolicy{
      *this, "fuse-policy",
      llvm::cl::desc("auto (the cost model decides), always or never"),
      llvm::cl::init("auto")};
  Option<bool> reassociate{
      *this, "reassociate",
      llvm::cl::desc("Reorder a matmul chain with nothing between its "
                     "matmuls ((A.B).C -> A.(B.C)) when the roofline model "
                     "predicts the other order faster"),
      llvm::cl::init(true)};
  Option<bool> splitKVCluster{
      *this, "split-kv-cluster",
      llvm::cl::desc("Split-KV on sm_90a: fold the segments' states inside "
                     "the attention kernel, one thread-block cluster per "
                     "group of segments, instead of a separate combine "
                     "kernel (one kernel, but 1.2x slower measured on the "
                     "H100: off by default)"),
      llvm::cl::init(false)};
  Option<bool> remarks{*this, "remarks",
                       llvm::cl::desc("Emit a remark with each chain's plan"),
                       llvm::cl::init(false)};
  Option<int64_t> assumeDynamicExtent{
      *this, "assume-dynamic-extent",
      llvm::cl::desc("Extent the cost model assumes for a dynamic (`?`) "
                     "sequence length; kernels take any extent at launch"),
      llvm::cl::init(4096)};
  Option<std::string> cudaPath{
      *this, "cuda-path",
      llvm::cl::desc("CUDA toolkit whose libdevice is linked into kernels "
                     "calling math functions (default: $CUDA_HOME, "
                     "$CUDA_PATH, $CUDA_ROOT, /usr/local/cuda, /usr/lib/cuda, "
                     "/opt/cuda: the first that has nvvm/libdevice)"),
      llvm::cl::init("")};
  Option<std::string> stopAfter{
      *this, "stop-after",
      llvm::cl::desc("Last stage to run: fuse, gpu, llvm or ptx"),
      llvm::cl::init("ptx")};
};

/// Checks the option values; returns an error message for a bad one.
std::optional<std::string>
checkPipelineOptions(const FusecPipelineOptions &options);

/// Checks the options; emits a located error at `loc` and fails on a bad
/// value.
LogicalResult verifyPipelineOptions(const FusecPipelineOptions &options,
                                    Location loc);

/// Appends fusec's pipeline, up to and including `stopAfter`, to `pm`
/// (which must run on builtin.module). Call verifyPipelineOptions first.
void buildFusecPipeline(OpPassManager &pm,
                        const FusecPipelineOptions &options);

/// The CUDA toolkit whose libdevice fusec links: `explicitPath` when
/// given, else the first of $CUDA_HOME, $CUDA_PATH, $CUDA_ROOT,
/// /usr/local/cuda, /usr/lib/cuda and /opt/cuda that has
/// nvvm/libdevice/libdevice.10.bc; "" when none has.
std::string findCudaToolkit(StringRef explicitPath = "");

/// Registers `--fusec-pipeline` for *-opt tools.
void registerFusecPipeline();

} // namespace fuse
} // namespace mlir

#endif // FUSEC_PIPELINE_PIPELINE_H
