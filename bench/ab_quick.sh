#!/usr/bin/env bash
# GPU machine: a quick A/B of the variants in DIR (DIR/VARIANT/{check,bench},
# as bench/config_variants.py writes them), with short timeouts:
#   bash bench/ab_quick.sh DIR OUT
# every variant's checks (seed 1, against fp64), then each bench case timed
# by every variant side by side, in ROUNDS rounds (default 2; the even ones in reverse
# order): lines "T VARIANT CASE rROUND median X ms". On the dev machine,
# `python3 bench/ab_summary.py LOG [--base V]` (LOG: this output) gives each
# case's median per variant and its speedup over the base.
dir=$1; out=$2; mkdir -p "$out"
fr=$(bash bench/build_fuse_run.sh "$out" "$dir") || exit 2
variants=$(cd "$dir" && ls -d */ | tr -d / | grep -vx nlohmann)
for v in $variants; do
  for m in "$dir/$v"/check/*.manifest.json; do
    [ -e "$m" ] || continue
    n=$(basename "$m" .manifest.json)
    r=$(timeout 30 "$fr" "$m" --seed 1 --prior-runs 2 --iters 0 2>&1 | grep -E "PASS|FAIL|error" | head -2 | tr '\n' ' ')
    echo "$v $n: ${r:-TIMEOUT/none}"
  done
done
for c in $(cd "$dir" && ls */bench/*.manifest.json 2>/dev/null | xargs -n1 basename | sort -u); do
  for round in $(seq 1 ${ROUNDS:-2}); do
    order=$variants
    [ $((round % 2)) = 0 ] && order=$(printf '%s\n' $variants | tac)
    for v in $order; do
      m=$dir/$v/bench/$c
      [ -e "$m" ] || continue
      t=$(timeout 30 "$fr" "$m" --no-verify --warmup 5 --iters 20 --budget-ms "${BUDGET_MS:-10}" 2>&1 | grep -o "median [0-9.]* ms")
      echo "T $v ${c%.manifest.json} r$round ${t:-TIMEOUT}"
    done
  done
done
