// __COUNTER__ (a clang and GCC extension): each expansion is one more than
// the last, starting at 0; it makes unique names through ##.
#define CAT_(a, b) a ## b
#define CAT(a, b) CAT_(a, b)
#define UNIQUE(base) CAT(base, __COUNTER__)
static int check(void) {
  int a = __COUNTER__;
  int b = __COUNTER__;
  int c = __COUNTER__;
  if (a != 0 || b != 1 || c != 2) return 1;
  int UNIQUE(v) = 10;          /* v3 */
  int UNIQUE(v) = 20;          /* v4 */
  if (v3 != 10 || v4 != 20) return 2;
#if __COUNTER__ != 5
  return 3;
#endif
  return 0;
}
__device__ int test(void) { return check(); }
