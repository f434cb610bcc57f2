// C17 6.8.6.1, 6.2.4p6: goto may jump into a block; its objects exist but
// initialisers that are skipped do not run (no variable length arrays are
// involved).
__device__ int test(void) {
  int r = 0;
  goto inside;
  {
    int t = 100;
    r = t;
  inside:
    t = 7;                                     /* t exists, assigned here */
    r += t;
  }
  if (r != 7) return 1;
  int n = 0;
  goto body;
  while (n < 3) {
  body:
    n++;
  }
  if (n != 3) return 2;
  return 0;
}
