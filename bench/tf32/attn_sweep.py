#!/usr/bin/env python3
"""f32 attention under --f32-precision=tf32 and ieee against SDPA in f32
(bench/tf32/run_tf32.sh; issue 42's attention sweep).

  attn_sweep.py gen DIR              writes DIR/sweep/*.mlir (fuse dialect)
  attn_sweep.py check FUSE_RUN DIR WORK [PRECISION]
                                     fp64 checks of the check cases compiled
                                     into DIR/sweep/PRECISION (tf32: the
                                     default)
  attn_sweep.py peers DIR FUSE_RUN [PRECISION]
                                     fuse-run and SDPA timings, one table

Bench cases attn_f32_n{N}_d{D}_{full|causal}: batch * N = 16k tokens, heads =
2048 / d (the main benchmark's convention), N = 1024, 4096, 8192, d = 64,
128. Check cases chk_n{N}_d{D}_{full|causal}: one batch of two heads, N =
1024 and 520 (partial tiles). The peer is PyTorch's SDPA on f32 tensors,
whose fastest f32 kernel is the memory-efficient one (FlashAttention takes
16-bit operands only), with TF32 off (PyTorch's default) and on."""
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

BENCH = [(n, d, causal) for d in (64, 128) for n in (1024, 4096, 8192)
         for causal in (False, True)]
CHECK = [(n, d, causal) for d in (64, 128) for n in (1024, 520)
         for causal in (False, True)]


def bench_name(n, d, causal):
    return f"attn_f32_n{n}_d{d}_{'causal' if causal else 'full'}"


def check_name(n, d, causal):
    return f"chk_n{n}_d{d}_{'causal' if causal else 'full'}"


def bench_shape(n, d):
    return 16384 // n, 2048 // d  # batch, heads


def gen(out):
    import gen_inputs
    os.makedirs(os.path.join(out, "sweep"), exist_ok=True)
    cases = [(bench_name(*c), *bench_shape(c[0], c[1]), *c) for c in BENCH]
    cases += [(check_name(*c), 1, 2, *c) for c in CHECK]
    for name, b, h, n, d, causal in cases:
        with open(os.path.join(out, "sweep", name + ".mlir"), "w") as f:
            f.write(gen_inputs.attention(name, b, h, n, d, causal, dtype="f32"))


def reference(q, k, v, causal):
    """fp64 softmax(Q K^T / sqrt(d)) V on the GPU, masked j > i."""
    import torch
    q, k, v = (torch.tensor(x, dtype=torch.float64, device="cuda") for x in (q, k, v))
    s = q @ k.transpose(-1, -2) / q.shape[-1] ** 0.5
    if causal:
        n = s.shape[-1]
        s = s.masked_fill(torch.ones(n, n, dtype=torch.bool, device="cuda").triu(1), float("-inf"))
    return (torch.softmax(s, dim=-1) @ v).cpu().numpy()


# Normwise error allowed: tf32 operands (10-bit mantissas) against exact f32
# ones (the exponentials' ex2.approx and the sums' order remain).
TOLERANCE = {"tf32": 4e-3, "ieee": 1e-5}


def check(fuse_run, here, work, precision="tf32"):
    import numpy as np
    import fuse_run_io
    os.makedirs(work, exist_ok=True)
    fails = 0
    tol = TOLERANCE[precision]
    for n, d, causal in CHECK:
        name = check_name(n, d, causal)
        path = os.path.join(here, "sweep", precision, name + ".manifest.json")
        rng = np.random.default_rng(11)
        shape = (1, 2, n, d)
        inputs = {a: rng.uniform(-1, 1, size=shape) for a in ("arg0", "arg1", "arg2")}
        result = fuse_run_io.run(fuse_run, path, work, name, inputs)
        if result is None:
            fails += 1
            continue
        vals, got, man = result
        ref = reference(vals["arg0"], vals["arg1"], vals["arg2"], causal)
        got = got.reshape(ref.shape)
        err = np.abs(got - ref).max() / np.abs(ref).max()
        ok = bool(err < tol and np.isfinite(got).all())
        print(f"{name} {precision}: {len(man['kernels'])} kernel(s), max "
              f"normwise rel err {err:.2e} (tol {tol:.0e}) "
              f"{'PASS' if ok else 'FAIL'}")
        fails += not ok
    print("sweep failures:", fails)
    return 1 if fails else 0


def peers(here, fuse_run, precision="tf32"):
    import torch
    import torch.nn.functional as F
    from torch.nn.attention import SDPBackend, sdpa_kernel
    from torch_blocks import bench
    print(f"| case | B x H | fusec {precision} ms | SDPA f32 ms (TF32 off) | SDPA f32 ms (TF32 on) | vs SDPA off | vs SDPA on | fusec TFLOP/s |")
    print("|---|---|---|---|---|---|---|---|")
    for n, d, causal in BENCH:
        name = bench_name(n, d, causal)
        b, h = bench_shape(n, d)
        r = subprocess.run([fuse_run, os.path.join(here, "sweep", precision, name + ".manifest.json"),
                            "--no-verify", "--iters", "50", "--warmup", "10"],
                           capture_output=True, text=True)
        m = re.search(r"median ([0-9.]+) ms", r.stdout + r.stderr)
        ours = float(m.group(1)) if m else float("nan")
        q, k, v = (torch.randn(b, h, n, d, device="cuda") for _ in range(3))
        times = []
        for tf32 in (False, True):
            torch.backends.cuda.matmul.allow_tf32 = tf32
            with sdpa_kernel(SDPBackend.EFFICIENT_ATTENTION):
                times.append(bench(lambda: F.scaled_dot_product_attention(q, k, v, is_causal=causal)))
        torch.backends.cuda.matmul.allow_tf32 = False
        del q, k, v
        flops = 4.0 * b * h * n * n * d * (0.5 if causal else 1.0)
        print(f"| {name} | {b} x {h} | {ours:.4f} | {times[0]:.4f} | {times[1]:.4f} | "
              f"{times[0] / ours:.2f}x | {times[1] / ours:.2f}x | {flops / ours / 1e9:.1f} |")
    print(f"device: {torch.cuda.get_device_name()}, torch {torch.__version__}")


if __name__ == "__main__":
    cmd = sys.argv[1] if len(sys.argv) > 1 else ""
    if cmd == "gen":
        gen(sys.argv[2])
    elif cmd == "check":
        sys.exit(check(*sys.argv[2:6]))
    elif cmd == "peers":
        peers(*sys.argv[2:5])
    else:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
