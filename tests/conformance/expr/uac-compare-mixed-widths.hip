// C17 6.3.1.8p1, 6.5.8: in a comparison the usual arithmetic conversions
// decide whether -1 becomes a huge unsigned value or stays negative.
__device__ int test(void) {
  volatile int m1 = -1;
  volatile unsigned u1 = 1;
  volatile long lm1 = -1;
  volatile unsigned long ul1 = 1;
  volatile short sm1 = -1;
  volatile unsigned short us1 = 1;
  volatile unsigned char uc1 = 1;
  if (m1 < u1) return 1;                       /* int -> unsigned */
  if (m1 < ul1) return 2;                      /* int -> unsigned long */
  if (!(lm1 < u1)) return 3;                   /* unsigned -> long */
  if (lm1 < ul1) return 4;
  if (!(sm1 < us1)) return 5;                  /* both promote to int */
  if (!(m1 < uc1)) return 6;
  if (!(-1LL < 1u)) return 7;
  if (-1LL < 1ull) return 8;
  if (m1 == 0xffffffffu ? 0 : 1) return 9;     /* equal after conversion */
  if (lm1 == 0xffffffffu) return 10;           /* long -1 vs 4294967295L */
  return 0;
}
