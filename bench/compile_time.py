#!/usr/bin/env python3
"""Compile time of fusec (issue 44): wall seconds of `fusec X.mlir -o X.ptx`
for N public functions of one bf16 matmul each, all the same shape (their
kernels identical: generated once) or each its own shape (N distinct
kernels), and for the corpus' LLaMA-2-7B forward (test/Corpus), each on one
thread (-j 1) and on all the machine's threads (the default). Runs on the
machine that compiles; no GPU.

usage: compile_time.py [FUSEC] [N ...]     (defaults: build/bin/fusec, 25 100)"""
import json, os, subprocess, sys, tempfile, time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

def matmuls(n, distinct):
    out = []
    for i in range(n):
        cols = 128 + 8 * i if distinct else 384
        out.append(f"""func.func @mm{i}(%a: tensor<256x512xbf16>, %b: tensor<512x{cols}xbf16>) -> tensor<256x{cols}xbf16> {{
  %c = fuse.matmul %a, %b : tensor<256x512xbf16>, tensor<512x{cols}xbf16> -> tensor<256x{cols}xbf16>
  return %c : tensor<256x{cols}xbf16>
}}
""")
    return "".join(out)

def timed(fusec, path, work, jobs=0):
    ptx = os.path.join(work, os.path.basename(path).replace(".mlir", ".ptx"))
    start = time.monotonic()
    r = subprocess.run([fusec, path, "-o", ptx, f"--jobs={jobs}"], capture_output=True, text=True)
    took = time.monotonic() - start
    if r.returncode != 0:
        sys.exit(f"fusec failed on {path}: {r.stderr[-500:]}")
    entries = open(ptx).read().count(".entry ")
    return took, entries

def main():
    fusec = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "build/bin/fusec")
    sizes = [int(a) for a in sys.argv[2:]] or [25, 100]
    with tempfile.TemporaryDirectory() as work:
        threads = os.cpu_count()
        print(f"| program | functions | kernels in the PTX | seconds, 1 thread | seconds, {threads} threads | ms per function | ms per kernel in the PTX |")
        print("|---|---|---|---|---|---|---|")
        for n in sizes:
            for distinct in (False, True):
                path = os.path.join(work, f"mm{n}_{'distinct' if distinct else 'same'}.mlir")
                open(path, "w").write(matmuls(n, distinct))
                one, _ = timed(fusec, path, work, jobs=1)
                took, entries = timed(fusec, path, work)
                label = f"{n} matmuls, {'each its own shape' if distinct else 'one shape'}"
                print(f"| {label} | {n} | {entries} | {one:.2f} | {took:.2f} | {1000 * took / n:.0f} | {1000 * took / entries:.0f} |")
        src = os.path.join(ROOT, "test/Corpus/Inputs/buddy-llama2-7b-forward-linalg.mlir")
        upgraded = os.path.join(work, "llama.mlir")
        with open(upgraded, "w") as f:
            subprocess.run([sys.executable, os.path.join(ROOT, "tools/mlir-upgrade-syntax/mlir-upgrade-syntax.py"), src],
                           stdout=f, check=True)
        one, _ = timed(fusec, upgraded, work, jobs=1)
        took, entries = timed(fusec, upgraded, work)
        launches = len(json.load(open(os.path.join(work, "llama.manifest.json")))["kernels"])
        print(f"| LLaMA-2-7B forward (corpus, f32, {launches} launches) | 1 | {entries} | {one:.2f} | {took:.2f} | | {1000 * took / entries:.0f} |")
    print(f"cores: {os.cpu_count()}")

if __name__ == "__main__":
    main()
