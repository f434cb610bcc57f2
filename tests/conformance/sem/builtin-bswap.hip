// GNU byte-swap builtins, the core of every endianness header:
// __builtin_bswap16, __builtin_bswap32, __builtin_bswap64.
__device__ int test(void) {
  volatile unsigned short h = 0x1234;
  volatile unsigned w = 0x12345678u;
  volatile unsigned long long d = 0x0102030405060708ull;
  if (__builtin_bswap16(h) != 0x3412) return 1;
  if (__builtin_bswap32(w) != 0x78563412u) return 2;
  if (__builtin_bswap64(d) != 0x0807060504030201ull) return 3;
  if (__builtin_bswap32(__builtin_bswap32(w)) != w) return 4;
  return 0;
}
