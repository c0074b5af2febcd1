//===- Driver.h - The CUDA driver API, loaded at run time -------*- C++ -*-===//
//
// Part of fusec. Depends only on cuda.h (for types), the dynamic loader and
// the C++17 standard library.
//
//===----------------------------------------------------------------------===//
//
// fuse-run must start (and report a clear error) on machines without the
// NVIDIA driver, so nothing links against libcuda. Instead, the first use
// dlopen()s "libcuda.so.1" (falling back to "libcuda.so") and resolves every
// entry point the runtime calls with dlsym().
//
// Each DriverApi member is declared with the name and type of the cuda.h
// function. cuda.h maps many names to versioned symbols with macros
// ("#define cuMemAlloc cuMemAlloc_v2"); those macros apply to the member names
// and to the symbol names looked up alike, so `api.cuMemAlloc(...)` calls the
// cuMemAlloc_v2 entry point that the header declares.
//
//===----------------------------------------------------------------------===//

#ifndef FUSEC_RUNTIME_DRIVER_H
#define FUSEC_RUNTIME_DRIVER_H

#include "fusec/Runtime/Manifest.h"

#include <cuda.h>

#include <string>

/// Driver entry points that must exist. X(name) is expanded once per entry.
#define FUSEC_CUDA_REQUIRED_FUNCTIONS(X)                                       \
  X(cuInit)                                                                    \
  X(cuDriverGetVersion)                                                        \
  X(cuGetErrorName)                                                            \
  X(cuGetErrorString)                                                          \
  X(cuDeviceGetCount)                                                          \
  X(cuDeviceGet)                                                               \
  X(cuDeviceGetName)                                                           \
  X(cuDeviceGetAttribute)                                                      \
  X(cuDevicePrimaryCtxRetain)                                                  \
  X(cuDevicePrimaryCtxRelease)                                                 \
  X(cuCtxSetCurrent)                                                           \
  X(cuStreamCreate)                                                            \
  X(cuStreamDestroy)                                                           \
  X(cuStreamSynchronize)                                                       \
  X(cuModuleLoadDataEx)                                                        \
  X(cuModuleUnload)                                                            \
  X(cuModuleGetFunction)                                                       \
  X(cuFuncGetAttribute)                                                        \
  X(cuFuncSetAttribute)                                                        \
  X(cuMemAlloc)                                                                \
  X(cuMemFree)                                                                 \
  X(cuMemcpyHtoD)                                                              \
  X(cuMemcpyDtoH)                                                              \
  X(cuMemsetD8)                                                                \
  X(cuLaunchKernel)                                                            \
  X(cuEventCreate)                                                             \
  X(cuEventDestroy)                                                            \
  X(cuEventRecord)                                                             \
  X(cuEventSynchronize)                                                        \
  X(cuEventElapsedTime)

/// Driver entry points that older drivers lack; null when absent.
/// cuFuncGetParamInfo: CUDA 12.4.
#define FUSEC_CUDA_OPTIONAL_FUNCTIONS(X)                                       \
  X(cuFuncGetParamInfo)                                                        \
  X(cuTensorMapEncodeTiled)

namespace fusec {
namespace runtime {

/// The driver entry points the runtime uses, resolved from libcuda.
struct DriverApi {
#define FUSEC_DECLARE_DRIVER_FUNCTION(name) decltype(&::name) name = nullptr;
  FUSEC_CUDA_REQUIRED_FUNCTIONS(FUSEC_DECLARE_DRIVER_FUNCTION)
  FUSEC_CUDA_OPTIONAL_FUNCTIONS(FUSEC_DECLARE_DRIVER_FUNCTION)
#undef FUSEC_DECLARE_DRIVER_FUNCTION

  /// The path that was loaded, e.g. "libcuda.so.1".
  std::string libraryName;
};

/// Loads the CUDA driver library and resolves every entry point; the work is
/// done once per process (thread-safely) and the library is never unloaded.
/// Fails with "no CUDA driver: cannot load libcuda.so.1 (REASON)" when the
/// library is missing, or "CUDA driver too old: LIBRARY (VERSION) lacks
/// SYMBOL ..." when it predates the cuda.h the runtime was built with.
Status loadDriver(const DriverApi *&result);

} // namespace runtime
} // namespace fusec

#endif // FUSEC_RUNTIME_DRIVER_H
