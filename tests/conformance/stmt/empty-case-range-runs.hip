// FLAGS: -w
// An empty GNU case range (5 ... 1) holds no value: the switch goes on
// to the other labels (hipc once looped forever emitting its cases).
static int check(void) {
  int r = 0;
  for (int v = 0; v < 8; v++)
    switch (v) {
    case 5 ... 1: r += 100; break;
    case 2 ... 3: r += 1; break;
    default: r += 10;
    }
  return r == 62 ? 0 : 1;
}
__device__ int test(void) { return check(); }
