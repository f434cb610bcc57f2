// GNU's named variable arguments (`args...`), accepted by clang: the name
// stands for __VA_ARGS__.
static int add3(int a, int b, int c) { return a + b + c; }
#define CALL(f, args...) f(args)
#define STR(x...) #x
#include <string.h>
static int check(void) {
  if (CALL(add3, 1, 2, 3) != 6) return 1;
  if (strcmp(STR(a, b), "a, b") != 0) return 2;
  return 0;
}
__device__ int test(void) { return check(); }
