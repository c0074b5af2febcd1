#!/usr/bin/env python3
"""Dev machine: the table of an A/B run (bench/ab_quick.sh's log).

  python3 bench/ab_summary.py AB.log [--base VARIANT]

ab_quick.sh prints one line per timing, "T VARIANT CASE rROUND median X
ms". Per case and variant this takes the median over the rounds, and the
speedup of each variant over the base: base time / variant time, so above
1.00x is faster. The base defaults to "default" (config_variants.py's
unedited compile), or "base" where there is no "default". A case that a
variant timed out on (or did not build) shows no number for it. Checks
(PASS / FAIL lines) are counted per variant; a FAIL or a check without a
verdict is listed."""
import argparse
import re
import statistics
import sys
from collections import defaultdict

TIMING = re.compile(r"^T (\S+) (\S+) r\d+ median ([0-9.]+) ms")
CHECK = re.compile(r"^(\S+) (chk_\S+): (.*)$")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("log")
    ap.add_argument("--base")
    args = ap.parse_args()
    times = defaultdict(lambda: defaultdict(list))
    passed, bad = defaultdict(int), []
    with open(args.log) as f:
        for line in f:
            if m := TIMING.match(line):
                times[m.group(2)][m.group(1)].append(float(m.group(3)))
            elif m := CHECK.match(line):
                if "PASS" in m.group(3) and "FAIL" not in m.group(3):
                    passed[m.group(1)] += 1
                else:
                    bad.append(f"{m.group(1)} {m.group(2)}: {m.group(3).strip()}")
    variants = sorted({v for c in times.values() for v in c})
    base = args.base or ("default" if "default" in variants else "base")
    if variants and base not in variants:
        sys.exit(f"ab_summary.py: no variant {base!r} (variants: {', '.join(variants)})")
    for case in sorted(times):
        b = times[case].get(base)
        cells = []
        for v in variants:
            if v not in times[case]:
                continue
            t = statistics.median(times[case][v])
            ratio = f" ({statistics.median(b) / t:.3f}x)" if b else ""
            cells.append(f"{v}={t:.4f}{ratio}")
        print(f"{case:36s} " + "  ".join(cells))
    for v in sorted(passed):
        print(f"checks {v}: {passed[v]} PASS")
    for line in bad:
        print(f"check without a PASS: {line}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
