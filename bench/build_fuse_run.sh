#!/usr/bin/env bash
# GPU machine: builds the standalone fuse-run (CUDA driver API only) into
# /tmp/fuse-run-build, logging to LOG_DIR/build.log; prints the binary's path.
#   fr=$(bash bench/build_fuse_run.sh LOG_DIR [CARRY_DIR]) || exit 2
# The runtime reads manifests with nlohmann-json (header-only); a GPU machine
# without the Debian package uses the copy compile_all.sh puts in
# CARRY_DIR/nlohmann (include/ + share/cmake/).
here=$(cd "$(dirname "$0")/.." && pwd)
log=$1/build.log
prefix=()
[ -n "${2:-}" ] && [ -d "$2/nlohmann" ] && prefix=(-DCMAKE_PREFIX_PATH="$(cd "$2/nlohmann" && pwd)")
cmake -S "$here/tools/fuse-run/standalone" -B /tmp/fuse-run-build -G Ninja \
  -DCMAKE_BUILD_TYPE=Release "${prefix[@]}" > "$log" 2>&1 &&
  cmake --build /tmp/fuse-run-build >> "$log" 2>&1 || { cat "$log" >&2; exit 2; }
echo /tmp/fuse-run-build/bin/fuse-run
