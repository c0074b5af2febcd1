#!/usr/bin/env bash
# The derived backward, checked and timed (bench/grad/README.md).
#   Dev machine:  bash bench/grad/run_grad.sh compile DIR
#   GPU machine:  bash bench/grad/run_grad.sh run DIR OUT_DIR
# compile: each program with `fusec --grad` into DIR (PTX, one manifest per
# function, fusec's report), the checking script beside them, nlohmann-json
# for fuse-run's build. run: fp64 autograd checks of every gradient, fuse-run
# timings of @f and @f_grad and PyTorch's backward in the same call;
# OUT_DIR/grad.txt.
set -uo pipefail
cd "$(dirname "$0")/../.."
mode=${1:-}; dir=${2:-}
[ -n "$dir" ] || { echo "usage: run_grad.sh compile|run DIR [OUT_DIR]" >&2; exit 2; }
programs="attn_d64 attn_d128 attn_d128_causal linear"
case $mode in
  compile)
    rm -rf "$dir" && mkdir -p "$dir"
    for n in $programs; do
      ./build/bin/fusec bench/grad/$n.mlir --grad -o "$dir/$n.ptx" \
        --report=text --report-file="$dir/$n.report.txt" 2> "$dir/$n.err" ||
        echo "run_grad.sh: fusec failed on $n ($dir/$n.err)"
    done
    cp bench/grad/check_grad.py bench/fuse_run_io.py "$dir/"
    bash bench/build_fuse_run.sh --carry "$dir";;
  run)
    out=${3:?OUT_DIR}; mkdir -p "$out"
    fr=$(bash bench/build_fuse_run.sh "$out" "$dir") || exit 2
    nvidia-smi --query-gpu=name --format=csv,noheader | tee "$out/grad.txt"
    python3 "$dir/check_grad.py" "$fr" "$dir" /tmp/fusec-grad-work 2>&1 |
      tee -a "$out/grad.txt";;
  *) echo "usage: run_grad.sh compile|run DIR [OUT_DIR]" >&2; exit 2;;
esac
