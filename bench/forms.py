#!/usr/bin/env python3
"""Issue 17 item 5, "one computation, one speed": the same attention written
in every form a user or a frontend writes it, and the check that fusec makes
one kernel of each -- the same kernel as the fuse-dialect form.

The forms (FORMS below) are written here in the styles the frontends print
(the fuse dialect; linalg on tensors as torch-mlir lowers a PyTorch module,
with linalg.softmax or the softmax decomposed into generics; TOSA), with the
causal mask spelled `select(j > i, -inf, s)` or `select(i >= j, s, -inf)`,
the scale before or after the mask, and a bf16 or an f32 result. Every form
of a case computes softmax(scale * Q K^T [+ mask]) V on bf16 Q, K, V of
[B*H, N, d] with f32 logits; each form is compared with the fuse-dialect
form of the same result type (`fuse` for bf16 results, `fuse_f32` for f32).

Usage:
  forms.py gen OUTDIR [--shapes bench|small]
      writes OUTDIR/FORM/CASE.mlir (--cases REGEX: only those cases, in
      every command)
  forms.py check [--fusec PATH] [--shapes bench|small] [--work DIR] [--flag=F]
      compiles every form of every case (fusec X.mlir -o X.ptx, and
      --emit=fuse for the kernel config) and compares with its reference
      form: the kernel count, the attention kernel's #fuse.kernel_config and
      the PTX text with the kernel names normalized. Prints one line per
      form and case; exits 1 when a form expected to be identical is not,
      or when fusec fails. Needs only python3 (no numpy) and fusec.
  forms.py carry DIR [--fusec PATH] [--shapes bench|small]
      compiles every form into DIR/FORM/bench/CASE.ptx (+ manifest) and
      the small shapes into DIR/FORM/check/, the variant layout of
      bench/run_variants.sh (on the GPU: bash bench/run_variants.sh DIR OUT):
      every check verified against the fp64 reference, then one row per
      case, one column per form, each form's time as a ratio to the first
      (fuse). A form that does not apply to a case (TOSA has no causal
      mask, the i >= j masks no unmasked case) is "-" in its row.
Shapes: bench (default) d = 64 and 128, N = 2048, causal and not, B*H =
32; small (the lit test) d = 64 and 128, N = 256, B*H = 4.
"""
import argparse
import json
import os
import re
import subprocess
import sys

NINF = "0xFF800000"


def shapes(kind):
    bh, n = (32, 2048) if kind == "bench" else (4, 256)
    return [dict(b=bh, n=n, d=d, causal=c) for d in (64, 128) for c in (False, True)]


def case_name(s):
    return f"attn_d{s['d']}_n{s['n']}_{'causal' if s['causal'] else 'full'}"


def ty(s, a, b, t):
    return f"tensor<{s['b']}x{a}x{b}x{t}>"


# ---------------------------------------------------------------------------
# fuse dialect
# ---------------------------------------------------------------------------

def fuse_form(s, out="bf16", mask="gt", scale_in_matmul=True):
    n, d = s["n"], s["d"]
    scale = 1.0 / d ** 0.5
    qkv, sc, o = ty(s, n, d, "bf16"), ty(s, n, n, "f32"), ty(s, n, d, out)
    lines = [f"func.func @attention(%q: {qkv}, %k: {qkv}, %v: {qkv}) -> {o} {{"]
    attr = f" scale {scale!r}" if scale_in_matmul else ""
    lines.append(f"  %s = fuse.matmul %q, %k transpose_rhs{attr} : {qkv}, {qkv} -> {sc}")
    cur = "%s"
    if not scale_in_matmul:
        lines += [f"  %x = fuse.map ins({cur} : {sc}) -> {sc} {{",
                  "  ^bb0(%e: f32):",
                  f"    %c = arith.constant {scale!r} : f32",
                  "    %y = arith.mulf %e, %c : f32",
                  "    fuse.yield %y : f32",
                  "  }"]
        cur = "%x"
    if s["causal"]:
        lines += [f"  %m = fuse.map ins({cur} : {sc}) -> {sc} {{",
                  "  ^bb0(%e: f32):",
                  "    %i = fuse.index 1 : index",
                  "    %j = fuse.index 2 : index",
                  f"    %ninf = arith.constant {NINF} : f32"]
        if mask == "gt":
            lines += ["    %future = arith.cmpi ugt, %j, %i : index",
                      "    %y = arith.select %future, %ninf, %e : f32"]
        else:
            lines += ["    %past = arith.cmpi uge, %i, %j : index",
                      "    %y = arith.select %past, %e, %ninf : f32"]
        lines += ["    fuse.yield %y : f32", "  }"]
        cur = "%m"
    lines += [f"  %p = fuse.softmax {cur} axis = 2 : {sc}",
              f"  %o = fuse.matmul %p, %v : {sc}, {qkv} -> {o}",
              f"  return %o : {o}", "}"]
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------------------
# linalg on tensors, as torch-mlir lowers a PyTorch module
# ---------------------------------------------------------------------------

MAPS = """\
#id = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#row = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
"""


class Linalg:
    """A function body in torch-mlir's linalg style, built line by line."""

    def __init__(self, s):
        self.s, self.lines, self.n = s, [], 0

    def fresh(self, p):
        self.n += 1
        return f"%{p}{self.n}"

    def emit(self, line):
        self.lines.append("  " + line)

    def empty(self, t):
        e = self.fresh("empty")
        self.emit(f"{e} = tensor.empty() : {t}")
        return e

    def fill(self, value, t):
        e = self.empty(t)
        f = self.fresh("fill")
        self.emit(f"{f} = linalg.fill ins({value} : f32) outs({e} : {t}) -> {t}")
        return f

    def generic(self, ins, out_t, body, maps=None, iters=None, init=None, out_elt="f32"):
        """A linalg.generic over ins [(value, type, map, elt)], body lines
        using %a0.. for the inputs and %acc for the init."""
        r = self.fresh("t")
        init = init or self.empty(out_t)
        maps = [m for _, _, m, _ in ins] + [maps or "#id"]
        iters = iters or ["parallel"] * 3
        self.emit(f"{r} = linalg.generic {{indexing_maps = [{', '.join(maps)}], iterator_types = "
                  f"[{', '.join(repr(i).replace(chr(39), chr(34)) for i in iters)}]}} "
                  f"ins({', '.join(v for v, _, _, _ in ins)} : {', '.join(t for _, t, _, _ in ins)}) "
                  f"outs({init} : {out_t}) {{")
        args = ", ".join([f"%a{i}: {e}" for i, (_, _, _, e) in enumerate(ins)] + [f"%acc: {out_elt}"])
        self.lines.append(f"  ^bb0({args}):")
        for b in body:
            self.emit("  " + b)
        self.emit(f"}} -> {out_t}")
        return r


def linalg_form(s, softmax="named", mask="gt", scale_pos="before", out="bf16",
                fused_scale_mask=False, kt="transpose", pv_out="f32", div=False):
    """softmax: named (linalg.softmax) or decomposed (generics: max, sub,
    exp, sum, div). scale_pos: before / after the mask. fused_scale_mask:
    scale and mask in one generic. kt: transpose (linalg.transpose + plain
    batch_matmul) or maps (batch_matmul with a transposed indexing map).
    pv_out: the PV batch_matmul's result type (f32 + a truncf generic for a
    bf16 result, or bf16 directly as torch-mlir's bf16 bmm). mask: gt
    (`select(j > i, -inf, s)`), ge (`select(i >= j, s, -inf)`) or ge_i64
    (the ge mask on i64 index casts, as torch-mlir compares indices). div:
    the scale as a division by sqrt(d) (`scores / math.sqrt(d)`)."""
    n, d = s["n"], s["d"]
    scale = 1.0 / d ** 0.5
    qkv, sc, o = ty(s, n, d, "bf16"), ty(s, n, n, "f32"), ty(s, n, d, out)
    L = Linalg(s)
    L.emit("%zero = arith.constant 0.000000e+00 : f32")
    L.emit(f"%ninf = arith.constant {NINF} : f32")
    L.emit(f"%scale = arith.constant {(d ** 0.5 if div else scale)!r} : f32")
    if kt == "transpose":
        ktt = ty(s, d, n, "bf16")
        e = L.empty(ktt)
        L.emit(f"%kt = linalg.transpose ins(%k : {qkv}) outs({e} : {ktt}) permutation = [0, 2, 1]")
        f = L.fill("%zero", sc)
        L.emit(f"%s = linalg.batch_matmul ins(%q, %kt : {qkv}, {ktt}) outs({f} : {sc}) -> {sc}")
    else:
        f = L.fill("%zero", sc)
        L.emit("%s = linalg.batch_matmul indexing_maps = [affine_map<(b, i, j, k) -> (b, i, k)>, "
               "affine_map<(b, i, j, k) -> (b, j, k)>, affine_map<(b, i, j, k) -> (b, i, j)>] "
               f"ins(%q, %k : {qkv}, {qkv}) outs({f} : {sc}) -> {sc}")
    x = "%s"
    scale_op = "arith.divf" if div else "arith.mulf"
    scale_body = [f"%y = {scale_op} %a0, %scale : f32", "linalg.yield %y : f32"]
    if mask == "gt":
        mask_body = ["%i = linalg.index 1 : index", "%j = linalg.index 2 : index",
                     "%future = arith.cmpi ugt, %j, %i : index",
                     "%y = arith.select %future, %ninf, %a0 : f32", "linalg.yield %y : f32"]
    elif mask == "ge_i64":
        mask_body = ["%ix = linalg.index 1 : index", "%jx = linalg.index 2 : index",
                     "%i = arith.index_cast %ix : index to i64", "%j = arith.index_cast %jx : index to i64",
                     "%past = arith.cmpi sge, %i, %j : i64",
                     "%y = arith.select %past, %a0, %ninf : f32", "linalg.yield %y : f32"]
    else:
        mask_body = ["%i = linalg.index 1 : index", "%j = linalg.index 2 : index",
                     "%past = arith.cmpi uge, %i, %j : index",
                     "%y = arith.select %past, %a0, %ninf : f32", "linalg.yield %y : f32"]
    if not s["causal"]:
        x = L.generic([(x, sc, "#id", "f32")], sc, scale_body)
    elif fused_scale_mask:
        if scale_pos == "before":
            body = [f"%z = {scale_op} %a0, %scale : f32"] + [
                l.replace("%a0", "%z") for l in mask_body]
        else:
            body = [l.replace("%y =", "%z =").replace("yield %y", "yield %z") for l in mask_body[:-1]] + [
                f"%y = {scale_op} %z, %scale : f32", "linalg.yield %y : f32"]
        x = L.generic([(x, sc, "#id", "f32")], sc, body)
    elif scale_pos == "before":
        x = L.generic([(x, sc, "#id", "f32")], sc, scale_body)
        x = L.generic([(x, sc, "#id", "f32")], sc, mask_body)
    else:
        x = L.generic([(x, sc, "#id", "f32")], sc, mask_body)
        x = L.generic([(x, sc, "#id", "f32")], sc, scale_body)
    if softmax == "named":
        e = L.empty(sc)
        p = L.fresh("p")
        L.emit(f"{p} = linalg.softmax dimension(2) ins({x} : {sc}) outs({e} : {sc}) -> {sc}")
    else:
        rt = ty(s, n, 1, "f32")
        red = ["parallel", "parallel", "reduction"]
        m = L.generic([(x, sc, "#id", "f32")], rt, ["%y = arith.maximumf %a0, %acc : f32", "linalg.yield %y : f32"],
                      maps="#row", iters=red, init=L.fill("%ninf", rt))
        dlt = L.generic([(x, sc, "#id", "f32"), (m, rt, "#row", "f32")], sc,
                        ["%y = arith.subf %a0, %a1 : f32", "linalg.yield %y : f32"])
        ex = L.generic([(dlt, sc, "#id", "f32")], sc, ["%y = math.exp %a0 : f32", "linalg.yield %y : f32"])
        sm = L.generic([(ex, sc, "#id", "f32")], rt, ["%y = arith.addf %a0, %acc : f32", "linalg.yield %y : f32"],
                       maps="#row", iters=red, init=L.fill("%zero", rt))
        p = L.generic([(ex, sc, "#id", "f32"), (sm, rt, "#row", "f32")], sc,
                      ["%y = arith.divf %a0, %a1 : f32", "linalg.yield %y : f32"])
    pbt = ty(s, n, n, "bf16")
    pb = L.generic([(p, sc, "#id", "f32")], pbt, ["%y = arith.truncf %a0 : f32 to bf16", "linalg.yield %y : bf16"],
                   out_elt="bf16")
    ot = ty(s, n, d, pv_out)
    if pv_out == "f32":
        fo = L.fill("%zero", ot)
    else:
        e = L.empty(ot)
        fo = L.fresh("fill")
        L.emit(f"%zb = arith.constant 0.000000e+00 : {pv_out}")
        L.emit(f"{fo} = linalg.fill ins(%zb : {pv_out}) outs({e} : {ot}) -> {ot}")
    L.emit(f"%o = linalg.batch_matmul ins({pb}, %v : {pbt}, {qkv}) outs({fo} : {ot}) -> {ot}")
    r = "%o"
    if out != pv_out:
        r = L.generic([("%o", ot, "#id", pv_out)], o,
                      [f"%y = arith.truncf %a0 : {pv_out} to {out}", f"linalg.yield %y : {out}"], out_elt=out)
    L.emit(f"return {r} : {o}")
    return (MAPS + f"func.func @attention(%q: {qkv}, %k: {qkv}, %v: {qkv}) -> {o} {{\n"
            + "\n".join(L.lines) + "\n}\n")


# ---------------------------------------------------------------------------
# TOSA (no index op: the causal mask would be a constant or an argument, so
# the TOSA forms are the unmasked cases)
# ---------------------------------------------------------------------------

def tosa_form(s, out="bf16", kt="transpose"):
    n, d, b = s["n"], s["d"], s["b"]
    scale = 1.0 / d ** 0.5
    qkv, sc, o = ty(s, n, d, "bf16"), ty(s, n, n, "f32"), ty(s, n, d, out)
    rt = ty(s, n, 1, "f32")
    ktt = ty(s, d, n, "bf16")
    pbt = ty(s, n, n, "bf16")
    ot = ty(s, n, d, "f32")
    lines = [f"func.func @attention(%q: {qkv}, %k: {qkv}, %v: {qkv}) -> {o} {{",
             '  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xbf16>}> : () -> tensor<1xbf16>',
             '  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>',
             f'  %scale = "tosa.const"() <{{values = dense<{scale!r}> : tensor<1x1x1xf32>}}> : () -> tensor<1x1x1xf32>',
             f"  %kt = tosa.transpose %k {{perms = array<i32: 0, 2, 1>}} : ({qkv}) -> {ktt}",
             f"  %s = tosa.matmul %q, %kt, %zp, %zp : ({qkv}, {ktt}, tensor<1xbf16>, tensor<1xbf16>) -> {sc}",
             f"  %x = tosa.mul %s, %scale, %shift : ({sc}, tensor<1x1x1xf32>, tensor<1xi8>) -> {sc}",
             f"  %m = tosa.reduce_max %x {{axis = 2 : i32}} : ({sc}) -> {rt}",
             f"  %d = tosa.sub %x, %m : ({sc}, {rt}) -> {sc}",
             f"  %e = tosa.exp %d : ({sc}) -> {sc}",
             f"  %l = tosa.reduce_sum %e {{axis = 2 : i32}} : ({sc}) -> {rt}",
             f"  %r = tosa.reciprocal %l : ({rt}) -> {rt}",
             f"  %p = tosa.mul %e, %r, %shift : ({sc}, {rt}, tensor<1xi8>) -> {sc}",
             f"  %pb = tosa.cast %p : ({sc}) -> {pbt}",
             f"  %o = tosa.matmul %pb, %v, %zp, %zp : ({pbt}, {qkv}, tensor<1xbf16>, tensor<1xbf16>) -> {ot}"]
    if out == "f32":
        lines.append(f"  return %o : {o}")
    else:
        lines += [f"  %ob = tosa.cast %o : ({ot}) -> {o}", f"  return %ob : {o}"]
    return "\n".join(lines) + "\n}\n"


# ---------------------------------------------------------------------------
# The forms: name -> (generator, reference form, applies to causal / full)
# ---------------------------------------------------------------------------

def _both(_):
    return True


def _causal(s):
    return s["causal"]


def _full(s):
    return not s["causal"]


FORMS = {
    # References: the fuse dialect as bench/gen_inputs.py writes it.
    "fuse": (lambda s: fuse_form(s), None, _both),
    "fuse_f32": (lambda s: fuse_form(s, out="f32"), None, _both),
    # fuse dialect, other spellings.
    "fuse_mask_ge": (lambda s: fuse_form(s, mask="ge"), "fuse", _causal),
    "fuse_scale_map": (lambda s: fuse_form(s, scale_in_matmul=False), "fuse", _both),
    # linalg.softmax (torch-mlir with the softmax kept named).
    "linalg_softmax": (lambda s: linalg_form(s), "fuse", _both),
    "linalg_softmax_mask_ge": (lambda s: linalg_form(s, mask="ge"), "fuse", _causal),
    "linalg_softmax_scale_after": (lambda s: linalg_form(s, scale_pos="after"), "fuse", _causal),
    "linalg_softmax_ge_after": (lambda s: linalg_form(s, mask="ge", scale_pos="after"), "fuse", _causal),
    "linalg_softmax_one_generic": (lambda s: linalg_form(s, fused_scale_mask=True), "fuse", _causal),
    "linalg_softmax_one_generic_ge_after": (
        lambda s: linalg_form(s, fused_scale_mask=True, mask="ge", scale_pos="after"), "fuse", _causal),
    "linalg_softmax_div": (lambda s: linalg_form(s, div=True), "fuse", _both),
    "linalg_softmax_mask_i64": (lambda s: linalg_form(s, mask="ge_i64"), "fuse", _causal),
    "linalg_softmax_kt_maps": (lambda s: linalg_form(s, kt="maps"), "fuse", _both),
    "linalg_softmax_bf16_bmm": (lambda s: linalg_form(s, pv_out="bf16"), "fuse", _both),
    "linalg_softmax_f32": (lambda s: linalg_form(s, out="f32"), "fuse_f32", _both),
    # The softmax decomposed into generics (max, sub, exp, sum, div).
    "linalg_decomposed": (lambda s: linalg_form(s, softmax="decomposed"), "fuse", _both),
    "linalg_decomposed_ge_after": (
        lambda s: linalg_form(s, softmax="decomposed", mask="ge", scale_pos="after"), "fuse", _causal),
    "linalg_decomposed_f32": (lambda s: linalg_form(s, softmax="decomposed", out="f32"), "fuse_f32", _both),
    # TOSA (tosa-to-linalg, then raised).
    "tosa": (lambda s: tosa_form(s), "fuse", _full),
    "tosa_f32": (lambda s: tosa_form(s, out="f32"), "fuse_f32", _full),
}


def gen(out, kind, cases=None):
    written = []
    for s in shapes(kind):
        if cases and not re.search(cases, case_name(s)):
            continue
        for form, (fn, _, applies) in FORMS.items():
            if not applies(s):
                continue
            os.makedirs(os.path.join(out, form), exist_ok=True)
            path = os.path.join(out, form, case_name(s) + ".mlir")
            with open(path, "w") as f:
                f.write(fn(s))
            written.append((form, s, path))
    return written


# ---------------------------------------------------------------------------
# Comparison
# ---------------------------------------------------------------------------

def normalize_ptx(text):
    """The PTX with its kernel names replaced by K0, K1.. (in order of
    appearance) and its header comments dropped."""
    names = re.findall(r"\.entry\s+([A-Za-z_$][\w$]*)", text)
    for i, name in enumerate(dict.fromkeys(names)):
        text = re.sub(r"\b" + re.escape(name) + r"\b", f"K{i}", text)
    return "\n".join(l for l in text.splitlines() if not l.startswith("//"))


def kernel_configs(fuse_text):
    return re.findall(r"#fuse\.kernel_config<[^>]*>", fuse_text)


def compile_form(fusec, path, ptx, flags=()):
    """(result, None) or (None, the error): fusec PATH -o PTX, then
    --emit=fuse."""
    r = subprocess.run([fusec, *flags, path, "-o", ptx], capture_output=True, text=True)
    if r.returncode != 0 or not os.path.exists(ptx):
        return None, (r.stderr.strip().splitlines() or ["fusec failed"])[0]
    f = subprocess.run([fusec, *flags, path, "--emit=fuse"], capture_output=True, text=True)
    text = open(ptx).read()
    return dict(kernels=len(re.findall(r"\.entry\s", text)), configs=kernel_configs(f.stdout),
                ptx=normalize_ptx(text), raw=text), None


def first_difference(a, b):
    al, bl = a.splitlines(), b.splitlines()
    for i, (x, y) in enumerate(zip(al, bl)):
        if x != y:
            return f"line {i + 1}: {x.strip()!r} vs {y.strip()!r}"
    return f"{len(al)} vs {len(bl)} lines"


def check(args):
    work = args.work or "/tmp/fusec-forms-check"
    written = gen(work, args.shapes, args.cases)
    results = {}
    for form, s, path in written:
        res, err = compile_form(args.fusec, path, path[:-5] + ".ptx", args.flags)
        results[(form, case_name(s))] = res if res else err
    bad = 0
    for form, s, path in written:
        case = case_name(s)
        res = results[(form, case)]
        ref = FORMS[form][1]
        if isinstance(res, str):
            bad += 1
            print(f"FAIL {form} {case}: fusec failed: {res}")
            continue
        summary = f"{res['kernels']} kernel(s), {len(res['ptx'].splitlines())} PTX lines"
        if ref is None:
            print(f"REF  {form} {case}: {summary}; {' '.join(res['configs'])}")
            continue
        r = results[(ref, case)]
        if isinstance(r, str):
            bad += 1
            print(f"FAIL {form} {case}: reference {ref} failed")
            continue
        why = []
        if res["kernels"] != r["kernels"]:
            why.append(f"{res['kernels']} kernels, {ref} {r['kernels']}")
        if res["configs"] != r["configs"]:
            why.append(f"config {' '.join(res['configs'])} vs {' '.join(r['configs'])}")
        if res["ptx"] != r["ptx"]:
            why.append("PTX differs at " + first_difference(res["ptx"], r["ptx"]))
        if why:
            bad += 1
            print(f"DIFF {form} {case} vs {ref}: " + "; ".join(why))
        else:
            print(f"SAME {form} {case} as {ref}: {summary}")
    total = len(written) - sum(1 for f, _, _ in written if FORMS[f][1] is None)
    print(f"forms.py: {total - bad} of {total} forms give their reference's kernel"
          f" ({args.shapes} shapes{''.join(' ' + f for f in args.flags)}, {work})")
    return 1 if bad else 0


def carry(args):
    """DIR/FORM/bench/CASE.ptx at the given shapes, DIR/FORM/check/CASE.ptx
    at the small ones (run_variants.sh verifies those against the fp64
    reference of the program as written), nlohmann for fuse-run."""
    fails = total = 0
    for sub, kind in (("bench", args.shapes), ("check", "small")):
        src = f"/tmp/fusec-forms-carry-src-{sub}"
        written = gen(src, kind, args.cases)
        total += len(written)
        for form, s, path in written:
            d = os.path.join(args.dir, form, sub)
            os.makedirs(d, exist_ok=True)
            r = subprocess.run([args.fusec, *args.flags, path, "-o", os.path.join(d, case_name(s) + ".ptx")],
                               capture_output=True, text=True)
            if r.returncode != 0:
                fails += 1
                print(f"{form}/{sub}/{case_name(s)}: fusec failed: {r.stderr.strip()[:200]}")
    subprocess.run(["bash", os.path.join(os.path.dirname(os.path.abspath(__file__)), "build_fuse_run.sh"),
                    "--carry", args.dir], check=False)
    # run_variants.sh takes the variants in `ls` order and divides by the
    # first: `fuse` sorts first.
    print(f"forms.py: {total - fails} of {total} compiled into {args.dir}"
          f" ({len({f for f in FORMS})} forms as variants; bench: {args.shapes} shapes, check: small)")
    return 1 if fails else 0


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = p.add_subparsers(dest="cmd", required=True)
    g = sub.add_parser("gen")
    g.add_argument("out")
    c = sub.add_parser("check")
    c.add_argument("--work")
    k = sub.add_parser("carry")
    k.add_argument("dir")
    for q in (g, c, k):
        q.add_argument("--shapes", choices=("bench", "small"), default="bench")
        q.add_argument("--cases", help="a regex over the case names (attn_d64_n2048_causal ...)")
    for q in (c, k):
        q.add_argument("--flag", dest="flags", action="append", default=[],
                       help="a fusec flag for every compile (repeatable), e.g. --flag=--arch=sm_80")
        q.add_argument("--fusec", default=os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                                       "..", "build", "bin", "fusec"))
    args = p.parse_args()
    if args.cmd == "gen":
        for form, s, path in gen(args.out, args.shapes, args.cases):
            print(path)
        return 0
    return check(args) if args.cmd == "check" else carry(args)


if __name__ == "__main__":
    sys.exit(main())
