#!/usr/bin/env bash
# The long measurement of hipc's device math, whose table docs/math.md
# holds: each function of tests/math/bounds.c on SAMPLES (a million)
# inputs across its domain plus the special ones, against MPFR, as the
# Markdown table (accuracy.c --table).  One process at low priority; 35
# minutes on a shared 2-core machine.  Usage: tests/math/measure.sh
# [SAMPLES [NAME...]]: NAMEs measure only those functions (env: BUILD)
set -eu
cd "$(dirname "$0")/../.."
BUILD=${BUILD:-build}
SAMPLES=${1:-1000000}
[ $# -gt 0 ] && shift
TMP=$(mktemp -d "${TMPDIR:-/tmp}/hipc-math.XXXXXX")
trap 'rm -rf "$TMP"' EXIT
"$BUILD/hipc" --offload-arch=host -O2 --no-gpu-bundle-output tests/math/funcs.hip -o "$TMP/funcs.so"
cc -O2 -D__HIP_PLATFORM_AMD__ -DSAMPLES="$SAMPLES" tests/math/{accuracy,bounds,inputs,ref}.c \
  -o "$TMP/accuracy" -L"$BUILD" -lhipc-host -lmpfr -lgmp -lm -Wl,-rpath,"$PWD/$BUILD"
start=$(date +%s)
nice "$TMP/accuracy" "$TMP/funcs.so" --table "$@"
echo
echo "$SAMPLES random inputs a function, $(date -u +%Y-%m-%d), $(($(date +%s) - start)) s"
