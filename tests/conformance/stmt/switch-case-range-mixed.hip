// GNU case ranges mixed with single labels and fallthrough: a range and a
// single case reaching one body, a range ending a fallthrough chain, and
// negative and character ranges.
static int classify(int c) {
  int r = 0;
  switch (c) {
  case -5 ... -1:
    r += 100;
    /* fall through */
  case 0:
    r += 10;
    break;
  case 1 ... 3:
  case 7:
    r = 1;
    break;
  case 'a' ... 'f':
    r = 2;
    /* fall through */
  case 4 ... 6:
    r += 3;
    break;
  default:
    r = -1;
  }
  return r;
}
__device__ int test(void) {
  if (classify(-5) != 110 || classify(-1) != 110 || classify(0) != 10) return 1;
  if (classify(1) != 1 || classify(3) != 1 || classify(7) != 1) return 2;
  if (classify('a') != 5 || classify('f') != 5) return 3;
  if (classify(4) != 3 || classify(6) != 3) return 4;
  if (classify(8) != -1 || classify(-6) != -1 || classify('g') != -1) return 5;
  return 0;
}
