#!/usr/bin/env bash
# tests/kernels: hipc against clang 22 on the same HIP-C kernels.
#
# Every tests/kernels/*.hip is compiled for gfx90a, gfx942, gfx1030 and gfx1100 by
#   clang-22 -x hip --cuda-device-only --no-gpu-bundle-output -nogpulib
#            -nogpuinc -I tests/kernels/clang-include -O3
#            -mcode-object-version=5 --offload-arch=T
# (the prelude in clang-include/ stands in for HIP's headers) and by
#   $HIPC --offload-arch=T --no-gpu-bundle-output -O3
# (hipc's own embedded <hip/hip_runtime.h>, code object v5 by default).
# compare.py then checks, per kernel and target, that the launch metadata
# is equal and the instruction count is within TOL % (default 5) of clang's;
# its docstring lists the fields.  Test lines:
#   clang/FILE/T       clang (with the prelude) compiles FILE for T
#   hipc/KERNEL/T      hipc's code object matches clang's for KERNEL on T
#                      (SKIP when $HIPC is not built yet)
#   compare/...        the comparison itself notices real differences
# then a table of instruction and register counts, as detail lines.
# Env: TARGETS, KERNELS (file names without .hip), TOL, plus the
# environment of tests/lib.sh.  Runs alone too: tests/kernels/run.sh
set -u
cd "$(dirname "$0")/../.."
. tests/lib.sh

K=tests/kernels
TARGETS=${TARGETS:-gfx90a gfx942 gfx1030 gfx1100}
TOL=${TOL:-5}
CLANG=("$LLVM_BIN/clang" -x hip --cuda-device-only --no-gpu-bundle-output
       -nogpulib -nogpuinc -I "$K/clang-include" -O3 -mcode-object-version=5)
COMPARE=(python3 "$K/compare.py")
TABLE=$TMP/counts.jsonl
rm -f "$TABLE"

need python3 python3
need clang-22 "$LLVM_BIN/clang"
have_hipc=0
[ -x "$HIPC" ] && have_hipc=1

# First line of a compiler's stderr worth quoting.
first_error() {
  grep -m1 -E 'error|fatal' "$1" || head -n1 "$1" || true
}

files=()
if [ -n "${KERNELS:-}" ]; then
  for k in $KERNELS; do files+=("$K/$k.hip"); done
else
  files=("$K"/*.hip)
fi

for src in "${files[@]}"; do
  b=$(basename "$src" .hip)
  for t in $TARGETS; do
    ref=$TMP/$b.$t.clang.hsaco
    if "${CLANG[@]}" --offload-arch="$t" "$src" -o "$ref" 2>"$TMP/clang.err"; then
      pass "clang/$b/$t"
    else
      fail "clang/$b/$t" "$(first_error "$TMP/clang.err")"
      continue
    fi
    kernels=$("${COMPARE[@]}" kernels "$ref")
    if [ $have_hipc = 0 ]; then
      for k in $kernels; do skip "hipc/$k/$t" "$HIPC not built"; done
      "${COMPARE[@]}" single "$ref" --target "$t" --table "$TABLE"
      continue
    fi
    out=$TMP/$b.$t.hipc.hsaco
    rm -f "$out"
    if timeout 120 "$HIPC" --offload-arch="$t" --no-gpu-bundle-output -O3 \
         "$src" -o "$out" 2>"$TMP/hipc.err" && [ -s "$out" ]; then
      "${COMPARE[@]}" pair "$ref" "$out" --target "$t" --tol "$TOL" \
        --table "$TABLE" --prefix hipc || fail "hipc/$b/$t" "compare.py crashed"
    else
      why="hipc failed (status $?): $(first_error "$TMP/hipc.err")"
      for k in $kernels; do fail "hipc/$k/$t" "$why"; done
      "${COMPARE[@]}" single "$ref" --target "$t" --table "$TABLE"
    fi
  done
done

# --- HIP's vector types against the real HIP headers (libamdhip64-dev). ---
# clang compiles hip-headers/*.hip as HIP C++ with Debian's /usr/include/hip
# (their warp functions want __AMDGCN_WAVEFRONT_SIZE, which clang 22 no
# longer defines); hipc uses its own headers.
if [ -f /usr/include/hip/hip_runtime.h ] && [ $have_hipc = 1 ]; then
  for src in $K/hip-headers/*.hip; do
    b=$(basename "$src" .hip)
    for t in gfx90a gfx1100; do
      ref=$TMP/$b.$t.real.hsaco out=$TMP/$b.$t.real-hipc.hsaco
      ws=$([ $t = gfx1100 ] && echo 32 || echo 64)
      if ! "$LLVM_BIN/clang" -x hip --cuda-device-only --no-gpu-bundle-output \
           -nogpulib -D__AMDGCN_WAVEFRONT_SIZE=$ws -O3 -mcode-object-version=5 \
           -w --offload-arch=$t "$src" -o "$ref" 2>"$TMP/clang.err"; then
        fail "hip-headers/$b/$t" "clang: $(first_error "$TMP/clang.err")"
      elif ! "$HIPC" --offload-arch=$t --no-gpu-bundle-output -O3 "$src" \
           -o "$out" 2>"$TMP/hipc.err"; then
        fail "hip-headers/$b/$t" "hipc: $(first_error "$TMP/hipc.err")"
      else
        "${COMPARE[@]}" pair "$ref" "$out" --target "$t" --tol "$TOL" \
          --prefix hip-headers || fail "hip-headers/$b/$t" "compare.py crashed"
      fi
    done
  done
else
  skip hip-headers "no /usr/include/hip (libamdhip64-dev) or no hipc"
fi

# --- Fast math against clang with HIP's real headers and ROCm's ocml. ---
# fast-math/*.hip: HIP's fast intrinsics, and -ffast-math (a first line
# `// FLAGS: ...` gives both compilers' flags).  clang's headers call
# ocml's native functions and ockl's work-item queries, which Debian's
# rocm-device-libs (ROCm 5.2) provides as bitcode.
DEVLIBS=/usr/lib/x86_64-linux-gnu/amdgcn/bitcode
# devlib_args T LIB...: clang's flags linking ROCm's bitcode LIBs and the
# two control variables ockl reads (the ABI version, T's wave size)
devlib_args() {
  local t=$1 ws lib
  shift
  ws=$(case $t in gfx10*|gfx11*) echo off ;; *) echo on ;; esac)
  DEVLIB_ARGS=()
  for lib in "$@" oclc_abi_version_500 "oclc_wavefrontsize64_$ws"; do
    DEVLIB_ARGS+=(-Xclang -mlink-builtin-bitcode -Xclang "$DEVLIBS/$lib.bc")
  done
}
if [ -f /usr/include/hip/hip_runtime.h ] && [ -f "$DEVLIBS/ocml.bc" ] && [ $have_hipc = 1 ]; then
  for src in $K/fast-math/*.hip; do
    b=$(basename "$src" .hip)
    read -r -a flags <<< "$(sed -n '1s|^// FLAGS: ||p' "$src")"
    for t in gfx90a gfx1100; do
      ws=$([ $t = gfx1100 ] && echo 32 || echo 64)
      devlib_args $t ocml ockl
      ref=$TMP/fm-$b.$t.clang.hsaco out=$TMP/fm-$b.$t.hipc.hsaco
      if ! "$LLVM_BIN/clang" -x hip --cuda-device-only --no-gpu-bundle-output \
           -nogpulib -D__AMDGCN_WAVEFRONT_SIZE=$ws -O3 -mcode-object-version=5 \
           -w --offload-arch=$t "${flags[@]}" "$src" -o "$ref" "${DEVLIB_ARGS[@]}" \
           2>"$TMP/clang.err"; then
        fail "fast-math/$b/$t" "clang: $(first_error "$TMP/clang.err")"
      elif ! "$HIPC" --offload-arch=$t --no-gpu-bundle-output -O3 "${flags[@]}" "$src" \
           -o "$out" 2>"$TMP/hipc.err"; then
        fail "fast-math/$b/$t" "hipc: $(first_error "$TMP/hipc.err")"
      else
        "${COMPARE[@]}" pair "$ref" "$out" --target "$t" --tol "$TOL" --table "$TABLE" \
          --prefix "fast-math/$b" || fail "fast-math/$b/$t" "compare.py crashed"
      fi
    done
  done
else
  skip fast-math "needs libamdhip64-dev's headers, rocm-device-libs and hipc"
fi

# --- Device printf and assert against clang with ROCm's device library. ---
# clang's printf calls ockl's functions, which Debian's rocm-device-libs
# (ROCm 5.2) provides as bitcode: clang links ockl and the two control
# variables it reads (the ABI version, the wave size); hipc brings its
# own (stdlib/libc/hostcall.c).  buffered*.hip: -mprintf-kind=buffered.
if [ -f "$DEVLIBS/ockl.bc" ] && [ $have_hipc = 1 ]; then
  for src in $K/printf/*.hip; do
    b=$(basename "$src" .hip)
    kind=()
    case $b in buffered*) kind=(-mprintf-kind=buffered) ;; esac
    for t in $TARGETS; do
      devlib_args $t ockl
      ref=$TMP/printf-$b.$t.clang.hsaco out=$TMP/printf-$b.$t.hipc.hsaco
      if ! "${CLANG[@]}" "${kind[@]}" --offload-arch=$t "$src" -o "$ref" "${DEVLIB_ARGS[@]}" \
           2>"$TMP/clang.err"; then
        fail "printf/$b/$t" "clang: $(first_error "$TMP/clang.err")"
      elif ! "$HIPC" "${kind[@]}" --offload-arch=$t --no-gpu-bundle-output -O3 "$src" \
           -o "$out" 2>"$TMP/hipc.err"; then
        fail "printf/$b/$t" "hipc: $(first_error "$TMP/hipc.err")"
      else
        "${COMPARE[@]}" pair "$ref" "$out" --target "$t" --tol "$TOL" --table "$TABLE" \
          --prefix "printf/$b" || fail "printf/$b/$t" "compare.py crashed"
      fi
    done
  done
else
  skip printf "needs rocm-device-libs ($DEVLIBS/ockl.bc) and hipc"
fi

# --- The comparison must notice real differences (clang against clang). ---
# expect NAME PATTERN REF TEST: compare.py on REF/TEST must PASS everything
# (PATTERN empty) or FAIL with PATTERN in the reason.
expect() {
  local name=$1 pattern=$2 out
  out=$("${COMPARE[@]}" pair "$3" "$4" --target gfx90a --prefix self \
          --test-name clang2 2>&1)
  if [ -z "$pattern" ]; then
    if grep -q '^FAIL' <<<"$out" || ! grep -q '^PASS' <<<"$out"; then
      fail "$name" "identical builds compare unequal: $(grep -m1 FAIL <<<"$out")"
    else
      pass "$name"
    fi
  elif grep -q "^FAIL.*$pattern" <<<"$out"; then
    pass "$name"
  else
    fail "$name" "expected a FAIL mentioning '$pattern', got: $(head -n1 <<<"$out")"
  fi
}
# clang1 SRC OUT [flags...]: one more clang build for gfx90a.
clang1() {
  local src=$1 out=$2
  shift 2
  "${CLANG[@]}" --offload-arch=gfx90a "$@" "$src" -o "$out" 2>"$TMP/self.err"
}
S=$TMP/self
mkdir -p "$S"
if clang1 "$K/vadd.hip" "$S/vadd.a" && clang1 "$K/vadd.hip" "$S/vadd.b"; then
  expect compare/same-build-equal "" "$S/vadd.a" "$S/vadd.b"
  # An argument changes type: offsets, sizes and the kernarg size move.
  sed 's/float \*__restrict__ c, int n/float *__restrict__ c, long long n/' \
    "$K/vadd.hip" > "$S/vadd_long.hip"
  if clang1 "$S/vadd_long.hip" "$S/vadd.long"; then
    expect compare/detects-arg-change '\.args\[3\]\.size' "$S/vadd.a" "$S/vadd.long"
  else
    fail compare/detects-arg-change "$(first_error "$TMP/self.err")"
  fi
else
  fail compare/same-build-equal "$(first_error "$TMP/self.err")"
fi
# __launch_bounds__ dropped: .max_flat_workgroup_size differs.
sed 's/__launch_bounds__(BLOCK)//' "$K/reduce.hip" > "$S/reduce_nolb.hip"
if clang1 "$K/reduce.hip" "$S/reduce.a" && clang1 "$S/reduce_nolb.hip" "$S/reduce.nolb"; then
  expect compare/detects-launch-bounds '\.max_flat_workgroup_size' "$S/reduce.a" "$S/reduce.nolb"
else
  fail compare/detects-launch-bounds "$(first_error "$TMP/self.err")"
fi
# -O1 against -O3: same metadata, a different amount of code.
if clang1 "$K/matmul.hip" "$S/matmul.o3" && clang1 "$K/matmul.hip" "$S/matmul.o1" -O1; then
  expect compare/detects-count 'instructions clang=[0-9]* clang2=' "$S/matmul.o3" "$S/matmul.o1"
else
  fail compare/detects-count "$(first_error "$TMP/self.err")"
fi

echo "instructions per kernel, clang -O3 vs hipc -O3 (limit ${TOL}%); vgpr/sgpr/spills from the metadata:"
"${COMPARE[@]}" table "$TABLE"
exit 0
