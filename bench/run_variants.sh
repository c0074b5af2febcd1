#!/usr/bin/env bash
# GPU machine: the A/B half of bench/compile_variants.sh. For each variant
# directory under DIR: every check manifest verified against the fp64
# reference (seed 1; SANITIZE=1 adds compute-sanitizer memcheck and
# racecheck; a variant without a check/ directory is only timed), every
# bench manifest timed (fuse-run, CUDA events, median of 20). Prints one
# table of medians (ms) with each variant's ratio to the first.
#   bash bench/run_variants.sh DIR OUT_DIR
set -uo pipefail
dir=$1; out=$2
here=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$out"
fr=$(bash "$here/bench/build_fuse_run.sh" "$out" "$dir") || exit 2
variants=$(cd "$dir" && ls -d */ | tr -d / | grep -vx nlohmann)
for v in $variants; do
  mkdir -p "$out/$v"
  for m in $(ls "$dir/$v"/check/*.manifest.json 2>/dev/null); do
    name=$(basename "$m" .manifest.json)
    timeout 120 "$fr" "$m" --seed 1 --iters 0 > "$out/$v/check_$name.txt" 2>&1 ||
      echo "FAIL $v $name: $(tail -2 "$out/$v/check_$name.txt" | tr '\n' ' ')"
    if [ "${SANITIZE:-0}" = 1 ]; then
      for tool in memcheck racecheck; do
        timeout 300 compute-sanitizer --tool $tool --error-exitcode 99 "$fr" "$m" \
          --seed 1 --iters 0 > "$out/$v/${tool}_$name.txt" 2>&1 ||
          echo "${tool^^} $v $name: $(grep -m2 -E 'ERROR|Invalid|hazard' "$out/$v/${tool}_$name.txt" | tr '\n' ' ')"
      done
    fi
  done
  [ -d "$dir/$v/check" ] && echo "$v: $(cat "$out/$v"/check_*.txt | grep -c PASS) PASS, $(cat "$out/$v"/check_*.txt | grep -c FAIL) FAIL; worst: $(grep -h -o 'max_rel_err [0-9.e+-]*' "$out/$v"/check_*.txt | sort -k2 -g | tail -1)"
  for m in "$dir/$v"/bench/*.manifest.json; do
    name=$(basename "$m" .manifest.json)
    timeout 120 "$fr" "$m" --no-verify --json --warmup 5 --iters 20 --budget-ms "${BUDGET_MS:-10}" \
      > "$out/$v/$name.json" 2> "$out/$v/$name.err"
  done
done
python3 - "$out" $variants <<'PY'
import json, os, sys, glob
out, variants = sys.argv[1], sys.argv[2:]
cases = sorted({os.path.basename(p)[:-5] for v in variants
                for p in glob.glob(os.path.join(out, v, "*.json"))})
def ms(v, c):
    try:
        return json.load(open(os.path.join(out, v, c + ".json")))["time_ms"]["median"]
    except Exception:
        return None
print("| case | " + " | ".join(variants) + " |")
print("|---" * (len(variants) + 1) + "|")
for c in cases:
    base = ms(variants[0], c)
    cells = []
    for v in variants:
        t = ms(v, c)
        cells.append("-" if t is None else f"{t:.3f}" + ("" if v == variants[0] or not base else f" ({base / t:.2f}x)"))
    print(f"| {c} | " + " | ".join(cells) + " |")
PY
