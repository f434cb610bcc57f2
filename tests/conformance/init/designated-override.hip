// C17 6.7.9p19: when a subobject is initialised twice, the last
// initializer wins (clang and GCC warn with -Winitializer-overrides).
struct s { int a, b; };
static int check(void) {
  int a[3] = {[0] = 1, [0] = 2, [1] = 3};
  if (a[0] != 2 || a[1] != 3) return 1;
  struct s x = {.a = 1, .b = 2, .a = 5};
  if (x.a != 5 || x.b != 2) return 2;
  int b[4] = {1, 2, 3, [1] = 9};
  if (b[0] != 1 || b[1] != 9 || b[2] != 3) return 3;
  int c[3] = {[2] = 1, [0] = 4, 5, 6};               /* 6 overrides [2] */
  if (c[0] != 4 || c[1] != 5 || c[2] != 6) return 4;
  return 0;
}
__device__ int test(void) { return check(); }
