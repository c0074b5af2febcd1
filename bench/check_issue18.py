#!/usr/bin/env python3
"""GPU check of the attentions of issue 18 (frontend idioms): runs each
compiled test/Import input with fuse-run on random inputs (fuse-run has no
reference for their opaque softmax ops) and checks out0 against
softmax(Q K^T * scale) V in float64, normwise.

Usage: check_issue18.py FUSE_RUN DIR WORKDIR
  where DIR holds NAME.ptx and NAME.manifest.json from
  `fusec test/Import/NAME.mlir -o DIR/NAME.ptx` for each NAME below."""
import json, os, subprocess, sys
import numpy as np

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

def to_f64(raw, dtype):
    if dtype == "bf16":
        return (raw.view(np.uint16).astype(np.uint32) << 16).view(np.float32).astype(np.float64)
    return raw.view(np.float32).astype(np.float64)

def from_f64(x, dtype):
    f = x.astype(np.float32)
    if dtype == "bf16":
        return (f.view(np.uint32) >> 16).astype(np.uint16)
    return f

def main(fuse_run, here, work):
    os.makedirs(work, exist_ok=True)
    fails = 0
    for seed, (name, scale) in enumerate(CASES.items()):
        man = json.load(open(os.path.join(here, name + ".manifest.json")))
        bufs = {b["name"]: b for b in man["buffers"]}
        rng = np.random.default_rng(seed)
        args, vals = [], {}
        for a in ("arg0", "arg1", "arg2"):
            b = bufs[a]
            x = rng.uniform(-2, 2, size=b["shape"])
            raw = from_f64(x, b["dtype"])
            path = os.path.join(work, f"{name}.{a}.bin")
            raw.tofile(path)
            vals[a] = to_f64(raw, b["dtype"])
            args += ["--input", f"{a}={path}"]
        out = os.path.join(work, f"{name}.out0.bin")
        cmd = [fuse_run, os.path.join(here, name + ".manifest.json"),
               "--no-verify", "--iters", "0", "--warmup", "0", *args, "--dump-output", f"out0={out}"]
        r = subprocess.run(cmd, capture_output=True, text=True)
        if r.returncode != 0:
            print(name, "fuse-run failed", r.returncode, r.stdout[-500:], r.stderr[-500:])
            fails += 1
            continue
        ob = bufs["out0"]
        got = to_f64(np.fromfile(out, dtype=np.uint16 if ob["dtype"] == "bf16" else np.float32), ob["dtype"]).reshape(ob["shape"])
        q, k, v = vals["arg0"], vals["arg1"], vals["arg2"]
        s = np.matmul(q, np.swapaxes(k, -1, -2)) * scale
        s = s - s.max(axis=-1, keepdims=True)
        p = np.exp(s)
        p /= p.sum(axis=-1, keepdims=True)
        ref = np.matmul(p, v)
        err = np.abs(got - ref).max() / np.abs(ref).max()
        ok = err < (2e-2 if ob["dtype"] == "bf16" or bufs["arg0"]["dtype"] == "bf16" else 1e-2) and np.isfinite(got).all()
        fails += not ok
        print(f"{name}: {len(man['kernels'])} kernel(s), max normwise rel err {err:.2e} {'PASS' if ok else 'FAIL'}")
    print("failures:", fails)
    return 1 if fails else 0

if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:4]))
