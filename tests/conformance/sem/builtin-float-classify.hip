// GNU type-generic classification builtins, what <math.h>'s isnan,
// isinf, isfinite, signbit, isnormal and fpclassify expand to in gcc's and
// clang's headers: __builtin_isnan, __builtin_isinf, __builtin_isfinite,
// __builtin_signbit, __builtin_isnormal, __builtin_fpclassify.
__device__ int test(void) {
  volatile double zero = 0.0;
  double inf = __builtin_inf(), nan = zero / zero;
  if (!__builtin_isnan(nan) || __builtin_isnan(inf) || __builtin_isnan(1.0f)) return 1;
  if (!__builtin_isinf(inf) || !__builtin_isinf(-inf) || __builtin_isinf(nan)) return 2;
  if (!__builtin_isfinite(1.0) || __builtin_isfinite(inf) || __builtin_isfinite(nan)) return 3;
  if (!__builtin_signbit(-zero) || __builtin_signbit(zero) || !__builtin_signbit(-1.0f)) return 4;
  if (!__builtin_isnormal(1.0) || __builtin_isnormal(0x1p-1030)) return 5;
  if (__builtin_fpclassify(0, 1, 2, 3, 4, zero) != 4) return 6;   /* FP_ZERO slot */
  return 0;
}
