#!/usr/bin/env bash
# tests/preprocess/run.sh - the preprocessor's tests, one per NAME.c here.
#
# What a test checks depends on what sits beside it:
#   NAME.expected     the exact -E output (a golden file: we own the format),
#                     or with `// TOKENS` in NAME.c the exact token dump
#   NAME.std          text whose tokens the output must equal, whitespace
#                     aside (the C17 examples give their results this way)
#   // CLANG-COMPARE  in NAME.c: the output's tokens must equal those of
#                     `clang -E -P` (clang is the reference)
#   // expected-error: MSG, // expected-warning@+1: MSG, ... (the syntax
#                     of tests/lib/expect.py, here or in a header a
#                     diagnostic names): the diagnostics, by file, line,
#                     level and text; no other error or warning may appear
#                     and the exit status is 1 when an error is expected
#   // ARGS: ...      in NAME.c: pp_dump options (-I, -D, ...)
# Every test that has no error must also give the same tokens when its
# own -E output is preprocessed again.  Runs from this directory, with
# SOURCE_DATE_EPOCH=0.  Needs $TOOLS/pp_dump.  Env: tests/lib.sh's.
set -u
here=$(cd "$(dirname "$0")" && pwd)
. "$here/../lib.sh"
PP=$TOOLS/pp_dump
CLANG=$LLVM_BIN/clang
export SOURCE_DATE_EPOCH=0
cd "$here"

if [ ! -x "$PP" ]; then
  fail preprocess "no $PP (build it: make BUILD=\$BUILD \$BUILD/tests/pp_dump)"
  exit 0
fi
need python3 python3

# Kind and text of each token, without locations, flags, the final EOF
# and pp_dump's own `// ...` lines.
tokens() {
  "$PP" --tokens "$@" 2>/dev/null |
    sed -e '/^EOF /d' -e '/^\/\/ /d' -e 's/ [0-9][0-9]*:[0-9][0-9]*\( [a-z]*\)*$//'
}

run_test() {
  local src=$1 name=${1%.c}
  local args
  args=$(sed -n 's|^// ARGS: ||p' "$src" | head -n 1)
  local out=$TMP/$name.out err=$TMP/$name.err mode=
  grep -q '^// TOKENS' "$src" && mode=--tokens
  # shellcheck disable=SC2086
  "$PP" $mode $args "$src" >"$out" 2>"$err"
  local rc=$?

  # Diagnostics and exit status, against the expectations of the test and
  # of every file its diagnostics name; once they agree, the status says
  # whether an error was expected.
  local verdict
  verdict=$(check_expected pp "$name" "$src" "$err" $rc)
  if [ "$verdict" != "PASS $name" ]; then
    echo "$verdict"
    return
  fi
  local errors=$rc

  if [ -f "$name.expected" ] && ! cmp -s "$name.expected" "$out"; then
    fail "$name" "-E output differs: $(diff "$name.expected" "$out" | grep '^[<>]' | head -n 3 | tr '\n' ' ')"
    return
  fi

  if [ -f "$name.std" ]; then
    # shellcheck disable=SC2086
    tokens $args "$src" >"$TMP/$name.tok"
    tokens "$name.std" >"$TMP/$name.stdtok"
    if ! cmp -s "$TMP/$name.stdtok" "$TMP/$name.tok"; then
      fail "$name" "tokens differ from $name.std: $(diff "$TMP/$name.stdtok" "$TMP/$name.tok" | grep '^[<>]' | head -n 2 | tr '\n' ' ')"
      return
    fi
  fi

  if grep -q '^// CLANG-COMPARE' "$src"; then
    if ! have clang-22 "$CLANG"; then
      skip "$name" "needs clang-22"
      return
    fi
    # shellcheck disable=SC2086
    "$CLANG" -E -P $args "$src" >"$TMP/$name.clang.i" 2>/dev/null
    # shellcheck disable=SC2086
    tokens $args "$src" >"$TMP/$name.tok"
    tokens "$TMP/$name.clang.i" >"$TMP/$name.clangtok"
    if ! cmp -s "$TMP/$name.clangtok" "$TMP/$name.tok"; then
      fail "$name" "tokens differ from clang -E: $(diff "$TMP/$name.clangtok" "$TMP/$name.tok" | grep '^[<>]' | head -n 2 | tr '\n' ' ')"
      return
    fi
  fi

  if [ $errors -eq 0 ]; then
    # The -E output, from either writer, must scan back to the same tokens.
    # shellcheck disable=SC2086
    tokens $args "$src" >"$TMP/$name.tok"
    local writer
    for writer in "" --plain; do
      # shellcheck disable=SC2086
      "$PP" $writer $args "$src" >"$TMP/$name.i" 2>/dev/null
      (cd "$TMP" && tokens "$name.i") >"$TMP/$name.rttok"
      if ! cmp -s "$TMP/$name.tok" "$TMP/$name.rttok"; then
        fail "$name" "-E output ${writer:+($writer) }does not scan back to the same tokens: $(diff "$TMP/$name.tok" "$TMP/$name.rttok" | grep '^[<>]' | head -n 2 | tr '\n' ' ')"
        return
      fi
    done
  fi
  pass "$name"
}

for src in *.c; do
  run_test "$src"
done
exit 0
