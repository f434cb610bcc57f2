#!/usr/bin/env bash
# tests/exec: every kernel that computes something, run on the host target.
#
# Each kernel file is compiled unchanged by `$HIPC --offload-arch=host` and
# run by a C program written against HIP's runtime API
# (<hip/hip_runtime_api.h>: hipModuleLoad, hipModuleGetFunction,
# hipModuleLaunchKernel, hipModuleGetGlobal...), linked with libhipc-host;
# the program checks every output element against plain C (tests/lib/check.h).
#   NAME.c     tests/kernels/NAME.hip, the files hipc and clang compare
#   demo.c     examples/demo.hip
#   k/NAME.c   k/NAME.hip: the kernels issue 3 asks for that tests/kernels
#              lacks (grid-stride loops, shared-memory transpose, warp-shuffle
#              scan, recursion, printf...)
# Every program runs three times: the -O3 bundle through hipModuleLoad, the
# -O0 bundle through hipModuleLoadData (names end in -O0), and the raw -O3
# shared object from --no-gpu-bundle-output (-so); k/scan, k/lockstep,
# k/lanebits, k/ocml and k/mfma (warp operations) once more with
# HIPC_HOST_WARP_SIZE=32 (-ws32), and
# demo once more from a bundle for gfx90a, gfx1100 and the host
# (-multi), and k/ocml compiled for gfx90a and gfx1100 at -O0 and -O3
# with no symbol left undefined (k/ocml-gfx90a-O3 ...).  Each program
# must also link against AMD's libamdhip64 unchanged (link-amdhip64/NAME),
# and every kernel a .hip file defines must be named by its program
# (coverage/NAME).
# KNOWN_BUGS below lists the kernels that wait for a fix in hipc.
# Env: tests/lib.sh's; CC.  Runs alone too: tests/exec/run.sh, or
# BUILD=build-san tests/exec/run.sh.
set -u
cd "$(dirname "$0")/../.." || exit 1
. tests/lib.sh

E=tests/exec
LIB=$ROOT/$BUILD
CC=${CC:-cc}

if [ ! -f "$LIB/libhipc-host.so" ]; then
  skip exec "no $BUILD/libhipc-host.so (make $BUILD/libhipc-host.so)"
  exit 0
fi
if [ ! -x "$HIPC" ]; then
  skip exec "no $HIPC"
  exit 0
fi
need python3 python3
# shellcheck disable=SC2206 # SAN_FLAGS: none or one word
CFLAGS=(-std=c17 -O2 -g -Wall -Wextra -Werror -D__HIP_PLATFORM_AMD__ $SAN_FLAGS)

# Kernel files that wait for a fix in hipc (tests/lib.sh, known_bug).
KNOWN_BUGS=()

# The programs: NAME (as its tests are named) and its kernel file.
names=() hips=()
for c in "$E"/*.c "$E"/k/*.c; do
  name=${c#"$E"/}
  name=${name%.c}
  case $name in
    demo) hip=examples/demo.hip ;;
    k/*) hip=$E/$name.hip ;;
    *) hip=tests/kernels/$name.hip ;;
  esac
  names+=("$name") hips+=("$hip")
done

# Every kernel file has its program.
for hip in tests/kernels/*.hip "$E"/k/*.hip; do
  case $hip in
    "$E"/k/*) name=k/$(basename "$hip" .hip) ;;
    *) name=$(basename "$hip" .hip) ;;
  esac
  [ -f "$E/$name.c" ] || fail "coverage/$name" "no $E/$name.c runs $hip"
done

# ---- Build: modules, programs --------------------------------------------
# module HIP OUT FLAGS...: compiles HIP with $HIPC FLAGS; on failure,
# leaves the first error in OUT.why and fails.
module() {
  local hip=$1 out=$2
  shift 2
  if "$HIPC" "$@" "$hip" -o "$out" 2>"$out.err" && [ -s "$out" ]; then
    return 0
  fi
  local why
  why=$(grep -m1 'error' "$out.err" || head -1 "$out.err")
  echo "hipc $* $hip: ${why:-no message}" >"$out.why"
  return 1
}


# run NAME OUTFILE CMD...: passes the program's lines on; a crash or a
# non-zero exit without a FAIL line of its own is a FAIL.
run() {
  local name=$1 out=$2 line
  shift 2
  timeout 60 "$@" >"$out" 2>"$out.stderr"
  local rc=$?
  while IFS= read -r line; do
    report "$name" "$line"
  done < <(grep -E '^(PASS|FAIL|SKIP) ' "$out")
  if [ $rc -ne 0 ] && ! grep -q '^FAIL ' "$out"; then
    report "$name" "FAIL $name: exited with status $rc: $(head -c 300 "$out.stderr")"
  fi
  return 0
}

mkdir -p "$TMP/k"
for i in "${!names[@]}"; do
  name=${names[$i]} hip=${hips[$i]} x=$TMP/${names[$i]}
  src=$E/$name.c

  # coverage: the program names every kernel the file defines (by its C
  # name, or by a mangled name that begins _Z<length><name>); a kernel a
  # macro defines, by the macro's first argument, which its name begins
  # with (k/mfma: MFMA(mfma_f32_32x32x8f16, ...) defines
  # mfma_f32_32x32x8f16_0_0_0)
  missing=$(python3 - "$hip" "$src" <<'EOF'
import re, sys
hip, src = (open(f).read() for f in sys.argv[1:])
hip = re.sub(r"//.*", "", hip)
macros = re.findall(r"^#\s*define\s+(\w+)\((?:\\\n|[^\n])*__global__", hip, re.M)
hip = re.sub(r"^#\s*define(?:\\\n|[^\n])*", "", hip, flags=re.M)
for m in macros:
    for k in re.findall(r"\b%s\(\s*(\w+)" % m, hip):
        if '"%s' % k not in src:
            print(k)
for decl in re.findall(r"__global__([^;{]*)", hip):
    decl = re.sub(r"__launch_bounds__\s*\([^)]*\)", "", decl)
    k = re.search(r"(\w+)\s*\(", decl).group(1)
    if '"%s"' % k not in src and '"_Z%d%s' % (len(k), k) not in src:
        print(k)
EOF
)
  if [ -n "$missing" ]; then
    fail "coverage/$name" "$src does not run $(tr '\n' ' ' <<<"$missing")"
  else
    pass "coverage/$name"
  fi

  if ! "$CC" "${CFLAGS[@]}" "$src" -o "$x" -L"$LIB" -lhipc-host -Wl,-rpath,"$LIB" -lm \
       2>"$x.cc.err"; then
    report "$name" "FAIL $name: does not compile: $(grep -m1 -E 'error|undefined' "$x.cc.err")"
    continue
  fi
  # The same source must link against AMD's runtime: the API is HIP's.
  if ! have libamdhip64-dev /usr/lib/x86_64-linux-gnu/libamdhip64.so; then
    skip "link-amdhip64/$name" "needs libamdhip64-dev"
  elif "$CC" -std=c17 -D__HIP_PLATFORM_AMD__ "$src" -o "$x.amd" -lamdhip64 -lm \
       2>"$x.amd.err"; then
    pass "link-amdhip64/$name"
  else
    fail "link-amdhip64/$name" "$(grep -m1 -E 'error|undefined' "$x.amd.err")"
  fi

  # -O3 bundle by hipModuleLoad; -O0 bundle by hipModuleLoadData; raw .so
  if module "$hip" "$x.hipfb" --offload-arch=host -O3; then
    run "$name" "$x.out" "$x" "$x.hipfb"
    case $name in
      k/scan | k/lockstep | k/lanebits | k/ocml | k/mfma | amdgcn)
        HIPC_HOST_WARP_SIZE=32 run "$name" "$x.ws32.out" "$x" "$x.hipfb" -ws32 ;;
    esac
  else
    report "$name" "FAIL $name: $(cat "$x.hipfb.why")"
    continue
  fi
  if module "$hip" "$x-O0.hipfb" --offload-arch=host -O0; then
    run "$name" "$x-O0.out" "$x" -d "$x-O0.hipfb" -O0
  else
    report "$name" "FAIL $name-O0: $(cat "$x-O0.hipfb.why")"
  fi
  if module "$hip" "$x.so" --offload-arch=host -O3 --no-gpu-bundle-output; then
    run "$name" "$x.so.out" "$x" "$x.so" -so
  else
    report "$name" "FAIL $name-so: $(cat "$x.so.why")"
  fi
  # ROCm's entry points, as generated code calls them, for two GPUs at
  # -O0 and -O3: every one compiles and none is left undefined
  if [ "$name" = k/ocml ]; then
    for arch in gfx90a gfx1100; do
      for opt in -O0 -O3; do
        hsaco=$x-$arch$opt.hsaco
        if module "$hip" "$hsaco" --offload-arch=$arch $opt --no-gpu-bundle-output; then
          undef=$("$LLVM_BIN/llvm-readelf" --dyn-syms "$hsaco" | awk '$7 == "UND" && $8 != ""')
          if [ -n "$undef" ]; then
            fail "$name-$arch$opt" "undefined symbols: $(echo $undef)"
          else
            pass "$name-$arch$opt"
          fi
        else
          fail "$name-$arch$opt" "$(cat "$hsaco.why")"
        fi
      done
    done
  fi
  # the demo as `make demo` bundles it, for two GPUs, plus the host
  if [ "$name" = demo ]; then
    if module "$hip" "$x-multi.hipfb" --offload-arch=gfx90a,gfx1100,host; then
      run "$name" "$x-multi.out" "$x" "$x-multi.hipfb" -multi
    else
      report "$name" "FAIL $name-multi: $(cat "$x-multi.hipfb.why")"
    fi
  fi
done
exit 0
