// A program that defines a C library function itself keeps its own, as at
// a link; on the host target, loops LLVM turns into calls of the C
// library's strlen (mylen's, strlen's own) still reach the C library's,
// not the program's function of the host's calling convention.
#include <string.h>
size_t strlen(const char *s) { size_t n = 0; while (s[n]) n++; return n; }
__device__ __attribute__((noinline)) int mylen(const char *p) { int n = 0; while (p[n]) n++; return n; }
__device__ int test(void) {
  char buf[40];
  for (int i = 0; i < 39; i++) buf[i] = 'a' + i % 26;
  buf[39] = 0;
  return mylen(buf) + (int)strlen("xyz") == 42 ? 0 : 1;
}
