#!/usr/bin/env python3
"""GPU check of f32 GEMMs under --f32-precision (bench/tf32/run_tf32.sh):
runs each compiled program with fuse-run on uniform random inputs and prints
its normwise error against the fp64 product, beside cuBLAS's (TF32 and
SGEMM, through PyTorch) on the same inputs.

Usage: check_tf32.py FUSE_RUN DIR WORKDIR
  DIR holds NAME.ptx and the manifests of `fusec NAME.mlir -o DIR/NAME.ptx`."""
import json, os, sys
import numpy as np
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import fuse_run_io

def refs():
    """manifest -> (fp64 reference of out0, the operands as cuBLAS takes
    them (a, b with out0 = a @ b), or None)."""
    def linear(a):
        return a["arg0"] @ a["arg1"].T + (a["arg2"] if "arg2" in a else 0)
    def mm(a):
        return a["arg0"] @ a["arg1"]
    def at_b(a):
        return a["arg0"].T @ a["arg1"]
    def attn(a):  # bench/blocks/attn_f32.mlir: softmax(Q K^T / 8) V
        q, k, v = a["arg0"], a["arg1"], a["arg2"]
        s = q @ k.transpose(0, 2, 1) * 0.125
        p = np.exp(s - s.max(axis=-1, keepdims=True))
        return (p / p.sum(axis=-1, keepdims=True)) @ v
    def flat(a):  # test/fusec/Inputs/gemm-flat-buffers.mlir: 1-D buffers
        return a["arg0"].reshape(4, 128, 128) @ a["arg1"].reshape(4, 128, 128)
    return {"transposes.t2d": lambda a: a["arg0"].T,
            "transposes.keys_t": lambda a: a["arg0"].transpose(0, 1, 3, 2),
            "transposes.square_plus": lambda a: a["arg0"].transpose(0, 2, 1) ** 2 + a["arg1"],
            "transpose": lambda a: a["arg0"].T,
            "gemm_flat": flat, "layouts.linear": linear, "layouts.a_b": mm, "layouts.at_b": at_b,
            "layouts.batched": mm, "layouts.a_b_tall": mm, "sgemm_tf32": mm, "sgemm_bf16": mm,
            "linear_tf32": linear, "sgemm_3xtf32": mm, "linear_3xtf32": linear,
            "attn_f32_tf32": attn, "attn_f32_3xtf32": attn,
            "layouts_ieee.linear": linear, "layouts_ieee.a_b": mm,
            "layouts_ieee.at_b": at_b, "layouts_ieee.batched": mm,
            "layouts_ieee.a_b_tall": mm, "sgemm_ieee": mm, "linear_ieee": linear,
            "attn_f32_ieee": attn}

def cublas_errors(a, b, ref):
    try:
        import torch
    except ImportError:
        return ""
    ta, tb = torch.tensor(a, dtype=torch.float32, device="cuda"), torch.tensor(b, dtype=torch.float32, device="cuda")
    out = []
    for tf32 in (True, False):
        torch.backends.cuda.matmul.allow_tf32 = tf32
        got = (ta @ tb).double().cpu().numpy()
        out.append(f"cuBLAS {'TF32' if tf32 else 'SGEMM'} {np.abs(got - ref).max() / np.abs(ref).max():.2e}")
    torch.backends.cuda.matmul.allow_tf32 = False
    return "; " + ", ".join(out)

def main(fuse_run, here, work):
    os.makedirs(work, exist_ok=True)
    fails = 0
    for name, ref_fn in refs().items():
        path = os.path.join(here, name + ".manifest.json")
        if not os.path.exists(path):
            print(name, "no manifest"); fails += 1; continue
        man = json.load(open(path))
        rng = np.random.default_rng(7)
        inputs = {b["name"]: rng.uniform(-1, 1, size=b["shape"])
                  for b in man["buffers"] if b["kind"] == "input"}
        result = fuse_run_io.run(fuse_run, path, work, name.replace(".", "_"), inputs)
        if result is None:
            fails += 1; continue
        vals, got, man = result
        ref = ref_fn(vals)
        got = got.reshape(ref.shape)
        err = np.abs(got - ref).max() / np.abs(ref).max()
        # tf32: 10 explicit mantissa bits; bf16: 7; 3xtf32 near f32.
        tol = (1e-7 if "transpose" in name else 2e-2 if "bf16" in name else 1e-4 if name == "attn_f32_3xtf32"
               else 2e-5 if "3xtf32" in name else 1e-5 if "ieee" in name
               else 4e-3)
        ok = bool(err < tol and np.isfinite(got).all())
        extra = ""
        if name in ("sgemm_tf32", "sgemm_3xtf32", "sgemm_ieee"):
            extra = cublas_errors(vals["arg0"], vals["arg1"], ref)
        elif name in ("linear_tf32", "linear_3xtf32", "linear_ieee"):
            extra = cublas_errors(vals["arg0"], vals["arg1"].T, ref)
        print(f"{name}: {len(man['kernels'])} kernel(s), max normwise rel err {err:.2e} (tol {tol:.0e}) {'PASS' if ok else 'FAIL'}{extra}")
        fails += not ok
    print("failures:", fails)
    return 1 if fails else 0

if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
