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

Usage: gen_blocks.py OUTDIR [--small]   (--small: the sizes of the lit tests)
"""
import os, sys

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

def dynamic(text, sentinel=77777):
    """The block with every extent `sentinel` dynamic, as torch-mlir emits it
    for a dynamic sequence length: `?` in the types, the size read once with
    tensor.dim from the first argument, tensor.empty and expand_shape given
    it."""
    import re
    lines = []
    for line in text.split("\n"):
        line = line.replace(f"[{sentinel}, ", "[%n, ").replace(f", {sentinel}, ", ", %n, ")
        line = re.sub(rf"(?<=[<x]){sentinel}(?=x)", "?", line)
        m = re.match(r"(.*)tensor.empty\(\) : tensor<([^>]*)>(.*)", line)
        if m and "?" in m.group(2):
            n = m.group(2).count("?")
            line = f"{m.group(1)}tensor.empty({', '.join(['%n'] * n)}) : tensor<{m.group(2)}>{m.group(3)}"
        lines.append(line)
        if line.startswith("func.func"):
            lines.append("  %c0 = arith.constant 0 : index")
            lines.append("  %n = tensor.dim %x, %c0 : " + re.search(r"%x: (tensor<[^>]*>)", line).group(1))
    return "\n".join(lines)

def main():
    out = sys.argv[1]
    small = "--small" in sys.argv
    os.makedirs(out, exist_ok=True)
    B, N, H, d = (2, 128, 4, 64) if small else (2, 1024, 16, 64)
    open(os.path.join(out, "gpt.mlir"), "w").write(gpt(B, N, H, d))
    # One sequence of dynamic length (B = 1, N = ?), as torch-mlir emits it.
    text = gpt(1, 77777, H, d).replace("B = 1, N = 77777", "B = 1, N = ? (dynamic)")
    open(os.path.join(out, "gpt_dyn.mlir"), "w").write(dynamic(text))
    M, D, F = (256, 128, 512) if small else (2048, 1024, 4096)
    open(os.path.join(out, "mlp.mlir"), "w").write(mlp(M, D, F))

if __name__ == "__main__":
    main()
