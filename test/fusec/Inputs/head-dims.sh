#!/usr/bin/env bash
# head-dims.sh FUSEC PTXAS TEMPLATE OUTDIR: compiles the template at each
# head-dim pair for sm_90a and sm_80 and prints, per kernel, how many entry
# points it has, which MMA it uses and ptxas's spill count.
set -euo pipefail
fusec=$1 ptxas=$2 template=$3 out=$4
for dims in 16,16 32,32 40,40 80,80 96,96 120,120 160,160 192,192 192,128 240,240 256,256 64,128; do
  dqk=${dims%,*} dv=${dims#*,}
  sed "s/DQK/$dqk/g; s/DV/$dv/g" "$template" > "$out/d${dqk}_$dv.mlir"
  for arch in sm_90a sm_80; do
    ptx=$out/d${dqk}_${dv}_$arch.ptx
    "$fusec" "$out/d${dqk}_$dv.mlir" --arch=$arch -o "$ptx" > /dev/null
    mma=-
    grep -q 'wgmma.mma_async' "$ptx" && mma=wgmma
    grep -q 'mma.sync' "$ptx" && mma="$mma+mma"
    echo "d=$dqk/$dv $arch kernels=$(grep -c '^.visible .entry' "$ptx") $mma" \
      "$("$ptxas" -arch=sm_90a -v "$ptx" -o /dev/null 2>&1 | grep -o '[0-9]* bytes spill stores' | tr '\n' ' ')"
  done
done
