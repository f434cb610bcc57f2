// C17 6.7.9 EXAMPLE 5: an incompletely bracketed but consistent
// initialization of an array of structs containing arrays.
__device__ struct { int a[3], b; } w[] = { { 1 }, 2 };
static int check(void) {
  if (sizeof w / sizeof w[0] != 2) return 1;
  if (w[0].a[0] != 1 || w[0].a[1] != 0 || w[0].b != 0) return 2;
  if (w[1].a[0] != 2 || w[1].a[2] != 0 || w[1].b != 0) return 3;
  return 0;
}
__device__ int test(void) { return check(); }
