// C17 6.8.3p2: an expression statement is evaluated for its side effects
// and its value discarded.
static int hits;
static int hit(void) { return ++hits; }
__device__ int test(void) {
  int x = 1;
  hits = 0;
  x + 1;
  x == 2;
  hit();
  hit() + hit();
  x++, x++;
  (void)hit;
  if (hits != 3) return 1;
  if (x != 3) return 2;
  return 0;
}
