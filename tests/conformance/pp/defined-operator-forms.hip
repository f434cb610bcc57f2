// C17 6.10.1p1: defined X and defined(X) both work, combine with && and
// ||, and a keyword is not a macro unless defined as one.
#define ONE 1
#define EMPTY
static int check(void) {
  int r = 0;
#if defined ONE && defined(ONE) && ONE > 0
  r |= 1;
#endif
#if defined(EMPTY)
  r |= 2;                                      /* defined, though empty */
#endif
#if defined(NOPE) || !defined NOPE2
  r |= 4;
#endif
#ifdef int
  r |= 64;
#endif
#if defined ONE + 1 == 2
  r |= 8;                                      /* (defined ONE) + 1 */
#endif
#ifndef NOPE
  r |= 16;
#endif
  return r == 31 ? 0 : 1;
}
__device__ int test(void) { return check(); }
