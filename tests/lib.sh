# What every test suite shares: source it from a tests/*/run.sh (tests/run
# sources it too).  Each test prints exactly one PASS, FAIL or SKIP line
# (see tests/run).
#
# The environment, the same whether a suite runs under tests/run (which
# exports it) or alone (tests/diag/run.sh, BUILD=build-san ...):
#   ROOT      the repository       BUILD   the build folder, relative to ROOT
#   HIPC      $ROOT/$BUILD/hipc    TOOLS   $ROOT/$BUILD/tests (test tools)
#   LLVM_BIN  LLVM 22's commands   TMP     a scratch folder for the suite
#   SUITE     the suite's name, for its SKIP line
#   SANITIZED 1 when $BUILD was built with the sanitizers (make SAN=1),
#             SAN_FLAGS then the flags a program linked with its libraries
#             needs (ASan's runtime must come first in the program)
ROOT=${ROOT:-$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)}
BUILD=${BUILD:-build}
HIPC=${HIPC:-$ROOT/$BUILD/hipc}
TOOLS=${TOOLS:-$ROOT/$BUILD/tests}
LLVM_BIN=${LLVM_BIN:-/usr/lib/llvm-22/bin}
if [ -z "${TMP:-}" ]; then
  HIPC_TESTS_TMP=$(mktemp -d "${TMPDIR:-/tmp}/hipc-tests.XXXXXX")
  trap 'rm -rf "$HIPC_TESTS_TMP"' EXIT
  TMP=$HIPC_TESTS_TMP
fi
SUITE=${SUITE:-$(basename "$(dirname "$0")")}
export ROOT BUILD HIPC TOOLS LLVM_BIN TMP
SANITIZED=0 SAN_FLAGS=
if readelf -d "$ROOT/$BUILD/libhipc-host.so" "$HIPC" 2> /dev/null | grep -q libasan; then
  SANITIZED=1 SAN_FLAGS=-fsanitize=address,undefined
fi

pass() { echo "PASS $1"; }
fail() { echo "FAIL $1: $2"; }
skip() { echo "SKIP $1: $2"; }

# in_parallel FUNC ITEM...: FUNC ITEM DIR for every item, in as many
# shards as there are cores, DIR its shard's own scratch folder; a shard
# runs its items in order and its lines come out after the shard before
# it.  For suites of many independent cases (conformance, diag).
in_parallel() {
  local fn=$1 w i jobs
  shift
  local items=("$@")
  jobs=$(nproc 2>/dev/null || echo 1)
  for ((w = 0; w < jobs; w++)); do
    mkdir -p "$TMP/shard$w"
    (
      for ((i = w; i < ${#items[@]}; i += jobs)); do
        "$fn" "${items[$i]}" "$TMP/shard$w"
      done > "$TMP/shard$w/out"
    ) &
  done
  wait
  for ((w = 0; w < jobs; w++)); do
    cat "$TMP/shard$w/out"
  done
}

# have PKG THING...: each THING (a command, or a file when it holds a '/')
# that the Debian package PKG provides is here.  make check installs the
# test packages where it can (scripts/install-deps.sh); where it cannot,
# the tests that need one are skipped, not failed.
# HIPC_TEST_PRETEND_MISSING="csmith gdb" takes packages away, to try that.
have() {
  local pkg=$1 t
  shift
  case " ${HIPC_TEST_PRETEND_MISSING:-} " in *" $pkg "*) return 1 ;; esac
  for t in "$@"; do
    case $t in
      */*) [ -e "$t" ] || return 1 ;;
      *) command -v "$t" > /dev/null || return 1 ;;
    esac
  done
}
# need PKG THING...: as have, but without them the whole suite is one
# line, "SKIP suite: needs PKG", and ends.
need() {
  have "$@" || { skip "$SUITE" "needs $1"; exit 0; }
}

# check_expected MODE NAME ARGS...: a compile's diagnostics against the
# `// expected-error: ...` lines of its source, by the one checker of every
# suite (tests/lib/expect.py says how; MODE hipc, pp or clang); prints
# "PASS NAME" or "FAIL NAME: why".
check_expected() {
  local out
  out=$(python3 "$ROOT/tests/lib/expect.py" "$@" 2>&1)
  case $out in
    "PASS $2" | "FAIL $2: "*) echo "$out" ;;
    *) fail "$2" "tests/lib/expect.py did not say: $(echo "$out" | tail -1)" ;;
  esac
}

# Known bugs: a suite sets KNOWN_BUGS=('NAME|pattern (grep -E)|why' ...)
# for the tests that wait for a fix in hipc.  A FAIL of NAME whose text
# matches the pattern is reported as a SKIP with the reason; once the bug
# is fixed the test passes by itself, and any other failure is still a
# FAIL.
# known_bug NAME LINE: the reason LINE, a FAIL of NAME's, is a known bug.
known_bug() {
  local e rest
  for e in "${KNOWN_BUGS[@]}"; do
    rest=${e#*|}
    if [ "${e%%|*}" = "$1" ] && echo "$2" | grep -qE "${rest%%|*}"; then
      echo "${rest#*|}"
      return 0
    fi
  done
  return 1
}
# report NAME LINE: LINE as it is, but a FAIL that is a known bug a SKIP.
report() {
  local bug line=$2
  if [ "${line#FAIL }" != "$line" ] && bug=$(known_bug "$1" "$line"); then
    line="SKIP ${line#FAIL }"
    line="${line%%: *}: known bug ($bug): ${line#*: }"
  fi
  echo "$line"
}
