// A file-scope array bound that C17 6.6 does not call an integer constant
// expression - a const int, arithmetic on floating constants - is folded,
// with clang's warning (as C; HIP mode, C++, has these as constants).
#include <hip/hip_runtime.h>
const int n = 3;
int by_const[n]; // expected-warning-col 5: variable length array folded to constant array as an extension
int by_float[(int)-1.5 + 3]; // expected-warning-col 5: variable length array folded to constant array as an extension
int strict[(int)2.5]; // a floating constant right under the cast: no warning
enum { E = (int)(2.5 * 2) }; // folded silently, as clang does
_Static_assert(E == 5, "folded");
