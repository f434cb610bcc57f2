// C17 6.3.1.4: floating values in the range of an unsigned type convert to
// it (no sign games): values above INT_MAX included.
__device__ int test(void) {
  volatile double d = 3e9;
  volatile float f = 4.0e9f;
  volatile double e = 1.5e19;
  if ((unsigned)d != 3000000000u) return 1;
  if ((unsigned)f != 4000000000u) return 2;
  if ((unsigned long long)e != 15000000000000000000ULL) return 3;
  if ((unsigned long)d != 3000000000UL) return 4;
  if ((unsigned short)65535.9 != 65535) return 5;
  if ((unsigned)0.99f != 0) return 6;
  unsigned u = d;                              /* by assignment */
  if (u != 3000000000u) return 7;
  return 0;
}
