#!/usr/bin/env bash
# The whole test suite (lit + GoogleTest) with fusec built under
# AddressSanitizer + UndefinedBehaviorSanitizer (-DFUSEC_ENABLE_SANITIZERS=ON)
# in build-asan/. The LLVM/MLIR dylibs are Debian's, not instrumented; any
# sanitizer report in fusec's code fails the test that triggered it (UB
# findings abort: -fno-sanitize-recover).
#   bash scripts/test-sanitizers.sh [ninja target...]   # default check-fusec
set -euo pipefail
cd "$(dirname "$0")/.."
need=()
for pkg in llvm-22-dev libmlir-22-dev mlir-22-tools llvm-22-tools cmake \
           ninja-build g++ libgtest-dev python3; do
  dpkg -s "$pkg" >/dev/null 2>&1 || need+=("$pkg")
done
if [ ${#need[@]} -gt 0 ]; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}"
fi
if [ ! -f build-asan/build.ninja ]; then
  cmake -G Ninja -S . -B build-asan \
    -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1" \
    -DCMAKE_C_FLAGS_RELWITHDEBINFO="-O1 -g1" \
    -DMLIR_DIR=/usr/lib/llvm-22/lib/cmake/mlir \
    -DCMAKE_C_COMPILER=gcc -DCMAKE_CXX_COMPILER=g++ \
    -DFUSEC_ENABLE_SANITIZERS=ON
fi
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1}
cmake --build build-asan --target "${@:-check-fusec}"
