//===- Driver.cpp - The CUDA driver API, loaded at run time ---------------===//
//
// Part of fusec. Depends only on cuda.h (for types), the dynamic loader and
// the C++17 standard library.
//
//===----------------------------------------------------------------------===//

#include "fusec/Runtime/Driver.h"

#include <dlfcn.h>

using namespace fusec::runtime;

// Stringizes after macro expansion: cuMemAlloc -> "cuMemAlloc_v2".
#define FUSEC_STRINGIFY_IMPL(x) #x
#define FUSEC_STRINGIFY(x) FUSEC_STRINGIFY_IMPL(x)

/// Returns the last dlerror() message, or `fallback` when there is none.
static std::string getLoaderError(const char *fallback) {
  const char *error = dlerror();
  return error ? error : fallback;
}

/// Formats a driver version such as 13000 as "13.0".
static std::string formatDriverVersion(int version) {
  return std::to_string(version / 1000) + "." +
         std::to_string(version % 1000 / 10);
}

/// Returns an older symbol with the same signature as `symbol`, or null.
/// cuEventElapsedTime_v2 (CUDA 12.8) only changed behavior for events on
/// different contexts; older drivers export just the original.
static const char *getFallbackSymbol(const std::string &symbol) {
  return symbol == "cuEventElapsedTime_v2" ? "cuEventElapsedTime" : nullptr;
}

/// Resolves `symbol` into `function`. If the symbol is missing and
/// `fallback` is not null, tries that older symbol of the same signature.
template <typename FunctionPtr>
static bool resolve(void *library, const char *symbol, FunctionPtr &function,
                    const char *fallback = nullptr) {
  void *address = dlsym(library, symbol);
  if (!address && fallback)
    address = dlsym(library, fallback);
  function = reinterpret_cast<FunctionPtr>(address);
  return address != nullptr;
}

/// Loads the library and fills `api`; returns an error message or "".
static std::string loadDriverOnce(DriverApi &api) {
  // Clear any stale loader error so that messages describe this attempt.
  dlerror();
  const char *primary = "libcuda.so.1";
  void *library = dlopen(primary, RTLD_NOW | RTLD_LOCAL);
  if (library) {
    api.libraryName = primary;
  } else {
    std::string reason = getLoaderError("unknown dlopen error");
    // Development setups sometimes only have the unversioned name.
    library = dlopen("libcuda.so", RTLD_NOW | RTLD_LOCAL);
    if (!library)
      return "no CUDA driver: cannot load " + std::string(primary) + " (" +
             reason + ")";
    api.libraryName = "libcuda.so";
  }

  std::string missing;
#define FUSEC_RESOLVE_REQUIRED(name)                                           \
  if (!resolve(library, FUSEC_STRINGIFY(name), api.name,                       \
               getFallbackSymbol(FUSEC_STRINGIFY(name))) &&                    \
      missing.empty())                                                         \
    missing = FUSEC_STRINGIFY(name);
  FUSEC_CUDA_REQUIRED_FUNCTIONS(FUSEC_RESOLVE_REQUIRED)
#undef FUSEC_RESOLVE_REQUIRED
#define FUSEC_RESOLVE_OPTIONAL(name)                                           \
  (void)resolve(library, FUSEC_STRINGIFY(name), api.name);
  FUSEC_CUDA_OPTIONAL_FUNCTIONS(FUSEC_RESOLVE_OPTIONAL)
#undef FUSEC_RESOLVE_OPTIONAL

  if (missing.empty())
    return "";

  std::string version = "unknown version";
  int driverVersion = 0;
  if (api.cuDriverGetVersion &&
      api.cuDriverGetVersion(&driverVersion) == CUDA_SUCCESS)
    version = "CUDA " + formatDriverVersion(driverVersion);
  return "CUDA driver too old: " + api.libraryName + " (" + version +
         ") lacks " + missing + "; fuse-run was built with the CUDA " +
         formatDriverVersion(CUDA_VERSION) +
         " headers and needs a newer driver";
}

Status fusec::runtime::loadDriver(const DriverApi *&result) {
  struct Loaded {
    DriverApi api;
    std::string error;
  };
  // Initialized once, thread-safely; the library stays loaded for good.
  static const Loaded loaded = [] {
    Loaded state;
    state.error = loadDriverOnce(state.api);
    return state;
  }();
  if (!loaded.error.empty())
    return Status::failure(loaded.error);
  result = &loaded.api;
  return Status::success();
}
