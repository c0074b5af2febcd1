#!/usr/bin/env bash
# Runs on the GPU machine (CUDA + PyTorch, no LLVM/MLIR) over PTX + manifests
# that fusec produced on the dev machine:
#   bash bench/run_on_gpu.sh CARRY_DIR OUT_DIR [--flex]
# CARRY_DIR/check/*.manifest.json: correctness (two seeds, fp64 reference,
#   compute-sanitizer memcheck on a few); CARRY_DIR/bench/*.manifest.json:
#   timings (fuse-run, CUDA events, median) next to the peers (peers.py) in
#   the same run; writes OUT_DIR/results.md.
set -uo pipefail
carry=$1; out=$2; shift 2
here=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$out/fusec"
cmake -S "$here/tools/fuse-run/standalone" -B /tmp/fuse-run-build -G Ninja \
  -DCMAKE_BUILD_TYPE=Release > "$out/build.log" 2>&1 &&
  cmake --build /tmp/fuse-run-build >> "$out/build.log" 2>&1 || { cat "$out/build.log"; exit 2; }
fr=/tmp/fuse-run-build/bin/fuse-run
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader | tee "$out/device.txt"

echo "== correctness"
fail=0
for m in "$carry"/check/*.manifest.json; do
  name=$(basename "$m" .manifest.json)
  for seed in 1 2; do
    if ! timeout 300 "$fr" "$m" --seed $seed --iters 0 > "$out/check_${name}_$seed.txt" 2>&1; then
      fail=1; echo "FAIL $name seed $seed"; cat "$out/check_${name}_$seed.txt"
    fi
  done
  echo "$name: $(grep -E 'PASS|FAIL|SKIP' "$out/check_${name}_1.txt" | head -2 | tr '\n' ' ')"
done
if command -v compute-sanitizer > /dev/null; then
  for name in chk_small_d64 chk_ragged1000_d64 chk_strict_causal_d64; do
    timeout 300 compute-sanitizer --tool memcheck --error-exitcode 99 "$fr" \
      "$carry/check/$name.manifest.json" --iters 0 > "$out/memcheck_$name.txt" 2>&1
    echo "memcheck $name: exit $? $(grep -E 'ERROR SUMMARY' "$out/memcheck_$name.txt")"
  done
fi

echo "== fusec timings"
for m in "$carry"/bench/*.manifest.json; do
  name=$(basename "$m" .manifest.json)
  iters="--warmup 5 --iters 20"
  case $name in chain*|mlp*) iters="--warmup 1 --iters 3";; esac
  timeout 120 "$fr" "$m" --no-verify --json $iters > "$out/fusec/$name.json" 2> "$out/fusec/$name.err"
  echo "$name: $(head -c 300 "$out/fusec/$name.json")"
done

echo "== peers"
PYTHONUNBUFFERED=1 timeout 400 python3 "$here/bench/peers.py" "$@" > "$out/peers.json" 2> "$out/peers.log"
echo "peers exit $?"; tail -3 "$out/peers.log"
python3 "$here/bench/table.py" "$out/fusec" "$out/peers.json" "$(date -u +%Y-%m-%d)" > "$out/results.md"
cat "$out/results.md"
exit $fail
