//===- GpuSpecs.cpp - GPU parameters for the fusec cost model -------------===//
//
// The GPU table as data. Sources:
//  - NVIDIA A100 Tensor Core GPU datasheet (SXM4 80GB): 312 TFLOP/s bf16/fp16
//    dense, 19.5 TFLOP/s fp32, 2039 GB/s HBM2e.
//  - NVIDIA H100 Tensor Core GPU datasheet (SXM5): 989 TFLOP/s bf16/fp16 dense
//    (1979 with 2:4 sparsity, the number seed 004 quotes), 67 TFLOP/s fp32,
//    3.35 TB/s HBM3.
//  - NVIDIA H200 datasheet (SXM): H100 compute, 141 GB HBM3e at 4.8 TB/s.
//  - CUDA C++ Programming Guide, "Compute Capabilities" table: sm_80 has
//    164 KiB shared memory per SM and 163 KiB per block (opt-in); sm_90 has
//    228 KiB per SM and 227 KiB per block; both 64K 32-bit registers per SM.
//  - A100 / H100 whitepapers: 40 MiB and 50 MiB L2; 108 and 132 SMs.
//
//===----------------------------------------------------------------------===//

#include "fusec/Analysis/GpuSpecs.h"

#include <algorithm>
#include <cctype>

using namespace fusec::cost;

static constexpr std::uint64_t kKiB = 1024;
static constexpr std::uint64_t kMiB = 1024 * kKiB;
static constexpr double kTera = 1e12;

static const std::vector<GpuSpec> &gpuTable() {
  static const std::vector<GpuSpec> table = {
      {/*name=*/"a100", /*displayName=*/"NVIDIA A100 SXM4 80GB",
       /*peakBf16Flops=*/312 * kTera, /*peakFp16Flops=*/312 * kTera,
       /*peakFp32Flops=*/19.5 * kTera, /*hbmBytesPerSec=*/2.039 * kTera,
       /*hbmBytes=*/80'000'000'000ULL, /*numSMs=*/108,
       /*sharedPerSM=*/164 * kKiB, /*maxSharedPerBlock=*/163 * kKiB,
       /*registersPerSM=*/65536, /*l2Bytes=*/40 * kMiB,
       /*computeCapability=*/80},
      {/*name=*/"h100", /*displayName=*/"NVIDIA H100 SXM5 80GB",
       /*peakBf16Flops=*/989 * kTera, /*peakFp16Flops=*/989 * kTera,
       /*peakFp32Flops=*/67 * kTera, /*hbmBytesPerSec=*/3.35 * kTera,
       /*hbmBytes=*/80'000'000'000ULL, /*numSMs=*/132,
       /*sharedPerSM=*/228 * kKiB, /*maxSharedPerBlock=*/227 * kKiB,
       /*registersPerSM=*/65536, /*l2Bytes=*/50 * kMiB,
       /*computeCapability=*/90},
      {/*name=*/"h200", /*displayName=*/"NVIDIA H200 SXM 141GB",
       /*peakBf16Flops=*/989 * kTera, /*peakFp16Flops=*/989 * kTera,
       /*peakFp32Flops=*/67 * kTera, /*hbmBytesPerSec=*/4.8 * kTera,
       /*hbmBytes=*/141'000'000'000ULL, /*numSMs=*/132,
       /*sharedPerSM=*/228 * kKiB, /*maxSharedPerBlock=*/227 * kKiB,
       /*registersPerSM=*/65536, /*l2Bytes=*/50 * kMiB,
       /*computeCapability=*/90},
  };
  return table;
}

static bool equalsIgnoreCase(std::string_view lhs, std::string_view rhs) {
  return lhs.size() == rhs.size() &&
         std::equal(lhs.begin(), lhs.end(), rhs.begin(), [](char a, char b) {
           return std::tolower(static_cast<unsigned char>(a)) ==
                  std::tolower(static_cast<unsigned char>(b));
         });
}

const GpuSpec *fusec::cost::lookupGpu(std::string_view name) {
  for (const GpuSpec &gpu : gpuTable())
    if (equalsIgnoreCase(gpu.name, name))
      return &gpu;
  return nullptr;
}

std::vector<std::string> fusec::cost::knownGpuNames() {
  std::vector<std::string> names;
  for (const GpuSpec &gpu : gpuTable())
    names.push_back(gpu.name);
  return names;
}

double fusec::cost::peakFlops(const GpuSpec &gpu, unsigned dtypeBytes) {
  return dtypeBytes <= 2 ? gpu.peakBf16Flops : gpu.peakFp32Flops;
}

GpuSpec fusec::cost::withMeasuredPeaks(const GpuSpec &gpu, unsigned dtypeBytes,
                                       double measuredFlops,
                                       double measuredBytesPerSec) {
  GpuSpec result = gpu;
  if (measuredFlops > 0) {
    // bf16 and fp16 run on the same tensor-core path, so one measurement
    // calibrates both.
    if (dtypeBytes <= 2)
      result.peakBf16Flops = result.peakFp16Flops = measuredFlops;
    else
      result.peakFp32Flops = measuredFlops;
  }
  if (measuredBytesPerSec > 0)
    result.hbmBytesPerSec = measuredBytesPerSec;
  result.displayName += " (calibrated)";
  return result;
}

double fusec::cost::l2BytesPerSec(const GpuSpec &gpu) {
  return gpu.l2BytesPerSecOverride > 0 ? gpu.l2BytesPerSecOverride
                                       : 3 * gpu.hbmBytesPerSec;
}
