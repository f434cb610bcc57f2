// C17 6.8.5.3: each clause of for may be omitted; an omitted condition is
// a nonzero constant.  continue runs the third clause.
__device__ int test(void) {
  int i = 0, n = 0;
  for (;;) {
    if (++i > 5)
      break;
    n++;
  }
  if (n != 5) return 1;
  i = 0;
  for (; i < 3;)
    i++;
  if (i != 3) return 2;
  int inc = 0, body = 0;
  for (i = 0; i < 10; i++, inc++) {
    if (i % 2 == 0)
      continue;                                /* the increment still runs */
    body++;
  }
  if (inc != 10 || body != 5) return 3;
  int ran = 0;
  for (i = 5; i < 5; i++)
    ran = 1;
  if (ran) return 4;
  return 0;
}
