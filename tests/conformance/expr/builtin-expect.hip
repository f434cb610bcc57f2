// __builtin_expect(e, c) (GNU) has the value of e (a long); it only hints
// which way a branch goes.
static int pick(long v) {
  if (__builtin_expect(v > 10, 0))
    return 1;
  if (__builtin_expect(v, 5) == 5)
    return 2;
  return 3;
}
__device__ int test(void) {
  volatile long x = 42;
  if (__builtin_expect(x, 0) != 42) return 1;
  if (_Generic(__builtin_expect(x, 0), long: 0, default: 1)) return 2;
  if (pick(11) != 1) return 3;
  if (pick(5) != 2) return 4;
  if (pick(0) != 3) return 5;
  if (!__builtin_expect(x == 42, 1)) return 6;
  return 0;
}
