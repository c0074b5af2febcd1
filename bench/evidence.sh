#!/usr/bin/env bash
# GPU machine: the evidence issue 16 asks for beside a kernel's numbers.
#   bash bench/evidence.sh FUSE_RUN CASE.manifest.json OUT_DIR
# ptxas -v (registers, spills), the SASS instructions that show the Hopper
# machinery (HGMMA, UTMALDG, SYNCS mbarrier ops, USETMAXREG, named
# barriers), and an Nsight Compute summary of one launch (speed of light,
# tensor pipe utilization, warp stall reasons). The PTX sits beside the
# manifest (CASE.ptx).
set -uo pipefail
fr=$1; m=$2; out=$3
mkdir -p "$out"
ptx=${m%.manifest.json}.ptx
name=$(basename "$m" .manifest.json)
ptxas -arch=sm_90a -v "$ptx" -o "$out/$name.cubin" > "$out/$name.ptxas.txt" 2>&1
cuobjdump -sass "$out/$name.cubin" > "$out/$name.sass" 2>&1
{
  echo "ptxas -v:"; grep -E "registers|spill" "$out/$name.ptxas.txt"
  echo "SASS instruction counts (static):"
  grep -oE "\b(HGMMA\.[A-Z0-9x.]+|UTMALDG\.[A-Z0-9.]+|UTMASTG[A-Z0-9.]*|SYNCS\.[A-Z0-9.]+|USETMAXREG\.[A-Z0-9.]+|BAR\.(SYNC|ARV)[A-Z0-9.]*|WARPGROUP\.[A-Z0-9.]+|LDGSTS[A-Z0-9.]*|MUFU\.EX2)" \
    "$out/$name.sass" | sort | uniq -c | sort -rn
} > "$out/$name.summary.txt"
rm -f "$out/$name.cubin"
if command -v ncu > /dev/null; then
  timeout 300 ncu --section SpeedOfLight --section ComputeWorkloadAnalysis \
    --section WarpStateStats --section Occupancy --section LaunchStats \
    --metrics sm__pipe_tensor_op_hmma_cycles_active.avg.pct_of_peak_sustained_active,sm__inst_executed_pipe_tensor_op_hmma.avg.pct_of_peak_sustained_active \
    "$fr" "$m" --no-verify --warmup 1 --iters 1 > "$out/$name.ncu.txt" 2>&1
  echo "ncu: $out/$name.ncu.txt" >> "$out/$name.summary.txt"
else
  echo "ncu: not installed" >> "$out/$name.summary.txt"
fi
cat "$out/$name.summary.txt"
