// GNU quiet comparison builtins, what <math.h>'s isless, isgreater,
// islessequal, islessgreater and isunordered expand to: false (not an
// exception) when an operand is NaN.
__device__ int test(void) {
  volatile double zero = 0.0;
  double nan = zero / zero;
  if (!__builtin_isless(1.0, 2.0) || __builtin_isless(nan, 2.0)) return 1;
  if (!__builtin_isgreater(3.0, 2.0) || __builtin_isgreater(nan, nan)) return 2;
  if (!__builtin_islessequal(2.0, 2.0) || !__builtin_islessgreater(1.0, 2.0)) return 3;
  if (!__builtin_isunordered(nan, 1.0) || __builtin_isunordered(1.0, 2.0)) return 4;
  return 0;
}
