#!/usr/bin/env bash
# The issue-17 blocks, end to end (bench/blocks/README.md).
#   Dev machine:  bash bench/blocks/run_blocks.sh compile DIR
#   GPU machine:  bash bench/blocks/run_blocks.sh run DIR OUT_DIR
# compile: every block with fusec into DIR (PTX, manifest; fusec's stderr
# in DIR/NAME.err), the checking scripts and their metadata beside them,
# nlohmann-json for fuse-run's build. run: the fp64 checks of every block
# (check_blocks.py), fuse-run timings (median of 50) of the static blocks
# and PyTorch eager (cuBLAS + SDPA) in the same call; OUT_DIR/blocks.txt.
set -uo pipefail
cd "$(dirname "$0")/../.."
mode=${1:-}; dir=${2:-}
[ -n "$dir" ] || { echo "usage: run_blocks.sh compile|run DIR [OUT_DIR]" >&2; exit 2; }
blocks="gpt gpt_bf16 attn_f16 attn_kvlen attn_f32 sgemm gpt_dyn mlp attn_dyn bert gqa bert_dyn gqa_dyn mlp_dyn tosa_gpt layer"
case $mode in
  compile)
    rm -rf "$dir" && mkdir -p "$dir"
    for n in $blocks; do
      flags=()
      case $n in attn_f32|sgemm) flags=(--f32-precision=bf16);; esac
      ./build/bin/fusec bench/blocks/$n.mlir "${flags[@]}" -o "$dir/$n.ptx" 2> "$dir/$n.err" ||
        echo "run_blocks.sh: fusec failed on $n ($dir/$n.err)"
    done
    cp bench/blocks/*.meta.json bench/blocks/*.py bench/fuse_run_io.py "$dir/"
    bash bench/build_fuse_run.sh --carry "$dir";;
  run)
    out=${3:?OUT_DIR}; mkdir -p "$out"
    fr=$(bash bench/build_fuse_run.sh "$out" "$dir") || exit 2
    {
      python3 "$dir/check_blocks.py" "$fr" "$dir" /tmp/fusec-blocks-work
      for n in gpt gpt_bf16 mlp bert gqa tosa_gpt layer attn_f16 attn_kvlen attn_f32 sgemm; do
        echo "$n fusec: $("$fr" "$dir/$n.manifest.json" --no-verify --iters 50 --warmup 10 2>&1 | grep -o 'median [0-9.]* ms')"
      done
      python3 "$dir/torch_blocks.py"
    } 2>&1 | tee "$out/blocks.txt";;
  *) echo "usage: run_blocks.sh compile|run DIR [OUT_DIR]" >&2; exit 2;;
esac
