// C17 6.2.1p4: an inner declaration hides an outer one of the same name
// until the end of its block; the scope of an identifier begins just after
// its declarator (so `int x = x;` would read the new x).
__device__ int x = 1;
static int check(void) {
  if (x != 1) return 1;
  int x = 2;
  if (x != 2) return 2;
  {
    int x = 3;
    if (x != 3) return 3;
    for (int x = 10; x < 11; x++)
      if (x != 10) return 4;
    if (x != 3) return 5;
  }
  if (x != 2) return 6;
  int y = 5;
  {
    int z = y, y = 7;                   /* z takes the outer y */
    if (z != 5 || y != 7) return 7;
  }
  return 0;
}
__device__ int test(void) { return check(); }
