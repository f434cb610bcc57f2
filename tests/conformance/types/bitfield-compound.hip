// C17 6.5.16.2, 6.5.2.4: compound assignment and ++/-- on bit-fields read,
// compute in the promoted type, and store back modulo the width.  (The
// value of an assignment to a bit-field: PENDING-A.md.)
struct s { unsigned u : 5; int i : 5; };
static int check(void) {
  struct s x = {30, -15};
  x.u += 3;
  if (x.u != 1) return 1;
  x.u -= 2;
  if (x.u != 31) return 2;
  x.u <<= 1;
  if (x.u != 30) return 3;
  x.i--;
  if (x.i != -16) return 4;
  int w = x.i++;
  if (w != -16 || x.i != -15) return 6;
  x.u = 1;
  x.u |= 0x40;
  if (x.u != 1) return 7;
  return 0;
}
__device__ int test(void) { return check(); }
