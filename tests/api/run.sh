#!/usr/bin/env bash
# tests/api/run.sh - the library API (include/hipc.h), used as a JIT or a
# build tool would use it.  Most checks live in tests/tools/api_test.c and
# print their own PASS/FAIL lines; this script adds what needs the tools
# of the machine around it:
#   library-quiet        the library printed nothing (stderr empty, no
#                        stray stdout lines)
#   readelf-*            llvm-readelf reads the code objects api_test wrote,
#                        and the metadata has the in-memory header's BLOCK
#   offload-bundler-*    clang-offload-bundler lists and unbundles api_test's
#                        bundle into the very code objects hipc_output gave
#   writes-stay-in-tmp   (strace) nothing is written outside $TMP
#   linker-temp-cleaned  no temporary files left in TMPDIR
#   valgrind-no-leaks    (valgrind) a compile and a failed compile, each
#                        destroyed, lose no memory
#   builtin-table        (tests/tools/builtin_table.c) every builtins.def
#                        row names an LLVM intrinsic that exists, with the
#                        types of its prototype where it is not overloaded
# Env: tests/lib.sh's.  Run: tests/run api, or tests/api/run.sh alone.
set -u
here=$(cd "$(dirname "$0")" && pwd)
. "$here/../lib.sh"

T=$TOOLS/api_test
READELF=$LLVM_BIN/llvm-readelf
OB=$LLVM_BIN/clang-offload-bundler
TMP=$(cd "$TMP" && pwd -P)

if [ ! -x "$T" ]; then
  fail api_test "no $T (build it: make BUILD=\${BUILD:-build} \${BUILD:-build}/tests/api_test)"
  exit 0
fi

# api_test works in an empty folder of its own, so no params.h on disk can
# stand in for the in-memory one.  hipc links through lld, which reads and
# writes files: TMPDIR keeps those inside $TMP too.
run=$TMP/run
tmpdir=$TMP/tmpdir
rm -rf "$run" "$tmpdir"
mkdir -p "$run" "$tmpdir"
export TMPDIR=$tmpdir

(cd "$run" && exec "$T" "$run") >"$TMP/api.out" 2>"$TMP/api.err"
rc=$?
cat "$TMP/api.out"
# 0: all passed, 1: some FAIL lines above; anything else is a crash.
if [ $rc -gt 1 ]; then
  fail api_test "exited with status $rc before the end$( [ $rc -gt 128 ] && echo " (signal $((rc - 128)))"): $(tail -1 "$TMP/api.err")"
fi

# The library never prints: api_test itself writes only PASS/FAIL lines to
# stdout and nothing to stderr.
stray=$(grep -vE '^(PASS|FAIL) ' "$TMP/api.out" | head -1)
if [ -s "$TMP/api.err" ]; then
  fail library-quiet "something wrote to stderr: $(head -1 "$TMP/api.err")"
elif [ -n "$stray" ]; then
  fail library-quiet "a stray line on stdout: $stray"
else
  pass library-quiet
fi

# lld's temporary files are gone once the compiles are.
left=$(cd "$tmpdir" && ls -A | head -3 | tr '\n' ' ')
if [ -n "$left" ]; then
  fail linker-temp-cleaned "left in TMPDIR: $left"
else
  pass linker-temp-cleaned
fi

# ---- the outputs, read by LLVM's tools ------------------------------------
if ! have clang-tools-22 "$OB"; then
  skip readelf "needs clang-tools-22"
elif ! have llvm-22 "$READELF"; then
  skip readelf "needs llvm-22"
elif [ ! -s "$run/k.hipfb" ]; then
  fail readelf "api_test wrote no k.hipfb (see memory-compile)"
else
  for a in gfx90a gfx1100; do
    co=$run/k-$a.hsaco
    # "Flags: 0x53f, gfx90a, xnack, sramecc": the processor by name.
    flags=$("$READELF" -h "$co" 2>&1 | grep 'Flags:')
    if ! "$READELF" -h "$co" 2>&1 | grep -q 'Machine: *EM_AMDGPU'; then
      fail "readelf-header-$a" "not EM_AMDGPU: $("$READELF" -h "$co" 2>&1 | grep -m1 -i 'machine\|error')"
    elif ! echo "$flags" | grep -qE "0x[0-9a-f]+, $a(,|\$)"; then
      fail "readelf-header-$a" "e_flags do not name $a: $flags"
    else
      pass "readelf-header-$a"
    fi
    # BLOCK came from params.h, given only through hipc_add_header.
    notes=$("$READELF" --notes "$co" 2>&1)
    if echo "$notes" | grep -q '\.max_flat_workgroup_size: 128$'; then
      pass "readelf-metadata-$a"
    else
      fail "readelf-metadata-$a" "no '.max_flat_workgroup_size: 128' in the notes: $(echo "$notes" | grep -m1 'max_flat\|error')"
    fi
  done

  list=$("$OB" --list --type=o --input="$run/k.hipfb" 2>&1 | sort | tr '\n' ' ')
  want="hipv4-amdgcn-amd-amdhsa--gfx1100 hipv4-amdgcn-amd-amdhsa--gfx90a host-x86_64-unknown-linux-gnu- "
  if [ "$list" = "$want" ]; then
    pass offload-bundler-list
  else
    fail offload-bundler-list "entries '$list', expected '$want'"
  fi
  why=
  for a in gfx90a gfx1100; do
    if ! "$OB" --unbundle --type=o --input="$run/k.hipfb" \
        --targets=hipv4-amdgcn-amd-amdhsa--$a --output="$TMP/unbundled-$a.hsaco" 2>"$TMP/ob.err"; then
      why="unbundling $a failed: $(head -1 "$TMP/ob.err")"
      break
    fi
    cmp -s "$TMP/unbundled-$a.hsaco" "$run/k-$a.hsaco" ||
      { why="the bundle's $a entry is not hipc_output's code object"; break; }
  done
  if [ -z "$why" ]; then pass offload-bundler-unbundle; else fail offload-bundler-unbundle "$why"; fi
fi

# ---- nothing written outside $TMP (strace) ---------------------------------
# The whole of api_test again, under strace, with every successful call
# that can create, change or remove a file.  With -y strace shows each
# descriptor's path, so an open's result names the file it made.
# Prints the paths written outside the prefix $1 (one per line).
writes_outside() {
  awk -v allow="$1/" -v cwd="$run" '
    function check(path) {
      if (path == "/dev/null" || index(path "/", allow) == 1) return
      # the linker'"'"'s in-memory files: a pipe and a memfd, not the disk
      if (path ~ /^pipe:\[[0-9]+\]$/ || path ~ /^\/memfd:/) return
      if (!(path in seen)) { seen[path] = 1; print path }
    }
    / --- SIG| \+\+\+ / { next }
    {
      line = $0
      sub(/^[0-9]+ +/, "", line)
      call = line; sub(/\(.*/, "", call)
      if (call ~ /^open/) {
        if (line !~ /O_WRONLY|O_RDWR|O_CREAT|O_TRUNC/) next
        if (match(line, /= [0-9]+<[^>]*>$/)) {
          p = substr(line, RSTART, RLENGTH); sub(/^= [0-9]+</, "", p); sub(/>$/, "", p)
          check(p); next
        }
      }
      # Every quoted argument is a path: relative ones are relative to
      # the descriptor before them (AT_FDCWD</dir>) or to the working
      # folder api_test chdirs to.
      rest = line
      while (match(rest, /"[^"]*"/)) {
        before = substr(rest, 1, RSTART - 1)
        p = substr(rest, RSTART + 1, RLENGTH - 2)
        rest = substr(rest, RSTART + RLENGTH)
        if (p !~ /^\//) {
          dir = cwd
          if (match(before, /<[^>]*>, $/)) dir = substr(before, RSTART + 1, RLENGTH - 4)
          p = dir "/" p
        }
        check(p)
      }
    }' "$TMP/strace.log"
}
if ! have strace strace; then
  skip writes-stay-in-tmp "needs strace"
else
  rm -rf "$run" && mkdir -p "$run"
  calls=open,openat,openat2,creat,mkdir,mkdirat,unlink,unlinkat,rmdir,rename,renameat,renameat2
  calls=$calls,link,linkat,symlink,symlinkat,truncate,chmod,fchmodat,mknod,mknodat,utimensat
  (cd "$run" && exec strace -f -qq -z -y -o "$TMP/strace.log" -e trace=$calls "$T" "$run") \
    >"$TMP/strace.out" 2>&1
  if [ ! -s "$TMP/strace.log" ]; then
    skip writes-stay-in-tmp "strace gave no log: $(head -1 "$TMP/strace.out")"
  else
    out=$(writes_outside "$TMP")
    if [ -n "$out" ]; then
      fail writes-stay-in-tmp "written outside $TMP: $(echo "$out" | head -3 | tr '\n' ' ')"
    else
      pass writes-stay-in-tmp
    fi
    # Links happen in memory (codegen/lld.cpp): the library itself writes
    # nothing, only api_test does (in its own folder, $run).
    out=$(writes_outside "$run")
    if [ -n "$out" ]; then
      fail library-writes-no-files "the library wrote: $(echo "$out" | head -3 | tr '\n' ' ')"
    else
      pass library-writes-no-files
    fi
  fi
fi

# ---- the builtin table against LLVM ------------------------------------------
if [ -x "$TOOLS/builtin_table" ]; then
  "$TOOLS/builtin_table" >"$TMP/bt.out" 2>&1
  rc=$?
  cat "$TMP/bt.out"
  [ $rc -gt 1 ] && fail builtin-table "exited with status $rc: $(tail -1 "$TMP/bt.out")"
else
  fail builtin-table "no $TOOLS/builtin_table (make BUILD=\${BUILD:-build} \${BUILD:-build}/tests/builtin_table)"
fi

# ---- leaks (valgrind) -------------------------------------------------------
# Only "definitely lost" fails: LLVM keeps its one-time target registry and
# option tables "still reachable" for the life of the process, which is not
# hipc's to free.  No suppression file is needed with LLVM 22 here (the
# run reports 0 possibly lost); add one beside this script if LLVM's global
# state ever shows up as "possibly lost" noise.
if ! have valgrind valgrind; then
  skip valgrind-no-leaks "needs valgrind"
elif [ "$SANITIZED" = 1 ]; then
  skip valgrind-no-leaks "a sanitizer build: LeakSanitizer checks leaks there"
else
  mkdir -p "$TMP/leak"
  (cd "$TMP/leak" && exec valgrind -q --leak-check=full --show-leak-kinds=definite \
    --errors-for-leak-kinds=definite --error-exitcode=9 --log-file="$TMP/valgrind.log" \
    "$T" "$TMP/leak" leak) >"$TMP/leak.out" 2>&1
  rc=$?
  if [ $rc -eq 9 ]; then
    fail valgrind-no-leaks "$(grep -m1 -E 'definitely lost|Invalid|uninitialised' "$TMP/valgrind.log" | sed 's/^==[0-9]*== //')"
    head -40 "$TMP/valgrind.log" # tests/run deletes $TMP: show the stacks
  elif [ $rc -ne 0 ] || ! grep -q '^PASS leak-case' "$TMP/leak.out"; then
    fail valgrind-no-leaks "api_test leak: status $rc: $(head -1 "$TMP/leak.out")"
  else
    pass valgrind-no-leaks
  fi
fi
exit 0
