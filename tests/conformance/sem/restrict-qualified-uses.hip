// C17 6.7.3.1: restrict on parameters, locals, a typedef and a struct
// member, used as the standard's examples allow (disjoint objects, and the
// same object read through both when neither writes).
typedef int *restrict rint;
struct span { int *restrict p; int n; };
static void add(int n, int *restrict out, const int *restrict a, const int *restrict b) {
  for (int i = 0; i < n; i++) out[i] = a[i] + b[i];
}
static int dot(int n, const int *restrict a, const int *restrict b) {
  int s = 0;
  for (int i = 0; i < n; i++) s += a[i] * b[i];
  return s;
}
__device__ int test(void) {
  int x[4] = {1, 2, 3, 4}, y[4] = {10, 20, 30, 40}, z[4];
  add(4, z, x, y);
  if (z[0] != 11 || z[3] != 44) return 1;
  if (dot(4, x, x) != 30) return 2;             /* aliasing reads only: allowed */
  rint r = z;
  r[1] = 0;
  struct span s = {x, 4};
  s.p[3] = 40;
  if (z[1] != 0 || x[3] != 40) return 3;
  int *restrict loc = y;
  loc[0] += 1;
  if (y[0] != 11) return 4;
  return 0;
}
