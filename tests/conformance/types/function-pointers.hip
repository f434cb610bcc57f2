// C17 6.3.2.1p4, 6.5.2.2p1: a function designator converts to a pointer;
// a call goes through a pointer whether written fp(x), (*fp)(x) or
// (**fp)(x); pointers to the same function compare equal (6.5.9p6).
static int inc(int x) { return x + 1; }
static int dbl(int x) { return x * 2; }
static int check(void) {
  int (*fp)(int) = inc;
  if (fp(1) != 2 || (*fp)(2) != 3 || (**fp)(3) != 4) return 1;
  fp = &dbl;
  if (fp(5) != 10) return 2;
  if (fp != dbl || fp == inc) return 3;
  if ((*inc)(0) != 1) return 4;
  if (sizeof fp != sizeof(void (*)(void))) return 5;
  return 0;
}
__device__ int test(void) { return check(); }
