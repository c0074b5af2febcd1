#!/usr/bin/env bash
# quick A/B with short timeouts: checks (seed 1) then timing, per variant
dir=$1; out=$2; mkdir -p $out
fr=$(bash bench/build_fuse_run.sh "$out" "$dir") || exit 2
for v in $(cd $dir && ls -d */ | tr -d / | grep -vx nlohmann); do
  for m in $(ls $dir/$v/check/*.manifest.json 2>/dev/null); do
    n=$(basename $m .manifest.json)
    r=$(timeout 20 $fr $m --seed 1 --iters 0 2>&1 | grep -E "PASS|FAIL|error" | head -2 | tr '\n' ' '); echo "$v $n: ${r:-TIMEOUT/none}"
  done
  for m in $dir/$v/bench/*.manifest.json; do
    n=$(basename $m .manifest.json)
    t=$(timeout 30 $fr $m --no-verify --warmup 5 --iters 20 2>&1 | grep -o "median [0-9.]* ms" ); echo "T $v $n ${t:-TIMEOUT}"
  done
done
