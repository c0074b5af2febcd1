//===- Runtime.h - Launch manifests through the CUDA driver -----*- C++ -*-===//
//
// Part of fusec. Depends only on cuda.h (for types), the dynamic loader and
// the C++17 standard library.
//
//===----------------------------------------------------------------------===//
//
// A thin layer over the CUDA driver API that replays a launch manifest: it
// loads the driver at run time (Driver.h), JIT-loads the PTX, allocates one
// device buffer per manifest buffer, launches the kernels in manifest order
// and times the whole launch sequence with events. Every failure comes back as
// a one-line Status message naming the driver call and the CUDA error.
//
//===----------------------------------------------------------------------===//

#ifndef FUSEC_RUNTIME_RUNTIME_H
#define FUSEC_RUNTIME_RUNTIME_H

#include "fusec/Runtime/Driver.h"
#include "fusec/Runtime/Manifest.h"

#include <cuda.h>

#include <memory>
#include <string>
#include <vector>

namespace fusec {
namespace runtime {

/// A CUDA device with its primary context made current and a stream.
class Device {
public:
  /// Loads and initializes the driver and opens device `ordinal`. Fails with
  /// "no CUDA driver: ..." when libcuda cannot be loaded (or is the link-time
  /// stub), "no CUDA-capable device: ..." when there is no device and "no
  /// CUDA device available: ..." when cuInit fails otherwise.
  static Status open(int ordinal, std::unique_ptr<Device> &result);
  ~Device();
  Device(const Device &) = delete;
  Device &operator=(const Device &) = delete;

  /// The device name, e.g. "NVIDIA H100 80GB HBM3".
  const std::string &getName() const { return name; }
  /// The driver entry points.
  const DriverApi &getDriver() const { return *driver; }
  /// Compute capability as major * 10 + minor, e.g. 90.
  int getComputeCapability() const { return computeCapability; }
  CUstream getStream() const { return stream; }
  /// Largest dynamic shared memory a kernel may opt into, in bytes.
  int getMaxSharedBytes() const { return maxSharedBytes; }

  /// Fails if PTX for `arch` (e.g. "sm_90a"; empty accepts anything) cannot
  /// run on this device.
  Status checkArch(const std::string &arch) const;

private:
  explicit Device(const DriverApi &driver) : driver(&driver) {}

  const DriverApi *driver;
  CUdevice device = 0;
  CUcontext context = nullptr;
  CUstream stream = nullptr;
  std::string name;
  int computeCapability = 0;
  int maxSharedBytes = 0;
};

/// Launch-time properties of one loaded kernel, from cuFuncGetAttribute.
struct KernelInfo {
  int registers = 0;
  int localBytes = 0;
  int staticSharedBytes = 0;
  int maxThreadsPerBlock = 0;
};

/// Median and minimum of the timed launch sequences.
struct Timing {
  double medianMs = 0;
  double minMs = 0;
  /// The timed runs the median and minimum are of, and the untimed runs
  /// before them.
  size_t runs = 0, warmupRuns = 0;
};

/// A manifest loaded onto a device: the PTX module, one allocation per buffer
/// and the packed kernel parameters. The device and the manifest must
/// outlive the program.
class Program {
public:
  /// JIT-compiles `ptx` and prepares every kernel of `manifest`, which must
  /// have no unresolved dimensions (see resolveDims) and grids within the
  /// device limits (checkGridLimits). The JIT error log is part of the
  /// failure message; the info log (registers, spills) is stored in `jitLog`.
  static Status load(Device &device, const Manifest &manifest,
                     const std::string &ptx, std::unique_ptr<Program> &result,
                     std::string *jitLog = nullptr);
  ~Program();
  Program(const Program &) = delete;
  Program &operator=(const Program &) = delete;

  /// Returns cuFuncGetAttribute values for kernel `index`.
  KernelInfo getKernelInfo(size_t index) const;

  /// Copies `bytes` (exactly the buffer's storage bytes) to buffer `index`.
  Status upload(size_t index, const std::vector<uint8_t> &bytes);
  /// Copies buffer `index` back to the host.
  Status download(size_t index, std::vector<uint8_t> &bytes);
  /// Fills buffer `index` with 0xFF bytes, a NaN in every float dtype.
  Status poison(size_t index);

  /// Launches every kernel in manifest order and waits for them. With
  /// `checkEach`, synchronizes after every kernel so that a fault names the
  /// kernel that caused it.
  Status run(bool checkEach);
  /// Runs the launch sequence `warmup` times, then times `iterations` runs
  /// with CUDA events (one event between consecutive runs).
  Status time(int warmup, int iterations, Timing &result);
  /// Times each kernel in its place in the launch sequence: runs the
  /// sequence `warmup` times, then `iterations` more with an event between
  /// consecutive kernels, and gives each kernel the median and minimum of
  /// its `iterations` samples (`result[i]` for kernel i). A separate pass
  /// from time(): the events between kernels cost a little, which the
  /// sequence's own time should not include.
  Status timeKernels(int warmup, int iterations, std::vector<Timing> &result);

private:
  Program(Device &device, const Manifest &manifest)
      : device(device), manifest(manifest) {}
  /// Launches kernel `index` without waiting.
  Status launch(size_t index);
  /// Launches every kernel once without waiting, unless `checkEach`.
  Status enqueueAll(bool checkEach);

  Device &device;
  const Manifest &manifest;
  CUmodule module = nullptr;
  std::vector<CUfunction> functions;
  std::vector<CUdeviceptr> buffers;
  /// Device copies of the kernels' tensor maps (one per tensor-map
  /// argument, 128 bytes each), encoded at load from the buffers.
  std::vector<CUdeviceptr> tensorMaps;
  /// One int32 array per counters argument, zeroed at load; the kernels
  /// leave them zero.
  std::vector<CUdeviceptr> counters;
  /// Per kernel: scalar values (8 bytes each) and pointers to every param.
  std::vector<std::vector<uint64_t>> scalars;
  std::vector<std::vector<void *>> params;
};

} // namespace runtime
} // namespace fusec

#endif // FUSEC_RUNTIME_RUNTIME_H
