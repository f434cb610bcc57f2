// C17 6.8.6.1p1: a goto may jump past the declaration of a non-VLA
// object (its value is then indeterminate until assigned); a label may
// label a null statement at the end of a block.
__device__ int test(void) {
  int r = 0;
  goto skip;
  {
    int x;
skip:
    x = 4;
    r = x;
  }
  if (r != 4) return 1;
  {
    int i = 0;
  loop:
    if (i < 5) { i++; goto loop; }
    r = i;
  end:;
  }
  if (r != 5) return 2;
  return 0;
}
