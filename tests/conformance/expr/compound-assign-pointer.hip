// C17 6.5.16.2p1: += and -= with a pointer left operand and an integer
// right operand.
__device__ int test(void) {
  int a[8] = {0, 1, 2, 3, 4, 5, 6, 7};
  int *p = a;
  p += 5;
  if (*p != 5) return 1;
  p -= 2;
  if (*p != 3) return 2;
  volatile long k = -3;
  p += k;
  if (p != a) return 3;
  unsigned char uc = 7;
  p += uc;
  if (*p != 7) return 4;
  double d[4] = {0.5, 1.5, 2.5, 3.5};
  double *q = d + 3;
  q -= 1;
  if (*q != 2.5) return 5;
  return 0;
}
