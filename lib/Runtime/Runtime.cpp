//===- Runtime.cpp - Launch manifests through the CUDA driver -------------===//
//
// Part of fusec. Depends only on cuda.h (for types), the dynamic loader and
// the C++17 standard library. Every driver call goes through the DriverApi
// that Device::open loads.
//
//===----------------------------------------------------------------------===//

#include "fusec/Runtime/Runtime.h"
#include "fusec/Runtime/Reference.h"

#include <algorithm>
#include <cstring>
#include <optional>

using namespace fusec::runtime;

/// Turns a driver result into a Status "WHAT failed: NAME (description)".
static Status check(const DriverApi &api, CUresult result,
                    const std::string &what) {
  if (result == CUDA_SUCCESS)
    return Status::success();
  const char *name = nullptr, *description = nullptr;
  std::string message = what + " failed: ";
  if (api.cuGetErrorName(result, &name) == CUDA_SUCCESS && name)
    message += name;
  else
    message += "CUDA error " + std::to_string(result);
  if (api.cuGetErrorString(result, &description) == CUDA_SUCCESS && description)
    message += std::string(" (") + description + ")";
  return Status::failure(message);
}

namespace {
/// Checks a sequence of driver calls and keeps the first failure:
///   DriverCalls ok(api);
///   if (!ok(api.cuFoo(...), "cuFoo") || !ok(api.cuBar(...), "cuBar"))
///     return ok.status;
struct DriverCalls {
  explicit DriverCalls(const DriverApi &api) : api(api) {}
  bool operator()(CUresult result, const std::string &what) {
    status = check(api, result, what);
    return status.succeeded();
  }
  const DriverApi &api;
  Status status;
};
} // namespace

//===----------------------------------------------------------------------===//
// Device
//===----------------------------------------------------------------------===//

Status Device::open(int ordinal, std::unique_ptr<Device> &result) {
  const DriverApi *driver = nullptr;
  if (Status s = loadDriver(driver); s.failed())
    return s;
  const DriverApi &api = *driver;
  CUresult initResult = api.cuInit(0);
  if (initResult == CUDA_ERROR_NO_DEVICE)
    return Status::failure(
        "no CUDA-capable device: cuInit returned CUDA_ERROR_NO_DEVICE");
  // The stub library cannot name its own errors.
  if (initResult == CUDA_ERROR_STUB_LIBRARY)
    return Status::failure("no CUDA driver: cuInit returned "
                           "CUDA_ERROR_STUB_LIBRARY (the link-time stub "
                           "libcuda.so was loaded instead of the driver)");
  // Any other cuInit failure (insufficient driver, no device nodes in a
  // container, ...) also means there is no usable device.
  if (Status s = check(api, initResult, "cuInit"); s.failed())
    return Status::failure("no CUDA device available: " + s.getMessage());
  DriverCalls ok(api);
  int count = 0;
  if (!ok(api.cuDeviceGetCount(&count), "cuDeviceGetCount"))
    return ok.status;
  if (count == 0)
    return Status::failure(
        "no CUDA-capable device: cuDeviceGetCount returned 0");
  if (ordinal < 0 || ordinal >= count)
    return Status::failure("device " + std::to_string(ordinal) +
                           " requested but only " + std::to_string(count) +
                           " present");

  std::unique_ptr<Device> device(new Device(api));
  char name[256] = "";
  int major = 0, minor = 0;
  CUdevice handle;
  if (!ok(api.cuDeviceGet(&handle, ordinal), "cuDeviceGet") ||
      !ok(api.cuDeviceGetName(name, sizeof(name), handle), "cuDeviceGetName") ||
      !ok(api.cuDeviceGetAttribute(
              &major, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, handle),
          "cuDeviceGetAttribute") ||
      !ok(api.cuDeviceGetAttribute(
              &minor, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, handle),
          "cuDeviceGetAttribute") ||
      !ok(api.cuDeviceGetAttribute(
              &device->maxSharedBytes,
              CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN, handle),
          "cuDeviceGetAttribute") ||
      !ok(api.cuDevicePrimaryCtxRetain(&device->context, handle),
          "cuDevicePrimaryCtxRetain"))
    return ok.status;
  device->device = handle;
  device->name = name;
  device->computeCapability = major * 10 + minor;
  if (!ok(api.cuCtxSetCurrent(device->context), "cuCtxSetCurrent") ||
      !ok(api.cuStreamCreate(&device->stream, CU_STREAM_NON_BLOCKING),
          "cuStreamCreate"))
    return ok.status;
  result = std::move(device);
  return Status::success();
}

Device::~Device() {
  const DriverApi &api = *driver;
  if (stream)
    api.cuStreamDestroy(stream);
  if (context)
    api.cuDevicePrimaryCtxRelease(device);
}

Status Device::checkArch(const std::string &arch) const {
  if (arch.empty())
    return Status::success();
  // "sm_90a" runs only on 9.0, "sm_100f" on 10.x, "sm_80" on 8.0 and newer.
  char suffix = arch.back();
  int target = std::atoi(arch.c_str() + 3);
  bool runs = suffix == 'a'   ? computeCapability == target
              : suffix == 'f' ? computeCapability / 10 == target / 10 &&
                                    computeCapability >= target
                              : computeCapability >= target;
  if (runs)
    return Status::success();
  return Status::failure("the PTX targets " + arch + " but device '" + name +
                         "' is sm_" + std::to_string(computeCapability));
}

//===----------------------------------------------------------------------===//
// Program
//===----------------------------------------------------------------------===//

/// Joins the non-blank lines of a JIT log with "; " to keep messages on one
/// line.
static std::string joinLines(const char *log) {
  std::string result, line;
  for (const char *c = log;; ++c) {
    if (*c && *c != '\n') {
      line += *c;
      continue;
    }
    if (line.find_first_not_of(" \t\r") != std::string::npos)
      result += (result.empty() ? "" : "; ") + line;
    line.clear();
    if (!*c)
      return result;
  }
}

/// Checks the manifest's arguments against the kernel's parameters: their
/// number from the PTX text, their sizes where the driver can tell
/// (cuFuncGetParamInfo, CUDA 12.4+). Only parameters that exist are queried,
/// so that no call fails on purpose (compute-sanitizer reports those).
static Status checkParams(const DriverApi &api, const Manifest &manifest,
                          const KernelDesc &kernel, CUfunction function,
                          const std::string &ptx) {
  const std::vector<KernelArg> &args = kernel.args;
  std::optional<size_t> count = countPtxEntryParams(ptx, kernel.name);
  if (count && *count != args.size())
    return Status::failure(
        "kernel '" + kernel.name + "' takes " + std::to_string(*count) +
        " parameters but the manifest passes " + std::to_string(args.size()));
  if (!api.cuFuncGetParamInfo)
    return Status::success();
  for (size_t i = 0; i < args.size(); ++i) {
    size_t offset = 0, size = 0;
    CUresult result = api.cuFuncGetParamInfo(function, i, &offset, &size);
    // Only reachable when the PTX text did not reveal the count.
    if (result == CUDA_ERROR_INVALID_VALUE)
      return Status::failure(
          "kernel '" + kernel.name + "' takes " + std::to_string(i) +
          " parameters but the manifest passes " + std::to_string(args.size()));
    if (result != CUDA_SUCCESS)
      return Status::success(); // The driver cannot tell.
    bool isBuffer = args[i].kind != KernelArg::Kind::Scalar;
    size_t expected =
        isBuffer ? sizeof(CUdeviceptr) : getByteWidth(args[i].scalarType);
    if (size != expected)
      return Status::failure(
          "kernel '" + kernel.name + "' parameter #" + std::to_string(i) +
          " has " + std::to_string(size) + " bytes but the manifest passes " +
          (args[i].kind == KernelArg::Kind::Counters
               ? std::string("a counters pointer")
           : isBuffer
               ? "buffer '" + manifest.buffers[args[i].bufferIndex].name + "'"
               : std::string("a scalar ") +
                     stringifyDType(args[i].scalarType)) +
          " (" + std::to_string(expected) + " bytes)");
  }
  return Status::success();
}

Status Program::load(Device &device, const Manifest &manifest,
                     const std::string &ptx, std::unique_ptr<Program> &result,
                     std::string *jitLog) {
  const DriverApi &api = device.getDriver();
  // Symbols have no sizes to allocate or grids to launch with.
  if (manifest.hasUnresolvedDims())
    return Status::failure("the manifest has dimensions without values (" +
                           formatDims(manifest) +
                           "): resolve them with resolveDims() first");
  if (Status s = checkGridLimits(manifest); s.failed())
    return s;
  std::unique_ptr<Program> program(new Program(device, manifest));
  std::vector<char> errorLog(1 << 16, '\0'), infoLog(1 << 16, '\0');
  CUjit_option options[] = {
      CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES,
      CU_JIT_INFO_LOG_BUFFER, CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES,
      CU_JIT_LOG_VERBOSE};
  void *values[] = {errorLog.data(), reinterpret_cast<void *>(errorLog.size()),
                    infoLog.data(), reinterpret_cast<void *>(infoLog.size()),
                    reinterpret_cast<void *>(uintptr_t(1))};
  CUresult loaded = api.cuModuleLoadDataEx(&program->module, ptx.c_str(),
                                           std::size(options), options, values);
  if (jitLog)
    *jitLog = infoLog.data();
  if (Status s =
          check(api, loaded, "JIT-compiling the PTX (cuModuleLoadDataEx)");
      s.failed()) {
    std::string log = joinLines(errorLog.data());
    return Status::failure(s.getMessage() + (log.empty() ? "" : ": " + log));
  }

  DriverCalls ok(api);
  for (const KernelDesc &kernel : manifest.kernels) {
    CUfunction function;
    if (!ok(api.cuModuleGetFunction(&function, program->module,
                                    kernel.name.c_str()),
            "finding kernel '" + kernel.name + "' in the PTX"))
      return ok.status;
    program->functions.push_back(function);
    if (Status s = checkParams(api, manifest, kernel, function, ptx);
        s.failed())
      return s;
    // Beyond 48 KiB, dynamic shared memory must be opted into.
    if (kernel.sharedBytes <= 48 * 1024)
      continue;
    if (kernel.sharedBytes > unsigned(device.getMaxSharedBytes()))
      return Status::failure(
          "kernel '" + kernel.name + "' asks for " +
          std::to_string(kernel.sharedBytes) +
          " bytes of dynamic shared memory; the device allows at most " +
          std::to_string(device.getMaxSharedBytes()));
    if (!ok(api.cuFuncSetAttribute(
                function, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                int(kernel.sharedBytes)),
            "raising the shared memory limit of kernel '" + kernel.name + "'"))
      return ok.status;
  }

  program->buffers.assign(manifest.buffers.size(), 0);
  for (size_t i = 0; i < manifest.buffers.size(); ++i) {
    size_t bytes = manifest.buffers[i].getStorageBytes();
    if (!ok(api.cuMemAlloc(&program->buffers[i], std::max<size_t>(bytes, 1)),
            "allocating " + std::to_string(bytes) + " bytes for buffer '" +
                manifest.buffers[i].name + "'"))
      return ok.status;
  }

  // Tensor maps: encoded on the host from each buffer's device address,
  // extents and strides (innermost first, strides in bytes), copied to
  // device memory; the kernel takes the copy's address.
  size_t numMaps = 0;
  for (const KernelDesc &kernel : manifest.kernels)
    for (const KernelArg &arg : kernel.args)
      numMaps += arg.kind == KernelArg::Kind::TensorMap;
  program->tensorMaps.reserve(numMaps);
  for (const KernelDesc &kernel : manifest.kernels)
    for (const KernelArg &arg : kernel.args) {
      if (arg.kind != KernelArg::Kind::TensorMap)
        continue;
      if (!api.cuTensorMapEncodeTiled)
        return Status::failure("kernel '" + kernel.name +
                               "' takes a tensor map, which needs a CUDA 12 "
                               "driver (cuTensorMapEncodeTiled)");
      const BufferDesc &buffer = manifest.buffers[arg.bufferIndex];
      // The buffer's own shape and strides, or the row-major view the
      // kernel reads it as.
      bool view = !arg.viewShape.empty();
      const std::vector<int64_t> &shape = view ? arg.viewShape : buffer.shape;
      size_t rank = shape.size();
      cuuint64_t extents[5], strides[4];
      cuuint32_t box[5], elementStrides[5];
      int64_t rowMajor = 1;
      for (size_t d = 0; d < rank; ++d) {
        size_t axis = rank - 1 - d;
        extents[d] = static_cast<cuuint64_t>(shape[axis]);
        box[d] = static_cast<cuuint32_t>(arg.box[axis]);
        elementStrides[d] = 1;
        if (d > 0)
          strides[d - 1] =
              static_cast<cuuint64_t>(view ? rowMajor : buffer.strides[axis]) *
              getByteWidth(buffer.dtype);
        rowMajor *= shape[axis];
      }
      CUtensorMap map;
      CUresult encoded = api.cuTensorMapEncodeTiled(
          &map,
          buffer.dtype == DType::BF16   ? CU_TENSOR_MAP_DATA_TYPE_BFLOAT16
          : buffer.dtype == DType::F32 ? CU_TENSOR_MAP_DATA_TYPE_FLOAT32
                                       : CU_TENSOR_MAP_DATA_TYPE_FLOAT16,
          static_cast<cuuint32_t>(rank),
          reinterpret_cast<void *>(program->buffers[arg.bufferIndex] +
                                   arg.offset * getByteWidth(buffer.dtype)),
          extents, strides, box, elementStrides,
          CU_TENSOR_MAP_INTERLEAVE_NONE, CU_TENSOR_MAP_SWIZZLE_128B,
          CU_TENSOR_MAP_L2_PROMOTION_L2_256B,
          CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE);
      if (!ok(encoded, "encoding the tensor map of buffer '" + buffer.name +
                           "' for kernel '" + kernel.name + "'"))
        return ok.status;
      CUdeviceptr &copy = program->tensorMaps.emplace_back(0);
      if (!ok(api.cuMemAlloc(&copy, sizeof(map)),
              "allocating a tensor map") ||
          !ok(api.cuMemcpyHtoD(copy, &map, sizeof(map)),
              "uploading a tensor map"))
        return ok.status;
    }

  // Counters: zeroed once here; every launch leaves them zero (the CTA
  // that arrives last at a counter resets it).
  for (const KernelDesc &kernel : manifest.kernels)
    for (const KernelArg &arg : kernel.args) {
      if (arg.kind != KernelArg::Kind::Counters)
        continue;
      CUdeviceptr &counters = program->counters.emplace_back(0);
      size_t count = static_cast<size_t>(arg.numCounters);
      if (!ok(api.cuMemAlloc(&counters, count * sizeof(int32_t)),
              "allocating the counters of kernel '" + kernel.name + "'") ||
          !ok(api.cuMemsetD8(counters, 0, count * sizeof(int32_t)),
              "zeroing the counters of kernel '" + kernel.name + "'"))
        return ok.status;
    }

  // Pack the parameters: pointers into `buffers` for buffer arguments (and
  // into `tensorMaps` / `counters` for those, in the same order as
  // created), the value's bytes (little end of an 8-byte slot) for scalars.
  size_t nextMap = 0, nextCounters = 0;
  for (const KernelDesc &kernel : manifest.kernels) {
    std::vector<uint64_t> &scalars =
        program->scalars.emplace_back(kernel.args.size(), 0);
    std::vector<void *> &params = program->params.emplace_back();
    for (size_t i = 0; i < kernel.args.size(); ++i) {
      const KernelArg &arg = kernel.args[i];
      if (arg.kind == KernelArg::Kind::Buffer) {
        if (arg.offset == 0) {
          params.push_back(&program->buffers[arg.bufferIndex]);
          continue;
        }
        // A slice of a flat argument: the address of its first element,
        // kept in this argument's slot.
        CUdeviceptr start =
            program->buffers[arg.bufferIndex] +
            arg.offset *
                getByteWidth(manifest.buffers[arg.bufferIndex].dtype);
        std::memcpy(&scalars[i], &start, sizeof(start));
        params.push_back(&scalars[i]);
        continue;
      }
      if (arg.kind == KernelArg::Kind::TensorMap) {
        params.push_back(&program->tensorMaps[nextMap++]);
        continue;
      }
      if (arg.kind == KernelArg::Kind::Counters) {
        params.push_back(&program->counters[nextCounters++]);
        continue;
      }
      if (arg.scalarType == DType::I32) {
        int32_t value = static_cast<int32_t>(arg.intValue);
        std::memcpy(&scalars[i], &value, sizeof(value));
      } else if (arg.scalarType == DType::I64) {
        std::memcpy(&scalars[i], &arg.intValue, sizeof(arg.intValue));
      } else {
        storeElement(arg.scalarType, arg.floatValue, &scalars[i]);
      }
      params.push_back(&scalars[i]);
    }
  }
  result = std::move(program);
  return Status::success();
}

Program::~Program() {
  const DriverApi &api = device.getDriver();
  for (CUdeviceptr buffer : buffers)
    if (buffer)
      api.cuMemFree(buffer);
  for (CUdeviceptr map : tensorMaps)
    if (map)
      api.cuMemFree(map);
  for (CUdeviceptr c : counters)
    if (c)
      api.cuMemFree(c);
  if (module)
    api.cuModuleUnload(module);
}

KernelInfo Program::getKernelInfo(size_t index) const {
  const DriverApi &api = device.getDriver();
  KernelInfo info;
  CUfunction function = functions[index];
  api.cuFuncGetAttribute(&info.registers, CU_FUNC_ATTRIBUTE_NUM_REGS, function);
  api.cuFuncGetAttribute(&info.localBytes, CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES,
                         function);
  api.cuFuncGetAttribute(&info.staticSharedBytes,
                         CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES, function);
  api.cuFuncGetAttribute(&info.maxThreadsPerBlock,
                         CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK, function);
  return info;
}

Status Program::upload(size_t index, const std::vector<uint8_t> &bytes) {
  const DriverApi &api = device.getDriver();
  const BufferDesc &buffer = manifest.buffers[index];
  if (bytes.size() != buffer.getStorageBytes())
    return Status::failure("uploading " + std::to_string(bytes.size()) +
                           " bytes to buffer '" + buffer.name + "' of " +
                           std::to_string(buffer.getStorageBytes()));
  if (bytes.empty())
    return Status::success();
  return check(api,
               api.cuMemcpyHtoD(buffers[index], bytes.data(), bytes.size()),
               "uploading buffer '" + buffer.name + "'");
}

Status Program::download(size_t index, std::vector<uint8_t> &bytes) {
  const DriverApi &api = device.getDriver();
  const BufferDesc &buffer = manifest.buffers[index];
  bytes.resize(buffer.getStorageBytes());
  if (bytes.empty())
    return Status::success();
  return check(api,
               api.cuMemcpyDtoH(bytes.data(), buffers[index], bytes.size()),
               "downloading buffer '" + buffer.name + "'");
}

Status Program::poison(size_t index) {
  const DriverApi &api = device.getDriver();
  const BufferDesc &buffer = manifest.buffers[index];
  return check(api,
               api.cuMemsetD8(buffers[index], 0xFF, buffer.getStorageBytes()),
               "poisoning buffer '" + buffer.name + "'");
}

Status Program::launch(size_t index) {
  const DriverApi &api = device.getDriver();
  const KernelDesc &kernel = manifest.kernels[index];
  CUresult launched = api.cuLaunchKernel(
      functions[index], kernel.grid[0], kernel.grid[1], kernel.grid[2],
      kernel.block[0], kernel.block[1], kernel.block[2], kernel.sharedBytes,
      device.getStream(), params[index].data(), nullptr);
  // Build messages only on failure: this runs in the timing loops.
  if (launched != CUDA_SUCCESS)
    return check(api, launched, "launching kernel '" + kernel.name + "'");
  return Status::success();
}

Status Program::enqueueAll(bool checkEach) {
  const DriverApi &api = device.getDriver();
  for (size_t i = 0; i < functions.size(); ++i) {
    if (Status s = launch(i); s.failed())
      return s;
    if (!checkEach)
      continue;
    if (CUresult ran = api.cuStreamSynchronize(device.getStream());
        ran != CUDA_SUCCESS)
      return check(api, ran,
                   "running kernel '" + manifest.kernels[i].name + "'");
  }
  return Status::success();
}

Status Program::run(bool checkEach) {
  const DriverApi &api = device.getDriver();
  if (Status s = enqueueAll(checkEach); s.failed())
    return s;
  return check(api, api.cuStreamSynchronize(device.getStream()),
               "running the kernels");
}

/// The median and minimum of `samples` (sorted in place); zeros when empty.
static Timing summarize(std::vector<double> &samples) {
  Timing result;
  result.runs = samples.size();
  if (samples.empty())
    return result;
  std::sort(samples.begin(), samples.end());
  size_t mid = samples.size() / 2;
  result.minMs = samples.front();
  result.medianMs = samples.size() % 2 == 1
                        ? samples[mid]
                        : (samples[mid - 1] + samples[mid]) / 2;
  return result;
}

namespace {
/// CUDA events, destroyed on every path out.
struct Events {
  const DriverApi &api;
  std::vector<CUevent> list;
  ~Events() {
    for (CUevent event : list)
      if (event)
        api.cuEventDestroy(event);
  }
};
} // namespace

/// Creates `count` events in `events`.
static Status createEvents(const DriverApi &api, size_t count, Events &events) {
  events.list.resize(count, nullptr);
  DriverCalls ok(api);
  for (CUevent &event : events.list)
    if (!ok(api.cuEventCreate(&event, CU_EVENT_DEFAULT), "cuEventCreate"))
      return ok.status;
  return Status::success();
}

Status Program::time(int warmup, int iterations, Timing &result) {
  const DriverApi &api = device.getDriver();
  Events events{api, {}};
  if (Status s = createEvents(api, iterations + 1, events); s.failed())
    return s;
  DriverCalls ok(api);
  for (int i = 0; i < warmup; ++i)
    if (Status s = enqueueAll(/*checkEach=*/false); s.failed())
      return s;
  // One event between consecutive runs of the launch sequence.
  for (int i = 0; i <= iterations; ++i) {
    if (i > 0)
      if (Status s = enqueueAll(/*checkEach=*/false); s.failed())
        return s;
    if (CUresult recorded =
            api.cuEventRecord(events.list[i], device.getStream());
        recorded != CUDA_SUCCESS)
      return check(api, recorded, "cuEventRecord");
  }
  if (!ok(api.cuEventSynchronize(events.list.back()),
          "running the timed kernels"))
    return ok.status;
  std::vector<double> samples(iterations);
  for (int i = 0; i < iterations; ++i) {
    float ms = 0;
    if (!ok(api.cuEventElapsedTime(&ms, events.list[i], events.list[i + 1]),
            "cuEventElapsedTime"))
      return ok.status;
    samples[i] = ms;
  }
  result = summarize(samples);
  result.warmupRuns = size_t(warmup);
  return Status::success();
}

Status Program::timeKernels(int warmup, int iterations,
                            std::vector<Timing> &result) {
  const DriverApi &api = device.getDriver();
  size_t numKernels = functions.size();
  result.assign(numKernels, Timing());
  if (numKernels == 0 || iterations <= 0)
    return Status::success();
  // Runs are timed in batches whose events are recorded, then read, then
  // reused: iterations * kernels events at once could be millions.
  constexpr size_t kMaxEvents = 1024;
  size_t perBatch = std::max<size_t>(1, (kMaxEvents - 1) / numKernels);
  Events events{api, {}};
  if (Status s = createEvents(
          api, std::min<size_t>(perBatch, iterations) * numKernels + 1, events);
      s.failed())
    return s;
  DriverCalls ok(api);
  for (int i = 0; i < warmup; ++i)
    if (Status s = enqueueAll(/*checkEach=*/false); s.failed())
      return s;
  std::vector<std::vector<double>> samples(numKernels);
  for (size_t done = 0; done < size_t(iterations);) {
    size_t runs = std::min(perBatch, size_t(iterations) - done);
    // An untimed run first keeps the GPU busy while the timed launches are
    // queued, so the first kernel's sample does not include the time the
    // host takes to launch it (the warm-up did that for the first batch).
    if (done > 0)
      if (Status s = enqueueAll(/*checkEach=*/false); s.failed())
        return s;
    // events[r * n + i] is recorded just before kernel i of run r; the
    // event after the last kernel of a run is the first of the next run.
    size_t event = 0;
    auto record = [&]() -> Status {
      if (CUresult recorded =
              api.cuEventRecord(events.list[event++], device.getStream());
          recorded != CUDA_SUCCESS)
        return check(api, recorded, "cuEventRecord");
      return Status::success();
    };
    if (Status s = record(); s.failed())
      return s;
    for (size_t r = 0; r < runs; ++r)
      for (size_t i = 0; i < numKernels; ++i) {
        if (Status s = launch(i); s.failed())
          return s;
        if (Status s = record(); s.failed())
          return s;
      }
    if (!ok(api.cuEventSynchronize(events.list[event - 1]),
            "running the timed kernels"))
      return ok.status;
    for (size_t e = 0; e + 1 < event; ++e) {
      float ms = 0;
      if (!ok(api.cuEventElapsedTime(&ms, events.list[e], events.list[e + 1]),
              "cuEventElapsedTime"))
        return ok.status;
      samples[e % numKernels].push_back(ms);
    }
    done += runs;
  }
  for (size_t i = 0; i < numKernels; ++i) {
    result[i] = summarize(samples[i]);
    result[i].warmupRuns = size_t(warmup);
  }
  return Status::success();
}
