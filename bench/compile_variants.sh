#!/usr/bin/env bash
# Dev machine: compiles the benchmark's attention cases at N = 4096 (and
# the GPU-check inputs) once per fusec flag set, for an A/B run on the GPU
# with bench/run_variants.sh:
#   bash bench/compile_variants.sh DIR NAME='FLAGS' [NAME='FLAGS' ...]
# e.g. mma='--arch=sm_90' wgmma=''. (Tiles are each kernel's
# fuse.kernel_config -- #fuse.kernel_config for attention / chains,
# #fuse.gemm_config for GEMMs: vary them with bench/config_variants.py,
# which edits the `fusec --emit=fuse` output.)
# DIR/NAME/bench/*.ptx (+ manifests), DIR/NAME/check/*.ptx; ptxas -v lines
# in DIR/NAME/ptxas.txt. GROUP (main, the default, or all: gen_inputs.py)
# picks the check cases (GROUP=all adds the head-dim / decoding checks).
set -euo pipefail
cd "$(dirname "$0")/.."
dir=$1; shift
inputs=/tmp/fusec-variant-inputs
rm -rf "$inputs" && python3 bench/gen_inputs.py "$inputs" --only "${GROUP:-main}" > /dev/null
ptxas=$(command -v ptxas || echo /usr/local/cuda/bin/ptxas)
for spec in "$@"; do
  name=${spec%%=*}; flags=${spec#*=}
  rm -rf "${dir:?}/$name" && mkdir -p "$dir/$name/bench" "$dir/$name/check"
  for f in "$inputs"/bench/attn_d*_n4096_*.mlir "$inputs"/bench/chain*.mlir "$inputs"/bench/mlp*.mlir; do
    ./build/bin/fusec $flags "$f" -o "$dir/$name/bench/$(basename "$f" .mlir).ptx" 2>/dev/null
  done
  for f in "$inputs"/check/*.mlir; do
    ./build/bin/fusec $flags "$f" -o "$dir/$name/check/$(basename "$f" .mlir).ptx" 2>/dev/null
  done
  for f in "$dir/$name"/bench/*.ptx; do
    echo "$(basename "$f"): $("$ptxas" -arch=sm_90a -v "$f" -o /dev/null 2>&1 | grep -E 'Used|spill|arning' | tr -s ' ' | tr '\n' ' ')"
  done > "$dir/$name/ptxas.txt"
  echo "$name ($flags): $(grep -c . "$dir/$name/ptxas.txt") kernels, $(grep -c ' 0 bytes spill stores' "$dir/$name/ptxas.txt") without spills"
done
