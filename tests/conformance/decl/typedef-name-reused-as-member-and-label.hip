// C17 6.2.3p1: labels and members have their own name spaces, so a typedef
// name can also be a member name and a label; and a block-scope object
// may be declared with the typedef as type and its own name (T T).
typedef int T;
struct s { T T; };
__device__ int test(void) {
  struct s v = {4};
  if (v.T != 4) return 1;
  int r = 0;
T:
  r++;
  if (r < 3) goto T;
  if (r != 3) return 2;
  {
    T T = 5;                                   /* the type, then the new object */
    if (T != 5) return 3;
  }
  T after = 6;
  return after == 6 ? 0 : 4;
}
