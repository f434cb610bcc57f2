// __VA_OPT__ with ## and # (C23 6.10.4.1 EXAMPLE): the content is a
// placemarker when empty, and #__VA_OPT__ stringizes it.
#include <string.h>
#define STR(...) #__VA_ARGS__
#define XSTR(...) STR(__VA_ARGS__)
#define H2(X, Y, ...) __VA_OPT__(X ## Y,) __VA_ARGS__
#define H3(X, ...) #__VA_OPT__(X##X X##X)
#define H4(X, ...) __VA_OPT__(a X ## X) ## b
#define H5A(...) __VA_OPT__()/**/__VA_OPT__()
#define H5B(X) a ## X ## b
#define H5C(X) H5B(X)
static int check(void) {
  if (strcmp(XSTR(H2(a, b, c, d)), "ab, c, d") != 0) return 1;
  if (strcmp(H3(, 0), "") != 0) return 2;
  if (strcmp(XSTR(H4(, 1)), "a b") != 0) return 3;
  if (strcmp(XSTR(H5C(H5A())), "ab") != 0) return 4;
  return 0;
}
__device__ int test(void) { return check(); }
