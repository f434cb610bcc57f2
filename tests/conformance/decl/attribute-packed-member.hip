// GNU __attribute__((packed)) on one member gives that member alignment 1
// (clang and GCC): in struct p3 `i` sits at offset 1, `d` at 8, size 16.
// hipc ignores it (offsetof(struct p3, i) is 4).
#include <stddef.h>
struct p3 { char c; int i __attribute__((packed)); double d; };
static int check(void) {
  if (offsetof(struct p3, i) != 1) return 1;
  if (offsetof(struct p3, d) != 8 || sizeof(struct p3) != 16) return 2;
  return 0;
}
__device__ int test(void) { return check(); }
