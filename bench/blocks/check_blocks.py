#!/usr/bin/env python3
"""GPU check of the issue-17 blocks (gen_blocks.py): runs each compiled block
with fuse-run on random inputs (fuse-run has no reference for their opaque
ops) and checks out0 against an fp64 reference of the program as written
(bf16 roundings where the program casts), normwise.

Usage: check_blocks.py FUSE_RUN DIR WORKDIR [NAME...]
  DIR holds NAME.ptx and NAME.manifest.json from `fusec NAME.mlir -o DIR/NAME.ptx`.
  A dynamic manifest (version 2) is run at each of its SIZES below."""
import json, os, sys
import numpy as np
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import fuse_run_io

def bf16(x):
    return fuse_run_io.to_f64(fuse_run_io.from_f64(x, "bf16"), "bf16")

def softmax(s):
    s = s - s.max(axis=-1, keepdims=True)
    p = np.exp(s)
    return p / p.sum(axis=-1, keepdims=True)

def gpt_ref(a, heads, d):
    x, wq, wk, wv, wo = (a[f"arg{i}"] for i in range(5))
    M, D = x.shape
    N = a.get("N") or M // a.get("B", 1)
    def split(t):  # [B*N, H*d]
        return t.reshape(-1, N, heads, d).transpose(0, 2, 1, 3)
    q, k, v = (split(bf16(x @ w)) for w in (wq, wk, wv))
    p = bf16(softmax(q @ k.transpose(0, 1, 3, 2) / np.sqrt(d)))
    o = bf16(p @ v).transpose(0, 2, 1, 3).reshape(M, D)
    return bf16(o @ wo)

def gpt_bf16_ref(a):
    """gen_blocks.gpt_bf16: every matmul rounded to bf16 once (f32
    accumulation), the scores and the scaled scores stored in bf16."""
    x, wq, wk, wv, wo = (a[f"arg{i}"] for i in range(5))
    M, D = x.shape
    H, d, N = a["H"], a["d"], a["N"]
    def split(t):
        return t.reshape(-1, N, H, d).transpose(0, 2, 1, 3)
    q, k, v = (split(bf16(x @ w)) for w in (wq, wk, wv))
    s = bf16(bf16(q @ k.transpose(0, 1, 3, 2)) * bf16(np.float64(1.0 / np.sqrt(d))))
    p = bf16(softmax(s))
    o = bf16(p @ v).transpose(0, 2, 1, 3).reshape(M, D)
    return bf16(o @ wo)

def attn_f16_ref(a):
    """attn_f16.mlir: the scores stored in f16, the softmax computed in f32
    and stored in f16 (fusec's opmath rule), P V rounded to f16 once."""
    f16 = lambda x: np.asarray(x).astype(np.float16).astype(np.float64)
    q, k, v = (a[f"arg{i}"] for i in range(3))
    s = f16(q @ k.transpose(0, 2, 1))
    return f16(f16(softmax(s)) @ v)

def attn_kvlen_ref(a):
    """attn_kvlen.mlir: f32 scores, keys j >= len[b] masked (-inf; a row
    with no key left is 0, fusec's softmax of an empty slice), P in bf16."""
    q, k, v, lens = (a[f"arg{i}"] for i in range(4))
    s = q @ k.transpose(0, 2, 1)
    keep = np.arange(s.shape[-1])[None, None, :] < lens[:, None, None]
    s = np.where(keep, s, -np.inf)
    m = s.max(axis=-1, keepdims=True)
    e = np.where(keep, np.exp(s - np.where(np.isfinite(m), m, 0)), 0)
    l = e.sum(axis=-1, keepdims=True)
    p = bf16(np.where(l > 0, e / np.where(l > 0, l, 1), 0))
    return bf16(p @ v)

def attn_f32_ref(a):
    """attn_f32.mlir in fp64 (the program's f32 semantics; fusec rounds Q,
    K, V and P to bf16 under --f32-precision=bf16)."""
    q, k, v = (a[f"arg{i}"] for i in range(3))
    return softmax(q @ k.transpose(0, 2, 1) * 0.125) @ v

def sgemm_ref(a):
    return a["arg0"] @ a["arg1"]

def kv_lengths(shape, rng):
    """Valid lengths in [0, 1024] (0: an empty cache row)."""
    return rng.integers(0, 1025, size=shape).astype(np.float64)

def tosa_gpt_ref(a):
    """The GPT block as TOSA writes it (gen_blocks.tosa_gpt): x [B, N, D],
    the same roundings as gpt (softmax as e * (1 / sum), equal in fp64)."""
    x = a["arg0"]
    B, N, D = x.shape
    flat = dict(a, arg0=x.reshape(B * N, D), N=N)
    return gpt_ref(flat, a["H"], a["d"]).reshape(B, N, D)

def attn_ref(a):
    q, k, v = a["arg0"], a["arg1"], a["arg2"]
    return bf16(bf16(softmax(q @ k.transpose(0, 2, 1) * 0.125)) @ v)

def gelu(x):
    return 0.5 * x * (1 + np.tanh(0.7978845608028654 * (x + 0.044715 * x ** 3)))

def mlp_ref(a):
    x, w1, b1, w2, b2 = (a[f"arg{i}"] for i in range(5))
    h = bf16(gelu(x @ w1 + b1))
    return bf16(h @ w2.T + b2 + x)  # w2 stored [out, in] (nn.Linear)

def layer_ref(a):
    """The GPT layer: attention block, residual (cast to bf16), MLP with
    its residual (args: x, wq, wk, wv, wo, w1, b1, w2, b2)."""
    h1 = bf16(gpt_ref(a, a["H"], a["d"]) + a["arg0"])
    return mlp_ref({"arg0": h1, "arg1": a["arg5"], "arg2": a["arg6"],
                    "arg3": a["arg7"], "arg4": a["arg8"]})

def bert_ref(a):
    """BERT attention block (gen_blocks.bert): nn.Linear weights [out, in],
    biases, the additive padding mask [B, 1, 1, N], output projection +
    bias + residual; bf16 where the program casts."""
    x, wq, bq, wk, bk, wv, bv, wo, bo, mask = (a[f"arg{i}"] for i in range(10))
    H, d = a["H"], a["d"]
    shape = x.shape
    if x.ndim == 3:  # bert_dyn: x [B, N, D], B and N the launch's s0, s1
        N = shape[1]
        x = x.reshape(-1, shape[2])
    else:
        N = a["N"]
    M, D = x.shape
    def split(t):
        return t.reshape(-1, N, H, d).transpose(0, 2, 1, 3)
    q, k, v = (split(bf16(x @ w.T + b)) for w, b in ((wq, bq), (wk, bk), (wv, bv)))
    s = q @ k.transpose(0, 1, 3, 2) * (1.0 / np.sqrt(d)) + mask  # mask [B, 1, 1, N]
    p = bf16(softmax(s))
    o = bf16(p @ v).transpose(0, 2, 1, 3).reshape(M, D)
    return bf16(o @ wo.T + bo + x).reshape(shape)

def gqa_ref(a):
    """GQA GPT block (gen_blocks.gqa): K/V heads repeated (repeat_interleave)
    to the query heads, causal mask."""
    x, wq, wk, wv, wo = (a[f"arg{i}"] for i in range(5))
    Hq, Hkv, d = a["Hq"], a["Hkv"], a["d"]
    M, D = x.shape
    N = a.get("N") or M // a.get("B", 1)  # gqa_dyn: one sequence of s0 tokens
    def split(t, h):
        return t.reshape(-1, N, h, d).transpose(0, 2, 1, 3)
    q = split(bf16(x @ wq), Hq)
    k, v = (np.repeat(split(bf16(x @ w), Hkv), Hq // Hkv, axis=1) for w in (wk, wv))
    s = q @ k.transpose(0, 1, 3, 2) * (1.0 / np.sqrt(d))
    s = np.where(np.tril(np.ones((N, N), dtype=bool)), s, -np.inf)
    p = bf16(softmax(s))
    o = bf16(p @ v).transpose(0, 2, 1, 3).reshape(M, D)
    return bf16(o @ wo)

def padding_mask(shape, rng):
    """An additive BERT padding mask [B, 1, 1, N]: 0 for the first L_b keys
    of batch b (L_b random, at least 1), -1e4 after (HF's extended mask)."""
    B, N = shape[0], shape[-1]
    m = np.zeros(shape)
    for b in range(B):
        m[b, ..., rng.integers(1, N + 1):] = -1e4
    return m

# Inputs that are not uniform noise: name -> {buffer: generator(shape, rng)}.
SPECIAL_INPUTS = {"bert": {"arg9": padding_mask}, "bert_dyn": {"arg9": padding_mask},
                  "attn_kvlen": {"arg3": kv_lengths}}

# name: (reference, {symbol: value} launches for dynamic manifests)
CASES = {
    "gpt": (lambda a: gpt_ref(a, a["H"], a["d"]), [{}]),
    "gpt_bf16": (gpt_bf16_ref, [{}]),
    "attn_f16": (attn_f16_ref, [{}]),
    "attn_kvlen": (attn_kvlen_ref, [{}]),
    "attn_f32": (attn_f32_ref, [{}]),
    "sgemm": (sgemm_ref, [{}]),
    "gpt_dyn": (lambda a: gpt_ref(a, a["H"], a["d"]), [{"s0": 256}, {"s0": 1000}, {"s0": 2048}, {"s0": 77}]),
    "attn_dyn": (attn_ref, [{"s0": 2, "s1": 1024, "s2": 1024}, {"s0": 3, "s1": 200, "s2": 333}, {"s0": 1, "s1": 1, "s2": 4096}]),
    "mlp": (mlp_ref, [{}]),
    "bert": (bert_ref, [{}]),
    "gqa": (gqa_ref, [{}]),
    "tosa_gpt": (tosa_gpt_ref, [{}]),
    "layer": (layer_ref, [{}]),
    # bert_dyn: s0 = batch, s1 = sequence length (x [s0, s1, 1024], the
    # mask [s0, 1, 1, s1]); gqa_dyn and mlp_dyn: s0 = tokens.
    "bert_dyn": (bert_ref, [{"s0": 2, "s1": 1024}, {"s0": 3, "s1": 77}, {"s0": 1, "s1": 1000}, {"s0": 8, "s1": 128}, {"s0": 5, "s1": 333}]),
    "gqa_dyn": (gqa_ref, [{"s0": 256}, {"s0": 1000}, {"s0": 2048}, {"s0": 77}]),
    "mlp_dyn": (mlp_ref, [{"s0": 77}, {"s0": 256}, {"s0": 1000}, {"s0": 2048}, {"s0": 4097}]),
}

def main(fuse_run, here, work, *names):
    os.makedirs(work, exist_ok=True)
    fails = 0
    for name in names or CASES:
        path = os.path.join(here, name + ".manifest.json")
        if not os.path.exists(path):
            print(name, "no manifest"); fails += 1; continue
        ref_fn, launches = CASES[name]
        man = json.load(open(path))
        for seed, sizes in enumerate(launches):
            rng = np.random.default_rng(seed)
            meta = dict(json.load(open(os.path.join(here, name + ".meta.json")))) if os.path.exists(os.path.join(here, name + ".meta.json")) else {}
            meta.update(sizes)
            env = dict(meta)
            dims = {}
            inputs = {}
            for b in man["buffers"]:
                if b["kind"] != "input":
                    continue
                shape = [s if isinstance(s, int) else eval(s, {}, dict(meta)) for s in b["shape"]]
                for s, e in zip(b["shape"], shape):
                    if not isinstance(s, int):
                        dims[s] = e
                special = SPECIAL_INPUTS.get(name, {}).get(b["name"])
                if special:
                    inputs[b["name"]] = special(shape, rng)
                    continue
                scale = 1.0 if len(shape) < 2 or b["name"] == "arg0" else 1.0 / np.sqrt(shape[0])
                inputs[b["name"]] = rng.uniform(-1, 1, size=shape) * scale
            result = fuse_run_io.run(fuse_run, path, work, name, inputs, dims)
            if result is None:
                fails += 1
                continue
            vals, got, man = result
            vals.update(meta)
            fails += not fuse_run_io.compare(f"{name} {sizes}", man, got, ref_fn(vals))
    print("failures:", fails)
    return 1 if fails else 0

if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
