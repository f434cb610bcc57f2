#!/usr/bin/env bash
# The C17 conformance suite (issue 4).  Each case is a HIP-C file under
# tests/conformance/<area>/, one of two kinds:
#  - a run case defines `__device__ int test(void)`, returning 0 when every
#    check holds and otherwise the number of the first failed check; it is
#    compiled for --offload-arch=host (-fdevice-default, so plain C helper
#    functions work too) and run on one GPU thread through libhipc-host;
#  - a diagnostic case carries `// expected-error: ...` comments (the
#    syntax of tests/diag) and is checked by tests/lib/expect.py.
# A first line `// FLAGS: ...` adds options.  A line `// COMPARE-CLANG`
# also compiles the case for gfx90a and gfx1100 with hipc and with
# clang-22 (as HIP) and compares the kernels' metadata and code size
# (tests/kernels/compare.py); such a case must be valid HIP C++ too and
# define its own kernels.
cd "$(dirname "$0")/../.." || exit 1
. tests/lib.sh
need python3 python3
cc $SAN_FLAGS -D__HIP_PLATFORM_AMD__ tests/conformance/launch.c -o "$TMP/launch" -L"$ROOT/$BUILD" \
  -lhipc-host -Wl,-rpath,"$ROOT/$BUILD" || { fail conformance/launch "cannot build the launcher"; exit 0; }
# case_one FILE DIR: one case, its scratch files in DIR
case_one() {
  local f=$1 T=$2 name flags st out got why arch
  name=${f#tests/conformance/}
  name=${name%.hip}
  flags=$(sed -n '1s|^// FLAGS: ||p' "$f")
  if grep -q 'expected-\(error\|warning\|note\|fatal\)' "$f"; then
    "$HIPC" --offload-arch=gfx90a -fsyntax-only $flags "$f" > /dev/null 2> "$T/err.txt"
    st=$?
    # "PASS name" or "FAIL name: why" (the status is 0 either way)
    out=$(check_expected hipc "$name" "$f" "$T/err.txt" "$st" 2>&1)
    if [ "${out%%$'\n'*}" = "PASS $name" ]; then
      pass "$name"
    else
      fail "$name" "$(echo "$out" | head -c 400)"
    fi
    return
  fi
  { cat "$f"; printf '\nextern "C" __global__ void __conformance_kernel(int *r) { *r = test(); }\n'; } \
    > "$T/case.hip"
  if ! "$HIPC" --offload-arch=host -fdevice-default $flags --no-gpu-bundle-output \
       "$T/case.hip" -o "$T/case.so" > "$T/err.txt" 2>&1; then
    fail "$name" "does not compile: $(head -c 300 "$T/err.txt")"
    return
  fi
  got=$(timeout 30 "$TMP/launch" "$T/case.so" 2>&1 | tail -1)
  if [ "$got" != "result 0" ]; then
    fail "$name" "$got"
    return
  fi
  if grep -q '^// COMPARE-CLANG' "$f"; then
    if ! have clang-22 "$LLVM_BIN/clang"; then
      skip "$name" "needs clang-22 for COMPARE-CLANG (the case itself passes)"
      return
    fi
    why=""
    for arch in gfx90a gfx1100; do
      "$HIPC" --offload-arch=$arch $flags --no-gpu-bundle-output "$f" -o "$T/h.hsaco" 2> "$T/err.txt" ||
        { why="hipc $arch: $(head -c 200 "$T/err.txt")"; break; }
      "$LLVM_BIN/clang" -x hip --cuda-device-only --no-gpu-bundle-output -nogpulib -nogpuinc \
        -I tests/kernels/clang-include --offload-arch=$arch -O3 -mcode-object-version=5 -w \
        "$f" -o "$T/c.hsaco" 2> "$T/err.txt" ||
        { why="clang $arch: $(head -c 200 "$T/err.txt")"; break; }
      out=$(python3 tests/kernels/compare.py pair "$T/c.hsaco" "$T/h.hsaco" --target $arch 2>&1)
      if echo "$out" | grep -q '^FAIL'; then why="$arch: $(echo "$out" | grep '^FAIL' | head -2)"; break; fi
    done
    [ -n "$why" ] && { fail "$name" "vs clang: $why"; return; }
  fi
  pass "$name"
}

files=(tests/conformance/*/*.hip)
in_parallel case_one "${files[@]}"
total=${#files[@]}
echo "conformance: $total cases"
