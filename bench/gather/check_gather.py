#!/usr/bin/env python3
"""GPU check of gathers, insert_slice / concat, integer results and integer
reductions (test/Import/gather-embedding.mlir, integer-reductions.mlir,
rope.mlir): runs each compiled function
with fuse-run on random inputs, ids partly out of range, and compares with
numpy (fp64; ids clamped into the table, as fusec defines).

Usage: check_gather.py FUSE_RUN DIR WORKDIR"""
import os, sys
import numpy as np
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import fuse_run_io

rng = np.random.default_rng(7)
fr, d, work = sys.argv[1:4]
os.makedirs(work, exist_ok=True)
ok = True

def check(name, inputs, ref, tol=1e-6):
    global ok
    r = fuse_run_io.run(fr, os.path.join(d, f"k.{name}.manifest.json"), work,
                        name, inputs)
    if r is None:
        ok = False
        return
    vals, got, man = r
    ok &= fuse_run_io.compare(name, man, got, ref(vals), tol)

ids = rng.integers(-5, 110, size=(2, 8)).astype(np.float64)  # some outside [0, 100)
w = rng.uniform(-1, 1, size=(100, 64))
check("embed", {"arg0": ids, "arg1": w},
      lambda v: v["arg1"][np.clip(v["arg0"].astype(int), 0, 99)])
table = rng.uniform(-1, 1, size=(1, 50, 32))
idx = rng.integers(0, 50, size=(1, 6)).astype(np.float64)
check("tosa_gather", {"arg0": table, "arg1": idx},
      lambda v: v["arg0"][0][v["arg1"][0].astype(int)][None])
x = rng.uniform(-1, 1, size=(2, 8))
check("positions", {"arg0": x},
      lambda v: np.broadcast_to(np.arange(8, dtype=np.float64), (2, 8)))
q = rng.uniform(-1, 1, size=(1, 4, 16, 64))
def rotate_half(v):
    a = v["arg0"]
    return np.concatenate([-a[..., 32:], a[..., :32]], axis=-1)
check("rope", {"arg0": q}, rotate_half)
# Integer reductions (test/Import/integer-reductions.mlir): ids with ties
# (the first index of the maximum wins), floats on a coarse grid (ties), a
# long row with a NaN in half of the rows (the first NaN wins).
ids = rng.integers(0, 6, size=(2, 12)).astype(np.float64)
h = rng.uniform(-1, 1, size=(2, 12, 64))
check("eos_embedding", {"arg0": ids, "arg1": h},
      lambda v: v["arg1"][np.arange(2), np.argmax(v["arg0"], axis=1)])
xf = np.round(rng.uniform(-2, 2, size=(2, 12, 64)) * 2) / 2
check("argmax_f32", {"arg0": xf}, lambda v: np.argmax(v["arg0"], axis=1), 1e-9)
cnt = rng.integers(-1000, 1000, size=(4, 8)).astype(np.float64)
check("count", {"arg0": cnt}, lambda v: v["arg0"].sum(axis=1), 1e-9)
xl = np.round(rng.uniform(-8, 8, size=(8, 4096)) * 4) / 4
for r in range(0, 8, 2):
    xl[r, rng.integers(0, 4096)] = np.nan
check("argmax_long", {"arg0": xl}, lambda v: np.argmax(v["arg0"], axis=1), 1e-9)
print("gather checks:", "PASS" if ok else "FAIL")
