// C17 6.7.2.1p5: _Bool bit-fields (and, as clang and GCC allow, long long
// ones); a _Bool bit-field converts values as _Bool does.
#include <stddef.h>
struct s { _Bool f : 1; unsigned long long big : 48; _Bool g : 1; long long neg : 40; };
static int check(void) {
  struct s x;
  x.f = 5;
  if (x.f != 1) return 1;
  x.g = 0;
  if (x.g != 0) return 2;
  x.big = 0x123456789ABCull;
  if (x.big != 0x123456789ABCull || x.f != 1) return 3;
  x.neg = -1;
  if (x.neg != -1) return 4;
  x.neg = -549755813888ll;       /* -2^39, the minimum */
  if (x.neg != -549755813888ll) return 5;
  if (sizeof(struct s) != 16) return 6;
  return 0;
}
__device__ int test(void) { return check(); }
