#!/usr/bin/env python3
"""Joins fusec's timings (fuse-run --json, one file per case) with the
peers' (peers.py) into one markdown table with TFLOP/s and ratios.

Usage: table.py FUSEC_DIR PEERS.json DATE [FUSEC_DYN_DIR] > results.md
FUSEC_DYN_DIR: timings of the kernels compiled with dynamic batch, heads and
sequence lengths, launched at the static cases' shapes (N = 4096).
"""
import glob
import json
import os
import re
import sys


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


def main():
    fusec_dir, peers_path, date = sys.argv[1:4]
    peers = json.load(open(peers_path))
    fusec = load(fusec_dir)
    dyn = load(sys.argv[4]) if len(sys.argv) > 4 and os.path.isdir(sys.argv[4]) else {}
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
