// C17 6.5.2.2p6, 6.7.6.3p15: a pointer to a function declared without a
// prototype, `int (*)()`, may point to a function with parameters, and a
// call through it passes the promoted arguments.
typedef int (*fp)();
static int add(int a, int b) { return a + b; }
static int neg(int a) { return -a; }
static int call1(fp p, int i) { return (*p)(i); }
static int call2(fp p, int i, int j) { return p(i, j); }
__device__ int test(void) {
  if (call1(neg, 5) != -5) return 1;
  if (call2(add, 2, 3) != 5) return 2;
  int (*q)() = add;
  if (q(10, 20) != 30) return 3;
  fp table[2] = {neg, add};
  if (table[0](4) != -4 || table[1](1, 1) != 2) return 4;
  return 0;
}
