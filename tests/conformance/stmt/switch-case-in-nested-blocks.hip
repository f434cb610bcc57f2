// C17 6.8.4.2p2-3, 6.8.1: case labels may sit inside nested statements of
// the switch body (inside an if, a loop, a block); a jump to one enters
// that statement in the middle.
static int f(int k) {
  int r = 0;
  switch (k) {
  case 0:
    if (r == 100) {
  case 1:
      r += 1;
    }
    r += 10;
    break;
  case 2:
    for (r = 0; r < 3; r++) {
  case 3:
      r += 100;
    }
    break;
  }
  return r;
}
__device__ int test(void) {
  if (f(0) != 10) return 1;                    /* the if is false */
  if (f(1) != 11) return 2;                    /* jumps into the if */
  if (f(2) != 101) return 3;                   /* 0+100=100, ++ -> 101 */
  if (f(3) != 101) return 4;                   /* jumps into the loop body */
  if (f(4) != 0) return 5;
  return 0;
}
