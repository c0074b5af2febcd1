#!/usr/bin/env python3
"""GPU check of test/Import/attention-heads-regrouped.mlir against numpy
(fp64): heads regrouped between Q K^T ([2 groups, 7 heads]) and the softmax
and P V (14 heads), which the import splits so the attention fuses.

usage: check_regrouped.py FUSE_RUN DIR WORK   (DIR holds k.ptx and
k.manifest.json of the test's function)"""
import os, sys
import numpy as np
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import fuse_run_io  # noqa: E402

fr, d, work = sys.argv[1:4]
os.makedirs(work, exist_ok=True)
rng = np.random.default_rng(11)
inputs = {"arg0": rng.standard_normal(1024), "arg1": rng.standard_normal(7168),
          "arg2": rng.standard_normal(7168)}
r = fuse_run_io.run(fr, os.path.join(d, "k.manifest.json"), work, "regrouped",
                    inputs)
if r is None:
    print("regrouped: FAIL (fuse-run)")
    sys.exit(1)
vals, got, man = r
a = vals["arg1"].reshape(8, 14, 64).transpose(1, 0, 2)          # [h, i, k]
q = vals["arg0"].reshape(2, 8, 64)                               # [g, j, k]
b = np.repeat(q, 7, axis=0) * np.float16(0.125).astype(np.float64)  # [h, j, k]
s = np.einsum("hik,hjk->hij", a, b)
p = np.exp(s - s.max(axis=2, keepdims=True))
p /= p.sum(axis=2, keepdims=True)
v = vals["arg2"].reshape(14, 8, 64)
o = np.einsum("hij,hje->hie", p, v)
ok = fuse_run_io.compare("regrouped", man, got, o.reshape(-1), 1e-2)
print("regrouped check:", "PASS" if ok else "FAIL")
sys.exit(0 if ok else 1)
