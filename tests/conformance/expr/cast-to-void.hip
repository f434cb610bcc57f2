// C17 6.3.2.2, 6.5.4: a cast to void discards the value; the expression is
// still evaluated for its side effects.
static int calls;
static int side(void) { return ++calls; }
__device__ int test(void) {
  calls = 0;
  (void)side();
  if (calls != 1) return 1;
  int i = 0;
  (void)(i += 5);
  if (i != 5) return 2;
  (void)0;
  (void)i;
  volatile int v = 3;
  (void)v;                                     /* a volatile read, discarded */
  (void)(side(), side());
  if (calls != 3) return 3;
  return 0;
}
