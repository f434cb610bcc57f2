// C17 6.7.2.1p15-17: members in declaration order at increasing offsets,
// padding for alignment, none at the start, trailing padding to a
// multiple of the struct's alignment.
#include <stddef.h>
struct la { char c; int i; char d; };
struct lb { char c; char d; int i; };
struct lc { char c; double d; };
struct ld { int i; char c; };
struct le { short s; char c; };
struct lf { char x[3]; };
static int check(void) {
  if (sizeof(struct la) != 12 || offsetof(struct la, i) != 4 || offsetof(struct la, d) != 8) return 1;
  if (sizeof(struct lb) != 8 || offsetof(struct lb, d) != 1 || offsetof(struct lb, i) != 4) return 2;
  if (sizeof(struct lc) != 16 || offsetof(struct lc, d) != 8) return 3;
  if (sizeof(struct ld) != 8) return 4;
  if (sizeof(struct le) != 4 || _Alignof(struct le) != 2) return 5;
  if (sizeof(struct lf) != 3 || _Alignof(struct lf) != 1) return 6;
  struct la s;
  if ((char *)&s != (char *)&s.c) return 7;
  if ((char *)&s.i - (char *)&s != 4) return 8;
  return 0;
}
__device__ int test(void) { return check(); }
