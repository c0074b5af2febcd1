#!/usr/bin/env python3
"""GPU check of 64-bit addressing in a dynamic-shape attention kernel.

Launches the compiled dynamic kernel (d = 64, not causal) at B = 2048,
H = 256, N = 65: 2,181,038,080 elements per tensor, past 2^31. Inputs are
written as raw bf16 files, fuse-run runs the kernel (no CPU reference: it
would take minutes) and dumps the output, and this script checks, in
float64, the (b, h) slices around the one where the element offset crosses
2^31 and the last one.

Usage: check_index64.py FUSE_RUN MANIFEST WORKDIR
"""
import os
import subprocess
import sys

import numpy as np

B, H, N, D = 2048, 256, 65, 64
SCALE = 0.125  # 1 / sqrt(64), as bench/gen_inputs.py writes it


def bf16_to_f64(bits):
    return (bits.astype(np.uint32) << 16).view(np.float32).astype(np.float64)


def main():
    fuse_run, manifest, work = sys.argv[1:4]
    os.makedirs(work, exist_ok=True)
    n = B * H * N * D
    assert n > 2**31
    rng = np.random.default_rng(7)
    names = {}
    for name in ("arg0", "arg1", "arg2"):
        # bf16 values in [-2, 2): sign, exponent 124..127, random mantissa.
        bits = (rng.integers(0x3D80, 0x4000, size=n, dtype=np.uint16) |
                (rng.integers(0, 2, size=n, dtype=np.uint16) << 15))
        path = os.path.join(work, name + ".bin")
        bits.tofile(path)
        names[name] = path
        del bits
    out = os.path.join(work, "out0.bin")
    shape = f"{B}x{H}x{N}x{D}"
    cmd = [fuse_run, manifest, "--no-verify", "--iters", "0",
           "--shape", f"arg0={shape}", "--shape", f"arg1={shape}",
           "--dump-output", f"out0={out}"] + [
               a for k, v in names.items() for a in ("--input", f"{k}={v}")]
    print(" ".join(cmd), flush=True)
    subprocess.run(cmd, check=True)
    mm = {k: np.memmap(v, dtype=np.uint16, mode="r", shape=(B, H, N, D))
          for k, v in names.items()}
    o = np.memmap(out, dtype=np.uint16, mode="r", shape=(B, H, N, D))
    cross = 2**31 // (N * D)  # the (b, h) slice holding element 2^31
    slices = sorted({cross - 1, cross, cross + 1, B * H - 1, 0})
    worst = 0.0
    for s in slices:
        b, h = divmod(s, H)
        q, k, v = (bf16_to_f64(np.array(mm[a][b, h])) for a in ("arg0", "arg1", "arg2"))
        x = q @ k.T * SCALE
        p = np.exp(x - x.max(axis=1, keepdims=True))
        ref = (p / p.sum(axis=1, keepdims=True)) @ v
        got = bf16_to_f64(np.array(o[b, h]))
        err = np.abs(got - ref).max() / np.abs(ref).max()
        worst = max(worst, err)
        print(f"slice b={b} h={h} (elements {s * N * D}..{(s + 1) * N * D - 1}): "
              f"normwise rel err {err:.3e}", flush=True)
    ok = worst < 2e-2 and np.isfinite(worst)
    print(f"index64 check: {n} elements per tensor (> 2^31 = {2**31}), "
          f"max rel err {worst:.3e}: {'PASS' if ok else 'FAIL'}")
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
