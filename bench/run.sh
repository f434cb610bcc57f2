#!/usr/bin/env bash
# make bench: compile time of hipc against clang 22 (bench/compile_time.py
# says how).  Env: BUILD, LLVM_BIN (from make), HIPC, RUNS (default 11).
# Arguments go to compile_time.py, e.g.  bench/run.sh --runs 5 vadd
set -eu
cd "$(dirname "$0")/.."
export BUILD=${BUILD:-build}
export LLVM_BIN=${LLVM_BIN:-/usr/lib/llvm-22/bin}
export HIPC=${HIPC:-$PWD/$BUILD/hipc}
exec python3 bench/compile_time.py "$@"
