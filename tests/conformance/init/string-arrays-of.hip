// C17 6.7.9p14, p20: arrays of char arrays and structs with char arrays
// from string literals; pointers to string literals.  (A designated
// member `.name = "bb"`: PENDING-A.md.)
#include <string.h>
struct named { char name[8]; int v; };
static int check(void) {
  char words[3][6] = {"one", "three", "xy"};
  if (strcmp(words[1], "three") != 0 || words[2][2] != 0 || words[0][5] != 0) return 1;
  char grid[][4] = {"ab", "cde"};
  if (sizeof grid != 8) return 2;
  struct named n = {"hipc", 3};
  if (strcmp(n.name, "hipc") != 0 || n.name[7] != 0 || n.v != 3) return 3;
  struct named m[2] = {{"a", 1}, {"bb"}};
  if (strcmp(m[1].name, "bb") != 0 || m[1].v != 0) return 4;
  const char *ps[] = {"x", "yz"};
  if (strlen(ps[1]) != 2) return 5;
  char *p = "literal";
  if (p[3] != 'e') return 6;
  return 0;
}
__device__ int test(void) { return check(); }
