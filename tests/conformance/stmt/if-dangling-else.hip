// C17 6.8.4.1p3: an else is associated with the lexically nearest
// preceding if that the syntax allows.
static int f(int a, int b) {
  int r = 0;
  if (a)
    if (b)
      r = 1;
    else
      r = 2;                                   /* belongs to if (b) */
  return r;
}
static int g(int a, int b) {
  int r = 0;
  if (a) {
    if (b)
      r = 1;
  } else
    r = 2;                                     /* braces move it to if (a) */
  return r;
}
__device__ int test(void) {
  if (f(1, 1) != 1) return 1;
  if (f(1, 0) != 2) return 2;
  if (f(0, 1) != 0) return 3;
  if (f(0, 0) != 0) return 4;
  if (g(1, 0) != 0) return 5;
  if (g(0, 0) != 2) return 6;
  return 0;
}
