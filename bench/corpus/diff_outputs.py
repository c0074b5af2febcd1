#!/usr/bin/env python3
"""Differential check of two compiles of the same program on the GPU: for
each NAME.manifest.json in DIR_A with a namesake in DIR_B, run both on the
same random inputs (floats N(0, 1); an integer buffer of one element, such
as a KV-cache length, a value in [1, 64]; other integers in [0, 64)) and
compare every output normwise (max |a - b| / max |b|), NaN where both are
NaN counting as equal. Used where the reference is opaque (programs from
the corpus, test/Corpus) and a trusted compile exists (the unfused kernels
of `--fuse-policy=never`, or an earlier fusec).

usage: diff_outputs.py FUSE_RUN DIR_A DIR_B WORK [NAME=VALUE ...]
(NAME=VALUE fills input buffer NAME with VALUE instead: an attention mask of
ones, as a tokenizer writes it for an unpadded prompt.)"""
import glob, json, os, sys
import numpy as np

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from fuse_run_io import call, from_f64, to_f64  # noqa: E402

RAW = {"bf16": np.uint16, "f16": np.float16, "f32": np.float32, "i1": np.uint8,
       "i8": np.int8, "i32": np.int32, "i64": np.int64}


def encode(x, dtype):
    return np.asarray(x).astype(np.int8) if dtype == "i8" else from_f64(x, dtype)


def outputs(fr, manifest, inputs, work, tag):
    man = json.load(open(manifest))
    args = []
    for name, path in inputs.items():
        args += ["--input", f"{name}={path}"]
    outs = {}
    for b in man["buffers"]:
        if b["kind"] == "output":
            outs[b["name"]] = (os.path.join(work, f"{tag}.{b['name']}.bin"), b["dtype"])
            args += ["--dump-output", f"{b['name']}={outs[b['name']][0]}"]
    if call(fr, manifest, ["--no-verify", "--iters", "0", "--warmup", "0", *args]) is None:
        return None, man
    return {n: (np.fromfile(p, dtype=np.int8).astype(np.float64) if t == "i8" else
                to_f64(np.fromfile(p, dtype=RAW[t]), t))
            for n, (p, t) in outs.items()}, man


def main():
    fr, da, db, work = sys.argv[1:5]
    fixed = {k: float(v) for k, v in (a.split("=", 1) for a in sys.argv[5:])}
    os.makedirs(work, exist_ok=True)
    rng = np.random.default_rng(5)
    ok = True
    for ma in sorted(glob.glob(os.path.join(da, "*.manifest.json"))):
        mb = os.path.join(db, os.path.basename(ma))
        name = os.path.basename(ma)[: -len(".manifest.json")]
        if not os.path.exists(mb):
            continue
        man = json.load(open(ma))
        inputs = {}
        for b in man["buffers"]:
            if b["kind"] != "input":
                continue
            n, t = int(np.prod(b["shape"])), b["dtype"]
            x = (rng.standard_normal(n) if t in ("bf16", "f16", "f32") else
                 rng.integers(1, 65, n) if n == 1 else rng.integers(0, 64, n))
            if b["name"] in fixed:
                x = np.full(n, fixed[b["name"]])
            path = os.path.join(work, f"{name}.{b['name']}.bin")
            encode(x, t).tofile(path)
            inputs[b["name"]] = path
        a, man_a = outputs(fr, ma, inputs, work, name + ".a")
        b, man_b = outputs(fr, mb, inputs, work, name + ".b")
        if a is None or b is None:
            ok = False
            continue
        for out in sorted(a):
            x, y = a[out], b[out]
            both = np.isnan(x) & np.isnan(y)
            x, y = np.where(both, 0, x), np.where(both, 0, y)
            scale = np.abs(y).max() if np.isfinite(y).all() else np.nan
            err = np.abs(x - y).max() / scale if scale and scale > 0 else (0.0 if np.array_equal(x, y) else np.inf)
            # An output that is all zero (or NaN on both sides) checks nothing.
            nonzero = float(np.mean(y != 0))
            good = bool(np.isfinite(x).all() == np.isfinite(y).all() and
                        err < 2e-2 and nonzero > 0.25)
            ok &= good
            print(f"{name} {out}: {len(man_a['kernels'])} kernel(s) against "
                  f"{len(man_b['kernels'])}, max normwise difference {err:.2e}, "
                  f"max |b| {scale:.3g}, {100 * nonzero:.0f}% nonzero, "
                  f"{100 * float(np.mean(both)):.0f}% NaN on both "
                  f"{'PASS' if good else 'FAIL'}", flush=True)
    print("ALL PASS" if ok else "SOME FAILED")


if __name__ == "__main__":
    main()
