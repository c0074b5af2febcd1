#!/usr/bin/env python3
"""Writes transformer blocks in linalg as torch-mlir lowers a PyTorch module
(issue 17), for `fusec` and the GPU check (check_blocks.py):

  gpt    Q/K/V projections (linalg.matmul, bf16 in, f32 accumulate, cast to
         bf16), head split (expand_shape + linalg.transpose + collapse_shape
         to [B*H, N, d]), batch_matmul with K transposed by a copy, a scale,
         linalg.softmax, a cast to bf16, the PV batch_matmul, the head merge
         back to [B*N, H*d] and the output projection.
  mlp    a GPT MLP: up projection + bias + GELU (tanh form), down projection
         + bias + residual, each with f32 accumulation and a cast to bf16.
  bert, gqa, tosa_gpt and the dynamic-size versions gpt_dyn, bert_dyn,
         gqa_dyn, mlp_dyn: see README.md.

Usage: gen_blocks.py OUTDIR [--small]   (--small: the sizes of the lit tests)
"""
import os
import re, sys

def gpt(B, N, H, d, dyn=False):
    M, D = B * N, H * d
    BH = B * H
    scale = 1.0 / d ** 0.5
    t = lambda *s: "tensor<" + "x".join(str(x) for x in s) + ">"
    L = []
    a = L.append
    a(f"// GPT-style attention block as torch-mlir lowers it: B = {B}, N = {N}, H = {H}, d = {d}, bf16.")
    a("#id2 = affine_map<(d0, d1) -> (d0, d1)>")
    a("#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>")
    a(f"func.func @gpt_block(%x: {t(M, D, 'bf16')}, %wq: {t(D, D, 'bf16')}, %wk: {t(D, D, 'bf16')}, %wv: {t(D, D, 'bf16')}, %wo: {t(D, D, 'bf16')}) -> {t(M, D, 'bf16')} {{")
    a("  %zero = arith.constant 0.0 : f32")
    a(f"  %scale = arith.constant {scale!r} : f32")
    a(f"  %e2f = tensor.empty() : {t(M, D, 'f32')}")
    a(f"  %f2 = linalg.fill ins(%zero : f32) outs(%e2f : {t(M, D, 'f32')}) -> {t(M, D, 'f32')}")
    a(f"  %e2b = tensor.empty() : {t(M, D, 'bf16')}")
    def cast2(src, dst):
        a(f"  {dst} = linalg.generic {{indexing_maps = [#id2, #id2], iterator_types = [\"parallel\", \"parallel\"]}} ins({src} : {t(M, D, 'f32')}) outs(%e2b : {t(M, D, 'bf16')}) {{")
        a("  ^bb0(%a: f32, %out: bf16):")
        a("    %c = arith.truncf %a : f32 to bf16")
        a("    linalg.yield %c : bf16")
        a(f"  }} -> {t(M, D, 'bf16')}")
    for p in "qkv":
        a(f"  // {p.upper()} projection and head split")
        a(f"  %{p}f = linalg.matmul ins(%x, %w{p} : {t(M, D, 'bf16')}, {t(D, D, 'bf16')}) outs(%f2 : {t(M, D, 'f32')}) -> {t(M, D, 'f32')}")
        cast2(f"%{p}f", f"%{p}b")
        a(f"  %{p}4 = tensor.expand_shape %{p}b [[0, 1], [2, 3]] output_shape [{B}, {N}, {H}, {d}] : {t(M, D, 'bf16')} into {t(B, N, H, d, 'bf16')}")
        a(f"  %e{p}4 = tensor.empty() : {t(B, H, N, d, 'bf16')}")
        a(f"  %{p}t = linalg.transpose ins(%{p}4 : {t(B, N, H, d, 'bf16')}) outs(%e{p}4 : {t(B, H, N, d, 'bf16')}) permutation = [0, 2, 1, 3]")
        a(f"  %{p}3 = tensor.collapse_shape %{p}t [[0, 1], [2], [3]] : {t(B, H, N, d, 'bf16')} into {t(BH, N, d, 'bf16')}")
    a("  // scores = Q K^T (K transposed by a copy), scaled; softmax; cast")
    a(f"  %ekT = tensor.empty() : {t(BH, d, N, 'bf16')}")
    a(f"  %kT = linalg.transpose ins(%k3 : {t(BH, N, d, 'bf16')}) outs(%ekT : {t(BH, d, N, 'bf16')}) permutation = [0, 2, 1]")
    a(f"  %es = tensor.empty() : {t(BH, N, N, 'f32')}")
    a(f"  %fs = linalg.fill ins(%zero : f32) outs(%es : {t(BH, N, N, 'f32')}) -> {t(BH, N, N, 'f32')}")
    a(f"  %s = linalg.batch_matmul ins(%q3, %kT : {t(BH, N, d, 'bf16')}, {t(BH, d, N, 'bf16')}) outs(%fs : {t(BH, N, N, 'f32')}) -> {t(BH, N, N, 'f32')}")
    a(f"  %ss = linalg.generic {{indexing_maps = [#id3, #id3], iterator_types = [\"parallel\", \"parallel\", \"parallel\"]}} ins(%s : {t(BH, N, N, 'f32')}) outs(%es : {t(BH, N, N, 'f32')}) {{")
    a("  ^bb0(%a: f32, %out: f32):")
    a("    %c = arith.mulf %a, %scale : f32")
    a("    linalg.yield %c : f32")
    a(f"  }} -> {t(BH, N, N, 'f32')}")
    a(f"  %sm = linalg.softmax dimension(2) ins(%ss : {t(BH, N, N, 'f32')}) outs(%es : {t(BH, N, N, 'f32')}) -> {t(BH, N, N, 'f32')}")
    a(f"  %esb = tensor.empty() : {t(BH, N, N, 'bf16')}")
    a(f"  %p = linalg.generic {{indexing_maps = [#id3, #id3], iterator_types = [\"parallel\", \"parallel\", \"parallel\"]}} ins(%sm : {t(BH, N, N, 'f32')}) outs(%esb : {t(BH, N, N, 'bf16')}) {{")
    a("  ^bb0(%a: f32, %out: bf16):")
    a("    %c = arith.truncf %a : f32 to bf16")
    a("    linalg.yield %c : bf16")
    a(f"  }} -> {t(BH, N, N, 'bf16')}")
    a("  // O = P V, cast, head merge")
    a(f"  %eo = tensor.empty() : {t(BH, N, d, 'f32')}")
    a(f"  %fo = linalg.fill ins(%zero : f32) outs(%eo : {t(BH, N, d, 'f32')}) -> {t(BH, N, d, 'f32')}")
    a(f"  %o = linalg.batch_matmul ins(%p, %v3 : {t(BH, N, N, 'bf16')}, {t(BH, N, d, 'bf16')}) outs(%fo : {t(BH, N, d, 'f32')}) -> {t(BH, N, d, 'f32')}")
    a(f"  %eob = tensor.empty() : {t(BH, N, d, 'bf16')}")
    a(f"  %ob = linalg.generic {{indexing_maps = [#id3, #id3], iterator_types = [\"parallel\", \"parallel\", \"parallel\"]}} ins(%o : {t(BH, N, d, 'f32')}) outs(%eob : {t(BH, N, d, 'bf16')}) {{")
    a("  ^bb0(%a: f32, %o2: bf16):")
    a("    %c = arith.truncf %a : f32 to bf16")
    a("    linalg.yield %c : bf16")
    a(f"  }} -> {t(BH, N, d, 'bf16')}")
    a(f"  %o4 = tensor.expand_shape %ob [[0, 1], [2], [3]] output_shape [{B}, {H}, {N}, {d}] : {t(BH, N, d, 'bf16')} into {t(B, H, N, d, 'bf16')}")
    a(f"  %eot = tensor.empty() : {t(B, N, H, d, 'bf16')}")
    a(f"  %ot = linalg.transpose ins(%o4 : {t(B, H, N, d, 'bf16')}) outs(%eot : {t(B, N, H, d, 'bf16')}) permutation = [0, 2, 1, 3]")
    a(f"  %o2 = tensor.collapse_shape %ot [[0, 1], [2, 3]] : {t(B, N, H, d, 'bf16')} into {t(M, D, 'bf16')}")
    a("  // output projection")
    a(f"  %yf = linalg.matmul ins(%o2, %wo : {t(M, D, 'bf16')}, {t(D, D, 'bf16')}) outs(%f2 : {t(M, D, 'f32')}) -> {t(M, D, 'f32')}")
    cast2("%yf", "%y")
    a(f"  return %y : {t(M, D, 'bf16')}")
    a("}")
    return "\n".join(L) + "\n"


def gpt_bf16(B, N, H, d):
    """The GPT block of `gpt` as torch-mlir writes a bf16 model: every
    matmul into a bf16 output on a bf16 zero fill (no f32 accumulator, no
    casts), the scale and linalg.softmax in bf16. By fusec's accumulation
    rule each sum accumulates in f32 and is rounded once."""
    M, D = B * N, H * d
    BH = B * H
    scale = 1.0 / d ** 0.5
    t = lambda *s: "tensor<" + "x".join(str(x) for x in s) + ">"
    L = []
    a = L.append
    a(f"// GPT-style attention block as torch-mlir lowers a bf16 model: B = {B}, N = {N}, H = {H}, d = {d}.")
    a("#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>")
    a(f"func.func @gpt_bf16_block(%x: {t(M, D, 'bf16')}, %wq: {t(D, D, 'bf16')}, %wk: {t(D, D, 'bf16')}, %wv: {t(D, D, 'bf16')}, %wo: {t(D, D, 'bf16')}) -> {t(M, D, 'bf16')} {{")
    a("  %zero = arith.constant 0.0 : bf16")
    a(f"  %scale = arith.constant {scale!r} : bf16")
    a(f"  %e2 = tensor.empty() : {t(M, D, 'bf16')}")
    a(f"  %f2 = linalg.fill ins(%zero : bf16) outs(%e2 : {t(M, D, 'bf16')}) -> {t(M, D, 'bf16')}")
    for p in "qkv":
        a(f"  %{p}b = linalg.matmul ins(%x, %w{p} : {t(M, D, 'bf16')}, {t(D, D, 'bf16')}) outs(%f2 : {t(M, D, 'bf16')}) -> {t(M, D, 'bf16')}")
        a(f"  %{p}4 = tensor.expand_shape %{p}b [[0, 1], [2, 3]] output_shape [{B}, {N}, {H}, {d}] : {t(M, D, 'bf16')} into {t(B, N, H, d, 'bf16')}")
        a(f"  %e{p}4 = tensor.empty() : {t(B, H, N, d, 'bf16')}")
        a(f"  %{p}t = linalg.transpose ins(%{p}4 : {t(B, N, H, d, 'bf16')}) outs(%e{p}4 : {t(B, H, N, d, 'bf16')}) permutation = [0, 2, 1, 3]")
        a(f"  %{p}3 = tensor.collapse_shape %{p}t [[0, 1], [2], [3]] : {t(B, H, N, d, 'bf16')} into {t(BH, N, d, 'bf16')}")
    a(f"  %ekT = tensor.empty() : {t(BH, d, N, 'bf16')}")
    a(f"  %kT = linalg.transpose ins(%k3 : {t(BH, N, d, 'bf16')}) outs(%ekT : {t(BH, d, N, 'bf16')}) permutation = [0, 2, 1]")
    a(f"  %es = tensor.empty() : {t(BH, N, N, 'bf16')}")
    a(f"  %fs = linalg.fill ins(%zero : bf16) outs(%es : {t(BH, N, N, 'bf16')}) -> {t(BH, N, N, 'bf16')}")
    a(f"  %s = linalg.batch_matmul ins(%q3, %kT : {t(BH, N, d, 'bf16')}, {t(BH, d, N, 'bf16')}) outs(%fs : {t(BH, N, N, 'bf16')}) -> {t(BH, N, N, 'bf16')}")
    a(f"  %ss = linalg.generic {{indexing_maps = [#id3, #id3], iterator_types = [\"parallel\", \"parallel\", \"parallel\"]}} ins(%s : {t(BH, N, N, 'bf16')}) outs(%es : {t(BH, N, N, 'bf16')}) {{")
    a("  ^bb0(%a: bf16, %out: bf16):")
    a("    %c = arith.mulf %a, %scale : bf16")
    a("    linalg.yield %c : bf16")
    a(f"  }} -> {t(BH, N, N, 'bf16')}")
    a(f"  %p = linalg.softmax dimension(2) ins(%ss : {t(BH, N, N, 'bf16')}) outs(%es : {t(BH, N, N, 'bf16')}) -> {t(BH, N, N, 'bf16')}")
    a(f"  %eo = tensor.empty() : {t(BH, N, d, 'bf16')}")
    a(f"  %fo = linalg.fill ins(%zero : bf16) outs(%eo : {t(BH, N, d, 'bf16')}) -> {t(BH, N, d, 'bf16')}")
    a(f"  %o = linalg.batch_matmul ins(%p, %v3 : {t(BH, N, N, 'bf16')}, {t(BH, N, d, 'bf16')}) outs(%fo : {t(BH, N, d, 'bf16')}) -> {t(BH, N, d, 'bf16')}")
    a(f"  %o4 = tensor.expand_shape %o [[0, 1], [2], [3]] output_shape [{B}, {H}, {N}, {d}] : {t(BH, N, d, 'bf16')} into {t(B, H, N, d, 'bf16')}")
    a(f"  %eot = tensor.empty() : {t(B, N, H, d, 'bf16')}")
    a(f"  %ot = linalg.transpose ins(%o4 : {t(B, H, N, d, 'bf16')}) outs(%eot : {t(B, N, H, d, 'bf16')}) permutation = [0, 2, 1, 3]")
    a(f"  %o2 = tensor.collapse_shape %ot [[0, 1], [2, 3]] : {t(B, N, H, d, 'bf16')} into {t(M, D, 'bf16')}")
    a(f"  %y = linalg.matmul ins(%o2, %wo : {t(M, D, 'bf16')}, {t(D, D, 'bf16')}) outs(%f2 : {t(M, D, 'bf16')}) -> {t(M, D, 'bf16')}")
    a(f"  return %y : {t(M, D, 'bf16')}")
    a("}")
    return "\n".join(L) + "\n"


def mlp(M, D, F):
    t = lambda *s: "tensor<" + "x".join(str(x) for x in s) + ">"
    L = []
    a = L.append
    a(f"// GPT MLP as torch-mlir lowers it: M = {M} tokens, D = {D}, F = {F}, bf16 in and out,")
    a("// f32 accumulation; w1 stored [D, F], w2 stored [D, F] as nn.Linear keeps it ([out, in]) and")
    a("// transposed by a copy; bias adds, GELU (tanh form) and the residual as separate generics.")
    a("#id2 = affine_map<(d0, d1) -> (d0, d1)>")
    a("#tr2 = affine_map<(d0, d1) -> (d1, d0)>")
    a("#row = affine_map<(d0, d1) -> (d1)>")
    a(f"func.func @mlp(%x: {t(M, D, 'bf16')}, %w1: {t(D, F, 'bf16')}, %b1: {t(F, 'bf16')}, %w2: {t(D, F, 'bf16')}, %b2: {t(D, 'bf16')}) -> {t(M, D, 'bf16')} {{")
    a("  %zero = arith.constant 0.0 : f32")
    a("  %half = arith.constant 0.5 : f32")
    a("  %one = arith.constant 1.0 : f32")
    a("  %c0 = arith.constant 0.7978845608028654 : f32")
    a("  %c1 = arith.constant 0.044715 : f32")
    a(f"  %eh = tensor.empty() : {t(M, F, 'f32')}")
    a(f"  %fh = linalg.fill ins(%zero : f32) outs(%eh : {t(M, F, 'f32')}) -> {t(M, F, 'f32')}")
    a(f"  %h = linalg.matmul ins(%x, %w1 : {t(M, D, 'bf16')}, {t(D, F, 'bf16')}) outs(%fh : {t(M, F, 'f32')}) -> {t(M, F, 'f32')}")
    a(f"  %hb = linalg.generic {{indexing_maps = [#id2, #row, #id2], iterator_types = [\"parallel\", \"parallel\"]}} ins(%h, %b1 : {t(M, F, 'f32')}, {t(F, 'bf16')}) outs(%eh : {t(M, F, 'f32')}) {{")
    a("  ^bb0(%a: f32, %b: bf16, %out: f32):")
    a("    %be = arith.extf %b : bf16 to f32")
    a("    %s = arith.addf %a, %be : f32")
    a("    linalg.yield %s : f32")
    a(f"  }} -> {t(M, F, 'f32')}")
    a(f"  %g = linalg.generic {{indexing_maps = [#id2, #id2], iterator_types = [\"parallel\", \"parallel\"]}} ins(%hb : {t(M, F, 'f32')}) outs(%eh : {t(M, F, 'f32')}) {{")
    a("  ^bb0(%a: f32, %out: f32):")
    a("    %a2 = arith.mulf %a, %a : f32")
    a("    %a3 = arith.mulf %a2, %a : f32")
    a("    %t0 = arith.mulf %a3, %c1 : f32")
    a("    %t1 = arith.addf %a, %t0 : f32")
    a("    %t2 = arith.mulf %t1, %c0 : f32")
    a("    %t3 = math.tanh %t2 : f32")
    a("    %t4 = arith.addf %t3, %one : f32")
    a("    %t5 = arith.mulf %a, %half : f32")
    a("    %t6 = arith.mulf %t5, %t4 : f32")
    a("    linalg.yield %t6 : f32")
    a(f"  }} -> {t(M, F, 'f32')}")
    a(f"  %ehb = tensor.empty() : {t(M, F, 'bf16')}")
    a(f"  %gb = linalg.generic {{indexing_maps = [#id2, #id2], iterator_types = [\"parallel\", \"parallel\"]}} ins(%g : {t(M, F, 'f32')}) outs(%ehb : {t(M, F, 'bf16')}) {{")
    a("  ^bb0(%a: f32, %out: bf16):")
    a("    %c = arith.truncf %a : f32 to bf16")
    a("    linalg.yield %c : bf16")
    a(f"  }} -> {t(M, F, 'bf16')}")
    a(f"  %ew2 = tensor.empty() : {t(F, D, 'bf16')}")
    a(f"  %w2t = linalg.transpose ins(%w2 : {t(D, F, 'bf16')}) outs(%ew2 : {t(F, D, 'bf16')}) permutation = [1, 0]")
    a(f"  %ey = tensor.empty() : {t(M, D, 'f32')}")
    a(f"  %fy = linalg.fill ins(%zero : f32) outs(%ey : {t(M, D, 'f32')}) -> {t(M, D, 'f32')}")
    a(f"  %y = linalg.matmul ins(%gb, %w2t : {t(M, F, 'bf16')}, {t(F, D, 'bf16')}) outs(%fy : {t(M, D, 'f32')}) -> {t(M, D, 'f32')}")
    a(f"  %yb = linalg.generic {{indexing_maps = [#id2, #row, #id2], iterator_types = [\"parallel\", \"parallel\"]}} ins(%y, %b2 : {t(M, D, 'f32')}, {t(D, 'bf16')}) outs(%ey : {t(M, D, 'f32')}) {{")
    a("  ^bb0(%a: f32, %b: bf16, %out: f32):")
    a("    %be = arith.extf %b : bf16 to f32")
    a("    %s = arith.addf %a, %be : f32")
    a("    linalg.yield %s : f32")
    a(f"  }} -> {t(M, D, 'f32')}")
    a(f"  %yr = linalg.generic {{indexing_maps = [#id2, #id2, #id2], iterator_types = [\"parallel\", \"parallel\"]}} ins(%yb, %x : {t(M, D, 'f32')}, {t(M, D, 'bf16')}) outs(%ey : {t(M, D, 'f32')}) {{")
    a("  ^bb0(%a: f32, %b: bf16, %out: f32):")
    a("    %be = arith.extf %b : bf16 to f32")
    a("    %s = arith.addf %a, %be : f32")
    a("    linalg.yield %s : f32")
    a(f"  }} -> {t(M, D, 'f32')}")
    a(f"  %eo = tensor.empty() : {t(M, D, 'bf16')}")
    a(f"  %o = linalg.generic {{indexing_maps = [#id2, #id2], iterator_types = [\"parallel\", \"parallel\"]}} ins(%yr : {t(M, D, 'f32')}) outs(%eo : {t(M, D, 'bf16')}) {{")
    a("  ^bb0(%a: f32, %out: bf16):")
    a("    %c = arith.truncf %a : f32 to bf16")
    a("    linalg.yield %c : bf16")
    a(f"  }} -> {t(M, D, 'bf16')}")
    a(f"  return %o : {t(M, D, 'bf16')}")
    a("}")
    return "\n".join(L) + "\n"

def layer(B, N, H, d, F):
    """A whole transformer layer in one function (issue 17 item 4): the GPT
    attention block, its residual, then the MLP (with its own residual) on
    the result. LayerNorm left out (bench/blocks/README.md)."""
    M, D = B * N, H * d
    t = lambda *s: "tensor<" + "x".join(str(x) for x in s) + ">"
    attn = gpt(B, N, H, d).splitlines()
    # The MLP's values renamed apart from the attention block's; its input
    # is the first residual sum.
    body = mlp(M, D, F).splitlines()
    start = next(i for i, l in enumerate(body) if l.startswith("func.func"))
    body = [re.sub(r"%([A-Za-z_][A-Za-z0-9_]*)", lambda m: "%h1" if m[1] == "x" else m[0] if m[1] in ("w1", "b1", "w2", "b2") else "%m_" + m[1], l)
            for l in body[start + 1:-1]]
    head = [l for l in attn if l.startswith(("//", "#"))]
    head[0] = (f"// A GPT layer as torch-mlir lowers it: attention (B = {B}, N = {N}, H = {H}, d = {d}),"
               f" residual, MLP (F = {F}) with its residual; bf16.")
    head += ["#tr2 = affine_map<(d0, d1) -> (d1, d0)>", "#row = affine_map<(d0, d1) -> (d1)>"]
    fn = next(i for i, l in enumerate(attn) if l.startswith("func.func"))
    ret = next(i for i, l in enumerate(attn) if l.strip().startswith("return"))
    L = head + [
        f"func.func @gpt_layer(%x: {t(M, D, 'bf16')}, %wq: {t(D, D, 'bf16')}, %wk: {t(D, D, 'bf16')}, "
        f"%wv: {t(D, D, 'bf16')}, %wo: {t(D, D, 'bf16')}, %w1: {t(D, F, 'bf16')}, %b1: {t(F, 'bf16')}, "
        f"%w2: {t(D, F, 'bf16')}, %b2: {t(D, 'bf16')}) -> {t(M, D, 'bf16')} {{"]
    L += attn[fn + 1:ret]
    L += ["  // residual: h1 = x + attention(x)",
          f"  %eh1 = tensor.empty() : {t(M, D, 'bf16')}",
          f"  %h1 = linalg.generic {{indexing_maps = [#id2, #id2, #id2], iterator_types = [\"parallel\", \"parallel\"]}} ins(%y, %x : {t(M, D, 'bf16')}, {t(M, D, 'bf16')}) outs(%eh1 : {t(M, D, 'bf16')}) {{",
          "  ^bb0(%a: bf16, %b: bf16, %out: bf16):",
          "    %r_a = arith.extf %a : bf16 to f32",
          "    %r_b = arith.extf %b : bf16 to f32",
          "    %r_s = arith.addf %r_a, %r_b : f32",
          "    %r_c = arith.truncf %r_s : f32 to bf16",
          "    linalg.yield %r_c : bf16",
          f"  }} -> {t(M, D, 'bf16')}",
          "  // MLP on h1, with its residual"]
    L += body[:-1] + [f"  return %m_o : {t(M, D, 'bf16')}", "}"]
    return "\n".join(L) + "\n"

def _emitter():
    t = lambda *s: "tensor<" + "x".join(str(x) for x in s) + ">"
    L = []
    return t, L, L.append

def _cast(a, t, src, dst, shape, empty):
    """A cast f32 -> bf16 as torch-mlir writes it (an identity generic)."""
    r = len(shape)
    m = f"#id{r}"
    its = ", ".join(['"parallel"'] * r)
    a(f"  {dst} = linalg.generic {{indexing_maps = [{m}, {m}], iterator_types = [{its}]}} ins({src} : {t(*shape, 'f32')}) outs({empty} : {t(*shape, 'bf16')}) {{")
    a("  ^bb0(%a: f32, %out: bf16):")
    a("    %c = arith.truncf %a : f32 to bf16")
    a("    linalg.yield %c : bf16")
    a(f"  }} -> {t(*shape, 'bf16')}")

def _linear(a, t, name, x, w, b, M, K, Nout, resid=None):
    """nn.Linear as torch-mlir lowers it: the weight [out, in] transposed by a
    copy (aten.t), linalg.matmul into f32, the bias added (broadcast over
    rows) and, with `resid`, the residual; a cast to bf16. Returns the
    bf16 [M, Nout] value's name."""
    a(f"  // {name}: nn.Linear({K}, {Nout}){' + residual' if resid else ''}")
    a(f"  %{name}_et = tensor.empty() : {t(K, Nout, 'bf16')}")
    a(f"  %{name}_wt = linalg.transpose ins({w} : {t(Nout, K, 'bf16')}) outs(%{name}_et : {t(K, Nout, 'bf16')}) permutation = [1, 0]")
    a(f"  %{name}_e = tensor.empty() : {t(M, Nout, 'f32')}")
    a(f"  %{name}_z = linalg.fill ins(%zero : f32) outs(%{name}_e : {t(M, Nout, 'f32')}) -> {t(M, Nout, 'f32')}")
    a(f"  %{name}_mm = linalg.matmul ins({x}, %{name}_wt : {t(M, K, 'bf16')}, {t(K, Nout, 'bf16')}) outs(%{name}_z : {t(M, Nout, 'f32')}) -> {t(M, Nout, 'f32')}")
    a(f"  %{name}_bias = linalg.generic {{indexing_maps = [#id2, #row, #id2], iterator_types = [\"parallel\", \"parallel\"]}} ins(%{name}_mm, {b} : {t(M, Nout, 'f32')}, {t(Nout, 'bf16')}) outs(%{name}_e : {t(M, Nout, 'f32')}) {{")
    a("  ^bb0(%a: f32, %b: bf16, %out: f32):")
    a("    %be = arith.extf %b : bf16 to f32")
    a("    %sum = arith.addf %a, %be : f32")
    a("    linalg.yield %sum : f32")
    a(f"  }} -> {t(M, Nout, 'f32')}")
    last = f"%{name}_bias"
    if resid:
        a(f"  %{name}_res = linalg.generic {{indexing_maps = [#id2, #id2, #id2], iterator_types = [\"parallel\", \"parallel\"]}} ins({last}, {resid} : {t(M, Nout, 'f32')}, {t(M, Nout, 'bf16')}) outs(%{name}_e : {t(M, Nout, 'f32')}) {{")
        a("  ^bb0(%a: f32, %b: bf16, %out: f32):")
        a("    %be = arith.extf %b : bf16 to f32")
        a("    %sum = arith.addf %a, %be : f32")
        a("    linalg.yield %sum : f32")
        a(f"  }} -> {t(M, Nout, 'f32')}")
        last = f"%{name}_res"
    a(f"  %{name}_eb = tensor.empty() : {t(M, Nout, 'bf16')}")
    _cast(a, t, last, f"%{name}", (M, Nout), f"%{name}_eb")
    return f"%{name}"

def _split_heads(a, t, src, p, B, N, H, d):
    """[B*N, H*d] -> [B, N, H, d] -> [B, H, N, d] (view + permute, as
    torch-mlir prints `view` and `transpose(1, 2)`). Returns the 4-D name."""
    a(f"  %{p}4 = tensor.expand_shape {src} [[0, 1], [2, 3]] output_shape [{B}, {N}, {H}, {d}] : {t(B * N, H * d, 'bf16')} into {t(B, N, H, d, 'bf16')}")
    a(f"  %e{p}4 = tensor.empty() : {t(B, H, N, d, 'bf16')}")
    a(f"  %{p}t = linalg.transpose ins(%{p}4 : {t(B, N, H, d, 'bf16')}) outs(%e{p}4 : {t(B, H, N, d, 'bf16')}) permutation = [0, 2, 1, 3]")
    return f"%{p}t"

def _merge_heads(a, t, src, B, N, H, d):
    """[B*H, N, d] -> [B, H, N, d] -> [B, N, H, d] -> [B*N, H*d]."""
    a(f"  %o4 = tensor.expand_shape {src} [[0, 1], [2], [3]] output_shape [{B}, {H}, {N}, {d}] : {t(B * H, N, d, 'bf16')} into {t(B, H, N, d, 'bf16')}")
    a(f"  %eot = tensor.empty() : {t(B, N, H, d, 'bf16')}")
    a(f"  %ot = linalg.transpose ins(%o4 : {t(B, H, N, d, 'bf16')}) outs(%eot : {t(B, N, H, d, 'bf16')}) permutation = [0, 2, 1, 3]")
    a(f"  %o2 = tensor.collapse_shape %ot [[0, 1], [2, 3]] : {t(B, N, H, d, 'bf16')} into {t(B * N, H * d, 'bf16')}")
    return "%o2"

def _qk(a, t, q3, k3, BH, N, d):
    """scores = Q K^T on [B*H, N, d], K transposed by a copy, into f32."""
    a(f"  %ekT = tensor.empty() : {t(BH, d, N, 'bf16')}")
    a(f"  %kT = linalg.transpose ins({k3} : {t(BH, N, d, 'bf16')}) outs(%ekT : {t(BH, d, N, 'bf16')}) permutation = [0, 2, 1]")
    a(f"  %es = tensor.empty() : {t(BH, N, N, 'f32')}")
    a(f"  %fs = linalg.fill ins(%zero : f32) outs(%es : {t(BH, N, N, 'f32')}) -> {t(BH, N, N, 'f32')}")
    a(f"  %s = linalg.batch_matmul ins({q3}, %kT : {t(BH, N, d, 'bf16')}, {t(BH, d, N, 'bf16')}) outs(%fs : {t(BH, N, N, 'f32')}) -> {t(BH, N, N, 'f32')}")
    return "%s"

def _pv(a, t, p3, v3, BH, N, d):
    a(f"  %eo = tensor.empty() : {t(BH, N, d, 'f32')}")
    a(f"  %fo = linalg.fill ins(%zero : f32) outs(%eo : {t(BH, N, d, 'f32')}) -> {t(BH, N, d, 'f32')}")
    a(f"  %o = linalg.batch_matmul ins({p3}, {v3} : {t(BH, N, N, 'bf16')}, {t(BH, N, d, 'bf16')}) outs(%fo : {t(BH, N, d, 'f32')}) -> {t(BH, N, d, 'f32')}")
    a(f"  %eob = tensor.empty() : {t(BH, N, d, 'bf16')}")
    _cast(a, t, "%o", "%ob", (BH, N, d), "%eob")
    return "%ob"

def bert(B, N, H, d):
    """BERT self-attention + self-output (eval, no dropout) as torch-mlir
    lowers it, LayerNorm left out (see README)."""
    M, D = B * N, H * d
    BH = B * H
    t, L, a = _emitter()
    a(f"// BERT-style encoder attention block as torch-mlir lowers it: B = {B}, N = {N}, H = {H}, d = {d}, bf16.")
    a("// nn.Linear weights stored [out, in] and transposed by copies, biases added in f32 after the")
    a("// matmul; the additive padding mask [B, 1, 1, N] (0 or -1e4, HF's extended attention mask) added")
    a("// to the 4-D scores [B, H, N, N]; output projection + bias + residual (LayerNorm left out).")
    for r in (2, 3, 4):
        dims = ", ".join(f"d{i}" for i in range(r))
        a(f"#id{r} = affine_map<({dims}) -> ({dims})>")
    a("#row = affine_map<(d0, d1) -> (d1)>")
    a("#pad = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, d3)>")
    args = [f"%x: {t(M, D, 'bf16')}"]
    for p in "qkvo":
        args += [f"%w{p}: {t(D, D, 'bf16')}", f"%b{p}: {t(D, 'bf16')}"]
    args.append(f"%mask: {t(B, 1, 1, N, 'f32')}")
    a(f"func.func @bert_block({', '.join(args)}) -> {t(M, D, 'bf16')} {{")
    a("  %zero = arith.constant 0.0 : f32")
    a(f"  %scale = arith.constant {1.0 / d ** 0.5!r} : f32")
    heads = {}
    for p in "qkv":
        y = _linear(a, t, f"{p}p", "%x", f"%w{p}", f"%b{p}", M, D, D)
        y4 = _split_heads(a, t, y, p, B, N, H, d)
        a(f"  %{p}3 = tensor.collapse_shape {y4} [[0, 1], [2], [3]] : {t(B, H, N, d, 'bf16')} into {t(BH, N, d, 'bf16')}")
        heads[p] = f"%{p}3"
    a("  // scores = Q K^T / sqrt(d) + mask, on [B, H, N, N]; softmax over keys; cast")
    s = _qk(a, t, heads["q"], heads["k"], BH, N, d)
    a(f"  %s4 = tensor.expand_shape {s} [[0, 1], [2], [3]] output_shape [{B}, {H}, {N}, {N}] : {t(BH, N, N, 'f32')} into {t(B, H, N, N, 'f32')}")
    a(f"  %es4 = tensor.empty() : {t(B, H, N, N, 'f32')}")
    a(f"  %ss = linalg.generic {{indexing_maps = [#id4, #id4], iterator_types = [\"parallel\", \"parallel\", \"parallel\", \"parallel\"]}} ins(%s4 : {t(B, H, N, N, 'f32')}) outs(%es4 : {t(B, H, N, N, 'f32')}) {{")
    a("  ^bb0(%a: f32, %out: f32):")
    a("    %c = arith.mulf %a, %scale : f32")
    a("    linalg.yield %c : f32")
    a(f"  }} -> {t(B, H, N, N, 'f32')}")
    a(f"  %sm4 = linalg.generic {{indexing_maps = [#id4, #pad, #id4], iterator_types = [\"parallel\", \"parallel\", \"parallel\", \"parallel\"]}} ins(%ss, %mask : {t(B, H, N, N, 'f32')}, {t(B, 1, 1, N, 'f32')}) outs(%es4 : {t(B, H, N, N, 'f32')}) {{")
    a("  ^bb0(%a: f32, %m: f32, %out: f32):")
    a("    %c = arith.addf %a, %m : f32")
    a("    linalg.yield %c : f32")
    a(f"  }} -> {t(B, H, N, N, 'f32')}")
    a(f"  %sx = linalg.softmax dimension(3) ins(%sm4 : {t(B, H, N, N, 'f32')}) outs(%es4 : {t(B, H, N, N, 'f32')}) -> {t(B, H, N, N, 'f32')}")
    a(f"  %esb = tensor.empty() : {t(B, H, N, N, 'bf16')}")
    _cast(a, t, "%sx", "%p4", (B, H, N, N), "%esb")
    a(f"  %p = tensor.collapse_shape %p4 [[0, 1], [2], [3]] : {t(B, H, N, N, 'bf16')} into {t(BH, N, N, 'bf16')}")
    a("  // O = P V, cast, head merge")
    ob = _pv(a, t, "%p", heads["v"], BH, N, d)
    o2 = _merge_heads(a, t, ob, B, N, H, d)
    y = _linear(a, t, "out", o2, "%wo", "%bo", M, D, D, resid="%x")
    a(f"  return {y} : {t(M, D, 'bf16')}")
    a("}")
    return "\n".join(L) + "\n"

def bert_dyn(H, d):
    """The BERT block of `bert` with dynamic batch and sequence length, as
    torch-mlir lowers a module traced with both dims dynamic: hidden states
    x [B, N, D] (3-D), sizes read with tensor.dim, nn.Linear on the 3-D
    input as torch-mlir's matmul lowers rank 3 x rank 2 (the transposed
    weight broadcast over the batch by a generic, linalg.batch_matmul), the
    [B*H] extent computed with arith.muli and, in the head merge's
    `view(-1, H, N, d)`, B recovered with arith.divui; the padding mask is
    [B, 1, 1, N]."""
    D = H * d
    t, L, a = _emitter()
    X3, F3 = t("?", "?", D, "bf16"), t("?", "?", D, "f32")
    a(f"// BERT-style encoder attention block as torch-mlir lowers it with dynamic batch and sequence")
    a(f"// length: B = ?, N = ?, H = {H}, d = {d}, bf16; x [B, N, {D}], the padding mask [B, 1, 1, N].")
    for r in (3, 4):
        dims = ", ".join(f"d{i}" for i in range(r))
        a(f"#id{r} = affine_map<({dims}) -> ({dims})>")
    a("#bcast = affine_map<(d0, d1, d2) -> (d1, d2)>")
    a("#row3 = affine_map<(d0, d1, d2) -> (d2)>")
    a("#pad = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, d3)>")
    args = [f"%x: {X3}"]
    for p in "qkvo":
        args += [f"%w{p}: {t(D, D, 'bf16')}", f"%b{p}: {t(D, 'bf16')}"]
    args.append(f"%mask: {t('?', 1, 1, '?', 'f32')}")
    a(f"func.func @bert_block({', '.join(args)}) -> {X3} {{")
    a("  %c0 = arith.constant 0 : index")
    a("  %c1 = arith.constant 1 : index")
    a(f"  %cH = arith.constant {H} : index")
    a("  %zero = arith.constant 0.0 : f32")
    a(f"  %scale = arith.constant {1.0 / d ** 0.5!r} : f32")
    a(f"  %b = tensor.dim %x, %c0 : {X3}")
    a(f"  %n = tensor.dim %x, %c1 : {X3}")
    a("  %bh = arith.muli %b, %cH : index")
    def linear(name, x, w, bias, resid=None):
        a(f"  // {name}: nn.Linear({D}, {D}) on [B, N, {D}]{' + residual' if resid else ''}")
        a(f"  %{name}_et = tensor.empty() : {t(D, D, 'bf16')}")
        a(f"  %{name}_wt = linalg.transpose ins({w} : {t(D, D, 'bf16')}) outs(%{name}_et : {t(D, D, 'bf16')}) permutation = [1, 0]")
        a(f"  %{name}_eb = tensor.empty(%b) : {t('?', D, D, 'bf16')}")
        a(f"  %{name}_wb = linalg.generic {{indexing_maps = [#bcast, #id3], iterator_types = [\"parallel\", \"parallel\", \"parallel\"]}} ins(%{name}_wt : {t(D, D, 'bf16')}) outs(%{name}_eb : {t('?', D, D, 'bf16')}) {{")
        a("  ^bb0(%in: bf16, %out: bf16):")
        a("    linalg.yield %in : bf16")
        a(f"  }} -> {t('?', D, D, 'bf16')}")
        a(f"  %{name}_e = tensor.empty(%b, %n) : {F3}")
        a(f"  %{name}_z = linalg.fill ins(%zero : f32) outs(%{name}_e : {F3}) -> {F3}")
        a(f"  %{name}_mm = linalg.batch_matmul ins({x}, %{name}_wb : {X3}, {t('?', D, D, 'bf16')}) outs(%{name}_z : {F3}) -> {F3}")
        a(f"  %{name}_bias = linalg.generic {{indexing_maps = [#id3, #row3, #id3], iterator_types = [\"parallel\", \"parallel\", \"parallel\"]}} ins(%{name}_mm, {bias} : {F3}, {t(D, 'bf16')}) outs(%{name}_e : {F3}) {{")
        a("  ^bb0(%a: f32, %v: bf16, %out: f32):")
        a("    %ve = arith.extf %v : bf16 to f32")
        a("    %sum = arith.addf %a, %ve : f32")
        a("    linalg.yield %sum : f32")
        a(f"  }} -> {F3}")
        last = f"%{name}_bias"
        if resid:
            a(f"  %{name}_res = linalg.generic {{indexing_maps = [#id3, #id3, #id3], iterator_types = [\"parallel\", \"parallel\", \"parallel\"]}} ins({last}, {resid} : {F3}, {X3}) outs(%{name}_e : {F3}) {{")
            a("  ^bb0(%a: f32, %v: bf16, %out: f32):")
            a("    %ve = arith.extf %v : bf16 to f32")
            a("    %sum = arith.addf %a, %ve : f32")
            a("    linalg.yield %sum : f32")
            a(f"  }} -> {F3}")
            last = f"%{name}_res"
        a(f"  %{name}_ec = tensor.empty(%b, %n) : {X3}")
        _cast(a, t, last, f"%{name}", ("?", "?", D), f"%{name}_ec")
        return f"%{name}"
    heads = {}
    for p in "qkv":
        y = linear(f"{p}p", "%x", f"%w{p}", f"%b{p}")
        a(f"  %{p}4 = tensor.expand_shape {y} [[0], [1], [2, 3]] output_shape [%b, %n, {H}, {d}] : {X3} into {t('?', '?', H, d, 'bf16')}")
        a(f"  %e{p}4 = tensor.empty(%b, %n) : {t('?', H, '?', d, 'bf16')}")
        a(f"  %{p}t = linalg.transpose ins(%{p}4 : {t('?', '?', H, d, 'bf16')}) outs(%e{p}4 : {t('?', H, '?', d, 'bf16')}) permutation = [0, 2, 1, 3]")
        a(f"  %{p}3 = tensor.collapse_shape %{p}t [[0, 1], [2], [3]] : {t('?', H, '?', d, 'bf16')} into {t('?', '?', d, 'bf16')}")
        heads[p] = f"%{p}3"
    a("  // scores = Q K^T / sqrt(d) + mask, on [B, H, N, N]; softmax over keys; cast")
    a(f"  %ekT = tensor.empty(%bh, %n) : {t('?', d, '?', 'bf16')}")
    a(f"  %kT = linalg.transpose ins(%k3 : {t('?', '?', d, 'bf16')}) outs(%ekT : {t('?', d, '?', 'bf16')}) permutation = [0, 2, 1]")
    a(f"  %es = tensor.empty(%bh, %n, %n) : {t('?', '?', '?', 'f32')}")
    a(f"  %fs = linalg.fill ins(%zero : f32) outs(%es : {t('?', '?', '?', 'f32')}) -> {t('?', '?', '?', 'f32')}")
    a(f"  %s = linalg.batch_matmul ins(%q3, %kT : {t('?', '?', d, 'bf16')}, {t('?', d, '?', 'bf16')}) outs(%fs : {t('?', '?', '?', 'f32')}) -> {t('?', '?', '?', 'f32')}")
    S4 = t("?", H, "?", "?", "f32")
    a(f"  %s4 = tensor.expand_shape %s [[0, 1], [2], [3]] output_shape [%b, {H}, %n, %n] : {t('?', '?', '?', 'f32')} into {S4}")
    a(f"  %es4 = tensor.empty(%b, %n, %n) : {S4}")
    a(f"  %ss = linalg.generic {{indexing_maps = [#id4, #id4], iterator_types = [\"parallel\", \"parallel\", \"parallel\", \"parallel\"]}} ins(%s4 : {S4}) outs(%es4 : {S4}) {{")
    a("  ^bb0(%a: f32, %out: f32):")
    a("    %c = arith.mulf %a, %scale : f32")
    a("    linalg.yield %c : f32")
    a(f"  }} -> {S4}")
    a(f"  %sm4 = linalg.generic {{indexing_maps = [#id4, #pad, #id4], iterator_types = [\"parallel\", \"parallel\", \"parallel\", \"parallel\"]}} ins(%ss, %mask : {S4}, {t('?', 1, 1, '?', 'f32')}) outs(%es4 : {S4}) {{")
    a("  ^bb0(%a: f32, %m: f32, %out: f32):")
    a("    %c = arith.addf %a, %m : f32")
    a("    linalg.yield %c : f32")
    a(f"  }} -> {S4}")
    a(f"  %sx = linalg.softmax dimension(3) ins(%sm4 : {S4}) outs(%es4 : {S4}) -> {S4}")
    a(f"  %esb = tensor.empty(%b, %n, %n) : {t('?', H, '?', '?', 'bf16')}")
    _cast(a, t, "%sx", "%p4", ("?", H, "?", "?"), "%esb")
    a(f"  %p = tensor.collapse_shape %p4 [[0, 1], [2], [3]] : {t('?', H, '?', '?', 'bf16')} into {t('?', '?', '?', 'bf16')}")
    a("  // O = P V, cast; head merge view(-1, H, N, d) (B = B*H / H), transpose, flatten")
    a(f"  %eo = tensor.empty(%bh, %n) : {t('?', '?', d, 'f32')}")
    a(f"  %fo = linalg.fill ins(%zero : f32) outs(%eo : {t('?', '?', d, 'f32')}) -> {t('?', '?', d, 'f32')}")
    a(f"  %o = linalg.batch_matmul ins(%p, %v3 : {t('?', '?', '?', 'bf16')}, {t('?', '?', d, 'bf16')}) outs(%fo : {t('?', '?', d, 'f32')}) -> {t('?', '?', d, 'f32')}")
    a(f"  %eob = tensor.empty(%bh, %n) : {t('?', '?', d, 'bf16')}")
    _cast(a, t, "%o", "%ob", ("?", "?", d), "%eob")
    a(f"  %bh2 = tensor.dim %ob, %c0 : {t('?', '?', d, 'bf16')}")
    a("  %b2 = arith.divui %bh2, %cH : index")
    a(f"  %o4 = tensor.expand_shape %ob [[0, 1], [2], [3]] output_shape [%b2, {H}, %n, {d}] : {t('?', '?', d, 'bf16')} into {t('?', H, '?', d, 'bf16')}")
    a(f"  %eot = tensor.empty(%b2, %n) : {t('?', '?', H, d, 'bf16')}")
    a(f"  %ot = linalg.transpose ins(%o4 : {t('?', H, '?', d, 'bf16')}) outs(%eot : {t('?', '?', H, d, 'bf16')}) permutation = [0, 2, 1, 3]")
    a(f"  %o2 = tensor.collapse_shape %ot [[0], [1], [2, 3]] : {t('?', '?', H, d, 'bf16')} into {X3}")
    y = linear("out", "%o2", "%wo", "%bo", resid="%x")
    a(f"  return {y} : {X3}")
    a("}")
    return "\n".join(L) + "\n"

def gqa(B, N, Hq, Hkv, d):
    """A GPT block with grouped-query attention as torch-mlir lowers it: K/V
    projections of width Hkv*d, the KV heads repeated to the query heads as
    `repeat_interleave(k, Hq // Hkv, dim=1)` decomposes (unsqueeze, expand,
    flatten), a causal mask select(i >= j, s, -inf), softmax, PV, head merge,
    output projection."""
    M, D, Dkv = B * N, Hq * d, Hkv * d
    BH, r = B * Hq, Hq // Hkv
    t, L, a = _emitter()
    a(f"// GPT block with grouped-query attention as torch-mlir lowers it: B = {B}, N = {N}, Hq = {Hq}, Hkv = {Hkv}, d = {d}, bf16, causal.")
    for k in (2, 3):
        dims = ", ".join(f"d{i}" for i in range(k))
        a(f"#id{k} = affine_map<({dims}) -> ({dims})>")
    a("#rep_in = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, 0, d3, d4)>")
    a("#id5 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>")
    a(f"func.func @gqa_block(%x: {t(M, D, 'bf16')}, %wq: {t(D, D, 'bf16')}, %wk: {t(D, Dkv, 'bf16')}, %wv: {t(D, Dkv, 'bf16')}, %wo: {t(D, D, 'bf16')}) -> {t(M, D, 'bf16')} {{")
    a("  %zero = arith.constant 0.0 : f32")
    a("  %ninf = arith.constant 0xFF800000 : f32")
    a(f"  %scale = arith.constant {1.0 / d ** 0.5!r} : f32")
    heads = {}
    for p, H, W in (("q", Hq, D), ("k", Hkv, Dkv), ("v", Hkv, Dkv)):
        a(f"  // {p.upper()} projection [{M} x {D}] x [{D} x {W}] and head split")
        a(f"  %e{p}f = tensor.empty() : {t(M, W, 'f32')}")
        a(f"  %z{p}f = linalg.fill ins(%zero : f32) outs(%e{p}f : {t(M, W, 'f32')}) -> {t(M, W, 'f32')}")
        a(f"  %{p}f = linalg.matmul ins(%x, %w{p} : {t(M, D, 'bf16')}, {t(D, W, 'bf16')}) outs(%z{p}f : {t(M, W, 'f32')}) -> {t(M, W, 'f32')}")
        a(f"  %e{p}b = tensor.empty() : {t(M, W, 'bf16')}")
        _cast(a, t, f"%{p}f", f"%{p}b", (M, W), f"%e{p}b")
        y4 = _split_heads(a, t, f"%{p}b", p, B, N, H, d)
        if p == "q":
            a(f"  %q3 = tensor.collapse_shape {y4} [[0, 1], [2], [3]] : {t(B, Hq, N, d, 'bf16')} into {t(BH, N, d, 'bf16')}")
        else:
            a(f"  // repeat_interleave({p}, {r}, dim=1): unsqueeze(2), expand, flatten(1, 2)")
            a(f"  %{p}u = tensor.expand_shape {y4} [[0], [1, 2], [3], [4]] output_shape [{B}, {Hkv}, 1, {N}, {d}] : {t(B, Hkv, N, d, 'bf16')} into {t(B, Hkv, 1, N, d, 'bf16')}")
            a(f"  %e{p}x = tensor.empty() : {t(B, Hkv, r, N, d, 'bf16')}")
            a(f"  %{p}x = linalg.generic {{indexing_maps = [#rep_in, #id5], iterator_types = [\"parallel\", \"parallel\", \"parallel\", \"parallel\", \"parallel\"]}} ins(%{p}u : {t(B, Hkv, 1, N, d, 'bf16')}) outs(%e{p}x : {t(B, Hkv, r, N, d, 'bf16')}) {{")
            a("  ^bb0(%in: bf16, %out: bf16):")
            a("    linalg.yield %in : bf16")
            a(f"  }} -> {t(B, Hkv, r, N, d, 'bf16')}")
            a(f"  %{p}r = tensor.collapse_shape %{p}x [[0], [1, 2], [3], [4]] : {t(B, Hkv, r, N, d, 'bf16')} into {t(B, Hq, N, d, 'bf16')}")
            a(f"  %{p}3 = tensor.collapse_shape %{p}r [[0, 1], [2], [3]] : {t(B, Hq, N, d, 'bf16')} into {t(BH, N, d, 'bf16')}")
        heads[p] = f"%{p}3"
    a("  // scores = Q K^T, scaled, causal mask select(i >= j, s, -inf); softmax; cast")
    s = _qk(a, t, heads["q"], heads["k"], BH, N, d)
    a(f"  %ss = linalg.generic {{indexing_maps = [#id3, #id3], iterator_types = [\"parallel\", \"parallel\", \"parallel\"]}} ins({s} : {t(BH, N, N, 'f32')}) outs(%es : {t(BH, N, N, 'f32')}) {{")
    a("  ^bb0(%a: f32, %out: f32):")
    a("    %i = linalg.index 1 : index")
    a("    %j = linalg.index 2 : index")
    a("    %c = arith.mulf %a, %scale : f32")
    a("    %keep = arith.cmpi uge, %i, %j : index")
    a("    %m = arith.select %keep, %c, %ninf : f32")
    a("    linalg.yield %m : f32")
    a(f"  }} -> {t(BH, N, N, 'f32')}")
    a(f"  %sm = linalg.softmax dimension(2) ins(%ss : {t(BH, N, N, 'f32')}) outs(%es : {t(BH, N, N, 'f32')}) -> {t(BH, N, N, 'f32')}")
    a(f"  %esb = tensor.empty() : {t(BH, N, N, 'bf16')}")
    _cast(a, t, "%sm", "%p", (BH, N, N), "%esb")
    a("  // O = P V, cast, head merge, output projection")
    ob = _pv(a, t, "%p", heads["v"], BH, N, d)
    o2 = _merge_heads(a, t, ob, B, N, Hq, d)
    a(f"  %ey = tensor.empty() : {t(M, D, 'f32')}")
    a(f"  %zy = linalg.fill ins(%zero : f32) outs(%ey : {t(M, D, 'f32')}) -> {t(M, D, 'f32')}")
    a(f"  %yf = linalg.matmul ins({o2}, %wo : {t(M, D, 'bf16')}, {t(D, D, 'bf16')}) outs(%zy : {t(M, D, 'f32')}) -> {t(M, D, 'f32')}")
    a(f"  %eyb = tensor.empty() : {t(M, D, 'bf16')}")
    _cast(a, t, "%yf", "%y", (M, D), "%eyb")
    a(f"  return %y : {t(M, D, 'bf16')}")
    a("}")
    return "\n".join(L) + "\n"

def tosa_gpt(B, N, H, d):
    """The GPT block of `gpt` as TOSA writes it (MLIR 22 syntax): 3-D
    tosa.matmul for the projections (x reshaped to [1, B*N, D], the weights
    to [1, D, D]), QK^T and PV, bf16 operands with f32 results cast back by
    tosa.cast; head split / merge as tosa.reshape (shapes from
    tosa.const_shape) and tosa.transpose; the scale as tosa.mul (with its
    shift operand) by a constant; softmax as reduce_max, sub, exp,
    reduce_sum, reciprocal and mul."""
    M, D, BH = B * N, H * d, B * H
    t, L, a = _emitter()
    a(f"// GPT-style attention block as TOSA writes it: B = {B}, N = {N}, H = {H}, d = {d}, bf16 operands,")
    a("// f32 matmul results cast to bf16.")
    a(f"func.func @tosa_gpt_block(%x: {t(B, N, D, 'bf16')}, %wq: {t(D, D, 'bf16')}, %wk: {t(D, D, 'bf16')}, %wv: {t(D, D, 'bf16')}, %wo: {t(D, D, 'bf16')}) -> {t(B, N, D, 'bf16')} {{")
    a("  %zp = \"tosa.const\"() <{values = dense<0.0> : tensor<1xbf16>}> : () -> tensor<1xbf16>")
    a("  %shift = \"tosa.const\"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>")
    a(f"  %scale = \"tosa.const\"() <{{values = dense<{1.0 / d ** 0.5!r}> : tensor<1x1x1xf32>}}> : () -> tensor<1x1x1xf32>")
    def shape(name, *dims):
        a(f"  {name} = tosa.const_shape {{values = dense<[{', '.join(str(x) for x in dims)}]> : tensor<{len(dims)}xindex>}} : () -> !tosa.shape<{len(dims)}>")
    shape("%s_rows", 1, M, D)
    shape("%s_w", 1, D, D)
    shape("%s_split", B, N, H, d)
    shape("%s_bh", BH, N, d)
    shape("%s_bhnd", B, H, N, d)
    shape("%s_out", B, N, D)
    a(f"  %x1 = tosa.reshape %x, %s_rows : ({t(B, N, D, 'bf16')}, !tosa.shape<3>) -> {t(1, M, D, 'bf16')}")
    def matmul(dst, lhs, rhs, lt, rt, ot):
        a(f"  {dst}f = tosa.matmul {lhs}, {rhs}, %zp, %zp : ({lt}, {rt}, tensor<1xbf16>, tensor<1xbf16>) -> {ot.replace('bf16', 'f32')}")
        a(f"  {dst} = tosa.cast {dst}f : ({ot.replace('bf16', 'f32')}) -> {ot}")
    heads = {}
    for p in "qkv":
        a(f"  // {p.upper()} projection, head split [1, B*N, D] -> [B, N, H, d] -> [B, H, N, d] -> [B*H, N, d]")
        a(f"  %w{p}1 = tosa.reshape %w{p}, %s_w : ({t(D, D, 'bf16')}, !tosa.shape<3>) -> {t(1, D, D, 'bf16')}")
        matmul(f"%{p}", "%x1", f"%w{p}1", t(1, M, D, 'bf16'), t(1, D, D, 'bf16'), t(1, M, D, 'bf16'))
        a(f"  %{p}4 = tosa.reshape %{p}, %s_split : ({t(1, M, D, 'bf16')}, !tosa.shape<4>) -> {t(B, N, H, d, 'bf16')}")
        a(f"  %{p}t = tosa.transpose %{p}4 {{perms = array<i32: 0, 2, 1, 3>}} : ({t(B, N, H, d, 'bf16')}) -> {t(B, H, N, d, 'bf16')}")
        a(f"  %{p}3 = tosa.reshape %{p}t, %s_bh : ({t(B, H, N, d, 'bf16')}, !tosa.shape<3>) -> {t(BH, N, d, 'bf16')}")
        heads[p] = f"%{p}3"
    a("  // scores = Q K^T * scale; softmax over keys; cast")
    a(f"  %kT = tosa.transpose %k3 {{perms = array<i32: 0, 2, 1>}} : ({t(BH, N, d, 'bf16')}) -> {t(BH, d, N, 'bf16')}")
    S = t(BH, N, N, 'f32')
    R = t(BH, N, 1, 'f32')
    a(f"  %s = tosa.matmul %q3, %kT, %zp, %zp : ({t(BH, N, d, 'bf16')}, {t(BH, d, N, 'bf16')}, tensor<1xbf16>, tensor<1xbf16>) -> {S}")
    a(f"  %ss = tosa.mul %s, %scale, %shift : ({S}, tensor<1x1x1xf32>, tensor<1xi8>) -> {S}")
    a(f"  %m = tosa.reduce_max %ss {{axis = 2 : i32}} : ({S}) -> {R}")
    a(f"  %sub = tosa.sub %ss, %m : ({S}, {R}) -> {S}")
    a(f"  %e = tosa.exp %sub : ({S}) -> {S}")
    a(f"  %l = tosa.reduce_sum %e {{axis = 2 : i32}} : ({S}) -> {R}")
    a(f"  %r = tosa.reciprocal %l : ({R}) -> {R}")
    a(f"  %pf = tosa.mul %e, %r, %shift : ({S}, {R}, tensor<1xi8>) -> {S}")
    a(f"  %p = tosa.cast %pf : ({S}) -> {t(BH, N, N, 'bf16')}")
    a("  // O = P V, cast, head merge [B*H, N, d] -> [B, H, N, d] -> [B, N, H, d] -> [1, B*N, D]")
    matmul("%o", "%p", "%v3", t(BH, N, N, 'bf16'), t(BH, N, d, 'bf16'), t(BH, N, d, 'bf16'))
    a(f"  %o4 = tosa.reshape %o, %s_bhnd : ({t(BH, N, d, 'bf16')}, !tosa.shape<4>) -> {t(B, H, N, d, 'bf16')}")
    a(f"  %ot = tosa.transpose %o4 {{perms = array<i32: 0, 2, 1, 3>}} : ({t(B, H, N, d, 'bf16')}) -> {t(B, N, H, d, 'bf16')}")
    a(f"  %o2 = tosa.reshape %ot, %s_rows : ({t(B, N, H, d, 'bf16')}, !tosa.shape<3>) -> {t(1, M, D, 'bf16')}")
    a("  // output projection")
    a(f"  %wo1 = tosa.reshape %wo, %s_w : ({t(D, D, 'bf16')}, !tosa.shape<3>) -> {t(1, D, D, 'bf16')}")
    matmul("%y", "%o2", "%wo1", t(1, M, D, 'bf16'), t(1, D, D, 'bf16'), t(1, M, D, 'bf16'))
    a(f"  %y3 = tosa.reshape %y, %s_out : ({t(1, M, D, 'bf16')}, !tosa.shape<3>) -> {t(B, N, D, 'bf16')}")
    a(f"  return %y3 : {t(B, N, D, 'bf16')}")
    a("}")
    return "\n".join(L) + "\n"

def dynamic(text, sentinel=77777):
    """The block with every extent `sentinel` dynamic, as torch-mlir emits it
    for a dynamic sequence length: `?` in the types, the size read once with
    tensor.dim from the first argument, tensor.empty and expand_shape given
    it."""
    import re
    lines = []
    # The index constant's name, unless the block has a `%c0` of its own
    # (the MLP's GELU constant).
    c0 = "%c0" if "%c0 =" not in text else "%i0"
    for line in text.split("\n"):
        # Every sentinel in an output_shape list (possibly several: the
        # scores' [B, H, N, N]) is the size value.
        line = re.sub(rf"(?<=[\[ ]){sentinel}(?=[,\]])", "%n", line)
        line = re.sub(rf"(?<=[<x]){sentinel}(?=x)", "?", line)
        m = re.match(r"(.*)tensor.empty\(\) : tensor<([^>]*)>(.*)", line)
        if m and "?" in m.group(2):
            n = m.group(2).count("?")
            line = f"{m.group(1)}tensor.empty({', '.join(['%n'] * n)}) : tensor<{m.group(2)}>{m.group(3)}"
        lines.append(line)
        if line.startswith("func.func"):
            lines.append(f"  {c0} = arith.constant 0 : index")
            lines.append(f"  %n = tensor.dim %x, {c0} : " + re.search(r"%x: (tensor<[^>]*>)", line).group(1))
    return "\n".join(lines)

def main():
    out = sys.argv[1]
    small = "--small" in sys.argv
    os.makedirs(out, exist_ok=True)
    B, N, H, d = (2, 128, 4, 64) if small else (2, 1024, 16, 64)
    open(os.path.join(out, "gpt.mlir"), "w").write(gpt(B, N, H, d))
    open(os.path.join(out, "gpt_bf16.mlir"), "w").write(gpt_bf16(B, N, H, d))
    # One sequence of dynamic length (B = 1, N = ?), as torch-mlir emits it.
    text = gpt(1, 77777, H, d).replace("B = 1, N = 77777", "B = 1, N = ? (dynamic)")
    open(os.path.join(out, "gpt_dyn.mlir"), "w").write(dynamic(text))
    M, D, F = (256, 128, 512) if small else (2048, 1024, 4096)
    open(os.path.join(out, "mlp.mlir"), "w").write(mlp(M, D, F))
    open(os.path.join(out, "bert.mlir"), "w").write(bert(B, N, H, d))
    Hq, Hkv = (8, 2) if small else (16, 4)
    open(os.path.join(out, "gqa.mlir"), "w").write(gqa(B, N, Hq, Hkv, d))
    open(os.path.join(out, "tosa_gpt.mlir"), "w").write(tosa_gpt(B, N, H, d))
    open(os.path.join(out, "layer.mlir"), "w").write(layer(B, N, H, d, F))
    # Dynamic-size versions, compiled once and run at several sizes: BERT
    # with dynamic batch and sequence length (3-D hidden states), GQA for
    # one sequence of dynamic length (as gpt_dyn), the MLP on a dynamic
    # number of tokens.
    open(os.path.join(out, "bert_dyn.mlir"), "w").write(bert_dyn(H, d))
    text = gqa(1, 77777, Hq, Hkv, d).replace("B = 1, N = 77777", "B = 1, N = ? (dynamic)")
    text = dynamic(text).replace("[77777 x", "[N x")
    open(os.path.join(out, "gqa_dyn.mlir"), "w").write(text)
    text = mlp(77777, D, F).replace("M = 77777 tokens", "M = ? (dynamic) tokens")
    open(os.path.join(out, "mlp_dyn.mlir"), "w").write(dynamic(text))

if __name__ == "__main__":
    main()
