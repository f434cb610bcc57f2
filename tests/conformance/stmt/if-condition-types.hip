// C17 6.8.4.1p2: the controlling expression of if has scalar type; the
// branch is taken when it compares unequal to 0.
__device__ int test(void) {
  volatile double half = 0.5, zero = 0.0, negzero = -0.0;
  volatile long long big = 1LL << 40;
  volatile unsigned char uc = 0;
  int x;
  int *p = &x, *n = 0;
  int r = 0;
  if (half) r |= 1;
  if (zero) r |= 2;
  if (negzero) r |= 4;
  if (big) r |= 8;                             /* not truncated to 32 bits */
  if (uc) r |= 16;
  if (p) r |= 32;
  if (n) r |= 64;
  if ("") r |= 128;                            /* a non-null pointer */
  if (r != (1 | 8 | 32 | 128)) return 1;
  return 0;
}
