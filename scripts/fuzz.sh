#!/usr/bin/env bash
# Fuzzes the fusec pipeline: builds fuse-fuzz (libFuzzer, AddressSanitizer +
# UndefinedBehaviorSanitizer, clang 22) in build-fuzz/ and runs it on a seed
# corpus made of every .mlir under test/ and examples/ (split at `// -----`).
#
#   bash scripts/fuzz.sh [SECONDS] [libFuzzer flags...]   # default 600 s
#   bash scripts/fuzz.sh 3600 -jobs=2 -workers=2
#
# New corpus entries go to build-fuzz/fuzz/corpus, crashes to
# build-fuzz/fuzz/crashes/. Rerun one with
#   FUSE_FUZZ_VERBOSE=1 build-fuzz/bin/fuse-fuzz build-fuzz/fuzz/crashes/X
# Not part of CI (scripts/test.sh): it installs clang-22 and its runtimes.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-600}
shift || true

need=()
for pkg in clang-22 libclang-rt-22-dev llvm-22-dev libmlir-22-dev \
           mlir-22-tools cmake ninja-build nlohmann-json3-dev python3; do
  dpkg -s "$pkg" >/dev/null 2>&1 || need+=("$pkg")
done
if [ ${#need[@]} -gt 0 ]; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}"
fi

if [ ! -f build-fuzz/build.ninja ]; then
  cmake -G Ninja -S . -B build-fuzz \
    -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1" \
    -DCMAKE_C_FLAGS_RELWITHDEBINFO="-O1 -g1" \
    -DMLIR_DIR=/usr/lib/llvm-22/lib/cmake/mlir \
    -DCMAKE_C_COMPILER=/usr/lib/llvm-22/bin/clang \
    -DCMAKE_CXX_COMPILER=/usr/lib/llvm-22/bin/clang++ \
    "-DFUSEC_ENABLE_SANITIZERS=address;undefined;fuzzer-no-link" \
    -DFUSEC_BUILD_FUZZER=ON
fi
cmake --build build-fuzz -j "${JOBS:-$(nproc)}" --target fuse-fuzz

out=build-fuzz/fuzz
rm -rf "$out/seeds"
mkdir -p "$out/seeds" "$out/corpus" "$out/crashes"
python3 - "$out/seeds" <<'PY'
import hashlib, pathlib, re, sys
out = pathlib.Path(sys.argv[1])
for path in sorted(pathlib.Path(".").glob("test/**/*.mlir")) + \
            sorted(pathlib.Path(".").glob("examples/**/*.mlir")):
    for chunk in re.split(r"^// -----\s*$", path.read_text(), flags=re.M):
        data = chunk.encode()
        (out / hashlib.sha1(data).hexdigest()).write_bytes(data)
PY

export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1}
exec build-fuzz/bin/fuse-fuzz "$out/corpus" "$out/seeds" \
  -dict=tools/fuse-fuzz/fuse.dict -max_len=8192 -timeout=60 -rss_limit_mb=4096 \
  -artifact_prefix="$out/crashes/" -max_total_time="$seconds" -print_final_stats=1 "$@"
