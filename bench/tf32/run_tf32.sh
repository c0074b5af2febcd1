#!/usr/bin/env bash
# f32 GEMMs under --f32-precision (bench/README.md, "f32 precision").
#   Dev machine:  bash bench/tf32/run_tf32.sh compile DIR
#   GPU machine:  bash bench/tf32/run_tf32.sh run DIR OUT_DIR
# compile: test/fusec/Inputs/gemm-tf32.mlir (five layouts, partial tiles)
# under ieee (gemm_simt) and tf32, and 4096^3 A B (bench/blocks/sgemm.mlir)
# and x W^T (linear.mlir) under ieee, tf32, 3xtf32 and (A B) bf16, and a bf16 GEMM over flattened 1-D buffers
# (test/fusec/Inputs/gemm-flat-buffers.mlir), transposes (tiled_transpose:
# test/fusec/Inputs/transposes.mlir, and 4096^2 f32 timed against PyTorch's
# x.t().contiguous()), and an f32 attention
# (bench/blocks/attn_f32.mlir) under tf32 and 3xtf32, and the f32 attention
# sweep under tf32 and ieee (attn_sweep.py: N 1024-8192, d 64 / 128, causal
# and not)
# with fusec into DIR. run: the fp64 checks (check_tf32.py), fuse-run timings
# (median of 50) and cuBLAS (peers_tf32.py) in the same call;
# OUT_DIR/tf32.txt.
set -uo pipefail
cd "$(dirname "$0")/../.."
mode=${1:-}; dir=${2:-}
[ -n "$dir" ] || { echo "usage: run_tf32.sh compile|run DIR [OUT_DIR]" >&2; exit 2; }
fusec=./build/bin/fusec
case $mode in
  compile)
    rm -rf "$dir" && mkdir -p "$dir"
    $fusec test/fusec/Inputs/gemm-tf32.mlir --f32-precision=tf32 -o "$dir/layouts.ptx" &&
    $fusec test/fusec/Inputs/gemm-tf32.mlir -o "$dir/layouts_ieee.ptx" &&
    $fusec bench/blocks/sgemm.mlir -o "$dir/sgemm_ieee.ptx" &&
    $fusec bench/tf32/linear.mlir -o "$dir/linear_ieee.ptx" &&
    $fusec bench/blocks/attn_f32.mlir -o "$dir/attn_f32_ieee.ptx" &&
    $fusec test/fusec/Inputs/gemm-flat-buffers.mlir -o "$dir/gemm_flat.ptx" &&
    $fusec test/fusec/Inputs/transposes.mlir -o "$dir/transposes.ptx" &&
    $fusec bench/tf32/transpose.mlir -o "$dir/transpose.ptx" &&
    $fusec bench/blocks/sgemm.mlir --f32-precision=tf32 -o "$dir/sgemm_tf32.ptx" &&
    $fusec bench/blocks/sgemm.mlir --f32-precision=bf16 -o "$dir/sgemm_bf16.ptx" &&
    $fusec bench/tf32/linear.mlir --f32-precision=tf32 -o "$dir/linear_tf32.ptx" &&
    $fusec bench/blocks/sgemm.mlir --f32-precision=3xtf32 -o "$dir/sgemm_3xtf32.ptx" &&
    $fusec bench/tf32/linear.mlir --f32-precision=3xtf32 -o "$dir/linear_3xtf32.ptx" &&
    $fusec bench/blocks/attn_f32.mlir --f32-precision=tf32 -o "$dir/attn_f32_tf32.ptx" &&
    $fusec bench/blocks/attn_f32.mlir --f32-precision=3xtf32 -o "$dir/attn_f32_3xtf32.ptx" ||
      { echo "run_tf32.sh: fusec failed" >&2; exit 1; }
    python3 bench/tf32/attn_sweep.py gen "$dir" || exit 1
    for p in tf32 ieee; do
      mkdir -p "$dir/sweep/$p"
      for f in "$dir"/sweep/*.mlir; do
        g=$(basename "${f%.mlir}")
        $fusec "$f" --f32-precision=$p -o "$dir/sweep/$p/$g.ptx" ||
          { echo "run_tf32.sh: fusec failed on $f ($p)" >&2; exit 1; }
      done
    done
    cp bench/tf32/*.py bench/fuse_run_io.py bench/gen_inputs.py bench/blocks/torch_blocks.py "$dir/"
    bash bench/build_fuse_run.sh --carry "$dir";;
  run)
    out=${3:?OUT_DIR}; mkdir -p "$out"
    fr=$(bash bench/build_fuse_run.sh "$out" "$dir") || exit 2
    {
      python3 "$dir/check_tf32.py" "$fr" "$dir" /tmp/fusec-tf32-work
      for m in "$dir"/layouts.*.manifest.json "$dir"/layouts_ieee.*.manifest.json; do
        echo "$(basename "$m") fuse-run's own check: $("$fr" "$m" --iters 0 --warmup 0 2>&1 | grep -E 'PASS|FAIL|error|reference' | tail -1)"
      done
      for n in transpose sgemm_ieee linear_ieee sgemm_tf32 linear_tf32 sgemm_3xtf32 linear_3xtf32 sgemm_bf16 attn_f32_ieee attn_f32_tf32 attn_f32_3xtf32; do
        echo "$n fusec: $("$fr" "$dir/$n.manifest.json" --no-verify --iters 50 --warmup 10 2>&1 | grep -o 'median [0-9.]* ms')"
      done
      python3 "$dir/peers_tf32.py"
      for p in tf32 ieee; do
        python3 "$dir/attn_sweep.py" check "$fr" "$dir" /tmp/fusec-tf32-work $p
        python3 "$dir/attn_sweep.py" peers "$dir" "$fr" $p
      done
    } 2>&1 | tee "$out/tf32.txt";;
  *) echo "usage: run_tf32.sh compile|run DIR [OUT_DIR]" >&2; exit 2;;
esac
