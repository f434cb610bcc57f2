// C17 6.5.16.2: %= <<= >>= &= ^= |= act as E1 = E1 op E2.
__device__ int test(void) {
  unsigned u = 0xF0u;
  u <<= 4;    if (u != 0xF00u) return 1;
  u >>= 8;    if (u != 0xFu) return 2;
  u &= 0x6;   if (u != 0x6u) return 3;
  u |= 0x11;  if (u != 0x17u) return 4;
  u ^= 0xFF;  if (u != 0xE8u) return 5;
  int i = 17;
  i %= 5;     if (i != 2) return 6;
  i = -17;
  i %= 5;     if (i != -2) return 7;
  unsigned char c = 0x81;
  c <<= 1;    if (c != 0x02) return 8;     /* 0x102 converted back */
  c >>= 1;    if (c != 0x01) return 9;
  long long l = 1;
  l <<= 40;   if (l != 1099511627776LL) return 10;
  return 0;
}
