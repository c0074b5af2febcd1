#!/usr/bin/env python3
"""Times the peers (PyTorch SDPA backends, FlexAttention, naive attention,
cuBLAS GEMM chains) on the same shapes as fusec's benchmark, in the same run.
Prints one JSON object: {case name: {peer: median ms}}. FLOP counts are the
table script's job.

Usage: peers.py [--flex] [--cases SPEC] [--names FILE] [--out FILE]
                [--budget-ms X] > peers.json
  --cases SPEC  only the cases SPEC selects (a group of gen_inputs.py --
                main, headdim, all -- or a regex over case names, "!" negates)
  --names FILE  only the cases named in FILE (one a line: the carry's bench set)
  --budget-ms X as fuse-run's: each measurement's warm-up and timed runs
                shrink to about X ms of GPU work (at least 1 and 3 runs),
                after a 0.25 s idle pause
  --out FILE    also rewrite FILE after every case (a timed-out run keeps
                what it measured)
The headdim group's cases (gen_inputs.HEADDIM_BENCH) get SDPA flash (FA2)
and SDPA cuDNN only; a backend that rejects a shape is recorded as null.
"""
import json
import math
import os
import sys
import time

import torch
import torch.nn.functional as F
from torch.nn.attention import SDPBackend, sdpa_kernel

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen_inputs  # noqa: E402  (the headdim group's cases and the case filter)


# --budget-ms (as fuse-run's): the GPU time a measurement's warm-up and its
# timed runs may each take; None times every run. Sustained load brings in
# the GPU's power limit, which lowers the SM clock after a few tens of ms
# (bench/results/2026-11-27-h100-run186-195-timing.md), so each measurement
# starts after an idle pause and stays short: every kernel is timed at the
# clock the others get, not at whatever the previous one left.
BUDGET_MS = None
COOLDOWN_S = 0.25


def timed_run(fn):
    start = torch.cuda.Event(enable_timing=True)
    end = torch.cuda.Event(enable_timing=True)
    start.record()
    fn()
    end.record()
    end.synchronize()
    return start.elapsed_time(end)


def median_ms(fn, warmup=5, iters=20):
    if BUDGET_MS:
        time.sleep(COOLDOWN_S)
        fn()
        fit = math.ceil(BUDGET_MS / max(timed_run(fn), 1e-6))
        warmup = max(min(fit, warmup), min(1, warmup))
        iters = max(min(fit, iters), min(3, iters))
    for _ in range(warmup):
        fn()
    torch.cuda.synchronize()
    times = sorted(timed_run(fn) for _ in range(iters))
    return times[len(times) // 2]


def attention_peers(d, n, causal, flex):
    b, h = 16384 // n, 2048 // d
    q, k, v = (torch.randn(b, h, n, d, device="cuda", dtype=torch.bfloat16)
               for _ in range(3))
    out = {}
    for label, backend in (("sdpa_flash", SDPBackend.FLASH_ATTENTION),
                           ("sdpa_cudnn", SDPBackend.CUDNN_ATTENTION),
                           ("sdpa_mem_efficient", SDPBackend.EFFICIENT_ATTENTION)):
        try:
            with sdpa_kernel(backend):
                out[label] = median_ms(lambda: F.scaled_dot_product_attention(
                    q, k, v, is_causal=causal))
        except RuntimeError as e:  # backend unavailable for this shape
            out[label] = None
            print(f"{label} d={d} n={n}: {e}", file=sys.stderr)

    def naive():
        s = (q @ k.transpose(-1, -2)) * (d ** -0.5)
        if causal:
            s = s.masked_fill(torch.ones(n, n, device="cuda", dtype=torch.bool).triu(1), float("-inf"))
        return torch.softmax(s.float(), dim=-1).to(q.dtype) @ v
    try:
        out["naive"] = median_ms(naive, warmup=2, iters=5)
    except torch.cuda.OutOfMemoryError:
        out["naive"] = None
        torch.cuda.empty_cache()
    if flex and n in (4096, 16384):
        try:
            from torch.nn.attention.flex_attention import flex_attention, create_block_mask
            torch._dynamo.config.recompile_limit = 1000
            compiled = torch.compile(flex_attention, dynamic=False)
            mask = None
            if causal:
                mask = create_block_mask(lambda b_, h_, qi, ki: qi >= ki, None, None, n, n)
            out["flex"] = median_ms(lambda: compiled(q, k, v, block_mask=mask))
        except Exception as e:  # keep the SDPA timings of this case
            out["flex"] = None
            print(f"flex d={d} n={n}: {type(e).__name__}: {str(e)[:300]}", file=sys.stderr)
    return out


def chain_peers(m, k, n):
    a = torch.randn(m, k, device="cuda", dtype=torch.bfloat16)
    b = torch.randn(k, n, device="cuda", dtype=torch.bfloat16)
    c = torch.randn(n, k, device="cuda", dtype=torch.bfloat16)
    return {"cublas_two_gemms": median_ms(lambda: (a @ b) @ c),
            "cublas_reassociated": median_ms(lambda: a @ (b @ c))}


def try_ms(label, name, fn):
    """median_ms(fn), or None where the backend does not take the shape."""
    try:
        return median_ms(fn)
    except (RuntimeError, ValueError, NotImplementedError) as e:
        print(f"{label} {name}: n/a: {str(e)[:300]}", file=sys.stderr)
        if isinstance(e, torch.cuda.OutOfMemoryError):
            torch.cuda.empty_cache()
        return None


def headdim_peers(name, c):
    """SDPA flash and cuDNN on a gen_inputs.HEADDIM_BENCH case. GQA decoding
    runs twice per backend: with enable_gqa (K/V heads shared by H / Hkv
    query heads) and packed (the G query heads of a K/V head as G query rows
    of one head: the same arithmetic when there is one query and no mask)."""
    dt = torch.float16 if gen_inputs.dtype_of(name) == "f16" else torch.bfloat16
    q = torch.randn(c.b, c.h, c.m, c.d, device="cuda", dtype=dt)
    k = torch.randn(c.b, c.hkv, c.n, c.d, device="cuda", dtype=dt)
    v = torch.randn(c.b, c.hkv, c.n, c.e, device="cuda", dtype=dt)
    out = {}
    for label, backend in (("sdpa_flash", SDPBackend.FLASH_ATTENTION),
                           ("sdpa_cudnn", SDPBackend.CUDNN_ATTENTION)):
        with sdpa_kernel(backend):
            if c.hkv == c.h:
                out[label] = try_ms(label, name, lambda: F.scaled_dot_product_attention(
                    q, k, v, is_causal=c.causal))
            else:
                out[label] = try_ms(label, name, lambda: F.scaled_dot_product_attention(
                    q, k, v, is_causal=c.causal, enable_gqa=True))
                if c.m == 1 and not c.causal:
                    qp = q.view(c.b, c.hkv, c.h // c.hkv, c.d)
                    out[label + "_packed"] = try_ms(label + "_packed", name,
                                                    lambda: F.scaled_dot_product_attention(qp, k, v))
    return out


def main():
    args = sys.argv[1:]
    opt = lambda flag: args[args.index(flag) + 1] if flag in args else None
    flex = "--flex" in args
    spec = opt("--cases") or ""
    names = None
    if opt("--names"):
        names = set(open(opt("--names")).read().split())
    out_path = opt("--out")
    global BUDGET_MS
    BUDGET_MS = float(opt("--budget-ms")) if opt("--budget-ms") else None
    want = lambda name: gen_inputs.selects(spec, name) and (names is None or name in names)
    results = {"_device": torch.cuda.get_device_name(), "_torch": torch.__version__}

    def record(name, fn):
        try:
            results[name] = fn()
        except Exception as e:  # one case must not cost the others
            results[name] = {"error": f"{type(e).__name__}: {str(e)[:300]}"}
            torch.cuda.empty_cache()
        print(name, results[name], file=sys.stderr, flush=True)
        if out_path:
            with open(out_path + ".tmp", "w") as f:
                json.dump(results, f, indent=1)
            os.replace(out_path + ".tmp", out_path)

    for d in (64, 128):
        for n in (512, 1024, 2048, 4096, 8192, 16384):
            for causal in (False, True):
                name = f"attn_d{d}_n{n}_{'causal' if causal else 'full'}"
                if want(name):
                    record(name, lambda: attention_peers(d, n, causal, flex))
    for (m, k, n) in ((16384, 64, 4096), (16384, 128, 4096),
                      (65536, 64, 1024), (16384, 64, 16384)):
        if want(f"chain_m{m}_k{k}_n{n}"):
            record(f"chain_m{m}_k{k}_n{n}", lambda: chain_peers(m, k, n))

    def mlp():
        x = torch.randn(4096, 4096, device="cuda", dtype=torch.bfloat16)
        w1 = torch.randn(4096, 16384, device="cuda", dtype=torch.bfloat16)
        w2 = torch.randn(16384, 4096, device="cuda", dtype=torch.bfloat16)
        return {"cublas_two_gemms": median_ms(lambda: (x @ w1) @ w2),
                "cublas_reassociated": median_ms(lambda: x @ (w1 @ w2))}
    if want("mlp_4096_16384"):
        record("mlp_4096_16384", mlp)

    def gemm(layout):
        # cuBLAS on each storage: a transposed view is its transa/transb.
        a = torch.randn(4096, 4096, device="cuda", dtype=torch.bfloat16)
        b = torch.randn(4096, 4096, device="cuda", dtype=torch.bfloat16)
        av = a.t() if layout[0] == "t" else a
        bv = b.t() if layout[1] == "t" else b
        return {"cublas": median_ms(lambda: av @ bv)}
    for layout in gen_inputs.GEMM_LAYOUTS:
        if want(f"gemm_{layout}_4096"):
            record(f"gemm_{layout}_4096", lambda: gemm(layout))
    # The MLP's two GEMMs alone (m x k x n; gen_inputs' gemm_up / gemm_down).
    def gemm_mkn(m, k, n):
        a = torch.randn(m, k, device="cuda", dtype=torch.bfloat16)
        b = torch.randn(k, n, device="cuda", dtype=torch.bfloat16)
        return {"cublas": median_ms(lambda: a @ b)}
    for m, k, n, name in ((4096, 4096, 16384, "gemm_up"),
                          (4096, 16384, 4096, "gemm_down")):
        case = f"{name}_m{m}_k{k}_n{n}"
        if want(case):
            record(case, lambda: gemm_mkn(m, k, n))
    for name, c in gen_inputs.HEADDIM_BENCH.items():
        if want(name):
            record(name, lambda: headdim_peers(name, c))
    print(json.dumps(results, indent=1))


if __name__ == "__main__":
    main()
