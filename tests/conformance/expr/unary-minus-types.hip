// C17 6.5.3.3p3: unary - applies the integer promotions first: -
// (unsigned char)1 is int -1; - on unsigned int wraps modulo 2^32; -0u is
// 0; - of an unsigned long long is 2^64 - x.
__device__ int test(void) {
  volatile unsigned char uc = 1;
  volatile unsigned short us = 2;
  volatile unsigned u = 1;
  volatile unsigned long long ull = 5;
  if (-uc != -1 || _Generic(-uc, int: 0, default: 1)) return 1;
  if (-us != -2) return 2;
  if (-u != 4294967295u || _Generic(-u, unsigned: 0, default: 1)) return 3;
  if (-0u != 0) return 4;
  if (-ull != 18446744073709551611ull) return 5;
  if (-(-u) != 1) return 6;
  volatile signed char sc = -128;
  if (-sc != 128) return 7;                    /* int, no overflow */
  return 0;
}
