#!/usr/bin/env python3
"""Joins fusec's timings (fuse-run --json, one file per case) with the
peers' (peers.py) into one markdown table with TFLOP/s and ratios.

Usage: table.py FUSEC_DIR PEERS.json DATE [FUSEC_DYN_DIR] [--carry DIR] > results.md
FUSEC_DYN_DIR: timings of the kernels compiled with dynamic batch, heads and
sequence lengths, launched at the static cases' shapes (N = 4096).
--carry DIR: the compiled cases (DIR/bench/NAME.manifest.json, .ptx, or
NAME.failed where fusec failed): the head-dim table names each case's
kernels (count, wgmma / mma.sync / no tensor-core instruction).
Sections without rows (e.g. a run of one group, CASES=headdim) are left out.
"""
import glob
import json
import math
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen_inputs  # noqa: E402  (the headdim group's shapes)

COPY_CEILING_TBS = 3.0  # H100 device-to-device copy, read + write (shared/GPU.md)


def flops(name):
    m = re.match(r"attn_d(\d+)_n(\d+)_(full|causal)", name)
    if m:
        d, n, causal = int(m[1]), int(m[2]), m[3] == "causal"
        b, h = 16384 // n, 2048 // d
        f = 4.0 * b * h * n * n * d
        return f / 2 if causal else f
    m = re.match(r"chain_m(\d+)_k(\d+)_n(\d+)", name)
    if m:
        mm, k, n = map(int, m.groups())
        return 4.0 * mm * n * k
    if name.startswith("mlp"):
        return 2.0 * 4096 * 4096 * 16384 * 2
    if re.match(r"gemm_[nt][nt]_4096$", name):
        return 2.0 * 4096 ** 3
    return None


def tf(f, ms):
    return f / (ms * 1e-3) / 1e12 if ms else None


def fmt(x, digits=1):
    return "-" if x is None else f"{x:.{digits}f}"


def load(fusec_dir):
    times = {}
    for path in glob.glob(os.path.join(fusec_dir, "*.json")):
        name = os.path.basename(path)[:-len(".json")]
        try:
            r = json.load(open(path))
            times[name] = r["time_ms"]["median"] if r.get("time_ms") else None
        except (ValueError, KeyError):
            times[name] = None
    return times


def kernel_note(carry, name):
    """What fusec made of bench case NAME: '1 wgmma', '2 mma.sync', '1 no MMA',
    'compile failed'; None without a carry."""
    if not carry:
        return None
    base = os.path.join(carry, "bench", name)
    if os.path.exists(base + ".failed"):
        return "compile failed"
    try:
        kernels = len(json.load(open(base + ".manifest.json"))["kernels"])
        ptx = open(base + ".ptx").read()
    except (OSError, ValueError, KeyError):
        return "not compiled"
    kind = "wgmma" if "wgmma.mma_async" in ptx else "mma.sync" if "mma.sync" in ptx else "no MMA"
    return f"{kernels} {kind}"


def peer_ms(p, label):
    """(ms, how) of a peer: the faster of its plain and _packed (GQA) runs."""
    runs = [(p.get(label), ""), (p.get(label + "_packed"), " (packed)")]
    runs = [r for r in runs if r[0]]
    return min(runs) if runs else (None, "")


def headdim_table(fusec, peers, carry, date):
    names = [n for n in gen_inputs.HEADDIM_BENCH if n in fusec or n in peers]
    if not names:
        return
    print(f"\n## Head dims, d_qk != d_v, decoding ({date}, {peers.get('_device')}, "
          f"PyTorch {peers.get('_torch')}, one run)\n")
    print("bf16 (fp16 where the case ends in _f16, peers too). Prefill: batch·N = 16k tokens, heads = 2048 // d_qk, TFLOP/s from "
          "2·B·H·N²·(d_qk + d_v) (half if causal). Decoding (one query): TB/s from the bytes of "
          f"Q, K, V and O read or written once, next to the {COPY_CEILING_TBS} TB/s copy ceiling; "
          "GQA: K/V heads Hkv read once; the peers' faster of enable_gqa and packed "
          "(G query heads as G rows). Ratios: peer ms / fusec ms (> 1: fusec faster); "
          "n/a: the peer does not take the shape (or fusec did not run).\n")
    print("| case | B, H(kv), Nq, Nk, d_qk/d_v | fusec kernels | fusec ms | FA2 ms | cuDNN ms "
          "| fusec | FA2 | cuDNN | fusec / FA2 | fusec / cuDNN |")
    print("|---" * 11 + "|")
    logs = {(k, kind): [] for k in ("FA2", "cuDNN") for kind in ("prefill", "decoding")}
    for name in names:
        c = gen_inputs.HEADDIM_BENCH[name]
        ours = fusec.get(name)
        p = peers.get(name, {})
        fa, fa_how = peer_ms(p, "sdpa_flash")
        cu, cu_how = peer_ms(p, "sdpa_cudnn")
        if c.m == 1:
            nbytes = 2.0 * c.b * (c.h * c.m * (c.d + c.e) + c.hkv * c.n * (c.d + c.e))
            rate = lambda ms: "-" if not ms else (
                f"{nbytes / (ms * 1e-3) / 1e12:.2f} TB/s ({nbytes / (ms * 1e-3) / 1e12 / COPY_CEILING_TBS:.0%})")
        else:
            f = 2.0 * c.b * c.h * c.m * c.n * (c.d + c.e) / (2 if c.causal else 1)
            rate = lambda ms: "-" if not ms else f"{f / (ms * 1e-3) / 1e12:.0f} TFLOP/s"

        def ratio(peer, key):
            if not peer or not ours:
                return "n/a"
            logs[key, "decoding" if c.m == 1 else "prefill"].append(math.log(peer / ours))
            return f"{peer / ours:.2f}x"
        heads = f"{c.h}" if c.hkv == c.h else f"{c.h}({c.hkv})"
        dims = f"{c.d}" if c.d == c.e else f"{c.d}/{c.e}"
        ms = lambda x, how="", none="n/a": none if x is None else f"{x:.3f}{how}"
        note = kernel_note(carry, name) or "-"
        if ours is None and name in fusec_errors and note != "compile failed":
            note += ", run failed"
        print(f"| {name} | {c.b}, {heads}, {c.m}, {c.n}, {dims}{' causal' if c.causal else ''} | {note} "
              f"| {ms(ours, none='-')} | {ms(fa, fa_how)} | {ms(cu, cu_how)} | {rate(ours)} | {rate(fa)} | {rate(cu)} "
              f"| {ratio(fa, 'FA2')} | {ratio(cu, 'cuDNN')} |")
    geo = lambda v: f"{math.exp(sum(v) / len(v)):.2f}x over {len(v)}" if v else "n/a"
    for kind in ("prefill", "decoding"):
        print(f"\nGeometric mean over the {kind} cases both ran: fusec / FA2 {geo(logs['FA2', kind])}, "
              f"fusec / cuDNN {geo(logs['cuDNN', kind])}.")


fusec_errors = set()


def main():
    args = sys.argv[1:]
    carry = None
    if "--carry" in args:
        i = args.index("--carry")
        carry = args[i + 1]
        del args[i:i + 2]
    fusec_dir, peers_path, date = args[:3]
    try:
        peers = json.load(open(peers_path))
    except (OSError, ValueError) as e:
        print(f"(no peer timings: {peers_path}: {e})\n")
        peers = {}
    peers = {k: (v if isinstance(v, dict) else {}) if not k.startswith("_") else v
             for k, v in peers.items()}
    fusec = load(fusec_dir)
    fusec_errors.update(k for k, v in fusec.items() if v is None)
    dyn = load(args[3]) if len(args) > 3 and os.path.isdir(args[3]) else {}
    main_tables(fusec, peers, dyn, date)
    headdim_table(fusec, peers, carry, date)


def main_tables(fusec, peers, dyn, date):
    if not any(k.startswith(("attn", "chain", "mlp", "gemm")) for k in peers) and not dyn:
        return
    print(f"Measured {date} on {peers.get('_device')} (PyTorch {peers.get('_torch')}), one run; "
          "TFLOP/s from 4·B·H·N²·d (half if causal), bf16, batch·N = 16k tokens, 2048 hidden.\n")
    cols = ["sdpa_flash", "sdpa_cudnn", "sdpa_mem_efficient", "flex", "naive"]
    print("| case | fusec TFLOP/s | " + " | ".join(c + " TFLOP/s" for c in cols) +
          " | fusec / flash | fusec / cudnn |")
    print("|---" * (len(cols) + 4) + "|")
    for name in sorted(k for k in peers if k.startswith("attn")):
        f = flops(name)
        ours = tf(f, fusec.get(name))
        row = [tf(f, peers[name].get(c)) for c in cols]
        ratio = lambda p: (ours / p) if ours and p else None
        print(f"| {name} | {fmt(ours)} | " + " | ".join(fmt(x) for x in row) +
              f" | {fmt(ratio(row[0]), 2)} | {fmt(ratio(row[1]), 2)} |")
    if any(k.startswith(("chain", "mlp")) for k in peers):
        # fusec compiles a plain chain to A.(B.C) (fuse-reassociate-matmuls);
        # NAME_inorder is the same program with --reassociate=false (the fused
        # chain kernel; for the MLP two separate GEMMs). cuBLAS runs both orders.
        print("\nChains y = (A·B)·C, A m×k, B k×n, C n×k, bf16. TFLOP/s counts the "
              "as-written FLOPs 4·m·k·n (for the reassociated fusec that is an "
              "effective rate: it does 2k²n + 2mk² FLOPs).\n")
        print("| chain | fusec ms (A·(B·C)) | fusec ms, as written (fused) | "
              "as-written TFLOP/s | cuBLAS (A·B)·C ms | cuBLAS A·(B·C) ms | "
              "fusec / cuBLAS (A·B)·C | fusec / cuBLAS A·(B·C) | "
              "fusec as written / cuBLAS (A·B)·C |")
        print("|---" * 9 + "|")
        ratio = lambda them, us: them / us if them and us else None
        for name in sorted(k for k in peers if k.startswith("chain") or k.startswith("mlp")):
            ours, inorder = fusec.get(name), fusec.get(name + "_inorder")
            two = peers[name].get("cublas_two_gemms")
            re_ = peers[name].get("cublas_reassociated")
            print(f"| {name} | {fmt(ours, 4)} | {fmt(inorder, 4)} | {fmt(tf(flops(name), inorder))} | "
                  f"{fmt(two, 4)} | {fmt(re_, 4)} | {fmt(ratio(two, ours), 2)} | "
                  f"{fmt(ratio(re_, ours), 2)} | {fmt(ratio(two, inorder), 2)} |")
    gemms = sorted(k for k in peers if re.match(r"gemm_[nt][nt]_4096$", k))
    if gemms:
        # One GEMM, A stored [m, k] (n) or [k, m] (t), B [k, n] (n) or [n, k] (t).
        print("\nGEMM 4096³ bf16 by operand layout (A then B: n as in A·B, t stored "
              "transposed); cuBLAS takes the same storage as transposed views.\n")
        print("| case | fusec ms | fusec TFLOP/s | cuBLAS ms | fusec / cuBLAS | fusec / fusec nn |")
        print("|---|---|---|---|---|---|")
        nn = fusec.get("gemm_nn_4096")
        for name in gemms:
            ours, them = fusec.get(name), peers[name].get("cublas")
            print(f"| {name} | {fmt(ours, 4)} | {fmt(tf(flops(name), ours))} | {fmt(them, 4)} | "
                  f"{fmt(them / ours if ours and them else None, 2)} | "
                  f"{fmt(nn / ours if ours and nn else None, 2)} |")
    if dyn:
        print("\n| dynamic kernel (B, H, N given at launch; N = 4096) | TFLOP/s | static fusec TFLOP/s | dynamic / static | dynamic / flash |")
        print("|---|---|---|---|---|")
        for name in sorted(dyn):
            m = re.match(r"(k64_)?dyn_attn_d(\d+)_(full|causal)", name)
            if not m:
                continue
            static = f"attn_d{m[2]}_n4096_{m[3]}"
            f = flops(static)
            ours, st = tf(f, dyn.get(name)), tf(f, fusec.get(static))
            flash = tf(f, peers.get(static, {}).get("sdpa_flash"))
            print(f"| {name} | {fmt(ours)} | {fmt(st)} | {fmt(ours / st if ours and st else None, 2)} | "
                  f"{fmt(ours / flash if ours and flash else None, 2)} |")


if __name__ == "__main__":
    main()
