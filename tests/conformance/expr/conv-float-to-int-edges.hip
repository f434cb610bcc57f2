// C17 6.3.1.4p1: a floating value converted to an integer type is
// truncated toward zero (values in range only).
__device__ int test(void) {
  volatile double p = 2.9, n = -2.9, h = 0.999999;
  volatile float f = 3.99f;
  if ((int)p != 2 || (int)n != -2 || (int)h != 0) return 1;
  if ((unsigned)f != 3) return 2;
  if ((unsigned char)255.5 != 255) return 3;
  if ((long long)1e18 != 1000000000000000000LL) return 4;
  volatile double big = 4294967295.0;
  if ((unsigned)big != 4294967295u) return 5;
  volatile double m = -2147483648.0;
  if ((int)m != -2147483647 - 1) return 6;
  volatile double u64 = 18446744073709549568.0;   /* largest double below 2^64 */
  if ((unsigned long long)u64 != 18446744073709549568ull) return 7;
  volatile float tiny = -0.5f;
  if ((int)tiny != 0) return 8;
  if ((_Bool)tiny != 1) return 9;              /* _Bool is not truncation */
  return 0;
}
