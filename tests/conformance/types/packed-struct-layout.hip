// GNU __attribute__((packed)): no padding between members or at the end,
// alignment 1; a packed struct nested in a normal one is aligned 1 too.
#include <stddef.h>
struct __attribute__((packed)) p { char c; int i; short s; double d; };
struct q { char c; struct p in; };
struct r { char c; int i __attribute__((packed)); };
__device__ int test(void) {
  if (sizeof(struct p) != 15 || _Alignof(struct p) != 1) return 1;
  if (offsetof(struct p, i) != 1 || offsetof(struct p, s) != 5 || offsetof(struct p, d) != 7) return 2;
  if (offsetof(struct q, in) != 1 || sizeof(struct q) != 16) return 3;
  if (offsetof(struct r, i) != 1 || sizeof(struct r) != 5) return 4;
  struct p arr[2];
  arr[1].i = 0x12345678;
  arr[1].d = 2.5;
  if (arr[1].i != 0x12345678 || arr[1].d != 2.5) return 5;
  if ((char *)&arr[1] - (char *)&arr[0] != 15) return 6;
  return 0;
}
