#!/usr/bin/env python3
"""Dev machine: compiles attention / chain cases once per #fuse.kernel_config
variant, for an A/B run of tile choices on the GPU (bench/run_variants.sh).

  python3 bench/config_variants.py DIR CASE.mlir... -- NAME=FIELD=V[,FIELD=V] ...

Each case is compiled with `fusec --emit=fuse`; every config in it that
has a field the variant names gets the variant's value: the online
softmax's #fuse.kernel_config (strategy, warps, m_tiles, keys, stages,
q_in_registers), the GEMM's #fuse.gemm_config (strategy, tile_m, tile_n,
tile_k, stages, warps, overlap; e.g. n128s3=tile_n=128,stages=3,
overlap=false), the untiled kernel's #fuse.untiled_config (threads). A
strategy goes to the attribute kind whose strategies share its prefix
(online_softmax_*, gemm_*, untiled / split_*_combine). The edited IR is
compiled again: fusec builds exactly that config or says, located, why the
target cannot (then the variant is skipped for that case). `default` (no
edits) is always compiled. A field prefixed with the kind
(gemm.stages=3, kernel.stages=2, untiled.threads=256) edits that kind
only. FUSEC_FLAGS (environment): extra fusec flags for every compile, e.g.
FUSEC_FLAGS=--reassociate=false for chains as written. FUSEC: the fusec
to run (default: this tree's build/bin/fusec), e.g. a copy of the
previous build for an old / new comparison.
Every variant's manifest carries the reference graph of the program as
written (from a plain compile), so fuse-run checks it against fp64.
Writes DIR/NAME/check/CASE.{ptx,manifest.json} for cases named chk_*
(run_variants.sh checks them against the fp64 reference) and
DIR/NAME/bench/ for the others (timed), and a copy of nlohmann-json for
fuse-run's build on the GPU machine (DIR/nlohmann)."""
import json, os, re, subprocess, sys

def main():
    args = sys.argv[1:]
    if "--" not in args or len(args) < 3:
        sys.exit(__doc__)
    cut = args.index("--")
    out, cases, specs = args[0], args[1:cut], args[cut + 1:]
    variants = {"default": {}}
    for spec in specs:
        name, _, fields = spec.partition("=")
        variants[name] = dict(f.split("=") for f in fields.split(","))
    fusec = os.environ.get("FUSEC") or os.path.join(
        os.path.dirname(__file__), "..", "build", "bin", "fusec")
    flags = os.environ.get("FUSEC_FLAGS", "").split()
    for case in cases:
        base = os.path.splitext(os.path.basename(case))[0]
        gen = subprocess.run([fusec, case, *flags, "--emit=fuse", "-o", "-"],
                             capture_output=True, text=True, check=True).stdout
        # The program as written, for its reference graph: a variant is
        # compiled from rewritten IR, whose recorded reference is opaque
        # (fuse-run would skip the check); the buffers are the same.
        orig = os.path.join(out, base + ".orig.ptx")
        os.makedirs(out, exist_ok=True)
        subprocess.run([fusec, case, *flags, "-o", orig], capture_output=True, check=True)
        reference = json.load(open(orig[:-4] + ".manifest.json")).get("reference")
        os.remove(orig)
        os.remove(orig[:-4] + ".manifest.json")
        for name, fields in variants.items():
            text = gen
            for field, value in fields.items():
                if field == "strategy":
                    kind = ("gemm_config" if value.startswith("gemm_") else
                            "kernel_config" if value.startswith("online_softmax_")
                            else "untiled_config")
                    text = re.sub(rf'#fuse\.{kind}<"[a-z_]+"',
                                  f'#fuse.{kind}<"{value}"', text)
                    continue
                kinds = "kernel|gemm|untiled"
                if "." in field:
                    kinds, field = field.split(".", 1)
                text = re.sub(rf"(#fuse\.(?:{kinds})_config<[^>]*\b{field} = )[a-z0-9]+",
                              rf"\g<1>{value}", text)
                # A kernel-config field printed only when not its default
                # (cluster) is appended.
                text = re.sub(rf"(#fuse\.kernel_config<(?![^>]*\b{field} = )[^>]*)>",
                              rf"\g<1>, {field} = {value}>", text)
            sub = "check" if base.startswith("chk_") else "bench"
            os.makedirs(os.path.join(out, name, sub), exist_ok=True)
            src = os.path.join(out, name, base + ".mlir")
            open(src, "w").write(text)
            ptx = os.path.join(out, name, sub, base + ".ptx")
            r = subprocess.run([fusec, src, "-o", ptx], capture_output=True, text=True)
            os.remove(src)
            if r.returncode != 0:
                print(f"{name}/{base}: skipped: {r.stderr.strip().splitlines()[0]}")
                continue
            manifest = ptx[:-4] + ".manifest.json"
            m = json.load(open(manifest))
            if reference is not None:
                m["reference"] = reference
                json.dump(m, open(manifest, "w"), indent=1)
            print(f"{name}/{base}: compiled")
    subprocess.run(["bash", os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                         "build_fuse_run.sh"), "--carry", out], check=True)

if __name__ == "__main__":
    main()
