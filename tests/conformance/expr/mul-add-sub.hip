// C17 6.5.5, 6.5.6: multiplicative and additive operators on integers of
// each width, results that fit.
__device__ int test(void) {
  volatile short s = 300;
  volatile int i = 46341;
  volatile long l = 3037000499L;
  volatile long long ll = -123456789012LL;
  if (s * s != 90000) return 1;
  if ((long)i * i != 2147488281L) return 2;
  if (l * l != 9223372030926249001L) return 3;
  if (ll + 123456789012LL != 0) return 4;
  if (ll - 1 != -123456789013LL) return 5;
  if (i - i * 2 != -46341) return 6;
  if (2 + 3 * 4 - 6 / 2 != 11) return 7;       /* precedence */
  if ((2 + 3) * 4 != 20) return 8;
  if (10 - 3 - 2 != 5) return 9;               /* left associative */
  if (100 / 10 / 5 != 2) return 10;
  return 0;
}
