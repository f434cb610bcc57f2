// C17 6.2.4p3, 6.7.9p10: a static local exists for the whole program, is
// initialized once (zero if not explicitly), and keeps its value between
// calls; each function has its own, and a block's static is its own too.
static int counter(void) { static int n; return ++n; }
static int other(void) { static int n = 100; return ++n; }
static int blocks(int k) {
  int r = 0;
  { static int a = 10; r += a++; }
  if (k) { static int a = 20; r += a++; }
  return r;
}
static int *addr(void) { static int x; return &x; }
__device__ int test(void) {
  if (counter() != 1 || counter() != 2 || counter() != 3) return 1;
  if (other() != 101 || other() != 102) return 2;
  if (blocks(1) != 30 || blocks(0) != 11 || blocks(1) != 33) return 3;
  if (addr() != addr()) return 4;
  *addr() = 5;
  if (*addr() != 5) return 5;
  return 0;
}
