// C17 6.3.1.1p1-2: _Bool has the lowest rank and promotes to int.
__device__ int test(void) {
  volatile _Bool t = 1, f = 0;
  if (_Generic(t + f, int: 0, default: 1)) return 1;
  if (_Generic(-t, int: 0, default: 1)) return 2;
  if (t + t != 2) return 3;
  if (-t != -1) return 4;
  if (~f != -1) return 5;
  if (t - 2 != -1) return 6;
  if (sizeof(+t) != sizeof(int)) return 7;
  return 0;
}
