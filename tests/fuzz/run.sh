#!/usr/bin/env bash
# A short libFuzzer run over the front end (make fuzz builds the target):
# the seed corpus is every test source; any crash or leak fails.
# tests/fuzz/regress/ holds what long runs found, one file per bug.
# FUZZ_RUNS sets the number of inputs (default 5000); `make fuzz-long`
# runs ten million.
cd "$(dirname "$0")/../.." || exit 1
. tests/lib.sh
F=$ROOT/$BUILD/fuzz/fuzz_frontend
if [ ! -x "$F" ]; then
  skip fuzz/frontend "no fuzz target (make fuzz builds it with clang-22)"
  exit 0
fi
# Inputs the long runs once found crashing, each run again on its own.
for f in tests/fuzz/regress/*; do
  [ -f "$f" ] || continue
  if "$F" "$f" > "$TMP/one.log" 2>&1; then
    pass "fuzz/regress/$(basename "$f")"
  else
    fail "fuzz/regress/$(basename "$f")" "$(grep -m1 -E 'ERROR|runtime error|SUMMARY' "$TMP/one.log")"
  fi
done
corpus=$TMP/corpus
mkdir -p "$corpus"
cp tests/kernels/*.hip tests/diag/*.hip tests/preprocess/*.c examples/*.hip "$corpus"/ 2>/dev/null
runs=${FUZZ_RUNS:-5000}
if "$F" -runs="$runs" -max_len=4096 -timeout=10 -rss_limit_mb=4096 \
     -artifact_prefix="$TMP/" "$corpus" > "$TMP/fuzz.log" 2>&1; then
  pass "fuzz/frontend ($runs inputs)"
else
  fail fuzz/frontend "$(grep -m1 -E 'ERROR|SUMMARY|crash|leak' "$TMP/fuzz.log"); inputs kept in $TMP"
fi
