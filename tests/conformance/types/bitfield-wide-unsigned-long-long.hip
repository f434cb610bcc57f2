// C17 6.7.2.1p5 (implementation-defined types, as gcc and clang allow):
// bit-fields of type unsigned long long wider than 32 bits store and load
// 64-bit values modulo 2^N.
struct w { unsigned long long a : 40, b : 24; };
__device__ int test(void) {
  struct w x = {0};
  volatile unsigned long long v = 0x1FFFFFFFFFFull;   /* 41 bits */
  x.a = v;
  if (x.a != 0xFFFFFFFFFFull) return 1;
  x.b = 0xABCDEF;
  if (x.b != 0xABCDEF) return 2;
  if (sizeof x != 8) return 3;
  x.a = 1ull << 39;
  if ((x.a >> 39) != 1) return 4;
  unsigned long long sum = (unsigned long long)x.a + x.b;
  if (sum != (1ull << 39) + 0xABCDEF) return 5;
  return 0;
}
