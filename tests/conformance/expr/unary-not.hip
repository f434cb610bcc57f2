// C17 6.5.3.3p5: !E is (0 == E): int 1 or 0, for any scalar E.
__device__ int test(void) {
  volatile int z = 0, five = 5;
  volatile double dz = 0.0, dh = 0.5;
  int x;
  int *p = &x, *n = 0;
  if (!z != 1) return 1;
  if (!five != 0) return 2;
  if (!dz != 1) return 3;
  if (!dh != 0) return 4;
  if (!p != 0) return 5;
  if (!n != 1) return 6;
  if (!!five != 1) return 7;
  if (_Generic(!dh, int: 0, default: 1)) return 8;
  if (_Generic(!p, int: 0, default: 1)) return 9;
  if (!-0.0 != 1) return 10;
  return 0;
}
