// C17 6.7.10p2: a _Static_assert whose constant expression is 0 is an
// error that shows the message (a condition that is no literal quoted, as
// clang quotes it).
#include <hip/hip_runtime.h>
_Static_assert(0, "zero"); // expected-error: static assertion failed: zero
_Static_assert(1, "not shown");
__device__ int f(void) {
  _Static_assert(0 * 5, "in a block"); // expected-error-col 18: static assertion failed due to requirement '0 * 5': in a block
  return 0;
}
struct s {
  int a;
  _Static_assert(0, "in a struct"); // expected-error: static assertion failed: in a struct
};
