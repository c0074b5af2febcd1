#!/usr/bin/env python3
"""GPU check and timing of the mask benchmark (gen_masks.py): each case's
kernel against an fp64 reference of the program as written (on the GPU),
then fusec (fuse-run, median of 50), FlexAttention with the same mask_mod /
score_mod and, for full and causal, SDPA cuDNN, all in this one run.

Usage: check_masks.py FUSE_RUN DIR WORKDIR [REGEX]
  DIR: NAME.ptx, NAME.manifest.json; REGEX: only the cases it matches."""
import json, os, re, subprocess, sys
import numpy as np
import torch
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "blocks"))
import fuse_run_io
import gen_masks
from torch_blocks import bench  # median of CUDA-event timings

def mask_mod(mask, p, lens=None):
    """FlexAttention's mask_mod for a mask of gen_masks.py's table; on
    index tensors it also gives the fp64 reference's keep mask. `lens`: the
    kvlen cases' lengths per batch, or the docs / keypad cases' [B, N]
    document ids or key padding (a tensor on the GPU)."""
    mask = gen_masks.DYNAMIC.get(mask, mask)
    def mod(b, h, i, j):
        if mask in gen_masks.MATRIX_BODIES:
            return lens[i, j]
        if mask in ("docs", "docs_bidir"):
            same = lens[b, i] == lens[b, j]
            return same & (j <= i) if mask == "docs" else same
        if mask in ("keypad", "padaddf"):
            return lens[b, j]
        if mask in ("causal", "alibi", "softcap", "alibih", "relbias"):
            return j <= i
        if mask == "kvlen":
            return j < lens[b]
        if mask == "kvcausal":
            return (j < lens[b]) & (j <= i)
        if mask in ("window", "window_i64", "window_u"):
            return (j <= i) & (i - j < p)
        return {"chunked": lambda: (i // p == j // p) & (j <= i),
                "prefix": lambda: (j < p) | (j <= i),
                "dilated": lambda: j % p == 0}[mask]()
    return mod

def keep_mask(mask, p, n, dev, lens=None):
    """[B or 1, 1, n, n] bool: whether query i keeps key j."""
    if mask == "full":
        return torch.ones(1, 1, n, n, dtype=torch.bool, device=dev)
    i = torch.arange(n, device=dev)[None, None, :, None]
    j = torch.arange(n, device=dev)[None, None, None, :]
    b = torch.arange(lens.shape[0], device=dev)[:, None, None, None] if lens is not None else None
    return mask_mod(mask, p, lens)(b, None, i, j)

def score_mod(mask, bias):
    """FlexAttention's score_mod of a case (None: none); `bias` the BIAS
    cases' input on the GPU. On index tensors it also gives the fp64
    reference's scores."""
    n1 = bias.shape[-1] // 2 if bias is not None else 0
    return {"alibi": lambda s, b, h, i, j: s + 0.0625 * (j - i),
            "softcap": lambda s, b, h, i, j: 50 * torch.tanh(s / 50),
            "alibih": lambda s, b, h, i, j: s + bias[h] * (j - i),
            "relbias": lambda s, b, h, i, j: s + bias[h, i - j + n1]}.get(mask)

def reference(q, k, v, mask, p, scale, lens=None, bias=None):
    """fp64: masked scaled scores (score_mod: ALiBi, softcap, biases),
    softmax (a row with no key left is 0), P V rounded to
    bf16. Long sequences a head at a time (the scores of all heads would not
    fit)."""
    n = q.shape[2]
    if n > 8192 and q.shape[1] > 1:
        return torch.cat([reference(q[:, x:x + 1], k[:, x:x + 1], v[:, x:x + 1], mask, p,
                                    scale, lens, None if bias is None else bias[x:x + 1])
                          for x in range(q.shape[1])], dim=1)
    s = (q @ k.transpose(-1, -2)) * scale
    mod = score_mod(mask, bias)
    if mod:
        i = torch.arange(n, device=q.device)[None, None, :, None]
        j = torch.arange(n, device=q.device)[None, None, None, :]
        h = torch.arange(q.shape[1], device=q.device)[None, :, None, None]
        s = mod(s, None, h, i, j)
    keep = keep_mask(mask, p, n, q.device, lens)
    s = s.masked_fill(~keep, float("-inf"))
    m = s.amax(-1, keepdim=True)
    e = torch.exp(s - torch.where(torch.isfinite(m), m, torch.zeros_like(m)))
    e = e.masked_fill(~keep, 0)
    l = e.sum(-1, keepdim=True)
    pr = torch.where(l > 0, e / torch.where(l > 0, l, torch.ones_like(l)), torch.zeros_like(e))
    return (pr @ v).to(torch.bfloat16).double()

def varlen_fa2(q, k, v, doc, causal, scale):
    """FA2's variable-length attention (PyTorch's _flash_attention_forward
    with cumulative sequence lengths) on the documents of `doc` [B, N] as one
    packed batch: the same work as the document mask. NaN where it fails."""
    try:
        b, h, n, d = q.shape
        flat = lambda x: x.permute(0, 2, 1, 3).reshape(b * n, h, d).contiguous()
        ids = (doc + torch.arange(b, device=doc.device)[:, None] * (int(doc.max()) + 1)).reshape(-1)
        starts = torch.nonzero(torch.diff(ids) != 0).flatten() + 1
        cu = torch.cat([torch.zeros(1, device=doc.device, dtype=torch.long), starts,
                        torch.tensor([b * n], device=doc.device)]).to(torch.int32)
        longest = int(torch.diff(cu).max())
        fq, fk, fv = flat(q), flat(k), flat(v)
        run = lambda: torch.ops.aten._flash_attention_forward(
            fq, fk, fv, cu, cu, longest, longest, 0.0, causal, False, scale=scale)
        return bench(run)
    except Exception as e:  # noqa: BLE001 -- a peer that does not run is reported, not fatal
        print("FA2 varlen failed:", str(e)[:200])
        return float("nan")

def main():
    fr, d_in, work = sys.argv[1:4]
    only = re.compile(sys.argv[4] if len(sys.argv) > 4 else "")
    os.makedirs(work, exist_ok=True)
    torch._dynamo.config.recompile_limit = 1000
    torch._dynamo.config.cache_size_limit = 1000
    from torch.nn.attention.flex_attention import flex_attention, create_block_mask
    from torch.nn.attention import sdpa_kernel, SDPBackend
    flex = torch.compile(flex_attention)
    rng = np.random.default_rng(7)
    rows = []
    for name, (b, h, n, d, mask, p) in gen_masks.cases().items():
        if not only.search(name):
            continue
        man = os.path.join(d_in, name + ".manifest.json")
        if not os.path.exists(man):
            print(f"{name}: not compiled"); continue
        inputs = {f"arg{t}": rng.standard_normal((b, h, n, d)) for t in range(3)}
        lens, extra = None, []
        if mask in gen_masks.LENGTH_BODIES:
            inputs["arg3"] = np.array(gen_masks.LENGTHS[:b], dtype=np.float64)
            lens = torch.tensor(gen_masks.LENGTHS[:b], device="cuda")
            extra = ["--input", f"arg3={os.path.join(work, name + '.arg3.bin')}"]
        dims, dim_args = None, []
        if mask in gen_masks.DYNAMIC:
            # Each size symbol from the buffer and axis the manifest names.
            shapes = {"arg0": (b, h, n, d), "arg3": (b, n)}
            dims = {e["name"]: shapes[e["buffer"]][e["axis"]]
                    for e in json.load(open(man)).get("dims", [])}
            dim_args = [x for sym, v in dims.items() for x in ("--dim", f"{sym}={v}")]
        if gen_masks.DYNAMIC.get(mask, mask) in gen_masks.TABLE_BODIES:
            inputs["arg3"] = gen_masks.table_input(gen_masks.DYNAMIC.get(mask, mask), b, n, p, rng)
            lens = torch.tensor(inputs["arg3"], device="cuda")
            lens = lens.bool() if mask in ("keypad", "padaddf") else lens.long()
            if mask in gen_masks.ADDITIVE:
                inputs["arg3"] = np.where(inputs["arg3"] != 0, 0.0,
                                          float(np.finfo(np.float32).min))
            extra = ["--input", f"arg3={os.path.join(work, name + '.arg3.bin')}"]
        if mask in gen_masks.MATRIX_BODIES:
            inputs["arg3"] = gen_masks.matrix_input(mask, n)
            lens = torch.tensor(inputs["arg3"], device="cuda").bool()
            if mask in gen_masks.ADDITIVE:
                inputs["arg3"] = np.where(inputs["arg3"] != 0, 0.0,
                                          float(np.finfo(np.float32).min))
            extra = ["--input", f"arg3={os.path.join(work, name + '.arg3.bin')}"]
        bias = None
        if mask in gen_masks.BIAS_BODIES:
            inputs["arg3"] = gen_masks.bias_input(mask, h, n, rng)
            bias = torch.tensor(inputs["arg3"], device="cuda")
            extra = ["--input", f"arg3={os.path.join(work, name + '.arg3.bin')}"]
        res = fuse_run_io.run(fr, man, work, name, inputs, dims)
        if res is None:
            continue
        vals, got, mf = res
        q, k, v = (torch.tensor(vals[f"arg{t}"], device="cuda") for t in range(3))
        ref = reference(q, k, v, mask, p, d ** -0.5, lens, bias)
        g = torch.tensor(got, device="cuda").reshape(ref.shape)
        err = ((g - ref).abs().max() / ref.abs().max()).item()
        ok = err < 2e-2 and bool(torch.isfinite(g).all())
        del ref, g
        r = subprocess.run([fr, man, "--no-verify", "--iters", "50", "--warmup", "10", *extra, *dim_args],
                           capture_output=True, text=True)
        t_fusec = float(r.stdout.split("median ")[1].split()[0]) if "median " in r.stdout else float("nan")
        qb, kb, vb = (x.to(torch.bfloat16) for x in (q, k, v))
        del q, k, v
        kw = {"scale": d ** -0.5}
        if score_mod(mask, bias):
            flex_bias = None if bias is None else bias.float()
            kw["score_mod"] = score_mod(mask, flex_bias)
        if mask != "full":
            kw["block_mask"] = create_block_mask(mask_mod(mask, p, lens), b if lens is not None else None,
                                                 None, n, n, device="cuda")
        try:
            t_flex = bench(lambda: flex(qb, kb, vb, **kw))
        except Exception as e:  # noqa: BLE001 -- a peer that does not compile is reported, not fatal
            print(f"{name}: FlexAttention failed:", str(e).splitlines()[-1][:200] if str(e) else type(e).__name__)
            t_flex = float("nan")
        t_cudnn = float("nan")
        if mask in ("full", "causal"):
            with sdpa_kernel(SDPBackend.CUDNN_ATTENTION):
                t_cudnn = bench(lambda: torch.nn.functional.scaled_dot_product_attention(
                    qb, kb, vb, is_causal=mask == "causal"))
        if gen_masks.DYNAMIC.get(mask, mask) in ("docs", "docs_bidir"):
            t_cudnn = varlen_fa2(qb, kb, vb, lens,
                                 gen_masks.DYNAMIC.get(mask, mask) == "docs", d ** -0.5)
        kept = keep_mask(mask, p, n, "cuda", lens).double().mean().item()
        rows.append((name, len(mf["kernels"]), err, ok, t_fusec, t_flex, t_cudnn, kept))
        print(f"{name}: {len(mf['kernels'])} kernel(s), fp64 err {err:.2e} {'PASS' if ok else 'FAIL'}, "
              f"fusec {t_fusec:.4f} ms, flex {t_flex:.4f} ms ({t_flex / t_fusec:.2f}x), "
              f"cudnn / FA2 varlen {t_cudnn:.4f} ms, kept {kept:.3f}", flush=True)
    print("\n| case | kernels | fp64 err | fusec ms | FlexAttention ms | fusec speedup vs flex | SDPA cuDNN ms (docs: FA2 varlen) | keys kept | fusec ms per kept fraction |")
    print("|---|---|---|---|---|---|---|---|---|")
    for name, nk, err, ok, tf, tx, tc, kept in rows:
        print(f"| {name} | {nk} | {err:.1e} {'PASS' if ok else 'FAIL'} | {tf:.4f} | {tx:.4f} | {tx / tf:.2f}x | "
              f"{'' if tc != tc else f'{tc:.4f}'} | {kept:.3f} | {tf / kept:.4f} |")

if __name__ == "__main__":
    main()
