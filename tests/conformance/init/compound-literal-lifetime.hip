// C17 6.5.2.5p5, p16 (EXAMPLE 8): a block-scope compound literal lives
// until the end of its block; in a loop the same object is re-initialised
// on each pass.
struct s { int i; };
static int check(void) {
  struct s *p = 0, *q;
  int j = 0;
again:
  q = p, p = &((struct s){ j++ });
  if (j < 2) goto again;
  if (p != q || q->i != 1) return 1;       /* EXAMPLE 8: the same object */
  int *last = 0;
  for (int k = 0; k < 3; k++) {
    int *c = (int[2]){k, k * 10};
    if (c[1] != k * 10) return 2;
    last = c;
    (void)last;
  }
  const char *str = (const char[]){"abc"};
  if (str[2] != 'c') return 3;
  return 0;
}
__device__ int test(void) { return check(); }
