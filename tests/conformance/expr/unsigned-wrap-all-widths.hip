// C17 6.2.5p9, 6.3.1.3p2: unsigned arithmetic is modulo 2^N, and a value
// converted to an unsigned type is reduced modulo 2^N, at every width.
__device__ int test(void) {
  unsigned char uc = 255; uc++;
  if (uc != 0) return 1;
  uc = 0; uc--;
  if (uc != 255) return 2;
  unsigned short us = 65535; us += 2;
  if (us != 1) return 3;
  volatile unsigned u = 0xffffffffu;
  if (u + 1 != 0) return 4;
  if (0u - 1 != 4294967295u) return 5;
  if (-u != 1) return 6;                       /* negation is 2^32 - u */
  unsigned long ul = 0; ul--;
  if (ul != 18446744073709551615ul) return 7;
  unsigned long long ull = 1ull << 63;
  if (ull * 2 != 0) return 8;
  if ((unsigned char)-3 != 253 || (unsigned short)-3 != 65533) return 9;
  if ((unsigned char)1000 != 232) return 10;
  if ((unsigned)-1LL != 4294967295u) return 11;
  volatile unsigned a = 3000000000u, b = 3000000000u;
  if (a + b != 1705032704u) return 12;
  if (a * b != 3800301568u) return 13;         /* 9e18 mod 2^32 */
  return 0;
}
