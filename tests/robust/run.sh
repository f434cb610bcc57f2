#!/usr/bin/env bash
# Nothing crashes: mutated kernels give a diagnostic or a code object, never
# an abort inside LLVM (mutate.py); and programs nested far deeper than
# people write (generated code does) compile or get a clean error.
cd "$(dirname "$0")/../.." || exit 1
. tests/lib.sh
need python3 python3
python3 tests/robust/mutate.py

deep() { # name, status wanted, message wanted (or ""), python expression
  local name=$1 want=$2 msg=$3
  python3 -c "print($4)" > "$TMP/$name.hip"
  "$HIPC" --offload-arch=gfx90a "$TMP/$name.hip" -o "$TMP/$name.out" > "$TMP/$name.err" 2>&1
  local st=$?
  if [ $st -ne "$want" ]; then
    fail "deep/$name" "exit status $st, wanted $want: $(head -c 200 "$TMP/$name.err")"
  elif [ -n "$msg" ] && ! grep -q "$msg" "$TMP/$name.err"; then
    fail "deep/$name" "no '$msg' in: $(head -c 200 "$TMP/$name.err")"
  else
    pass "deep/$name"
  fi
}
deep sum-100k 0 "" "'__global__ void k(int *p, int a) { *p = ' + 'a+'*100000 + '1; }'"
deep parens-1m 0 "" "'int x = ' + '('*1000000 + '1' + ')'*1000000 + ';'"
deep sum-300k 1 "expression nesting exceeds the maximum of 200000 levels" "'int x = ' + '1+'*300000 + '1;'"
# An initializer keeps an entry per element up to the last designated: a
# fuzzed `int a[] = {[11111111111111] = 1}` asked for 88 TB and aborted.
deep designator-far 1 "array designator index (11111111111111) is past hipc's limit" \
  "'__device__ int a[] = {[11111111111111] = 1};'"
deep designator-range-far 1 "array designator index (99999999999) is past hipc's limit" \
  "'__device__ int a[] = {[0 ... 99999999999] = 1};'"
# Declarators of many derivations cost linear memory: a fuzzed `int ***...*`
# of 900 stars took 5 GB (each '*' copied the ops of all those after it).
# Within 1.5 GB: ASan's own limit when hipc is built with it (its shadow
# memory needs more address space than any ulimit -v that would bite).
if [ "$SANITIZED" = 1 ]; then
  in_1500mb() { ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}hard_rss_limit_mb=1500 "$@"; }
else
  in_1500mb() { (ulimit -v 1500000; exec "$@"); }
fi
python3 -c "print('__device__ int ' + '*' * 20000 + ' p;')" > "$TMP/stars.hip"
if in_1500mb "$HIPC" --offload-arch=gfx90a -fsyntax-only "$TMP/stars.hip" > "$TMP/stars.err" 2>&1; then
  pass deep/pointer-20k-stars
else
  fail deep/pointer-20k-stars "in 1.5 GB: $(head -c 200 "$TMP/stars.err")"
fi
# Each macro twice the one before: 2^31 tokens, stopped at the limit.
deep macro-doubling 1 "macro expansion produced more than 16777216 tokens" \
  "'#define D0 x x\\n' + ''.join('#define D%d D%d D%d\\n' % (i, i - 1, i - 1) for i in range(1, 31)) + 'D30'"
# A GNU case range of two billion values: one comparison, not a case each.
deep case-range-2g 0 "" \
  "'__global__ void k(int *p, int v) { switch (v) { case 1 ... 0x7fffffff: *p = 1; break; default: *p = 0; } }'"
deep blocks-20k 0 "" "'__global__ void k(int *p) ' + '{'*20000 + '*p = 1;' + '}'*20000"
