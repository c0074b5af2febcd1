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
#   what runs; "index64" (not default: 13 GB of inputs, ~2.5 minutes) runs
#   bench/check_index64.py.
set -uo pipefail
carry=$1; out=$2; shift 2
here=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$out/fusec"
fr=$(bash "$here/bench/build_fuse_run.sh" "$out") || exit 2
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader | tee "$out/device.txt"

phases=${PHASES:-check dyn sanitize bench}
has() { [[ " $phases " == *" $1 "* ]]; }
fail=0

# Shapes each dynamic kernel is launched at: (B, H, Nq, Nk) for attention
# (N = 1, B x H = 90000 > 65535 CTAs over grid y and z, ragged, queries
# != keys, a full 128-row tile, a long one).
attn_shapes="1,1,1,1 300,300,3,5 2,3,1000,1000 1,2,4097,4097 3,2,17,300 2,2,300,17 1,1,128,128 2,2,1,513 1,4,2048,2048"
dyn_args() { # manifest, shape -> fuse-run arguments
  local name=$(basename "$1" .manifest.json) IFS=,
  set -- $2
  case $name in
    dyn_chain*) echo "--shape arg0=${1}x64";;
    dyn_gqa*) echo "--shape arg0=${1}x2x3x${3}x64 --shape arg1=${1}x2x1x${4}x64";;
    dyn_mqa*) echo "--shape arg0=${1}x3x${3}x128 --shape arg1=${1}x1x${4}x128";;
    *) local d=${name#dyn_attn_d}; d=${d%%_*}
       echo "--shape arg0=${1}x${2}x${3}x${d} --shape arg1=${1}x${2}x${4}x${d}";;
  esac
}
dyn_shapes() { # manifest -> the shapes it runs at
  case $(basename "$1") in
    dyn_chain*) echo "1,0,0,0 1000,0,0,0 4097,0,0,0 16384,0,0,0";;
    dyn_gqa*) echo "1,0,1,1 2,0,257,257 3,0,1000,1000 1,0,77,500";;
    dyn_mqa*) echo "1,0,1,1 2,0,333,333 1,0,100,700 2,0,129,65";;
    *) echo "$attn_shapes";;
  esac
}

if has check; then
echo "== correctness"
for m in "$carry"/check/*.manifest.json; do
  name=$(basename "$m" .manifest.json)
  for seed in 1 2; do
    if ! timeout 300 "$fr" "$m" --seed $seed --iters 0 > "$out/check_${name}_$seed.txt" 2>&1; then
      fail=1; echo "FAIL $name seed $seed"; cat "$out/check_${name}_$seed.txt"
    fi
  done
  echo "$name: $(grep -E 'PASS|FAIL|SKIP' "$out/check_${name}_1.txt" | head -2 | tr '\n' ' ')"
done
fi

if has dyn; then
echo "== dynamic shapes: one compiled kernel, many launches"
for m in "$carry"/dyn/*.manifest.json; do
  name=$(basename "$m" .manifest.json)
  for shape in $(dyn_shapes "$m"); do
    for seed in 1 2; do
      log="$out/dyn_${name}_${shape//,/x}_$seed.txt"
      if ! timeout 300 "$fr" "$m" --seed $seed --iters 0 $(dyn_args "$m" "$shape") > "$log" 2>&1; then
        fail=1; echo "FAIL $name at $shape seed $seed"; cat "$log"
      fi
    done
    echo "$name $shape: $(grep -E 'dims:|PASS|FAIL' "$log" | head -3 | tr '\n' ' ')"
  done
done
fi

if has sanitize && command -v compute-sanitizer > /dev/null; then
echo "== compute-sanitizer memcheck + racecheck, every kernel variant"
for m in "$carry"/check/*.manifest.json "$carry"/dyn/*.manifest.json; do
  name=$(basename "$m" .manifest.json)
  args=""
  case $name in dyn_*) args=$(dyn_args "$m" "$(dyn_shapes "$m" | tr ' ' '\n' | sed -n 2p)");; esac
  for tool in memcheck racecheck; do
    timeout 300 compute-sanitizer --tool $tool --error-exitcode 99 "$fr" "$m" \
      --iters 0 --no-verify $args > "$out/${tool}_$name.txt" 2>&1
    rc=$?
    [ $rc -eq 0 ] || fail=1
    echo "$tool $name: exit $rc $(grep -E 'ERROR SUMMARY|RACECHECK SUMMARY' "$out/${tool}_$name.txt" | tr '\n' ' ')"
  done
done
fi

if has index64; then
echo "== 64-bit addressing on the GPU: a dynamic kernel past 2^31 elements per tensor"
python3 "$here/bench/check_index64.py" "$fr" "$carry/dyn/dyn_attn_d64.manifest.json" /tmp/fusec-index64 || fail=1
rm -rf /tmp/fusec-index64
fi

has bench || exit $fail

echo "== fusec timings"
for m in "$carry"/bench/*.manifest.json; do
  name=$(basename "$m" .manifest.json)
  iters="--warmup 5 --iters 20"
  case $name in chain*|mlp*) iters="--warmup 3 --iters 20";; esac
  timeout 120 "$fr" "$m" --no-verify --json $iters > "$out/fusec/$name.json" 2> "$out/fusec/$name.err"
  echo "$name: $(head -c 300 "$out/fusec/$name.json")"
done

echo "== dynamic kernels at the static benchmark's shapes (same run)"
mkdir -p "$out/fusec_dyn"
for m in "$carry"/dynbench/*.manifest.json; do
  name=$(basename "$m" .manifest.json)   # e.g. dyn_attn_d64_full or k64_dyn_attn_d64_full
  d=${name#*attn_d}; d=${d%%_*}; b=4; h=$((2048 / d)); n=4096
  timeout 120 "$fr" "$m" --no-verify --json --warmup 5 --iters 20 \
    --shape arg0=${b}x${h}x${n}x${d} --shape arg1=${b}x${h}x${n}x${d} \
    > "$out/fusec_dyn/$name.json" 2> "$out/fusec_dyn/$name.err"
  echo "$name: $(head -c 200 "$out/fusec_dyn/$name.json")"
done

echo "== peers"
PYTHONUNBUFFERED=1 timeout 400 python3 "$here/bench/peers.py" "$@" > "$out/peers.json" 2> "$out/peers.log"
echo "peers exit $?"; tail -3 "$out/peers.log"
python3 "$here/bench/table.py" "$out/fusec" "$out/peers.json" "$(date -u +%Y-%m-%d)" "$out/fusec_dyn" > "$out/results.md"
cat "$out/results.md"
exit $fail
