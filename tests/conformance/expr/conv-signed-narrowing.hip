// C17 6.3.1.3p3 (implementation-defined, modulo 2^N in gcc and clang) and
// 6.3.1.3p2: conversions to narrower signed and unsigned types.
__device__ int test(void) {
  volatile int i200 = 200, i70000 = 70000, im1 = -1;
  volatile long long big = 0x100000001LL;
  if ((signed char)i200 != -56) return 1;
  if ((short)i70000 != 4464) return 2;
  if ((int)big != 1) return 3;
  if ((unsigned char)im1 != 255) return 4;
  if ((signed char)(unsigned char)i200 != -56) return 5;
  if ((short)(unsigned short)65535 != -1) return 6;
  if ((int)4294967295u != -1) return 7;
  if ((long long)18446744073709551615ull != -1) return 8;
  signed char c = 127;
  c++;                                         /* int 128, converted back */
  if (c != -128) return 9;
  short s = 0x7fff;
  s += 1;
  if (s != -32768) return 10;
  return 0;
}
