// C17 6.5.16.2, 6.5.7: compound shifts on narrow left operands compute in
// the promoted type and convert back; the right operand's type does not
// matter.
__device__ int test(void) {
  unsigned char c = 0x81;
  c <<= 1;                                     /* 0x102 -> 0x02 */
  if (c != 0x02) return 1;
  c = 0x80;
  c >>= (char)7;
  if (c != 1) return 2;
  short s = 1;
  s <<= 14;
  if (s != 16384) return 3;
  long l = -1;
  l >>= 63;
  if (l != -1) return 4;
  unsigned long long u = 1;
  u <<= (unsigned char)63;
  if (u != 0x8000000000000000ull) return 5;
  int i = 1;
  i <<= 30LL;
  if (i != 1073741824) return 6;
  return 0;
}
