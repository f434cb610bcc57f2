// C17 6.3.1.5: double to float rounds; float to double is exact.
__device__ int test(void) {
  volatile double d = 0.1;
  volatile float f = 0.1f;
  if ((float)d != f) return 1;
  if (f == d) return 2;                        /* 0.1f != 0.1 */
  if ((double)f != f) return 3;
  if ((double)0.5f != 0.5) return 4;
  float g = 1.0 / 3.0;                         /* rounded to float */
  if (g != 1.0f / 3.0f) return 5;
  if ((float)16777217.0 != 16777216.0f) return 6;
  return 0;
}
