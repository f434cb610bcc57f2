// GNU __builtin_abs, __builtin_labs and __builtin_llabs (what glibc's and
// clang's headers make abs() of), beside <stdlib.h>'s functions.
__device__ int test(void) {
  volatile int i = -5;
  volatile long l = -6;
  volatile long long ll = -7;
  if (__builtin_abs(i) != 5 || __builtin_labs(l) != 6 || __builtin_llabs(ll) != 7) return 1;
  if (__builtin_abs(3) != 3) return 2;
  return 0;
}
