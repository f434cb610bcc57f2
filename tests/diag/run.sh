#!/usr/bin/env bash
# tests/diag: what hipc says about bad input, held up against clang 22.
#
# Test lines:
#   src/NAME        hipc -fsyntax-only on NAME.hip meets the expectations
#                   written in it (// expected-error: ..., see
#                   tests/lib/expect.py), prints each diagnostic in
#                   clang's layout and ends with clang's summary line;
#                   exit status 1 when an error is expected.  A file
#                   whose first line is "// RUN: codegen" is compiled to a
#                   code object instead (errors that only code generation
#                   or the linker find); "// FLAGS: ..." in its first lines
#                   adds options (for clang too).
#   clang/NAME      clang-22 gives the same messages on the same lines (as
#                   HIP, or as C where hipc is C17 and clang's HIP mode is
#                   C++), except those marked "clang-differs".
#   golden/NAME     hipc's whole stderr for NAME.hip, byte for byte, against
#                   NAME.stderr beside it.
#   cmd/NAME        a bad command line: exact stderr and exit status 1.
#   nocrash/NAME    NAME.hip (gaps/ too) compiled for gfx90a and gfx1100 at
#                   -O0 and -O3: exit status 0 or 1, never a signal, and no
#                   "LLVM ERROR", assertion or stack dump.
# Where hipc is known to differ from clang, the case lives in gaps/ (source
# tests, not run by default) or is listed as a known variant below, and
# KNOWN_GAPS.md describes it.  DIAG_GAPS=1 tests/diag/run.sh runs the gaps
# instead: every FAIL there is an open gap, every PASS a fixed one.
#
# Run: tests/run diag, or tests/diag/run.sh alone.  Env: tests/lib.sh's;
# DIAG_GAPS.
set -u
here=$(cd "$(dirname "$0")" && pwd)
. "$here/../lib.sh"
GAPS=${DIAG_GAPS:-0}

if [ ! -x "$HIPC" ]; then
  skip diag "no $HIPC (make first)"
  exit 0
fi
need python3 python3
CLANG=$LLVM_BIN/clang-22
[ -x "$CLANG" ] || CLANG=$LLVM_BIN/clang
# clang as HIP, with the small <hip/hip_runtime.h> prelude tests/kernels
# uses, and as C17 with a prelude that only spells the attributes: hipc's
# sema uses clang's C wording, which HIP mode (C++) does not always have.
CLANG_HIP=("$CLANG" -x hip --cuda-device-only -nogpulib -nogpuinc -fsyntax-only
           -I "$ROOT/tests/kernels/clang-include" --offload-arch=gfx90a)
CLANG_C=("$CLANG" -x c -std=c17 -fsyntax-only -I "$here/c-include"
         -Wno-unknown-attributes -Wno-ignored-attributes)

# Diagnostics name the file as given: run from here, so they read
# "types.hip:3:5: error: ...".
cd "$here"
shopt -s nullglob
if [ "$GAPS" = 1 ]; then
  sources=(gaps/*.hip)
else
  sources=(*.hip)
fi

# ---- Source tests ------------------------------------------------------------

# source_case FILE: its hipc, golden and clang lines
source_case() {
  local f=$1 name out args flags rc
  name=${f%.hip}
  out=$TMP/${name//\//_}
  if head -1 "$f" | grep -q '^// RUN: codegen'; then
    args=(-O0 -o "$out.o")
  else
    args=(-fsyntax-only)
  fi
  # "// FLAGS: -Werror" in the first lines: options for hipc and clang.
  flags=($(sed -n '1,5s|^// FLAGS: ||p' "$f"))
  "$HIPC" --offload-arch=gfx90a "${args[@]}" ${flags[@]+"${flags[@]}"} "$f" > "$out.stdout" 2> "$out.stderr"
  rc=$?
  if [ -s "$out.stdout" ]; then
    fail "src/$name" "wrote to standard output: $(head -c 200 "$out.stdout")"
  else
    check_expected hipc "src/$name" "$f" "$out.stderr" $rc
  fi
  if [ -f "$name.stderr" ]; then
    if cmp -s "$name.stderr" "$out.stderr"; then
      pass "golden/$name"
    else
      fail "golden/$name" "stderr differs from $name.stderr: $(diff "$name.stderr" "$out.stderr" | head -4 | paste -sd' ')"
    fi
  fi
  if ! have clang-22 "$CLANG"; then
    skip "clang/$name" "needs clang-22"
    return
  fi
  "${CLANG_HIP[@]}" ${flags[@]+"${flags[@]}"} "$f" > /dev/null 2> "$out.clang-hip"
  "${CLANG_C[@]}" ${flags[@]+"${flags[@]}"} "$f" > /dev/null 2> "$out.clang-c"
  check_expected clang "clang/$name" "$f" "$out.clang-hip" "$out.clang-c"
}
in_parallel source_case "${sources[@]}"

# ---- Command lines -----------------------------------------------------------

cd "$TMP"
printf '__global__ void k(int *p) { p[0] = 1; }\n' > ok.hip

# cmd NAME WANT KNOWN -- ARGS...: hipc ARGS exits with status 1 and writes
# exactly WANT (plus a newline) to stderr.  KNOWN, when not empty, is what
# hipc writes today instead, a gap listed in KNOWN_GAPS.md: accepted (and
# reported as a detail line) unless DIAG_GAPS=1.  STATUS=N before cmd
# expects another exit status.
cmd() {
  local name=$1 want=$2 known=$3 status=${STATUS:-1}
  shift 4
  "$HIPC" "$@" > cmd.stdout 2> cmd.stderr
  local rc=$? got
  got=$(cat cmd.stderr; echo x)
  got=${got%x}
  [ -n "$want" ] && want=$want$'\n'
  [ -n "$known" ] && known=$known$'\n'
  if [ $rc -ne "$status" ]; then
    fail "cmd/$name" "exit status $rc, expected $status ($(head -c 200 cmd.stderr))"
  elif [ "$got" = "$want" ]; then
    pass "cmd/$name"
  elif [ -n "$known" ] && [ "$GAPS" != 1 ] && [ "$got" = "$known" ]; then
    echo "known gap (KNOWN_GAPS.md): cmd/$name: $(diff <(printf %s "$want") cmd.stderr | grep '^[<>]' | paste -sd' ' | cut -c1-200)"
    pass "cmd/$name"
  else
    fail "cmd/$name" "stderr '$(paste -sd'|' cmd.stderr)', expected '$(printf %s "$want" | paste -sd'|')'"
  fi
}
# Errors about the command line are clang driver errors: no "1 error
# generated." after them.

targets=$("$HIPC" --version | sed -n 's/^targets: //p')
case " $targets " in
  *" gfx90a "*" gfx1100 "*) ;;
  *) fail cmd/targets-listed "hipc --version lists '$targets', without gfx90a and gfx1100" ;;
esac
# clang says only "unsupported HIP gpu architecture: gfx9999"; hipc adds
# the processors it knows.
want="hipc: error: unsupported HIP gpu architecture: gfx9999 (supported: $targets)"
cmd unknown-target "$want" "" -- --offload-arch=gfx9999 ok.hip
cmd unknown-target-in-list "$want" "" -- --offload-arch=gfx90a,gfx9999 ok.hip
want="hipc: error: invalid target ID 'gfx90a:xnack'; format is a processor name followed by an optional colon-delimited list of features followed by an enable/disable sign (e.g., 'gfx908:sramecc+:xnack-')"
cmd malformed-target-id "$want" "" -- --offload-arch=gfx90a:xnack ok.hip
want="hipc: error: invalid target ID 'gfx90a:xnack+:xnack-'; format is a processor name followed by an optional colon-delimited list of features followed by an enable/disable sign (e.g., 'gfx908:sramecc+:xnack-')"
cmd feature-twice "$want" "" -- --offload-arch=gfx90a:xnack+:xnack- ok.hip
# clang gives the format message above for this too; hipc says what is
# wrong (KNOWN_GAPS.md lists the difference).
want="hipc: error: invalid target ID 'gfx1100:xnack+': gfx1100 does not support xnack"
cmd feature-not-supported "$want" "" -- --offload-arch=gfx1100:xnack+ ok.hip
want="hipc: error: no such file or directory: 'nofile.hip'"
cmd missing-input "$want" "" -- --offload-arch=gfx90a nofile.hip
mkdir -p adir.hip
cmd input-is-directory "hipc: error: error reading 'adir.hip': Is a directory" "" -- --offload-arch=gfx90a adir.hip
cmd no-input "hipc: error: no input files" "" -- --offload-arch=gfx90a
cmd no-input-at-all "hipc: error: no input files" "" --
cmd unknown-f-option "hipc: error: unknown argument: '-fbogus'" "" -- --offload-arch=gfx90a -fbogus ok.hip
STATUS=0 cmd optimisation-level \
  "hipc: warning: optimization level '-O7' is not supported; using '-O3' instead" "" \
  -- --offload-arch=gfx90a -O7 -fsyntax-only ok.hip
STATUS=0 cmd duplicate-target "" "" -- --offload-arch=gfx90a,gfx90a -o dup.hipfb ok.hip
STATUS=0 cmd duplicate-target-option "" "" -- --offload-arch=gfx90a --offload-arch=gfx90a -o dup.hipfb ok.hip
cmd target-feature-mix "hipc: error: invalid offload arch combinations: 'gfx90a' and 'gfx90a:xnack+' (for a specific processor, a feature should either exist in all offload archs, or not exist in any offload archs)" "" \
  -- --offload-arch=gfx90a --offload-arch=gfx90a:xnack+ ok.hip
cmd unknown-option "hipc: error: unknown argument: '-mbogus'" "" -- --offload-arch=gfx90a -mbogus ok.hip
cmd unknown-long-option "hipc: error: unknown argument: '--bogus'" "" -- --offload-arch=gfx90a --bogus ok.hip
cmd unwritable-output \
  "hipc: error: unable to open output file '/nonexistent/dir/x.hsaco': 'No such file or directory'" "" \
  -- --offload-arch=gfx90a --no-gpu-bundle-output ok.hip -o /nonexistent/dir/x.hsaco
cmd unwritable-bundle \
  "hipc: error: unable to open output file '/nonexistent/dir/x.hipfb': 'No such file or directory'" "" \
  -- --offload-arch=gfx90a,gfx1100 ok.hip -o /nonexistent/dir/x.hipfb
cmd code-object-version "hipc: error: invalid integral value '7' in '-mcode-object-version=7'" "" \
  -- --offload-arch=gfx90a -mcode-object-version=7 ok.hip
cmd o-without-argument "hipc: error: argument to '-o' is missing (expected 1 value)" "" \
  -- --offload-arch=gfx90a ok.hip -o
cmd language "hipc: error: language not recognized: 'fortran'" "" -- --offload-arch=gfx90a -x fortran ok.hip
cmd printf-kind "hipc: error: invalid value 'bogus' in '-mprintf-kind=bogus'" "" \
  -- --offload-arch=gfx90a -mprintf-kind=bogus ok.hip

# Open gaps (KNOWN_GAPS.md), run by DIAG_GAPS=1 only: what clang does.
if [ "$GAPS" = 1 ]; then
  # clang's words: the format message; hipc's "gfx1100 does not support
  # xnack" says more, so cmd/feature-not-supported keeps it.
  cmd feature-not-supported-clang "hipc: error: invalid target ID 'gfx1100:xnack+'; format is a processor name followed by an optional colon-delimited list of features followed by an enable/disable sign (e.g., 'gfx908:sramecc+:xnack-')" "" \
    -- --offload-arch=gfx1100:xnack+ ok.hip
fi

# ---- Nothing crashes ---------------------------------------------------------

cd "$here"
shopt -s nullglob
for f in *.hip gaps/*.hip; do
  name=${f%.hip}
  bad=
  for t in gfx90a gfx1100; do
    for o in -O0 -O3; do
      "$HIPC" --offload-arch=$t $o "$f" -o "$TMP/nocrash.o" > "$TMP/nocrash.out" 2>&1
      rc=$?
      if [ $rc -gt 1 ]; then
        bad="$bad [$t $o: exit status $rc]"
      elif grep -qE 'LLVM ERROR|Assertion|Stack dump|PLEASE submit|internal error' "$TMP/nocrash.out"; then
        bad="$bad [$t $o: $(grep -m1 -E 'LLVM ERROR|Assertion|Stack dump|PLEASE submit|internal error' "$TMP/nocrash.out")]"
      fi
    done
  done
  [ -z "$bad" ] && pass "nocrash/$name" || fail "nocrash/$name" "$bad"
done
exit 0
