#!/usr/bin/env python3
"""Writes the mask benchmark's inputs: attention (fuse dialect, unfused, the
way a user writes it) with masks computed from the indices in several
spellings, for the key-band analysis (docs/Design.md, "Mask analysis").

Usage: gen_masks.py OUTDIR     writes OUTDIR/NAME.mlir for every case
       gen_masks.py --list     prints the cases: NAME B H N D MASK PARAM

MASK (keep the key j for query i iff ...):
  full        every key
  causal      j <= i                                   (cmpi ugt, select)
  window      j <= i and i - j < W   (ori of two compares, select)
  window_i64  the same from i64 casts, an additive 0 / -inf bias (andi)
  window_u    the same as one unsigned compare (i - j) <u W
  chunked     i / W == j / W and j <= i                (chunked causal)
  prefix      j < W or j <= i                          (prefix-LM: a union
              of two half-lines, the band j <= max(W - 1, i))
  dilated     j mod W == 0                             (no band at all)
  alibi       j <= i, logit - 0.0625 (i - j)           (ALiBi slope, causal)
  softcap     j <= i, logit 50 tanh(logit / 50)        (softcap, causal)
  alibih      j <= i, logit + slope[h] (j - i)         (ALiBi with a slope per
              head, an f32 input)
  relbias     j <= i, logit + rb[h, i - j + N - 1]     (a relative-position
              bias table, an f32 input)
  kvlen       j < len[b]                               (a KV-cache length per
              batch, an i32 input: the band's bound read at run time)
  kvcausal    j < len[b] and j <= i                    (causal, sequences of
              len[b] tokens padded on the right to N)
  docs        doc[b, i] == doc[b, j] and j <= i        (a packed batch of
              PARAM documents of random lengths, causal within each: an i32
              input of document ids; the block table's case)
  docs_bidir  doc[b, i] == doc[b, j]                   (the same, not causal)
  keypad      pad[b, j]                                (key padding, an i1
              input per key)
  docsdyn     docs with a dynamic batch and sequence length (`?`)
  matcausal   m[i, j]                                  (the causal triangle
              as an i1 matrix input: the block table bounds the matrix)
  matblocks   m[i, j]                                  (an i1 matrix keeping
              random 128 x 128 blocks, a quarter of them, and the diagonal's)
  matfloat    m[i, j] != 0.0                           (matblocks' matrix in
              f32, bounded by the block table over its values' order)
  mataddf     logit + m[i, j], m 0 or finfo(f32).min   (Hugging Face's
              additive causal mask: a -inf select where m <= -65504, so the
              block table bounds it)
  mataddz     logit + m[i, j], m all 0                 (the same kernel with
              no key masked: the block table's cost)
  mataddfm    logit + min(m[i, j], 0)                  (mataddf's values through
              an op: no select, every block computed)
  padaddf     logit + pad[b, j], 0 or finfo(f32).min   (key padding added,
              as Hugging Face's encoders write it, [B, 1, 1, N] there)
"""
import sys

ATTENTION = """\
func.func @{name}(%q: tensor<{b}x{h}x{n}x{d}xbf16>, %k: tensor<{b}x{h}x{n}x{d}xbf16>,
                 %v: tensor<{b}x{h}x{n}x{d}xbf16>) -> tensor<{b}x{h}x{n}x{d}xbf16> {{
  %s = fuse.matmul %q, %k transpose_rhs scale {scale}
      : tensor<{b}x{h}x{n}x{d}xbf16>, tensor<{b}x{h}x{n}x{d}xbf16> -> tensor<{b}x{h}x{n}x{n}xf32>
{mask}  %p = fuse.softmax %{logits} axis = 3 : tensor<{b}x{h}x{n}x{n}xf32>
  %o = fuse.matmul %p, %v : tensor<{b}x{h}x{n}x{n}xf32>, tensor<{b}x{h}x{n}x{d}xbf16> -> tensor<{b}x{h}x{n}x{d}xbf16>
  return %o : tensor<{b}x{h}x{n}x{d}xbf16>
}}
"""

MAP = """\
  %m = fuse.map ins(%s : tensor<{b}x{h}x{n}x{n}xf32>) -> tensor<{b}x{h}x{n}x{n}xf32> {{
  ^bb0(%x: f32):
    %i = fuse.index 2 : index
    %j = fuse.index 3 : index
    %ninf = arith.constant 0xFF800000 : f32
{body}    fuse.yield %y : f32
  }}
"""

# Masks that read a length per batch (an i32 input, arg3): an aggregate
# with a broadcast map, as a frontend's broadcast lowers.
LENGTH = """\
  %m = fuse.aggregate #fuse.add dims [b = {b}, h = {h}, i = {n}, j = {n}] reduce []
      ins(%s, %len : tensor<{b}x{h}x{n}x{n}xf32>, tensor<{b}xi32>)
      maps [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b)>]
      -> tensor<{b}x{h}x{n}x{n}xf32> {{
  ^bb0(%x: f32, %l: i32):
    %i = fuse.index 2 : index
    %j = fuse.index 3 : index
    %ninf = arith.constant 0xFF800000 : f32
    %jj = arith.index_cast %j : index to i32
    %ii = arith.index_cast %i : index to i32
{body}    fuse.yield %y : f32
  }}
"""

LENGTH_BODIES = {
    "kvlen": """\
    %keep = arith.cmpi slt, %jj, %l : i32
    %y = arith.select %keep, %x, %ninf : f32
""",
    "kvcausal": """\
    %keep = arith.cmpi slt, %jj, %l : i32
    %past = arith.cmpi sle, %jj, %ii : i32
    %both = arith.andi %keep, %past : i1
    %y = arith.select %both, %x, %ninf : f32
""",
}

# Per-batch lengths of the kvlen cases (B = 2).
LENGTHS = (1000, 3000)

# Biases read from an f32 input (arg3), causal: ALiBi with a slope per head
# (slope[h] (j - i), slope an [H] input), and a relative-position bias table
# (rb[h, i - j + N - 1], rb an [H, 2N - 1] input, as T5's buckets before
# bucketing).
BIAS = """\
  %m = fuse.aggregate #fuse.add dims [b = {b}, h = {h}, i = {n}, j = {n}] reduce []
      ins(%s, %t : tensor<{b}x{h}x{n}x{n}xf32>, tensor<{shape}xf32>)
      maps [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> ({index})>]
      -> tensor<{b}x{h}x{n}x{n}xf32> {{
  ^bb0(%x: f32, %t0: f32):
    %i = fuse.index 2 : index
    %j = fuse.index 3 : index
    %ninf = arith.constant 0xFF800000 : f32
    %bad = arith.cmpi ugt, %j, %i : index
{body}    %y = arith.select %bad, %ninf, %biased : f32
    fuse.yield %y : f32
  }}
"""

BIAS_BODIES = {
    "alibih": ("{h}", "h", """\
    %ii = arith.index_cast %i : index to i64
    %jj = arith.index_cast %j : index to i64
    %rel = arith.subi %jj, %ii : i64
    %relf = arith.sitofp %rel : i64 to f32
    %bias = arith.mulf %t0, %relf : f32
    %biased = arith.addf %x, %bias : f32
"""),
    "relbias": ("{h}x{n2}", "h, i - j + {n1}", """\
    %biased = arith.addf %x, %t0 : f32
"""),
}

def bias_input(mask, h, n, rng):
    """arg3 of a BIAS case: ALiBi's slopes 2^(-8 (h + 1) / H), or a random
    bias table [H, 2N - 1]."""
    import numpy as np
    if mask == "alibih":
        return np.array([2.0 ** (-8.0 * (x + 1) / h) for x in range(h)])
    return rng.standard_normal((h, 2 * n - 1))

# Masks read from a tensor per query and per key (arg3): document ids
# (i32, read at [b, i] and [b, j]) or key padding (i1, read at [b, j]).
TABLE = """\
  %m = fuse.aggregate #fuse.add dims [b = {b}, h = {h}, i = {n}, j = {n}] reduce []
      ins(%s, %t, %t : tensor<{b}x{h}x{n}x{n}xf32>, tensor<{b}x{n}x{ty}>, tensor<{b}x{n}x{ty}>)
      maps [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, i)>,
            affine_map<(b, h, i, j) -> (b, j)>]
      -> tensor<{b}x{h}x{n}x{n}xf32> {{
  ^bb0(%x: f32, %ti: {ty}, %tj: {ty}):
    %i = fuse.index 2 : index
    %j = fuse.index 3 : index
    %ninf = arith.constant 0xFF800000 : f32
{body}    fuse.yield %y : f32
  }}
"""

# The dynamic form of a TABLE case: a `?` batch and sequence length.
DYNAMIC = {"docsdyn": "docs"}

TABLE_BODIES = {
    "docs": ("i32", """\
    %same = arith.cmpi eq, %ti, %tj : i32
    %past = arith.cmpi ule, %j, %i : index
    %keep = arith.andi %same, %past : i1
    %y = arith.select %keep, %x, %ninf : f32
"""),
    "docs_bidir": ("i32", """\
    %other = arith.cmpi ne, %ti, %tj : i32
    %y = arith.select %other, %ninf, %x : f32
"""),
    "keypad": ("i1", """\
    %y = arith.select %tj, %x, %ninf : f32
"""),
    "padaddf": ("f32", """\
    %y = arith.addf %x, %tj : f32
"""),
}

# Per-batch unpadded key counts of the keypad cases (B = 2).
PAD_LENGTHS = (3000, 1500)

def table_input(mask, b, n, p, rng):
    """arg3 of a TABLE case: document ids of p documents of random lengths
    (sorted cut points), or the key padding of PAD_LENGTHS."""
    import numpy as np
    if mask in ("keypad", "padaddf"):
        return np.array([[1.0 if j < PAD_LENGTHS[x] else 0.0 for j in range(n)]
                         for x in range(b)])
    out = np.zeros((b, n))
    for x in range(b):
        cuts = np.sort(rng.choice(np.arange(1, n), size=p - 1, replace=False))
        out[x] = np.searchsorted(cuts, np.arange(n), side="right")
    return out

MATRIX = """\
  %m = fuse.aggregate #fuse.add dims [b = {b}, h = {h}, i = {n}, j = {n}] reduce []
      ins(%s, %t : tensor<{b}x{h}x{n}x{n}xf32>, tensor<{n}x{n}x{ty}>)
      maps [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (i, j)>]
      -> tensor<{b}x{h}x{n}x{n}xf32> {{
  ^bb0(%x: f32, %tij: {ty}):
    %ninf = arith.constant 0xFF800000 : f32
{body}    fuse.yield %y : f32
  }}
"""

MATRIX_BODIES = {
    "matcausal": ("i1", """\
    %y = arith.select %tij, %x, %ninf : f32
"""),
    "matblocks": ("i1", """\
    %y = arith.select %tij, %x, %ninf : f32
"""),
    "matfloat": ("f32", """\
    %zero = arith.constant 0.0 : f32
    %keep = arith.cmpf une, %tij, %zero : f32
    %y = arith.select %keep, %x, %ninf : f32
"""),
    "mataddf": ("f32", """\
    %y = arith.addf %x, %tij : f32
"""),
    "mataddz": ("f32", """\
    %y = arith.addf %x, %tij : f32
"""),
    "mataddfm": ("f32", """\
    %zero = arith.constant 0.0 : f32
    %u = arith.minimumf %tij, %zero : f32
    %y = arith.addf %x, %u : f32
"""),
}

# Matrix masks added to the logit: 0 where a key is kept, the lowest f32
# (torch.finfo(float32).min, as Hugging Face writes it) where masked.
ADDITIVE = ("mataddf", "mataddz", "mataddfm", "padaddf")

def matrix_input(mask, n):
    """arg3 of a MATRIX case: [n, n], 1 where query i keeps key j."""
    import numpy as np
    if mask in ("matcausal", "mataddf", "mataddfm"):
        return np.tril(np.ones((n, n)))
    if mask == "mataddz":
        return np.ones((n, n))
    blocks = -(-n // 128)
    keep = np.random.default_rng(3).random((blocks, blocks)) < 0.25
    np.fill_diagonal(keep, True)
    return np.kron(keep, np.ones((128, 128)))[:n, :n]

BODIES = {
    "causal": """\
    %bad = arith.cmpi ugt, %j, %i : index
    %y = arith.select %bad, %ninf, %x : f32
""",
    "window": """\
    %w = arith.constant {p} : index
    %future = arith.cmpi ugt, %j, %i : index
    %dist = arith.subi %i, %j : index
    %far = arith.cmpi sge, %dist, %w : index
    %bad = arith.ori %future, %far : i1
    %y = arith.select %bad, %ninf, %x : f32
""",
    "window_i64": """\
    %ii = arith.index_cast %i : index to i64
    %jj = arith.index_cast %j : index to i64
    %rel = arith.subi %jj, %ii : i64
    %zero = arith.constant 0 : i64
    %lim = arith.constant -{p} : i64
    %past = arith.cmpi sle, %rel, %zero : i64
    %near = arith.cmpi sgt, %rel, %lim : i64
    %keep = arith.andi %past, %near : i1
    %zf = arith.constant 0.0 : f32
    %bias = arith.select %keep, %zf, %ninf : f32
    %y = arith.addf %x, %bias : f32
""",
    "window_u": """\
    %w = arith.constant {p} : index
    %dist = arith.subi %i, %j : index
    %bad = arith.cmpi uge, %dist, %w : index
    %y = arith.select %bad, %ninf, %x : f32
""",
    "chunked": """\
    %c = arith.constant {p} : index
    %ci = arith.divui %i, %c : index
    %cj = arith.divui %j, %c : index
    %same = arith.cmpi eq, %ci, %cj : index
    %past = arith.cmpi ule, %j, %i : index
    %keep = arith.andi %same, %past : i1
    %y = arith.select %keep, %x, %ninf : f32
""",
    "prefix": """\
    %pre = arith.constant {p} : index
    %inpre = arith.cmpi ult, %j, %pre : index
    %past = arith.cmpi ule, %j, %i : index
    %keep = arith.ori %inpre, %past : i1
    %y = arith.select %keep, %x, %ninf : f32
""",
    "dilated": """\
    %step = arith.constant {p} : index
    %r = arith.remui %j, %step : index
    %z = arith.constant 0 : index
    %keep = arith.cmpi eq, %r, %z : index
    %y = arith.select %keep, %x, %ninf : f32
""",
    "alibi": """\
    %ii = arith.index_cast %i : index to i64
    %jj = arith.index_cast %j : index to i64
    %rel = arith.subi %jj, %ii : i64
    %zero = arith.constant 0 : i64
    %future = arith.cmpi sgt, %rel, %zero : i64
    %relf = arith.sitofp %rel : i64 to f32
    %slope = arith.constant 0.0625 : f32
    %bias = arith.mulf %relf, %slope : f32
    %biased = arith.addf %x, %bias : f32
    %y = arith.select %future, %ninf, %biased : f32
""",
    "softcap": """\
    %inv = arith.constant 0.02 : f32
    %cap = arith.constant 50.0 : f32
    %t0 = arith.mulf %x, %inv : f32
    %t1 = math.tanh %t0 : f32
    %sc = arith.mulf %t1, %cap : f32
    %bad = arith.cmpi ugt, %j, %i : index
    %y = arith.select %bad, %ninf, %sc : f32
""",
}

def cases():
    """name -> (B, H, N, d, mask, param): B x H = 32, N = 4096 (the issue's
    benchmark shape), d = 64 and 128."""
    out = {}
    for d in (64, 128):
        for mask, p in (("full", 0), ("causal", 0), ("window", 256), ("window", 1024),
                        ("window_i64", 256), ("window_u", 256), ("chunked", 512),
                        ("prefix", 512), ("dilated", 4), ("alibi", 0),
                        ("softcap", 0), ("alibih", 0), ("relbias", 0), ("kvlen", 0), ("kvcausal", 0),
                        ("docs", 16), ("docs_bidir", 16), ("keypad", 0),
                        ("matcausal", 0), ("matblocks", 0), ("matfloat", 0),
                        ("mataddf", 0), ("mataddz", 0), ("mataddfm", 0), ("padaddf", 0)):
            name = f"{mask}{p if p else ''}_d{d}"
            out[name] = (2, 16, 4096, d, mask, p)
        # Longer packed sequences: 64 documents in 16k tokens.
        out[f"docs64_n16k_d{d}"] = (1, 16, 16384, d, "docs", 64)
        out[f"docsdyn16_d{d}"] = (2, 16, 4096, d, "docsdyn", 16)
    return out

def write(name, b, h, n, d, mask, p):
    if mask in DYNAMIC:
        text = write(name, b, h, n, d, DYNAMIC[mask], p)
        for static, dynamic in ((f"{b}x{h}x{n}x{n}x", f"?x{h}x?x?x"),
                                (f"{b}x{h}x{n}x{d}x", f"?x{h}x?x{d}x"),
                                (f"{b}x{n}x", "?x?x"),
                                (f"b = {b}, h = {h}, i = {n}, j = {n}",
                                 f"b = ?, h = {h}, i = ?, j = ?")):
            text = text.replace(static, dynamic)
        return text
    if mask in BIAS_BODIES:
        shape, index, text = BIAS_BODIES[mask]
        shape = shape.format(h=h, n2=2 * n - 1)
        body = BIAS.format(b=b, h=h, n=n, shape=shape, index=index.format(n1=n - 1), body=text)
        text = ATTENTION.format(name=name, b=b, h=h, n=n, d=d, scale=d ** -0.5, mask=body, logits="m")
        return text.replace(f"%v: tensor<{b}x{h}x{n}x{d}xbf16>)",
                            f"%v: tensor<{b}x{h}x{n}x{d}xbf16>, %t: tensor<{shape}xf32>)", 1)
    if mask in LENGTH_BODIES:
        body = LENGTH.format(b=b, h=h, n=n, body=LENGTH_BODIES[mask])
    elif mask in TABLE_BODIES:
        ty, text = TABLE_BODIES[mask]
        body = TABLE.format(b=b, h=h, n=n, ty=ty, body=text)
    elif mask in MATRIX_BODIES:
        ty, text = MATRIX_BODIES[mask]
        body = MATRIX.format(b=b, h=h, n=n, ty=ty, body=text)
    else:
        body = "" if mask == "full" else MAP.format(b=b, h=h, n=n, body=BODIES[mask].format(p=p))
    text = ATTENTION.format(name=name, b=b, h=h, n=n, d=d, scale=d ** -0.5, mask=body,
                            logits="s" if mask == "full" else "m")
    if mask in LENGTH_BODIES:
        text = text.replace(f"%v: tensor<{b}x{h}x{n}x{d}xbf16>)",
                            f"%v: tensor<{b}x{h}x{n}x{d}xbf16>, %len: tensor<{b}xi32>)", 1)
    if mask in TABLE_BODIES:
        text = text.replace(f"%v: tensor<{b}x{h}x{n}x{d}xbf16>)",
                            f"%v: tensor<{b}x{h}x{n}x{d}xbf16>, %t: tensor<{b}x{n}x{TABLE_BODIES[mask][0]}>)", 1)
    if mask in MATRIX_BODIES:
        text = text.replace(f"%v: tensor<{b}x{h}x{n}x{d}xbf16>)",
                            f"%v: tensor<{b}x{h}x{n}x{d}xbf16>, %t: tensor<{n}x{n}x{MATRIX_BODIES[mask][0]}>)", 1)
    return text

if __name__ == "__main__":
    if sys.argv[1:] == ["--list"]:
        for name, c in cases().items():
            print(name, *c)
        sys.exit(0)
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    import os
    os.makedirs(sys.argv[1], exist_ok=True)
    for name, c in cases().items():
        with open(os.path.join(sys.argv[1], name + ".mlir"), "w") as f:
            f.write(write(name, *c))
