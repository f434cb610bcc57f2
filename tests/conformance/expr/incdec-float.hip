// C17 6.5.2.4, 6.5.3.1: ++ and -- on floating types add or subtract 1.0.
__device__ int test(void) {
  float f = 1.5f;
  if (f++ != 1.5f || f != 2.5f) return 1;
  if (--f != 1.5f) return 2;
  double d = -0.25;
  ++d;
  if (d != 0.75) return 3;
  d--;
  d--;
  if (d != -1.25) return 4;
  float big = 16777216.0f;
  big++;                                       /* 2^24 + 1 rounds back */
  if (big != 16777216.0f) return 5;
  return 0;
}
