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


def shapes(layout, b, m, n, d):
    if layout == "fuse":
        return [(*b, m, d), (*b, n, d), (*b, n, d)]
    return [(b, m, d), (b, d, n), (b, n, d)]


def reference(layout, q, k, v, mask, scale):
    """o and lse of the program as written, float64."""
    kt = np.swapaxes(k, -1, -2) if layout == "fuse" else k
    s = (q @ kt) * scale
    m_, n_ = s.shape[-2:]
    if mask == "causal":
        s = np.where(np.arange(n_)[None, :] > np.arange(m_)[:, None], -np.inf, s)
    elif mask == "below8000":
        s = np.where(np.arange(n_)[None, :] >= 8000, -np.inf, s)
    mx = s.max(-1, keepdims=True)
    e = np.exp(s - mx)
    l = e.sum(-1, keepdims=True)
    return (e / l) @ v, (np.log(l) + mx)[..., 0]


def check(fr, manifest, base, work, rng):
    layout, b, m, n, d, et, mask, _, _ = PROGRAMS[base]
    name = os.path.basename(manifest)[: -len(".manifest.json")]
    args, xs = [], []
    for i, shape in enumerate(shapes(layout, b, m, n, d)):
        raw = from_f64(rng.standard_normal(shape), et)
        path = os.path.join(work, f"{name}.arg{i}.bin")
        raw.tofile(path)
        xs.append(to_f64(raw, et).reshape(shape))
        args += ["--input", f"arg{i}={path}",
                 "--shape", f"arg{i}={'x'.join(map(str, shape))}"]
    man = json.load(open(manifest))
    dyn = any(isinstance(e, str) for buf in man["buffers"] for e in buf["shape"])
    if not dyn:  # --shape only where the manifest has symbols
        args = [a for i, a in enumerate(args)
                if a != "--shape" and (i == 0 or args[i - 1] != "--shape")]
    outs = [os.path.join(work, f"{name}.out{i}.bin") for i in range(2)]
    for i, path in enumerate(outs):
        args += ["--dump-output", f"out{i}={path}"]
    if fuse_run(fr, manifest, ["--no-verify", "--iters", "0", "--warmup", "0",
                               *args]) is None:
        return False
    scale = (FUSE_SCALE if layout == "fuse" else
             1.0 if layout == "tosa" else d ** -0.5)
    dtypes = {buf["name"]: buf["dtype"] for buf in man["buffers"]}
    lead = (b[0] if layout == "fuse" else b)
    ok = True
    for at in sorted({0, lead - 1}):
        o_ref, lse_ref = reference(layout, xs[0][at], xs[1][at], xs[2][at],
                                   mask, scale)
        for i, ref in enumerate([o_ref, lse_ref]):
            raw = np.fromfile(outs[i], dtype={"bf16": np.uint16,
                                              "f16": np.float16}.get(
                                                  dtypes[f"out{i}"], np.float32))
            got = to_f64(raw, dtypes[f"out{i}"]).reshape(lead, -1)[at]
            got = got.reshape(ref.shape)
            err = np.abs(got - ref).max() / np.abs(ref).max()
            good = bool(err < 2e-2 and np.isfinite(got).all())
            ok &= good
            print(f"{name} [{at}] {'output' if i == 0 else 'log-sum-exp'}: "
                  f"{len(man['kernels'])} kernel(s), max normwise rel err "
                  f"{err:.2e} {'PASS' if good else 'FAIL'}")
    return ok


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
