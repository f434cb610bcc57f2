// C17 6.10.1p4: in #if, an identifier that is not a macro is 0, so
// without <stdbool.h> `true` counts as 0 in C (gcc and clang as C17);
// with it, true is the macro 1.
static int check(void) {
  int r = 0;
#if true
  r |= 1;
#endif
#include <stdbool.h>
#if true
  r |= 2;
#endif
#if false
  r |= 4;
#endif
  return r == 2 ? 0 : 1;
}
__device__ int test(void) { return check(); }
