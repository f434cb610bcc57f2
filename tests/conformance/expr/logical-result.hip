// C17 6.5.13p3, 6.5.14p3: && and || yield int 1 or 0, for operands of any
// scalar type.
__device__ int test(void) {
  volatile int five = 5;
  volatile double half = 0.5, zero = 0.0;
  int x;
  int *p = &x, *n = 0;
  if ((five && 7) != 1) return 1;
  if ((five || 0) != 1) return 2;
  if ((half && p) != 1) return 3;
  if ((zero || n) != 0) return 4;
  if ((zero && five) != 0) return 5;
  if (_Generic(five && half, int: 0, default: 1)) return 6;
  if ((1 || 0 && 0) != 1) return 7;            /* && binds tighter */
  if ((0 && 0 || 1) != 1) return 8;
  return 0;
}
