#!/usr/bin/env bash
# Runs on the GPU machine (CUDA + PyTorch, no LLVM/MLIR) over PTX + manifests
# that fusec produced on the dev machine:
#   bash bench/run_on_gpu.sh CARRY_DIR OUT_DIR [--flex]
# CARRY_DIR/check/*.manifest.json: correctness (two seeds, fp64 reference,
#   compute-sanitizer memcheck and racecheck on every kernel variant);
#   CARRY_DIR/dyn/*.manifest.json: kernels with dynamic batch / heads /
#   sequence lengths, each launched at many shapes (N = 1, ragged, Nq != Nk)
#   against the reference; CARRY_DIR/bench/*.manifest.json: timings
#   (fuse-run, CUDA events, median) next to the peers (peers.py) in the same
#   run, and the dynamic kernels at the static benchmark's shapes; writes
#   OUT_DIR/results.md. PHASES (default "check dyn sanitize bench") picks
#   what runs, in the order given; "index64" (not default: 13 GB of inputs,
#   ~2.5 minutes) runs bench/check_index64.py.
# CASES (default all) picks the cases of every phase: a group of
#   gen_inputs.py (main: the original cases; headdim: head dims 32..256,
#   d_qk != d_v, decoding incl. GQA -- compile them alone with
#   `bash bench/compile_all.sh DIR --only headdim`) or a regex over case
#   names ("!" in front negates), e.g.
#   CASES=headdim bash bench/run_on_gpu.sh .hd-carry OUT
#   CASES='^(hd_d192|chk_d192|dec_)' PHASES="check bench" bash ...
# BUDGET_MS (default 10): fuse-run's and peers.py's --budget-ms, the GPU
#   time each timing's warm-up and timed runs may take; 0 times all runs.
#   Longer sustained load lowers the clock (the power limit), by chance for
#   one kernel and not the next (bench/results/2026-11-27-h100-run186-195-timing.md).
# RUN_TIMEOUT: seconds per fuse-run / compute-sanitizer call (default 300
#   for checks and sanitizers, 120 for timings); PEERS_TIMEOUT (default 500).
#   Bound a call with these, not with a `timeout` around this script: each
#   call runs under its own `timeout`, in its own process group, and goes on
#   after this script is killed (a racecheck once outlived its script and
#   slowed the next timings 3.3x).
# A case fusec failed to compile (DIR/SET/NAME.failed, written by
# compile_all.sh) is reported as COMPILE FAILED and counts as a failure.
set -uo pipefail
shopt -s nullglob
carry=$1; out=$2; shift 2
here=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$out/fusec"
fr=$(bash "$here/bench/build_fuse_run.sh" "$out" "$carry") || exit 2
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader | tee "$out/device.txt"

phases=${PHASES:-check dyn sanitize bench}
fail=0
pat=$(python3 "$here/bench/gen_inputs.py" --pattern "${CASES:-all}")
want() { # case name -> whether CASES takes it
  local p=$pat neg=1
  [ -z "$p" ] && return 0
  [[ $p == '!'* ]] && { p=${p#!}; neg=0; }
  if [[ $1 =~ $p ]]; then return $((1 - neg)); else return $neg; fi
}
phase() { echo "== $* (t = ${SECONDS}s)"; }
compile_failures() { # set -> reports the wanted cases of the set fusec failed on
  local f name
  for f in "$carry/$1"/*.failed; do
    name=$(basename "$f" .failed)
    want "$name" || continue
    fail=1; echo "COMPILE FAILED $1/$name: $(grep -m1 -i error "$f" || head -1 "$f")"
    [ "$1" = bench ] && : > "$out/fusec/$name.json"   # a row in the table
  done
}
echo "cases: ${CASES:-all} (${pat:-every case}); phases: $phases"

# Shapes each dynamic kernel is launched at: (B, H, Nq, Nk) for attention
# (N = 1, B x H = 90000 > 65535 CTAs over grid y and z, ragged, queries
# != keys, a full 128-row tile, a long one).
attn_shapes="1,1,1,1 300,300,3,5 2,3,1000,1000 1,2,4097,4097 3,2,17,300 2,2,300,17 1,1,128,128 2,2,1,513 1,4,2048,2048"
dyn_args() { # manifest, shape -> fuse-run arguments
  local name=$(basename "$1" .manifest.json) IFS=,
  set -- $2
  case $name in
    dyn_chain_k128*) echo "--shape arg0=${1}x128";;
    dyn_chain*) echo "--shape arg0=${1}x64";;
    dyn_gemm*) echo "--shape arg0=${1}x${3}x512 --shape arg1=${1}x512x264";;
    dyn_gqa*) echo "--shape arg0=${1}x2x3x${3}x64 --shape arg1=${1}x2x1x${4}x64";;
    dyn_mqa*) echo "--shape arg0=${1}x3x${3}x128 --shape arg1=${1}x1x${4}x128";;
    dyn_dec*) echo "--shape arg1=2x16x${4}x128";;
    *) local d=${name#dyn_attn_d}; d=${d%%_*}
       echo "--shape arg0=${1}x${2}x${3}x${d} --shape arg1=${1}x${2}x${4}x${d}";;
  esac
}
dyn_shapes() { # manifest -> the shapes it runs at
  case $(basename "$1") in
    dyn_chain*) echo "1,0,0,0 1000,0,0,0 4097,0,0,0 16384,0,0,0";;
    dyn_gemm*) echo "1,0,1,0 3,0,1000,0 2,0,4097,0 1,0,77,0";;
    dyn_gqa*) echo "1,0,1,1 2,0,257,257 3,0,1000,1000 1,0,77,500";;
    dyn_mqa*) echo "1,0,1,1 2,0,333,333 1,0,100,700 2,0,129,65";;
    dyn_dec*) echo "0,0,1,1 0,0,1,77 0,0,1,3001 0,0,1,40000";;
    *) echo "$attn_shapes";;
  esac
}

run_check() {
phase "correctness"
compile_failures check
for m in "$carry"/check/*.manifest.json; do
  name=$(basename "$m" .manifest.json)
  want "$name" || continue
  for seed in 1 2; do
    if ! timeout "${RUN_TIMEOUT:-300}" "$fr" "$m" --seed $seed --prior-runs 2 --iters 0 > "$out/check_${name}_$seed.txt" 2>&1; then
      fail=1; echo "FAIL $name seed $seed"; cat "$out/check_${name}_$seed.txt"
    fi
  done
  echo "$name: $(grep -E 'PASS|FAIL|SKIP' "$out/check_${name}_1.txt" | head -2 | tr '\n' ' ')"
done
logs=("$out"/check_*_[12].txt)
[ ${#logs[@]} -gt 0 ] && echo "checks: ${#logs[@]} runs, $(cat "${logs[@]}" | grep -c ' PASS$') outputs PASS," \
  "$(cat "${logs[@]}" | grep -c ' FAIL$') FAIL, $(grep -L ' PASS$' "${logs[@]}" | wc -l) runs without a PASS;" \
  "worst max_rel_err $(grep -ho 'max_rel_err [0-9.e+-]*' "${logs[@]}" | sort -k2 -g | tail -1 | cut -d' ' -f2)"
}

run_dyn() {
phase "dynamic shapes: one compiled kernel, many launches"
compile_failures dyn
for m in "$carry"/dyn/*.manifest.json; do
  name=$(basename "$m" .manifest.json)
  want "$name" || continue
  for shape in $(dyn_shapes "$m"); do
    for seed in 1 2; do
      log="$out/dyn_${name}_${shape//,/x}_$seed.txt"
      if ! timeout "${RUN_TIMEOUT:-300}" "$fr" "$m" --seed $seed --prior-runs 2 --iters 0 $(dyn_args "$m" "$shape") > "$log" 2>&1; then
        fail=1; echo "FAIL $name at $shape seed $seed"; cat "$log"
      fi
    done
    echo "$name $shape: $(grep -E 'dims:|PASS|FAIL' "$log" | head -3 | tr '\n' ' ')"
  done
done
}

run_sanitize() {
command -v compute-sanitizer > /dev/null || { echo "(no compute-sanitizer: sanitize skipped)"; return; }
phase "compute-sanitizer memcheck + racecheck, every kernel variant"
for m in "$carry"/check/*.manifest.json "$carry"/dyn/*.manifest.json; do
  name=$(basename "$m" .manifest.json)
  want "$name" || continue
  args=""
  case $name in dyn_*) args=$(dyn_args "$m" "$(dyn_shapes "$m" | tr ' ' '\n' | sed -n 2p)");; esac
  for tool in memcheck racecheck; do
    timeout "${RUN_TIMEOUT:-300}" compute-sanitizer --tool $tool --error-exitcode 99 "$fr" "$m" \
      --iters 0 --no-verify $args > "$out/${tool}_$name.txt" 2>&1
    rc=$?
    [ $rc -eq 0 ] || fail=1
    echo "$tool $name: exit $rc $(grep -E 'ERROR SUMMARY|RACECHECK SUMMARY' "$out/${tool}_$name.txt" | tr '\n' ' ')"
    [ $rc -eq 0 ] || nsan=$((${nsan:-0} + 1))
  done
done
echo "sanitizers: ${nsan:-0} failed runs"
}

run_index64() {
phase "64-bit addressing on the GPU: a dynamic kernel past 2^31 elements per tensor"
python3 "$here/bench/check_index64.py" "$fr" "$carry/dyn/dyn_attn_d64.manifest.json" /tmp/fusec-index64 || fail=1
rm -rf /tmp/fusec-index64
}

run_bench() {
phase "fusec timings"
compile_failures bench
for m in "$carry"/bench/*.manifest.json; do
  name=$(basename "$m" .manifest.json)
  want "$name" || continue
  iters="--warmup 5 --iters 20 --budget-ms ${BUDGET_MS:-10}"
  case $name in chain*|mlp*) iters="--warmup 3 --iters 20 --budget-ms ${BUDGET_MS:-10}";; esac
  timeout "${RUN_TIMEOUT:-120}" "$fr" "$m" --no-verify --json $iters > "$out/fusec/$name.json" 2> "$out/fusec/$name.err"
  echo "$name: $(head -c 300 "$out/fusec/$name.json")"
done

mkdir -p "$out/fusec_dyn"
[ -d "$carry/dynbench" ] && phase "dynamic kernels at the static benchmark's shapes (same run)"
for m in "$carry"/dynbench/*.manifest.json; do
  name=$(basename "$m" .manifest.json)   # e.g. dyn_attn_d64_full or k64_dyn_attn_d64_full
  want "$name" || continue
  d=${name#*attn_d}; d=${d%%_*}; b=4; h=$((2048 / d)); n=4096
  timeout "${RUN_TIMEOUT:-120}" "$fr" "$m" --no-verify --json --warmup 5 --iters 20 \
    --budget-ms "${BUDGET_MS:-10}" --shape arg0=${b}x${h}x${n}x${d} --shape arg1=${b}x${h}x${n}x${d} \
    > "$out/fusec_dyn/$name.json" 2> "$out/fusec_dyn/$name.err"
  echo "$name: $(head -c 200 "$out/fusec_dyn/$name.json")"
done

phase "peers"
# The peers time the bench cases of the carry (compiled or not) that CASES takes.
for f in "$carry"/bench/*.manifest.json "$carry"/bench/*.failed; do
  name=$(basename "$f"); name=${name%.manifest.json}; name=${name%.failed}
  want "$name" && echo "$name"
done > "$out/bench_names.txt"
PYTHONUNBUFFERED=1 timeout "${PEERS_TIMEOUT:-500}" python3 "$here/bench/peers.py" "$@" --cases "${CASES:-all}" \
  --budget-ms "${BUDGET_MS:-10}" --names "$out/bench_names.txt" --out "$out/peers.json" > /dev/null 2> "$out/peers.log"
echo "peers exit $? ($(grep -c ': n/a: ' "$out/peers.log") shapes a peer does not take, in $out/peers.log)"
grep -h ': n/a: ' "$out/peers.log" | cut -c1-160 | head -8
python3 "$here/bench/table.py" "$out/fusec" "$out/peers.json" "$(date -u +%Y-%m-%d)" "$out/fusec_dyn" \
  --carry "$carry" > "$out/results.md"
echo "
Timing: CUDA events, median; fuse-run and peers.py --budget-ms ${BUDGET_MS:-10} (the warm-up and the timed runs each shrink to about that much GPU work, at least 1 and 3 runs; the peers after a 0.25 s pause)." >> "$out/results.md"
cat "$out/results.md"
}

# The phases run in the order PHASES names them (e.g. "check bench sanitize":
# timings before the slow sanitizers).
for p in $phases; do
  case $p in
    check|dyn|sanitize|index64|bench) run_$p;;
    *) echo "unknown phase $p (check dyn sanitize index64 bench)"; fail=1;;
  esac
done
phase "done, exit $fail"
exit $fail
