#!/usr/bin/env python3
"""PyTorch eager timings of the issue-17 blocks at the sizes gen_blocks.py
writes (bf16, cuBLAS + SDPA), for comparison with `fuse-run --iters`:
  python3 torch_blocks.py        (prints one line per block, median ms)"""
import torch, torch.nn.functional as F

def bench(fn, iters=50, warmup=10):
    for _ in range(warmup):
        fn()
    torch.cuda.synchronize()
    ts = []
    for _ in range(iters):
        s, e = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        s.record(); fn(); e.record(); torch.cuda.synchronize()
        ts.append(s.elapsed_time(e))
    ts.sort()
    return ts[len(ts) // 2]

def main():
    dev, dt = "cuda", torch.bfloat16
    B, N, H, d = 2, 1024, 16, 64
    D = H * d
    x = torch.randn(B * N, D, device=dev, dtype=dt)
    wq, wk, wv, wo = (torch.randn(D, D, device=dev, dtype=dt) / D ** 0.5 for _ in range(4))
    def gpt():
        q, k, v = ((x @ w).view(B, N, H, d).transpose(1, 2) for w in (wq, wk, wv))
        for backend in [None]:
            o = F.scaled_dot_product_attention(q, k, v)
        return o.transpose(1, 2).reshape(B * N, D) @ wo
    print(f"gpt  (B={B}, N={N}, H={H}, d={d}) torch eager: {bench(gpt):.4f} ms")
    M, F_ = 2048, 4096
    x2 = torch.randn(M, D, device=dev, dtype=dt)
    w1 = torch.randn(D, F_, device=dev, dtype=dt) / D ** 0.5
    b1 = torch.randn(F_, device=dev, dtype=dt)
    w2 = torch.randn(D, F_, device=dev, dtype=dt) / F_ ** 0.5
    b2 = torch.randn(D, device=dev, dtype=dt)
    def mlp():
        h = F.gelu(x2 @ w1 + b1, approximate="tanh")
        return F.linear(h, w2, b2) + x2
    print(f"mlp  (M={M}, D={D}, F={F_}) torch eager: {bench(mlp):.4f} ms")

if __name__ == "__main__":
    main()
