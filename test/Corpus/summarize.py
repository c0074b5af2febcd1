#!/usr/bin/env python3
"""Compiles every program of the corpus (Inputs/*.mlir) with fusec and prints
one line per file: attentions the planner found, how many it fused, kernels
built, untiled kernels among them, long reductions on a warp per output
(warp_reduce), tensor-core kernels, f32 GEMMs on the
CUDA cores (gemm_simt, online_softmax_simt), or the first error.

usage: summarize.py FUSEC UPGRADER WORKDIR [fusec options...]
"""
import glob, os, re, subprocess, sys

fusec, upgrader, work = sys.argv[1:4]
extra = sys.argv[4:]
here = os.path.dirname(os.path.abspath(__file__))
os.makedirs(work, exist_ok=True)
totals = [0, 0, 0, 0, 0, 0, 0]
for path in sorted(glob.glob(os.path.join(here, "Inputs", "*.mlir"))):
    name = os.path.basename(path)[:-5]
    text = subprocess.run([sys.executable, upgrader, "--repair-invalid", path],
                          check=True,
                          capture_output=True, text=True).stdout
    report = os.path.join(work, name + ".report")
    r = subprocess.run([fusec, "-", "-o", os.path.join(work, name + ".ptx"),
                        "--report=text", "--report-file=" + report, *extra],
                       input=text, capture_output=True, text=True)
    if r.returncode != 0:
        err = next((l for l in r.stderr.splitlines() if "error" in l),
                   r.stderr.strip()[:200])
        print(f"{name}: error: {err.split('error: ', 1)[-1]}")
        continue
    rep = open(report).read()
    chains = rep.split("\nchain ")[1:]
    attn = [c for c in chains if "(attention)" in c.splitlines()[0]]
    fused = sum(1 for c in attn if re.search(r"decision: +FUSE", c))
    built = rep.split("kernels built (", 1)[1].split("\n\n", 1)[0]
    lines = built.splitlines()[1:]
    kernels = len(lines)
    untiled = sum("untiled" in l for l in lines)
    warp = sum("warp_reduce" in l for l in lines)
    tensor_core = sum(("wgmma" in l or "mma" in l) and "untiled" not in l
                      for l in lines)
    simt = sum("_simt" in l for l in lines)
    print(f"{name}: attentions {len(attn)} fused {fused} kernels {kernels} "
          f"untiled {untiled} warp {warp} tensor-core {tensor_core} "
          f"simt {simt}")
    for i, v in enumerate([len(attn), fused, kernels, untiled, warp,
                           tensor_core, simt]):
        totals[i] += v
print("total: attentions {} fused {} kernels {} untiled {} warp {} "
      "tensor-core {} simt {}".format(*totals))
