// GNU range designators [a ... b]: a later designator overrides elements
// of an earlier range, for scalar and struct elements.
struct p { int x, y; };
__device__ int test(void) {
  int a[8] = { [0 ... 7] = 1, [2] = 9, [5 ... 6] = 3 };
  static const int want[8] = {1, 1, 9, 1, 1, 3, 3, 1};
  for (int i = 0; i < 8; i++)
    if (a[i] != want[i]) return 1 + i;
  struct p ps[4] = { [0 ... 3] = {1, 7}, [2] = {2, 8} };
  for (int i = 0; i < 4; i++)
    if (ps[i].y != (i == 2 ? 8 : 7) || ps[i].x != (i == 2 ? 2 : 1)) return 10 + i;
  char c[5] = { [1 ... 3] = 'z' };
  if (c[0] != 0 || c[1] != 'z' || c[3] != 'z' || c[4] != 0) return 20;
  return 0;
}
