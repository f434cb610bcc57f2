// C17 6.10.3.1p1, 6.10.3.3: an argument next to ## (or after #) is not
// macro-expanded first; an extra level of macro makes it expand.
#include <string.h>
#define ONE 1
#define CAT(a, b) a##b
#define XCAT(a, b) CAT(a, b)
#define STR(x) #x
#define XSTR(x) STR(x)
#define ONE2 100
__device__ int test(void) {
  if (CAT(ONE, 2) != 100) return 1;            /* ONE2, not 12 */
  if (XCAT(ONE, 2) != 12) return 2;
  if (strcmp(STR(ONE), "ONE") != 0) return 3;
  if (strcmp(XSTR(ONE), "1") != 0) return 4;
  if (strcmp(XSTR(CAT(O, NE)), "1") != 0) return 5;
  return 0;
}
