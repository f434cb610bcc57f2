// C17 6.7.5: _Alignas(N) and _Alignas(type) set an object's or a member's
// alignment (never lower than its natural one); addresses honour it.
// hipc ignores _Alignas on objects and on members: the locals get their
// natural alignment (check 1), offsetof(struct s, i) is 4 and sizeof 8.
#include <stddef.h>
struct s { char c; _Alignas(16) int i; };
struct t { _Alignas(double) char c; };
static int check(void) {
  _Alignas(32) char buf[8];
  if ((unsigned long)buf % 32 != 0) return 1;
  _Alignas(16) int a = 1, b = 2;
  if ((unsigned long)&a % 16 != 0 || (unsigned long)&b % 16 != 0) return 2;
  if (offsetof(struct s, i) != 16 || sizeof(struct s) != 32) return 3;
  if (_Alignof(struct s) != 16) return 4;
  if (_Alignof(struct t) != 8 || sizeof(struct t) != 8) return 5;
  _Alignas(int) char c4;
  if ((unsigned long)&c4 % 4 != 0) return 6;
  _Alignas(0) int z = 3;                /* 0 has no effect */
  if (z + a + b != 6) return 7;
  return 0;
}
__device__ int test(void) { return check(); }
