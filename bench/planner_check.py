#!/usr/bin/env python3
"""Dev machine, no GPU: the planner's predicted fused-kernel time (this
build's `fusec --emit=fuse --report=json`) against the times a results file
measured, for every benchmark case of gen_inputs.py the file has a row of.

  python3 bench/planner_check.py [RESULTS.md]   (default: results/2026-11-25-h100-run59-63.md)

Reads the main table's `| attn_d... | fusec TFLOP/s |` rows and the head-dim
table's `| hd_/dec_/short_/few_... | ... | fusec ms |` rows; prints predicted /
measured per case and how many are within +-35% (issue 14 item 5)."""
import glob, os, re, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import planner_sweep  # noqa: E402

DEFAULT = os.path.join(HERE, "results", "2026-11-25-h100-run59-63.md")


def measured(md):
    rows = {}
    for line in open(md):
        c = [x.strip() for x in line.split("|")]
        if len(c) > 5 and re.match(r"(hd|dec|short|few)_", c[1]):
            try:
                rows[c[1]] = float(c[4]) * 1000
            except ValueError:  # another table's row (an A/B's ms per round)
                pass
        m = re.match(r"attn_d(\d+)_n(\d+)_(full|causal)$", c[1]) if len(c) >= 10 else None
        if m:
            d, n = int(m[1]), int(m[2])
            b, h = max(1, 16384 // n), 2048 // d
            flop = 4 * b * h * n * n * d / (2 if m[3] == "causal" else 1)
            rows[c[1]] = flop / (float(c[2]) * 1e12) * 1e6
    return rows


def main():
    md = sys.argv[1] if len(sys.argv) > 1 else DEFAULT
    fusec = os.path.join(HERE, "..", "build", "bin", "fusec")
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run([sys.executable, os.path.join(HERE, "gen_inputs.py"),
                        os.path.join(tmp, "in"), "--only", "all"],
                       check=True, capture_output=True)
        rep = os.path.join(tmp, "r.json")
        within = total = 0
        print(f"{'case':34} {'pred us':>9} {'meas us':>9} {'p/m':>5}")
        for name, meas in sorted(measured(md).items()):
            src = glob.glob(os.path.join(tmp, "in", "bench", name + ".mlir"))
            if not src:
                continue
            subprocess.run([fusec, src[0], "--emit=fuse", "-o", os.devnull,
                            "--report=json", f"--report-file={rep}"],
                           check=True, capture_output=True)
            pf = planner_sweep.predicted(rep)[0]
            ratio = pf / meas
            total += 1
            within += 0.65 <= ratio <= 1.35
            flag = "" if 0.65 <= ratio <= 1.35 else "  <- outside +-35%"
            print(f"{name:34} {pf:9.1f} {meas:9.1f} {ratio:5.2f}{flag}")
    print(f"within +-35%: {within} of {total}")


if __name__ == "__main__":
    main()
