#!/usr/bin/env python3
"""Writes the benchmark and GPU-test inputs (unfused fuse-dialect MLIR).

Attention is written the way a user writes it -- matmul, scale, optional
causal mask from indices, softmax, matmul -- and fusec derives the fused
kernel.

Usage: gen_inputs.py OUTDIR [--only GROUP]   writes OUTDIR/{bench,check,dyn}/*.mlir
       gen_inputs.py --pattern GROUP|REGEX   prints the case-name regex of a group
       gen_inputs.py --list                  prints the headdim group's case names
GROUP: main (the original benchmark, checks and dynamic kernels), headdim
(head dims 32..256, d_qk != d_v, decoding with and without GQA: HEADDIM_*
below), all (default).
"""
import collections
import os
import re
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

# One GEMM with each operand stored either way: A [m, k] or (transpose_lhs)
# [k, m], B [k, n] or (transpose_rhs) [n, k].
GEMM_LAYOUT = """\
func.func @{name}(%a: tensor<{b}x{ashape}x{t}>, %b: tensor<{b}x{bshape}x{t}>) -> tensor<{b}x{m}x{n}x{r}> {{
  %c = fuse.matmul %a, %b{tl}{tr} : tensor<{b}x{ashape}x{t}>, tensor<{b}x{bshape}x{t}> -> tensor<{b}x{m}x{n}x{r}>
  return %c : tensor<{b}x{m}x{n}x{r}>
}}
"""


GEMM_LAYOUTS = ("nn", "tn", "nt", "tt")


def gemm_layout(name, b, m, k, n, layout, t="bf16", r="bf16"):
    """layout: two letters, A then B, n (as in A B) or t (stored transposed)."""
    ta, tb = layout[0] == "t", layout[1] == "t"
    return GEMM_LAYOUT.format(
        name=name, b=b, m=m, n=n, t=t, r=r,
        ashape=f"{k}x{m}" if ta else f"{m}x{k}", bshape=f"{n}x{k}" if tb else f"{k}x{n}",
        tl=" transpose_lhs" if ta else "", tr=" transpose_rhs" if tb else "")


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


# ---------------------------------------------------------------------------
# Head dims, d_qk != d_v and decoding (group "headdim").
#
# One template for all of them: Q has the batch dims QB, K and V the batch
# dims KB (equal to QB, or for grouped-query attention KV heads broadcast
# over the query heads of a group as GQA above writes it: Q B x Hkv x G,
# K/V B x Hkv x 1), m queries against n keys, d_qk = d, d_v = e.
ATTN_ND = """\
func.func @{name}(%q: tensor<{qb}x{m}x{d}x{t}>, %k: tensor<{kb}x{n}x{d}x{t}>,
                 %v: tensor<{kb}x{n}x{e}x{t}>) -> tensor<{qb}x{m}x{e}x{t}> {{
  %s = fuse.matmul %q, %k transpose_rhs scale {scale}
      : tensor<{qb}x{m}x{d}x{t}>, tensor<{kb}x{n}x{d}x{t}> -> tensor<{qb}x{m}x{n}xf32>
{mask}  %p = fuse.softmax %{logits} axis = {axis} : tensor<{qb}x{m}x{n}xf32>
  %o = fuse.matmul %p, %v : tensor<{qb}x{m}x{n}xf32>, tensor<{kb}x{n}x{e}x{t}> -> tensor<{qb}x{m}x{e}x{t}>
  return %o : tensor<{qb}x{m}x{e}x{t}>
}}
"""

MASK_ND = """\
  %m = fuse.map ins(%s : tensor<{qb}x{m}x{n}xf32>) -> tensor<{qb}x{m}x{n}xf32> {{
  ^bb0(%x: f32):
    %i = fuse.index {row} : index
    %j = fuse.index {col} : index
    %ninf = arith.constant 0xFF800000 : f32
    %future = arith.cmpi ugt, %j, %i : index
    %y = arith.select %future, %ninf, %x : f32
    fuse.yield %y : f32
  }}
"""

# b: batch, h: query heads, hkv: K/V heads (h: plain multi-head), m: queries,
# n: keys, d: d_qk, e: d_v.
Case = collections.namedtuple("Case", "b h hkv m n d e causal")


def attention_nd(name, c, dtype="bf16"):
    assert not c.causal or c.m == c.n, "a causal mask over square scores"
    assert c.h % c.hkv == 0
    if c.hkv == c.h:
        qb = kb = f"{c.b}x{c.h}"
    else:
        qb, kb = f"{c.b}x{c.hkv}x{c.h // c.hkv}", f"{c.b}x{c.hkv}x1"
    rank = qb.count("x") + 3
    mask = MASK_ND.format(qb=qb, m=c.m, n=c.n, row=rank - 2, col=rank - 1) if c.causal else ""
    return ATTN_ND.format(name=name, qb=qb, kb=kb, m=c.m, n=c.n, d=c.d, e=c.e, t=dtype,
                          scale=repr(1.0 / c.d ** 0.5), mask=mask,
                          logits="m" if c.causal else "s", axis=rank - 1)


# Prefill: batch*N = 16k tokens, heads = max(1, 2048 // d_qk) (the main
# benchmark's convention); d = 64 / 128 ride along as the reference points.
HEADDIM_DIMS = [(32, 32), (80, 80), (96, 96), (160, 160), (192, 192), (256, 256),
                (112, 112), (64, 64), (128, 128)]
# Decoding, one query token: (B, H, Hkv, Nk, d).
HEADDIM_DECODE = [(1, 32, 32, 32768, 128), (8, 32, 32, 8192, 128), (4, 32, 8, 16384, 128)]


def _headdim_bench():
    cases = {}
    for d, e in HEADDIM_DIMS + [(192, 128)]:
        for n in (2048, 8192):
            for causal in (False, True):
                if (d, e) == (192, 128) and causal:
                    continue
                b, h = 16384 // n, max(1, 2048 // d)
                cases[f"hd_d{d}v{e}_n{n}_{'causal' if causal else 'full'}"] = Case(b, h, h, n, n, d, e, causal)
    for b, h, hkv, n, d in HEADDIM_DECODE:
        cases[dec_name(b, h, hkv, n, d)] = Case(b, h, hkv, 1, n, d, d, False)
    # Speculative decoding / chunked prefill: 16 queries against a long
    # cache (32 CTAs unsplit); multi-query decoding (one K/V head).
    cases["dec_b2_h16_q16_k16384_d128"] = Case(2, 16, 16, 16, 16384, 128, 128, False)
    cases[dec_name(8, 32, 1, 8192, 128)] = Case(8, 32, 1, 1, 8192, 128, 128, False)
    # Short prefill on few heads (fewer row tiles than SMs: split-KV).
    for b, h, n, d, causal in SHORT_PREFILL:
        cases[short_name(b, h, n, d, causal)] = Case(b, h, h, n, n, d, d, causal)
    # Prefill on few heads whose tiles do not fill their last round.
    for b, h, n, d in FEW_HEADS:
        cases[few_name(b, h, n, d)] = Case(b, h, h, n, n, d, d, False)
    # Issue 16's grid (d = 64 / 128 / 256, N = 2048..16384, causal and
    # not, bf16 and fp16): the bf16 d = 256 lengths the loop above skips,
    # and fp16 (the same kernels with f16 operands, against the peers in
    # fp16). The main group has bf16 d = 64 / 128.
    for d, n, suffix in [(256, n, "") for n in (4096, 16384)] + [
            (d, n, "_f16") for d in (64, 128, 256) for n in TARGET_LENGTHS]:
        for causal in (False, True):
            b, h = 16384 // n, 2048 // d
            cases[f"hd_d{d}v{d}_n{n}_{'causal' if causal else 'full'}{suffix}"] = Case(b, h, h, n, n, d, d, causal)
    return cases


# Issue 16's prefill lengths (its targets from N = 2048).
TARGET_LENGTHS = (2048, 4096, 8192, 16384)


def dtype_of(name):
    """A head-dim case's element type: f16 where its name ends in _f16."""
    return "f16" if name.endswith("_f16") else "bf16"


# Short prefill on few heads: (B, H, N, d, causal); 16 to 64 row tiles of
# 64 rows, a quarter to a half of the H100's SMs before split-KV.
SHORT_PREFILL = [(1, 8, 512, 64, True), (1, 8, 512, 64, False), (1, 16, 1024, 128, True),
                 (2, 8, 256, 64, False)]


# Prefill on few heads, not causal: (B, H, N, d); 160 to 288 query tiles of
# 128 rows on the H100's 132 SMs, whose last round of tiles is 18-45% full,
# and 80 or 96 (61-73% of the SMs), all stream-K; 256 tiles (1.94 rounds,
# whole tiles) beside them.
FEW_HEADS = [(1, 12, 2048, 128), (1, 5, 4096, 128), (1, 3, 8192, 128), (2, 9, 2048, 128),
             (1, 16, 2048, 128), (1, 12, 2048, 96), (1, 12, 2048, 192), (1, 5, 4096, 160),
             # Fewer tiles than SMs (80 and 96), each cut between CTAs.
             (1, 5, 2048, 128), (1, 3, 4096, 128), (1, 6, 2048, 192)]


def few_name(b, h, n, d):
    return f"few_b{b}_h{h}_n{n}_d{d}_full"


def short_name(b, h, n, d, causal):
    return f"short_b{b}_h{h}_n{n}_d{d}_{'causal' if causal else 'full'}"


def dec_name(b, h, hkv, n, d, prefix="dec"):
    kv = f"_kv{hkv}" if hkv != h else ""
    return f"{prefix}_b{b}_h{h}{kv}_k{n}_d{d}"


def _headdim_check():
    # Every new head dim (and the 8-mod-16 dim 40), d_qk != d_v both ways,
    # at a ragged causal N = 1000 and a ragged N = 77 (under one tile), 2 x 3
    # heads; decoding with ragged caches: plain, one with enough keys to be
    # split across CTAs, and GQA (4 query heads per K/V head).
    cases = {}
    for d, e in HEADDIM_DIMS[:7] + [(40, 40), (128, 128), (192, 128), (64, 128)]:
        for n, causal in ((1000, True), (77, False)):
            cases[f"chk_d{d}v{e}_n{n}_{'causal' if causal else 'full'}"] = Case(2, 3, 3, n, n, d, e, causal)
    for b, h, hkv, n, d in ((2, 4, 4, 3001, 128), (1, 8, 8, 517, 96), (1, 16, 16, 9001, 128),
                            (2, 8, 2, 3001, 128), (3, 12, 4, 77, 128),
                            (1, 8, 1, 5000, 64), (1, 4, 4, 20000, 256)):
        cases[dec_name(b, h, hkv, n, d, prefix="chk_dec")] = Case(b, h, hkv, 1, n, d, d, False)
    # Split keys with several queries per tile, ragged.
    cases["chk_dec_b1_h4_q5_k3001_d128"] = Case(1, 4, 4, 5, 3001, 128, 128, False)
    # fp16 through the warp-specialized kernels (d = 64's three groups
    # from 8192 queries; d = 128 persistent, ragged; d = 256).
    cases["chk_d64v64_n8200_full_f16"] = Case(1, 2, 2, 8200, 8200, 64, 64, False)
    cases["chk_d128v128_n1000_causal_f16"] = Case(2, 3, 3, 1000, 1000, 128, 128, True)
    cases["chk_d128v128_n2048_full_f16"] = Case(2, 8, 8, 2048, 2048, 128, 128, False)
    cases["chk_d256v256_n1000_full_f16"] = Case(2, 3, 3, 1000, 1000, 256, 256, False)
    return cases


# Decoding with a dynamic key count (static batch, heads and one query):
# split-KV sizes its segments at launch (run_on_gpu.sh launches it at
# several cache lengths).
HEADDIM_DYN = {"dyn_dec_b2_h16_d128": Case(2, 16, 16, 1, "?", 128, 128, False)}


HEADDIM_BENCH = _headdim_bench()
HEADDIM_CHECK = _headdim_check()


HEADDIM_RE = r"^(hd_d[0-9]+v[0-9]+_|dec_b[0-9]+_|short_b[0-9]+_|few_b[0-9]+_|chk_d[0-9]+v[0-9]+_|chk_dec_b[0-9]+_|dyn_dec_)"
# A case filter: a regex (POSIX ERE: bash's =~ and Python's re agree on it)
# over case names, "!" in front negates it; the group names stand for theirs.
GROUPS = {"all": "", "headdim": HEADDIM_RE, "main": "!" + HEADDIM_RE}


def pattern(spec):
    """The filter of a group name, or SPEC itself."""
    return GROUPS.get(spec, spec)


def selects(spec, name):
    """Whether the case filter SPEC (see GROUPS) takes the case NAME."""
    p = pattern(spec or "")
    negate = p.startswith("!")
    p = p[1:] if negate else p
    return (re.search(p, name) is not None) != negate


def gen_headdim(out):
    for sub, cases in (("bench", HEADDIM_BENCH), ("check", HEADDIM_CHECK), ("dyn", HEADDIM_DYN)):
        os.makedirs(os.path.join(out, sub), exist_ok=True)
        for name, c in cases.items():
            with open(os.path.join(out, sub, name + ".mlir"), "w") as f:
                f.write(attention_nd(name, c, dtype_of(name)))


def main():
    args = sys.argv[1:]
    if args[:1] == ["--pattern"]:
        print(pattern(args[1] if len(args) > 1 else "all"))
        return
    if args[:1] == ["--list"]:  # the headdim group's bench and check cases
        print("\n".join(list(HEADDIM_BENCH) + list(HEADDIM_CHECK)))
        return
    only = "all"
    if "--only" in args:
        i = args.index("--only")
        only = args[i + 1]
        del args[i:i + 2]
    if only not in GROUPS:
        sys.exit(f"gen_inputs.py: unknown group {only!r} (groups: {', '.join(GROUPS)})")
    if len(args) != 1 or args[0].startswith("-"):
        sys.exit(__doc__)
    out = args[0]
    os.makedirs(os.path.join(out, "bench"), exist_ok=True)
    os.makedirs(os.path.join(out, "check"), exist_ok=True)
    if only in ("all", "headdim"):
        gen_headdim(out)
    if only == "headdim":
        return
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
    # One GEMM, each operand layout (cuBLAS takes each as a transposed view).
    for layout in GEMM_LAYOUTS:
        name = f"gemm_{layout}_4096"
        with open(os.path.join(out, "bench", name + ".mlir"), "w") as f:
            f.write(gemm_layout(name, 1, 4096, 4096, 4096, layout))
    # Correctness: ragged lengths, fp16, strict causal (a fully masked row),
    # large logits, d = 128.
    checks = {
        "chk_ragged1000_d64": attention("chk_ragged1000_d64", 1, 4, 1000, 64, False),
        # d = 64 from 8192 queries: three consumer warpgroups (192-row
        # tiles, the last one ragged), causal and not.
        "chk_long8200_d64": attention("chk_long8200_d64", 1, 2, 8200, 64, False),
        "chk_long8200_d64_causal": attention("chk_long8200_d64_causal", 1, 2, 8200, 64, True),
        # Not causal from 3072 on a grid eight or more waves deep: three
        # groups without turns, one CTA per tile (64 heads x 17 tiles, the
        # last 128 of 192 rows).
        "chk_three_groups_d64": attention("chk_three_groups_d64", 1, 64, 3200, 64, False),
        # More query tiles than SMs: the persistent kernel's CTAs each run
        # 1-3 tiles (d = 128: 256 tiles; d = 96: 288).
        "chk_tiles_d128": attention("chk_tiles_d128", 2, 8, 2048, 128, False),
        "chk_tiles_d96": attention("chk_tiles_d96", 2, 12, 1536, 96, False),
        # Stream-K: tiles cut between CTAs (d = 128: 160 tiles, one share
        # each; 300 tiles, a round of whole tiles first; d = 96: 168).
        "chk_sk_d128_few": attention("chk_sk_d128_few", 1, 10, 2048, 128, False),
        "chk_sk_d128_rounds": attention("chk_sk_d128_rounds", 1, 25, 1536, 128, False),
        "chk_sk_d96_few": attention("chk_sk_d96_few", 1, 14, 1536, 96, False),
        # Fewer tiles than SMs: every tile cut, some twice or more (d =
        # 128: 80 tiles, shares of 9.7 of a tile's 16 blocks; d = 96: 72,
        # 6.5 of 12).
        "chk_sk_d128_80": attention("chk_sk_d128_80", 1, 5, 2048, 128, False),
        "chk_sk_d96_72": attention("chk_sk_d96_72", 1, 6, 1536, 96, False),
        # Causal, persistent: tiles of different lengths, longest first in
        # snake order, the last round partial (d = 128: 256 tiles; d = 96:
        # 288; d = 256: 320; d = 192: 160, the largest O beside a
        # 32-register producer, AttentionKernel.h).
        "chk_tiles_d128_causal": attention("chk_tiles_d128_causal", 2, 8, 2048, 128, True),
        "chk_tiles_d96_causal": attention("chk_tiles_d96_causal", 2, 12, 1536, 96, True),
        "chk_tiles_d256_causal": attention("chk_tiles_d256_causal", 2, 10, 2048, 256, True),
        "chk_tiles_d192_causal": attention("chk_tiles_d192_causal", 2, 10, 1024, 192, True),
        "chk_ragged4097_d128_causal": attention("chk_ragged4097_d128_causal", 1, 2, 4097, 128, True),
        "chk_f16_d64_causal": attention("chk_f16_d64_causal", 2, 3, 384, 64, True, dtype="f16"),
        "chk_strict_causal_d64": attention("chk_strict_causal_d64", 1, 2, 200, 64, True, strict=True),
        "chk_large_logits_d128": attention("chk_large_logits_d128", 1, 2, 300, 128, False, scale=40.0),
        "chk_small_d64": attention("chk_small_d64", 2, 2, 128, 64, False),
        "chk_chain_m1000_k64_n512": CHAIN.format(name="chk_chain_m1000_k64_n512", m=1000, k=64, n=512),
        "chk_chain_m300_k128_n1024": CHAIN.format(name="chk_chain_m300_k128_n1024", m=300, k=128, n=1024),
        "chk_chain_scaled_map": CHAIN_MAP.format(name="chk_chain_scaled_map", m=520, k=64, n=256),
        # As written (compile_all.sh's _inorder), the warp-specialized chain
        # kernel: B (K stored [k][n]) by TMA, ragged keys zero-filled past
        # n = 1000; k = 64 with 4096 keys.
        "chk_chain_m1000_k128_n1000": CHAIN.format(name="chk_chain_m1000_k128_n1000", m=1000, k=128, n=1000),
        "chk_chain_m520_k64_n4096": CHAIN.format(name="chk_chain_m520_k64_n4096", m=520, k=64, n=4096),
        "chk_gemm_m1000_k512_n520": GEMM.format(name="chk_gemm_m1000_k512_n520", b=1, m=1000, k=512, n=520, tr=""),
        # k = 4096 over 4 output tiles: fuse-split-k makes 32 partial GEMMs.
        "chk_gemm_splitk_k4096": GEMM.format(name="chk_gemm_splitk_k4096", b=1, m=200, k=4096, n=136, tr=""),
        "chk_gemm_batched_bt": GEMM_BT.format(name="chk_gemm_batched_bt", b=3, m=200, k=96, n=136),
        # A stored [k, m] (both operands MN-major; ragged k blocks), and
        # A^T B^T (f16, f32 result).
        "chk_gemm_tn_b2": gemm_layout("chk_gemm_tn_b2", 2, 1000, 520, 264, "tn"),
        "chk_gemm_tt_f16": gemm_layout("chk_gemm_tt_f16", 1, 200, 96, 136, "tt", t="f16", r="f32"),
        # More output tiles (2 x 16 x 17) than SMs, batched, ragged in m,
        # n and k.
        "chk_gemm_many_tiles": gemm_layout("chk_gemm_many_tiles", 2, 2000, 200, 4104, "nn"),
        "chk_gemm_many_tiles_tn": gemm_layout("chk_gemm_many_tiles_tn", 2, 2000, 200, 4104, "tn"),
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
        # As written (_inorder): the warp-specialized chain kernel, rows `?`.
        "dyn_chain_k128": DYN_CHAIN.format(name="dyn_chain_k128", k=128, n=1024),
        # A GEMM of dynamic batch and rows (TMA boxes of `?` extents).
        "dyn_gemm": gemm_layout("dyn_gemm", "?", "?", 512, 264, "nn"),
    }
    for name, text in dyn.items():
        with open(os.path.join(out, "dyn", name + ".mlir"), "w") as f:
            f.write(text)


if __name__ == "__main__":
    main()
