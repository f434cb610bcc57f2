#!/usr/bin/env bash
# A short libFuzzer run over the front end (make fuzz builds the target):
# the seed corpus is every test source; any crash or leak fails.
# tests/fuzz/regress/ holds what long runs found, one file per bug.
# FUZZ_RUNS sets the number of inputs (default 5000), FUZZ_JOBS the number
# of processes sharing them (default 1), FUZZ_BIN the target under
# $BUILD/fuzz (default fuzz_frontend), FUZZ_CORPUS a corpus folder kept
# between runs (default: a fresh one).  `make fuzz-long` runs ten million.
cd "$(dirname "$0")/../.." || exit 1
. tests/lib.sh
F=$ROOT/$BUILD/fuzz/${FUZZ_BIN:-fuzz_frontend}
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
corpus=${FUZZ_CORPUS:-$TMP/corpus}
mkdir -p "$corpus"
cp tests/kernels/*.hip tests/diag/*.hip tests/preprocess/*.c examples/*.hip "$corpus"/ 2>/dev/null
runs=${FUZZ_RUNS:-5000}
jobs=${FUZZ_JOBS:-1}
opts=(-print_final_stats=1 -max_len=4096 -timeout=10 -rss_limit_mb=4096 -artifact_prefix="$TMP/")
if [ "$jobs" -gt 1 ]; then
  # Each job writes fuzz-N.log in the working folder and runs its share.
  opts+=(-jobs="$jobs" -workers="$jobs" -runs=$(((runs + jobs - 1) / jobs)))
else
  opts+=(-runs="$runs")
fi
if (cd "$TMP" && "$F" "${opts[@]}" "$corpus" > "$TMP/fuzz.log" 2>&1); then
  total=0
  for log in "$TMP"/fuzz.log "$TMP"/fuzz-*.log; do
    [ -f "$log" ] || continue
    n=$(grep -m1 'number_of_executed_units' "$log" | awk '{print $2}')
    total=$((total + ${n:-0}))
  done
  pass "fuzz/frontend ($total inputs in $jobs process(es))"
else
  log=$(grep -l -E 'ERROR|SUMMARY' "$TMP"/fuzz.log "$TMP"/fuzz-*.log 2> /dev/null | head -1)
  fail fuzz/frontend "$(grep -m1 -E 'ERROR|SUMMARY|crash|leak' "${log:-$TMP/fuzz.log}"); inputs kept in $TMP"
fi
