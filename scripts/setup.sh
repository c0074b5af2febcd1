#!/usr/bin/env bash
# Installs the build dependencies (Debian 12, as root) and configures + builds
# fusec with ninja into ./build. Idempotent: re-running only rebuilds.
set -euo pipefail
cd "$(dirname "$0")/.."
need=()
for pkg in llvm-22-dev libmlir-22-dev mlir-22-tools llvm-22-tools cmake ninja-build g++ libgtest-dev nlohmann-json3-dev python3; do
  dpkg -s "$pkg" >/dev/null 2>&1 || need+=("$pkg")
done
if [ ${#need[@]} -gt 0 ]; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}"
fi
if [ ! -f build/build.ninja ]; then
  cmake -G Ninja -S . -B build \
    -DCMAKE_BUILD_TYPE=Release \
    -DMLIR_DIR=/usr/lib/llvm-22/lib/cmake/mlir \
    -DCMAKE_C_COMPILER=gcc -DCMAKE_CXX_COMPILER=g++
fi
cmake --build build --target "${@:-all}"
