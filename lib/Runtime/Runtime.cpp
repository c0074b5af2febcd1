//===- Runtime.cpp - Launch manifests through the CUDA driver -------------===//
//
// Part of fusec. Depends only on the CUDA driver API (cuda.h) and the C++17
// standard library.
//
//===----------------------------------------------------------------------===//

#include "fusec/Runtime/Runtime.h"
#include "fusec/Runtime/Reference.h"

#include <algorithm>
#include <cstring>

using namespace fusec::runtime;

/// Turns a driver result into a Status "WHAT failed: NAME (description)".
static Status check(CUresult result, const std::string &what) {
  if (result == CUDA_SUCCESS)
    return Status::success();
  const char *name = nullptr, *description = nullptr;
  std::string message = what + " failed: ";
  if (cuGetErrorName(result, &name) == CUDA_SUCCESS && name)
    message += name;
  else
    message += "CUDA error " + std::to_string(result);
  if (cuGetErrorString(result, &description) == CUDA_SUCCESS && description)
    message += std::string(" (") + description + ")";
  return Status::failure(message);
}

//===----------------------------------------------------------------------===//
// Device
//===----------------------------------------------------------------------===//

Status Device::open(int ordinal, std::unique_ptr<Device> &result) {
  CUresult initResult = cuInit(0);
  if (initResult == CUDA_ERROR_NO_DEVICE)
    return Status::failure(
        "no CUDA-capable device: cuInit returned CUDA_ERROR_NO_DEVICE");
  // The stub cannot name its own errors.
  if (initResult == CUDA_ERROR_STUB_LIBRARY)
    return Status::failure("no CUDA driver: cuInit returned "
                           "CUDA_ERROR_STUB_LIBRARY (the link-time stub "
                           "libcuda.so was loaded instead of the driver)");
  if (Status s = check(initResult, "cuInit"); s.failed())
    return s;
  int count = 0;
  if (Status s = check(cuDeviceGetCount(&count), "cuDeviceGetCount");
      s.failed())
    return s;
  if (count == 0)
    return Status::failure(
        "no CUDA-capable device: cuDeviceGetCount returned 0");
  if (ordinal < 0 || ordinal >= count)
    return Status::failure("device " + std::to_string(ordinal) +
                           " requested but only " + std::to_string(count) +
                           " present");

  std::unique_ptr<Device> device(new Device());
  char name[256] = "";
  int major = 0, minor = 0;
  if (Status s = check(cuDeviceGet(&device->device, ordinal), "cuDeviceGet");
      s.failed())
    return s;
  if (Status s = check(cuDeviceGetName(name, sizeof(name), device->device),
                       "cuDeviceGetName");
      s.failed())
    return s;
  if (Status s = check(
          cuDeviceGetAttribute(&major,
                               CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR,
                               device->device),
          "cuDeviceGetAttribute");
      s.failed())
    return s;
  if (Status s = check(
          cuDeviceGetAttribute(&minor,
                               CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR,
                               device->device),
          "cuDeviceGetAttribute");
      s.failed())
    return s;
  device->name = name;
  device->computeCapability = major * 10 + minor;
  if (Status s = check(cuDevicePrimaryCtxRetain(&device->context,
                                                device->device),
                       "cuDevicePrimaryCtxRetain");
      s.failed())
    return s;
  if (Status s = check(cuCtxSetCurrent(device->context), "cuCtxSetCurrent");
      s.failed())
    return s;
  if (Status s = check(cuStreamCreate(&device->stream, CU_STREAM_NON_BLOCKING),
                       "cuStreamCreate");
      s.failed())
    return s;
  result = std::move(device);
  return Status::success();
}

Device::~Device() {
  if (stream)
    cuStreamDestroy(stream);
  if (context)
    cuDevicePrimaryCtxRelease(device);
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

/// Joins the non-empty lines of a JIT log with "; " to keep messages on one
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

/// Returns how the manifest passes argument `arg`, for messages.
static std::string describeArg(const Manifest &manifest,
                               const KernelArg &arg) {
  if (arg.kind == KernelArg::Kind::Buffer)
    return "buffer '" + manifest.buffers[arg.bufferIndex].name +
           "' (8-byte pointer)";
  return std::string("scalar ") + stringifyDType(arg.scalarType) + " (" +
         std::to_string(getByteWidth(arg.scalarType)) + " bytes)";
}

/// Checks the manifest's arguments against the parameters in the PTX, where
/// the driver can tell (cuFuncGetParamInfo, CUDA 12.4+).
static Status checkParams(const Manifest &manifest, const KernelDesc &kernel,
                          CUfunction function) {
  const std::vector<KernelArg> &args = kernel.args;
  for (size_t i = 0; i <= args.size(); ++i) {
    size_t offset = 0, size = 0;
    CUresult result = cuFuncGetParamInfo(function, i, &offset, &size);
    if (result == CUDA_ERROR_INVALID_VALUE && i < args.size())
      return Status::failure("kernel '" + kernel.name + "' takes " +
                             std::to_string(i) +
                             " parameters but the manifest passes " +
                             std::to_string(args.size()));
    if (result != CUDA_SUCCESS)
      return Status::success(); // Past the end, or the driver cannot tell.
    if (i == args.size())
      return Status::failure("kernel '" + kernel.name +
                             "' takes more than the " +
                             std::to_string(args.size()) +
                             " parameters the manifest passes");
    size_t expected = args[i].kind == KernelArg::Kind::Buffer
                          ? sizeof(CUdeviceptr)
                          : getByteWidth(args[i].scalarType);
    if (size != expected)
      return Status::failure("kernel '" + kernel.name + "' parameter #" +
                             std::to_string(i) + " has " +
                             std::to_string(size) +
                             " bytes but the manifest passes " +
                             describeArg(manifest, args[i]));
  }
  return Status::success();
}

Status Program::load(Device &device, const Manifest &manifest,
                     const std::string &ptx, std::unique_ptr<Program> &result,
                     std::string *jitLog) {
  std::unique_ptr<Program> program(new Program(device, manifest));
  std::vector<char> errorLog(1 << 16, '\0'), infoLog(1 << 16, '\0');
  CUjit_option options[] = {
      CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES,
      CU_JIT_INFO_LOG_BUFFER, CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES,
      CU_JIT_LOG_VERBOSE};
  void *values[] = {errorLog.data(), reinterpret_cast<void *>(errorLog.size()),
                    infoLog.data(), reinterpret_cast<void *>(infoLog.size()),
                    reinterpret_cast<void *>(uintptr_t(1))};
  CUresult loaded =
      cuModuleLoadDataEx(&program->module, ptx.c_str(),
                         sizeof(options) / sizeof(options[0]), options, values);
  if (jitLog)
    *jitLog = infoLog.data();
  if (Status s = check(loaded, "JIT-compiling the PTX (cuModuleLoadDataEx)");
      s.failed()) {
    std::string log = joinLines(errorLog.data());
    return Status::failure(s.getMessage() + (log.empty() ? "" : ": " + log));
  }

  int maxOptInShared = 0;
  CUdevice cuDevice;
  if (Status s = check(cuCtxGetDevice(&cuDevice), "cuCtxGetDevice");
      s.failed())
    return s;
  if (Status s = check(cuDeviceGetAttribute(
                           &maxOptInShared,
                           CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN,
                           cuDevice),
                       "cuDeviceGetAttribute");
      s.failed())
    return s;
  for (const KernelDesc &kernel : manifest.kernels) {
    CUfunction function;
    if (Status s = check(cuModuleGetFunction(&function, program->module,
                                             kernel.name.c_str()),
                         "finding kernel '" + kernel.name + "' in the PTX");
        s.failed())
      return s;
    program->functions.push_back(function);
    if (Status s = checkParams(manifest, kernel, function); s.failed())
      return s;
    constexpr unsigned defaultSharedLimit = 48 * 1024;
    if (kernel.sharedBytes <= defaultSharedLimit)
      continue;
    if (kernel.sharedBytes > unsigned(maxOptInShared))
      return Status::failure("kernel '" + kernel.name + "' asks for " +
                             std::to_string(kernel.sharedBytes) +
                             " bytes of dynamic shared memory; the device "
                             "allows at most " +
                             std::to_string(maxOptInShared));
    if (Status s = check(
            cuFuncSetAttribute(function,
                               CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                               int(kernel.sharedBytes)),
            "raising the shared memory limit of kernel '" + kernel.name +
                "'");
        s.failed())
      return s;
  }

  program->buffers.assign(manifest.buffers.size(), 0);
  for (size_t i = 0; i < manifest.buffers.size(); ++i) {
    const BufferDesc &buffer = manifest.buffers[i];
    if (Status s = check(cuMemAlloc(&program->buffers[i],
                                    std::max<size_t>(buffer.getStorageBytes(),
                                                     1)),
                         "allocating " +
                             std::to_string(buffer.getStorageBytes()) +
                             " bytes for buffer '" + buffer.name + "'");
        s.failed())
      return s;
  }

  // Pack the parameters: pointers into `buffers` for buffer arguments, the
  // value's bytes (little end of an 8-byte slot) for scalars.
  for (const KernelDesc &kernel : manifest.kernels) {
    std::vector<uint64_t> &scalars = program->scalars.emplace_back(
        kernel.args.size(), 0);
    std::vector<void *> &params = program->params.emplace_back();
    for (size_t i = 0; i < kernel.args.size(); ++i) {
      const KernelArg &arg = kernel.args[i];
      if (arg.kind == KernelArg::Kind::Buffer) {
        params.push_back(&program->buffers[arg.bufferIndex]);
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
  for (CUdeviceptr buffer : buffers)
    if (buffer)
      cuMemFree(buffer);
  if (module)
    cuModuleUnload(module);
}

KernelInfo Program::getKernelInfo(size_t index) const {
  KernelInfo info;
  CUfunction function = functions[index];
  cuFuncGetAttribute(&info.registers, CU_FUNC_ATTRIBUTE_NUM_REGS, function);
  cuFuncGetAttribute(&info.localBytes, CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES,
                     function);
  cuFuncGetAttribute(&info.staticSharedBytes,
                     CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES, function);
  cuFuncGetAttribute(&info.maxThreadsPerBlock,
                     CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK, function);
  return info;
}

Status Program::upload(size_t index, const std::vector<uint8_t> &bytes) {
  const BufferDesc &buffer = manifest.buffers[index];
  if (bytes.size() != buffer.getStorageBytes())
    return Status::failure("uploading " + std::to_string(bytes.size()) +
                           " bytes to buffer '" + buffer.name + "' of " +
                           std::to_string(buffer.getStorageBytes()));
  if (bytes.empty())
    return Status::success();
  return check(cuMemcpyHtoD(buffers[index], bytes.data(), bytes.size()),
               "uploading buffer '" + buffer.name + "'");
}

Status Program::download(size_t index, std::vector<uint8_t> &bytes) {
  const BufferDesc &buffer = manifest.buffers[index];
  bytes.resize(buffer.getStorageBytes());
  if (bytes.empty())
    return Status::success();
  return check(cuMemcpyDtoH(bytes.data(), buffers[index], bytes.size()),
               "downloading buffer '" + buffer.name + "'");
}

Status Program::poison(size_t index) {
  const BufferDesc &buffer = manifest.buffers[index];
  return check(cuMemsetD8(buffers[index], 0xFF, buffer.getStorageBytes()),
               "poisoning buffer '" + buffer.name + "'");
}

Status Program::enqueue(size_t index) {
  const KernelDesc &kernel = manifest.kernels[index];
  return check(cuLaunchKernel(functions[index], kernel.grid[0], kernel.grid[1],
                              kernel.grid[2], kernel.block[0], kernel.block[1],
                              kernel.block[2], kernel.sharedBytes,
                              device.getStream(), params[index].data(),
                              nullptr),
               "launching kernel '" + kernel.name + "'");
}

Status Program::run(bool checkEach) {
  for (size_t i = 0; i < functions.size(); ++i) {
    if (Status s = enqueue(i); s.failed())
      return s;
    if (checkEach)
      if (Status s = check(cuStreamSynchronize(device.getStream()),
                           "running kernel '" + manifest.kernels[i].name +
                               "'");
          s.failed())
        return s;
  }
  return check(cuStreamSynchronize(device.getStream()),
               "running the kernels");
}

Status Program::time(int warmup, int iterations, Timing &result) {
  // Events are destroyed on every path out.
  struct Events {
    std::vector<CUevent> list;
    ~Events() {
      for (CUevent event : list)
        cuEventDestroy(event);
    }
  } events;
  auto enqueueAll = [&]() {
    for (size_t i = 0; i < functions.size(); ++i)
      if (Status s = enqueue(i); s.failed())
        return s;
    return Status::success();
  };
  for (int i = 0; i < warmup; ++i)
    if (Status s = enqueueAll(); s.failed())
      return s;
  for (int i = 0; i <= iterations; ++i) {
    CUevent event;
    if (Status s = check(cuEventCreate(&event, CU_EVENT_DEFAULT),
                         "cuEventCreate");
        s.failed())
      return s;
    events.list.push_back(event);
    if (i > 0)
      if (Status s = enqueueAll(); s.failed())
        return s;
    if (Status s = check(cuEventRecord(event, device.getStream()),
                         "cuEventRecord");
        s.failed())
      return s;
  }
  if (Status s = check(cuEventSynchronize(events.list.back()),
                       "running the timed kernels");
      s.failed())
    return s;
  std::vector<double> samples;
  for (int i = 0; i < iterations; ++i) {
    float ms = 0;
    if (Status s = check(cuEventElapsedTime(&ms, events.list[i],
                                            events.list[i + 1]),
                         "cuEventElapsedTime");
        s.failed())
      return s;
    samples.push_back(ms);
  }
  std::sort(samples.begin(), samples.end());
  size_t mid = samples.size() / 2;
  result.minMs = samples.empty() ? 0 : samples.front();
  result.medianMs = samples.empty()              ? 0
                    : samples.size() % 2 == 1 ? samples[mid]
                                              : (samples[mid - 1] +
                                                 samples[mid]) / 2;
  return Status::success();
}
