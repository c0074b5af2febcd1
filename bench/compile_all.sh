#!/usr/bin/env bash
# Dev machine: generates the benchmark / GPU-check inputs and compiles them
# with fusec into DIR (default .device-carry), ready for run_on_gpu.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
dir=${1:-.device-carry}
rm -rf "$dir" /tmp/fusec-bench-inputs && mkdir -p "$dir"
python3 bench/gen_inputs.py /tmp/fusec-bench-inputs
for sub in bench check dyn; do
  mkdir -p "$dir/$sub"
  for f in /tmp/fusec-bench-inputs/$sub/*.mlir; do
    ./build/bin/fusec "$f" -o "$dir/$sub/$(basename "$f" .mlir).ptx" 2>/dev/null
  done
done
# Plain chains compile to A.(B.C) (fuse-reassociate-matmuls); the same
# programs as written (--reassociate=false: the fused chain kernel, or for
# the MLP the two separate GEMMs) are timed and checked beside them.
for f in /tmp/fusec-bench-inputs/bench/chain_*.mlir /tmp/fusec-bench-inputs/bench/mlp_*.mlir \
         /tmp/fusec-bench-inputs/check/chk_chain_m*.mlir; do
  sub=$(basename "$(dirname "$f")")
  ./build/bin/fusec "$f" --reassociate=false -o "$dir/$sub/$(basename "$f" .mlir)_inorder.ptx" 2>/dev/null
done
# The dynamic kernels again, named by what they are timed against (the
# static attn_d*_n4096_* cases).
mkdir -p "$dir/dynbench"
for d in 64 128; do
  for mode in full causal; do
    src=/tmp/fusec-bench-inputs/dyn/dyn_attn_d${d}.mlir
    [ $mode = causal ] && src=/tmp/fusec-bench-inputs/dyn/dyn_attn_d${d}_causal.mlir
    ./build/bin/fusec "$src" -o "$dir/dynbench/dyn_attn_d${d}_${mode}.ptx" 2>/dev/null
  done
done
for f in "$dir"/check/*.ptx "$dir"/dyn/*.ptx "$dir"/dynbench/*.ptx "$dir"/bench/attn_d*_n4096_full.ptx; do
  if command -v ptxas > /dev/null || [ -x /usr/local/cuda/bin/ptxas ]; then
    echo "$(basename "$f"): $(PATH=$PATH:/usr/local/cuda/bin ptxas -arch=sm_90a -v "$f" -o /dev/null 2>&1 | grep -E 'Used|spill' | tr -s ' ' | tr '\n' ' ')"
  fi
done
