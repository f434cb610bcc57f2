// C17 6.5.5p6: integer division truncates toward zero, and (a/b)*b + a%b
// equals a.
__device__ int test(void) {
  volatile int p7 = 7, m7 = -7, p2 = 2, m2 = -2;
  if (p7 / p2 != 3) return 1;
  if (m7 / p2 != -3) return 2;
  if (p7 / m2 != -3) return 3;
  if (m7 / m2 != 3) return 4;
  if (-1 / 2 != 0) return 5;
  volatile long long big = -9000000000LL;
  if (big / 7 != -1285714285LL) return 6;
  if (m7 / 7 != -1) return 7;
  volatile int min = -2147483647 - 1;
  if (min / 2 != -1073741824) return 8;
  if (min / -2 != 1073741824) return 9;
  return 0;
}
