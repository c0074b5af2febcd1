"""Prints a launch manifest one line per buffer and kernel, for FileCheck."""
import json
import sys

m = json.load(open(sys.argv[1]))
for b in m["buffers"]:
    print(f"buffer {b['name']} {b['kind']} {b['dtype']} {b['shape']}")
for k in m["kernels"]:
    args = [a["buffer"] if "buffer" in a else
            f"tensor_map({a['tensor_map']['buffer']}, box {a['tensor_map']['box']})"
            if "tensor_map" in a else a.get("dim") for a in k["args"]]
    print(f"kernel {k['name']} grid {k['grid']} block {k['block']} args {args}")
