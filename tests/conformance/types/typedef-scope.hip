// C17 6.2.1p4, 6.7.8: a typedef name is an ordinary identifier: a block
// can hide it with a variable or another typedef, and it comes back after.
typedef int T;
static int check(void) {
  T a = 1;
  {
    typedef double T;
    T b = 0.5;
    if (sizeof(T) != 8 || b != 0.5) return 1;
  }
  {
    int T = 3;                  /* a variable named T hides the typedef */
    if (T * 2 != 6) return 2;
  }
  T c = 2;
  if (sizeof(T) != 4 || a + c != 3) return 3;
  return 0;
}
__device__ int test(void) { return check(); }
