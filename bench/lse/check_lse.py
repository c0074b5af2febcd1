#!/usr/bin/env python3
"""Attention that also returns its log-sum-exp, on the GPU (bench/lse,
bench/README.md): each program of gen_lse.PROGRAMS as fusec compiled it,
run by fuse-run on random inputs; its output and its log-sum-exp compared
with numpy in float64 (normwise: max |got - ref| / max |ref|, on the first
and last batch entry); then fuse-run's median time of the large programs
with and without the log-sum-exp and, in the same call, PyTorch's kernels
that return it (FA2's and cuDNN's SDPA forward with their logsumexp; median
of 50 after 10 warm-up).

usage: check_lse.py FUSE_RUN DIR WORK
"""
import glob
import json
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from fuse_run_io import call as fuse_run, from_f64, median_ms, to_f64  # noqa: E402
from gen_lse import PROGRAMS  # noqa: E402

FUSE_SCALE = 0.08838834764831845  # the fuse-dialect programs' 1/sqrt(128)


def peers(b, n, d, causal):
    """Median ms of PyTorch's forward kernels that return the log-sum-exp."""
    import torch
    from torch_blocks import bench  # median of CUDA-event timings

    q, k, v = (torch.randn(1, b, n, d, device="cuda", dtype=torch.bfloat16)
               for _ in range(3))
    aten = torch.ops.aten
    out = {}
    for label, fn in [
            ("FA2 (SDPA flash) with lse",
             lambda: aten._scaled_dot_product_flash_attention(
                 q, k, v, 0.0, causal, False)),
            ("cuDNN (SDPA) with lse",
             lambda: aten._scaled_dot_product_cudnn_attention(
                 q, k, v, None, True, 0.0, causal, False))]:
        try:
            out[label] = bench(fn)
        except Exception as e:  # a backend this build lacks
            out[label] = None
            print(label, "unavailable:", str(e).splitlines()[0])
    return out


def main():
    fr, d, work = sys.argv[1:4]
    os.makedirs(work, exist_ok=True)
    rng = np.random.default_rng(11)
    ok = True
    times = {}
    for manifest in sorted(glob.glob(os.path.join(d, "*.manifest.json"))):
        name = os.path.basename(manifest)[: -len(".manifest.json")]
        base = max((p for p in PROGRAMS if name.startswith(p)), key=len)
        if not name.startswith("bench_nolse"):
            ok &= check(fr, manifest, base, work, rng)
        if name.startswith("bench_"):
            times[name] = median_ms(fr, manifest)
    for causal in (False, True):
        suffix = "_causal" if causal else ""
        lse, nolse = times.get(f"bench_lse_d128{suffix}"), times.get(
            f"bench_nolse_d128{suffix}")
        peer = peers(32, 4096, 128, causal)
        line = (f"d128 N4096 32 heads{' causal' if causal else ''}: fusec with "
                f"lse {lse} ms, without {nolse} ms")
        if lse and nolse:
            line += f" ({nolse / lse:.3f}x)"
        for label, t in peer.items():
            line += f"; {label} {t:.4f} ms ({t / lse:.2f}x)" if t and lse else f"; {label} n/a"
        print(line, flush=True)
    print("ALL PASS" if ok else "SOME FAILED")


if __name__ == "__main__":
    main()
