// <stdbool.h> (C17 7.18): bool is _Bool, true is 1 and false is 0.  (Their
// use in #if: sem/stdbool-macros.)
#include <stdbool.h>
static bool is_even(int v) { return v % 2 == 0; }
__device__ int test(void) {
  bool b = 5;
  if (b != true) return 1;
  if (sizeof(bool) != 1) return 2;
  if (_Generic(b, _Bool: 0, default: 1)) return 3;
  if (is_even(3) || !is_even(4)) return 4;
  if (true + true != 2 || false != 0) return 5;
  if (__bool_true_false_are_defined != 1) return 6;
  return 0;
}
