#!/usr/bin/env python3
"""Times the peers (PyTorch SDPA backends, FlexAttention, naive attention,
cuBLAS GEMM chains) on the same shapes as fusec's benchmark, in the same run.
Prints one JSON object: {case name: {peer: median ms}}. FLOP counts are the
table script's job.

Usage: peers.py [--flex] > peers.json
"""
import json
import sys

import torch
import torch.nn.functional as F
from torch.nn.attention import SDPBackend, sdpa_kernel


def median_ms(fn, warmup=5, iters=20):
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
    times.sort()
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
        from torch.nn.attention.flex_attention import flex_attention, create_block_mask
        torch._dynamo.config.recompile_limit = 1000
        compiled = torch.compile(flex_attention, dynamic=False)
        mask = None
        if causal:
            mask = create_block_mask(lambda b_, h_, qi, ki: qi >= ki, None, None, n, n)
        out["flex"] = median_ms(lambda: compiled(q, k, v, block_mask=mask))
    return out


def chain_peers(m, k, n):
    a = torch.randn(m, k, device="cuda", dtype=torch.bfloat16)
    b = torch.randn(k, n, device="cuda", dtype=torch.bfloat16)
    c = torch.randn(n, k, device="cuda", dtype=torch.bfloat16)
    return {"cublas_two_gemms": median_ms(lambda: (a @ b) @ c),
            "cublas_reassociated": median_ms(lambda: a @ (b @ c))}


def main():
    flex = "--flex" in sys.argv
    results = {}
    for d in (64, 128):
        for n in (512, 1024, 2048, 4096, 8192, 16384):
            for causal in (False, True):
                name = f"attn_d{d}_n{n}_{'causal' if causal else 'full'}"
                results[name] = attention_peers(d, n, causal, flex)
                print(name, results[name], file=sys.stderr, flush=True)
    for (m, k, n) in ((16384, 64, 4096), (16384, 128, 4096),
                      (65536, 64, 1024), (16384, 64, 16384)):
        results[f"chain_m{m}_k{k}_n{n}"] = chain_peers(m, k, n)
    x = torch.randn(4096, 4096, device="cuda", dtype=torch.bfloat16)
    w1 = torch.randn(4096, 16384, device="cuda", dtype=torch.bfloat16)
    w2 = torch.randn(16384, 4096, device="cuda", dtype=torch.bfloat16)
    results["mlp_4096_16384"] = {"cublas_two_gemms": median_ms(lambda: (x @ w1) @ w2),
                                 "cublas_reassociated": median_ms(lambda: x @ (w1 @ w2))}
    results["_device"] = torch.cuda.get_device_name()
    results["_torch"] = torch.__version__
    print(json.dumps(results, indent=1))


if __name__ == "__main__":
    main()
