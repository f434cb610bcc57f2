// C17 6.7.9p20 and EXAMPLE 3-5: without inner braces, initializers fill
// the sub-aggregates in order, taking only as many as each needs.
struct inner { int a[2]; int b; };
struct outer { struct inner in; char c; };
static int check(void) {
  int y[4][3] = { 1, 3, 5, 2, 4, 6, 3, 5, 7 };      /* EXAMPLE 3 */
  if (y[0][2] != 5 || y[1][0] != 2 || y[2][2] != 7 || y[3][0] != 0) return 1;
  int z[4][3] = { { 1 }, { 2 }, { 3 }, { 4 } };    /* EXAMPLE 4 */
  if (z[0][0] != 1 || z[0][1] != 0 || z[3][0] != 4 || z[3][2] != 0) return 2;
  struct inner s = {1, 2, 3};
  if (s.a[0] != 1 || s.a[1] != 2 || s.b != 3) return 3;
  struct outer o = {1, 2, 3, 'x'};
  if (o.in.a[1] != 2 || o.in.b != 3 || o.c != 'x') return 4;
  struct inner arr[2] = {1, 2, 3, 4};
  if (arr[1].a[0] != 4 || arr[1].a[1] != 0 || arr[1].b != 0) return 5;
  return 0;
}
__device__ int test(void) { return check(); }
