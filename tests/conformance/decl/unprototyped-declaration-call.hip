// C17 6.5.2.2p6: a call to a function declared as `T f();` (no
// prototype) whose definition, later, has a prototype of promoted types:
// int, double, pointer arguments pass unchanged.
static double scale();
static long sum3();
static double use(void) { return scale(3, 2.5) + sum3(1L, 2L, 3L); }
static double scale(int n, double d) { return n * d; }
static long sum3(long a, long b, long c) { return a + b + c; }
__device__ int test(void) {
  if (use() != 13.5) return 1;
  return 0;
}
