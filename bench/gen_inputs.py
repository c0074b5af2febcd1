#!/usr/bin/env python3
"""Writes the benchmark and GPU-test inputs (unfused fuse-dialect MLIR).

Attention is written the way a user writes it -- matmul, scale, optional
causal mask from indices, softmax, matmul -- and fusec derives the fused
kernel. Usage: gen_inputs.py OUTDIR
"""
import os
import sys

ATTENTION = """\
func.func @{name}(%q: tensor<{b}x{h}x{n}x{d}x{t}>, %k: tensor<{b}x{h}x{n}x{d}x{t}>,
                 %v: tensor<{b}x{h}x{n}x{d}x{t}>) -> tensor<{b}x{h}x{n}x{d}x{t}> {{
  %s = fuse.matmul %q, %k transpose_rhs scale {scale}
      : tensor<{b}x{h}x{n}x{d}x{t}>, tensor<{b}x{h}x{n}x{d}x{t}> -> tensor<{b}x{h}x{n}x{n}xf32>
{mask}  %p = fuse.softmax %{logits} axis = 3 : tensor<{b}x{h}x{n}x{n}xf32>
  %o = fuse.matmul %p, %v : tensor<{b}x{h}x{n}x{n}xf32>, tensor<{b}x{h}x{n}x{d}x{t}> -> tensor<{b}x{h}x{n}x{d}x{t}>
  return %o : tensor<{b}x{h}x{n}x{d}x{t}>
}}
"""

MASK = """\
  %m = fuse.map ins(%s : tensor<{b}x{h}x{n}x{n}xf32>) -> tensor<{b}x{h}x{n}x{n}xf32> {{
  ^bb0(%x: f32):
    %i = fuse.index 2 : index
    %j = fuse.index 3 : index
    %ninf = arith.constant 0xFF800000 : f32
    %future = arith.{cmp}, %j, %i : index
    %y = arith.select %future, %ninf, %x : f32
    fuse.yield %y : f32
  }}
"""

CHAIN = """\
func.func @{name}(%a: tensor<{m}x{k}xbf16>, %b: tensor<{k}x{n}xbf16>, %c: tensor<{n}x{k}xbf16>)
    -> tensor<{m}x{k}xbf16> {{
  %t = fuse.matmul %a, %b : tensor<{m}x{k}xbf16>, tensor<{k}x{n}xbf16> -> tensor<{m}x{n}xbf16>
  %y = fuse.matmul %t, %c : tensor<{m}x{n}xbf16>, tensor<{n}x{k}xbf16> -> tensor<{m}x{k}xbf16>
  return %y : tensor<{m}x{k}xbf16>
}}
"""

CHAIN_MAP = """\
func.func @{name}(%a: tensor<{m}x{k}xbf16>, %b: tensor<{k}x{n}xbf16>, %c: tensor<{n}x{k}xbf16>)
    -> tensor<{m}x{k}xbf16> {{
  %t = fuse.matmul %a, %b : tensor<{m}x{k}xbf16>, tensor<{k}x{n}xbf16> -> tensor<{m}x{n}xf32>
  %g = fuse.map ins(%t : tensor<{m}x{n}xf32>) -> tensor<{m}x{n}xf32> {{
  ^bb0(%x: f32):
    %s = arith.constant 0.5 : f32
    %y = arith.mulf %x, %s : f32
    fuse.yield %y : f32
  }}
  %y = fuse.matmul %g, %c : tensor<{m}x{n}xf32>, tensor<{n}x{k}xbf16> -> tensor<{m}x{k}xbf16>
  return %y : tensor<{m}x{k}xbf16>
}}
"""

GEMM = """\
func.func @{name}(%a: tensor<{b}x{m}x{k}xbf16>, %b: tensor<{b}x{k}x{n}xbf16>) -> tensor<{b}x{m}x{n}xbf16> {{
  %c = fuse.matmul %a, %b scale 0.5 : tensor<{b}x{m}x{k}xbf16>, tensor<{b}x{k}x{n}xbf16> -> tensor<{b}x{m}x{n}xbf16>
  return %c : tensor<{b}x{m}x{n}xbf16>
}}
"""

GEMM_BT = """\
func.func @{name}(%a: tensor<{b}x{m}x{k}xf16>, %b: tensor<{b}x{n}x{k}xf16>) -> tensor<{b}x{m}x{n}xf32> {{
  %c = fuse.matmul %a, %b transpose_rhs : tensor<{b}x{m}x{k}xf16>, tensor<{b}x{n}x{k}xf16> -> tensor<{b}x{m}x{n}xf32>
  return %c : tensor<{b}x{m}x{n}xf32>
}}
"""

MQA_BIAS = """\
func.func @{name}(%q: tensor<{b}x{h}x{n}x{d}xbf16>, %k: tensor<{b}x1x{n}x{d}xbf16>,
                 %v: tensor<{b}x1x{n}x{d}xbf16>, %bias: tensor<{b}x{h}x{n}x{n}xf32>) -> tensor<{b}x{h}x{n}x{d}xbf16> {{
  %s = fuse.matmul %q, %k transpose_rhs scale 0.088388
      : tensor<{b}x{h}x{n}x{d}xbf16>, tensor<{b}x1x{n}x{d}xbf16> -> tensor<{b}x{h}x{n}x{n}xf32>
  %sb = fuse.map ins(%s, %bias : tensor<{b}x{h}x{n}x{n}xf32>, tensor<{b}x{h}x{n}x{n}xf32>) -> tensor<{b}x{h}x{n}x{n}xf32> {{
  ^bb0(%x: f32, %y: f32):
    %z = arith.addf %x, %y : f32
    fuse.yield %z : f32
  }}
  %p = fuse.softmax %sb axis = 3 : tensor<{b}x{h}x{n}x{n}xf32>
  %o = fuse.matmul %p, %v : tensor<{b}x{h}x{n}x{n}xf32>, tensor<{b}x1x{n}x{d}xbf16> -> tensor<{b}x{h}x{n}x{d}xbf16>
  return %o : tensor<{b}x{h}x{n}x{d}xbf16>
}}
"""

GQA = """\
func.func @{name}(%q: tensor<{b}x{hkv}x{g}x{n}x{d}xbf16>, %k: tensor<{b}x{hkv}x1x{n}x{d}xbf16>,
                 %v: tensor<{b}x{hkv}x1x{n}x{d}xbf16>) -> tensor<{b}x{hkv}x{g}x{n}x{d}xbf16> {{
  %s = fuse.matmul %q, %k transpose_rhs scale 0.125
      : tensor<{b}x{hkv}x{g}x{n}x{d}xbf16>, tensor<{b}x{hkv}x1x{n}x{d}xbf16> -> tensor<{b}x{hkv}x{g}x{n}x{n}xf32>
  %m = fuse.map ins(%s : tensor<{b}x{hkv}x{g}x{n}x{n}xf32>) -> tensor<{b}x{hkv}x{g}x{n}x{n}xf32> {{
  ^bb0(%x: f32):
    %i = fuse.index 3 : index
    %j = fuse.index 4 : index
    %ninf = arith.constant 0xFF800000 : f32
    %future = arith.cmpi ugt, %j, %i : index
    %y = arith.select %future, %ninf, %x : f32
    fuse.yield %y : f32
  }}
  %p = fuse.softmax %m axis = 4 : tensor<{b}x{hkv}x{g}x{n}x{n}xf32>
  %o = fuse.matmul %p, %v : tensor<{b}x{hkv}x{g}x{n}x{n}xf32>, tensor<{b}x{hkv}x1x{n}x{d}xbf16> -> tensor<{b}x{hkv}x{g}x{n}x{d}xbf16>
  return %o : tensor<{b}x{hkv}x{g}x{n}x{d}xbf16>
}}
"""


def attention(name, b, h, n, d, causal, dtype="bf16", strict=False, scale=None):
    mask = ""
    logits = "s"
    if causal:
        cmp = "cmpi uge" if strict else "cmpi ugt"
        mask = MASK.format(b=b, h=h, n=n, cmp=cmp)
        logits = "m"
    scale = scale if scale is not None else 1.0 / d ** 0.5
    return ATTENTION.format(name=name, b=b, h=h, n=n, d=d, t=dtype,
                            scale=repr(float(scale)), mask=mask, logits=logits)


DYN_CHAIN = """\
func.func @{name}(%a: tensor<?x{k}xbf16>, %b: tensor<{k}x{n}xbf16>, %c: tensor<{n}x{k}xbf16>)
    -> tensor<?x{k}xbf16> {{
  %t = fuse.matmul %a, %b : tensor<?x{k}xbf16>, tensor<{k}x{n}xbf16> -> tensor<?x{n}xbf16>
  %y = fuse.matmul %t, %c : tensor<?x{n}xbf16>, tensor<{n}x{k}xbf16> -> tensor<?x{k}xbf16>
  return %y : tensor<?x{k}xbf16>
}}
"""


def main():
    out = sys.argv[1]
    os.makedirs(os.path.join(out, "bench"), exist_ok=True)
    os.makedirs(os.path.join(out, "check"), exist_ok=True)
    # Benchmark: batch*N = 16k tokens, 2048 hidden (heads = 2048 / d).
    for d in (64, 128):
        for n in (512, 1024, 2048, 4096, 8192, 16384):
            for causal in (False, True):
                b, h = 16384 // n, 2048 // d
                name = f"attn_d{d}_n{n}_{'causal' if causal else 'full'}"
                with open(os.path.join(out, "bench", name + ".mlir"), "w") as f:
                    f.write(attention(name, b, h, n, d, causal))
    for (m, k, n) in ((16384, 64, 4096), (16384, 128, 4096),
                      (65536, 64, 1024), (16384, 64, 16384)):
        name = f"chain_m{m}_k{k}_n{n}"
        with open(os.path.join(out, "bench", name + ".mlir"), "w") as f:
            f.write(CHAIN.format(name=name, m=m, k=k, n=n))
    with open(os.path.join(out, "bench", "mlp_4096_16384.mlir"), "w") as f:
        f.write(CHAIN.format(name="mlp_4096_16384", m=4096, k=4096, n=16384))
    # Correctness: ragged lengths, fp16, strict causal (a fully masked row),
    # large logits, d = 128.
    checks = {
        "chk_ragged1000_d64": attention("chk_ragged1000_d64", 1, 4, 1000, 64, False),
        "chk_ragged4097_d128_causal": attention("chk_ragged4097_d128_causal", 1, 2, 4097, 128, True),
        "chk_f16_d64_causal": attention("chk_f16_d64_causal", 2, 3, 384, 64, True, dtype="f16"),
        "chk_strict_causal_d64": attention("chk_strict_causal_d64", 1, 2, 200, 64, True, strict=True),
        "chk_large_logits_d128": attention("chk_large_logits_d128", 1, 2, 300, 128, False, scale=40.0),
        "chk_small_d64": attention("chk_small_d64", 2, 2, 128, 64, False),
        "chk_chain_m1000_k64_n512": CHAIN.format(name="chk_chain_m1000_k64_n512", m=1000, k=64, n=512),
        "chk_chain_m300_k128_n1024": CHAIN.format(name="chk_chain_m300_k128_n1024", m=300, k=128, n=1024),
        "chk_chain_scaled_map": CHAIN_MAP.format(name="chk_chain_scaled_map", m=520, k=64, n=256),
        "chk_gemm_m1000_k512_n520": GEMM.format(name="chk_gemm_m1000_k512_n520", b=1, m=1000, k=512, n=520, tr=""),
        # k = 4096 over 4 output tiles: fuse-split-k makes 32 partial GEMMs.
        "chk_gemm_splitk_k4096": GEMM.format(name="chk_gemm_splitk_k4096", b=1, m=200, k=4096, n=136, tr=""),
        "chk_gemm_batched_bt": GEMM_BT.format(name="chk_gemm_batched_bt", b=3, m=200, k=96, n=136),
        "chk_mqa_bias_d128": MQA_BIAS.format(name="chk_mqa_bias_d128", b=2, h=3, n=333, d=128),
        "chk_gqa_d64_causal": GQA.format(name="chk_gqa_d64_causal", b=2, hkv=2, g=3, n=257, d=64),
    }
    for name, text in checks.items():
        with open(os.path.join(out, "check", name + ".mlir"), "w") as f:
            f.write(text)
    # Dynamic shapes: one kernel per head dim / dtype / mask, launched at
    # many (B, H, Nq, Nk) by run_on_gpu.sh (batch, heads and sequence
    # lengths are `?`; the head dim is static).
    os.makedirs(os.path.join(out, "dyn"), exist_ok=True)
    dyn = {
        "dyn_attn_d64": attention("dyn_attn_d64", "?", "?", "?", 64, False),
        "dyn_attn_d64_causal": attention("dyn_attn_d64_causal", "?", "?", "?", 64, True),
        "dyn_attn_d128": attention("dyn_attn_d128", "?", "?", "?", 128, False),
        "dyn_attn_d128_causal_f16": attention("dyn_attn_d128_causal_f16", "?", "?", "?", 128, True, dtype="f16"),
        "dyn_attn_d128_causal": attention("dyn_attn_d128_causal", "?", "?", "?", 128, True),
        "dyn_gqa_d64_causal": GQA.format(name="dyn_gqa_d64_causal", b="?", hkv=2, g=3, n="?", d=64),
        "dyn_mqa_bias_d128": MQA_BIAS.format(name="dyn_mqa_bias_d128", b="?", h=3, n="?", d=128),
        "dyn_chain_k64": DYN_CHAIN.format(name="dyn_chain_k64", k=64, n=512),
    }
    for name, text in dyn.items():
        with open(os.path.join(out, "dyn", name + ".mlir"), "w") as f:
            f.write(text)


if __name__ == "__main__":
    main()
