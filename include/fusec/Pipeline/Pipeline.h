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
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/CommandLine.h"

#include <optional>

namespace mlir {
class ModuleOp;
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

/// Options of the fusec pipeline, declared once: `fuse-opt
/// --fusec-pipeline="..."` parses them from a string, the fusec driver
/// puts the same options on its command line (addToCommandLine), and an
/// embedding compiler sets the fields. `gpu` and `arch` name the
/// #fuse.target that the pipeline's first pass, fuse-set-target, puts on
/// the module (a module that has one keeps it, and a `gpu` or `arch` given
/// that contradicts it is an error).
struct FusecPipelineOptions
    : public PassPipelineOptions<FusecPipelineOptions> {
  FusecPipelineOptions() = default;
  ~FusecPipelineOptions();

  Option<std::string> arch{
      *this, "arch",
      llvm::cl::desc("Target GPU architecture: sm_90a (H100/H200: wgmma "
                     "tensor-core kernels), sm_90 or sm_80 (A100) "
                     "(mma.sync). Default: the newest the GPU runs (sm_90a; "
                     "sm_80 for --gpu=a100); an architecture the GPU cannot "
                     "run is an error"),
      llvm::cl::value_desc("sm_90a|sm_90|sm_80"), llvm::cl::init("")};
  Option<std::string> gpu{
      *this, "gpu",
      llvm::cl::desc("GPU the cost model plans for: h100 (default), a100, "
                     "h200"),
      llvm::cl::value_desc("h100|a100|h200"), llvm::cl::init("h100")};
  Option<std::string> fusePolicy{
      *this, "fuse-policy",
      llvm::cl::desc("Whether to fuse chains: auto (default: the cost model "
                     "decides), always, never"),
      llvm::cl::value_desc("auto|always|never"), llvm::cl::init("auto")};
  Option<bool> reassociate{
      *this, "reassociate",
      llvm::cl::desc("Reorder a matmul chain with no map between its "
                     "matmuls, (A.B).C -> A.(B.C), when the roofline model "
                     "predicts that order faster (default on; "
                     "reassociate=false keeps the order as written, e.g. to "
                     "fuse the chain as written)"),
      llvm::cl::init(true)};
  Option<std::string> splitKVFold{
      *this, "split-kv-fold",
      llvm::cl::desc("Where split-KV folds its segments' (m, s, v) states: "
                     "kernel (default, the fastest measured on the H100: a "
                     "second, combine kernel), last-cta (in the attention "
                     "kernel, by each group's last CTA: one kernel, "
                     "1.0-1.6x slower on the H100) or cluster (in the "
                     "attention kernel, one thread-block cluster per group "
                     "through "
                     "distributed shared memory, sm_90a, at most 8 "
                     "segments: 1.2x slower)"),
      llvm::cl::value_desc("kernel|last-cta|cluster"), llvm::cl::init("kernel")};
  Option<int64_t> splitKVMinKeys{
      *this, "split-kv-min-keys",
      llvm::cl::desc("Split-KV (decoding, short prefill on few heads): the "
                     "fewest keys per segment when the key count is static "
                     "(default 512: shorter segments measured slower on the "
                     "H100, their fold costing more than the keys; "
                     "1000000000 never splits a static key count)"),
      llvm::cl::init(512)};
  Option<std::string> f32Precision{
      *this, "f32-precision",
      llvm::cl::desc("How f32 matmuls use the GPU: ieee (default, "
                     "PyTorch's default with TF32 off: f32 contractions as "
                     "written, on the CUDA cores), tf32 (PyTorch's "
                     "allow_tf32, JAX's default on GPUs: GEMMs of two f32 "
                     "operands on the tensor cores' TF32 MMAs, f32 "
                     "accumulation, about 1e-3 relative error; f32 "
                     "attention and chains fused on tf32 too), 3xtf32 "
                     "(each f32 GEMM as three tf32 GEMMs of the operands' "
                     "high and low parts: about 1e-5, near f32; attention "
                     "unfused) or bf16 (each "
                     "f32 operand "
                     "read from memory rounded to bf16: tensor cores for "
                     "GEMMs and attention, f32 accumulation, about 1e-2 "
                     "relative error; attention's P is rounded by the fused "
                     "kernel as for bf16 inputs)"),
      llvm::cl::value_desc("ieee|tf32|3xtf32|bf16"), llvm::cl::init("ieee")};
  Option<bool> strictAccumulation{
      *this, "strict-accumulation",
      llvm::cl::desc("Accumulate a linalg contraction or sum whose output "
                     "is bf16 / f16 in that type, as linalg's semantics "
                     "say, instead of in f32 with one rounding at the end "
                     "(the default: what torch-mlir, IREE and TOSA mean by a "
                     "bf16 matmul, and what the fused kernels compute). "
                     "Strict chains are not fused; the report says why"),
      llvm::cl::init(false)};
  Option<bool> grad{
      *this, "grad",
      llvm::cl::desc("Also compile each public function's gradient: @f_grad "
                     "takes f's arguments and one cotangent per result and "
                     "returns the cotangent of each floating-point argument, "
                     "derived from the program by reverse-mode rules "
                     "(fuse-derive-backward) and planned like any function; "
                     "it gets its own manifest"),
      llvm::cl::init(false)};
  Option<bool> remarks{*this, "remarks",
                       llvm::cl::desc("Print a remark with each chain's plan"),
                       llvm::cl::init(false)};
  Option<int64_t> assumeDynamicExtent{
      *this, "assume-dynamic-extent",
      llvm::cl::desc("Sequence length the cost model assumes for a dynamic "
                     "(`?`) extent (default 4096); the kernel takes any "
                     "length at launch"),
      llvm::cl::init(4096)};
  Option<std::string> cudaPath{
      *this, "cuda-path",
      llvm::cl::desc("CUDA toolkit whose libdevice is linked when a kernel "
                     "calls a math function (default: $CUDA_HOME, "
                     "$CUDA_PATH, $CUDA_ROOT, /usr/local/cuda, /usr/lib/cuda, "
                     "/opt/cuda: the first that has nvvm/libdevice)"),
      llvm::cl::value_desc("dir"), llvm::cl::init("")};
  Option<std::string> stopAfter{
      *this, "stop-after",
      llvm::cl::desc("Stage to stop at: fuse (after the monoid rewrites and "
                     "planning), gpu (generated kernels), llvm (NVVM/LLVM "
                     "dialect), ptx (default)"),
      llvm::cl::value_desc("fuse|gpu|llvm|ptx"), llvm::cl::init("ptx")};

  /// Makes every option above a top-level command-line option of the
  /// running tool, in `category`, so that `--arch=...` on the tool's command
  /// line sets `arch` here: the tool declares no option of its own for
  /// them. `renames` gives an option another flag name on that command line
  /// (fusec: stop-after is --emit), with its description. Call once, before
  /// llvm::cl::ParseCommandLineOptions.
  struct Rename {
    StringRef option, flag, description;
  };
  void addToCommandLine(llvm::cl::OptionCategory &category,
                        ArrayRef<Rename> renames = {});

  /// The GPU and architecture options that were given (set by a parser or
  /// assigned): "" for one left at its default, so that the module's
  /// fuse.target decides.
  StringRef givenGpu() const;
  StringRef givenArch() const;

private:
  /// The options addToCommandLine put on the command line.
  SmallVector<llvm::cl::Option *> onCommandLine;
};

/// Checks the option values; returns an error message for a bad one.
std::optional<std::string>
checkPipelineOptions(const FusecPipelineOptions &options);

/// Checks the options; emits a located error at `loc` and fails on a bad
/// value.
LogicalResult verifyPipelineOptions(const FusecPipelineOptions &options,
                                    Location loc);

/// Checks that `module` holds something fusec compiles: a public
/// func.func with a body at its top level, and no function in a nested
/// module (one fusec would skip without a word). Emits a located error and
/// fails otherwise: at the nested module, at a private function, or at the
/// input's first line.
LogicalResult verifyCompilableModule(ModuleOp module);

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
