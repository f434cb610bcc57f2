// GNU floating builtins: __builtin_inf(f), __builtin_huge_val(f) and
// __builtin_nan give infinities and NaN; __builtin_copysign and
// __builtin_fabs(f) work on signs.
__device__ int test(void) {
  volatile double zero = 0.0;
  double inf = __builtin_inf();
  if (!(inf > 1e308) || __builtin_huge_val() != inf) return 1;
  if (__builtin_huge_valf() != __builtin_inff()) return 2;
  if (-inf >= -1e308) return 3;
  double nan = __builtin_nan("");
  if (nan == nan) return 4;
  if (__builtin_copysign(3.0, -zero) != -3.0 || __builtin_copysign(-2.0, 1.0) != 2.0) return 5;
  if (__builtin_fabs(-2.5) != 2.5 || __builtin_fabsf(-1.5f) != 1.5f) return 6;
  if (1.0 / __builtin_copysign(0.0, -1.0) > 0) return 7;   /* -0.0 */
  return 0;
}
