#!/usr/bin/env python3
"""Dev machine: compiles attention / chain cases once per #fuse.kernel_config
variant, for an A/B run of tile choices on the GPU (bench/run_variants.sh).

  python3 bench/config_variants.py DIR CASE.mlir... -- NAME=FIELD=V[,FIELD=V] ...

Each case is compiled with `fusec --emit=fuse`; every `fuse.kernel_config`
in it gets the variant's fields (strategy, warps, m_tiles, keys, stages,
q_in_registers) and the edited IR is compiled again: fusec builds exactly
that config or says, located, why the target cannot (then the variant is
skipped for that case). `default` (no edits) is always compiled.
Writes DIR/NAME/check/CASE.{ptx,manifest.json} for cases named chk_*
(run_variants.sh checks them against the fp64 reference) and
DIR/NAME/bench/ for the others (timed), and a copy of nlohmann-json for
fuse-run's build on the GPU machine (DIR/nlohmann)."""
import os, re, subprocess, sys

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
    fusec = os.path.join(os.path.dirname(__file__), "..", "build", "bin", "fusec")
    for case in cases:
        base = os.path.splitext(os.path.basename(case))[0]
        gen = subprocess.run([fusec, case, "--emit=fuse", "-o", "-"],
                             capture_output=True, text=True, check=True).stdout
        for name, fields in variants.items():
            text = gen
            for field, value in fields.items():
                if field == "strategy":
                    text = re.sub(r'#fuse\.kernel_config<"[a-z_]+"',
                                  f'#fuse.kernel_config<"{value}"', text)
                    continue
                text = re.sub(rf"(#fuse\.kernel_config<[^>]*\b{field} = )[a-z0-9]+",
                              rf"\g<1>{value}", text)
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
            print(f"{name}/{base}: compiled")
    subprocess.run(["bash", os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                         "build_fuse_run.sh"), "--carry", out], check=True)

if __name__ == "__main__":
    main()
