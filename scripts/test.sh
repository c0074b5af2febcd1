#!/usr/bin/env bash
# The whole test suite: set-up + build, then lit (FileCheck tests, CPU
# execution tests, ptxas checks when ptxas exists) and every GoogleTest binary.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh all
cmake --build build --target check-fusec
