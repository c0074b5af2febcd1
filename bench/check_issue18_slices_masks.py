#!/usr/bin/env python3
"""GPU check of issue 18's slices and boolean masks: runs each compiled
test/Import input with fuse-run on random inputs and checks out0 against a
float64 numpy evaluation of the program as written (slices, masks, softmax,
P V), normwise. Rows whose keys are all masked are 0 (fusec's guarded
softmax; torch would give NaN there).

Usage: check_issue18_slices_masks.py FUSE_RUN DIR WORKDIR
  where DIR holds NAME.ptx and NAME.manifest.json from
  `fusec test/Import/NAME.mlir -o DIR/NAME.ptx` for each NAME below.
i1 buffers are one byte per element (0 or 1), as the manifest's "i1" says."""
import json, os, sys
import numpy as np
import fuse_run_io

def heads(x, h):  # [B, N, H*d] -> [B*H, N, d]
    b, n, hd = x.shape
    return x.reshape(b, n, h, hd // h).transpose(0, 2, 1, 3).reshape(b * h, n, hd // h)

def attend(s, v):
    m = s.max(axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    p = np.exp(s - m)
    l = p.sum(axis=-1, keepdims=True)
    return np.where(l > 0, np.matmul(p, v) / np.where(l > 0, l, 1.0), 0.0)

def qkv_flat(a):
    x = a["arg0"]
    q, k, v = heads(x[..., 0:256], 4), heads(x[..., 256:512], 4), heads(x[..., 512:768], 4)
    return attend(q @ np.swapaxes(k, -1, -2), v)

def qkv_5d(a):
    x = a["arg0"]  # [B, N, 3, H, d]
    b, n, _, h, d = x.shape
    q, k, v = (x[:, :, t].transpose(0, 2, 1, 3).reshape(b * h, n, d) for t in range(3))
    return attend(q @ np.swapaxes(k, -1, -2), v)

def kv_cache(a):
    q, k, v = a["arg0"], a["arg1"][:, :, :256], a["arg2"][:, :, :256]
    s = (q @ np.swapaxes(k, -1, -2)) * 0.125 + a["arg3"][128:256, :256]
    return attend(s, v)

def padding(a):
    q, k, v, keep = a["arg0"], a["arg1"], a["arg2"], a["arg3"] != 0
    s = np.where(keep, (q @ np.swapaxes(k, -1, -2)) * 0.125, -np.inf)
    return attend(s, v)

def masked_fill(a):
    q, k, v, masked = a["arg0"], a["arg1"], a["arg2"], a["arg3"][:128, :256] != 0
    s = np.where(masked, -np.inf, (q @ np.swapaxes(k, -1, -2)) * 0.125)
    return attend(s, v)

CASES = {  # name: (reference, make masks)
    "attention-fused-qkv-slice": qkv_flat,
    "attention-packed-qkv-rank-reducing-slice": qkv_5d,
    "attention-kv-cache-mask-slice": kv_cache,
    "attention-bool-mask-padding": padding,
    "attention-bool-mask-masked-fill": masked_fill,
}

def inputs(name, bufs, rng):
    vals = {}
    for a, b in sorted(bufs.items()):
        if b["kind"] != "input":
            continue
        if b["dtype"] == "i1":
            # padding: True = attend (3 of 4, the second sequence padded
            # after key 200); masked_fill: True = masked (1 of 4, one row
            # entirely masked).
            if name.endswith("padding"):
                x = rng.uniform(size=b["shape"]) < 0.75
                x[1, ..., 200:] = False
            else:
                x = rng.uniform(size=b["shape"]) < 0.25
                x[5, :] = True
        else:
            x = rng.uniform(-2, 2, size=b["shape"])
        vals[a] = x
    return vals

def main(fuse_run, here, work):
    os.makedirs(work, exist_ok=True)
    fails = 0
    for seed, (name, ref_fn) in enumerate(CASES.items()):
        manifest = os.path.join(here, name + ".manifest.json")
        bufs = {b["name"]: b for b in json.load(open(manifest))["buffers"]}
        rng = np.random.default_rng(seed)
        result = fuse_run_io.run(fuse_run, manifest, work, name,
                                 inputs(name, bufs, rng))
        if result is None:
            fails += 1
            continue
        vals, got, man = result
        fails += not fuse_run_io.compare(name, man, got, ref_fn(vals))
    print("failures:", fails)
    return 1 if fails else 0

if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:4]))
