// C17 6.8.5 with unsigned arithmetic: the idiom i-- > 0 counts down to 0
// without wrapping into the body.
__device__ int test(void) {
  int a[5] = {1, 2, 3, 4, 5};
  int seen = 0, sum = 0;
  for (unsigned i = 5; i-- > 0;) {
    sum = sum * 10 + a[i];
    seen++;
  }
  if (seen != 5 || sum != 54321) return 1;
  unsigned char c = 0;
  int n = 0;
  do
    n++;
  while (++c != 0);                            /* 256 iterations, then wraps to 0 */
  if (n != 256) return 2;
  return 0;
}
