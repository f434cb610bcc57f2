// C17 6.3.1.4p1: a floating value converted to an integer type is truncated
// toward zero (the values here fit the target type).
__device__ int test(void) {
  volatile double d1 = 2.9, d2 = -2.9, d3 = 0.999, d4 = -0.5;
  volatile float f1 = 3.7f, f2 = 1e9f;
  if ((int)d1 != 2) return 1;
  if ((int)d2 != -2) return 2;
  if ((int)d3 != 0) return 3;
  if ((int)d4 != 0) return 4;
  if ((unsigned)f1 != 3) return 5;
  if ((long)f2 != 1000000000L) return 6;
  if ((unsigned char)255.9 != 255) return 7;
  if ((signed char)-128.7 != -128) return 8;
  if ((long long)1e18 != 1000000000000000000LL) return 9;
  if ((unsigned long long)1.8e19 != 18000000000000000000ULL) return 10;
  if ((short)d2 != -2) return 11;
  int i = d1;                                  /* implicit, by assignment */
  if (i != 2) return 12;
  return 0;
}
