"""Shared by the GPU check scripts (check_issue18*.py, blocks/check_blocks.py,
grad/check_grad.py, lse/check_lse.py):
fuse-run's raw buffer encodings, one fuse-run call on given inputs, and the
normwise comparison with an fp64 reference.

Raw encodings: bf16 as the upper 16 bits of an f32 (truncation), f16 as
IEEE half, f32 as is, i32 / i64 as integers, i1 as one byte per element (0 or 1; the kernels read bit 0)."""
import json, os, re, subprocess
import numpy as np

def to_f64(raw, dtype):
    if dtype == "bf16":
        return (raw.view(np.uint16).astype(np.uint32) << 16).view(np.float32).astype(np.float64)
    if dtype == "i1":
        return (raw.view(np.uint8) & 1).astype(np.float64)
    if dtype == "f16":
        return raw.view(np.float16).astype(np.float64)
    if dtype in ("i32", "i64"):
        return raw.view(np.int32 if dtype == "i32" else np.int64).astype(np.float64)
    return raw.view(np.float32).astype(np.float64)

def from_f64(x, dtype):
    if dtype == "i1":
        return (np.asarray(x) != 0).astype(np.uint8)
    if dtype == "f16":
        return np.asarray(x).astype(np.float16)
    if dtype in ("i32", "i64"):
        return np.rint(np.asarray(x)).astype(np.int32 if dtype == "i32" else np.int64)
    f = np.asarray(x).astype(np.float32)
    if dtype == "bf16":
        return (f.view(np.uint32) >> 16).astype(np.uint16)
    return f

def call(fuse_run, manifest, args):
    """fuse-run's stdout on MANIFEST with ARGS, or None after printing why
    it failed."""
    r = subprocess.run([fuse_run, manifest, *args], capture_output=True, text=True)
    if r.returncode != 0:
        print(os.path.basename(manifest), "fuse-run failed", r.returncode,
              r.stdout[-600:], r.stderr[-600:])
        return None
    return r.stdout

def median_ms(fuse_run, manifest, iters=30, warmup=5):
    """fuse-run's median time of MANIFEST (random inputs, not verified)."""
    out = call(fuse_run, manifest, ["--no-verify", "--iters", str(iters),
                                    "--warmup", str(warmup)])
    m = out and re.search(r"median ([0-9.]+) ms", out)
    return float(m.group(1)) if m else None

def run(fuse_run, manifest, work, name, inputs, dims=None):
    """Writes each input (an f64 array, rounded to its buffer's dtype) under
    WORK, runs the manifest once with fuse-run and returns (the inputs as
    rounded, out0 as a flat f64 array, the manifest), or None after printing
    why fuse-run failed."""
    man = json.load(open(manifest))
    bufs = {b["name"]: b for b in man["buffers"]}
    vals, args = {}, []
    for a, x in inputs.items():
        raw = from_f64(x, bufs[a]["dtype"])
        path = os.path.join(work, f"{name}.{a}.bin")
        raw.tofile(path)
        vals[a] = to_f64(raw, bufs[a]["dtype"]).reshape(np.shape(x))
        args += ["--input", f"{a}={path}"]
    for sym, extent in (dims or {}).items():
        args += ["--dim", f"{sym}={extent}"]
    out = os.path.join(work, f"{name}.out0.bin")
    cmd = [fuse_run, manifest, "--no-verify", "--iters", "0", "--warmup", "0",
           *args, "--dump-output", f"out0={out}"]
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode != 0:
        print(name, "fuse-run failed", r.returncode, r.stdout[-800:], r.stderr[-800:])
        return None
    dtype = bufs["out0"]["dtype"]
    raw = np.fromfile(out, dtype={"bf16": np.uint16, "f16": np.float16}.get(dtype, np.float32))
    return vals, to_f64(raw, dtype), man

def compare(label, man, got, ref, tol=2e-2):
    """Prints and returns whether out0 matches the reference (normwise)."""
    got = got.reshape(ref.shape)
    err = np.abs(got - ref).max() / np.abs(ref).max()
    ok = bool(err < tol and np.isfinite(got).all())
    print(f"{label}: {len(man['kernels'])} kernel(s), max normwise rel err {err:.2e} {'PASS' if ok else 'FAIL'}")
    return ok
