// C17 6.2.1p7: an identifier's scope begins just after its declarator, so
// `int x = sizeof x` sees the new x and an inner declaration can be
// initialized from the outer object of the same name via another name.
static int x = 5;
__device__ int test(void) {
  int y = x;                                   /* the file-scope x */
  {
    long x = sizeof x;                         /* the new x: 8 */
    if (x != 8) return 1;
  }
  {
    int outer = x;
    int x = outer * 2;
    if (x != 10) return 2;
    {
      int x = 1;
      if (x != 1) return 3;
    }
    if (x != 10) return 4;
  }
  if (x != 5 || y != 5) return 5;
  for (int x = 0; x < 1; x++)
    if (x != 0) return 6;
  enum { x_size = sizeof(x) };
  if (x_size != 4) return 7;
  return 0;
}
