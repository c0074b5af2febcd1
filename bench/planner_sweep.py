#!/usr/bin/env python3
"""The planner against the GPU (issue 14): for >= 40 shapes, the cost
model's predicted fused / unfused times and its decision, next to the
measured times of the kernels fusec builds with --fuse-policy=always and
=never, timed in one run.

  python3 bench/planner_sweep.py compile DIR     (dev machine: inputs, PTX,
                                                  JSON reports)
  python3 bench/planner_sweep.py run DIR OUT.md  (GPU machine: times every
                                                  manifest with fuse-run,
                                                  writes the table)"""
import json, os, subprocess, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen_inputs as g

HERE = os.path.dirname(os.path.abspath(__file__))


def shapes():
    out = {}
    # Attention: batch * N = 16k tokens, heads = 2048 // d (as the main
    # benchmark), causal and not.
    for d in (32, 64, 128, 256):
        for n in (128, 512, 2048, 8192, 16384):
            for causal in (False, True):
                if n == 128 and causal:
                    continue
                b, h = max(1, 16384 // n), max(1, 2048 // d)
                name = f"attn_d{d}_n{n}_{'causal' if causal else 'full'}"
                out[name] = g.attention_nd(name, g.Case(b, h, h, n, n, d, d, causal))
    # Decoding (one query).
    for b, h, n in ((1, 32, 32768), (8, 32, 8192), (32, 32, 2048)):
        name = f"dec_b{b}_h{h}_k{n}_d128"
        out[name] = g.attention_nd(name, g.Case(b, h, h, 1, n, 128, 128, False))
    # Chains (A.B).C as written, k in {64, 128, 256, 1024}; the MLP.
    for k in (64, 128, 256, 1024):
        for m, n in ((16384, 4096), (4096, 16384)):
            name = f"chain_m{m}_k{k}_n{n}"
            out[name] = g.CHAIN.format(name=name, m=m, k=k, n=n)
    out["mlp_4096_16384"] = g.CHAIN.format(name="mlp_4096_16384", m=4096, k=4096, n=16384)
    return out


def compile_all(d):
    fusec = os.path.join(HERE, "..", "build", "bin", "fusec")
    os.makedirs(d, exist_ok=True)
    subprocess.run(["bash", os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                         "build_fuse_run.sh"), "--carry", d], check=True)
    cases = shapes()
    for name, text in cases.items():
        src = os.path.join(d, name + ".mlir")
        open(src, "w").write(text)
        # The unfused attention materializes B x H x N x N f32 scores (and
        # their softmax): past 8 GB it is not timed.
        policies = ("always", "never", "auto")
        if name.startswith("attn_"):
            hd, n = int(name.split("_")[1][1:]), int(name.split("_")[2][1:])
            if max(1, 16384 // n) * max(1, 2048 // hd) * n * n * 4 > 8e9:
                policies = ("always", "auto")
        for policy in policies:
            base = os.path.join(d, f"{name}.{policy}")
            # Chains as written (--reassociate=false): the planner decides
            # between the fused chain and two GEMMs.
            r = subprocess.run([fusec, src, "-o", base + ".ptx", f"--fuse-policy={policy}",
                                "--reassociate=false", "--report=json",
                                f"--report-file={base}.report.json"],
                               capture_output=True, text=True)
            if r.returncode:
                print(f"{name} {policy}: {r.stderr.strip().splitlines()[-1]}")
        os.remove(src)
    print(f"{len(cases)} shapes compiled into {d}")


def predicted(report):
    chains = json.load(open(report)).get("chains", [])
    if not chains:
        return None
    c = chains[0]
    return c["time_us"]["fused"], c["time_us"]["naive"], c["fuse"], c.get("decided_by")


def run(d, out):
    fr = subprocess.run(["bash", os.path.join(HERE, "build_fuse_run.sh"), "/tmp", d],
                        capture_output=True, text=True, check=True).stdout.strip()
    names = sorted({f.split(".")[0] for f in os.listdir(d) if f.endswith(".manifest.json")})
    print(f"timing {len(names)} shapes", flush=True)
    rows, within, decided, tc, n = [], 0, 0, 0, 0
    for name in names:
        ms = {}
        for policy in ("always", "never"):
            man = os.path.join(d, f"{name}.{policy}.manifest.json")
            if not os.path.exists(man):
                continue
            # An untiled kernel (no tensor cores) can take minutes: 30 s at
            # most per shape and policy, else not timed.
            try:
                r = subprocess.run([fr, man, "--no-verify", "--json", "--warmup", "2",
                                    "--iters", "5"], capture_output=True, text=True, timeout=30)
                ms[policy] = json.loads(r.stdout)["time_ms"]["median"] * 1e3
            except Exception:
                ms[policy] = None
        print(name, ms, flush=True)
        p = predicted(os.path.join(d, f"{name}.auto.report.json"))
        if not p:
            rows.append(f"| {name} | no chain | | | | | | |")
            continue
        pf, pn, fuse, by = p
        mf, mn = ms.get("always"), ms.get("never")
        fmt = lambda x: "-" if x is None else f"{x:.1f}"
        err = pf / mf if mf else None
        always_ptx = os.path.join(d, f"{name}.always.ptx")
        if mf and os.path.exists(always_ptx) and "wgmma" in open(always_ptx).read():
            tc += 1
            within += 0.65 <= err <= 1.35
        ok = "-"
        if mf and mn:
            ok = "yes" if (mf < mn) == fuse else "NO"
            decided += ok == "yes"
            n += 1
        rows.append(f"| {name} | {pf:.1f} | {fmt(mf)} | {'-' if err is None else f'{err:.2f}'} | "
                    f"{pn:.1f} | {fmt(mn)} | {'fuse' if fuse else 'no'} ({by}) | {ok} |")
    with open(out, "w") as f:
        f.write("| shape | predicted fused us | measured fused us | predicted / measured | "
                "predicted unfused us | measured unfused us | decision | picked the faster |\n")
        f.write("|---|---|---|---|---|---|---|---|\n")
        f.write("\n".join(rows) + "\n\n")
        f.write(f"Fused tensor-core kernels predicted within +-35%: {within} of {tc}. "
                f"Decision picked the measured-faster option: {decided} of {n} "
                f"(shapes whose unfused form was timed: its scores fit 8 GB and "
                f"each form ran within 30 s).\n")
    print(open(out).read())


if __name__ == "__main__":
    if sys.argv[1:2] == ["compile"]:
        compile_all(sys.argv[2])
    elif sys.argv[1:2] == ["run"]:
        run(sys.argv[2], sys.argv[3])
    else:
        sys.exit(__doc__)
