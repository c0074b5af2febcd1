#!/usr/bin/env python3
"""Head dims and decoding shapes beyond the main benchmark (issue 15).

The cases now live in gen_inputs.py (group "headdim": HEADDIM_BENCH,
HEADDIM_CHECK) and run with the rest of the bench:
  bash bench/compile_all.sh .hd-carry --only headdim        (dev machine)
  CASES=headdim bash bench/run_on_gpu.sh .hd-carry OUT      (GPU machine)
This script keeps run_headdims.sh working on the same cases:

  headdims.py gen OUTDIR      writes OUTDIR/{check,bench}/*.mlir (fuse dialect)
  headdims.py peers > p.json  times SDPA flash and cuDNN on the bench shapes
  headdims.py table FUSEC_DIR p.json DATE   joins both into a markdown table

Bench cases hd_d{Dqk}v{Dv}_n{N}_{full|causal}: batch*N = 16k tokens,
heads = max(1, 2048 // Dqk) (the main benchmark's convention); decoding
cases dec_b{B}_h{H}[_kv{Hkv}]_k{Nk}_d{D}: one query token against Nk keys.
"""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen_inputs  # noqa: E402


def peers():
    import torch
    import peers as p
    # As run_headdims.sh times fuse-run (--budget-ms, BUDGET_MS).
    p.BUDGET_MS = float(os.environ.get("BUDGET_MS", "10")) or None
    headdim_peers = p.headdim_peers
    res = {}
    for name, c in gen_inputs.HEADDIM_BENCH.items():
        res[name] = headdim_peers(name, c)
        print(name, res[name], file=sys.stderr, flush=True)
    res["_device"] = torch.cuda.get_device_name()
    res["_torch"] = torch.__version__
    print(json.dumps(res, indent=1))


def table(fusec_dir, peers_path, date):
    import table as t
    try:
        peers_ = json.load(open(peers_path))
    except (OSError, ValueError):
        peers_ = {}
    t.headdim_table(t.load(fusec_dir), peers_, None, date)


if __name__ == "__main__":
    cmd = sys.argv[1]
    if cmd == "gen":
        gen_inputs.gen_headdim(sys.argv[2])
    elif cmd == "peers":
        peers()
    else:
        table(*sys.argv[2:5])
