// C17 6.3.1.4p2: an integer converted to a floating type is exact when it
// is representable, else rounded (round-to-nearest-even here).
__device__ int test(void) {
  volatile int big = 16777217;                 /* 2^24 + 1 */
  volatile long long l = 9007199254740993LL;   /* 2^53 + 1 */
  volatile unsigned u = 4294967295u;
  volatile int m = -7;
  if ((float)big != 16777216.0f) return 1;
  if ((double)big != 16777217.0) return 2;
  if ((double)l != 9007199254740992.0) return 3;
  if ((float)u != 4294967296.0f) return 4;
  if ((double)u != 4294967295.0) return 5;
  if ((float)m != -7.0f) return 6;
  if ((double)(unsigned long long)18446744073709551615ULL != 18446744073709551616.0) return 7;
  if (!(big == 16777216.0f)) return 8;          /* big converts to float first */
  return 0;
}
