// C17 6.5.2.2p7: with a prototype, each argument is converted as if by
// assignment to its parameter's type: narrowing, float truncation,
// int-to-double, pointer to _Bool.
static int takes_char(char c) { return c; }
static int takes_uchar(unsigned char c) { return c; }
static int takes_int(int i) { return i; }
static double takes_double(double d) { return d / 2; }
static int takes_bool(_Bool b) { return b; }
static long long takes_ll(long long v) { return v; }
__device__ int test(void) {
  int x;
  if (takes_char(300) != 44) return 1;
  if (takes_uchar(-1) != 255) return 2;
  if (takes_int(2.7) != 2 || takes_int(-2.7) != -2) return 3;
  if (takes_double(5) != 2.5) return 4;
  if (takes_bool(&x) != 1 || takes_bool(0.0) != 0 || takes_bool(0.1) != 1) return 5;
  if (takes_ll(-1) != -1 || takes_ll(4294967295u) != 4294967295LL) return 6;
  return 0;
}
