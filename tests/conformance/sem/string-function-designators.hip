// C17 7.1.4p1: a library function that a header also defines as a macro
// is still a function: (memcpy)(...) suppresses the macro and calls it,
// and &memcpy / memset as a value give pointers to it.  hipc's
// <string.h> defines memcpy, memmove and memset only as macros.
#include <string.h>
__device__ int test(void) {
  char a[4], b[4] = "abc";
  (memcpy)(a, b, 4);
  if (a[2] != 'c') return 1;
  void *(*cp)(void *, const void *, size_t) = memcpy;
  void *(*sp)(void *, int, size_t) = &memset;
  sp(a, 'x', 1);
  cp(b, a, 2);
  if (b[0] != 'x' || b[1] != 'b') return 2;
  (memmove)(a + 1, a, 2);
  if (a[1] != 'x' || a[2] != 'b') return 3;
  return 0;
}
