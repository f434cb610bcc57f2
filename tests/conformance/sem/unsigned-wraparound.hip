// C17 6.2.5p9: unsigned arithmetic is modulo 2^N, in each width.
__device__ int test(void) {
  volatile unsigned u = 4294967295u;
  if (u + 1 != 0) return 1;
  volatile unsigned z = 0;
  if (z - 1 != 4294967295u) return 2;
  volatile unsigned long long ull = 18446744073709551615ULL;
  if (ull + 2 != 1) return 3;
  volatile unsigned char uc = 0;
  uc = uc - 1;
  if (uc != 255) return 4;
  volatile unsigned short us = 65535;
  us = us + 2;
  if (us != 1) return 5;
  unsigned acc = 0;
  for (int i = 0; i < 8; i++)
    acc += 0x40000000u;                        /* 8 * 2^30 = 2^33 */
  if (acc != 0) return 6;
  if (0u - 5u != 4294967291u) return 7;
  return 0;
}
