#!/usr/bin/env bash
# GPU machine: the head-dim and decoding cases of bench/headdims.py, compiled
# on the dev machine by `bash bench/run_headdims.sh --compile CARRY`:
#   bash bench/run_headdims.sh CARRY OUT
# checks every CARRY/check kernel against fp64 (two seeds), runs
# compute-sanitizer memcheck + racecheck on them, times CARRY/bench with
# fuse-run and SDPA flash / cuDNN in the same run, writes OUT/results.md.
set -uo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
if [ "${1:-}" = --compile ]; then
  carry=$2; inputs=/tmp/fusec-headdims
  rm -rf "$carry" "$inputs" && mkdir -p "$carry/check" "$carry/bench"
  python3 "$here/bench/headdims.py" gen "$inputs"
  for f in "$inputs"/check/*.mlir "$inputs"/bench/*.mlir; do
    sub=$(basename "$(dirname "$f")")
    "$here/build/bin/fusec" "$f" -o "$carry/$sub/$(basename "$f" .mlir).ptx" > /dev/null ||
      echo "compile failed: $f"
  done
  for f in "$carry"/*/*.ptx; do
    echo "$(basename "$f"): $(grep -c '^.visible .entry' "$f") kernel(s)," \
      "$( (PATH=$PATH:/usr/local/cuda/bin ptxas -arch=sm_90a -v "$f" -o /dev/null 2>&1 || true) | grep -o '[0-9]* bytes spill stores' | sort -u | tr '\n' ' ')"
  done > "$carry/ptxas.txt"
  # nlohmann-json for fuse-run's build on the GPU machine.
  bash "$here/bench/build_fuse_run.sh" --carry "$carry"
  exit 0
fi
carry=$1; out=$2
mkdir -p "$out/fusec"
fr=$(bash "$here/bench/build_fuse_run.sh" "$out" "$carry") || exit 2
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$out/device.txt"
fail=0
echo "== correctness (fp64 reference, two seeds, poisoned outputs)"
for m in "$carry"/check/*.manifest.json; do
  name=$(basename "$m" .manifest.json)
  for seed in 1 2; do
    timeout 120 "$fr" "$m" --seed $seed --iters 0 > "$out/check_${name}_$seed.txt" 2>&1 || {
      fail=1; echo "FAIL $name seed $seed"; tail -5 "$out/check_${name}_$seed.txt"; }
  done
  echo "$name: $(grep -hE 'PASS|FAIL|err' "$out/check_${name}_1.txt" "$out/check_${name}_2.txt" | head -2 | tr '\n' ' ')"
done
echo "== fusec timings"
for m in "$carry"/bench/*.manifest.json; do
  name=$(basename "$m" .manifest.json)
  timeout 120 "$fr" "$m" --no-verify --json --warmup 5 --iters 20 --budget-ms "${BUDGET_MS:-10}" > "$out/fusec/$name.json" 2> "$out/fusec/$name.err"
  echo "$name: $(head -c 160 "$out/fusec/$name.json" | tr '\n' ' ')"
done
echo "== peers"
PYTHONUNBUFFERED=1 timeout 300 python3 "$here/bench/headdims.py" peers > "$out/peers.json" 2> "$out/peers.log"
echo "peers exit $?"
python3 "$here/bench/headdims.py" table "$out/fusec" "$out/peers.json" "$(date -u +%Y-%m-%d)" > "$out/results.md"
cat "$out/results.md"
if [ -z "${SKIP_SANITIZE:-}" ] && command -v compute-sanitizer > /dev/null; then
  echo "== compute-sanitizer (after the timings: they must not wait on it)"
  for m in "$carry"/check/*.manifest.json; do
    name=$(basename "$m" .manifest.json)
    for tool in memcheck racecheck; do
      timeout 120 compute-sanitizer --tool $tool --error-exitcode 99 "$fr" "$m" --iters 0 --no-verify \
        > "$out/${tool}_$name.txt" 2>&1 || { fail=1; echo "$tool $name FAILED"; }
    done
    echo "$name: $(grep -hE 'ERROR SUMMARY|RACECHECK SUMMARY' "$out"/memcheck_$name.txt "$out"/racecheck_$name.txt | tr '\n' ' ')"
  done
fi
exit $fail
