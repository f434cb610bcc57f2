// C17 6.7.9p11: a scalar's initializer is an expression, optionally in
// braces, converted as by assignment.
static int check(void) {
  int a = 3;
  int b = {4};
  int c = {5,};                   /* a trailing comma is allowed */
  if (a + b + c != 12) return 1;
  int i = 3.9;                    /* truncated toward zero */
  if (i != 3) return 2;
  unsigned char uc = 300;         /* modulo 256 */
  if (uc != 44) return 3;
  _Bool t = 0.1;
  if (t != 1) return 4;
  double d = 7;
  if (d != 7.0) return 5;
  float f = {1.0 / 4};
  if (f != 0.25f) return 6;
  int *p = 0;
  if (p) return 7;
  short s = -70000;               /* -70000 mod 65536 (clang, GCC) */
  if (s != -4464) return 8;
  return 0;
}
__device__ int test(void) { return check(); }
