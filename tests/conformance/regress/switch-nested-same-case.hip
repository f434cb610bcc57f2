// A nested switch has its own case values: `case 1` inside and outside is
// no duplicate (hipc once checked the inner labels against the outer ones).
static int pick(int a, int b) {
  switch (a) {
  case 1:
    switch (b) {
    case 1: return 11;
    case 2: return 12;
    default: return 10;
    }
  case 2:
    switch (b) {
    case 1: return 21;
    default: break;
    }
    return 20;
  default:
    return 0;
  }
}

__device__ int test(void) {
  if (pick(1, 1) != 11) return 1;
  if (pick(1, 2) != 12) return 2;
  if (pick(1, 7) != 10) return 3;
  if (pick(2, 1) != 21) return 4;
  if (pick(2, 5) != 20) return 5;
  if (pick(3, 1) != 0) return 6;
  return 0;
}
