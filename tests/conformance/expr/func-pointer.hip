// C17 6.3.2.1p4, 6.5.2.2: a function designator converts to a pointer;
// calls through (*fp)() and fp() are the same; function pointers compare.
static int add(int a, int b) { return a + b; }
static int sub(int a, int b) { return a - b; }
static int apply(int (*f)(int, int), int a, int b) { return f(a, b); }
__device__ int test(void) {
  int (*fp)(int, int) = add;
  if (fp(2, 3) != 5) return 1;
  if ((*fp)(2, 3) != 5) return 2;
  if ((**fp)(2, 3) != 5) return 3;
  fp = &sub;
  if (fp(2, 3) != -1) return 4;
  int (*table[2])(int, int) = {add, sub};
  if (table[1](10, 4) != 6) return 5;
  if (apply(add, 7, 8) != 15) return 6;
  if (fp == add) return 7;
  if (fp != sub) return 8;
  return 0;
}
