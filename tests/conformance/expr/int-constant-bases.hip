// C17 6.4.4.1: decimal, octal and hexadecimal constants (and the binary
// constants of GNU C and C23).
__device__ int test(void) {
  if (010 != 8) return 1;
  if (0 != 00) return 2;
  if (0777 != 511) return 3;
  if (0x10 != 16) return 4;
  if (0XfF != 255) return 5;
  if (0xDeadBeef != 3735928559u) return 6;
  if (0b101 != 5) return 7;
  if (0B1111111111111111111111111111111111111111111111111111111111111111 != 18446744073709551615ull) return 8;
  if (1000000000000 != 1000000000000LL) return 9;
  return 0;
}
