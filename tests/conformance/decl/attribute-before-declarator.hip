// GNU attributes between the declaration specifiers and the declarator, and
// HIP's __noinline__ (a keyword in clang's HIP mode) inside __attribute__
// (issue 13).
int __attribute__((__noinline__)) f(void) { return 42; }
static int __attribute__((noinline)) __attribute__((unused)) g(void) { return 1; }
int __attribute__((__noinline__)) *p(int *q) { return q; }
__noinline__ int h(void) { return 3; }
int __noinline__ k(void) { return 4; }
void *__attribute__((unused)) ptr;
__device__ int test(void) {
  int x = 5;
  if (f() != 42)
    return 1;
  if (g() != 1 || h() != 3 || k() != 4)
    return 2;
  if (*p(&x) != 5)
    return 3;
  return 0;
}
