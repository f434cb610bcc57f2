// FLAGS: -Itests/conformance/pp
// C17 6.10.2p3: "name" is looked for first beside the including file, so a
// header in inc/ includes its neighbour by its bare name.
#include "inc/outer.h"
static int check(void) {
  if (OUTER != 1 || INNER != 2) return 1;
  if (outer_level != 1 || inner_level != 2) return 2;   /* __INCLUDE_LEVEL__ */
  if (__INCLUDE_LEVEL__ != 0) return 3;
  return 0;
}
__device__ int test(void) { return check(); }
