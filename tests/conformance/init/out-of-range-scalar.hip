// C17 6.2.5p9, 6.7.9p11: an initializer out of range of an unsigned
// declared type wraps; a signed one converts (modulo, as clang and GCC).
static int check(void) {
  unsigned char a = -1;
  unsigned short b = 70000;
  unsigned c = -2;
  unsigned long long d = -1;
  signed char e = 200;
  if (a != 255 || b != 4464 || c != 4294967294u) return 1;
  if (d != 18446744073709551615ull) return 2;
  if (e != -56) return 3;
  return 0;
}
__device__ int test(void) { return check(); }
