#!/usr/bin/env python3
"""GPU machine: every form's check kernel (bench/forms.py carry DIR puts
them in DIR/FORM/check/) run once with fuse-run on the same seeded inputs
and compared with an fp64 numpy reference of the program as written:
softmax(Q K^T / sqrt(d) [+ causal -inf mask]) V, with the logits rounded as
the program writes them (P cast to bf16 before PV; a bf16 or f32 result).
Imported forms record an opaque reference graph, so fuse-run's own check
cannot verify them; this one does.
  python3 bench/check_forms.py FUSE_RUN CARRY_DIR [WORK_DIR]
Prints one line per form and case; exits 1 on a failure."""
import glob
import json
import os
import re
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import fuse_run_io  # noqa: E402


def reference(q, k, v, causal):
    d = q.shape[-1]
    s = q @ np.swapaxes(k, -1, -2) / np.sqrt(d)
    if causal:
        n = s.shape[-1]
        s = np.where(np.triu(np.ones((n, n), bool), 1), -np.inf, s)
    s = s - s.max(-1, keepdims=True)
    p = np.exp(s)
    p /= p.sum(-1, keepdims=True)
    p = fuse_run_io.to_f64(fuse_run_io.from_f64(p, "bf16"), "bf16").reshape(p.shape)
    return p @ v


def main(fuse_run, carry, work="/tmp/fusec-check-forms"):
    os.makedirs(work, exist_ok=True)
    fails = total = 0
    for manifest in sorted(glob.glob(os.path.join(carry, "*", "check", "*.manifest.json"))):
        form = manifest.split(os.sep)[-3]
        case = os.path.basename(manifest)[:-len(".manifest.json")]
        m = re.match(r"attn_d(\d+)_n(\d+)_(full|causal)", case)
        if not m:
            continue
        d, n, causal = int(m[1]), int(m[2]), m[3] == "causal"
        rng = np.random.default_rng(1)
        shape = None
        for b in json.load(open(manifest))["buffers"]:
            if b["name"] == "arg0":
                shape = b["shape"]
        inputs = {a: rng.standard_normal(shape) for a in ("arg0", "arg1", "arg2")}
        total += 1
        res = fuse_run_io.run(fuse_run, manifest, work, f"{form}.{case}", inputs)
        if res is None:
            fails += 1
            continue
        vals, got, man = res
        ref = reference(vals["arg0"], vals["arg1"], vals["arg2"], causal)
        fails += not fuse_run_io.compare(f"{form} {case}", man, got, ref)
    print(f"check_forms.py: {total - fails} of {total} PASS")
    return 1 if fails or not total else 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:4]))
