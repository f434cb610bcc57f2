// C17 6.7.2.1p18: a struct whose last member is a flexible array member
// has the size of the struct without it, plus any padding the FAM's
// alignment needs; the FAM's offset equals or follows that size.
#include <stddef.h>
struct f1 { int n; char d[]; };
struct f2 { char c; int d[]; };
struct f3 { double x; char c; int d[]; };
struct f4 { int n; double d[]; };
__device__ int test(void) {
  if (sizeof(struct f1) != 4 || offsetof(struct f1, d) != 4) return 1;
  if (sizeof(struct f2) != 4 || offsetof(struct f2, d) != 4) return 2;
  if (sizeof(struct f3) != 16 || offsetof(struct f3, d) != 12) return 3;
  if (sizeof(struct f4) != 8 || offsetof(struct f4, d) != 8) return 4;
  if (_Alignof(struct f4) != 8) return 5;
  return 0;
}
