#!/usr/bin/env bash
# tests/host: libhipc-host, HIP's runtime API on the CPU.
#
# The host programs here are ordinary HIP C programs: they include
# <hip/hip_runtime_api.h> (Debian's HIP 5.2), link with -lhipc-host, and
# check every result against plain C.  Each prints its own PASS/FAIL
# lines; each must also link against AMD's libamdhip64 unchanged.
#   fake/*.c      host modules written by hand to runtime/host_abi.h
#   api.c         device, memory, streams, events, errors, module loading
#   kernels.c     fake modules' kernels: barriers, warps, arguments, globals
#                 (again with HIPC_HOST_WARP_SIZE=32 and HIPC_HOST_STACK=32k)
#   trap.c        kernels that trap; this script checks the messages
#   printf.c      device printf; this script checks the output
#   registry.c    a program as clang makes it: fat binary, registration,
#                 <<<>>> through __hipPush/PopCallConfiguration
#   threads.c     host threads launching at once
#   compiled.c    k/*.hip compiled by $HIPC --offload-arch=host, as bundles
#                 and as raw shared objects (SKIP while hipc cannot)
#   bench.c       scheduling costs, printed as detail lines
# Env: tests/lib.sh's; CC.  Runs alone too: tests/host/run.sh, or
# BUILD=build-san tests/host/run.sh after `make SAN=1 build-san/libhipc-host.so`.
set -u
cd "$(dirname "$0")/../.."
. tests/lib.sh

H=tests/host
LIB=$ROOT/$BUILD
M=$TMP/modules
mkdir -p "$M"
CC=${CC:-cc}

if [ ! -f "$LIB/libhipc-host.so" ]; then
  skip host "no $BUILD/libhipc-host.so (make $BUILD/libhipc-host.so)"
  exit 0
fi
need python3 python3
# shellcheck disable=SC2206 # SAN_FLAGS: none or one word
CFLAGS=(-std=c17 -O2 -g -Wall -Wextra -Werror -D__HIP_PLATFORM_AMD__ $SAN_FLAGS)

# ---- Modules: hand-written ones, bundles of them -----------------------
for src in "$H"/fake/*.c; do
  name=$(basename "$src" .c)
  "$CC" -std=c17 -O2 -Wall -Wextra -Werror -shared -fPIC -fvisibility=hidden \
    -fno-omit-frame-pointer -fno-optimize-sibling-calls "$src" -o "$M/$name.so" \
    2>"$TMP/$name.err" ||
    fail "fake/$name" "does not compile: $(head -1 "$TMP/$name.err")"
done
HOST_ID=host-x86_64-unknown-linux-gnu-
MODULE_ID=hipv4-x86_64-unknown-linux-gnu--host
python3 "$H/mkbundle.py" "$M/basic.hipfb" 1 "$HOST_ID" "$MODULE_ID=$M/basic.so" &&
  python3 "$H/mkbundle.py" "$M/basic-aligned.hipfb" 4096 "$HOST_ID" "$MODULE_ID=$M/basic.so" &&
  python3 "$H/mkbundle.py" "$M/empty.hipfb" 4096 "$HOST_ID" ||
  fail bundles "mkbundle.py failed"
echo "not an image" > "$M/not-elf.txt"

# ---- Programs ------------------------------------------------------------
# build NAME [CFLAGS...]: $TMP/NAME from $H/NAME.c; a failure is a FAIL.
build() {
  local name=$1
  shift
  if "$CC" "${CFLAGS[@]}" "$@" "$H/$name.c" -o "$TMP/$name" -L"$LIB" -lhipc-host \
       -Wl,-rpath,"$LIB" -lpthread 2>"$TMP/$name.err"; then
    return 0
  fi
  fail "build/$name" "$(grep -m1 -E 'error|undefined' "$TMP/$name.err")"
  return 1
}

# The same source must link against AMD's runtime: the API is HIP's.
link_amd() {
  local name=$1
  shift
  if ! have libamdhip64-dev /usr/lib/x86_64-linux-gnu/libamdhip64.so; then
    skip "link-amdhip64/$name" "needs libamdhip64-dev"
  elif "$CC" -std=c17 -D__HIP_PLATFORM_AMD__ "$@" "$H/$name.c" -o "$TMP/$name.amd" \
         -lamdhip64 -lpthread 2>"$TMP/$name.amd.err"; then
    pass "link-amdhip64/$name"
  else
    fail "link-amdhip64/$name" "$(grep -m1 -E 'error|undefined' "$TMP/$name.amd.err")"
  fi
}

# run NAME CMD...: passes the program's lines on; a crash or a non-zero
# exit without a FAIL line of its own is a FAIL.
run() {
  local name=$1 out=$TMP/$1.out
  shift
  timeout 120 "$@" >"$out" 2>"$TMP/$name.stderr"
  local rc=$?
  grep -E '^(PASS|FAIL|SKIP) ' "$out"
  if [ $rc -ne 0 ] && ! grep -q '^FAIL ' "$out"; then
    fail "$name" "exited with status $rc: $(head -c 300 "$TMP/$name.stderr")"
  fi
  return 0
}

FATBIN_FLAGS=(-DFATBIN="\"$M/basic-aligned.hipfb\"" -DEMPTY_FATBIN="\"$M/empty.hipfb\"")
for p in api kernels trap printf threads compiled bench; do
  build $p && link_amd $p
done
build registry "${FATBIN_FLAGS[@]}" && link_amd registry "${FATBIN_FLAGS[@]}"

[ -x "$TMP/api" ] && run api "$TMP/api" "$M"
[ -x "$TMP/api" ] && HIPC_HOST_WARP_SIZE=32 run api-ws32 "$TMP/api" "$M" -ws32 properties
if [ -x "$TMP/kernels" ]; then
  run kernels "$TMP/kernels" "$M"
  HIPC_HOST_WARP_SIZE=32 run kernels-ws32 "$TMP/kernels" "$M" -ws32 \
    where reduce rotate scan shuffle vote diverge
  HIPC_HOST_STACK=32k run kernels-stack "$TMP/kernels" "$M" -stack32k \
    reduce-1024 rotate phases transpose vote diverge
fi
[ -x "$TMP/registry" ] && run registry "$TMP/registry"
[ -x "$TMP/threads" ] && run threads "$TMP/threads" "$M"

# Traps: one message per failed launch, saying where and why.
if [ -x "$TMP/trap" ]; then
  run trap "$TMP/trap" "$M"
  err=$TMP/trap.stderr
  want1="hipc-host: kernel 'trapper' aborted in block (2,0,0) thread (5,0,0): boom"
  want2="hipc-host: kernel 'trap_plain' aborted in block (1,0,0) thread (3,0,0): trap"
  lines=$(grep -c '^hipc-host: kernel' "$err")
  if ! grep -qxF "$want1" "$err"; then
    fail trap-messages "no line \"$want1\""
  elif ! grep -qxF "$want2" "$err"; then
    fail trap-messages "no line \"$want2\""
  elif [ "$lines" -ne 202 ] || [ "$(wc -l <"$err")" -ne 202 ]; then
    fail trap-messages "$lines messages for 202 failed launches, $(wc -l <"$err") lines"
  else
    pass trap-messages
  fi
fi

# printf: every line whole, a thread's lines in order, the host's around.
check_printf() {
  local name=$1 out=$2
  python3 - "$out" <<'EOF' && pass "$name" || fail "$name" "$(cat "$out.why")"
import re, sys
path = sys.argv[1]
lines = open(path).read().split("\n")
why = None
if lines[-1] != "":
    why = "output does not end with a newline"
lines = lines[:-1]
first, second = {}, {}
for i, l in enumerate(lines):
    m = re.fullmatch(r"first (\d+) of 80", l)
    n = re.fullmatch(r"second (\d+) str 1\.50 c ff", l)
    if m:
        first[int(m.group(1))] = i
    elif n:
        second[int(n.group(1))] = i
    elif l not in ("host before", "host after"):
        why = why or "stray line %r" % l
if not why and (lines[0] != "host before" or lines[-1] != "host after"):
    why = "the host's lines are not around the kernel's"
if not why and (sorted(first) != list(range(80)) or sorted(second) != list(range(80))):
    why = "%d first and %d second lines, not 80 each" % (len(first), len(second))
if not why:
    late = [t for t in range(80) if first[t] > second[t]]
    if late:
        why = "thread %d printed its second line first" % late[0]
open(path + ".why", "w").write(why or "")
sys.exit(1 if why else 0)
EOF
}
if [ -x "$TMP/printf" ]; then
  if "$TMP/printf" "$M" >"$TMP/printf.out" 2>"$TMP/printf.err"; then
    check_printf printf "$TMP/printf.out"
  else
    fail printf "exited with status $?: $(head -c 300 "$TMP/printf.err")"
  fi
  # Into a pipe, stdout is fully buffered: the launch still flushes it.
  "$TMP/printf" "$M" | cat >"$TMP/printf-pipe.out"
  check_printf printf-pipe "$TMP/printf-pipe.out"
fi

# ---- Kernels compiled by hipc ---------------------------------------------
compiled=yes
if [ ! -x "$HIPC" ]; then
  compiled="no $HIPC"
else
  for k in "$H"/k/*.hip; do
    name=$(basename "$k" .hip)
    if ! "$HIPC" --offload-arch=host "$k" -o "$M/k-$name.hipfb" 2>"$TMP/k-$name.err" ||
       ! "$HIPC" --offload-arch=host --no-gpu-bundle-output "$k" -o "$M/k-$name.so" \
         2>>"$TMP/k-$name.err"; then
      compiled="hipc cannot compile k/$name.hip: $(head -1 "$TMP/k-$name.err")"
      break
    fi
  done
  # The same kernels for a GPU only: no code for this device.
  "$HIPC" --offload-arch=gfx90a "$H/k/basic.hip" -o "$M/k-gpu.hipfb" 2>/dev/null &&
    "$HIPC" --offload-arch=gfx90a --no-gpu-bundle-output "$H/k/basic.hip" \
      -o "$M/k-gpu.hsaco" 2>/dev/null || compiled="hipc cannot compile for gfx90a"
fi
if [ "$compiled" != yes ]; then
  skip compiled "$compiled"
elif [ -x "$TMP/compiled" ]; then
  run compiled-so "$TMP/compiled" "$M" so -so
  run compiled-hipfb "$TMP/compiled" "$M" hipfb -hipfb
  HIPC_HOST_WARP_SIZE=32 run compiled-ws32 "$TMP/compiled" "$M" hipfb -ws32 warp
  "$TMP/compiled" "$M" hipfb --hello >"$TMP/hello.out" 2>&1
  if [ "$(grep -c '^hello 7 from block [0-2] thread [0-4]$' "$TMP/hello.out")" -eq 15 ] &&
     [ "$(sort -u "$TMP/hello.out" | wc -l)" -eq 16 ] &&
     [ "$(tail -1 "$TMP/hello.out")" = "host after" ]; then
    pass compiled-printf
  else
    fail compiled-printf "$(head -c 300 "$TMP/hello.out")"
  fi
fi

# ---- What scheduling costs (no verdict) -----------------------------------
if [ -x "$TMP/bench" ] && [ "$SANITIZED" = 0 ]; then
  "$TMP/bench" "$M" 0.25 2>&1 | sed 's/^/  /'
fi
exit 0
