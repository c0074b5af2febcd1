#!/usr/bin/env python3
"""The derived backward on the GPU (bench/grad/README.md): for each program
compiled with `fusec --grad`, runs @f_grad with fuse-run on random inputs and
a random cotangent, compares each gradient with PyTorch's fp64 autograd of
the program as written (normwise), then times @f and @f_grad with fuse-run
and, in the same call, PyTorch's backward of the same computation: SDPA's
flash (FA2), cuDNN and memory-efficient backends and eager autograd of the
written program in bf16 for attention; torch.matmul's autograd for the
linear layer.

Usage: check_grad.py FUSE_RUN DIR WORK
"""
import os
import sys

import numpy as np
import torch
import torch.nn.functional as F
from torch.nn.attention import SDPBackend, sdpa_kernel

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from fuse_run_io import call as fuse_run, from_f64, median_ms, to_f64  # noqa: E402

PROGRAMS = {
    # name: (kind, (batch x heads, tokens, head dim) or (rows, cols, inner))
    "attn_d64": ("attention", (32, 1024, 64, False)),
    "attn_d128": ("attention", (16, 2048, 128, False)),
    "attn_d128_causal": ("attention", (16, 2048, 128, True)),
    "linear": ("linear", (4096, 4096, 4096)),
}


def time_torch(fn, iters=30, warmup=5):
    for _ in range(warmup):
        fn()
    torch.cuda.synchronize()
    times = []
    for _ in range(iters):
        start = torch.cuda.Event(enable_timing=True)
        end = torch.cuda.Event(enable_timing=True)
        start.record()
        fn()
        end.record()
        end.synchronize()
        times.append(start.elapsed_time(end))
    return float(np.median(times))


def reference(kind, shape, xs, dy):
    """PyTorch fp64 autograd of the program as written."""
    ts = [torch.tensor(x, dtype=torch.float64, requires_grad=True) for x in xs]
    if kind == "linear":
        y = ts[0] @ ts[1].T
    else:
        bh, n, d, causal = shape
        s = (ts[0] @ ts[1].transpose(1, 2)) / d ** 0.5
        if causal:
            s = s.masked_fill(torch.ones(n, n, dtype=torch.bool).triu(1),
                              float("-inf"))
        y = torch.softmax(s, dim=-1) @ ts[2]
    y.backward(torch.tensor(dy, dtype=torch.float64))
    return [t.grad.numpy() for t in ts]


def peers(kind, shape):
    """Median ms of PyTorch's backward on the same shapes, bf16."""
    dev = torch.device("cuda")
    out = {}
    if kind == "linear":
        m, n, k = shape
        x = torch.randn(m, k, device=dev, dtype=torch.bfloat16, requires_grad=True)
        w = torch.randn(n, k, device=dev, dtype=torch.bfloat16, requires_grad=True)
        y = x @ w.T
        dy = torch.randn_like(y)
        out["torch matmul backward"] = time_torch(
            lambda: torch.autograd.grad(y, (x, w), dy, retain_graph=True))
        return out
    bh, n, d, causal = shape
    q, k, v = (torch.randn(1, bh, n, d, device=dev, dtype=torch.bfloat16,
                           requires_grad=True) for _ in range(3))
    for label, backend in [("SDPA flash (FA2)", SDPBackend.FLASH_ATTENTION),
                           ("SDPA cuDNN", SDPBackend.CUDNN_ATTENTION),
                           ("SDPA mem-efficient", SDPBackend.EFFICIENT_ATTENTION)]:
        try:
            with sdpa_kernel(backend):
                o = F.scaled_dot_product_attention(q, k, v, is_causal=causal)
                do = torch.randn_like(o)
                out[label] = time_torch(lambda: torch.autograd.grad(
                    o, (q, k, v), do, retain_graph=True))
        except RuntimeError as e:  # a backend that rejects the shape
            out[label] = None
            print(label, "rejected:", str(e).splitlines()[0])
    s = (q @ k.transpose(-1, -2)).float() / d ** 0.5
    if causal:
        s = s.masked_fill(torch.ones(n, n, dtype=torch.bool, device=dev).triu(1),
                          float("-inf"))
    o = torch.softmax(s, dim=-1).to(torch.bfloat16) @ v
    do = torch.randn_like(o)
    out["eager autograd"] = time_torch(lambda: torch.autograd.grad(
        o, (q, k, v), do, retain_graph=True))
    return out


def main():
    fr, d, work = sys.argv[1:4]
    os.makedirs(work, exist_ok=True)
    rng = np.random.default_rng(7)
    ok_all = True
    rows = []
    for name, (kind, shape) in PROGRAMS.items():
        grad = os.path.join(d, f"{name}.{'attention' if kind == 'attention' else 'linear'}_grad.manifest.json")
        fwd = grad.replace("_grad.manifest", ".manifest")
        if kind == "linear":
            m, n, k = shape
            xs = [rng.standard_normal((m, k)), rng.standard_normal((n, k))]
            dy = rng.standard_normal((m, n))
        else:
            bh, n, hd, _ = shape
            xs = [rng.standard_normal((bh, n, hd)) for _ in range(3)]
            dy = rng.standard_normal((bh, n, hd))
        args, rounded = [], []
        for i, x in enumerate(xs + [dy]):
            path = os.path.join(work, f"{name}.arg{i}.bin")
            raw = from_f64(x, "bf16")
            raw.tofile(path)
            rounded.append(to_f64(raw, "bf16").reshape(x.shape))
            args += ["--input", f"arg{i}={path}"]
        for i in range(len(xs)):
            args += ["--dump-output", f"out{i}={os.path.join(work, f'{name}.out{i}.bin')}"]
        if fuse_run(fr, grad, ["--no-verify", "--iters", "0", "--warmup", "0",
                               *args]) is None:
            ok_all = False
            continue
        refs = reference(kind, shape, rounded[:-1], rounded[-1])
        for i, ref in enumerate(refs):
            raw = np.fromfile(os.path.join(work, f"{name}.out{i}.bin"), dtype=np.uint16)
            got = to_f64(raw, "bf16").reshape(ref.shape)
            err = np.abs(got - ref).max() / np.abs(ref).max()
            ok = bool(err < 2e-2 and np.isfinite(got).all())
            ok_all &= ok
            print(f"{name} gradient of argument #{i}: max normwise rel err "
                  f"{err:.2e} {'PASS' if ok else 'FAIL'}")
        t_fwd, t_grad = median_ms(fr, fwd), median_ms(fr, grad)
        peer = peers(kind, shape)
        rows.append((name, t_fwd, t_grad, peer))
        print(f"{name}: fusec forward {t_fwd} ms, fusec backward (@f_grad) "
              f"{t_grad} ms; " + ", ".join(
                  f"{k} {v:.4f} ms ({v / t_grad:.2f}x)" if v and t_grad else f"{k} n/a"
                  for k, v in peer.items()), flush=True)
    print("ALL PASS" if ok_all else "SOME FAILED")


if __name__ == "__main__":
    main()
