// C17 6.3.1.4p2: an integer that a floating type cannot represent exactly
// is rounded (to nearest, ties to even, in the default mode).
__device__ int test(void) {
  volatile int imax = 2147483647;
  volatile unsigned long long umax = 18446744073709551615ull;
  volatile int a = 16777217, b = 16777219;
  if ((float)imax != 2147483648.0f) return 1;
  if ((double)umax != 18446744073709551616.0) return 2;
  if ((float)a != 16777216.0f) return 3;       /* tie: to even */
  if ((float)b != 16777220.0f) return 4;       /* tie: to even, upward */
  volatile long long l = (1LL << 53) + 1;
  if ((double)l != 9007199254740992.0) return 5;
  if ((double)(l + 2) != 9007199254740996.0) return 6;
  volatile unsigned u = 4294967295u;
  if ((double)u != 4294967295.0) return 7;     /* exact in double */
  if ((float)u != 4294967296.0f) return 8;
  volatile long long neg = -9007199254740993LL;
  if ((double)neg != -9007199254740992.0) return 9;
  return 0;
}
