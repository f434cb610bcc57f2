// C17 6.7.2.1p10, 6.3.1.3: a signed bit-field of width N holds
// -2^(N-1) .. 2^(N-1)-1 (a value out of range wraps, as gcc and clang
// define it); an unsigned one reduces modulo 2^N.
struct bf { signed int s3 : 3; unsigned int u3 : 3; int s1 : 1; };
__device__ int test(void) {
  struct bf b = {0};
  volatile int v;
  b.s3 = -1; if (b.s3 != -1) return 1;
  b.s3 = 3; if (b.s3 != 3) return 2;
  b.s3 = -4; if (b.s3 != -4) return 3;
  v = 4; b.s3 = v; if (b.s3 != -4) return 4;   /* wraps */
  v = 9; b.u3 = v; if (b.u3 != 1) return 5;    /* 9 mod 8 */
  v = -1; b.u3 = v; if (b.u3 != 7) return 6;
  b.s1 = -1; if (b.s1 != -1) return 7;         /* a 1-bit signed field: 0 or -1 */
  v = 1; b.s1 = v; if (b.s1 != -1) return 8;
  b.s3 = -3;
  if (b.s3 * 2 != -6) return 9;                /* sign-extended on read */
  return 0;
}
