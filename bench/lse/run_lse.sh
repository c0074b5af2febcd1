#!/usr/bin/env bash
# Attention that also returns its log-sum-exp, checked and timed
# (bench/README.md).
#   Dev machine:  bash bench/lse/run_lse.sh compile DIR
#   GPU machine:  bash bench/lse/run_lse.sh run DIR OUT_DIR
# compile: gen_lse.py's programs and the fuse-dialect ones here with fusec
# into DIR (decode_lse three ways: its split-KV states folded by a separate
# kernel, by each group's last CTA, in a cluster; attn_lse_dyn_full also run
# small), the scripts beside them,
# nlohmann-json for fuse-run's build. run: fp64 checks of every output and
# log-sum-exp, timings with and without it and PyTorch's peers in the same
# call; OUT_DIR/lse.txt.
set -uo pipefail
cd "$(dirname "$0")/../.."
mode=${1:-}; dir=${2:-}
[ -n "$dir" ] || { echo "usage: run_lse.sh compile|run DIR [OUT_DIR]" >&2; exit 2; }
case $mode in
  compile)
    rm -rf "$dir" && mkdir -p "$dir/src"
    python3 bench/lse/gen_lse.py "$dir/src"
    cp bench/lse/*.mlir "$dir/src/"
    compile() {  # NAME SOURCE [fusec options]
      local n=$1 src=$2; shift 2
      ./build/bin/fusec "$dir/src/$src.mlir" -o "$dir/$n.ptx" "$@" \
        --report=text --report-file="$dir/$n.report.txt" 2> "$dir/$n.err" ||
        echo "run_lse.sh: fusec failed on $n ($dir/$n.err)"
    }
    for f in "$dir"/src/*.mlir; do
      n=$(basename "$f" .mlir); compile "$n" "$n"
    done
    compile decode_lse_lastcta decode_lse --split-kv-fold=last-cta
    compile decode_lse_cluster decode_lse --split-kv-fold=cluster
    compile attn_lse_dyn_full_small attn_lse_dyn_full
    cp bench/lse/check_lse.py bench/lse/gen_lse.py bench/fuse_run_io.py \
      bench/blocks/torch_blocks.py "$dir/"
    bash bench/build_fuse_run.sh --carry "$dir";;
  run)
    out=${3:?OUT_DIR}; mkdir -p "$out"
    fr=$(bash bench/build_fuse_run.sh "$out" "$dir") || exit 2
    nvidia-smi --query-gpu=name --format=csv,noheader | tee "$out/lse.txt"
    python3 "$dir/check_lse.py" "$fr" "$dir" /tmp/fusec-lse-work 2>&1 |
      tee -a "$out/lse.txt";;
  *) echo "usage: run_lse.sh compile|run DIR [OUT_DIR]" >&2; exit 2;;
esac
