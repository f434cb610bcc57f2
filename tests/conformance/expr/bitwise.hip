// C17 6.5.10-6.5.12: & ^ | on the converted operands, with precedence
// & over ^ over |, all below ==.
__device__ int test(void) {
  volatile unsigned a = 0xF0F0u, b = 0xFF00u;
  volatile int m = -1;
  if ((a & b) != 0xF000u) return 1;
  if ((a | b) != 0xFFF0u) return 2;
  if ((a ^ b) != 0x0FF0u) return 3;
  if ((m & 0x7F) != 0x7F) return 4;
  if ((1 | 2 ^ 3 & 4) != 3) return 5;          /* 1 | (2 ^ (3 & 4)) */
  if ((a & 1 == 0) != 0) return 6;             /* a & (1 == 0) */
  volatile long long l = 0x1234567812345678LL;
  if ((l & 0xFFFFFFFF) != 0x12345678) return 7;
  if ((l ^ l) != 0) return 8;
  volatile unsigned char x = 0xAA, y = 0x55;
  if ((x | y) != 0xFF || (x & y) != 0) return 9;
  if (_Generic(x & y, int: 0, default: 1)) return 10;
  if ((-1 & 0xFFu) != 255) return 11;
  return 0;
}
