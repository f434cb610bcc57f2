// GNU optimization-hint builtins that real code sprinkles and that must
// not change the result: __builtin_assume_aligned (returns its pointer),
// __builtin_prefetch, __builtin_expect_with_probability.
__device__ int test(void) {
  _Alignas(16) int a[4] = {1, 2, 3, 4};
  int *p = __builtin_assume_aligned(a, 16);
  if (p != a || p[3] != 4) return 1;
  __builtin_prefetch(a);
  __builtin_prefetch(a + 1, 1, 3);
  volatile int v = 1;
  if (__builtin_expect_with_probability(v, 1, 0.9) != 1) return 2;
  return 0;
}
