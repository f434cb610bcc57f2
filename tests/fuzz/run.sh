#!/usr/bin/env bash
# A short libFuzzer run over the front end (make fuzz builds the target):
# the seed corpus is every test source; any crash or leak fails.
# tests/fuzz/regress/ holds what long runs found, one file per bug.
# FUZZ_RUNS sets the number of inputs (default 5000); FUZZ_JOBS the number
# of processes sharing them (default 1; more run as libFuzzer's -jobs, each
# its share of the inputs, all on the one corpus folder);
# FUZZ_BIN the target under $BUILD/fuzz (default fuzz_frontend);
# FUZZ_CORPUS a corpus folder kept between runs (default: a fresh one).
# `make fuzz-long` runs ten million.
cd "$(dirname "$0")/../.." || exit 1
. tests/lib.sh
F=$ROOT/$BUILD/fuzz/${FUZZ_BIN:-fuzz_frontend}
# make builds the target only where clang-22 and libFuzzer are.
need clang-22 "$LLVM_BIN/clang"
need libclang-rt-22-dev "$LLVM_BIN/../lib/clang/22/lib/linux/libclang_rt.fuzzer-$(uname -m).a"
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
# the conformance cases carry the syntax each C17 area adds (K&R and
# unprototyped calls, array parameters, _Generic, __auto_type, the C++
# constructs parser/cxx.c reports), under names of their own
for f in tests/conformance/*/*.hip; do
  g=${f#tests/conformance/}
  cp "$f" "$corpus/conf-${g//\//-}"
done
runs=${FUZZ_RUNS:-5000}
jobs=${FUZZ_JOBS:-1}
# What a run finds outlives the test folder: $BUILD/fuzz/artifacts keeps
# the inputs and the log of a failed run.
art=${FUZZ_ARTIFACTS:-$ROOT/$BUILD/fuzz/artifacts}
mkdir -p "$art"
opts=(-print_final_stats=1 -max_len=4096 -timeout=10 -rss_limit_mb=4096 -artifact_prefix="$art/")
if [ "$jobs" -gt 1 ]; then
  # Independent processes (libFuzzer's -jobs), each running its share of
  # the inputs and adding what it finds to the one corpus: a crash, an
  # input over the time or memory limit, ends the run.  (Fork mode, tried
  # first, spent most of its time starting jobs that each ran a slice of
  # a large corpus again: ~1,100 inputs a second on two cores where two
  # processes run ~2,800.)
  opts+=(-jobs="$jobs" -workers="$jobs" -runs=$(((runs + jobs - 1) / jobs)))
else
  opts+=(-runs="$runs")
fi
rm -f "$TMP"/fuzz-*.log
if (cd "$TMP" && "$F" "${opts[@]}" "$corpus" > "$TMP/fuzz.log" 2>&1); then
  # Each process's statistics: in fuzz.log, or with -jobs in fuzz-N.log
  # (which fuzz.log then repeats: counting both counted each twice).
  logs=("$TMP"/fuzz-*.log)
  [ -e "${logs[0]}" ] || logs=("$TMP/fuzz.log")
  n=$(cat "${logs[@]}" 2>/dev/null | awk '/number_of_executed_units/ {n += $2} END {print n + 0}')
  pass "fuzz/frontend ($n inputs in $jobs process$([ "$jobs" -gt 1 ] && echo es))"
else
  cat "$TMP/fuzz.log" "$TMP"/fuzz-*.log > "$art/failed-run.log" 2>/dev/null
  fail fuzz/frontend "$(grep -m1 -E '^(==[0-9]+==|SUMMARY|.*runtime error|ERROR: libFuzzer)' "$art/failed-run.log"); input and log in $art"
fi
