// C17 6.5.16.2p3: the left operand of a compound assignment is evaluated
// only once.
static int calls;
static int *where(int *p) { calls++; return p; }
__device__ int test(void) {
  int a[3] = {1, 2, 3};
  int i = 0;
  calls = 0;
  *where(&a[1]) += 10;
  if (a[1] != 12 || calls != 1) return 1;
  a[i++] *= 5;
  if (a[0] != 5 || i != 1) return 2;
  *where(&a[2]) <<= 2;
  if (a[2] != 12 || calls != 2) return 3;
  return 0;
}
