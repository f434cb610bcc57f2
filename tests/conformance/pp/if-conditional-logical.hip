// C17 6.10.1: ?:, && and || in #if, short-circuited: the unevaluated
// division by zero is no error; ?: converts to unsigned when one arm is.
static int check(void) {
#if (1 ? 2 : 3) != 2 || (0 ? 2 : 3) != 3
  return 1;
#endif
#if (1 ? -1 : 0u) <= 0
  return 2;                         /* the result is unsigned */
#endif
#if !(1 || 1 / 0)
  return 3;
#endif
#if 0 && 1 / 0
  return 4;
#endif
#if (0 ? 1 / 0 : 5) != 5
  return 5;
#endif
#if (2 && 3) != 1 || (0 || 7) != 1 || !0 != 1
  return 6;
#endif
  return 0;
}
__device__ int test(void) { return check(); }
