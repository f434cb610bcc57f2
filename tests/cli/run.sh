#!/usr/bin/env bash
# The command line: output kinds and file naming, per-target macros,
# -D/-U/-I/-include, code object versions, --version/--help, -v.
cd "$(dirname "$0")/../.." || exit 1
. tests/lib.sh
H=$HIPC
R=$LLVM_BIN/llvm-readelf
cd "$TMP" || exit 1
cat > k.hip <<'SRC'
#include "params.h"
#ifdef __gfx1100__
#define LANES 32
#else
#define LANES 64
#endif
extern "C" __global__ void k(int *p) { p[threadIdx.x] = LANES * SCALE; }
SRC
mkdir -p inc && echo '#define SCALE 3' > inc/params.h
printf '#define EXTRA 7\n' > extra.h

expect() { # name, command..., succeeds if the command does
  local name=$1; shift
  if "$@" > out.txt 2>&1; then pass "$name"; else fail "$name" "$(head -c 300 out.txt)"; fi
}

# Per-target macros: one source, two front ends, each target its own value.
expect ir-per-target $H --offload-arch=gfx90a,gfx1100 -I inc -emit-llvm -S k.hip
expect ir-names test -f k-hip-amdgcn-amd-amdhsa-gfx90a.ll -a -f k-hip-amdgcn-amd-amdhsa-gfx1100.ll
expect ir-gfx90a-value grep -q 'store i32 192' k-hip-amdgcn-amd-amdhsa-gfx90a.ll
expect ir-gfx1100-value grep -q 'store i32 96' k-hip-amdgcn-amd-amdhsa-gfx1100.ll
expect asm-per-target $H --offload-arch=gfx90a,gfx1100 -I inc -S k.hip
expect asm-gfx90a grep -q '.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"' k-hip-amdgcn-amd-amdhsa-gfx90a.s
expect asm-gfx1100 grep -q '.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"' k-hip-amdgcn-amd-amdhsa-gfx1100.s
expect asm-one-target $H --offload-arch=gfx90a -I inc -S k.hip -o one.s
expect asm-one-target-kernel grep -q '^k:' one.s

# -E: the macros expanded; the output compiles again to the same bytes.
expect preprocess $H --offload-arch=gfx90a -I inc -E k.hip -o k.i
expect preprocess-expanded grep -q 'p\[threadIdx.x\] = 64 \* 3' k.i
expect preprocess-recompile $H --offload-arch=gfx90a -nogpuinc -x hip k.i -o k-i.hipfb
expect preprocess-original $H --offload-arch=gfx90a -I inc k.hip -o k.hipfb
expect preprocess-same-bundle cmp k.hipfb k-i.hipfb

# -D, -U, -include, -I order.
printf 'extern "C" __global__ void k(int *p) { p[0] = A + EXTRA; }\n' > d.hip
expect define $H --offload-arch=gfx90a -DA=5 -include extra.h -emit-llvm -S d.hip -o d.ll
expect define-value grep -q 'store i32 12' d.ll
expect define-sep $H --offload-arch=gfx90a -D A=6 -include extra.h -emit-llvm -S d.hip -o d2.ll
expect define-sep-value grep -q 'store i32 13' d2.ll
if $H --offload-arch=gfx90a -DA=5 -UA -include extra.h -fsyntax-only d.hip > out.txt 2>&1; then
  fail undefine "-UA left A defined"
else
  grep -q "use of undeclared identifier 'A'" out.txt && pass undefine || fail undefine "$(head -c 200 out.txt)"
fi

# Code object versions: EI_ABIVERSION 2, 3, 4 (docs/FORMATS.md, "Code objects").
for v in 4 5 6; do
  $H --offload-arch=gfx90a -I inc -mcode-object-version=$v --no-gpu-bundle-output k.hip -o v$v.hsaco
  abi=$($R -h v$v.hsaco | awk '/ABI Version:/ { print $3 }')
  [ "$abi" = $((v - 2)) ] && pass "cov$v-abi" || fail "cov$v-abi" "ABI version '$abi'"
done
expect cov4-dispatch-ptr sh -c "$R --notes v4.hsaco | grep -q 'amdhsa.version' && ! $R --notes v4.hsaco | grep -q hidden_block_count_x"
expect generic-needs-v6 sh -c "! $H --offload-arch=gfx9-generic -I inc k.hip -o g.hipfb 2> g.err && grep -q 'code object version 6' g.err"
expect generic-v6 $H --offload-arch=gfx9-generic -mcode-object-version=6 -I inc k.hip -o g.hipfb

# Target IDs: features reach the ELF flags (xnack 0x300 on, sramecc 0xc00 on).
$H --offload-arch=gfx90a:sramecc+:xnack- -I inc --no-gpu-bundle-output k.hip -o f.hsaco
flags=$($R -h f.hsaco | awk '/Flags:/ { sub(",", "", $2); print $2 }')
[ "$((flags & 0xf00))" = $((0xc00 | 0x200)) ] && pass target-id-flags || fail target-id-flags "e_flags $flags"

# Optimisation levels all produce code objects.
for o in -O0 -O1 -O2 -O3 -Os; do
  expect "opt$o" $H --offload-arch=gfx1100 $o -I inc --no-gpu-bundle-output k.hip -o o.hsaco
done

# Output to standard output, default names.
expect stdout-ir sh -c "$H --offload-arch=gfx90a -I inc -emit-llvm -S k.hip -o - | grep -q 'define protected amdgpu_kernel'"
rm -f k.hipfb && expect default-bundle-name sh -c "$H --offload-arch=gfx90a -I inc k.hip && test -f k.hipfb"
expect multi-output-o sh -c "! $H --offload-arch=gfx90a,gfx1100 -I inc -S k.hip -o x.s 2> e.txt && grep -q 'cannot specify -o' e.txt"

# --version, --help, -v.
expect version sh -c "$H --version | grep -q '^hipc version'"
expect help sh -c "$H --help | grep -q -- '--offload-arch'"
expect verbose sh -c "$H -v --offload-arch=gfx90a -I inc k.hip -o v.hipfb 2>&1 | grep -q 'hipc: link'"

# -g: DWARF with the program's names; on the host target gdb stops in a
# kernel's device function and shows its variables.
cat > g.hip <<'SRC'
typedef struct { float x, y; } vec2;
static __device__ float dot(vec2 a, vec2 b) {
  float r = a.x * b.x;
  r += a.y * b.y;
  return r;
}
extern "C" __global__ void kern(const vec2 *v, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    vec2 w = v[i];
    out[i] = dot(w, w);
  }
}
SRC
expect debug-host $H --offload-arch=host -g -O0 --no-gpu-bundle-output g.hip -o g.so
expect debug-names sh -c "$LLVM_BIN/llvm-dwarfdump --debug-info g.so | grep -q 'DW_AT_name.*\"dot\"' && $LLVM_BIN/llvm-dwarfdump --debug-info g.so | grep -q 'DW_AT_name.*\"vec2\"'"
expect debug-gfx90a $H --offload-arch=gfx90a -g -O3 --no-gpu-bundle-output g.hip -o g.hsaco
expect debug-gfx90a-lines sh -c "$LLVM_BIN/llvm-dwarfdump --debug-line g.hsaco | grep -q 'g.hip'"
if have gdb gdb; then
  cat > grun.c <<'SRC'
#include "runtime/host_abi.h"
#include <dlfcn.h>
typedef struct { float x, y; } vec2;
int main(int argc, char **argv) {
  void *h = dlopen(argv[1], RTLD_NOW);
  void (*k)(HipcHostCtx *, void **) = (void (*)(HipcHostCtx *, void **))dlsym(h, "kern");
  vec2 v[1] = {{3, 4}}; float out[1]; const vec2 *pv = v; float *po = out; int n = 1;
  void *args[] = {&pv, &po, &n};
  HipcHostCtx ctx = {0}; ctx.block_dim[0] = 1; ctx.grid_dim[0] = 1;
  k(&ctx, args);
  return out[0] == 25.0f ? 0 : 1;
}
SRC
  cc -g -I"$ROOT" grun.c -o grun -ldl
  gdb -q -batch -ex "set breakpoint pending on" -ex "break g.hip:4" -ex "run $TMP/g.so" \
    -ex "print r" -ex "print a" ./grun > gdb.txt 2>&1
  if grep -q '^\$1 = 9$' gdb.txt && grep -q '^\$2 = {x = 3, y = 4}$' gdb.txt; then
    pass debug-gdb
  else
    fail debug-gdb "$(grep -v '^\[' gdb.txt | head -c 300)"
  fi
else
  skip debug-gdb "needs gdb"
fi

# -fdevice-default: plain C functions and data become device code.
printf 'int sq(int x) { return x * x; }\nint table[4] = {1, 2, 3, 4};\n__global__ void k(int *p) { p[0] = sq(table[p[1]]); }\n' > dd.hip
expect device-default $H -fdevice-default --offload-arch=gfx90a,host dd.hip -o dd.hipfb
expect device-default-off sh -c "! $H --offload-arch=gfx90a dd.hip -o dd2.hipfb 2> dd.err && grep -q \"reference to __host__ function 'sq'\" dd.err"

# -fdiagnostics-format=json: one object per diagnostic, notes inside.
printf '__device__ int f(void) { const int k = 1; k = 2; return undefined_name; }\n' > j.hip
$H -fdiagnostics-format=json --offload-arch=gfx90a -fsyntax-only j.hip > j.out 2> j.err
if ! have python3 python3; then
  skip diagnostics-json "needs python3"
elif python3 - "$TMP/j.err" > j.check <<'PY' && grep -q '^ok$' j.check; then
import json, sys
rows = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
assert len(rows) == 2, rows
a, b = rows
assert a["severity"] == "error" and a["line"] == 1 and a["column"] == 45, a
assert a["message"].startswith("cannot assign to variable 'k'"), a
assert a["notes"][0]["message"] == "variable 'k' declared const here", a
assert b["message"] == "use of undeclared identifier 'undefined_name'" and b["length"] == 14, b
print("ok")
PY
  pass diagnostics-json
else
  fail diagnostics-json "$(head -c 300 j.err) $(cat j.check)"
fi

# Static data is emitted as clang emits it at -O0: an unreferenced static
# global not at all, a static local with its function, __attribute__((used))
# ones always and in @llvm.compiler.used.  The global names of both IRs
# (clang's C++ mangling taken off) must be the same.
cat > st.hip <<'SRC'
#include <hip/hip_runtime.h>
static __device__ int unused_g = 3;
static __device__ const float table[4] = {1, 2, 3, 4};
static __device__ int used_g = 5;
__attribute__((used)) static __device__ int kept = 3;
__attribute__((used)) static __device__ int kept_fn(int x) { return x; }
static __device__ int helper(int x) { return x + 1; }
static inline __device__ int unused_fn(int x) { return x * 2; }
extern "C" __global__ void k(int *p) { static __device__ int never; p[0] = helper(used_g); }
SRC
$H --offload-arch=gfx90a -O0 -emit-llvm -S st.hip -o st-hipc.ll > st.err 2>&1
"$LLVM_BIN/clang" -x hip --cuda-device-only -nogpulib -nogpuinc -I "$ROOT/tests/kernels/clang-include" \
  --offload-arch=gfx90a -O0 -emit-llvm -S st.hip -o st-clang.ll >> st.err 2>&1
statics() { # the IR's global names, unmangled; clang's CUID marker left out
  grep -oE '^@[A-Za-z0-9_.]+|^define [^@]*@[A-Za-z0-9_.]+' "$1" | sed -E \
    -e 's/^define [^@]*//' -e 's/^@_ZL[0-9]+/@/' -e 's/^@_ZZ1kE[0-9]+/@k./' |
    grep -v '^@__hip_cuid' | sort
}
if ! have clang-22 "$LLVM_BIN/clang"; then
  skip deferred-statics "needs clang-22"
elif [ -s st-hipc.ll ] && [ -s st-clang.ll ] && diff <(statics st-hipc.ll) <(statics st-clang.ll) > st.diff &&
   grep -q '^@llvm.compiler.used = .*@kept to ptr), ptr @_ZL7kept_fni\]' st-hipc.ll; then
  pass deferred-statics
else
  fail deferred-statics "$(head -c 300 st.err) $(head -c 300 st.diff)"
fi

# Predefined target macros: each processor's and feature's, as clang-22
# predefines them for the same --offload-arch (processor, family, target
# ID, wave size, CU mode, features), every other target's left undefined.
names=$(sed -n 's/^PROCESSOR("\([^"]*\)".*"\(gfx[0-9]*\)".*/\1 \2/p' "$ROOT/target/processors.def" |
        awk '{ gsub("-", "_", $1); print "__" $1 "__"; print "__" toupper($2) "__" }' | sort -u)
{
  for m in $names __AMDGCN__ __AMDGPU__ __AMD__ __amdgcn_processor__ __amdgcn_target_id__ \
           __AMDGCN_CUMODE__ __amdgcn_feature_xnack__ __amdgcn_feature_sramecc__; do
    echo "M $m = $m"
  done
} > tm.hip
for t in gfx900 gfx906:xnack- gfx908:sramecc+:xnack+ gfx90a gfx942 gfx950 gfx1030 gfx1100 gfx1151 \
         gfx9-generic gfx11-generic; do
  $H --offload-arch=$t -mcode-object-version=6 -nogpuinc -E tm.hip 2> tm.err | grep '^M ' > tm-hipc.txt
  "$LLVM_BIN/clang" -x hip --cuda-device-only -nogpulib -nogpuinc --offload-arch=$t \
    -mcode-object-version=6 -E tm.hip 2>> tm.err | grep '^M ' > tm-clang.txt
  if [ -s tm-clang.txt ] && diff tm-hipc.txt tm-clang.txt > tm.diff; then
    pass "target-macros/$t"
  else
    fail "target-macros/$t" "$(head -c 300 tm.err) $(head -c 300 tm.diff)"
  fi
done

# -fgpu-flush-denormals-to-zero: f32 denormals flushed in the kernel
# descriptor, as clang-22 sets it (and not without the flag).
for t in gfx90a gfx1100; do
  for f in "" -fgpu-flush-denormals-to-zero; do
    mode() { grep -oE 'amdhsa_float_denorm_mode_(32|16_64) [0-9]+' "$1" | sort | tr '\n' ' '; }
    $H --offload-arch=$t -O3 -S $f "$ROOT/tests/kernels/matmul.hip" -o dn-hipc.s 2> dn.err
    "$LLVM_BIN/clang" -x hip --cuda-device-only -nogpulib -nogpuinc -I "$ROOT/tests/kernels/clang-include" \
      --offload-arch=$t -O3 -S $f "$ROOT/tests/kernels/matmul.hip" -o dn-clang.s 2>> dn.err
    want=$([ -n "$f" ] && echo 0 || echo 3)
    if [ -s dn-hipc.s ] && [ "$(mode dn-hipc.s)" = "$(mode dn-clang.s)" ] &&
       mode dn-hipc.s | grep -q "mode_32 $want "; then
      pass "flush-denormals/$t${f:+/flag}"
    else
      fail "flush-denormals/$t${f:+/flag}" "hipc: $(mode dn-hipc.s) clang: $(mode dn-clang.s) $(head -c 200 dn.err)"
    fi
  done
done

# The floating-point options (-ffast-math and its parts): clang's flags,
# attributes, macros and warnings for each combination (fp-options.sh);
# -fno-strict-aliasing: no TBAA; -ffp-contract=off: no `contract`.
. "$ROOT/tests/cli/fp-options.sh"
cat > fm.hip <<'SRC'
extern "C" __global__ void fm(float *p, double *q, int *r) {
  p[threadIdx.x] = p[threadIdx.x] * 3.0f + p[threadIdx.x + 1] / 7.0f;
  q[threadIdx.x] = q[threadIdx.x] - 2.0 * q[threadIdx.x + 1];
  r[threadIdx.x] = r[threadIdx.x + 1];
}
SRC
$H --offload-arch=gfx90a -O0 -emit-llvm -S -ffp-contract=off fm.hip -o fmc.ll > fm.err 2>&1
expect fp-contract-off sh -c "grep -qE '= fmul double' fmc.ll && ! grep -qE '= f(add|sub|mul|div) contract' fmc.ll"
$H --offload-arch=gfx90a -O3 -emit-llvm -S fm.hip -o fma.ll > fm.err 2>&1
$H --offload-arch=gfx90a -O3 -emit-llvm -S -fno-strict-aliasing fm.hip -o fmn.ll >> fm.err 2>&1
expect no-strict-aliasing sh -c "grep -q '!tbaa' fma.ll && ! grep -q '!tbaa' fmn.ll"

# Option values hipc does not know are errors in clang's words; options
# it accepts without acting on them yet warn, as clang's unused ones do.
opt_case() { # name, expected stderr text, option
  local name=$1 want=$2; shift 2
  $H --offload-arch=gfx90a -fsyntax-only "$@" fm.hip > oc.txt 2>&1
  if grep -qF -- "$want" oc.txt; then pass "option/$name"; else fail "option/$name" "$(head -c 300 oc.txt)"; fi
}
opt_case std-invalid "error: invalid value 'banana' in '-std=banana'" -std=banana
opt_case std-cxx "warning: argument unused during compilation: '-std=c++17' [-Wunused-command-line-argument]" -std=c++17
opt_case unused-hip-link "warning: argument unused during compilation: '--hip-link'" --hip-link
# -c without -o: clang's --cuda-device-only -c name, never k.hipfb (docs/USAGE.md)
rm -f fm.hipfb fm.hip-hip-amdgcn-amd-amdhsa.hipfb
expect c-output-name sh -c "$H --offload-arch=gfx90a -c fm.hip 2>&1 | wc -c | grep -qx 0 && test -s fm.hip-hip-amdgcn-amd-amdhsa.hipfb && test ! -e fm.hipfb"
opt_case fp-contract-invalid "error: unsupported argument 'maybe' to option '-ffp-contract='" -ffp-contract=maybe
opt_case diag-format-invalid "error: invalid value 'xml' in '-fdiagnostics-format xml'" -fdiagnostics-format=xml
opt_case linker-input "warning: -Wl,--as-needed: 'linker' input unused" -Wl,--as-needed
expect std-c17-silent sh -c "$H --offload-arch=gfx90a -fsyntax-only -std=c17 -fPIC -nogpulib fm.hip 2>&1 | wc -c | grep -qx 0"
# The driver asks the library which options take the next argument.
mkdir -p sysinc && echo '#define SYS_SCALE 5' > sysinc/sys.h
printf '#include <sys.h>\nint v = SYS_SCALE;\n' > sys.hip
expect separate-value-from-library $H --offload-arch gfx90a -isystem sysinc -iquote . -fsyntax-only sys.hip
expect help-default-target sh -c "$H --help | grep -- '--offload-arch=' | grep -q 'default gfx906'"

# The input's language: a .hip file (or -x hip) gets HIP's C++ symbol
# names, as clang-22 mangles them; a .c file (or -x c), C's: no mangling.
printf '#include <hip/hip_runtime.h>\n__global__ void kern(int *p) { p[0] = 1; }\n__device__ int helper(int x) { return x; }\n__global__ void k2(int *p) { p[0] = helper(2); }\n' > lang.hip
cp lang.hip lang.c
defined() { grep -oE '^define [^@]*@[A-Za-z0-9_]+' "$1" | sed 's/.*@//' | sort | tr '\n' ' '; }
"$LLVM_BIN/clang" -x hip --cuda-device-only -nogpulib -nogpuinc -I "$ROOT/tests/kernels/clang-include" \
  --offload-arch=gfx90a -O0 -emit-llvm -S lang.hip -o lang-clang.ll 2> lang.err
for case in "hip lang.hip" "hip -x hip lang.c" "c lang.c" "c -x c lang.hip"; do
  set -- $case
  kind=$1; shift
  $H --offload-arch=gfx90a -O0 -emit-llvm -S "$@" -o lang.ll 2>> lang.err
  if [ $kind = hip ]; then want=$(defined lang-clang.ll); else want="helper k2 kern "; fi
  if [ -s lang.ll ] && [ "$(defined lang.ll)" = "$want" ]; then
    pass "language-names/${*// /_}"
  else
    fail "language-names/${*// /_}" "got '$(defined lang.ll)', want '$want' $(head -c 200 lang.err)"
  fi
done

# Outputs are replaced whole: written beside the output, then renamed over
# it (a hard link to the old file keeps the old bytes, and no temporary is
# left); a failed compile leaves no output, as clang; /dev/null stays
# what it is.
$H --offload-arch=gfx90a -I inc k.hip -o atomic.hipfb > at.err 2>&1 && ln -f atomic.hipfb atomic.old &&
  cp atomic.hipfb atomic.copy && $H --offload-arch=gfx1100 -I inc k.hip -o atomic.hipfb >> at.err 2>&1
if cmp -s atomic.old atomic.copy && ! cmp -s atomic.old atomic.hipfb && [ -s atomic.hipfb ] &&
   [ -z "$(ls | grep 'atomic.hipfb.tmp')" ]; then
  pass output-replaced-whole
else
  fail output-replaced-whole "$(head -c 300 at.err)"
fi
echo 'int broken = ;' > broken.hip
cp atomic.hipfb stale.hipfb
$H --offload-arch=gfx90a broken.hip -o stale.hipfb > /dev/null 2>&1
expect failed-compile-leaves-no-output test ! -e stale.hipfb
expect dev-null-output sh -c "$H --offload-arch=gfx90a -I inc k.hip -o /dev/null && test -c /dev/null"

# The coverage table of HIP's device API is the compiler's own output:
# docs/device-api.md must be what hipc prints now (make device-api
# rewrites it), and the printing itself fails where a name hipc lacks has
# no reason in api/device_api.def.
if $H --print-device-api=md > device-api.md 2> device-api.err; then
  if cmp -s device-api.md "$ROOT/docs/device-api.md"; then
    pass device-api-table
  else
    fail device-api-table "docs/device-api.md differs from hipc --print-device-api=md (make device-api): $(diff device-api.md "$ROOT/docs/device-api.md" | head -5 | tr '\n' ' ')"
  fi
else
  fail device-api-table "hipc --print-device-api=md failed: $(head -c 300 device-api.err)"
fi
