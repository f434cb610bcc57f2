// C17 6.3.1.8p1: the usual arithmetic conversions, checked through the
// result type of a binary + for each pair of ranks and signedness.
#define T(e) _Generic((e), int: 1, unsigned: 2, long: 3, unsigned long: 4, \
  long long: 5, unsigned long long: 6, float: 7, double: 8, default: 0)
__device__ int test(void) {
  char c = 0; signed char sc = 0; unsigned char uc = 0; short s = 0;
  unsigned short us = 0; int i = 0; unsigned u = 0; long l = 0;
  unsigned long ul = 0; long long ll = 0; unsigned long long ull = 0;
  float f = 0; double d = 0; _Bool b = 0;
  if (T(c + sc) != 1 || T(uc + us) != 1 || T(b + b) != 1) return 1;
  if (T(s + u) != 2 || T(uc + u) != 2) return 2;
  if (T(u + l) != 3) return 3;                 /* long holds every unsigned */
  if (T(l + ul) != 4 || T(i + ul) != 4) return 4;
  if (T(l + ll) != 5) return 5;                /* rank of long long is higher */
  if (T(ul + ll) != 6) return 6;               /* same size: unsigned long long */
  if (T(ll + ull) != 6 || T(c + ull) != 6) return 7;
  if (T(ull + f) != 7 || T(i + f) != 7) return 8;
  if (T(f + d) != 8 || T(ll + d) != 8) return 9;
  if (T(u + i) != 2) return 10;
  return 0;
}
