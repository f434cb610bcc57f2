// C17 6.5.1.1: _Generic picks the association whose type is compatible
// with the controlling expression's type; default otherwise.
#define TYPE_ID(x) _Generic((x), \
  char: 1, signed char: 2, unsigned char: 3, short: 4, unsigned short: 5, \
  int: 6, unsigned: 7, long: 8, unsigned long: 9, long long: 10, \
  unsigned long long: 11, float: 12, double: 13, _Bool: 14, default: 0)
struct s { int a; };
static int check(void) {
  char c = 0; signed char sc = 0; unsigned char uc = 0;
  short s = 0; unsigned short us = 0;
  if (TYPE_ID(c) != 1 || TYPE_ID(sc) != 2 || TYPE_ID(uc) != 3) return 1;
  if (TYPE_ID(s) != 4 || TYPE_ID(us) != 5) return 2;
  if (TYPE_ID(1) != 6 || TYPE_ID(1u) != 7 || TYPE_ID(1l) != 8 || TYPE_ID(1ul) != 9) return 3;
  if (TYPE_ID(1ll) != 10 || TYPE_ID(1ull) != 11) return 4;
  if (TYPE_ID(1.0f) != 12 || TYPE_ID(1.0) != 13 || TYPE_ID((_Bool)1) != 14) return 5;
  struct s v;
  if (TYPE_ID(v) != 0 || TYPE_ID(&v) != 0) return 6;
  if (TYPE_ID(c + c) != 6) return 7;              /* promoted to int */
  if (_Generic(v, struct s: 20, default: 21) != 20) return 8;
  return 0;
}
__device__ int test(void) { return check(); }
