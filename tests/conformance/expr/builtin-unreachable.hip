// __builtin_unreachable() (GNU) marks code that is never reached: here
// after an exhaustive switch and after a loop that always returns.
static int sign(int v) {
  switch ((v > 0) - (v < 0)) {
  case -1: return -1;
  case 0:  return 0;
  case 1:  return 1;
  }
  __builtin_unreachable();
}
static int first_even(const int *a) {
  for (int i = 0;; i++)
    if (a[i] % 2 == 0)
      return a[i];
  __builtin_unreachable();
}
__device__ int test(void) {
  if (sign(-7) != -1 || sign(0) != 0 || sign(9) != 1) return 1;
  int a[4] = {3, 5, 8, 9};
  if (first_even(a) != 8) return 2;
  volatile int k = 1;
  if (k)
    return 0;
  __builtin_unreachable();
}
