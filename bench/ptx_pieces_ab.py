#!/usr/bin/env python3
"""Kernels compiled in pieces vs in one LLVM module: the same kernels?

fusec lowers and code-generates each kernel (or group of small ones) as its
own gpu.module and links the PTX (fuse-partition-kernels,
fuse-serialize-kernels). This A/B checks that nothing is lost against
compiling the whole kernel module as one LLVM module.

Dev machine:  ptx_pieces_ab.py compile OUT CASE.mlir...
  OUT/NAME/NAME.ptx + manifest: fusec as shipped (pieces);
  OUT/NAME/whole.ptx: the same kernels, the whole module serialized at once
  (fuse-opt --fusec-pipeline=stop-after=llvm, then fuse-serialize-kernels
  without partitioning).
GPU machine:  ptx_pieces_ab.py run OUT FUSE_RUN
  each case timed with either PTX, alternating, two rounds; the small
  check cases (chk_*) also checked against fp64 (the large ones' fp64
  reference takes minutes on the CPU): lines
  "NAME pieces|whole rROUND: PASS/FAIL ... median X ms".
"""
import os, re, subprocess, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def unescape(text):
    return re.sub(r"\\([0-9A-Fa-f]{2})", lambda m: chr(int(m.group(1), 16)), text)


def compile_cases(out, cases):
    fusec = os.path.join(ROOT, "build/bin/fusec")
    opt = os.path.join(ROOT, "build/bin/fuse-opt")
    for case in cases:
        name = os.path.basename(case)[: -len(".mlir")]
        d = os.path.join(out, name)
        os.makedirs(d, exist_ok=True)
        subprocess.run([fusec, case, "-o", os.path.join(d, name + ".ptx")], check=True,
                       stdout=subprocess.DEVNULL)
        llvm = subprocess.run([opt, case, "--fusec-pipeline=stop-after=llvm"], check=True,
                              capture_output=True, text=True).stdout
        binary = subprocess.run([opt, "--fuse-serialize-kernels=toolkit=/usr/local/cuda"],
                                input=llvm, check=True, capture_output=True, text=True).stdout
        m = re.search(r'assembly = "((?:[^"\\]|\\.)*)"', binary)
        whole = unescape(m.group(1))
        open(os.path.join(d, "whole.ptx"), "w").write(whole)
        pieces = open(os.path.join(d, name + ".ptx")).read()
        entries = lambda ptx: sorted(re.findall(r"\.entry (\w+)\(", ptx))
        assert entries(whole) == entries(pieces), name
        print(f"{name}: {len(entries(pieces))} kernels")


def run_cases(out, fuse_run):
    for name in sorted(os.listdir(out)):
        d = os.path.join(out, name)
        manifest = os.path.join(d, name + ".manifest.json")
        if not os.path.exists(manifest):
            continue
        for rnd in (1, 2):
            order = [("pieces", []), ("whole", ["--ptx", os.path.join(d, "whole.ptx")])]
            if rnd == 2:
                order.reverse()
            for label, extra in order:
                verify = [] if name.startswith("chk_") else ["--no-verify"]
                r = subprocess.run([fuse_run, manifest, "--seed", str(rnd), "--warmup", "5",
                                    "--iters", "20", "--budget-ms", "10"] + verify + extra,
                                   capture_output=True, text=True, timeout=120)
                lines = (r.stdout + r.stderr).splitlines()
                verdict = " ".join(l.strip() for l in lines if "PASS" in l or "FAIL" in l)[:160]
                median = " ".join(re.findall(r"median [0-9.]+ ms", r.stdout + r.stderr)[:1])
                print(f"{name} {label} r{rnd}: rc={r.returncode} {verdict} {median}", flush=True)


if __name__ == "__main__":
    if len(sys.argv) >= 4 and sys.argv[1] == "compile":
        compile_cases(sys.argv[2], sys.argv[3:])
    elif len(sys.argv) == 4 and sys.argv[1] == "run":
        run_cases(sys.argv[2], sys.argv[3])
    else:
        sys.exit(__doc__)
