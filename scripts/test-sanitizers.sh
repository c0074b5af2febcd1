#!/usr/bin/env bash
# The whole test suite (lit + GoogleTest) with fusec built under
# AddressSanitizer + UndefinedBehaviorSanitizer (-DFUSEC_ENABLE_SANITIZERS=ON)
# in build-asan/ (-O1, assertions on). The LLVM/MLIR dylibs are Debian's, not
# instrumented. Any sanitizer report fails the run (UB findings also abort:
# -fno-sanitize-recover).
#   bash scripts/test-sanitizers.sh [ninja target...]   # default check-fusec
set -euo pipefail
cd "$(dirname "$0")/.."
need=()
for pkg in llvm-22-dev libmlir-22-dev mlir-22-tools llvm-22-tools cmake \
           ninja-build g++ libgtest-dev nlohmann-json3-dev python3; do
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
# Reports go to files, so that one from a command a test expects to fail
# (`not fusec ...`) or whose stderr it checks is not lost: any file there
# fails the run. Leak checking stays on (the suite is leak-free).
logs=$PWD/build-asan/sanitizer-logs
rm -rf "$logs" && mkdir -p "$logs"
export ASAN_OPTIONS="log_path=$logs/asan${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
export UBSAN_OPTIONS="print_stacktrace=1:log_path=$logs/ubsan${UBSAN_OPTIONS:+:$UBSAN_OPTIONS}"
status=0
cmake --build build-asan -j "${JOBS:-$(nproc)}" --target "${@:-check-fusec}" || status=$?
if [ -n "$(ls -A "$logs")" ]; then
  for f in "$logs"/*; do echo "== $f"; cat "$f"; done
  echo "test-sanitizers: sanitizer reports above (in $logs)" >&2
  exit 1
fi
exit $status
