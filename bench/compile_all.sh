#!/usr/bin/env bash
# Dev machine: generates the benchmark / GPU-check inputs and compiles them
# with fusec into DIR (default .device-carry; .hd-carry with --only headdim),
# ready for run_on_gpu.sh.
#   bash bench/compile_all.sh [DIR] [--only GROUP]
# GROUP (gen_inputs.py): all (default), main (the original cases), headdim
# (head dims 32..256, d_qk != d_v, decoding incl. GQA), e.g.
#   bash bench/compile_all.sh .hd-carry --only headdim
# A case fusec fails on does not stop the others: its diagnostics go to
# DIR/SET/NAME.failed (run_on_gpu.sh reports it as COMPILE FAILED) and its
# name to DIR/compile_failures.txt. DIR/kernels.txt: what each bench/check
# case compiled to (kernel count; wgmma / mma.sync / no MMA instruction);
# DIR/ptxas.txt: ptxas -v (sm_90a) registers and spills.
set -uo pipefail
shopt -s nullglob
cd "$(dirname "$0")/.."
dir=; group=all
while [ $# -gt 0 ]; do
  case $1 in
    --only) group=$2; shift 2;;
    --only=*) group=${1#--only=}; shift;;
    -*) echo "compile_all.sh: unknown option $1" >&2; exit 2;;
    *) dir=$1; shift;;
  esac
done
[ -n "$dir" ] || { [ "$group" = headdim ] && dir=.hd-carry || dir=.device-carry; }
[ -x ./build/bin/fusec ] || { echo "compile_all.sh: ./build/bin/fusec not built" >&2; exit 2; }
inputs=/tmp/fusec-bench-inputs-$group
rm -rf "$dir" "$inputs" && mkdir -p "$dir"
python3 bench/gen_inputs.py "$inputs" --only "$group" || exit 2
jobs=$(nproc 2>/dev/null || echo 2)

# compile SRC OUT.ptx [FLAGS...]: OUT.ptx + OUT.manifest.json, or OUT.failed.
compile() {
  local src=$1 ptx=$2; shift 2
  local base=${ptx%.ptx}
  if ! timeout 300 ./build/bin/fusec "$@" "$src" -o "$ptx" > /dev/null 2> "$base.log" ||
     [ ! -s "$ptx" ] || [ ! -s "$base.manifest.json" ]; then
    { echo "fusec $* $src"; cat "$base.log"; } > "$base.failed"
    rm -f "$ptx" "$base.manifest.json"
  fi
  rm -f "$base.log"
}
export -f compile
# nlohmann-json for fuse-run's standalone build on the GPU machine.
bash bench/build_fuse_run.sh --carry "$dir"
# Lines "SRC OUT.ptx [FLAGS...]" on stdin, compiled $jobs at a time.
compile_list() { xargs -P "$jobs" -L 1 bash -c 'compile "$@"' _; }

for sub in bench check dyn; do
  mkdir -p "$dir/$sub"
  for f in "$inputs/$sub"/*.mlir; do
    echo "$f $dir/$sub/$(basename "$f" .mlir).ptx"
  done
done | compile_list
if [ "$group" != headdim ]; then
  # Plain chains compile to A.(B.C) (fuse-reassociate-matmuls); the same
  # programs as written (--reassociate=false: the fused chain kernel, or for
  # the MLP the two separate GEMMs) are timed and checked beside them.
  for f in "$inputs"/bench/chain_*.mlir "$inputs"/bench/mlp_*.mlir \
           "$inputs"/check/chk_chain_m*.mlir "$inputs"/dyn/dyn_chain_*.mlir; do
    sub=$(basename "$(dirname "$f")")
    echo "$f $dir/$sub/$(basename "$f" .mlir)_inorder.ptx --reassociate=false"
  done | compile_list
  # The GEMM checks again on mma.sync (sm_80 PTX, run by the H100 too).
  for f in "$inputs"/check/chk_gemm_*.mlir; do
    echo "$f $dir/check/$(basename "$f" .mlir)_sm80.ptx --arch=sm_80"
  done | compile_list
  # The dynamic kernels again, named by what they are timed against (the
  # static attn_d*_n4096_* cases).
  mkdir -p "$dir/dynbench"
  for d in 64 128; do
    for mode in full causal; do
      src=$inputs/dyn/dyn_attn_d${d}.mlir
      [ $mode = causal ] && src=$inputs/dyn/dyn_attn_d${d}_causal.mlir
      echo "$src $dir/dynbench/dyn_attn_d${d}_${mode}.ptx"
    done
  done | compile_list
fi

# What each case compiled to; ptxas -v on every kernel compiled (each set).
python3 - "$dir" > "$dir/kernels.txt" <<'PY'
import glob, json, os, sys
d = sys.argv[1]
for sub in ("check", "bench", "dyn"):
    for p in sorted(glob.glob(os.path.join(d, sub, "*.manifest.json")) + glob.glob(os.path.join(d, sub, "*.failed"))):
        if p.endswith(".failed"):
            print(f"{sub}/{os.path.basename(p)[:-7]}: compile failed")
            continue
        base = p[:-len(".manifest.json")]
        k = len(json.load(open(p))["kernels"])
        ptx = open(base + ".ptx").read()
        kind = "wgmma" if "wgmma.mma_async" in ptx else "mma.sync" if "mma.sync" in ptx else "no MMA"
        print(f"{sub}/{os.path.basename(base)}: {k} kernel(s), {kind}")
PY
ptxas=$(command -v ptxas || echo /usr/local/cuda/bin/ptxas)
if [ -x "$ptxas" ]; then
  (cd "$dir" && ls */*.ptx) | xargs -P "$jobs" -I{} sh -c \
    'echo "{}: $("$0" -arch=sm_90a -v "$1/{}" -o /dev/null 2>&1 | grep -E "Used|spill|rror" | tr -s " " | tr "\n" " ")"' \
    "$ptxas" "$dir" | sort > "$dir/ptxas.txt"
  # The kernels that spill.
  grep -E '[1-9][0-9]* bytes spill stores' "$dir/ptxas.txt" | cut -d: -f1 | uniq
fi

touch "$dir/ptxas.txt"
(cd "$dir" && for f in */*.failed; do echo "${f%.failed}"; done) > "$dir/compile_failures.txt"
total=$(cd "$dir" && ls */*.manifest.json */*.failed 2>/dev/null | wc -l)
nfail=$(wc -l < "$dir/compile_failures.txt")
echo "compile_all.sh ($group): $((total - nfail)) of $total compiled into $dir;" \
  "kernels: $(grep -c wgmma "$dir/kernels.txt") wgmma, $(grep -c 'mma.sync' "$dir/kernels.txt") mma.sync," \
  "$(grep -c 'no MMA' "$dir/kernels.txt") without MMA ($dir/kernels.txt);" \
  "ptxas spills in $(grep -c -E '[1-9][0-9]* bytes spill stores' "$dir/ptxas.txt") kernels ($dir/ptxas.txt)"
if [ "$nfail" -gt 0 ]; then
  echo "fusec failed on $nfail (diagnostics in $dir/SET/NAME.failed):"
  while read -r n; do echo "  $n: $(grep -m1 -i error "$dir/$n.failed" | cut -c1-200)"; done < "$dir/compile_failures.txt"
fi
exit 0
