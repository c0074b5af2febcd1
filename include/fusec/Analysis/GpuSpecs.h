//===- GpuSpecs.h - GPU parameters for the fusec cost model -----*- C++ -*-===//
//
// The table of GPUs the planner knows: peak FLOP/s per precision (the
// roofline's pi), HBM bandwidth (beta), and the on-chip limits a fused chain
// must fit in. Plain data with no LLVM/MLIR dependency, so numbers measured on
// a real machine can replace the datasheet values (see withMeasuredPeaks).
//
//===----------------------------------------------------------------------===//

#ifndef FUSEC_ANALYSIS_GPUSPECS_H
#define FUSEC_ANALYSIS_GPUSPECS_H

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace fusec::cost {

/// Datasheet parameters of one GPU. FLOP/s figures are dense (no 2:4
/// sparsity); bytes are bytes, not KB/GB.
struct GpuSpec {
  /// Short lookup key, lower case ("h100").
  std::string name;
  /// Human-readable model name ("NVIDIA H100 SXM5 80GB").
  std::string displayName;
  /// Peak dense bf16 tensor-core FLOP/s.
  double peakBf16Flops;
  /// Peak dense fp16 tensor-core FLOP/s.
  double peakFp16Flops;
  /// Peak fp32 FLOP/s on the CUDA cores (no TF32 tensor cores).
  double peakFp32Flops;
  /// HBM bandwidth in bytes/s.
  double hbmBytesPerSec;
  /// HBM capacity in bytes.
  std::uint64_t hbmBytes;
  /// Number of streaming multiprocessors.
  unsigned numSMs;
  /// Shared memory per SM in bytes.
  std::uint64_t sharedPerSM;
  /// Largest (opt-in) dynamic shared memory one thread block may use.
  std::uint64_t maxSharedPerBlock;
  /// 32-bit registers per SM.
  unsigned registersPerSM;
  /// L2 cache size in bytes.
  std::uint64_t l2Bytes;
  /// Compute capability as major * 10 + minor (80: sm_80, 90: sm_90).
  unsigned computeCapability;
  /// Fixed cost of one kernel launch in seconds.
  double launchOverheadSec = 5e-6;
  /// L2 bandwidth in bytes/s; 0: three times the HBM bandwidth (see
  /// l2BytesPerSec(): a lower bound fitted on the H100, bench/results/
  /// 2026-11-24-h100-run34-planner-sweep.md -- full
  /// attention at N = 8192, d = 128 re-read 17.6 GB of K/V through L2 in
  /// 1.83 ms while compute-bound, >= 2.9x HBM).
  double l2BytesPerSecOverride = 0;
};

/// The L2 bandwidth the cost model assumes for \p gpu.
double l2BytesPerSec(const GpuSpec &gpu);

/// Returns the table entry named \p name (case-insensitive), or nullptr when
/// the GPU is unknown.
const GpuSpec *lookupGpu(std::string_view name);

/// Returns the lookup keys of every GPU in the table, in table order.
std::vector<std::string> knownGpuNames();

/// Returns the peak FLOP/s for elements of \p dtypeBytes bytes: 2 (or less)
/// selects the bf16/fp16 tensor-core peak, anything wider the fp32 peak.
double peakFlops(const GpuSpec &gpu, unsigned dtypeBytes);

/// Returns a copy of \p gpu whose peak for \p dtypeBytes elements and whose
/// HBM bandwidth are replaced by measured values; a value <= 0 keeps the
/// datasheet number. The display name gets a " (calibrated)" suffix.
GpuSpec withMeasuredPeaks(const GpuSpec &gpu, unsigned dtypeBytes,
                          double measuredFlops, double measuredBytesPerSec);

} // namespace fusec::cost

#endif // FUSEC_ANALYSIS_GPUSPECS_H
