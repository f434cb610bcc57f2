// C17 6.7.10: _Static_assert at file scope, in a block and in a struct;
// static_assert (C23, HIP's C++) without <assert.h>; the message may be
// left out (C23).
_Static_assert(sizeof(int) == 4, "int is 4 bytes");
static_assert(sizeof(long) == 8, "long is 8 bytes");
_Static_assert(1 + 1 == 2);
struct s {
  int a;
  _Static_assert(sizeof(int) >= 2, "in a struct");
  int b;
};
static int check(void) {
  _Static_assert(_Alignof(double) == 8, "in a block");
  static_assert(sizeof(struct s) == 8, "the assertion adds no member");
  enum { N = 3 };
  _Static_assert(N * 2 == 6, "enum constants are constant expressions");
  return 0;
}
__device__ int test(void) { return check(); }
