#!/usr/bin/env bash
# Nothing crashes: mutated kernels give a diagnostic or a code object, never
# an abort inside LLVM (see mutate.py).
cd "$(dirname "$0")/../.." || exit 1
exec python3 tests/robust/mutate.py
