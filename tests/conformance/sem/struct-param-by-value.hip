// C17 6.5.2.2p4, 6.9.1p10: arguments are passed by value: a parameter is a
// copy, changing it leaves the argument alone; arrays are not copied (the
// parameter is a pointer).
struct P { int x, y; };
static int move(struct P p) { p.x += 10; return p.x; }
static void poke(int a[3]) { a[0] = 99; }
static void inc(int v) { v++; }
__device__ int test(void) {
  struct P p = {1, 2};
  if (move(p) != 11) return 1;
  if (p.x != 1) return 2;
  int a[3] = {0, 0, 0};
  poke(a);
  if (a[0] != 99) return 3;
  int n = 5;
  inc(n);
  if (n != 5) return 4;
  return 0;
}
