// C17 6.8.6.3: a break in a nested switch leaves only the inner switch.
// (Case values repeated in the inner switch: switch-nested.)
static int run(int a, int b) {
  int r = 0;
  switch (a) {
  case 1:
    switch (b) {
    case 10:
      r = 11;
      break;
    case 20:
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
  if (run(1, 10) != 1011) return 1;
  if (run(1, 20) != 1112) return 2;
  if (run(1, 9) != 1100) return 3;
  if (run(2, 10) != 2) return 4;
  if (run(3, 10) != 0) return 5;
  return 0;
}
