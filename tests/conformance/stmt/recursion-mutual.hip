// C17 6.5.2.2, 6.9.1: mutually recursive functions, declared before use.
static int is_odd(unsigned n);
static int is_even(unsigned n) { return n == 0 ? 1 : is_odd(n - 1); }
static int is_odd(unsigned n) { return n == 0 ? 0 : is_even(n - 1); }
static int ackermann(int m, int n) {
  if (m == 0)
    return n + 1;
  if (n == 0)
    return ackermann(m - 1, 1);
  return ackermann(m - 1, ackermann(m, n - 1));
}
__device__ int test(void) {
  if (!is_even(10) || is_even(7)) return 1;
  if (!is_odd(7) || is_odd(0)) return 2;
  if (ackermann(2, 3) != 9) return 3;
  if (ackermann(3, 3) != 61) return 4;
  return 0;
}
