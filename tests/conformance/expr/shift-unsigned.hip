// C17 6.5.7: shifts of unsigned values; E1 << E2 is E1 * 2^E2 modulo 2^N
// and E1 >> E2 is the quotient by 2^E2.  The result has the promoted type
// of the left operand.
__device__ int test(void) {
  volatile unsigned u = 1;
  volatile int n = 31;
  if (u << n != 0x80000000u) return 1;
  if (0x80000000u >> n != 1) return 2;
  if (0xFFFFFFFFu << 4 != 0xFFFFFFF0u) return 3;
  if (0xFFFFFFFFu >> 28 != 0xF) return 4;
  volatile unsigned long long ull = 1;
  if (ull << 63 != 0x8000000000000000ULL) return 5;
  if (0x8000000000000000ULL >> 63 != 1) return 6;
  volatile unsigned char uc = 0x80;
  if (uc << 1 != 0x100) return 7;              /* promoted to int: no loss */
  if (_Generic(uc << 1, int: 0, default: 1)) return 8;
  if (_Generic(u << 1ULL, unsigned: 0, default: 1)) return 9;   /* right type is irrelevant */
  if (u << 0 != 1) return 10;
  volatile unsigned char cnt = 3;
  if (u << cnt != 8) return 11;
  return 0;
}
