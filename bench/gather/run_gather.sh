#!/usr/bin/env bash
# Gathers, concat and integer results on the GPU (bench/README.md).
#   Dev machine:  bash bench/gather/run_gather.sh compile DIR
#   GPU machine:  bash bench/gather/run_gather.sh run DIR OUT_DIR
set -uo pipefail
cd "$(dirname "$0")/../.."
mode=${1:-}; dir=${2:-}
[ -n "$dir" ] || { echo "usage: run_gather.sh compile|run DIR [OUT_DIR]" >&2; exit 2; }
case $mode in
  compile)
    rm -rf "$dir" && mkdir -p "$dir"
    cat test/Import/gather-embedding.mlir test/Import/integer-reductions.mlir \
      bench/gather/rope.mlir > "$dir/g.mlir"
    ./build/bin/fusec "$dir/g.mlir" -o "$dir/k.ptx" ||
      { echo "run_gather.sh: fusec failed" >&2; exit 1; }
    cp bench/gather/check_gather.py bench/fuse_run_io.py "$dir/"
    bash bench/build_fuse_run.sh --carry "$dir";;
  run)
    out=${3:?OUT_DIR}; mkdir -p "$out"
    fr=$(bash bench/build_fuse_run.sh "$out" "$dir") || exit 2
    python3 "$dir/check_gather.py" "$fr" "$dir" /tmp/fusec-gather-work 2>&1 | tee "$out/gather.txt";;
  *) echo "usage: run_gather.sh compile|run DIR [OUT_DIR]" >&2; exit 2;;
esac
