// C17 6.8.4.2: control jumps to the matching case label and runs on
// through the following labels until a break.
static int run(int v) {
  int r = 0;
  switch (v) {
  case 1:
    r += 1;
  case 2:
    r += 10;
  case 3:
    r += 100;
    break;
  case 4:
    r += 1000;
  }
  return r;
}
__device__ int test(void) {
  if (run(1) != 111) return 1;
  if (run(2) != 110) return 2;
  if (run(3) != 100) return 3;
  if (run(4) != 1000) return 4;
  if (run(5) != 0) return 5;                   /* no match, no default */
  return 0;
}
