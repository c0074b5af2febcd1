#!/usr/bin/env bash
# GPU machine: builds the standalone fuse-run (CUDA driver API only) into
# /tmp/fuse-run-build, logging to LOG_DIR/build.log; prints the binary's path.
#   fr=$(bash bench/build_fuse_run.sh LOG_DIR) || exit 2
here=$(cd "$(dirname "$0")/.." && pwd)
log=$1/build.log
cmake -S "$here/tools/fuse-run/standalone" -B /tmp/fuse-run-build -G Ninja \
  -DCMAKE_BUILD_TYPE=Release > "$log" 2>&1 &&
  cmake --build /tmp/fuse-run-build >> "$log" 2>&1 || { cat "$log" >&2; exit 2; }
echo /tmp/fuse-run-build/bin/fuse-run
