#!/usr/bin/env bash
# The main job: set-up + build, then compile the bundled attention example to
# PTX (plus its launch manifest) and say where it went.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh fusec
mkdir -p out
./build/bin/fusec examples/attention.mlir -o out/attention.ptx
