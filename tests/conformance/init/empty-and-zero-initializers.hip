// C17 6.7.9p10, p21: {0} zeroes every member, nested ones included; GNU
// (and C23) {} does too, for every aggregate.
struct in { int a[3]; double d; };
struct out { char c; struct in i; void *p; };
__device__ int test(void) {
  struct out o = {0};
  if (o.c || o.i.a[2] || o.i.d != 0.0 || o.p) return 1;
  struct out e = {};
  if (e.c || e.i.a[0] || e.i.d != 0.0 || e.p) return 2;
  int *x = {0};
  if (x != 0) return 3;
  int m[2][3] = {};
  for (int i = 0; i < 6; i++)
    if (m[i / 3][i % 3]) return 4;
  struct out n = {1, {{2}}};
  if (n.c != 1 || n.i.a[0] != 2 || n.i.a[1] || n.i.d != 0.0 || n.p) return 5;
  return 0;
}
