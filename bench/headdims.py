#!/usr/bin/env python3
"""Head dims and decoding shapes beyond the main benchmark (issue 15).

  headdims.py gen OUTDIR      writes OUTDIR/{check,bench}/*.mlir (fuse dialect)
  headdims.py peers > p.json  times SDPA flash and cuDNN on the bench shapes
  headdims.py table FUSEC_DIR p.json DATE   joins both into a markdown table

Bench cases hd_d{Dqk}v{Dv}_n{N}_{full|causal}: batch*N = 16k tokens,
heads = max(1, 2048 // Dqk) (the main benchmark's convention); decoding
cases dec_b{B}_h{H}_k{Nk}_d{D}: one query token against Nk keys.
"""
import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gen_inputs import MASK  # noqa: E402  (the causal mask, square scores)

ATTN = """\
func.func @{name}(%q: tensor<{b}x{h}x{m}x{d}xbf16>, %k: tensor<{b}x{h}x{n}x{d}xbf16>,
                 %v: tensor<{b}x{h}x{n}x{e}xbf16>) -> tensor<{b}x{h}x{m}x{e}xbf16> {{
  %s = fuse.matmul %q, %k transpose_rhs scale {scale}
      : tensor<{b}x{h}x{m}x{d}xbf16>, tensor<{b}x{h}x{n}x{d}xbf16> -> tensor<{b}x{h}x{m}x{n}xf32>
{mask}  %p = fuse.softmax %{logits} axis = 3 : tensor<{b}x{h}x{m}x{n}xf32>
  %o = fuse.matmul %p, %v : tensor<{b}x{h}x{m}x{n}xf32>, tensor<{b}x{h}x{n}x{e}xbf16> -> tensor<{b}x{h}x{m}x{e}xbf16>
  return %o : tensor<{b}x{h}x{m}x{e}xbf16>
}}
"""
DIMS = [(32, 32), (80, 80), (96, 96), (160, 160), (192, 192), (256, 256),
        (64, 64), (128, 128)]
DECODE = [(1, 32, 32768, 128), (8, 32, 8192, 128)]


def attention(name, b, h, m, n, d, e, causal):
    assert not causal or m == n, "a causal mask over square scores"
    mask = MASK.format(b=b, h=h, n=n, cmp="cmpi ugt") if causal else ""
    return ATTN.format(name=name, b=b, h=h, m=m, n=n, d=d, e=e,
                       scale=repr(1.0 / d ** 0.5), mask=mask,
                       logits="m" if causal else "s")


def bench_cases():
    for d, e in DIMS + [(192, 128)]:
        for n in (2048, 8192):
            for causal in (False, True):
                if (d, e) == (192, 128) and causal:
                    continue
                yield f"hd_d{d}v{e}_n{n}_{'causal' if causal else 'full'}"
    for b, h, n, d in DECODE:
        yield f"dec_b{b}_h{h}_k{n}_d{d}"


def shape(name):
    """(b, h, m, n, d, e, causal) of a bench case."""
    m = re.match(r"hd_d(\d+)v(\d+)_n(\d+)_(full|causal)", name)
    if m:
        d, e, n = int(m[1]), int(m[2]), int(m[3])
        return 16384 // n, max(1, 2048 // d), n, n, d, e, m[4] == "causal"
    m = re.match(r"dec_b(\d+)_h(\d+)_k(\d+)_d(\d+)", name)
    b, h, n, d = map(int, m.groups())
    return b, h, 1, n, d, d, False


def gen(out):
    for sub in ("check", "bench"):
        os.makedirs(os.path.join(out, sub), exist_ok=True)
    for name in bench_cases():
        b, h, m, n, d, e, causal = shape(name)
        with open(os.path.join(out, "bench", name + ".mlir"), "w") as f:
            f.write(attention(name, b, h, m, n, d, e, causal))
    # Correctness: every new head dim, ragged lengths, causal and not; the
    # 8-mod-16 dim 40; d_qk != d_v both ways; decoding with a ragged cache.
    checks = [(d, e, n, c) for d, e in DIMS[:6] + [(40, 40), (192, 128), (64, 128)]
              for n, c in ((1000, True), (77, False))]
    for d, e, n, causal in checks:
        name = f"chk_d{d}v{e}_n{n}_{'causal' if causal else 'full'}"
        with open(os.path.join(out, "check", name + ".mlir"), "w") as f:
            f.write(attention(name, 2, 3, n, n, d, e, causal))
    for b, h, n, d in ((2, 4, 3001, 128), (1, 8, 517, 96)):
        name = f"chk_dec_b{b}_h{h}_k{n}_d{d}"
        with open(os.path.join(out, "check", name + ".mlir"), "w") as f:
            f.write(attention(name, b, h, 1, n, d, d, False))


def peers():
    import torch
    import torch.nn.functional as F
    from torch.nn.attention import SDPBackend, sdpa_kernel
    from peers import median_ms
    res = {}
    for name in bench_cases():
        b, h, m, n, d, e, causal = shape(name)
        q = torch.randn(b, h, m, d, device="cuda", dtype=torch.bfloat16)
        k = torch.randn(b, h, n, d, device="cuda", dtype=torch.bfloat16)
        v = torch.randn(b, h, n, e, device="cuda", dtype=torch.bfloat16)
        res[name] = {}
        for label, backend in (("sdpa_flash", SDPBackend.FLASH_ATTENTION),
                               ("sdpa_cudnn", SDPBackend.CUDNN_ATTENTION)):
            try:
                with sdpa_kernel(backend):
                    res[name][label] = median_ms(lambda: F.scaled_dot_product_attention(
                        q, k, v, is_causal=causal))
            except RuntimeError as err:  # backend does not take this shape
                res[name][label] = None
                print(f"{label} {name}: {str(err)[:200]}", file=sys.stderr)
        print(name, res[name], file=sys.stderr, flush=True)
    res["_device"] = torch.cuda.get_device_name()
    res["_torch"] = torch.__version__
    print(json.dumps(res, indent=1))


def table(fusec_dir, peers_path, date):
    peers_ = json.load(open(peers_path))
    print(f"Measured {date} on {peers_.get('_device')} (PyTorch {peers_.get('_torch')}), "
          "one run, bf16. Prefill: batch*N = 16k tokens, heads = 2048 // d_qk, TFLOP/s from "
          "2*B*H*N^2*(d_qk + d_v) (half if causal). Decoding: TB/s from the bytes of Q, K, V "
          "and O read or written once (copy ceiling about 3.0 TB/s).\n")
    print("| case | fusec ms | FA2 ms | cuDNN ms | fusec TFLOP/s or TB/s | fusec / FA2 | fusec / cuDNN |")
    print("|---|---|---|---|---|---|---|")
    for name in bench_cases():
        b, h, m, n, d, e, causal = shape(name)
        try:
            r = json.load(open(os.path.join(fusec_dir, name + ".json")))
            ms = r["time_ms"]["median"]
        except (OSError, ValueError, KeyError, TypeError):
            ms = None
        p = peers_.get(name, {})
        fa, cu = p.get("sdpa_flash"), p.get("sdpa_cudnn")
        if name.startswith("dec"):
            rate = 2.0 * b * h * (m * d + n * d + n * e + m * e) / (ms * 1e-3) / 1e12 if ms else None
            unit = "TB/s"
        else:
            f = 2.0 * b * h * m * n * (d + e) / (2 if causal else 1)
            rate = f / (ms * 1e-3) / 1e12 if ms else None
            unit = "TFLOP/s"
        fmt = lambda x, k=3: "-" if x is None else f"{x:.{k}f}"
        ratio = lambda peer: "n/a" if peer is None or ms is None else f"{peer / ms:.2f}x"
        print(f"| {name} | {fmt(ms)} | {fmt(fa)} | {fmt(cu)} | {fmt(rate, 2 if unit == 'TB/s' else 0)} {unit} "
              f"| {ratio(fa)} | {ratio(cu)} |")


if __name__ == "__main__":
    cmd = sys.argv[1]
    if cmd == "gen":
        gen(sys.argv[2])
    elif cmd == "peers":
        peers()
    else:
        table(*sys.argv[2:5])
