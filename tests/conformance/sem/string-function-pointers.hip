// C17 7.1.4p1: the addresses of memcpy, memmove and memset called through
// a table at run time (not folded away), with overlapping memmove.
#include <string.h>
typedef void *(*copy_fn)(void *, const void *, size_t);
__device__ int test(void) {
  static copy_fn fns[2] = {memcpy, memmove};
  volatile int k = 0;
  char a[64], b[64];
  for (int i = 0; i < 64; i++) b[i] = (char)i;
  fns[k](a, b, 64);
  if (a[63] != 63) return 1;
  k = 1;
  fns[k](b + 1, b, 40);
  if (b[40] != 39 || b[1] != 0) return 2;
  void *(*set)(void *, int, size_t) = memset;
  volatile size_t n = 50;
  set(a, 7, n);
  if (a[49] != 7 || a[50] != 50) return 3;
  return 0;
}
