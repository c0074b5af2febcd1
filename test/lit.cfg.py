# -*- Python -*- lit configuration for the fusec regression tests.

import os

import lit.formats
from lit.llvm import llvm_config
from lit.llvm.subst import ToolSubst

config.name = "FUSEC"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir", ".test"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.fusec_obj_root, "test")
config.excludes = ["Unit", "CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py",
                   "Inputs", "GPU", "Bench"]

config.substitutions.append(("%PATH%", config.environment["PATH"]))
config.substitutions.append(("%fusec_src", config.fusec_src_root))
config.substitutions.append(("%mlir_lib_dir", config.mlir_lib_dir))
config.substitutions.append(("%fusec_obj_root", config.fusec_obj_root))
config.substitutions.append(("%cxx", config.cxx_compiler))

llvm_config.with_system_environment(["HOME", "INCLUDE", "LIB", "TMP", "TEMP"])
llvm_config.use_default_substitutions()

tool_dirs = [config.fusec_tools_dir, config.llvm_tools_dir]
tools = ["fuse-opt", "fusec", "not", "count", "split-file",
         ToolSubst("mlir-runner", unresolved="ignore"),
         ToolSubst("fuse-run", unresolved="ignore")]
llvm_config.add_tool_substitutions(tools, tool_dirs)

# fusec links libdevice (for math functions in kernel bodies) from the CUDA
# toolkit it finds the way findCudaToolkit does; tests whose kernels call
# one need it.
llvm_config.with_system_environment(["CUDA_HOME", "CUDA_PATH", "CUDA_ROOT"])
for root in [os.environ.get(v) for v in ("CUDA_HOME", "CUDA_PATH", "CUDA_ROOT")] + [
        "/usr/local/cuda", "/usr/lib/cuda", "/opt/cuda"]:
    if root and os.path.exists(os.path.join(root, "nvvm", "libdevice",
                                            "libdevice.10.bc")):
        config.available_features.add("libdevice")
        break

if config.ptxas:
    config.available_features.add("ptxas")
    config.substitutions.append(("%ptxas", config.ptxas))

# Sanitized builds (FUSEC_ENABLE_SANITIZERS): fusec's code is instrumented,
# Debian's libMLIR/libLLVM are not. LLVM's BumpPtrAllocator poisons the slabs
# it starts in instrumented code only, and uninstrumented code then hands out
# memory from them without unpoisoning it: false "use-after-poison" reports.
# Turn user poisoning off (the caller's ASAN_OPTIONS come after and win).
if config.fusec_sanitizers:
    for sanitizer in config.fusec_sanitizers.split(","):
        config.available_features.add({"address": "asan",
                                       "undefined": "ubsan"}.get(sanitizer,
                                                                 sanitizer))
    config.environment["ASAN_OPTIONS"] = ":".join(
        filter(None, ["allow_user_poisoning=0",
                      config.environment.get("ASAN_OPTIONS", "")]))
