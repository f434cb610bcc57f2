// C17 6.7.9p4 (automatic storage): an aggregate's initializers may be any
// expressions, including calls, other locals and earlier members' values.
static int sq(int x) { return x * x; }
struct p { int x, y, z; };
__device__ int test(void) {
  int n = 3;
  int a[4] = {n, sq(n), n + sq(2), a[0] * 0};
  if (a[0] != 3 || a[1] != 9 || a[2] != 7) return 1;
  struct p s = {sq(2), n * 2, sizeof(s)};
  if (s.x != 4 || s.y != 6 || s.z != 12) return 2;
  struct p t = s;
  struct p arr[2] = {t, {n}};
  if (arr[0].y != 6 || arr[1].x != 3 || arr[1].z != 0) return 3;
  return 0;
}
