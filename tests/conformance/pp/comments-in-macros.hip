// C17 5.1.1.2p1 phase 3, 6.4.9: each comment becomes one space before
// directives are processed: comments inside a #define body and between
// tokens separate them, and never paste.
#include <string.h>
#define ADD 1/**/+/**/2
#define NEG -/**/-1
#define STR(x) #x
#define XSTR(x) STR(x)
#define SPACED a/* c */b
__device__ int test(void) {
  if (ADD != 3) return 1;
  if (NEG != 1) return 2;                      /* - -1, not --1 */
  if (strcmp(XSTR(SPACED), "a b") != 0) return 3;
  int x = 4 /* inline */ + /* comment */ 5;
  if (x != 9) return 4;
  return 0;
}
