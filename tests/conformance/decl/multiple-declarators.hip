// C17 6.7p1, 6.7.6: one declaration with several declarators of
// different derived types sharing the specifiers; each initializer may
// use the objects declared before it.
static int one(void) { return 1; }
static int check(void) {
  int a = 1, *p = &a, arr[2] = {3, 4}, (*fp)(void) = one, **pp = &p;
  if (*p != 1 || arr[1] != 4 || fp() != 1 || **pp != 1) return 1;
  const int c1 = 5, *pc = &c1;
  if (*pc != 5) return 2;
  unsigned long x = 1, y = x + 1, z = y * y;
  if (z != 4) return 3;
  static int s1 = 7, s2[2] = {8};
  if (s1 + s2[0] + s2[1] != 15) return 4;
  return 0;
}
__device__ int test(void) { return check(); }
