//===- KernelConfigs.h - the GEMM and untiled kernels' configs --*- C++ -*-===//
//
// What fuse-select-kernel-config and the GEMM / untiled generators share
// about their `fuse.kernel_config` (#fuse.gemm_config, #fuse.untiled_config;
// the online softmax's #fuse.kernel_config is in KernelBuilders.h), and
// which aggregates convert-fuse-to-gpu folds into another's kernel rather
// than building on their own.
//
//===----------------------------------------------------------------------===//

#ifndef FUSEC_LIB_CONVERSION_FUSETOGPU_KERNELCONFIGS_H
#define FUSEC_LIB_CONVERSION_FUSETOGPU_KERNELCONFIGS_H

#include "fusec/Conversion/FuseToGPU/KernelBuilders.h"

#include "llvm/Support/raw_ostream.h"

#include <string>

namespace mlir::fuse {

/// Why a config cannot be built, being written (`return Why() << ...` from
/// a function returning the reason as a std::string; empty: it can).
class Why {
public:
  template <typename T> Why &operator<<(const T &value) {
    os << value;
    return *this;
  }
  operator std::string() { return os.str(); }

private:
  std::string text;
  llvm::raw_string_ostream os{text};
};

/// The tiles of the tensor-core GEMM of `op` (which must match the GEMM
/// generator): its `fuse.kernel_config` when set, checked against the
/// target and the aggregate (instructions, MMA shapes, warps, stages,
/// shared memory: a located error otherwise), else
/// fusec::cost::chooseGemmConfig's with the aggregate's split count.
FailureOr<fusec::cost::GemmConfig> gemmConfig(AggregateOp op,
                                              TensorCoreTarget target);

/// `c` as the attribute.
GemmConfigAttr toAttr(MLIRContext *ctx, const fusec::cost::GemmConfig &c,
                      bool simt = false);

/// The split count of a split-k partial contraction: S when a kept dim s of
/// size S enters every map only as `s * c + r` with r the reduced dim of
/// extent c (k = s * c + r, what fuse-split-k writes); 1 otherwise.
int64_t splitKSplits(AggregateOp op);

/// Threads per block of the untiled kernel when no config says.
inline constexpr int64_t kUntiledThreads = 128;
/// Threads per block of the tiled_transpose kernel: a 32 x 32 tile, 8 rows
/// at a time.
inline constexpr int64_t kTransposeThreads = 256;

/// The untiled kernel's config of `op`: its `fuse.kernel_config` when set
/// (checked: a known strategy, a whole number of warps up to 1024
/// threads), else `strategy` with kUntiledThreads (kTransposeThreads for
/// tiled_transpose).
FailureOr<UntiledConfigAttr> untiledConfig(AggregateOp op,
                                           StringRef strategy = "untiled");

/// The elementwise aggregate convert-fuse-to-gpu applies to `op`'s results
/// in `op`'s kernel, so that they never reach memory (defined in
/// KernelGenerators.cpp). With `readsOthers` (the tensor-core GEMM, which loads
/// them) it may also read tensors ready before `op` runs. A user `besides`
/// (a row epilogue the kernel also runs) is not counted.
AggregateOp findEpilogue(AggregateOp op, bool readsOthers = false,
                         Operation *besides = nullptr);

/// The elementwise consumer of the online softmax `op`'s row statistics
/// (m, s) alone that its kernel runs per query row beside the epilogue
/// (defined in AttentionGenerator.cpp): a log-sum-exp m + log s, the
/// statistics a backward pass keeps. It reads results 0 and 1 of `op` at
/// the value's first column (map result 0) and each other kept dim of `op`
/// by a dim of its own; its other dims have size 1. With segments (split
/// KV) it reads the results of `combine`, their fold in the kernel (null:
/// no row epilogue).
AggregateOp findRowEpilogue(AggregateOp op, AggregateOp combine = nullptr);

/// The split-KV combine convert-fuse-to-gpu folds into `op`'s kernel
/// (defined in AttentionGenerator.cpp): by the segments' CTA that finishes
/// last, or as one thread-block cluster per group (foldsInCluster).
AggregateOp findFoldedCombine(AggregateOp op, const TensorCoreTarget &target);

/// Whether the segments of `op` fold in one thread-block cluster (sm_90a
/// with clusters asked for, at most kMaxClusterSegments segments) rather
/// than by their last CTA.
bool foldsInCluster(AggregateOp op, const TensorCoreTarget &target);

} // namespace mlir::fuse

#endif // FUSEC_LIB_CONVERSION_FUSETOGPU_KERNELCONFIGS_H
