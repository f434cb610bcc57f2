// C17 6.3.1.4p2: unsigned 64-bit values at and above 2^63 convert to
// float and double by value (rounded), not as negative signed values.
__device__ int test(void) {
  volatile unsigned long long top = 1ull << 63;
  volatile unsigned long long near = 0xFFFFFFFFFFFFF800ull;   /* exact in double */
  volatile unsigned long long odd = (1ull << 63) | 1;
  volatile unsigned big32 = 0x80000001u;
  if ((double)top != 9223372036854775808.0) return 1;
  if ((double)near != 18446744073709549568.0) return 2;
  if ((float)top != 9223372036854775808.0f) return 3;
  if ((double)odd != 9223372036854775808.0) return 4;          /* rounds down */
  if ((double)big32 != 2147483649.0) return 5;
  if ((float)big32 != 2147483648.0f) return 6;
  if (!((double)top > 0)) return 7;
  volatile unsigned long long ulmax = ~0ull;
  if ((float)ulmax != 18446744073709551616.0f) return 8;
  return 0;
}
