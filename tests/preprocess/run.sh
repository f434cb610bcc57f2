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
#   // expected-error: MSG, // expected-warning: MSG (or @+N / @-N after
#                     the word, for another line): the diagnostics, by
#                     file, line, level and text; none other may appear
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

# Kind and text of each token, without locations, flags, the final EOF
# and pp_dump's own `// ...` lines.
tokens() {
  "$PP" --tokens "$@" 2>/dev/null |
    sed -e '/^EOF /d' -e '/^\/\/ /d' -e 's/ [0-9][0-9]*:[0-9][0-9]*\( [a-z]*\)*$//'
}

# The expectations written in FILE, as `file:line: level: message`.
expectations() {
  awk -v f="$1" '{
    s = $0
    while (match(s, /expected-(error|warning)(@[-+][0-9]+)?: /)) {
      tag = substr(s, RSTART + 9, RLENGTH - 11)
      msg = substr(s, RSTART + RLENGTH)
      level = tag; off = 0
      if ((i = index(tag, "@")) > 0) { level = substr(tag, 1, i - 1); off = substr(tag, i + 1) + 0 }
      sub(/[ \t]*(\*\/)?[ \t]*$/, "", msg)
      printf "%s:%d: %s: %s\n", f, NR + off, level, msg
      s = ""
    }
  }' "$1"
}

# The diagnostics pp_dump printed, in the same form (notes left out).
diagnostics() {
  sed -n -E 's/^(\.\/)?([^ :]+):([0-9]+):[0-9]+: (fatal error|error|warning): (.*)$/\2:\3: \4: \5/p' "$1" |
    sed -E -e 's/: fatal error: /: error: /' -e 's/[ \t]+$//'
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

  # Diagnostics, against the expectations of every file they mention.
  local files
  files=$( (echo "$src"; diagnostics "$err" | cut -d: -f1) | sort -u)
  local f want=$TMP/$name.want got=$TMP/$name.got
  : >"$want"
  for f in $files; do
    [ -f "$f" ] && expectations "$f" >>"$want"
  done
  sort -o "$want" "$want"
  diagnostics "$err" | sort >"$got"
  if ! cmp -s "$want" "$got"; then
    fail "$name" "diagnostics differ: $(diff "$want" "$got" | grep '^[<>]' | head -n 3 | tr '\n' ' ')"
    return
  fi
  local errors=0
  grep -q ': error: ' "$want" && errors=1
  if [ $rc -ne $errors ]; then
    fail "$name" "exit status $rc, expected $errors"
    return
  fi

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
    if [ ! -x "$CLANG" ]; then
      skip "$name" "no $CLANG"
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
