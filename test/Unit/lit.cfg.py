# -*- Python -*- runs every GoogleTest binary under <build>/unittests/bin.

import os

import lit.formats

config.name = "FUSEC-Unit"
config.suffixes = []
config.test_source_root = os.path.join(config.fusec_obj_root, "unittests", "bin")
config.test_exec_root = config.test_source_root
config.test_format = lit.formats.GoogleTest(".", "Tests")

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
