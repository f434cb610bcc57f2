// C17 6.4.2.2: __func__ is a static const char array holding the
// function's name, as if declared at the start of the function body;
// GNU __FUNCTION__ is the same.
#include <string.h>
static const char *name_of_helper(void) { return __func__; }
__device__ int test(void) {
  if (strcmp(__func__, "test") != 0) return 1;
  if (sizeof __func__ != 5) return 2;
  if (strcmp(name_of_helper(), "name_of_helper") != 0) return 3;
  if (strcmp(__FUNCTION__, "test") != 0) return 4;
  if (_Generic(__func__, const char *: 0, default: 1)) return 5;
  return 0;
}
