#!/usr/bin/env python3
"""GPU check of the attentions of issue 18 (frontend idioms): runs each
compiled test/Import input with fuse-run on random inputs (fuse-run has no
reference for their opaque softmax ops) and checks out0 against
softmax(Q K^T * scale) V in float64, normwise.

Usage: check_issue18.py FUSE_RUN DIR WORKDIR
  where DIR holds NAME.ptx and NAME.manifest.json from
  `fusec test/Import/NAME.mlir -o DIR/NAME.ptx` for each NAME below."""
import json, os, sys
import numpy as np
import fuse_run_io

CASES = {  # name: scale
    "attention-scalar-operand": 0.125,
    "attention-torch-max-index": 1.0,
    "attention-softmax-select-max": 1.0,
    "attention-softmax-tensor-exp": 1.0,
    "attention-softmax-log-sum-exp": 1.0,
    "attention-unit-batch-maps": 1.0,
    "attention-unit-batch-reshape": 1.0,
    "attention-key-first": 1.0,
    "attention-result-cast": 1.0,
}

def main(fuse_run, here, work):
    os.makedirs(work, exist_ok=True)
    fails = 0
    for seed, (name, scale) in enumerate(CASES.items()):
        manifest = os.path.join(here, name + ".manifest.json")
        bufs = {b["name"]: b for b in json.load(open(manifest))["buffers"]}
        rng = np.random.default_rng(seed)
        inputs = {a: rng.uniform(-2, 2, size=bufs[a]["shape"])
                  for a in ("arg0", "arg1", "arg2")}
        result = fuse_run_io.run(fuse_run, manifest, work, name, inputs)
        if result is None:
            fails += 1
            continue
        vals, got, man = result
        q, k, v = vals["arg0"], vals["arg1"], vals["arg2"]
        s = np.matmul(q, np.swapaxes(k, -1, -2)) * scale
        s = s - s.max(axis=-1, keepdims=True)
        p = np.exp(s)
        p /= p.sum(axis=-1, keepdims=True)
        ref = np.matmul(p, v)
        tol = 2e-2 if "bf16" in (bufs["out0"]["dtype"], bufs["arg0"]["dtype"]) else 1e-2
        fails += not fuse_run_io.compare(name, man, got, ref, tol)
    print("failures:", fails)
    return 1 if fails else 0

if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:4]))
