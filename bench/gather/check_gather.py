#!/usr/bin/env python3
"""GPU check of gathers, insert_slice / concat and integer results
(test/Import/gather-embedding.mlir, rope.mlir): runs each compiled function
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
print("gather checks:", "PASS" if ok else "FAIL")
