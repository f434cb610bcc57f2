# Sourced by tests/cli/run.sh (in $TMP, with its expect, pass and fail):
# the floating-point options against clang-22, combination by combination.
# For each, both compilers' IR of one kernel (-O1, LLVM IR) must agree on
# the fast-math flags of every floating-point operation, on the function
# attributes clang derives from them (no-nans-fp-math, no-infs-fp-math,
# no-signed-zeros-fp-math), on the macros (__FAST_MATH__,
# __CLANG_GPU_APPROX_TRANSCENDENTALS__, __FINITE_MATH_ONLY__, stored as
# one number) and on the warnings (-Woverriding-option, -Wdeprecated-ofast).
cat > fp.hip <<'SRC'
#ifdef __FAST_MATH__
#define FM 100
#else
#define FM 0
#endif
#ifdef __CLANG_GPU_APPROX_TRANSCENDENTALS__
#define AT 10
#else
#define AT 0
#endif
extern "C" __attribute__((global)) void fp(float *p, double *q, int *r) {
  unsigned i = __builtin_amdgcn_workitem_id_x();
  p[i] = p[i] * 3.0f + p[i + 1] / 7.0f;
  p[i + 2] = p[i + 3] - p[i] * p[i + 1];
  q[i] = q[i] - 2.0 * q[i + 1];
  r[i] = FM + AT + __FINITE_MATH_ONLY__;
}
SRC
# What one compiler made of it: each operation's flags (sorted), the
# attributes, the stored number, the warnings without the program's name.
fp_summary() { # ir stderr
  { awk '/= (tail )?call .*@llvm\.fmuladd|= f(add|sub|mul|div|neg) / {
           op = ""; ty = ""; fl = ""
           for (i = 1; i <= NF; i++) {
             if ($i ~ /^f(add|sub|mul|div|neg)$/ && op == "") op = $i
             else if ($i ~ /^@llvm\.fmuladd/) op = "fmuladd"
             else if ($i ~ /^(fast|reassoc|nnan|ninf|nsz|arcp|contract|afn)$/) fl = fl " " $i
             else if (($i == "float" || $i == "double") && ty == "") ty = $i
           }
           print op " " ty ":" fl
         }' "$1" | sort
    grep -oE '"no-(nans|infs|signed-zeros)-fp-math"="true"' "$1" | sort -u
    grep -oE 'store i32 [0-9]+' "$1"
    # (hipc has no complex-range option to override)
    grep -v 'Woverriding-complex-range' "$2" | sed -E 's/^[^:]*: //'
  } | tr '\n' ';'
}
FP_CLANG=("$LLVM_BIN/clang" -x hip --cuda-device-only -nogpulib -nogpuinc --offload-arch=gfx90a
          -O1 -S -emit-llvm)
while IFS= read -r flags; do
  name=fp-options/${flags:-default}
  name=${name// /,}
  # shellcheck disable=SC2086 # the flags are words
  "${FP_CLANG[@]}" $flags fp.hip -o fp-clang.ll 2> fp-clang.err
  # shellcheck disable=SC2086
  $H --offload-arch=gfx90a -nogpuinc -O1 -S -emit-llvm $flags fp.hip -o fp-hipc.ll 2> fp-hipc.err
  want=$(fp_summary fp-clang.ll fp-clang.err) got=$(fp_summary fp-hipc.ll fp-hipc.err)
  if [ ! -s fp-clang.ll ]; then
    fail "$name" "clang-22: $(head -c 200 fp-clang.err)"
  elif [ "$want" = "$got" ]; then
    pass "$name"
  else
    fail "$name" "clang: $want hipc: $got"
  fi
done <<'FLAGS'

-ffast-math
-fno-fast-math
-ffast-math -fno-fast-math
-Ofast
-Ofast -fno-fast-math
-ffinite-math-only
-ffinite-math-only -fno-finite-math-only
-ffinite-math-only -fno-fast-math
-fno-honor-nans
-fno-honor-infinities
-fno-honor-nans -fno-honor-infinities
-fno-signed-zeros
-freciprocal-math
-fassociative-math
-fno-signed-zeros -fassociative-math
-fapprox-func
-funsafe-math-optimizations
-funsafe-math-optimizations -ffinite-math-only
-funsafe-math-optimizations -fno-fast-math
-ffast-math -fno-unsafe-math-optimizations
-ffast-math -fno-finite-math-only
-ffast-math -fhonor-nans
-ffast-math -fhonor-infinities
-ffast-math -fsigned-zeros
-ffast-math -fno-reciprocal-math
-ffast-math -fno-associative-math
-ffast-math -fno-approx-func
-ffinite-math-only -fno-signed-zeros -freciprocal-math -fassociative-math -fapprox-func
-fgpu-approx-transcendentals
-ffast-math -fno-gpu-approx-transcendentals
-fgpu-approx-transcendentals -fno-fast-math
-fno-gpu-approx-transcendentals -ffast-math
-ffp-contract=off
-ffp-contract=on
-ffp-contract=fast
-ffast-math -ffp-contract=off
-ffast-math -ffp-contract=on
-ffast-math -ffp-contract=fast
-ffast-math -ffp-contract=fast-honor-pragmas
-ffp-contract=off -ffast-math
-ffp-contract=off -fno-fast-math
-ffp-contract=off -funsafe-math-optimizations
-funsafe-math-optimizations -ffp-contract=off
-ffast-math -fno-fast-math -ffp-contract=off
FLAGS
