// C17 6.10.8.1: __LINE__ inside a macro's replacement is the line of the
// invocation, not of the #define.
#define HERE __LINE__
#define HERE2() __LINE__
static int check(void) {
#line 20
  if (HERE != 20) return 1;
  if (HERE2() != 21) return 2;
  return 0;
}
__device__ int test(void) { return check(); }
