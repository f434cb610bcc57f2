// GNU __attribute__((packed)): no padding between members, alignment 1;
// members still read and write correctly at unaligned offsets.  (The
// attribute after the closing brace and on one member: PENDING-A.md.)
#include <stddef.h>
struct __attribute__((packed)) p1 { char c; int i; short s; };
struct __attribute__((packed)) p2 { char c; int i; };
struct __attribute__((__packed__)) p4 { char c; double d; };
static int check(void) {
  if (sizeof(struct p1) != 7 || offsetof(struct p1, i) != 1 || offsetof(struct p1, s) != 5) return 1;
  if (_Alignof(struct p1) != 1) return 2;
  if (sizeof(struct p2) != 5) return 3;
  if (sizeof(struct p4) != 9) return 5;
  struct p1 a[2];
  a[1].i = 0x12345678;
  a[1].s = -2;
  a[0].i = -1;
  if (a[1].i != 0x12345678 || a[1].s != -2 || a[0].i != -1) return 6;
  if ((char *)&a[1] - (char *)&a[0] != 7) return 7;
  return 0;
}
__device__ int test(void) { return check(); }
