// <string.h> memcpy, memset and memmove (and their __builtin_ forms) in
// device code (C17 7.24.2.1, 7.24.2.2, 7.24.6.1).
#include <string.h>
struct S { int a; double b; char c[5]; };
__device__ int test(void) {
  struct S x = {1, 2.5, "abcd"}, y;
  memcpy(&y, &x, sizeof x);
  if (y.a != 1 || y.b != 2.5 || y.c[3] != 'd') return 1;
  int a[8] = {0, 1, 2, 3, 4, 5, 6, 7};
  memmove(a + 2, a, 4 * sizeof(int));          /* overlapping */
  if (a[2] != 0 || a[5] != 3 || a[6] != 6) return 2;
  memset(a, 0xFF, sizeof a);
  if (a[0] != -1 || a[7] != -1) return 3;
  unsigned char b[6];
  __builtin_memset(b, 7, sizeof b);
  if (b[5] != 7) return 4;
  char c[4];
  __builtin_memcpy(c, "xyz", 4);
  if (c[1] != 'y' || c[3] != 0) return 5;
  return 0;
}
