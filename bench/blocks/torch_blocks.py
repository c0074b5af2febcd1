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
    # The whole layer (layer.mlir): attention block, residual, MLP (M = B*N).
    def layer():
        h1 = gpt() + x
        h = F.gelu(h1 @ w1 + b1, approximate="tanh")
        return F.linear(h, w2, b2) + h1
    print(f"layer (attention + MLP, B={B}, N={N}) torch eager: {bench(layer):.4f} ms")
    # BERT attention block: nn.Linear (weights [out, in]) with biases, an
    # additive padding mask [B, 1, 1, N] (0 / -1e4), SDPA, output projection
    # + bias + residual (no LayerNorm, as in bert.mlir).
    wb = [(torch.randn(D, D, device=dev, dtype=dt) / D ** 0.5, torch.randn(D, device=dev, dtype=dt)) for _ in range(4)]
    lens = torch.randint(1, N + 1, (B,))
    mask = torch.zeros(B, 1, 1, N, device=dev, dtype=dt)
    for b in range(B):
        mask[b, ..., int(lens[b]):] = -1e4
    def bert():
        q, k, v = (F.linear(x, w, bias).view(B, N, H, d).transpose(1, 2) for w, bias in wb[:3])
        o = F.scaled_dot_product_attention(q, k, v, attn_mask=mask)
        return F.linear(o.transpose(1, 2).reshape(B * N, D), *wb[3]) + x
    print(f"bert (B={B}, N={N}, H={H}, d={d}, padding mask) torch eager: {bench(bert):.4f} ms")
    # GQA GPT block: Hq = 16 query heads, Hkv = 4 KV heads, causal.
    Hq, Hkv = 16, 4
    wk2, wv2 = (torch.randn(D, Hkv * d, device=dev, dtype=dt) / D ** 0.5 for _ in range(2))
    def gqa_sdpa(q, k, v):
        try:  # PyTorch >= 2.5 reads the KV heads in place
            return F.scaled_dot_product_attention(q, k, v, is_causal=True, enable_gqa=True)
        except TypeError:
            r = Hq // Hkv
            return F.scaled_dot_product_attention(q, k.repeat_interleave(r, 1), v.repeat_interleave(r, 1), is_causal=True)
    def gqa():
        q = (x @ wq).view(B, N, Hq, d).transpose(1, 2)
        k, v = ((x @ w).view(B, N, Hkv, d).transpose(1, 2) for w in (wk2, wv2))
        o = gqa_sdpa(q, k, v)
        return o.transpose(1, 2).reshape(B * N, D) @ wo
    print(f"gqa  (B={B}, N={N}, Hq={Hq}, Hkv={Hkv}, d={d}, causal) torch eager: {bench(gqa):.4f} ms")

def f32_peers():
    """The peers of attn_f32 and sgemm (fusec with --f32-precision=bf16):
    f32 SDPA (whichever backend PyTorch picks for f32), cuBLAS
    SGEMM with TF32 off (PyTorch's default), with TF32 on, and in bf16."""
    dev = "cuda"
    q, k, v = (torch.randn(1, 32, 2048, 64, device=dev) for _ in range(3))
    print(f"attn_f32 (1x32x2048x64) SDPA f32 eager: {bench(lambda: F.scaled_dot_product_attention(q, k, v)):.4f} ms")
    qb, kb, vb = (t.bfloat16() for t in (q, k, v))
    print(f"attn_f32 (1x32x2048x64) SDPA bf16 eager: {bench(lambda: F.scaled_dot_product_attention(qb, kb, vb)):.4f} ms")
    a, b = (torch.randn(4096, 4096, device=dev) for _ in range(2))
    torch.backends.cuda.matmul.allow_tf32 = False
    print(f"sgemm (4096^3) cuBLAS f32 (TF32 off): {bench(lambda: a @ b):.4f} ms")
    torch.backends.cuda.matmul.allow_tf32 = True
    print(f"sgemm (4096^3) cuBLAS TF32: {bench(lambda: a @ b):.4f} ms")
    torch.backends.cuda.matmul.allow_tf32 = False
    ab, bb = a.bfloat16(), b.bfloat16()
    print(f"sgemm (4096^3) cuBLAS bf16: {bench(lambda: ab @ bb):.4f} ms")

if __name__ == "__main__":
    main()
    f32_peers()
