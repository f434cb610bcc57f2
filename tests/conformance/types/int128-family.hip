// GNU __int128 beyond the basics: conversions from negative and unsigned
// 64-bit values, division and remainder, comparisons across the 64-bit
// boundary, static objects initialized by converted constants, the
// __int128_t / __uint128_t names, and mixed arithmetic with long long.
static __int128 sneg = -5;
static unsigned __int128 big = 0xFFFFFFFFFFFFFFFFull;   /* zero-extended */
static unsigned __int128 allones = -1;                  /* 2^128 - 1 */
__device__ int test(void) {
  if (sneg != -5 || (sneg >> 127) != -1) return 1;
  if ((unsigned long long)(big >> 32) != 0xFFFFFFFFull || (big >> 64) != 0) return 2;
  if ((unsigned long long)(allones >> 64) != 0xFFFFFFFFFFFFFFFFull) return 3;
  volatile unsigned long long m = 0xFFFFFFFFFFFFFFFFull;
  unsigned __int128 p = (unsigned __int128)m * m;          /* 64x64->128 */
  unsigned __int128 q = p / m;
  if ((unsigned long long)q != m || (q >> 64) != 0) return 4;
  if (p % 1000000007u != ((unsigned __int128)m * m) % 1000000007u) return 5;
  __int128_t d = -((__int128_t)1 << 100);
  __uint128_t e = (__uint128_t)1 << 100;
  if (d >= 0 || (__uint128_t)-d != e || d / (__int128)-1 != (__int128)e) return 6;
  long long ll = -7;
  __int128 mix = ll * (__int128)3 + 1;
  if (mix != -20 || sizeof mix != 16 || _Alignof(__int128) != 16) return 7;
  if ((double)e != 1267650600228229401496703205376.0) return 8;
  return 0;
}
