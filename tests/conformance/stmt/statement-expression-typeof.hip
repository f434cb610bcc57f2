// GNU statement expressions with __typeof__, the usual way to write a
// macro that evaluates its arguments once.
#define MAX(a, b) ({ __typeof__(a) _a = (a); __typeof__(b) _b = (b); _a > _b ? _a : _b; })
__device__ int test(void) {
  int i = 5;
  int m = MAX(i++, 3);                         /* i++ evaluated once */
  if (m != 5 || i != 6) return 1;
  double d = MAX(1.5, 0.5);
  if (d != 1.5) return 2;
  return 0;
}
