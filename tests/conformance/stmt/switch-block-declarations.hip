// C17 6.8.4.2, 6.8.2: declarations in the switch body and in blocks under
// case labels; each block's variables are initialised when reached.
static int run(int v) {
  int r = 0;
  switch (v) {
  case 1: {
    int t = 5;
    r = t * 2;
    break;
  }
  case 2: {
    int t = 7;                                 /* a different t */
    r = t;
  }
    /* fall through */
  case 3:
    r += 100;
    break;
  }
  return r;
}
__device__ int test(void) {
  if (run(1) != 10) return 1;
  if (run(2) != 107) return 2;
  if (run(3) != 100) return 3;
  return 0;
}
