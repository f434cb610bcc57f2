// C17 6.2.5p9: unsigned arithmetic cannot overflow; it is reduced modulo
// 2^N.
__device__ int test(void) {
  volatile unsigned a = 65535u, b = 65537u;
  if (a * b != 4294967295u) return 1;
  volatile unsigned c = 0x10000u;
  if (c * c != 0) return 2;
  volatile unsigned long long x = 0x100000001ULL;
  if (x * x != 0x200000001ULL) return 3;
  volatile unsigned short us = 65535;
  if ((unsigned short)((unsigned)us * us) != 1) return 4;  /* 4294836225, low half 1 */
  volatile unsigned m = 3;
  if (m * 1431655766u != 2) return 5;
  return 0;
}
