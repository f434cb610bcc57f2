// C17 6.5.16p3: the value of an assignment is the value of the left
// operand after the assignment, so for a bit-field it is the stored value
// reduced modulo 2^width.  hipc yields the right operand converted to the
// field's declared type (33, not 1).
struct s { unsigned u : 5; int i : 3; };
static int check(void) {
  struct s x = {0, 0};
  int v = (x.u = 33);
  if (v != 1) return 1;
  unsigned w = x.u = 0xFFFFFFE1u;
  if (w != 1) return 2;
  int n = (x.i = 5);             /* stored as -3 (clang, GCC) */
  if (n != -3) return 3;
  if ((x.u += 40) != 9) return 4;
  return 0;
}
__device__ int test(void) { return check(); }
