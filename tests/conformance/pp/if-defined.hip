// C17 6.10.1p1, p4: `defined X` and `defined(X)` are 1 or 0; identifiers
// left after macro replacement are 0.
#define X
#define Y 0
#define Z Y
static int check(void) {
#if !defined X || !defined(Y) || !defined ( Z )
  return 1;
#endif
#if defined W || defined(W)
  return 2;
#endif
#if Y || Z
  return 3;
#endif
#if UNDEFINED_NAME != 0 || undefined_too + 1 != 1
  return 4;
#endif
#if defined(X) + defined(Y) + defined(W) != 2
  return 5;
#endif
#ifdef W
  return 6;
#endif
#ifndef X
  return 7;
#endif
  return 0;
}
__device__ int test(void) { return check(); }
