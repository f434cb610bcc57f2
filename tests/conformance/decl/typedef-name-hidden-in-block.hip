// C17 6.2.1p4: an ordinary identifier in an inner block may reuse a
// typedef name and hides it there; the typedef is back after the block.
// (A parameter doing the same: PENDING-C/decl-parameter-hides-typedef.)
typedef int T;
static int g(void) {
  T x = 3;                                     /* the type */
  {
    double T = 0.5;                            /* hides the type */
    x += (int)(T * 4);
  }
  T y = x;                                     /* the type again */
  return y;
}
__device__ int test(void) {
  if (g() != 5) return 2;
  if (sizeof(T) != sizeof(int)) return 3;
  return 0;
}
