// C17 6.8.4.2p5: default may appear anywhere; it is taken only when no
// case matches, and falls through like any label.
static int run(int v) {
  int r = 0;
  switch (v) {
  case 1:
    r += 1;
    break;
  default:
    r += 10;
  case 2:
    r += 100;
    break;
  case 3:
    r += 1000;
  }
  return r;
}
__device__ int test(void) {
  if (run(1) != 1) return 1;
  if (run(2) != 100) return 2;
  if (run(3) != 1000) return 3;
  if (run(7) != 110) return 4;
  if (run(-1) != 110) return 5;
  return 0;
}
