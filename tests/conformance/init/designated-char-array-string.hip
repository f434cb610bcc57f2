// C17 6.7.9p14, p18: a designated char-array member initialised from a
// string literal, `{.name = "bb"}`.  hipc: "field designator cannot
// initialize a non-struct, non-union type 'char[8]'" (after the
// designator it seems to step into the array before taking the string).
#include <string.h>
struct named { char name[8]; int v; };
static int check(void) {
  struct named a = {.name = "bb"};
  if (strcmp(a.name, "bb") != 0 || a.v != 0) return 1;
  struct named m[2] = {{"a", 1}, {.name = "cc", .v = 2}};
  if (strcmp(m[1].name, "cc") != 0 || m[1].v != 2) return 2;
  struct named b = {.v = 3, .name = {"dd"}};
  if (strcmp(b.name, "dd") != 0) return 3;
  return 0;
}
__device__ int test(void) { return check(); }
