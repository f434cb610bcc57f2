// C17 6.7.4p7: an inline definition plus an extern declaration in the
// same translation unit gives an external definition; static inline
// functions have addresses that compare equal across uses.
inline int tw(int x) { return 2 * x; }
extern int tw(int x);
static inline int th(int x) { return 3 * x; }
__device__ int test(void) {
  if (tw(4) != 8 || th(4) != 12) return 1;
  int (*p)(int) = tw, (*q)(int) = th;
  if (p(1) != 2 || q(1) != 3) return 2;
  if (p != tw || q != th) return 3;
  return 0;
}
