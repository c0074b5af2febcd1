#!/usr/bin/env python3
"""GPU check of kernels that read slices of one flat weight buffer.

test/fusec/flat-weights.mlir: y = (x W1) W2, W1 and W2 slices of one flat
argument at element offsets 4096 and 266240, each read as 512 x 512; the
two GEMMs are one kernel launched twice with the buffer at either offset.
Compiled in bf16 (tensor cores; the weights through TMA) and, with the
types replaced, in f32 (gemm_simt; plain buffer arguments). Checked against
float64 on fresh random inputs (h rounded to the output type in between, as
the kernel stores it).

Dev machine:  check_flat_weights.py compile OUT
GPU machine:  check_flat_weights.py run OUT FUSE_RUN
"""
import os, subprocess, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SRC = os.path.join(ROOT, "test/fusec/flat-weights.mlir")


def compile_all(out):
    os.makedirs(out, exist_ok=True)
    text = open(SRC).read()
    for dtype in ("bf16", "f32"):
        src = os.path.join(out, f"flat_{dtype}.mlir")
        open(src, "w").write(text.replace("bf16", dtype))
        subprocess.run([os.path.join(ROOT, "build/bin/fusec"), src, "-o",
                        os.path.join(out, f"flat_{dtype}.ptx")], check=True)


def run_all(out, fuse_run):
    sys.path.insert(0, os.path.join(ROOT, "bench"))
    import numpy as np
    import fuse_run_io as io
    rng = np.random.default_rng(7)
    ok = True
    for dtype in ("bf16", "f32"):
        x = rng.standard_normal((256, 512))
        w = rng.standard_normal(528384) / np.sqrt(512)
        res = io.run(fuse_run, os.path.join(out, f"flat_{dtype}.manifest.json"),
                     out, f"flat_{dtype}", {"arg0": x, "arg1": w})
        if res is None:
            ok = False
            continue
        vals, got, man = res
        w1 = vals["arg1"][4096:4096 + 262144].reshape(512, 512)
        w2 = vals["arg1"][266240:266240 + 262144].reshape(512, 512)
        h = io.to_f64(io.from_f64(vals["arg0"] @ w1, dtype), dtype).reshape(256, 512)
        ref = h @ w2
        ok &= io.compare(f"flat weights {dtype}", man, got, ref,
                         tol=2e-2 if dtype == "bf16" else 1e-4)
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "compile":
        compile_all(sys.argv[2])
    elif len(sys.argv) == 4 and sys.argv[1] == "run":
        run_all(sys.argv[2], sys.argv[3])
    else:
        sys.exit(__doc__)
