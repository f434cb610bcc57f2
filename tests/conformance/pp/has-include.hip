// FLAGS: -Itests/conformance/pp
// __has_include (C23 6.10.1, a clang extension in C17): 1 when #include of
// the name would find a file.
#if !defined(__has_include)
#error "__has_include"
#endif
#if __has_include(<stddef.h>)
#include <stddef.h>
#define HAVE_STDDEF 1
#endif
#if __has_include("inc/vers2.h")
#include "inc/vers2.h"
#endif
static int check(void) {
#if !HAVE_STDDEF
  return 1;
#endif
  if (VERS2 != 2) return 2;
#if __has_include("inc/no-such-header.h")
  return 3;
#endif
#if __has_include(<no_such_header_anywhere.h>)
  return 4;
#endif
  if (sizeof(size_t) != sizeof(void *)) return 5;
  return 0;
}
__device__ int test(void) { return check(); }
