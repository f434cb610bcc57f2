// GNU __builtin_expect(exp, c) returns exp (long), whatever c says; the
// likely/unlikely macros of real code, in conditions and values.
#define likely(x) __builtin_expect(!!(x), 1)
#define unlikely(x) __builtin_expect(!!(x), 0)
__device__ int test(void) {
  volatile int a = 5;
  if (unlikely(a != 5)) return 1;
  if (!likely(a == 5)) return 2;
  long r = __builtin_expect(a * 2, 0);
  if (r != 10) return 3;
  if (_Generic(__builtin_expect(a, 1), long: 0, default: 1)) return 4;
  int n = 0;
  for (int i = 0; likely(i < 10); i++) n += i;
  if (n != 45) return 5;
  return 0;
}
