// C17 6.8.4.2p3: case labels belong to the innermost enclosing switch; a
// break leaves only that switch.
static int run(int a, int b) {
  int r = 0;
  switch (a) {
  case 1:
    switch (b) {
    case 1:
      r = 11;
      break;
    case 2:
      r = 12;
    default:
      r += 100;
    }
    r += 1000;
    break;
  case 2:
    r = 2;
    break;
  }
  return r;
}
__device__ int test(void) {
  if (run(1, 1) != 1011) return 1;
  if (run(1, 2) != 1112) return 2;
  if (run(1, 9) != 1100) return 3;
  if (run(2, 1) != 2) return 4;
  if (run(3, 1) != 0) return 5;
  return 0;
}
