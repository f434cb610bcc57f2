// C17 6.5.15p4: the first operand is evaluated, then exactly one of the
// others; there is a sequence point after the first.  ?: groups right to
// left.
__device__ int test(void) {
  int a = 0, b = 0, i = 1;
  volatile int c = 1;
  int r = c ? a++ : b++;
  if (r != 0 || a != 1 || b != 0) return 1;
  r = !c ? a++ : b++;
  if (r != 0 || a != 1 || b != 1) return 2;
  r = i++ ? i : -1;                            /* sequenced: reads 2 */
  if (r != 2) return 3;
  volatile int x = 2;
  r = x == 1 ? 10 : x == 2 ? 20 : x == 3 ? 30 : 40;
  if (r != 20) return 4;
  r = 0 ? 1 : 0 ? 2 : 3;                       /* 0 ? 1 : (0 ? 2 : 3) */
  if (r != 3) return 5;
  return 0;
}
