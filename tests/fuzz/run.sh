#!/usr/bin/env bash
# A short libFuzzer run over the front end (make fuzz builds the target):
# the seed corpus is every test source; any crash or leak fails.
# tests/fuzz/regress/ holds what long runs found, one file per bug.
# FUZZ_RUNS sets the number of inputs (default 5000); FUZZ_JOBS the number
# of processes sharing them (default 1; more runs libFuzzer's fork mode);
# FUZZ_BIN the target under $BUILD/fuzz (default fuzz_frontend);
# FUZZ_CORPUS a corpus folder kept between runs (default: a fresh one).
# `make fuzz-long` runs ten million.
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
# What a run finds outlives the test folder: $BUILD/fuzz/artifacts keeps
# the inputs and the log of a failed run.
art=${FUZZ_ARTIFACTS:-$ROOT/$BUILD/fuzz/artifacts}
mkdir -p "$art"
opts=(-print_final_stats=1 -max_len=4096 -timeout=10 -rss_limit_mb=4096 -artifact_prefix="$art/")
if [ "$jobs" -gt 1 ]; then
  # Fork mode: jobs in child processes, the corpus merged between them; an
  # input over the time or memory limit is counted and passed over (the
  # line says how many), a crash ends the run.
  opts+=(-fork="$jobs" -runs="$runs")
else
  opts+=(-runs="$runs")
fi
if (cd "$TMP" && "$F" "${opts[@]}" "$corpus" > "$TMP/fuzz.log" 2>&1); then
  if [ "$jobs" -gt 1 ]; then
    last=$(grep -E '^#[0-9]+: ' "$TMP/fuzz.log" | tail -1)
    total=${last%%:*}
    slow=$(echo "$last" | sed -n 's|.*oom/timeout/crash: \([0-9/]*\).*|\1|p')
    pass "fuzz/frontend (${total#\#} inputs in $jobs processes; out-of-memory/timeout/crash ${slow:-?})"
  else
    n=$(grep -m1 'number_of_executed_units' "$TMP/fuzz.log" | awk '{print $2}')
    pass "fuzz/frontend (${n:-$runs} inputs)"
  fi
else
  cp "$TMP/fuzz.log" "$art/failed-run.log"
  fail fuzz/frontend "$(grep -m1 -E '^(==[0-9]+==|SUMMARY|CRASH|INFO: log from the inner)' "$art/failed-run.log"); input and log in $art"
fi
