// C17 6.7.10: _Static_assert at file scope, in a block, inside a struct
// and in a for loop's first clause; GNU/C23 also allow it without a
// message.
#include <limits.h>
_Static_assert(sizeof(int) == 4, "int is 32 bits");
_Static_assert(CHAR_BIT == 8, "");
struct s {
  int a;
  _Static_assert(sizeof(int) * 2 == 8, "in a struct");
  int b;
};
_Static_assert(sizeof(struct s) == 8, "the assertion takes no room");
__device__ int test(void) {
  _Static_assert(1 + 1 == 2, "block scope");
  int n = 0;
  for (_Static_assert(1, "for"); n < 3; n++)
    ;
  _Static_assert(sizeof(long) == 8);
  return n == 3 ? 0 : 1;
}
