#!/usr/bin/env python3
"""The peers of bench/tf32: cuBLAS through PyTorch on 4096^3 f32 GEMMs,
A B and x W^T, with TF32 off (SGEMM, PyTorch's default), with TF32 on, and
the same GEMM in bf16; a 4096^2 f32 transpose; f32 SDPA on attn_f32's shape; median of CUDA-event
timings."""
import os, sys
import torch
import torch.nn.functional as F
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from torch_blocks import bench  # median of CUDA-event timings

a, b = (torch.randn(4096, 4096, device="cuda") for _ in range(2))
for label, fn in (("A B", lambda: a @ b), ("x W^T", lambda: a @ b.T)):
    torch.backends.cuda.matmul.allow_tf32 = False
    print(f"{label} cuBLAS SGEMM (TF32 off): {bench(fn):.4f} ms")
    torch.backends.cuda.matmul.allow_tf32 = True
    print(f"{label} cuBLAS TF32: {bench(fn):.4f} ms")
torch.backends.cuda.matmul.allow_tf32 = False
ab, bb = a.bfloat16(), b.bfloat16()
print(f"A B cuBLAS bf16: {bench(lambda: ab @ bb):.4f} ms")
print(f"transpose 4096^2 f32 PyTorch x.t().contiguous(): {bench(lambda: a.t().contiguous()):.4f} ms")
q, k, v = (torch.randn(1, 32, 2048, 64, device="cuda") for _ in range(3))
print(f"attn_f32 (1x32x2048x64) SDPA f32: {bench(lambda: F.scaled_dot_product_attention(q, k, v)):.4f} ms")
