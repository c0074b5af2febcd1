#!/usr/bin/env bash
#===- run-gpu-tests.sh - Run fusec output on a GPU machine ---------------===#
#
# Part of fusec. Not run by lit: run it by hand on a machine with an NVIDIA
# GPU, the CUDA toolkit, cmake and a C++17 compiler (no LLVM/MLIR needed).
#
#   bash test/GPU/run-gpu-tests.sh DIR
#
# DIR holds pairs NAME.ptx + NAME.manifest.json that fusec wrote on the dev
# machine. The script builds fuse-run from this checkout with the standalone
# CMake project (tools/fuse-run/standalone), then for every manifest:
#   - runs `fuse-run MANIFEST --seed 1` and `--seed 2` (verify + time),
#   - runs `compute-sanitizer --tool memcheck fuse-run MANIFEST --iters 0`
#     when compute-sanitizer exists,
# and prints one summary line per manifest. Exits 0 if all passed, 1 if any
# failed, 2 on a usage or build error; prints "no GPU: skipped" and exits 0
# where nvidia-smi is absent.
#
# Environment: FUSE_RUN_BUILD_DIR (default: build-fuse-run in the checkout)
# is the build directory; FUSE_RUN (a path) skips the build and uses that
# binary; LOG_DIR (default: a fresh temporary directory) keeps every run's
# output.
#
#===----------------------------------------------------------------------===#

set -u -o pipefail

usage() {
  echo "usage: bash $0 DIR   (DIR holds NAME.ptx + NAME.manifest.json pairs)" >&2
  exit 2
}

[[ $# -eq 1 ]] || usage
dir=$1
[[ -d $dir ]] || { echo "error: '$dir' is not a directory" >&2; usage; }

if ! command -v nvidia-smi >/dev/null 2>&1; then
  echo "no GPU: skipped"
  exit 0
fi

src=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
log_dir=${LOG_DIR:-$(mktemp -d "${TMPDIR:-/tmp}/fusec-gpu-tests.XXXXXX")}
mkdir -p "$log_dir"

#===----------------------------------------------------------------------===#
# Build fuse-run (no LLVM/MLIR).
#===----------------------------------------------------------------------===#

if [[ -n ${FUSE_RUN:-} ]]; then
  fuse_run=$FUSE_RUN
else
  build=${FUSE_RUN_BUILD_DIR:-$src/build-fuse-run}
  generator=()
  if command -v ninja >/dev/null 2>&1; then
    generator=(-G Ninja)
  fi
  # An existing build directory keeps its generator.
  [[ -f $build/CMakeCache.txt ]] && generator=()
  # CUDAToolkit is found through nvcc; help cmake when it is not on PATH.
  cuda_root=()
  if ! command -v nvcc >/dev/null 2>&1 && [[ -x /usr/local/cuda/bin/nvcc ]]; then
    cuda_root=(-DCUDAToolkit_ROOT=/usr/local/cuda)
  fi
  echo "building fuse-run in $build (log: $log_dir/build.log)"
  if ! { cmake -S "$src/tools/fuse-run/standalone" -B "$build" \
           ${generator[@]+"${generator[@]}"} ${cuda_root[@]+"${cuda_root[@]}"} \
           -DCMAKE_BUILD_TYPE=Release &&
         cmake --build "$build" --target fuse-run -j "$(nproc)"; } \
       >"$log_dir/build.log" 2>&1; then
    tail -n 30 "$log_dir/build.log" >&2
    echo "error: building fuse-run failed (full log: $log_dir/build.log)" >&2
    exit 2
  fi
  fuse_run=$build/bin/fuse-run
fi
[[ -x $fuse_run ]] || { echo "error: no fuse-run at '$fuse_run'" >&2; exit 2; }

sanitizer=$(command -v compute-sanitizer 2>/dev/null)
if [[ -z $sanitizer && -x /usr/local/cuda/bin/compute-sanitizer ]]; then
  sanitizer=/usr/local/cuda/bin/compute-sanitizer
fi
[[ -n $sanitizer ]] || echo "note: compute-sanitizer not found; memcheck skipped"

nvidia-smi --query-gpu=name,driver_version --format=csv,noheader |
  sed 's/^/gpu: /'

#===----------------------------------------------------------------------===#
# Run every manifest.
#===----------------------------------------------------------------------===#

shopt -s nullglob
manifests=("$dir"/*.manifest.json)
if [[ ${#manifests[@]} -eq 0 ]]; then
  echo "error: no *.manifest.json in '$dir'" >&2
  exit 2
fi

# Exit statuses of fuse-run, for the summary.
describe_status() {
  case $1 in
  0) echo "ok" ;;
  1) echo "verification failed" ;;
  2) echo "bad manifest or usage" ;;
  3) echo "CUDA error" ;;
  99) echo "memcheck errors" ;;
  *) echo "exit $1" ;;
  esac
}

# Prints the first error or failed check in log $1, if any.
first_error() {
  grep -m1 -E '^fuse-run: error:|FAIL$|========= (Invalid|Program hit|ERROR)' "$1"
}

# Joins the arguments with "; ".
join() {
  local result=$1
  shift
  for item in "$@"; do
    result+="; $item"
  done
  echo "$result"
}

passed=0
failed=0
for manifest in "${manifests[@]}"; do
  name=$(basename "$manifest" .manifest.json)
  problems=()
  notes=()
  detail=""

  for seed in 1 2; do
    log=$log_dir/$name.seed$seed.log
    "$fuse_run" "$manifest" --seed "$seed" >"$log" 2>&1
    status=$?
    if [[ $status -ne 0 ]]; then
      problems+=("seed $seed: $(describe_status $status)")
      [[ -z $detail ]] && detail=$(first_error "$log")
    fi
    # Keep the first timing line for the summary.
    if [[ $seed -eq 1 ]]; then
      time_line=$(grep -m1 '^time:' "$log" | sed 's/^time: //')
      [[ -n $time_line ]] && notes+=("$time_line")
      grep -q '^verify: skipped' "$log" && notes+=("unverified")
    fi
  done

  if [[ -n $sanitizer ]]; then
    log=$log_dir/$name.memcheck.log
    "$sanitizer" --tool memcheck --error-exitcode 99 \
      "$fuse_run" "$manifest" --iters 0 >"$log" 2>&1
    status=$?
    if [[ $status -ne 0 ]]; then
      problems+=("memcheck: $(describe_status $status)")
      [[ -z $detail ]] && detail=$(first_error "$log")
    fi
  fi

  if [[ ${#problems[@]} -eq 0 ]]; then
    passed=$((passed + 1))
    summary="PASS $name"
    [[ ${#notes[@]} -gt 0 ]] && summary+=" ($(join "${notes[@]}"))"
  else
    failed=$((failed + 1))
    summary="FAIL $name: $(join "${problems[@]}")"
    [[ -n $detail ]] && summary+=" [$detail]"
    summary+=" (logs: $log_dir/$name.*.log)"
  fi
  echo "$summary"
done

echo "$passed passed, $failed failed (logs in $log_dir)"
[[ $failed -eq 0 ]]
