#!/usr/bin/env bash
# The mask benchmark (gen_masks.py), end to end.
#   Dev machine:  bash bench/masks/run_masks.sh compile DIR
#   GPU machine:  bash bench/masks/run_masks.sh run DIR OUT_DIR [REGEX]
# compile: writes every case and compiles it with fusec into DIR (PTX,
# manifest, --report=text in NAME.report); the scripts beside them. run:
# the fp64 checks, fuse-run timings and the peers (FlexAttention with the
# same mask, SDPA cuDNN) in one call (check_masks.py); OUT_DIR/masks.txt.
set -uo pipefail
cd "$(dirname "$0")/../.."
mode=${1:-}; dir=${2:-}
[ -n "$dir" ] || { echo "usage: run_masks.sh compile|run DIR [OUT_DIR]" >&2; exit 2; }
case $mode in
  compile)
    rm -rf "$dir" && mkdir -p "$dir"
    python3 bench/masks/gen_masks.py "$dir" || exit 2
    for f in "$dir"/*.mlir; do
      n=$(basename "$f" .mlir)
      ./build/bin/fusec "$f" -o "$dir/$n.ptx" --report=text > "$dir/$n.report" 2>&1 ||
        echo "run_masks.sh: fusec failed on $n ($dir/$n.report)"
    done
    cp bench/masks/*.py bench/fuse_run_io.py bench/blocks/torch_blocks.py "$dir/"
    bash bench/build_fuse_run.sh --carry "$dir";;
  run)
    out=${3:?OUT_DIR}; mkdir -p "$out"
    fr=$(bash bench/build_fuse_run.sh "$out" "$dir") || exit 2
    python3 "$dir/check_masks.py" "$fr" "$dir" /tmp/fusec-masks-work "${4:-}" 2>&1 | tee "$out/masks.txt";;
  *) echo "usage: run_masks.sh compile|run DIR [OUT_DIR]" >&2; exit 2;;
esac
