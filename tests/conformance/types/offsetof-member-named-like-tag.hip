// C17 6.2.3: struct tags and members are in different name spaces, and
// 7.19p3: offsetof(type, member-designator).  A member `d` may share its
// name with a tag `struct d` (which HIP-C also makes a type name, as C++
// does; clang's C++ accepts this too).  hipc: "expected identifier or '('"
// at offsetof when the member's name is a tag.
#include <stddef.h>
struct a { char c; int i; char d; };
struct d { int x; };
static int check(void) {
  if (offsetof(struct a, d) != 8) return 1;
  struct a s;
  s.d = 5;
  if (s.d != 5) return 2;
  return 0;
}
__device__ int test(void) { return check(); }
