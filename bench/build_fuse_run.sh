#!/usr/bin/env bash
# GPU machine: builds the standalone fuse-run (CUDA driver API only) into
# /tmp/fuse-run-build, logging to LOG_DIR/build.log; prints the binary's path.
#   fr=$(bash bench/build_fuse_run.sh LOG_DIR [CARRY_DIR]) || exit 2
# The runtime reads manifests with nlohmann-json (header-only); a GPU machine
# without the Debian package uses the copy in CARRY_DIR/nlohmann (include/ +
# share/cmake/), which the dev-machine scripts put there with
#   bash bench/build_fuse_run.sh --carry CARRY_DIR
here=$(cd "$(dirname "$0")/.." && pwd)
if [ "${1:-}" = --carry ]; then
  lib=$2/nlohmann
  [ -d "$lib" ] && exit 0
  mkdir -p "$lib/include" "$lib/share/cmake" &&
    cp -r /usr/include/nlohmann "$lib/include/" &&
    cp -r /usr/share/cmake/nlohmann_json "$lib/share/cmake/" ||
    { echo "build_fuse_run.sh: no nlohmann-json3-dev to carry" >&2; exit 2; }
  exit 0
fi
log=$1/build.log
prefix=()
[ -n "${2:-}" ] && [ -d "$2/nlohmann" ] && prefix=(-DCMAKE_PREFIX_PATH="$(cd "$2/nlohmann" && pwd)")
cmake -S "$here/tools/fuse-run/standalone" -B /tmp/fuse-run-build -G Ninja \
  -DCMAKE_BUILD_TYPE=Release "${prefix[@]}" > "$log" 2>&1 &&
  cmake --build /tmp/fuse-run-build >> "$log" 2>&1 || { cat "$log" >&2; exit 2; }
echo /tmp/fuse-run-build/bin/fuse-run
