// C17 6.3.1.3p1: a widening conversion keeps the value: signed sources are
// sign-extended and unsigned ones zero-extended.
__device__ int test(void) {
  volatile signed char sc = -128;
  volatile unsigned char uc = 0x80;
  volatile short s = -2;
  volatile unsigned short us = 0xfffe;
  volatile int i = -1;
  volatile unsigned u = 0xffffffffu;
  if ((int)sc != -128 || (int)uc != 128) return 1;
  if ((long long)s != -2 || (long long)us != 65534) return 2;
  if ((long long)i != -1) return 3;
  if ((long long)u != 4294967295LL) return 4;
  if ((unsigned long long)i != 18446744073709551615ull) return 5;
  if ((unsigned long long)u != 4294967295ull) return 6;
  if ((unsigned)sc != 4294967168u) return 7;   /* sign-extend, then modulo */
  if ((unsigned long)(signed char)-1 != 0xfffffffffffffffful) return 8;
  if ((unsigned long)(unsigned char)-1 != 255ul) return 9;
  return 0;
}
