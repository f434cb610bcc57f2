// FLAGS: -Itests/conformance/pp/inc/next1 -Itests/conformance/pp/inc/next2
// #include_next (GCC, clang): goes on searching the include path after the
// directory where the current header was found.
#include <next.h>
static int check(void) {
  if (NEXT_FIRST != 1) return 1;
  if (NEXT_SECOND != 2) return 2;
  return 0;
}
__device__ int test(void) { return check(); }
