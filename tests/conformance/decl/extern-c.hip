// HIP-C takes C++'s linkage specifications: extern "C" on one declaration
// and extern "C" { ... } around several; the functions keep their C names
// and are called normally.
extern "C" int c_add(int a, int b) { return a + b; }
extern "C" {
int c_sub(int a, int b) { return a - b; }
static int c_static(int a) { return -a; }
__device__ int c_global_var = 8;
}
extern "C" int c_declared_first(int);
extern "C" int c_declared_first(int x) { return x * 4; }
static int check(void) {
  if (c_add(2, 3) != 5) return 1;
  if (c_sub(2, 3) != -1) return 2;
  if (c_static(4) != -4) return 3;
  if (c_global_var != 8) return 4;
  if (c_declared_first(2) != 8) return 5;
  return 0;
}
__device__ int test(void) { return check(); }
