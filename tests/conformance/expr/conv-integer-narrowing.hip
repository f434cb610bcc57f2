// C17 6.3.1.3: to an unsigned type the value is reduced modulo 2^N; to a
// signed type that cannot hold it the result is implementation-defined
// (clang and GCC: modulo 2^N as well).
__device__ int test(void) {
  volatile int i = 300, m = -1;
  volatile long long big = 0x123456789LL;
  if ((unsigned char)i != 44) return 1;
  if ((signed char)200 != -56) return 2;
  if ((unsigned short)m != 65535) return 3;
  if ((unsigned)m != 4294967295u) return 4;
  if ((unsigned long long)m != 18446744073709551615ULL) return 5;
  if ((int)big != 0x23456789) return 6;
  if ((short)70000 != 4464) return 7;
  if ((unsigned char)-129 != 127) return 8;
  unsigned char uc = i;                        /* by assignment */
  if (uc != 44) return 9;
  long long widened = m;                       /* sign extension */
  if (widened != -1) return 10;
  unsigned long long zext = (unsigned)m;       /* zero extension */
  if (zext != 4294967295ULL) return 11;
  return 0;
}
